## -*- texinfo -*-
## @deftypefn {} {@var{y} =} single (@var{g})
## Gparray @var{g} as class single, converted on the device (on the host
## backend, in host memory) as @code{single} converts an array: each element
## the nearest single value. The result is a gparray of the same size; a
## gparray of class single already is returned as it is.
## @seealso{gparray, cast, class}
## @end deftypefn
function y = single (g)
  y = gparray_convert (g, "single");
endfunction

%!test
%! x = [1/3 1e300 -1e300 -0 NaN 2^-140];
%! y = gather (single (gparray (x)));
%! assert (class (y), "single");
%! assert (y, single (x));
%! assert (signbit (y), signbit (single (x)));
%!test
%! x = int64 ([16777217 -16777219 intmin("int64")]);
%! assert (gather (single (gparray (x))), single (x));
%!assert (gather (single (gparray (uint64 (18446744073709551615)))), single (uint64 (18446744073709551615)))
