## -*- texinfo -*-
## @deftypefn {} {@var{dim} =} gpuprim_parse_dim (@var{fname}, @var{x}, @var{args})
## The dimension a function of @var{x} works along, from the arguments
## @var{args} after @var{x} (a cell holding nothing or @var{dim}): the first
## non-singleton dimension by default.  The gateway checks it
## (mex/mex_options.c), as it checks the plain calls' DIM.  Errors carry
## @code{gpuprim:} identifiers.
## @end deftypefn
function dim = gpuprim_parse_dim (fname, x, args)
  dim = __gpuprim_mex__ ("dims", fname, size (x), false, args{:});
endfunction
