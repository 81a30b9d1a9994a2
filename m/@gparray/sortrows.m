## -*- texinfo -*-
## @deftypefn {} {[@var{s}, @var{i}] =} sortrows (@var{g}, @dots{})
## @code{gpu_sortrows} of gparray @var{g}: the builtin's results, as
## gparrays, sorted where @var{g} lies.
## @seealso{gpu_sortrows, gparray}
## @end deftypefn
function [s, i] = sortrows (x, varargin)
  if (nargout > 1)
    [s, i] = gpu_sortrows (x, varargin{:});
  else
    s = gpu_sortrows (x, varargin{:});
  endif
endfunction
