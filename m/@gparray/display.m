## -*- texinfo -*-
## @deftypefn {} {} display (@var{g})
## Show gparray @var{g} under its name, as Octave does for a variable.
## @end deftypefn
function display (g)
  name = inputname (1);
  if (isempty (name))
    name = "ans";
  endif
  printf ("%s =\n\n", name);
  disp (g);
  printf ("\n");
endfunction
