## -*- texinfo -*-
## @deftypefn {} {@var{A} =} accumarray (@var{subs}, @var{vals}, @dots{})
## @code{gpu_accumarray} where @var{subs} or @var{vals} is a gparray: a
## gparray, computed on its device.
## @seealso{gpu_accumarray, gparray}
## @end deftypefn
function A = accumarray (subs, vals, varargin)
  A = gpu_accumarray (subs, vals, varargin{:});
endfunction
