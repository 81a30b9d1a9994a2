## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_cumsum (@dots{})
## The whole of @code{gpu_cumsum} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_cumsum.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_cumsum.m
## reaches it the same way where the MEX entry is missing.
## @end deftypefn

function y = gpuprim_impl_cumsum (x, varargin)

  if (nargin < 1 || nargin > 8)
    error ("gpuprim:invalidCall",
           "gpu_cumsum: called with %d arguments; use gpu_cumsum (X, DIM, TYPE, NANFLAG, \"algorithm\", NAME, \"exclusive\", \"reverse\")",
           nargin);
  endif
  if (issparse (x))
    y = gpuprim_on_host ("gpu_cumsum", @cumsum, 1, x, varargin, 1);
    return;
  endif
  [args, o] = gpuprim_options ("gpu_cumsum", {"algorithm", "scan_flags", "nanflag", "type", "all"}, varargin);
  gpuprim_check_input ("gpu_cumsum", x, true);
  dims = gpuprim_parse_vecdim ("gpu_cumsum", x, args);
  if (strcmp (o.nanflag, "omitnan") && iscomplex (x) && (o.exclusive || o.reverse))
    ## the complex kernel runs forward scans alone: a NaN element (one, not two parts) as 0 here
    gpuprim_host_only ("gpu_cumsum", x, "\"omitnan\" and \"exclusive\" or \"reverse\"");
    x(isnan (x)) = 0;
    o.nanflag = "";
  endif
  y = gpuprim_scan_over ("gpu_cumsum", "cumsum", x, dims, o);  # complex x too, as its parts

endfunction
