## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isinteger (@var{g})
## Whether gparray @var{g} holds elements of an integer class.
## @end deftypefn
function tf = isinteger (g)
  tf = strncmp (g.cls, "int", 3) || strncmp (g.cls, "uint", 4);
endfunction
