## -*- texinfo -*-
## @deftypefn {} {@var{y} =} gpuprim_by_parts (@var{fn}, @var{x})
## @var{fn} (@var{x}), for complex @var{x} applied to its real and imaginary
## parts apart, as the builtin's complex sums amount to.  Like the builtin,
## the result is real when no imaginary part is left (NaN is one).
## @end deftypefn

function y = gpuprim_by_parts (fn, x)

  if (iscomplex (x))
    y = fn (real (x));
    yi = fn (imag (x));
    if (any (yi(:) != 0))
      y = complex (y, yi);
    endif
  else
    y = fn (x);
  endif

endfunction
