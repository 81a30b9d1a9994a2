## -*- texinfo -*-
## @deftypefn {} {[@var{s}, @var{i}] =} sort (@var{g}, @dots{})
## @code{gpu_sort} of gparray @var{g}: the builtin's results, as gparrays
## (a complex @var{g} sorted by keys made on the device).
## @seealso{gpu_sort, gparray}
## @end deftypefn
function [s, i] = sort (x, varargin)
  if (nargin == 1 && ! iscomplex (x))  # the plain real call goes straight to the gateway, empty or not
    if (nargout > 1)
      [s, i] = __gpuprim_mex__ ("sort", x, 0);
    else
      s = __gpuprim_mex__ ("sort", x, 0);
    endif
  elseif (nargout > 1)
    [s, i] = gpu_sort (x, varargin{:});
  else
    s = gpu_sort (x, varargin{:});
  endif
endfunction
