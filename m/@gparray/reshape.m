## -*- texinfo -*-
## @deftypefn  {} {@var{r} =} reshape (@var{g}, @var{sz})
## @deftypefnx {} {@var{r} =} reshape (@var{g}, @var{m}, @var{n}, @dots{})
## Gparray @var{g} with the dims @var{sz} (one of them may be @code{[]}),
## as a new gparray: a copy on the device, or @var{g} itself when the dims
## do not change.
## @end deftypefn
function r = reshape (g, varargin)
  if (nargin == 2)
    sz = varargin{1};
  elseif (nargin > 2)
    unknown = cellfun (@isempty, varargin);
    if (sum (unknown) > 1)
      error ("reshape: only a single dimension can be unknown");
    endif
    sz = ones (1, numel (varargin));
    sz(! unknown) = [varargin{! unknown}];
    sz(unknown) = numel (g) / prod (sz(! unknown));
  else
    print_usage ();
  endif
  sz = double (sz(:).');
  while (numel (sz) > 2 && sz(end) == 1)
    sz(end) = [];
  endwhile
  if (isequal (sz, g.sz))
    r = g;
  else
    r = __gpuprim_mex__ ("reshape", g, sz);
  endif
endfunction
