## -*- texinfo -*-
## @deftypefn {} {@var{dim} =} scan_dim (@var{x}, @var{args})
## The dimension a scan of @var{x} runs along when called with the
## arguments @var{args} after @var{x}: the numeric first one, or the first
## non-singleton dimension (1 for a scalar), as the builtins choose.
## @end deftypefn
function dim = scan_dim (x, args)
  dim = find (size (x) != 1, 1);
  if (! isempty (args) && isnumeric (args{1}))
    dim = args{1};
  elseif (isempty (dim))
    dim = 1;
  endif
endfunction
