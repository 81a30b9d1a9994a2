## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} iscomplex (@var{g})
## Whether gparray @var{g} holds complex elements (@code{gparray} of a
## complex array, and the results of complex work on it).
## @end deftypefn
function tf = iscomplex (g)
  tf = g.cx;
endfunction
