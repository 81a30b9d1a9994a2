## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isempty (@var{g})
## Whether gparray @var{g} has no elements.
## @end deftypefn
function tf = isempty (g)
  tf = any (g.sz == 0);
endfunction
