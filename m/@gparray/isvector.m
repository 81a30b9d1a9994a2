## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isvector (@var{g})
## Whether gparray @var{g} is 1xN or Nx1 (N >= 1), as @code{isvector} decides.
## @end deftypefn
function tf = isvector (g)
  tf = numel (g.sz) == 2 && any (g.sz == 1) && all (g.sz >= 1);
endfunction
