## -*- texinfo -*-
## @deftypefn {} {[@dots{}] =} gpuprim_on_host (@var{fname}, @var{fn}, @var{nout}, @var{x}, @var{args}, @var{dim_at})
## What the GPU does not hold, computed on the host by the builtin @var{fn}
## (a handle): sparse @var{x}, whose result the builtin keeps sparse, and
## cell arrays of strings for sort.  The pair @qcode{"algorithm"},
## @var{name} is taken out of @var{args} (it names GPU kernels, and means
## nothing here), and so is a NaN flag of the functions that take one (the
## builtins of Octave 7.3 do not): @qcode{"omitnan"} counts each NaN as 0
## in sums and as 1 in products (set so in a copy of @var{x}), and is the
## builtin's own rule in max, min, cummax and cummin (whose
## @qcode{"includenan"} their bodies run on the full array instead); so is
## a last @qcode{"native"} or @qcode{"double"} of cumsum and cumprod where
## the running Octave refuses them (11 on), with their old meaning;
## the rest goes to @var{fn} as it is.  A numeric
## @code{@var{args}@{@var{dim_at}@}} (where given) is DIM, checked as on the
## GPU's path (@code{gpuprim:invalidDim}); any other error of the builtin's
## comes back as @code{gpuprim:invalidCall}, naming @var{fname}.
## @end deftypefn

function varargout = gpuprim_on_host (fname, fn, nout, x, args, dim_at = 0)

  extremes = {"gpu_max", "gpu_min", "gpu_cummax", "gpu_cummin"};
  folds = {"gpu_sum", "gpu_cumsum", "gpu_prod", "gpu_cumprod"};
  if (any (strcmp (fname, [extremes, folds])))
    ## max and min: the NaN flag from the second argument on ((a, b, flag) or (x, [], ..., flag))
    [args, o] = gpuprim_options (fname, {"algorithm", "nanflag"}, args, 1 + any (strcmp (fname, {"gpu_max", "gpu_min"})));
    if (strcmp (o.nanflag, "omitnan") && any (strcmp (fname, folds)))
      x(isnan (x)) = any (strcmp (fname, {"gpu_prod", "gpu_cumprod"}));
    endif
  else
    args = gpuprim_options (fname, {"algorithm"}, args);
  endif
  native = false;
  if (any (strcmp (fname, {"gpu_cumsum", "gpu_cumprod"})) && ! gpuprim_semantics ().scan_type_options
      && ! isempty (args) && ischar (args{end}) && any (strcmpi (args{end}, {"native", "double"})))
    ## Octave 11's cumsum and cumprod refuse the words gpuprim keeps: their old meaning here
    native = strcmpi (args{end}, "native") && islogical (x);
    if (strcmpi (args{end}, "double"))
      x = double (x);
    endif
    args(end) = [];
  endif
  if (dim_at > 0 && numel (args) >= dim_at && isnumeric (args{dim_at}))
    gpuprim_parse_dim (fname, x, args(dim_at));
  endif
  try
    [varargout{1:max (1, nout)}] = fn (x, args{:});
    if (native)  # a running OR or AND of logical elements
      varargout{1} = logical (varargout{1});
    endif
  catch err
    error ("gpuprim:invalidCall", "%s: %s", fname, strrep (err.message, [func2str(fn) ": "], ""));
  end_try_catch

endfunction
