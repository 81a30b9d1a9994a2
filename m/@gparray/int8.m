## -*- texinfo -*-
## @deftypefn {} {@var{y} =} int8 (@var{g})
## Gparray @var{g} as class int8, converted on the device (on the host
## backend, in host memory) as @code{int8} converts an array: floats rounded
## to the nearest integer (halves away from zero) and held to the class's
## range, NaN becoming 0; integers held to the range. The result is a
## gparray of the same size; a gparray of class int8 already is returned as
## it is.
## @seealso{gparray, cast, class}
## @end deftypefn
function y = int8 (g)
  y = gparray_convert (g, "int8");
endfunction

%!assert (gather (int8 (gparray ([-2.5 -0.5 0.5 2.5 NaN Inf -Inf]))), int8 ([-2.5 -0.5 0.5 2.5 NaN Inf -Inf]))
%!assert (class (int8 (gparray (zeros (0, 3)))), "int8")
