## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_sat (@dots{})
## The whole of @code{gpu_sat} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_sat.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_sat.m
## reaches it the same way where the MEX entry is missing.
## @end deftypefn

function s = gpuprim_impl_sat (A, varargin)

  if (nargin != 1)  # gpu_sat has no options: a wrong call, not Octave's own error
    error ("gpuprim:invalidCall", "gpu_sat: use gpu_sat (A)");
  endif
  if (issparse (A))
    s = gpuprim_on_host ("gpu_sat", @(A) cumsum (cumsum (A, 1), 2), 1, A, {});
    return;
  endif
  gpuprim_check_input ("gpu_sat", A, true, false);
  if (isinteger (A) && gpuprim_semantics ().integer_scans_native)
    ## Octave 11's cumsum keeps the class and saturates at every step: so do the two scans
    s = __gpuprim_mex__ ("cumsum", __gpuprim_mex__ ("cumsum", A, 1), 2);
  else
    s = __gpuprim_mex__ ("sat", A);  # complex A too, as its parts
  endif

endfunction
