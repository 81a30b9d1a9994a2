## -*- texinfo -*-
## @deftypefn {} {} gpuprim_check_input (@var{fname}, @var{x}, @var{complex_ok}, @var{complex_gparray_ok})
## Raise a @code{gpuprim:} error naming @var{fname} unless @var{x} is a
## full numeric or logical array, real unless @var{complex_ok} is true, and
## not a complex gparray where @var{complex_gparray_ok} is false (the
## functions whose complex work is done on the host).
## @end deftypefn

function gpuprim_check_input (fname, x, complex_ok = false, complex_gparray_ok = true)

  if (! (isnumeric (x) || islogical (x)) || ischar (x))
    error ("gpuprim:invalidType",
           "%s: X must be a numeric or logical array, not %s", fname, class (x));
  elseif (issparse (x))
    error ("gpuprim:sparse", "%s: sparse input is not supported; use full (X)", fname);
  elseif (iscomplex (x) && ! complex_ok)
    error ("gpuprim:complex", "%s: complex input is not supported", fname);
  elseif (! complex_gparray_ok)
    gpuprim_host_only (fname, x);
  endif

endfunction
