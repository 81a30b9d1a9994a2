## t_gpu_reduce.m - gpu_sum, gpu_prod, gpu_max and gpu_min against Octave's
## sum, prod, max and min, on every backend.
##
## Each TAP line covers one group of cases and fails on the first case whose
## class, size or values differ, naming it.  max and min must match exactly
## (values, NaN places, signed zeros and positions); sums and products of
## integers and logicals exactly (saturating "native" sums too) where the
## builtin's double accumulation is exact (up to 32-bit classes here);
## floating-point sums, and int64 / uint64 ones in double, within the
## reordering bound len * eps * sum (|x|), zeros as +0; and products
## within 2 * len * eps relative, with overflow to +-Inf allowed either way,
## and 0 or NaN for a line whose zero meets an overflow (0 * Inf): the GPU
## groups them differently.

1;

## gpu_only: arguments for gpu_sum alone (the algorithm)
function [ok, why] = sum_as_builtin (x, args, gpu_only = {})
  want = sum (x, args{:});
  got = gpu_sum (x, args{:}, gpu_only{:});
  [ok, why] = same_class_and_size (got, want);
  if (! ok)
    return;
  endif
  rounds = isfloat (x) || (isa (x, "int64") || isa (x, "uint64")) && isfloat (want);
  if (! rounds)
    ok = isequal (got, want);
  else
    dim = scan_dim (x, args);
    bound = size (x, dim) * eps (class (want)) * sum (abs (double (x)), args{:});  # want's shape
    fin = isfinite (want);
    ok = isequal (isnan (got), isnan (want)) && isequal (got(isinf (want)), want(isinf (want))) ...
         && all (abs (double (got(fin)) - double (want(fin))) <= bound(fin)) && ! any (signbit (got(got == 0)));
  endif
  if (! ok)
    why = "values differ";
  endif
endfunction

function [ok, why] = prod_as_builtin (x, args)
  want = prod (x, args{:});
  got = gpu_prod (x, args{:});
  [ok, why] = same_class_and_size (got, want);
  if (! ok)
    return;
  endif
  dim = scan_dim (x, args);
  tol = 2 * size (x, dim) * eps (class (want));
  big = realmax (class (want));
  g = max (min (double (got), big), -big);
  w = max (min (double (want), big), -big);
  ## a line with a zero whose other factors overflow is 0 or NaN (0 * Inf)
  ## depending on the grouping
  either = any (x == 0, dim) & (isnan (want) | isnan (got)) & (want == 0 | got == 0);
  num = ! isnan (want) & ! either;
  ok = isequal (isnan (got) & ! either, isnan (want) & ! either) ...
       && all (abs (g(num) - w(num)) <= tol * abs (w(num)) | g(num) == w(num));
  if (! ok)
    why = "values differ";
  endif
endfunction

function [ok, why] = extreme_as_builtin (fn, gpu_fn, x, args, gpu_only = {})
  if (! isempty (args))
    args = [{[]}, args];  # max (x, [], dim)
  endif
  [m, im] = fn (x, args{:});
  [gm, gim] = gpu_fn (x, args{:}, gpu_only{:});
  [ok, why] = same_class_and_size (gm, m);
  if (ok)
    [ok, why] = same_class_and_size (gim, im);
  endif
  if (! ok)
    return;
  endif
  z = m == 0;
  if (! isequaln (gm, m) || ! isequal (signbit (gm(z)), signbit (m(z))))
    ok = false; why = "values differ";
  elseif (! isequal (gim, im))
    ok = false; why = "positions differ";
  endif
  ## against the builtin's own one-output call: for an empty logical x it
  ## returns x as it is, where two outputs reduce (max (false (0, 5), [], 2))
  m1 = fn (x, args{:});
  g1 = gpu_fn (x, args{:}, gpu_only{:});
  if (ok && ! (same_class_and_size (g1, m1) && isequaln (g1, m1)))
    ok = false; why = "one-output call differs";
  endif
endfunction

function xs = reduce_test_arrays (make, cls)
  xs = {};
  for n = [1 2 33 5121 65537]
    xs{end+1} = make (cls, [n 1]);
    xs{end+1} = make (cls, [1 n]);
  endfor
  xs{end+1} = make (cls, [129 33]);
  xs{end+1} = make (cls, [16 700]);
  xs{end+1} = make (cls, [5 6 7]);
  xs{end+1} = make (cls, [3 1 4 2]);
endfunction

function cases_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", ...
             "int64", "uint64", "logical"};
  argsets = {{}, {1}, {2}, {3}, {5}};
  for c = 1:numel (classes)
    cls = classes{c};
    data = [reduce_test_arrays(@random_of_class, cls), reduce_test_arrays(@with_ties_and_nan, cls)];
    check_scan_group (backend, sprintf ("sum: %s: rows, columns, N-d, every dim", cls), data, argsets,
                      @sum_as_builtin);
    if (! isfloat (cast (1, cls)))
      check_scan_group (backend, sprintf ("sum native and double: %s, saturating", cls), data,
                        {{"native"}, {1, "native"}, {2, "native"}, {2, "double"}}, @sum_as_builtin);
    endif
    check_scan_group (backend, sprintf ("prod: %s: rows, columns, N-d, every dim", cls),
                      reduce_test_arrays (@exact_factors, cls), argsets, @prod_as_builtin);
    check_scan_group (backend, sprintf ("max: %s: every dim, ties, NaN", cls), data, argsets,
                      @(x, a) extreme_as_builtin (@max, @gpu_max, x, a));
    check_scan_group (backend, sprintf ("min: %s: every dim, ties, NaN", cls), data, argsets,
                      @(x, a) extreme_as_builtin (@min, @gpu_min, x, a));
  endfor

  empties = {zeros(0, 0), zeros(0, 3), zeros(3, 0), zeros(1, 0), zeros(0, 3, 2), int8(zeros(0, 4)), ...
             single(zeros(2, 0, 3)), false(0, 5)};
  nan_neg = typecast (uint64 (18444492273895866368), "double");
  special = {5, single(-2.5), int8(-128), uint64(18446744073709551615), true, NaN, -Inf, -0, ...
             [1 NaN 2 3], [NaN 1 2], [NaN NaN 3], [NaN NaN NaN], [Inf 1 -Inf 2], [-0 0 -0], [0 -0], ...
             single([Inf -Inf NaN]), [1e308 1e308 -1], nan_neg * [1 1], [nan_neg 2 nan_neg 3], ...
             [NaN 3 3 NaN 2 5], [3 3 3 3]};
  for k = 3:10
    cls = classes{k};
    special{end+1} = [intmax(cls) intmax(cls) intmin(cls) intmin(cls) intmax(cls)];
    special{end+1} = repmat (intmax (cls), 1, 5000);
  endfor
  groups = {"empty arrays", empties; "scalars, NaN (both signs), +-Inf, -0, ties, integer limits", special};
  for g = 1:rows (groups)
    check_scan_group (backend, ["sum: " groups{g, 1}], groups{g, 2}, {{}, {1}, {2}, {3}}, @sum_as_builtin);
    check_scan_group (backend, ["prod: " groups{g, 1}], groups{g, 2}, {{}, {1}, {2}, {3}}, @prod_as_builtin);
    check_scan_group (backend, ["max: " groups{g, 1}], groups{g, 2}, {{}, {1}, {2}, {3}},
                      @(x, a) extreme_as_builtin (@max, @gpu_max, x, a));
    check_scan_group (backend, ["min: " groups{g, 1}], groups{g, 2}, {{}, {1}, {2}, {3}},
                      @(x, a) extreme_as_builtin (@min, @gpu_min, x, a));
  endfor
endfunction

## Every algorithm name, on data that crosses the kernels' block and share
## sizes, along every dim.
function algorithms_for_backend (backend)
  algs = {"auto", "neighbored", "neighbored-less-divergence", "interleaved", "unroll2", "unroll-warp8", ...
          "complete-unroll", "scan"};
  data = {random_of_class("single", [70001 1]), random_of_class("double", [3 40000]), ...
          with_ties_and_nan("double", [257 9 3]), random_of_class("int32", [2049 5]), ...
          with_ties_and_nan("single", [1 33 4097])};
  for a = 1:numel (algs)
    check_scan_group (backend, sprintf ("algorithm %s: sum", algs{a}), data, {{}, {1}, {2}, {3}},
                      @(x, args) sum_as_builtin (x, args, {"algorithm", algs{a}}));
    check_scan_group (backend, sprintf ("algorithm %s: max and min", algs{a}), data, {{}, {1}, {2}, {3}},
                      @(x, args) both_extremes (x, args, {"algorithm", algs{a}}));
  endfor
endfunction

function [ok, why] = both_extremes (x, args, gpu_only)
  [ok, why] = extreme_as_builtin (@max, @gpu_max, x, args, gpu_only);
  if (ok)
    [ok, why] = extreme_as_builtin (@min, @gpu_min, x, args, gpu_only);
  endif
endfunction

## "extra" on doubles: far tighter than a plain sum where terms cancel, so
## within 4 eps of the builtin's compensated sum, plus len eps^2 sum (|x|)
## for what either leaves; NaN where the builtin's is (an infinity or an
## overflow).  On other classes "extra" is the "double" sum.
function [ok, why] = extra_as_builtin (x, args)
  want = sum (x, args{:}, "extra");
  got = gpu_sum (x, args{:}, "extra");
  [ok, why] = same_class_and_size (got, want);
  if (! ok)
    return;
  endif
  if (! isa (x, "double"))
    [ok, why] = sum_as_builtin (x, [args, {"extra"}]);
    return;
  endif
  dim = scan_dim (x, args);
  bound = 4 * eps (want) + size (x, dim) * eps ^ 2 * sum (abs (x), dim);
  num = ! isnan (want);
  ok = isequal (isnan (got), isnan (want)) && all (got(num) == want(num) | abs (got(num) - want(num)) <= bound(num));
  if (! ok)
    why = "values differ";
  endif
endfunction

## Complex sums: the real and imaginary parts each within the plain bound,
## and real exactly where the builtin's result is.
function [ok, why] = complex_as_builtin (x, args)
  want = sum (x, args{:});
  got = gpu_sum (x, args{:});
  [ok, why] = same_class_and_size (got, want);
  if (ok && iscomplex (got) != iscomplex (want))
    ok = false; why = "complex where the builtin is real, or the other way";
  elseif (ok)
    [ok, why] = sum_as_builtin (real (x), args);
    if (ok)
      [ok, why] = sum_as_builtin (imag (x), args);
    endif
  endif
endfunction

function extra_and_complex_for_backend (backend)
  cancel = @(sz) randn (sz) .* 10 .^ randi ([-8 8], sz);
  wide = cancel ([3 40000]);
  wide(:, 2:2:end) = -wide(:, 1:2:end) + 1e-3 * rand (3, 20000);  # sums of nearly opposite pairs
  data = {cancel([70001 1]), wide, cancel([257 9 3]), [1 1e100 1 -1e100], [1 Inf 2], [1e308 1e308 -1e308], ...
          [NaN 1], -0 * [1 1], single(cancel([5121 1])), int32([5 -7 2^31-1]), true(3, 4)};
  check_scan_group (backend, "sum extra: cancelling doubles, Inf, overflow, NaN, single, int32, logical",
                    data, {{}, {1}, {2}, {3}}, @extra_as_builtin);
  cdata = {complex(randn (70001, 1), randn (70001, 1)), single(complex (randn (3, 5000), randn (3, 5000))), ...
           [1+2i 1-2i], complex([1 2], [0 0]), complex([1 2], [NaN 0]), complex(randn (33, 17, 9), 1)};
  check_scan_group (backend, "sum of complex double and single, every dim", cdata, {{}, {1}, {2}, {3}},
                    @complex_as_builtin);
endfunction

## max (a, b) and min (a, b): exactly the builtin's class, size, values,
## NaN places and signs of zeros.
function [ok, why] = elementwise_as_builtin (fn, gpu_fn, a, b)
  want = fn (a, b);
  got = gpu_fn (a, b);
  [ok, why] = same_class_and_size (got, want);
  if (ok && (! isequaln (got, want) || ! isequal (signbit (got(want == 0)), signbit (want(want == 0)))))
    ok = false; why = "values differ";
  endif
endfunction

function elementwise_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", ...
             "logical"};
  pairs = {};
  for c = 1:numel (classes)
    a = with_ties_and_nan (classes{c}, [70001 1]);
    pairs(end+1, :) = {a, a(end:-1:1)};
    pairs(end+1, :) = {with_ties_and_nan(classes{c}, [33 1 4]), with_ties_and_nan(classes{c}, [1 17 4])};
    pairs(end+1, :) = {random_of_class(classes{c}, [5 6]), random_of_class(classes{c}, [1 1])};
    if (! strcmp (classes{c}, "logical"))
      pairs(end+1, :) = {random_of_class(classes{c}, [3 4]), [0.5 -2.5 NaN Inf]};  # mixed with double
    endif
    if (! isfloat (cast (1, classes{c})) && ! strcmp (classes{c}, "logical"))
      pairs(end+1, :) = {[intmax(classes{c}) intmin(classes{c})], [intmin(classes{c}) intmax(classes{c})]};
    endif
  endfor
  pairs(end+1, :) = {single([1 NaN -0 0 NaN]), [NaN 2 0 -0 NaN]};
  pairs(end+1, :) = {[-0 0 -0 0], [0 -0 -0 0]};
  pairs(end+1, :) = {-0, 0};
  pairs(end+1, :) = {0, -0};
  pairs(end+1, :) = {[-0; 0], [0 -0]};
  pairs(end+1, :) = {zeros(0, 3), 1};
  pairs(end+1, :) = {int16([100 -100]), int8([3; -3])};
  pairs(end+1, :) = {true(2, 3), [0 2 -1]};
  pairs(end+1, :) = {randn(2, 3, 4, 5), randn(2, 3)};        # runs joined: one of 6 by one of 20
  pairs(end+1, :) = {randn(4, 3, 2), randn(4, 1, 2)};        # broadcast in the middle: nothing joins
  pairs(end+1, :) = {randn(1, 7, 1, 3), randn(1, 7, 1, 3)};  # one shape with dims of 1: one run
  for f = {{@max, @gpu_max, "max"}, {@min, @gpu_min, "min"}}
    fn = f{1}{1}; gpu_fn = f{1}{2};
    ok = true; why = "";
    for k = 1:rows (pairs)
      [ok, why] = elementwise_as_builtin (fn, gpu_fn, pairs{k, 1}, pairs{k, 2});
      if (! ok)
        why = sprintf (": pair %d (%s %s, %s %s): %s", k, class (pairs{k, 1}), mat2str (size (pairs{k, 1})),
                       class (pairs{k, 2}), mat2str (size (pairs{k, 2})), why);
        break;
      endif
    endfor
    tap_ok (ok, "%s: %s (a, b): every class, mixed classes, broadcasting, NaN, -0, limits, empty%s", backend,
            f{1}{3}, why);
  endfor
endfunction

## The host backend's large reductions and max (a, b), which its team of
## threads shares (kernels/host/host_shared.c): many lines are cut into runs
## of whole lines (the builtin's bits), one long line into blocks of 8192
## elements whose results are folded in order: the same bits with any
## number of threads, and max and min the builtin's values and positions.
function shared_host_work ()
  old = gpuprim_backend ();
  with_threads = @(n, fn) with_env ("GPUPRIM_COPY_THREADS", n, fn);
  n = 2^17 + 5;
  x = randn (n, 1) .* 10 .^ randi ([-8 8], n, 1);
  blocks = arrayfun (@(b) sum (x(b:min (b + 8191, n))), 1:8192:n);
  one = with_threads ("1", @() gpu_sum (x));
  three = with_threads ("3", @() gpu_sum (x));
  tap_ok (isequal (one, three, sum (blocks)) && isequal (with_threads ("3", @() gpu_sum (single (x))), ...
                                                         sum (arrayfun (@(b) sum (single (x(b:min (b + 8191, n)))), 1:8192:n), "native")),
          "host: a long sum is its 8192-element blocks' sums added in order, on 1 thread and on 3");
  A = randn (64, 4096);
  tap_ok (with_threads ("3", @() isequal (gpu_sum (A), sum (A)) && isequal (gpu_sum (A'), sum (A')) ...
                                    && isequal (gpu_sum (int32 (A * 1e6)), sum (int32 (A * 1e6)))),
          "host: sums of many lines shared among threads are the builtin's bits");
  y = -rand (n, 1);
  y([9000 40000]) = -0;  y(40001) = 0;     # -0 first, in the second block; +0 later
  z = nan (n, 1);  z(end) = -Inf;          # NaN in every block but the last one's last element
  w = repmat (int64 ([intmin("int64") intmax("int64")]), 1, n)';  # ties at both limits in every block
  ok = true; why = "";
  for c = {{y, "max"}, {y, "min"}, {z, "max"}, {nan(n, 1), "min"}, {w, "max"}, {w, "min"}, {single(y), "max"}}
    v = c{1}{1}; fn = str2func (c{1}{2}); gfn = str2func (["gpu_" c{1}{2}]);
    [m, i] = fn (v);
    [gm, gi] = with_threads ("3", @() gfn (v));
    if (! isequaln (gm, m) || signbit (gm) != signbit (m) || gi != i)
      ok = false; why = sprintf (": %s of %s %s", c{1}{2}, class (v), mat2str (size (v)));
      break;
    endif
  endfor
  tap_ok (ok, "host: max and min of one long line in blocks: the first extreme, NaN, -0, integer limits%s", why);
  a = randn (300, 200); b = randn (300, 1); r = randn (1, 70000);
  tap_ok (with_threads ("3", @() isequal (gpu_max (a, b), max (a, b)) && isequal (gpu_min (b', a'), min (b', a')) ...
                                    && isequal (gpu_max (r, 0.5), max (r, 0.5)) && isequal (gpu_min (2, r), min (2, r))),
          "host: max (a, b) shared among threads: broadcast columns and rows, a scalar either side");
  gpuprim_backend (old);
endfunction

## fn () with the environment variable name set to value and the host
## backend opened afresh (its team reads it), both restored after.
function varargout = with_env (name, value, fn)
  before = getenv (name);
  setenv (name, value);
  gpuprim_backend ("host");
  unwind_protect
    [varargout{1:max (1, nargout)}] = fn ();
  unwind_protect_cleanup
    if (isempty (before))
      unsetenv (name);
    else
      setenv (name, before);
    endif
    gpuprim_backend ("host");
  end_unwind_protect
endfunction

tap_plan ();
run_on_backends (@cases_for_backend);
run_on_backends (@elementwise_for_backend);
run_on_backends (@extra_and_complex_for_backend);
run_on_backends (@algorithms_for_backend);
shared_host_work ();
tap_done ();
