## -*- texinfo -*-
## @deftypefn {} {[@var{ok}, @var{why}] =} same_class_and_size (@var{got}, @var{want})
## Whether @var{got} has the class and size of @var{want}; @var{why} says how not.
## @end deftypefn
function [ok, why] = same_class_and_size (got, want)
  ok = strcmp (class (got), class (want)) && isequal (size (got), size (want));
  why = "";
  if (! ok)
    why = sprintf ("got %s %s, want %s %s", class (got), mat2str (size (got)), class (want),
                   mat2str (size (want)));
  endif
endfunction
