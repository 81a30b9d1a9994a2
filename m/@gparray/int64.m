## -*- texinfo -*-
## @deftypefn {} {@var{y} =} int64 (@var{g})
## Gparray @var{g} as class int64, converted on the device (on the host
## backend, in host memory) as @code{int64} converts an array: floats
## rounded to the nearest integer (halves away from zero) and held to the
## class's range, NaN becoming 0; integers held to the range. The result is
## a gparray of the same size; a gparray of class int64 already is returned
## as it is.
## @seealso{gparray, cast, class}
## @end deftypefn
function y = int64 (g)
  y = gparray_convert (g, "int64");
endfunction

%!assert (gather (int64 (gparray ([-2.5 -0.5 0.5 2.5 NaN Inf -Inf]))), int64 ([-2.5 -0.5 0.5 2.5 NaN Inf -Inf]))
%!assert (class (int64 (gparray (zeros (0, 3)))), "int64")
