## -*- texinfo -*-
## @deftypefn {} {[@var{m}, @var{im}] =} gpuprim_reduce_extreme (@var{fname}, @var{command}, @var{nout}, @var{x}, @var{args})
## The body of gpu_max and gpu_min: check @var{x}, read @var{args} ([], then
## DIM, VECDIM or @qcode{"all"}, then @qcode{"linear"}, a NaN flag, and
## @qcode{"algorithm"}, NAME; or a second array B), and run the gateway's
## @var{command} (or its elementwise form), asking for positions only when
## @var{nout} is 2.
## @end deftypefn

function varargout = gpuprim_reduce_extreme (fname, command, nout, x, args)

  if (issparse (x) || any (cellfun (@issparse, args)))  # the builtin, on the host; DIM is third
    [varargout{1:max (1, nout)}] = gpuprim_on_host (fname, str2func (command), nout, x, args, 2 * (numel (args) > 1));
    return;
  endif

  if (ischar (x))  # the character codes, as the builtin; max ("abc", "b") too, but not a string with a number
    if (! isempty (args) && ischar (args{1}))
      args{1} = double (args{1});
    elseif (! isempty (args) && ! (isnumeric (args{1}) && isempty (args{1})))
      error ("gpuprim:invalidType", "%s: a string compares only with a string, not %s", fname, class (args{1}));
    endif
    x = double (x);
  endif
  gpuprim_check_input (fname, x, true);
  [args, options] = gpuprim_take_scan_options (fname, args);
  gpuprim_reject_scan_flags (fname, options);
  ## max (a, b), b = [] too (only a third argument makes [] the placeholder)
  two_arrays = ! isempty (args) && (numel (args) == 1 || ! (isnumeric (args{1}) && isempty (args{1})));
  [args, nanflag] = gpuprim_take_nan_flag (args, 2);  # (a, b, nanflag) or (x, [], ..., nanflag)
  [args, method] = take_comparison_method (fname, args);
  if (! isempty (args))
    if (two_arrays)
      if (numel (args) > 1 || nout > 1 || ! strcmp (options{1}, "auto"))
        error ("gpuprim:invalidCall", "%s: the two-argument form is Y = %s (A, B), one output, no algorithm",
               fname, fname);
      endif
      if (strcmp (nanflag, "includenan") || strcmp (method, "abs"))
        error ("gpuprim:unsupportedOption", "%s: \"includenan\" and \"abs\" in %s (A, B) are not supported",
               fname, fname);
      endif
      varargout{1} = gpuprim_elementwise_extreme (fname, command, x, args{1});
      return;
    endif
    args(1) = [];
  endif
  linear = ! isempty (args) && ischar (args{end}) && strcmpi (args{end}, "linear");
  if (linear)
    args(end) = [];
  endif
  dims = gpuprim_parse_vecdim (fname, x, args);
  rest = [options(1), {nanflag}(! isempty (nanflag))];
  if (! strcmp (method, "auto"))
    rest = [options(1), {merge(isempty (nanflag), "omitnan", nanflag)}, {method}];
  endif
  [varargout{1:max (1, nout)}] = gpuprim_reduce_over (command, x, dims, rest, nout, linear);

endfunction

## MATLAB's "ComparisonMethod", VALUE (any case) out of args: "auto", "abs"
## or "real" ("auto" where absent)
function [args, method] = take_comparison_method (fname, args)
  method = "auto";
  k = find (cellfun (@(a) ischar (a) && strcmpi (a, "ComparisonMethod"), args), 1, "last");
  if (isempty (k))
    return;
  endif
  if (k == numel (args) || ! ischar (args{k+1}) || ! any (strcmpi (args{k+1}, {"auto", "abs", "real"})))
    error ("gpuprim:unknownOption", "%s: \"ComparisonMethod\" is \"auto\", \"abs\" or \"real\"", fname);
  endif
  method = lower (args{k+1});
  args(k:k+1) = [];
endfunction
