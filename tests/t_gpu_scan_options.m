## t_gpu_scan_options.m - gpuprim's extensions "exclusive" and "reverse" on
## gpu_cumsum, gpu_cumprod, gpu_cummax and gpu_cummin, and complex
## gpu_cumsum, on every backend.
##
## The expected results come from the builtins: "reverse" is the builtin on
## the flipped lines, flipped back (positions counted from the line's start
## again); "exclusive" is the inclusive result moved one place along the
## line, with the operator's identity (position 0) where the line starts.
## The data keep every sum and product exact in any grouping, so every
## comparison is exact: values, NaN places, classes and sizes.

1;

## the builtin's answer for the options; fn is "cumsum", "cumprod", "cummax"
## or "cummin", args the builtin's own arguments after x (dim first, if any)
function [w, iw] = directed (fn, x, args, exclusive, reverse)
  dim = scan_dim (x, args);
  f = str2func (merge (strcmp (fn, "cumsum"), "cumsum_ref", fn));  # "native" on every release
  indexed = any (strcmp (fn, {"cummax", "cummin"}));
  n = size (x, dim);
  xs = x;
  if (reverse)
    xs = flip (x, dim);
  endif
  iw = [];
  if (indexed)
    [w, iw] = f (xs, args{:});
  else
    w = f (xs, args{:});
  endif
  if (reverse)
    w = flip (w, dim);
    iw = n + 1 - flip (iw, dim);
  endif
  if (exclusive && n > 0)
    at = repmat ({":"}, 1, max (ndims (x), dim));
    first = at; from = at; to = at;
    if (reverse)
      first{dim} = n; from{dim} = 2:n; to{dim} = 1:n-1;
    else
      first{dim} = 1; from{dim} = 1:n-1; to{dim} = 2:n;
    endif
    w(to{:}) = w(from{:});
    w(first{:}) = identity (fn, w);
    if (indexed)
      iw(to{:}) = iw(from{:});
      iw(first{:}) = 0;
    endif
  endif
endfunction

function v = identity (fn, w)
  switch (fn)
    case "cumsum"
      v = 0;
    case "cumprod"
      v = 1;
    case "cummax"
      if (isfloat (w)) v = -Inf; elseif (islogical (w)) v = false; else v = intmin (class (w)); endif
    case "cummin"
      if (isfloat (w)) v = Inf; elseif (islogical (w)) v = true; else v = intmax (class (w)); endif
  endswitch
endfunction

function [ok, why] = same (got, want, what)
  ok = strcmp (class (got), class (want)) && isequal (size (got), size (want)) && isequaln (got, want);
  why = "";
  if (! ok)
    why = sprintf ("%s: got %s %s, want %s %s", what, class (got), mat2str (size (got)), class (want),
                   mat2str (size (want)));
    if (isequal (size (got), size (want)))
      d = find (! (got == want | (isnan (got) & isnan (want))), 1);
      if (! isempty (d))
        why = sprintf ("%s, first difference at %d: got %s, want %s", why, d, num2str (got(d)),
                       num2str (want(d)));
      endif
    endif
  endif
endfunction

## every combination of the two options on one function, x and builtin args
function [ok, why] = options_as_builtin (fn, x, args)
  g = str2func (["gpu_" fn]);
  indexed = any (strcmp (fn, {"cummax", "cummin"}));
  words = {{}, {"exclusive"}, {"reverse"}, {"reverse", "exclusive"}, {"Exclusive", "forward"}, ...
           {"reverse", "inclusive"}};
  flags = [0 0; 1 0; 0 1; 1 1; 1 0; 0 1];
  ok = true; why = "";
  for k = 1:numel (words)
    [w, iw] = directed (fn, x, args, flags(k, 1), flags(k, 2));
    if (indexed)
      [gw, giw] = g (x, args{:}, words{k}{:});
      [ok, why] = same (giw, iw, "positions");
    else
      gw = g (x, args{:}, words{k}{:});
    endif
    if (ok)
      [ok, why] = same (gw, w, "values");
    endif
    if (! ok)
      why = sprintf ("options {%s}: %s", strjoin (words{k}, ", "), why);
      return;
    endif
  endfor
endfunction

function xs = arrays_of (make, cls)
  sizes = {[1 1], [9 1], [1 7], [6000 1], [6 5], [3 700], [3 4 2], [0 3], [2 0]};
  if (strcmp (getenv ("GPUPRIM_LIGHT"), "1"))  # the sanitizer runs: smaller
    sizes = {[1 1], [9 1], [6 5], [3 700], [3 4 2], [0 3]};
  endif
  xs = cellfun (@(sz) make (cls, sz), sizes, "UniformOutput", false);
endfunction

function cases_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", ...
             "int64", "uint64", "logical"};
  argsets = {{}, {1}, {2}, {3}};
  for c = 1:numel (classes)
    cls = classes{c};
    small = arrays_of (@with_ties_and_nan, cls);
    check_scan_group (backend, sprintf ("cumsum, \"exclusive\" / \"reverse\": %s, every dim", cls), small,
                      argsets, @(x, a) options_as_builtin ("cumsum", x, a));
    if (! isfloat (cast (1, cls)))
      limits = {};
      if (isinteger (cast (1, cls)))
        limits = {[intmax(cls) intmax(cls) intmin(cls) 1 -1], repmat(intmax (cls), 3, 40)};
      endif
      check_scan_group (backend, sprintf ("cumsum native, \"exclusive\" / \"reverse\": %s, saturating", cls),
                        [arrays_of(@random_of_class, cls), limits], {{"native"}, {1, "native"}, {2, "native"}},
                        @(x, a) options_as_builtin ("cumsum", x, a));
    endif
    check_scan_group (backend, sprintf ("cumprod, \"exclusive\" / \"reverse\": %s, every dim", cls),
                      arrays_of (@exact_factors, cls), argsets, @(x, a) options_as_builtin ("cumprod", x, a));
    check_scan_group (backend, sprintf ("cummax, \"exclusive\" / \"reverse\": %s, every dim, ties, NaN", cls),
                      small, argsets, @(x, a) options_as_builtin ("cummax", x, a));
    check_scan_group (backend, sprintf ("cummin, \"exclusive\" / \"reverse\": %s, every dim, ties, NaN", cls),
                      small, argsets, @(x, a) options_as_builtin ("cummin", x, a));
  endfor

  ## complex cumsum: the builtin, with and without the options
  cplx = {};
  for cls = {"double", "single"}
    make = @(c, sz) complex (with_ties_and_nan (c, sz), with_ties_and_nan (c, sz));
    cplx = [cplx, arrays_of(make, cls{1})];
  endfor
  nan_neg = typecast (uint64 (18444492273895866368), "double");
  cplx = [cplx, {complex([1 2 3], [0 0 0]), complex([1 2], [NaN 0]), complex([Inf -Inf], [1 -1]), ...
                 complex(single ([1 2]), single ([-0 0])), complex([1 1], [nan_neg 1]), [1+2i, 3-2i, 1i]}];
  check_scan_group (backend, "complex cumsum: double and single, every dim, the options, narrowing", cplx,
                    argsets, @(x, a) options_as_builtin ("cumsum", x, a));

  ## the options mix with the other arguments in any order
  x = with_ties_and_nan ("int16", [5 4]);
  ok = isequal (gpu_cumsum (x, "reverse", 2, "native", "algorithm", "blelloch"), ...
                flip (cumsum_ref (flip (x, 2), 2, "native"), 2)) ...
       && isequal (gpu_cummin (x, "EXCLUSIVE", "algorithm", "chained", 1), ...
                   [intmax("int16") * ones(1, 4, "int16"); cummin(x(1:4, :))]) ...
       && isequal (gpu_cumprod (single ([2 3 4]), "reverse", "exclusive"), single ([12 4 1]));
  tap_ok (ok, "%s: the options in any order, any case, with dim, type and \"algorithm\"", backend);
endfunction

tap_plan ();
run_on_backends (@cases_for_backend);
tap_done ();
