## -*- texinfo -*-
## @deftypefn {} {[@var{y}, @var{i}, @var{j}] =} unique (@var{g}, @dots{})
## @code{gpu_unique} of gparray @var{g}: gparrays, computed where @var{g} lies.
## @seealso{gpu_unique, gparray}
## @end deftypefn
function varargout = unique (x, varargin)
  [varargout{1:max (nargout, 1)}] = gpu_unique (x, varargin{:});
endfunction
