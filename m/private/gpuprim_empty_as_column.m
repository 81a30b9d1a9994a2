## -*- texinfo -*-
## @deftypefn {} {@var{x} =} gpuprim_empty_as_column (@var{x}, @var{dim_given})
## @code{sum} and @code{prod} take a 0x0 @var{x} as 0x1: without a dim in
## every Octave (@code{sum ([])} is 0), and before Octave 11 along a given
## dim too (@code{sum ([], 1)} is 0 and @code{sum ([], 2)} 0x1 there; in 11
## they are 1x0 and 0x1, and @code{sum ([], 3)} is 0x0).  So do gpu_sum and
## gpu_prod.
## @end deftypefn

function x = gpuprim_empty_as_column (x, dim_given)

  if (isequal (size (x), [0 0]) && (! dim_given || gpuprim_semantics ().empty_as_column_by_dim))
    x = reshape (x, 0, 1);
  endif

endfunction
