## -*- texinfo -*-
## @deftypefn {} {@var{idx} =} lookup (@var{table}, @var{y}, @dots{})
## @code{gpu_lookup} where @var{table} or @var{y} is a gparray: a
## gparray, computed on its device.
## @seealso{gpu_lookup, gparray}
## @end deftypefn
function idx = lookup (table, y, varargin)
  idx = gpu_lookup (table, y, varargin{:});
endfunction
