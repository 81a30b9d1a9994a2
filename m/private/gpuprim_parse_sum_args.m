## -*- texinfo -*-
## @deftypefn {} {[@var{dim}, @var{type}] =} gpuprim_parse_sum_args (@var{fname}, @var{x}, @var{args})
## Parse the arguments after @var{x} of a sum-like function exactly as
## @code{cumsum} and @code{sum} take them: an optional @var{dim}, then an
## optional @qcode{"native"} or @qcode{"double"}.  Returns the dimension
## (first non-singleton by default) and the type (@qcode{"default"},
## @qcode{"native"} or @qcode{"double"}).  Errors carry @code{gpuprim:}
## identifiers.
## @end deftypefn

function [dim, type] = gpuprim_parse_sum_args (fname, x, args)

  if (! (isnumeric (x) || islogical (x)) || ischar (x))
    error ("gpuprim:invalidType",
           "%s: X must be a numeric or logical array, not %s", fname, class (x));
  elseif (issparse (x))
    error ("gpuprim:sparse", "%s: sparse input is not supported; use full (X)", fname);
  elseif (iscomplex (x))
    error ("gpuprim:complex", "%s: complex input is not supported", fname);
  endif

  type = "default";
  if (! isempty (args) && ischar (args{end}))
    switch (args{end})
      case {"native", "double"}
        type = args{end};
      otherwise
        error ("gpuprim:unknownOption", "%s: unknown option \"%s\"", fname, args{end});
    endswitch
    args(end) = [];
  endif

  if (numel (args) > 1)
    error ("gpuprim:invalidCall", "%s: too many arguments; see help %s", fname, fname);
  elseif (numel (args) == 1)
    dim = args{1};
    if (! (isnumeric (dim) && isreal (dim) && isscalar (dim) && dim == fix (dim) && dim >= 1
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
