## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_cummin (@dots{})
## The whole of @code{gpu_cummin} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_cummin.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_cummin.m
## reaches it the same way where the MEX entry is missing.
## @end deftypefn

function varargout = gpuprim_impl_cummin (x, varargin)

  if (nargin < 1 || nargin > 7)
    error ("gpuprim:invalidCall",
           "gpu_cummin: called with %d arguments; use gpu_cummin (X, DIM, NANFLAG, \"algorithm\", NAME, \"exclusive\", \"reverse\")",
           nargin);
  endif
  [varargout{1:max(1, nargout)}] = gpuprim_scan_extreme ("gpu_cummin", "cummin", nargout, x, varargin);

endfunction
