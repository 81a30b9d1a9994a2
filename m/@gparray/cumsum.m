## -*- texinfo -*-
## @deftypefn {} {@var{y} =} cumsum (@var{g}, @dots{})
## @code{gpu_cumsum} of gparray @var{g}: the builtin's result, as a gparray.
## @seealso{gpu_cumsum, gparray}
## @end deftypefn
function y = cumsum (x, varargin)
  if (nargin == 1)  # the plain call goes straight to the gateway, empty or not
    y = __gpuprim_mex__ ("cumsum", x, 0);
  else
    y = gpu_cumsum (x, varargin{:});
  endif
endfunction
