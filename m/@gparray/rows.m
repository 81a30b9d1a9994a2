## -*- texinfo -*-
## @deftypefn {} {@var{r} =} rows (@var{g})
## The number of rows of gparray @var{g}.
## @end deftypefn
function r = rows (g)
  r = g.sz(1);
endfunction
