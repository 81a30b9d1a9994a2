## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_max (@dots{})
## The whole of @code{gpu_max} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_max.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_max.m
## reaches it the same way where the MEX entry is missing.
## @end deftypefn

function varargout = gpuprim_impl_max (x, varargin)

  if (nargin < 1 || nargin > 9)
    error ("gpuprim:invalidCall",
           "gpu_max: called with %d arguments; use gpu_max (X, [], DIM, NANFLAG, \"linear\", \"ComparisonMethod\", HOW, \"algorithm\", NAME)", nargin);
  endif
  [varargout{1:max(1, nargout)}] = gpuprim_reduce_extreme ("gpu_max", "max", nargout, x, varargin);

endfunction
