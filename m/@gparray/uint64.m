## -*- texinfo -*-
## @deftypefn {} {@var{y} =} uint64 (@var{g})
## Gparray @var{g} as class uint64, converted on the device (on the host
## backend, in host memory) as @code{uint64} converts an array: floats
## rounded to the nearest integer (halves away from zero) and held to the
## class's range, NaN becoming 0; integers held to the range. The result is
## a gparray of the same size; a gparray of class uint64 already is returned
## as it is.
## @seealso{gparray, cast, class}
## @end deftypefn
function y = uint64 (g)
  y = gparray_convert (g, "uint64");
endfunction

%!assert (gather (uint64 (gparray ([-2.5 -0.5 0.5 2.5 NaN Inf -Inf]))), uint64 ([-2.5 -0.5 0.5 2.5 NaN Inf -Inf]))
%!assert (class (uint64 (gparray (zeros (0, 3)))), "uint64")
