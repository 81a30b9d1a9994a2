## t_gpu_scan_family.m - gpu_cumprod, gpu_cummax and gpu_cummin against
## Octave's cumprod, cummax and cummin, on every backend.
##
## Each TAP line covers one group of cases on one backend and fails on the
## first case whose class, size or values differ, naming it.  cummax and
## cummin must match exactly, both outputs (NaN places and signed zeros too).
## cumprod must match exactly where every partial product is an exact integer
## (integer or logical factors, products up to flintmax), and otherwise within
## 2 * len * eps relative, overflow to +-Inf included: the products are grouped
## differently.

1;

function ok = same_zero_signs (got, want)
  z = want == 0;
  ok = isequal (signbit (got(z)), signbit (want(z)));
endfunction

function [ok, why] = cumprod_as_builtin (x, args, extra = {})
  want = cumprod (x, args{:});
  got = gpu_cumprod (x, args{:}, extra{:});
  [ok, why] = same_class_and_size (got, want);
  if (! ok)
    return;
  endif
  if (isinteger (want) || (isinteger (x) || islogical (x)) && all (abs (want(:)) <= flintmax ()))
    ## integer factors whose every product is an exact integer: so is every
    ## product of a run of them, whatever the grouping; and an integer class
    ## kept (Octave 11) saturates in line order, as gpu_cumprod does too
    ok = isequal (got, want);
  else
    dim = scan_dim (x, args);
    tol = 2 * size (x, dim) * eps (class (want));
    ## overflow may come one factor sooner or later: +-Inf counts as +-realmax
    big = realmax (class (want));
    g = max (min (double (got), big), -big);
    w = max (min (double (want), big), -big);
    num = ! isnan (want);
    err = abs (g - w);
    ok = isequal (isnan (got), isnan (want)) ...
         && all (err(num) <= tol * abs (w(num)) | g(num) == w(num)) ...
         && same_zero_signs (got, want);
  endif
  if (! ok)
    d = find (! (got == want | (isnan (got) & isnan (want))), 1);
    if (isempty (d))
      why = "values differ (zero signs)";
    else
      why = sprintf ("values differ: first at %d, got %s, want %s, want before it %s", d,
                     num2str (double (got(d))), num2str (double (want(d))),
                     mat2str (double (want(max (1, d - 3):d - 1))));
    endif
  endif
endfunction

function [ok, why] = extreme_as_builtin (fn, gpu_fn, x, args, extra = {})
  [w, iw] = fn (x, args{:});
  [gw, giw] = gpu_fn (x, args{:}, extra{:});
  [ok, why] = same_class_and_size (gw, w);
  if (ok)
    [ok, why] = same_class_and_size (giw, iw);
  endif
  if (! ok)
    return;
  endif
  if (! isequaln (gw, w) || ! same_zero_signs (gw, w))
    ok = false; why = "values differ";
  elseif (! isequal (giw, iw))
    ok = false; why = "positions differ";
  elseif (! isequaln (gpu_fn (x, args{:}, extra{:}), w))
    ok = false; why = "one-output call differs";
  endif
endfunction

## factors near +-1 whose products stay finite over 65537 of them
function x = near_one (cls, sz)
  x = cast ((1 + 0.01 * randn (sz)) .* (1 - 2 * (rand (sz) < 0.3)), cls);
endfunction

## cumsum and cumsum "native" of x with one named algorithm, against the
## builtin: exact, since the data's sums are exact in any grouping (small
## integers) or saturate as integers do (the "native" arrays)
function [ok, why] = cumsum_as_builtin (x, args, extra, native)
  opts = args;
  if (native)
    opts{end+1} = "native";
  endif
  want = cumsum_ref (x, opts{:});
  got = gpu_cumsum (x, opts{:}, extra{:});
  [ok, why] = same_class_and_size (got, want);
  if (ok && ! isequaln (got, want))
    ok = false; why = "values differ";
  endif
endfunction

## One TAP line per named algorithm: all four functions, eight classes, lines
## of 1 to 65537 elements (several levels of the hierarchical scheme), every dim.
function algorithm_cases (backend)
  names = {"decoupled-lookback", "kogge-stone", "brent-kung", "blelloch", "three-phase", ...
           "hierarchical", "chained"};
  classes = {"double", "single", "int8", "uint16", "int32", "int64", "uint64", "logical"};
  sizes = {[1 1], [33 1], [1 513], [65537 1], [129 33], [16 700], [5 6 7]};
  argsets = {{}, {2}, {3}};
  if (strcmp (getenv ("GPUPRIM_LIGHT"), "1"))  # the sanitizer runs: fewer, smaller cases
    classes = {"double", "int8", "uint64", "logical"};
    sizes = {[33 1], [1 513], [129 33], [5 6 7]};
    argsets = {{}, {2}};
  endif
  arrays = @(make, cls) cellfun (@(sz) make (cls, sz), sizes, "UniformOutput", false);
  for a = 1:numel (names)
    extra = {"algorithm", names{a}};
    ok = true;
    for c = 1:numel (classes)
      cls = classes{c};
      ties = arrays (@with_ties_and_nan, cls);
      groups = {ties, @(x, g) cumsum_as_builtin (x, g, extra, false);
                arrays(@(c, sz) exact_factors (c, sz, ! isfloat (cast (1, c))), cls), ...
                @(x, g) cumprod_as_builtin (x, g, extra);
                ties, @(x, g) extreme_as_builtin (@cummax, @gpu_cummax, x, g, extra);
                ties, @(x, g) extreme_as_builtin (@cummin, @gpu_cummin, x, g, extra)};
      if (isinteger (cast (1, cls)))
        groups(end+1, :) = {arrays(@random_of_class, cls), @(x, g) cumsum_as_builtin (x, g, extra, true)};
      endif
      for gi = 1:rows (groups)
        xs = groups{gi, 1};
        for k = 1:numel (xs)
          for m = 1:numel (argsets)
            [ok, why] = groups{gi, 2} (xs{k}, argsets{m});
            if (! ok)
              break;
            endif
          endfor
          if (! ok) break; endif
        endfor
        if (! ok)
          why = sprintf ("%s, group %d, case %d (size %s), args %d: %s", cls, gi, k,
                         mat2str (size (xs{k})), m, why);
          break;
        endif
      endfor
      if (! ok) break; endif
    endfor
    if (ok)
      tap_ok (true, "%s: \"algorithm\", \"%s\": cumsum (and native), cumprod, cummax, cummin equal the builtins, 8 classes, every dim",
              backend, names{a});
    else
      tap_ok (false, "%s: \"algorithm\", \"%s\": %s", backend, names{a}, why);
    endif
  endfor
endfunction

function cases_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", ...
             "int64", "uint64", "logical"};
  argsets = {{}, {1}, {2}, {3}, {5}};
  cummax_cmp = @(x, a) extreme_as_builtin (@cummax, @gpu_cummax, x, a);
  cummin_cmp = @(x, a) extreme_as_builtin (@cummin, @gpu_cummin, x, a);
  for c = 1:numel (classes)
    cls = classes{c};
    if (isfloat (cast (1, cls)))
      prod_data = scan_test_arrays (@near_one, cls);
    else
      prod_data = scan_test_arrays (@exact_factors, cls);
    endif
    check_scan_group (backend, sprintf ("cumprod: %s: rows, columns, N-d, every dim", cls),
                      prod_data, argsets, @cumprod_as_builtin);
    data = [scan_test_arrays(@random_of_class, cls), scan_test_arrays(@with_ties_and_nan, cls)];
    check_scan_group (backend, sprintf ("cummax: %s: rows, columns, N-d, every dim, ties, NaN", cls),
                      data, argsets, cummax_cmp);
    check_scan_group (backend, sprintf ("cummin: %s: rows, columns, N-d, every dim, ties, NaN", cls),
                      data, argsets, cummin_cmp);
  endfor

  empties = {zeros(0, 0), zeros(0, 3), zeros(3, 0), zeros(1, 0), zeros(0, 3, 2), ...
             int8(zeros(0, 4)), single(zeros(2, 0, 3)), false(0, 5)};
  scalars = {5, single(-2.5), int8(-128), uint64(18446744073709551615), true, NaN, -Inf, -0};
  nan_neg = typecast (uint64 (18444492273895866368), "double");  # NaN with the sign bit set
  special = {[1 NaN 2 3], [NaN 1 2], [NaN NaN 3], [NaN NaN NaN], [Inf 1 -Inf 2], [-Inf -Inf 1], ...
             [-0 0 -0], [0 -0], single([1 NaN 2]), single([Inf -Inf NaN]), [1e200 1e200 -1], ...
             nan_neg * [1 1], [nan_neg 2 nan_neg 3], single(-NaN) * [1 2 3], ...
             [NaN 3 3 NaN 2 5], [3 3 3 3]};
  limits = {};
  for c = 3:10
    cls = classes{c};
    limits{end+1} = [intmax(cls) intmax(cls) intmin(cls) intmin(cls) intmax(cls)];
    limits{end+1} = [intmin(cls) 1 intmax(cls) 0 intmin(cls)];
    limits{end+1} = repmat (intmax (cls), 1, 5000);
  endfor
  groups = {"empty arrays", empties; "scalars", scalars; ...
            "NaN (both signs), +-Inf, -0, ties", special; "integer limits", limits};
  for g = 1:rows (groups)
    check_scan_group (backend, ["cumprod: " groups{g, 1}], groups{g, 2}, {{}, {1}, {2}, {3}},
                      @cumprod_as_builtin);
    check_scan_group (backend, ["cummax: " groups{g, 1}], groups{g, 2}, {{}, {1}, {2}, {3}},
                      cummax_cmp);
    check_scan_group (backend, ["cummin: " groups{g, 1}], groups{g, 2}, {{}, {1}, {2}, {3}},
                      cummin_cmp);
  endfor
endfunction

function both_groups (backend)
  cases_for_backend (backend);
  algorithm_cases (backend);
endfunction

tap_plan ();
run_on_backends (@(b) both_groups (b));
tap_done ();
