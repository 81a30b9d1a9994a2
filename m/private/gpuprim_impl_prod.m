## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_prod (@dots{})
## The whole of @code{gpu_prod} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_prod.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_prod.m
## reaches it the same way where the MEX entry is missing.
## @end deftypefn

function y = gpuprim_impl_prod (x, varargin)

  if (nargin < 1 || nargin > 6)
    error ("gpuprim:invalidCall",
           "gpu_prod: called with %d arguments; use gpu_prod (X, DIM, TYPE, NANFLAG, \"algorithm\", NAME)", nargin);
  endif
  if (issparse (x))
    y = gpuprim_on_host ("gpu_prod", @prod, 1, x, varargin, 1);
    return;
  endif
  x = gpuprim_char_as_double (x);
  gpuprim_check_input ("gpu_prod", x, true);
  [args, o] = gpuprim_options ("gpu_prod", {"algorithm", "scan_flags", "nanflag", "type", "all"}, varargin);
  gpuprim_reject_scan_flags ("gpu_prod", o);
  dim = gpuprim_parse_vecdim ("gpu_prod", x, args);
  ## "native" integer products saturate at every step, in the slice's order:
  ## a VECDIM with gaps, folded run after run, would regroup them, so the
  ## gateway walks each slice in place over all its dims at once.
  if (strcmp (o.type, "native") && isinteger (x) && numel (dim) > 1)
    sz = size (x);
    sz(end+1:max (dim)) = 1;
    wide = dim(sz(dim) != 1);
    span = min ([wide, 1]):max ([wide, 1]);
    if (any (sz(span) != 1 & ! ismember (span, dim)))
      if (! strcmp (o.algorithm, "auto"))
        error ("gpuprim:unsupportedAlgorithm",
               "gpu_prod: a \"native\" integer product runs in each slice's order, with no algorithm to name");
      endif
      y = __gpuprim_mex__ ("prod_native", x, dim);
      return;
    endif
  endif
  y = gpuprim_reduce_over ("prod", gpuprim_empty_as_column (x, ! isempty (args)), dim, o, 1);

endfunction
