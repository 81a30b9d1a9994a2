## -*- texinfo -*-
## @deftypefn {} {@var{dim} =} gpuprim_parse_dim (@var{fname}, @var{x}, @var{args})
## The dimension a function of @var{x} works along, from the arguments
## @var{args} after @var{x} (a cell holding nothing or @var{dim}): the first
## non-singleton dimension by default.  Errors carry @code{gpuprim:}
## identifiers.
## @end deftypefn

function dim = gpuprim_parse_dim (fname, x, args)

  if (numel (args) > 1)
    error ("gpuprim:invalidCall", "%s: too many arguments; see help %s", fname, fname);
  elseif (numel (args) == 1)
    dim = args{1};
    if (ischar (dim))
      error ("gpuprim:unknownOption", "%s: unknown option \"%s\"", fname, dim);
    elseif (! (isnumeric (dim) && isreal (dim) && isscalar (dim) && dim == fix (dim) && dim >= 1
               && isfinite (dim)))
      error ("gpuprim:invalidDim", "%s: DIM must be a positive integer scalar", fname);
    endif
    dim = double (dim);
  else
    dim = find (size (x) != 1, 1);
    if (isempty (dim))
      dim = 1;
    endif
  endif

endfunction
