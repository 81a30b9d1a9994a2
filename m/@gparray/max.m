## -*- texinfo -*-
## @deftypefn  {} {[@var{m}, @var{im}] =} max (@var{g}, @dots{})
## @deftypefnx {} {@var{m} =} max (@var{a}, @var{b})
## @code{gpu_max} with gparrays: the builtin's results, as gparrays.
## @seealso{gpu_max, gparray}
## @end deftypefn
function varargout = max (x, varargin)
  if (nargin == 1)  # the plain call goes straight to the gateway, empty or not
    [varargout{1:max(1, nargout)}] = __gpuprim_mex__ ("max", x, 0);
  else
    [varargout{1:max(1, nargout)}] = gpu_max (x, varargin{:});
  endif
endfunction
