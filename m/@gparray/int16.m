## -*- texinfo -*-
## @deftypefn {} {@var{y} =} int16 (@var{g})
## Gparray @var{g} as class int16, converted on the device (on the host
## backend, in host memory) as @code{int16} converts an array: floats
## rounded to the nearest integer (halves away from zero) and held to the
## class's range, NaN becoming 0; integers held to the range. The result is
## a gparray of the same size; a gparray of class int16 already is returned
## as it is.
## @seealso{gparray, cast, class}
## @end deftypefn
function y = int16 (g)
  y = gparray_convert (g, "int16");
endfunction

%!assert (gather (int16 (gparray ([-2.5 -0.5 0.5 2.5 NaN Inf -Inf]))), int16 ([-2.5 -0.5 0.5 2.5 NaN Inf -Inf]))
%!assert (class (int16 (gparray (zeros (0, 3)))), "int16")
