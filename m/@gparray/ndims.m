## -*- texinfo -*-
## @deftypefn {} {@var{n} =} ndims (@var{g})
## The number of dims of gparray @var{g} (at least 2).
## @end deftypefn
function n = ndims (g)
  n = numel (g.sz);
endfunction
