## -*- texinfo -*-
## @deftypefn {} {@var{sz} =} gpuprim_index_shape (@var{sx}, @var{smask}, @var{count})
## The size of @code{x(mask)} that keeps @var{count} elements, for @var{x} of
## size @var{sx} and a logical mask of size @var{smask} (any shape): what
## Octave's indexing of an array gives.
##
## A scalar mask is a scalar index (0x0 when false).  Another mask is an
## index of the mask's shape with its one long dim cut to @var{count}, where
## it has one, or else a column.  A vector @var{x} (not a scalar) indexed
## by a vector that keeps other than one element keeps its own
## orientation; otherwise the result takes the index's shape.  So a mask of
## @var{x}'s size gives a row for a row, a vector along the same dim for a
## vector, else a column.
## @end deftypefn

function sz = gpuprim_index_shape (sx, smask, count)

  if (all (smask == 1))
    sz = [count count];
  else
    sz = nd_vector (smask, count);
  endif
  if (prod (sx) != 1 && sum (sx != 1) == 1 && count != 1 && sum (sz != 1) == 1)
    sz = nd_vector (sx, count);
  endif

endfunction

## d with its one dim other than 1 made n, where it has one; else n x 1
function d = nd_vector (d, n)
  long = find (d != 1);
  if (numel (long) == 1)
    d(long) = n;
  else
    d = [n 1];
  endif
endfunction
