## -*- texinfo -*-
## @deftypefn {} {@var{x} =} gpuprim_empty_as_column (@var{x})
## @code{sum} and @code{prod} take a 0x0 @var{x} as 0x1, whatever the
## dimension: @code{sum ([])} and @code{sum ([], 1)} are 0, @code{sum ([], 2)}
## is 0x1.  So do gpu_sum and gpu_prod.
## @end deftypefn

function x = gpuprim_empty_as_column (x)

  if (isequal (size (x), [0 0]))
    x = reshape (x, 0, 1);
  endif

endfunction
