## -*- texinfo -*-
## @deftypefn {} {@var{dims} =} gpuprim_parse_vecdim (@var{fname}, @var{x}, @var{args})
## The dims a reduction of @var{x} folds, from the cell @var{args} that is
## left after @var{x} and the options: nothing (the first non-singleton dim),
## @var{dim}, a vector of distinct dims (@var{vecdim}; a sorted row), or
## @qcode{"all"} (any case; every dim).  The gateway checks them
## (mex/mex_options.c).  Errors carry @code{gpuprim:} identifiers.
## @end deftypefn
function dims = gpuprim_parse_vecdim (fname, x, args)
  dims = __gpuprim_mex__ ("dims", fname, size (x), true, args{:});
endfunction
