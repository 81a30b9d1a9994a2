## -*- texinfo -*-
## @deftypefn {} {[@var{b}, @var{i}] =} maxk (@var{g}, @var{k}, @dots{})
## @code{gpu_maxk} of gparray @var{g}: gparrays, computed where @var{g} lies.
## @seealso{gpu_maxk, gparray}
## @end deftypefn
function [b, i] = maxk (x, varargin)
  if (nargout > 1)
    [b, i] = gpu_maxk (x, varargin{:});
  else
    b = gpu_maxk (x, varargin{:});
  endif
endfunction
