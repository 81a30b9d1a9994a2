## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isscalar (@var{g})
## Whether gparray @var{g} has one element.
## @end deftypefn
function tf = isscalar (g)
  tf = all (g.sz == 1);
endfunction
