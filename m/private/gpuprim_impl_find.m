## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_find (@dots{})
## The whole of @code{gpu_find} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_find.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_find.m
## reaches it the same way where the MEX entry is missing.
## @end deftypefn

function varargout = gpuprim_impl_find (x, varargin)

  if (nargin < 1 || nargin > 5)
    error ("gpuprim:invalidCall", "gpu_find: use gpu_find (X, N, DIRECTION, \"algorithm\", NAME)");
  elseif (nargout > 3)
    error ("gpuprim:invalidCall", "gpu_find: at most three outputs");
  endif
  if (issparse (x))
    [varargout{1:max(1, nargout)}] = gpuprim_on_host ("gpu_find", @find, nargout, x, varargin);
    return;
  endif
  [args, o] = gpuprim_options ("gpu_find", {"algorithm"}, varargin);
  is_char = ischar (x);  # found by its codes; its values stay char, as the builtin's
  x = gpuprim_char_as_double (x);
  [limit, from_end] = parse_limit (args);
  gpuprim_check_input ("gpu_find", x, true);  # complex too: nonzero where either part is

  split = nargout > 1;  # [i, j] and [i, j, v]: the gateway splits the positions
  if (nargout == 3)
    [p, j, v] = __gpuprim_mex__ ("find", x, limit, from_end, true, o);
  elseif (split)
    [p, j] = __gpuprim_mex__ ("find", x, limit, from_end, true, o);
  else
    p = __gpuprim_mex__ ("find", x, limit, from_end, o);
  endif

  if (islogical (x) && isequal (size (x), [0 0]) && nargout <= 1 && isempty (args))
    sz = [0 1];  # the builtin's one-output find of a 0x0 logical
  elseif (isequal (size (x), [0 0]) || (isscalar (x) && isempty (p)))
    sz = [0 0];
  elseif (rows (x) == 1 && ndims (x) == 2)
    sz = [1 numel(p)];
  else
    sz = [numel(p) 1];
  endif
  varargout{1} = reshape (p, sz);
  if (split)
    varargout{2} = reshape (j, sz);
  endif
  if (nargout == 3 && is_char)
    v = char (v);
  endif
  if (nargout == 3)
    ## v is x(idx): an N-d vector's v lies along its dim, as indexing gives it
    if (ndims (x) > 2 && sum (size (x) != 1) == 1)
      varargout{3} = reshape (v, gpuprim_index_shape (size (x), size (x), numel (v)));
    else
      varargout{3} = reshape (v, sz);
    endif
  endif

endfunction

function [limit, from_end] = parse_limit (args)
  limit = -1;
  from_end = false;
  if (numel (args) > 2)
    error ("gpuprim:invalidCall", "gpu_find: too many arguments");
  endif
  if (numel (args) >= 1)
    n = args{1};
    if (! (isnumeric (n) || islogical (n)) || ! isscalar (n) || ! isreal (n) || isnan (n)
        || n < 0 || (isfinite (n) && n != fix (n)))
      error ("gpuprim:invalidArgument", "gpu_find: N must be a non-negative integer");
    endif
    if (isfinite (n))
      limit = double (n);
    endif
  endif
  if (numel (args) == 2)
    direction = args{2};
    if (! ischar (direction) || ! any (strcmp (direction, {"first", "last"})))
      error ("gpuprim:invalidArgument", "gpu_find: DIRECTION must be \"first\" or \"last\"");
    endif
    from_end = strcmp (direction, "last");
  endif
endfunction
