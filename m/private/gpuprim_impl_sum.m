## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_sum (@dots{})
## The whole of @code{gpu_sum} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_sum.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_sum.m
## reaches it the same way where the MEX entry is missing.
## @end deftypefn

function y = gpuprim_impl_sum (x, varargin)

  if (nargin < 1 || nargin > 6)
    error ("gpuprim:invalidCall",
           "gpu_sum: called with %d arguments; use gpu_sum (X, DIM, TYPE, NANFLAG, \"algorithm\", NAME)", nargin);
  endif
  if (issparse (x))
    y = gpuprim_on_host ("gpu_sum", @sum, 1, x, varargin, 1);
    return;
  endif
  x = gpuprim_char_as_double (x);
  [args, o] = gpuprim_options ("gpu_sum", {"algorithm", "scan_flags", "nanflag", "type", "extra", "all"}, varargin);
  gpuprim_reject_scan_flags ("gpu_sum", o);
  gpuprim_check_input ("gpu_sum", x, true);
  dim = gpuprim_parse_vecdim ("gpu_sum", x, args);
  x = gpuprim_empty_as_column (x, ! isempty (args));
  if (strcmp (o.nanflag, "omitnan") && strcmp (o.type, "extra") && iscomplex (x))
    ## the compensated sum adds the parts apart, and a complex NaN element is NaN in either: each as 0 here
    gpuprim_host_only ("gpu_sum", x, "\"omitnan\" and \"extra\"");
    x(isnan (x)) = 0;
    o.nanflag = "";
  endif  # real "extra" with "omitnan", and complex "omitnan" alone: the kernels take a NaN element as 0
  y = gpuprim_reduce_over ("sum", x, dim, o, 1);
  if (strcmp (o.type, "extra") && strcmp (class (x), "double") && gpuprim_semantics ().extra_sum_plain_when_nonfinite)
    y = plain_where_nonfinite (y, x, dim, o);
  endif

endfunction

## Octave 11's "extra" sum is the plain one where that is not finite (Inf
## for [1 Inf 2], where the carried rounding errors make it NaN before 11):
## the lines whose compensated sum came to NaN, summed again plainly.
function y = plain_where_nonfinite (y, x, dim, o)
  yh = gather (y);
  bad = isnan (yh);
  if (any (bad(:)))
    o.type = "default";
    plain = gather (gpuprim_reduce_over ("sum", x, dim, o, 1));
    yh(bad) = plain(bad);
    if (isa (y, "gparray"))
      yh = gparray (yh);
    endif
    y = yh;
  endif
endfunction
