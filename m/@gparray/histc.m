## -*- texinfo -*-
## @deftypefn {} {[@var{n}, @var{idx}] =} histc (@var{g}, @var{edges}, @dots{})
## @code{gpu_histc} of gparray @var{g}: gparrays, computed on its device.
## @seealso{gpu_histc, gparray}
## @end deftypefn
function varargout = histc (x, varargin)
  [varargout{1:max (nargout, 1)}] = gpu_histc (x, varargin{:});
endfunction
