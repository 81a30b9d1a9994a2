## -*- texinfo -*-
## @deftypefn {} {@var{nel} =} nth_element (@var{g}, @var{n}, @dots{})
## @code{gpu_nth_element} of gparray @var{g}: a gparray, computed where
## @var{g} lies.
## @seealso{gpu_nth_element, gparray}
## @end deftypefn
function nel = nth_element (x, varargin)
  nel = gpu_nth_element (x, varargin{:});
endfunction
