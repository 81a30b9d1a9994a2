## -*- texinfo -*-
## @deftypefn {} {@var{y} =} cumprod (@var{g}, @dots{})
## @code{gpu_cumprod} of gparray @var{g}: the builtin's result, as a gparray.
## @seealso{gpu_cumprod, gparray}
## @end deftypefn
function y = cumprod (x, varargin)
  if (nargin == 1)  # the plain call goes straight to the gateway, empty or not
    y = __gpuprim_mex__ ("cumprod", x, 0);
  else
    y = gpu_cumprod (x, varargin{:});
  endif
endfunction
