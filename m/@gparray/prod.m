## -*- texinfo -*-
## @deftypefn {} {@var{y} =} prod (@var{g}, @dots{})
## @code{gpu_prod} of gparray @var{g}: the builtin's result, as a gparray.
## @seealso{gpu_prod, gparray}
## @end deftypefn
function y = prod (x, varargin)
  if (nargin == 1)  # the plain call goes straight to the gateway, empty or not
    y = __gpuprim_mex__ ("prod", x, 0);
  else
    y = gpu_prod (x, varargin{:});
  endif
endfunction
