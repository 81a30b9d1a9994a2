## -*- texinfo -*-
## @deftypefn {} {@var{dims} =} gpuprim_parse_vecdim (@var{fname}, @var{x}, @var{args})
## The dims a reduction of @var{x} folds, from the cell @var{args} that is
## left after @var{x} and the options: nothing (the first non-singleton dim),
## @var{dim}, a vector of distinct dims (@var{vecdim}), or @qcode{"all"} (any
## case; every dim).  Errors carry @code{gpuprim:} identifiers.
## @end deftypefn

function dims = gpuprim_parse_vecdim (fname, x, args)

  if (numel (args) == 1 && ischar (args{1}) && strcmpi (args{1}, "all"))
    dims = 1:ndims (x);
  elseif (numel (args) == 1 && isnumeric (args{1}) && ! isscalar (args{1}))
    dims = args{1};
    if (isempty (dims) || ! isreal (dims) || any (! isfinite (dims(:))) || any (dims(:) != fix (dims(:)))
        || any (dims(:) < 1) || numel (unique (dims)) != numel (dims) || ! isvector (dims))
      error ("gpuprim:invalidDim", "%s: VECDIM must be a vector of distinct positive integers", fname);
    endif
    dims = sort (double (dims(:).'));
  else
    dims = gpuprim_parse_dim (fname, x, args);
  endif

endfunction
