## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} iscomplex (@var{g})
## False: a gparray is never complex.
## @end deftypefn
function tf = iscomplex (g)
  tf = false;
endfunction
