## -*- texinfo -*-
## @deftypefn {} {[@var{m}, @var{im}] =} gpuprim_reduce_extreme (@var{fname}, @var{command}, @var{nout}, @var{x}, @var{args})
## The body of gpu_max and gpu_min: check @var{x}, read @var{args} ([], then
## DIM, VECDIM or @qcode{"all"}, then @qcode{"linear"}, a NaN flag, and
## @qcode{"algorithm"}, NAME; or a second array B), and run the gateway's
## @var{command} (or its elementwise form), asking for positions only when
## @var{nout} is 2.
## @end deftypefn

function varargout = gpuprim_reduce_extreme (fname, command, nout, x, args)

  if (issparse (x) || any (cellfun (@issparse, args)))
    [~, named] = gpuprim_options (fname, {"algorithm", "scan_flags", "nanflag", "method", "linear"}, args, 2);
    if (! strcmp (named.nanflag, "includenan") && strcmp (named.method, "auto"))  # the builtin, on the host; DIM is third
      [varargout{1:max (1, nout)}] = gpuprim_on_host (fname, str2func (command), nout, x, args, 2 * (numel (args) > 1));
      return;
    endif
    ## options the builtin lacks: the full arrays on the GPU's path, the result as sparse as the builtin makes it
    [varargout{1:max (1, nout)}] = gpuprim_reduce_extreme (fname, command, nout, full (x), cellfun (@full_of, args, "UniformOutput", false));
    if (! is_two_arrays (args))
      keep_sparse = true;
    else  # the builtin's max (a, b) is sparse where both are, or one is and the other a scalar
      b = args{1};
      keep_sparse = (issparse (x) && (issparse (b) || isscalar (b))) || (issparse (b) && isscalar (x));
    endif
    if (keep_sparse)
      varargout{1} = sparse (varargout{1});
    endif
    return;
  endif

  if (ischar (x))  # the character codes, as the builtin; max ("abc", "b") too, but not a string with a number or with []
    if (! isempty (args) && ischar (args{1}))
      args{1} = double (args{1});
    elseif (! isempty (args) && (numel (args) == 1 || ! (isnumeric (args{1}) && isempty (args{1}))))
      error ("gpuprim:invalidType", "%s: a string compares only with a string, not %s", fname, class (args{1}));
    endif
    x = double (x);
  endif
  gpuprim_check_input (fname, x, true);
  [args, o] = gpuprim_options (fname, {"algorithm", "scan_flags"}, args);
  gpuprim_reject_scan_flags (fname, o);
  two_arrays = is_two_arrays (args);
  ## (a, b, nanflag) or (x, [], ..., nanflag): the NaN flag from the second argument on
  [args, named] = gpuprim_options (fname, {"nanflag", "method", "linear"}, args, 2);
  [o.nanflag, o.method, o.linear] = deal (named.nanflag, named.method, named.linear);
  if (! isempty (args))
    if (two_arrays)
      if (numel (args) > 1 || nout > 1 || ! strcmp (o.algorithm, "auto") || o.linear)
        error ("gpuprim:invalidCall", "%s: the two-argument form is Y = %s (A, B), one output, no algorithm",
               fname, fname);
      endif
      varargout{1} = gpuprim_elementwise_extreme (fname, command, x, args{1},
                                                  struct ("nanflag", o.nanflag, "method", o.method));
      return;
    endif
    args(1) = [];
  endif
  dims = gpuprim_parse_vecdim (fname, x, args);
  if (islogical (x) && isempty (x) && nout <= 1 && (isempty (args) || isscalar (args{1})))
    ## The builtin's one-output max and min of an empty logical array, with
    ## or without DIM, return it as it is (any and all would reduce it):
    ## max (false (3, 0)) is 3x0.  "all" and VECDIM reduce as MATLAB does.
    varargout{1} = x;
    return;
  endif
  [varargout{1:max (1, nout)}] = gpuprim_reduce_over (command, x, dims, o, nout);

endfunction

## max (a, b), b = [] too (only a third argument makes [] the placeholder)
function two = is_two_arrays (args)
  two = ! isempty (args) && (numel (args) == 1 || ! (isnumeric (args{1}) && isempty (args{1})));
endfunction

function a = full_of (a)
  if (issparse (a))
    a = full (a);
  endif
endfunction
