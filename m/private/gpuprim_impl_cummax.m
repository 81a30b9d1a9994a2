## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_cummax (@dots{})
## The whole of @code{gpu_cummax} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_cummax.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_cummax.m
## reaches it the same way where the MEX entry is missing.
## @end deftypefn

function varargout = gpuprim_impl_cummax (x, varargin)

  if (nargin < 1 || nargin > 7)
    error ("gpuprim:invalidCall",
           "gpu_cummax: called with %d arguments; use gpu_cummax (X, DIM, NANFLAG, \"algorithm\", NAME, \"exclusive\", \"reverse\")",
           nargin);
  endif
  [varargout{1:max(1, nargout)}] = gpuprim_scan_extreme ("gpu_cummax", "cummax", nargout, x, varargin);

endfunction
