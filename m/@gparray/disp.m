## -*- texinfo -*-
## @deftypefn {} {} disp (@var{g})
## Show gparray @var{g}: its size and class, then its values (copied back).
## @end deftypefn
function disp (g)
  printf ("  %s gparray of %s\n\n", strjoin (arrayfun (@num2str, g.sz, "UniformOutput", false), "x"), g.cls);
  if (! isempty (g))
    disp (gather (g));
  endif
endfunction
