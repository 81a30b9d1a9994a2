## -*- texinfo -*-
## @deftypefn {} {@var{y} =} sum (@var{g}, @dots{})
## @code{gpu_sum} of gparray @var{g}: the builtin's result, as a gparray.
## @seealso{gpu_sum, gparray}
## @end deftypefn
function y = sum (x, varargin)
  if (nargin == 1)  # the plain call goes straight to the gateway, empty or not
    y = __gpuprim_mex__ ("sum", x, 0);
  else
    y = gpu_sum (x, varargin{:});
  endif
endfunction
