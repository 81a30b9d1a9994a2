## -*- texinfo -*-
## @deftypefn {} {[@var{w}, @var{iw}] =} gpuprim_scan_extreme (@var{fname}, @var{command}, @var{nout}, @var{x}, @var{args})
## The body of gpu_cummax and gpu_cummin: check @var{x}, read
## @var{args} (DIM and the scan options), and run the gateway's
## @var{command}, asking for positions only when @var{nout} is 2.
## @end deftypefn

function varargout = gpuprim_scan_extreme (fname, command, nout, x, args)

  if (issparse (x))
    [~, named] = gpuprim_options (fname, {"algorithm", "scan_flags", "nanflag"}, args);
    if (strcmp (named.nanflag, "includenan"))  # which the builtin lacks: the full array on the GPU's path (the builtin's result is full too)
      [varargout{1:max (1, nout)}] = gpuprim_scan_extreme (fname, command, nout, full (x), args);
    else  # the builtin, on the host
      [varargout{1:max (1, nout)}] = gpuprim_on_host (fname, str2func (command), nout, x, args, 1);
    endif
    return;
  endif
  gpuprim_check_input (fname, x, true);
  [args, o] = gpuprim_options (fname, {"algorithm", "scan_flags", "nanflag"}, args);
  dim = gpuprim_parse_dim (fname, x, args);
  [varargout{1:max (1, nout)}] = __gpuprim_mex__ (command, x, dim, o);

endfunction
