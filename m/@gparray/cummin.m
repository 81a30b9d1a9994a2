## -*- texinfo -*-
## @deftypefn {} {[@var{w}, @var{iw}] =} cummin (@var{g}, @dots{})
## @code{gpu_cummin} of gparray @var{g}: the builtin's results, as gparrays.
## @seealso{gpu_cummin, gparray}
## @end deftypefn
function varargout = cummin (x, varargin)
  if (nargin == 1)  # the plain call goes straight to the gateway, empty or not
    [varargout{1:max(1, nargout)}] = __gpuprim_mex__ ("cummin", x, 0);
  else
    [varargout{1:max(1, nargout)}] = gpu_cummin (x, varargin{:});
  endif
endfunction
