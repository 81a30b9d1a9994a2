## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_cumprod (@dots{})
## The whole of @code{gpu_cumprod} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_cumprod.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_cumprod.m
## calls it where the MEX entry is missing.
## @end deftypefn

function y = gpuprim_impl_cumprod (x, varargin)

  if (nargin < 1 || nargin > 7)
    error ("gpuprim:invalidCall",
           "gpu_cumprod: called with %d arguments; use gpu_cumprod (X, DIM, NANFLAG, \"algorithm\", NAME, \"exclusive\", \"reverse\")",
           nargin);
  endif
  if (issparse (x))
    y = gpuprim_on_host ("gpu_cumprod", @cumprod, 1, x, varargin, 1);
    return;
  endif
  gpuprim_check_input ("gpu_cumprod", x, true);
  if (isinteger (x) && gpuprim_semantics ().integer_scans_native)
    ## Octave 11 keeps the class and saturates at every step, in line order; the kernels have no such
    ## product, so the builtin computes it on the host (a gparray's data comes back to the host for it)
    y = gpuprim_on_host ("gpu_cumprod", @cumprod, 1, gather (x), varargin, 1);
    if (isa (x, "gparray"))
      y = gparray (y);
    endif
    return;
  endif
  [args, o] = gpuprim_options ("gpu_cumprod", {"algorithm", "scan_flags", "nanflag", "all"}, varargin);
  dims = gpuprim_parse_vecdim ("gpu_cumprod", x, args);
  y = gpuprim_scan_over ("gpu_cumprod", "cumprod", x, dims, o);

endfunction
