## -*- texinfo -*-
## @deftypefn {} {@var{y} =} double (@var{g})
## Gparray @var{g} as class double, converted on the device (on the host
## backend, in host memory) as @code{double} converts an array: each element
## the nearest double value. The result is a gparray of the same size; a
## gparray of class double already is returned as it is.
## @seealso{gparray, cast, class}
## @end deftypefn
function y = double (g)
  y = gparray_convert (g, "double");
endfunction

%!assert (gather (double (gparray (int8 ([-128 0 127])))), [-128 0 127])
%!assert (class (double (gparray (single (1.5)))), "double")
%!test
%! x = int64 ([9007199254740993 -9007199254740995 intmax("int64")]);
%! assert (gather (double (gparray (x))), double (x));
%!test
%! g = gparray ([1 2]);
%! y = double (g);
%! assert (y.id, g.id);  # the same gparray, as the builtin gives back its argument
