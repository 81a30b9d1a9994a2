## -*- texinfo -*-
## @deftypefn {} {@var{s} =} gpuprim_info ()
## What gpuprim runs on in this session: a struct with fields
## @code{version}, @code{backend} (@qcode{"cuda"} or @qcode{"host"}),
## @code{device} (the GPU's name, or @qcode{"host"}), @code{cuda_built}
## (whether this build has the CUDA backend), @code{cuda_available} (whether a
## CUDA device can be used), @code{pool_in_use} / @code{pool_cached}
## (bytes of device memory in gpuprim's caching pool), @code{gparrays} /
## @code{gparray_bytes} (the live gparrays and their bytes) and
## @code{device_free} / @code{device_total} (the device's memory as the
## driver counts it, every process's use included; NaN on the host backend),
## @code{outputs} (how results on the host reach Octave in this session:
## @qcode{"adopt"}, written once into memory that Octave then owns, or
## @qcode{"plain"}, made by @code{mxCreate*}, which Octave 7-9 copies at the
## return and 11 does not: the default for real results from 11 on, a
## little faster there, where complex ones still adopt; 10 is taken as 9) and
## @code{outputs_built} (@qcode{"adopt"} where configure built the adopting
## path; the environment variable @env{GPUPRIM_PLAIN_OUTPUTS}=1 forces the
## plain path, =0 the adopting one) and @code{devices} (how many devices
## large calls on host arrays spread over: 1, or the length of
## @code{gpuprim_devices ()}).
## @seealso{gpuprim_backend, gpuprim_devices}
## @end deftypefn

function s = gpuprim_info (varargin)

  if (nargin != 0)
    error ("gpuprim:invalidCall", "gpuprim_info: takes no arguments");
  endif
  s = __gpuprim_mex__ ("info");

endfunction

%!test
%! s = gpuprim_info ();
%! assert (isstruct (s));
%! assert (any (strcmp (s.backend, {"host", "cuda"})));
%! assert (islogical (s.cuda_available));
%! assert (any (strcmp (s.outputs, {"adopt", "plain"})));
%! assert (any (strcmp (s.outputs_built, {"adopt", "plain"})));
%! if (strcmp (s.outputs_built, "plain"))
%!   assert (s.outputs, "plain");
%! endif
%! if (s.cuda_available)
%!   assert (s.cuda_built);
%! endif
%! assert (s.devices, max (1, numel (gpuprim_devices ())));
%!error id=gpuprim:invalidCall gpuprim_info (1)
