## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_compact (@dots{})
## The whole of @code{gpu_compact} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_compact.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_compact.m
## reaches it the same way where the MEX entry is missing.
## @end deftypefn

function y = gpuprim_impl_compact (x, mask, varargin)

  if (nargin != 2 && nargin != 4)
    error ("gpuprim:invalidCall", "gpu_compact: use gpu_compact (X, MASK) or gpu_compact (X, MASK, \"algorithm\", NAME)");
  endif
  [rest, o] = gpuprim_options ("gpu_compact", {"algorithm"}, varargin);
  if (! isempty (rest))
    error ("gpuprim:unknownOption", "gpu_compact: unknown option");
  endif
  if (issparse (x) || issparse (mask))  # on the host, as x(mask) (sparse when x is), once the mask is checked
    x_mask = @(x, mask) x(mask);
  else
    gpuprim_check_input ("gpu_compact", x, true);
  endif
  if (! islogical (mask))
    error ("gpuprim:invalidMask", "gpu_compact: MASK must be logical (a numeric MASK would be an index)");
  endif
  if (exist ("x_mask", "var"))
    y = gpuprim_on_host ("gpu_compact", x_mask, 1, x, {gather(mask)});
    return;
  endif
  smask = size (mask);
  if (! isequal (size (x), smask) && ! (isvector (x) && isvector (mask) && numel (x) == numel (mask)))
    mask = mask_of_size (mask, size (x));
  endif
  y = __gpuprim_mex__ ("compact", x, mask, o);  # complex x too, each element whole
  y = reshape (y, gpuprim_index_shape (size (x), smask, numel (y)));

endfunction

## A mask of another shape, as x(mask) reads it: its elements in order,
## false past its end, and none true past x's last element
function mask = mask_of_size (mask, sx)
  n = prod (sx);
  if (numel (mask) != n)
    mask = gather (mask);  # rare: cut or padded on the host
    if (any (mask(n+1:end)))
      error ("gpuprim:maskSize", "gpu_compact: MASK is true at element %d, past the last element of X (%d)",
             n + find (mask(n+1:end), 1), n);
    endif
    mask = [mask(1:min (n, end))(:); false(n - min (n, numel (mask)), 1)];
  endif
  mask = reshape (mask, sx);

endfunction
