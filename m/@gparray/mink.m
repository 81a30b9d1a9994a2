## -*- texinfo -*-
## @deftypefn {} {[@var{b}, @var{i}] =} mink (@var{g}, @var{k}, @dots{})
## @code{gpu_mink} of gparray @var{g}: gparrays, computed where @var{g} lies.
## @seealso{gpu_mink, gparray}
## @end deftypefn
function [b, i] = mink (x, varargin)
  if (nargout > 1)
    [b, i] = gpu_mink (x, varargin{:});
  else
    b = gpu_mink (x, varargin{:});
  endif
endfunction
