## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isreal (@var{g})
## Whether gparray @var{g} holds real elements: @code{! iscomplex (@var{g})}.
## @end deftypefn
function tf = isreal (g)
  tf = ! g.cx;
endfunction
