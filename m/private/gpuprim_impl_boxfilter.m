## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_boxfilter (@dots{})
## The whole of @code{gpu_boxfilter} in Octave's language: every form, checked
## and routed to the gateway.  The MEX entry gpu_boxfilter.mex takes the plain
## calls in C and hands every other form here (through @code{__gpuprim_m__});
## gpu_boxfilter.m reaches it the same way where the MEX entry is missing.
## @end deftypefn

function B = gpuprim_impl_boxfilter (A, box, varargin)

  if (nargin != 2)
    error ("gpuprim:invalidCall", "gpu_boxfilter: use gpu_boxfilter (A, [H W])");
  endif
  gpuprim_check_input ("gpu_boxfilter", A, true, false);
  if (! isnumeric (box) || ! isreal (box) || ! any (numel (box) == [1 2]) || any (box < 1)
      || any (box != fix (box)) || any (! isfinite (box)))
    error ("gpuprim:invalidBox", "gpu_boxfilter: the box [H W] must be one or two positive integers");
  endif
  box = double (box([1 end]));
  if (! isfloat (A))
    A = double (A);
  endif
  B = __gpuprim_mex__ ("boxfilter", A, box(1), box(2));  # complex A too, as its parts

endfunction
