## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isreal (@var{g})
## True: a gparray is never complex.
## @end deftypefn
function tf = isreal (g)
  tf = true;
endfunction
