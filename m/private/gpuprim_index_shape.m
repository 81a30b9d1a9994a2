## -*- texinfo -*-
## @deftypefn {} {@var{sz} =} gpuprim_index_shape (@var{sx}, @var{count})
## The size of @code{x(mask)} that keeps @var{count} elements, for @var{x} of
## size @var{sx} and a mask of the same size (or, for vectors, of the same
## number of elements): what Octave's indexing gives.
## @end deftypefn

function sz = gpuprim_index_shape (sx, count)

  long_dims = find (sx != 1);
  if (numel (sx) == 2 && sx(1) == 1 && sx(2) != 1)
    sz = [1 count];                        # a row stays a row
  elseif (isempty (long_dims))
    sz = [1 1] * (count == 1);             # a scalar: itself, or 0x0
  elseif (numel (long_dims) == 1)
    sz = sx;                               # a vector along any dim keeps it
    sz(long_dims) = count;
  else
    sz = [count 1];
  endif

endfunction
