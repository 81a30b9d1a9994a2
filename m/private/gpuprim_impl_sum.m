## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_sum (@dots{})
## The whole of @code{gpu_sum} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_sum.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_sum.m
## calls it where the MEX entry is missing.
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
  [args, options] = gpuprim_take_scan_options ("gpu_sum", varargin);
  gpuprim_reject_scan_flags ("gpu_sum", options);
  [args, nanflag] = gpuprim_take_nan_flag (args);
  [dim, type] = gpuprim_parse_sum_args ("gpu_sum", x, args, true, true);
  x = gpuprim_empty_as_column (x);
  if (strcmp (nanflag, "omitnan") && strcmp (type, "extra"))
    error ("gpuprim:unsupportedOption", "gpu_sum: \"omitnan\" with \"extra\" is not supported");
  endif  # complex x with "omitnan": the complex kernel takes a NaN element (either part) as 0
  ## later runs of a VECDIM fold partial sums, whose NaN (Inf - Inf) stays
  y = gpuprim_reduce_over ("sum", x, dim, [{type, options{1}}, nan_arg(nanflag)], 1, false, {type, options{1}});

endfunction

function a = nan_arg (flag)
  a = {};
  if (! isempty (flag))
    a = {flag};
  endif
endfunction
