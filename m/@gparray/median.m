## -*- texinfo -*-
## @deftypefn {} {@var{m} =} median (@var{g}, @dots{})
## @code{gpu_median} of gparray @var{g}: a gparray, computed where @var{g} lies.
## @seealso{gpu_median, gparray}
## @end deftypefn
function m = median (x, varargin)
  m = gpu_median (x, varargin{:});
endfunction
