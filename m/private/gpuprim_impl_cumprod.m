## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_cumprod (@dots{})
## The whole of @code{gpu_cumprod} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_cumprod.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_cumprod.m
## reaches it the same way where the MEX entry is missing.
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
  [args, o] = gpuprim_options ("gpu_cumprod", {"algorithm", "scan_flags", "nanflag", "all"}, varargin);
  dims = gpuprim_parse_vecdim ("gpu_cumprod", x, args);
  if (isinteger (x) && gpuprim_semantics ().integer_scans_native)
    ## Octave 11 keeps the class and saturates at every step, in line order; the kernels have no such
    ## product, so the builtin computes it on the host (a gparray's data comes back to the host for it)
    if (isa (x, "gparray"))
      sz = size (x);
      sz(end+1:max (dims)) = 1;
      if (! isscalar (gpuprim_dim_runs (sz, dims)))  # as gpuprim_scan_over says of other classes
        error ("gpuprim:gparrayUnsupported",
               "gpu_cumprod: VECDIM with other dims between its own needs a permuted copy, which gparrays do not make; use gparray (gpu_cumprod (gather (G), VECDIM, ...))");
      endif
      y = gparray (saturating_cumprod (gather (x), dims, o));
    else
      y = saturating_cumprod (x, dims, o);
    endif
    return;
  endif
  y = gpuprim_scan_over ("gpu_cumprod", "cumprod", x, dims, o);

endfunction

## The builtin's integer cumprod over the dims taken as one line (in their
## order), with gpuprim's "reverse" and "exclusive" (the product so far, 1
## first) around it.
function y = saturating_cumprod (x, dims, o)
  dims = sort (dims);
  if (isempty (x))
    y = x;
    return;
  endif
  sz = size (x);
  sz(end+1:max (dims)) = 1;
  order = [dims, setdiff(1:numel (sz), dims)];
  lines = reshape (permute (x, order), prod (sz(dims)), []);
  if (o.reverse)
    lines = flipud (lines);
  endif
  lines = cumprod (lines, 1);
  if (o.exclusive)
    lines = [ones(1, columns (lines), class (lines)); lines(1:end-1, :)];
  endif
  if (o.reverse)
    lines = flipud (lines);
  endif
  y = ipermute (reshape (lines, sz(order)), order);
endfunction
