## -*- texinfo -*-
## @deftypefn {} {} gpuprim_impl_sort (@dots{})
## The whole of @code{gpu_sort} in Octave's language: every form, checked and
## routed to the gateway.  The MEX entry gpu_sort.mex takes the plain calls in C
## and hands every other form here (through @code{__gpuprim_m__}); gpu_sort.m
## calls it where the MEX entry is missing.
## @end deftypefn

function [s, i] = gpuprim_impl_sort (x, varargin)

  if (nargin < 1 || nargin > 5)
    error ("gpuprim:invalidCall",
           "gpu_sort: called with %d arguments; use gpu_sort (X, DIM, MODE, \"algorithm\", NAME)", nargin);
  endif
  [args, algorithm] = gpuprim_take_algorithm ("gpu_sort", varargin);
  descending = false;
  if (! isempty (args) && ischar (args{end}))
    descending = strcmp (args{end}, "descend");
    if (! descending && ! strcmp (args{end}, "ascend"))
      error ("gpuprim:invalidMode", "gpu_sort: MODE must be either \"ascend\" or \"descend\"");
    endif
    args(end) = [];
  endif
  if (issparse (x) || iscellstr (x))
    out = cell (1, max (1, nargout));
    [out{:}] = gpuprim_on_host ("gpu_sort", @sort, nargout, x, [args, {mode_name(descending)}], 1);
    [s, i] = out{[1, end]};
    return;
  endif
  if (ischar (x))
    codes = {uint8(x), args{:}, mode_name(descending), "algorithm", algorithm};
    if (nargout > 1)
      [s, i] = gpu_sort (codes{:});
    else
      s = gpu_sort (codes{:});
    endif
    s = char (s);
    return;
  endif
  gpuprim_check_input ("gpu_sort", x, true);
  dim = gpuprim_parse_dim ("gpu_sort", x, args);
  if (nargout > 1 && dim > ndims (x) && ! isscalar (x))
    ## as sort, which has no index output along a dimension X does not have
    error ("gpuprim:invalidDim", "gpu_sort: invalid dimension %d for two outputs", dim);
  endif

  if (iscomplex (x))
    i = complex_order (x, dim, descending, algorithm);
    s = gpuprim_take_along (x, i, dim);
  elseif (nargout > 1)
    [s, i] = __gpuprim_mex__ ("sort", x, dim, descending, algorithm);
  else
    s = __gpuprim_mex__ ("sort", x, dim, descending, algorithm);
  endif

endfunction

function mode = mode_name (descending)
  if (descending)
    mode = "descend";
  else
    mode = "ascend";
  endif
endfunction

## The builtin's order of complex numbers: by abs, then by arg with -pi as
## pi; any NaN part makes the element NaN.  A stable sort by the second key,
## then a stable sort by the first, gives that order with ties in input order.
function i = complex_order (x, dim, descending, algorithm)
  nan = isnan (x);
  by_abs = abs (x);
  by_arg = arg (x);
  by_arg(by_arg == -pi) = pi;
  by_abs(nan) = NaN;
  by_arg(nan) = NaN;
  [~, i] = __gpuprim_mex__ ("sort", by_arg, dim, descending, algorithm);
  [~, j] = __gpuprim_mex__ ("sort", gpuprim_take_along (by_abs, i, dim), dim, descending, algorithm);
  i = gpuprim_take_along (i, j, dim);
endfunction
