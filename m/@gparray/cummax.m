## -*- texinfo -*-
## @deftypefn {} {[@var{w}, @var{iw}] =} cummax (@var{g}, @dots{})
## @code{gpu_cummax} of gparray @var{g}: the builtin's results, as gparrays.
## @seealso{gpu_cummax, gparray}
## @end deftypefn
function varargout = cummax (x, varargin)
  if (nargin == 1)  # the plain call goes straight to the gateway, empty or not
    [varargout{1:max(1, nargout)}] = __gpuprim_mex__ ("cummax", x, 0);
  else
    [varargout{1:max(1, nargout)}] = gpu_cummax (x, varargin{:});
  endif
endfunction
