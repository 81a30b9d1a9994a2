## -*- texinfo -*-
## @deftypefn  {} {@var{name} =} gpuprim_backend ()
## @deftypefnx {} {@var{name} =} gpuprim_backend (@var{new})
## Query or choose the backend that the @code{gpu_*} functions run on.
##
## @var{new} is @qcode{"auto"} (a CUDA device when there is one, else the
## host), @qcode{"cuda"} (an error with identifier @code{gpuprim:noDevice}
## when no device can be used) or @qcode{"host"} (gpuprim's plain C
## reference backend, which gives the same results).  Returns the backend now
## in use.  Changing it frees gpuprim's cached device memory.  The
## environment variable @env{GPUPRIM_BACKEND} sets the session's first choice.
## @seealso{gpuprim_info}
## @end deftypefn

function name = gpuprim_backend (varargin)

  if (nargin == 0)
    name = __gpuprim_mex__ ("backend");
  elseif (nargin == 1 && ischar (varargin{1}))
    name = __gpuprim_mex__ ("backend", varargin{1});
  else
    error ("gpuprim:invalidCall", "gpuprim_backend: NEW must be \"auto\", \"host\" or \"cuda\"");
  endif

endfunction

%!test
%! old = gpuprim_backend ();
%! unwind_protect
%!   assert (gpuprim_backend ("host"), "host");
%!   assert (gpu_cumsum ([1 2 3]), [1 3 6]);
%! unwind_protect_cleanup
%!   gpuprim_backend (old);
%! end_unwind_protect
%!error id=gpuprim:unknownOption gpuprim_backend ("opencl")
%!error id=gpuprim:invalidCall gpuprim_backend (1)
%!error id=gpuprim:invalidCall gpuprim_backend ("host", "cuda")
