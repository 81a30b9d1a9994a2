## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} islogical (@var{g})
## Whether gparray @var{g} holds a logical array.
## @end deftypefn
function tf = islogical (g)
  tf = strcmp (g.cls, "logical");
endfunction
