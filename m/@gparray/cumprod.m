## -*- texinfo -*-
## @deftypefn {} {@var{y} =} cumprod (@var{g}, @dots{})
## @code{gpu_cumprod} of gparray @var{g}: the builtin's result, as a gparray.
## @seealso{gpu_cumprod, gparray}
## @end deftypefn
function y = cumprod (x, varargin)
  ## The plain call goes straight to the gateway, empty or not; integers go
  ## through gpu_cumprod, which runs Octave 11's saturating product on the host.
  if (nargin == 1 && ! isinteger (x))
    y = __gpuprim_mex__ ("cumprod", x, 0);
  else
    y = gpu_cumprod (x, varargin{:});
  endif
endfunction
