## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_sort (@dots{})
## The whole of @code{gpu_sort} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_sort.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_sort.m
## reaches it the same way where the MEX entry is missing.
## @end deftypefn

function [s, i] = gpuprim_impl_sort (x, varargin)

  if (nargin < 1 || nargin > 9)
    error ("gpuprim:invalidCall",
           "gpu_sort: called with %d arguments; use gpu_sort (X, DIM, MODE, NAME, VALUE, \"algorithm\", NAME)", nargin);
  endif
  [args, o] = gpuprim_options ("gpu_sort", {"algorithm", "missing", "method", "mode"}, varargin);
  if (issparse (x) && (! strcmp (o.missing, "auto") || ! strcmp (o.method, "auto")))
    ## options Octave's sort lacks: the full array on the GPU's path, the values made sparse again as sort's are
    out = cell (1, max (1, nargout));
    [out{:}] = gpu_sort (full (x), varargin{:});
    [s, i] = out{[1, end]};
    s = sparse (s);
    return;
  endif
  if (issparse (x) || iscellstr (x))  # a cell array of strings has no missing and no complex element: the options change nothing
    out = cell (1, max (1, nargout));
    [out{:}] = gpuprim_on_host ("gpu_sort", @sort, nargout, x, [args, {mode_name(o.descending)}], 1);
    [s, i] = out{[1, end]};
    return;
  endif
  if (nargout > 1 && gpuprim_semantics ().sort_index_past_ndims)
    dim = gpuprim_parse_dim ("gpu_sort", x, args);
    if (dim > ndims (x))  # Octave 11's sort: every line along such a dim is one element long
      s = x;
      i = ones (size (x));
      if (isa (x, "gparray"))
        i = gparray (i);
      endif
      return;
    endif
  endif
  if (ischar (x))
    dim = gpuprim_parse_dim ("gpu_sort", x, args);
    if (nargout > 1 && dim > ndims (x))  # the builtin's char sort refuses it, a scalar's too
      error ("gpuprim:invalidDim", "gpu_sort: invalid dimension %d for two outputs", dim);
    endif
    codes = {uint8(x), args{:}, mode_name(o.descending), "algorithm", o.algorithm, "ComparisonMethod", o.method};
    if (nargout > 1)
      [s, i] = gpu_sort (codes{:});
    else
      s = gpu_sort (codes{:});
    endif
    s = char (s);
    return;
  endif
  gpuprim_check_input ("gpu_sort", x, true);  # complex gparrays too: their keys are made where they lie
  dim = gpuprim_parse_dim ("gpu_sort", x, args);
  if (nargout > 1 && dim > ndims (x) && ! isscalar (x))
    ## as sort, which has no index output along a dimension X does not have
    error ("gpuprim:invalidDim", "gpu_sort: invalid dimension %d for two outputs", dim);
  endif

  if (iscomplex (x))  # by abs, then arg; or "real": by the real parts, then the imaginary ones
    i = complex_order (x, dim, o);
    s = __gpuprim_mex__ ("take_along", x, i, dim);
  elseif (nargout > 1)  # real x by value, or by abs then arg in the gateway's own keys (o.method "abs")
    [s, i] = __gpuprim_mex__ ("sort", x, dim, o);
  else
    s = __gpuprim_mex__ ("sort", x, dim, o);
  endif

endfunction

function mode = mode_name (descending)
  if (descending)
    mode = "descend";
  else
    mode = "ascend";
  endif
endfunction

## The order of complex x along dim: the builtin's, by abs, then by arg
## with -pi as pi, or MATLAB's "real", by the real parts, then the
## imaginary ones; an element with a NaN part sorts as a NaN.  The keys are
## made where x lies (gp_complex_sort_keys); a stable sort by the second,
## then a stable sort by the first over that, gives the order with ties in
## input order.
function i = complex_order (x, dim, o)
  [first, second] = __gpuprim_mex__ ("sort_keys", x, strcmp (o.method, "real"));
  o.method = "auto";  # the keys are real: by their values
  [~, i] = __gpuprim_mex__ ("sort", second, dim, o);
  [~, j] = __gpuprim_mex__ ("sort", __gpuprim_mex__ ("take_along", first, i, dim), dim, o);
  i = __gpuprim_mex__ ("take_along", i, j, dim);
endfunction
