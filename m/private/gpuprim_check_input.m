## -*- texinfo -*-
## @deftypefn {} {} gpuprim_check_input (@var{fname}, @var{x}, @var{complex_ok})
## Raise a @code{gpuprim:} error naming @var{fname} unless @var{x} is a
## full numeric or logical array, real unless @var{complex_ok} is true.
## @end deftypefn

function gpuprim_check_input (fname, x, complex_ok = false)

  if (! (isnumeric (x) || islogical (x)) || ischar (x))
    error ("gpuprim:invalidType",
           "%s: X must be a numeric or logical array, not %s", fname, class (x));
  elseif (issparse (x))
    error ("gpuprim:sparse", "%s: sparse input is not supported; use full (X)", fname);
  elseif (iscomplex (x) && ! complex_ok)
    error ("gpuprim:complex", "%s: complex input is not supported", fname);
  endif

endfunction
