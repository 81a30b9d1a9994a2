## -*- texinfo -*-
## @deftypefn {} {} gpuprim_check_input (@var{fname}, @var{x})
## Raise a @code{gpuprim:} error naming @var{fname} unless @var{x} is a
## real, full numeric or logical array.
## @end deftypefn

function gpuprim_check_input (fname, x)

  if (! (isnumeric (x) || islogical (x)) || ischar (x))
    error ("gpuprim:invalidType",
           "%s: X must be a numeric or logical array, not %s", fname, class (x));
  elseif (issparse (x))
    error ("gpuprim:sparse", "%s: sparse input is not supported; use full (X)", fname);
  elseif (iscomplex (x))
    error ("gpuprim:complex", "%s: complex input is not supported", fname);
  endif

endfunction
