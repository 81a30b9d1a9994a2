## -*- texinfo -*-
## @deftypefn  {} {@var{sz} =} size (@var{g})
## @deftypefnx {} {@var{n} =} size (@var{g}, @var{dim})
## @deftypefnx {} {[@var{r}, @var{c}, @dots{}] =} size (@var{g})
## The dims of gparray @var{g}, as the builtin @code{size} gives them.
## @end deftypefn
function varargout = size (g, dim)
  sz = g.sz;
  if (nargin == 2)
    if (! isnumeric (dim) || isempty (dim) || any (dim(:) < 1 | dim(:) != fix (dim(:))))
      error ("size: requested dimension DIM must be a positive integer");
    endif
    n = ones (size (dim));
    known = dim <= numel (sz);
    n(known) = sz(dim(known));
    varargout = {n};
  elseif (nargout <= 1)
    varargout = {sz};
  else
    sz(end+1:nargout) = 1;
    varargout = num2cell ([sz(1:nargout-1), prod(sz(nargout:end))]);
  endif
endfunction
