## -*- texinfo -*-
## @deftypefn {} {@var{x} =} gpuprim_char_as_double (@var{x})
## A char array as the builtins' reductions and @code{find} read it: its
## character codes, as double.  Any other @var{x} is returned as it is.
## @end deftypefn

function x = gpuprim_char_as_double (x)

  if (ischar (x))
    x = double (x);
  endif

endfunction
