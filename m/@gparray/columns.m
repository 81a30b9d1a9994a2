## -*- texinfo -*-
## @deftypefn {} {@var{c} =} columns (@var{g})
## The number of columns of gparray @var{g}.
## @end deftypefn
function c = columns (g)
  c = g.sz(2);
endfunction
