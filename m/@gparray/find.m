## -*- texinfo -*-
## @deftypefn {} {@var{idx} =} find (@var{g}, @dots{})
## @code{gpu_find} of gparray @var{g}: the builtin's linear indices, as a
## gparray.  The row/column outputs need arithmetic that gparrays do not
## have: @code{gather} first for them.
## @seealso{gpu_find, gparray}
## @end deftypefn
function varargout = find (x, varargin)
  [varargout{1:max(1, nargout)}] = gpu_find (x, varargin{:});
endfunction
