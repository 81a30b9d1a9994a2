## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isnumeric (@var{g})
## Whether gparray @var{g} holds numbers (not logical), as for its array.
## @end deftypefn
function tf = isnumeric (g)
  tf = ! strcmp (g.cls, "logical");
endfunction
