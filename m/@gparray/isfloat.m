## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isfloat (@var{g})
## Whether gparray @var{g} holds double or single elements.
## @end deftypefn
function tf = isfloat (g)
  tf = any (strcmp (g.cls, {"double", "single"}));
endfunction
