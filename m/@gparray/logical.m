## -*- texinfo -*-
## @deftypefn {} {@var{y} =} logical (@var{g})
## Gparray @var{g} as class logical, converted on the device (on the host
## backend, in host memory) as @code{logical} converts an array: nonzero
## elements are true; a NaN gives a @code{gpuprim:nanToLogical} error, where
## the builtin raises its own error. A complex element is true where either
## part is nonzero, and a NaN part is the same error. The result is a
## gparray of the same size; a gparray of class logical already is returned
## as it is.
## @seealso{gparray, cast, class}
## @end deftypefn
function y = logical (g)
  y = gparray_convert (g, "logical");
endfunction

%!assert (gather (logical (gparray ([2 0 -0 -3 Inf]))), logical ([2 0 -0 -3 Inf]))
%!assert (gather (logical (gparray (int8 ([0 -1 5])))), [false true true])
%!error id=gpuprim:nanToLogical logical (gparray ([1 NaN]))
%!error id=gpuprim:nanToLogical logical (gparray (single ([NaN 0])))
