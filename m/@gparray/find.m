## -*- texinfo -*-
## @deftypefn  {} {@var{idx} =} find (@var{g}, @dots{})
## @deftypefnx {} {[@var{i}, @var{j}, @var{v}] =} find (@var{g}, @dots{})
## @code{gpu_find} of gparray @var{g}: the builtin's linear indices, or
## row and column indices and values, as gparrays, all computed on the
## device.
## @seealso{gpu_find, gparray}
## @end deftypefn
function varargout = find (x, varargin)
  [varargout{1:max(1, nargout)}] = gpu_find (x, varargin{:});
endfunction
