## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} issparse (@var{g})
## False: a gparray is never sparse.
## @end deftypefn
function tf = issparse (g)
  tf = false;
endfunction
