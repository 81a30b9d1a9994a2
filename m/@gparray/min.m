## -*- texinfo -*-
## @deftypefn  {} {[@var{m}, @var{im}] =} min (@var{g}, @dots{})
## @deftypefnx {} {@var{m} =} min (@var{a}, @var{b})
## @code{gpu_min} with gparrays: the builtin's results, as gparrays.
## @seealso{gpu_min, gparray}
## @end deftypefn
function varargout = min (x, varargin)
  if (nargin == 1)  # the plain call goes straight to the gateway, empty or not
    [varargout{1:max(1, nargout)}] = __gpuprim_mex__ ("min", x, 0);
  else
    [varargout{1:max(1, nargout)}] = gpu_min (x, varargin{:});
  endif
endfunction
