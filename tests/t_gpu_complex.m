## t_gpu_complex.m - complex input to cumprod, cummax, cummin, prod, max
## and min (one and two arrays), and sum and cumsum with "omitnan", on each
## backend, against the builtins.
##
## Extremes are held bit for bit, with positions: on Gaussian integers
## (many ties of abs, broken by arg, -0 parts among them), on random
## normals (abs as the builtin's hypot rounds it), with NaN elements (either
## part) and infinite parts, along every dim of 2-d and 3-d arrays, rows,
## columns, scalars and empties, double and single.
##
## Products are of 0, +-1, +-1i and a few 1+1i: exact in any grouping, so
## equal to the builtin's values (signs of zero parts aside: isequal);
## random normal factors are held within rounding.
##
## NaN flags (MATLAB's; Octave 7.3 has none): "omitnan" against the
## builtins over x with each NaN element made 0 or 1; "includenan" against
## the builtin where a line has no NaN element and its first NaN where it
## has.  (GPUPRIM_LIGHT=1, for the sanitizer runs: fewer sizes.)
##
## MATLAB's "ComparisonMethod", "real" for max and min (either NaN flag)
## against a reference of the real part then the imaginary one, and max
## (a, b) with MATLAB's options (which leave the builtin's own rule for
## abs, then arg) against the reductions over each pair.

1;

## Tiles hold 2560 elements (the extremes: tuning.h's HEAVY shape; the
## double products) or 5120 (the single products).  [2561 3] crosses them
## mid-line; [2000 83] holds 64 tiles of 2560 and [400003 1] and [3001 134]
## 64 and more of either, where the contiguous scans of wide accumulators
## take the reduce-then-scan path (tuning.h)
function sizes = test_sizes ()
  sizes = {[0 0], [1 1], [1 9], [9 1], [4 7], [3 4 5], [300 3], [3 300], [2561 3], [2000 83]};
  if (! strcmp (getenv ("GPUPRIM_LIGHT"), "1"))
    sizes(end+1:end+4) = {[5000 2], [2 70000], [400003 1], [3001 134]};
  endif
endfunction

## Gaussian integers in [-3, 3] (ties of abs by the dozen), some -0 parts,
## NaN in either part and infinite parts, in class cls
function x = gaussian_ties (cls, sz)
  x = complex (randi ([-3 3], sz), randi ([-3 3], sz));
  x(rand (sz) < 0.05) = complex (-1, -0);
  x(rand (sz) < 0.03) = complex (NaN, 1);
  x(rand (sz) < 0.03) = complex (2, NaN);
  x(rand (sz) < 0.02) = complex (Inf, 1);
  x(rand (sz) < 0.02) = complex (-Inf, -Inf);
  x = cast (x, cls);
  if (isreal (x))  # no element got an imaginary part: keep it complex
    x = complex (x);
  endif
endfunction

function x = normals (cls, sz)
  x = complex (cast (randn (sz), cls), cast (randn (sz), cls));
  x(rand (sz) < 0.01) = NaN;
endfunction

## [ok, why]: fn (x, args...) and builtin (x, args...) agree bit for bit on
## every output, for x of each maker, class, size and dim
function [ok, why] = same_as_builtin (fn, builtin, nout, make, cls, sz, dim)
  x = make (cls, sz);
  got = cell (1, nout);
  want = cell (1, nout);
  [got{:}] = fn (x, dim{:});
  [want{:}] = builtin (x, dim{:});
  ok = true; why = "";
  for o = 1:nout
    g = got{o};
    w = want{o};
    if (iscomplex (w) && isequal (size (g), size (w)) && isequal (isnan (g), isnan (w)))
      ## a NaN element's other part is not compared: Octave 11's cummax (x, 2)
      ## of a matrix writes NaN+0i for a leading run of NaN elements (of a row,
      ## the element itself)
      g(isnan (w)) = w(isnan (w));
    endif
    [ok, why] = same_bits (g, w);
    if (! ok)
      why = sprintf ("%s of %s %s along %s, output %d: %s", func2str (fn), cls, mat2str (sz),
                     mat2str ([dim{:}]), o, why);
      return;
    endif
  endfor
endfunction

function extreme_forms (backend)
  makers = {@gaussian_ties, @normals};
  along = {{}, {1}, {2}, {3}};
  placeheld = {{}, {[], 1}, {[], 2}, {[], 3}};  # max (x, [], dim)
  calls = {"[m, im] = max", @gpu_max, @max, placeheld;
           "[m, im] = min", @gpu_min, @min, placeheld;
           "[w, iw] = cummax", @gpu_cummax, @cummax, along;
           "[w, iw] = cummin", @gpu_cummin, @cummin, along};
  for c = 1:rows (calls)
    for cls = {"double", "single"}
      [ok, why] = first_failure (@(make, sz, dim) same_as_builtin (calls{c, 2}, calls{c, 3}, 2, make, cls{1}, sz,
                                                                     dim), makers, test_sizes (), calls{c, 4});
      tap_ok (ok, "%s: complex %s, %s, bit for bit with positions %s", backend, calls{c, 1}, cls{1}, why);
    endfor
  endfor
  x = [1, 1i, -1, -1i, complex(-1, -0), 3+4i, 5, -5, 4-3i, complex(0, -0), 0];
  [m, i] = gpu_max (x);
  [n, j] = gpu_min (x);
  [~, k] = gpu_max ([1, complex(-1, -0), 1i]);
  [~, l] = gpu_max (complex ([-1 -1], [0 -0]));
  [m0, i0] = max (x);
  [n0, j0] = min (x);
  [~, k0] = max ([1, complex(-1, -0), 1i]);
  [~, l0] = max (complex ([-1 -1], [0 -0]));
  ## before Octave 11 [-5 8 0 10 2 1] (-pi counted as pi); from 11 [-5 8 0 10 3 1]
  tap_ok (isequal ([m i n j k l], [m0 i0 n0 j0 k0 l0]) && any (k == [2 3]),
          "%s: max and min rank equal abs by arg (-pi as the running Octave takes it), ties to the first", backend);
endfunction

## products of 0, +-1, +-1i and a few 1+1i: exact in any grouping
function x = exact_complex_factors (cls, sz)
  units = [1, -1, 1i, -1i, 1, 1i];
  x = units(randi (numel (units), sz));
  x(rand (sz) < 0.02) = 0;
  x(rand (sz) < 3 / max (1, max (sz))) = 1 + 1i;
  x = complex (cast (x, cls));
endfunction

function [ok, why] = product_case (fn, builtin, cls, sz, dim)
  [ok, why] = products_agree (fn, builtin, exact_complex_factors (cls, sz), dim);
endfunction

## fn (x, dim...) and builtin (x, dim...) equal in class, size and value
function [ok, why] = products_agree (fn, builtin, x, dim)
  sz = size (x);
  cls = class (x);
  got = fn (x, dim{:});
  want = builtin (x, dim{:});
  [ok, why] = same_class_and_size (got, want);
  ok = ok && isequal (got, want) && iscomplex (got) == iscomplex (want);
  if (! ok)
    why = sprintf ("%s of %s %s along %s: %s", func2str (fn), cls, mat2str (sz), mat2str ([dim{:}]), why);
  endif
endfunction

function product_forms (backend)
  for cls = {"double", "single"}
    [ok, why] = first_failure (@(sz, dim) product_case (@gpu_prod, @prod, cls{1}, sz, dim), test_sizes (),
                               {{}, {1}, {2}, {3}});
    tap_ok (ok, "%s: complex prod, %s, exact factors %s", backend, cls{1}, why);
    [ok, why] = first_failure (@(sz, dim) product_case (@gpu_cumprod, @cumprod, cls{1}, sz, dim), test_sizes (),
                               {{}, {1}, {2}, {3}});
    tap_ok (ok, "%s: complex cumprod, %s, exact factors %s", backend, cls{1}, why);
  endfor
  x = complex (randn (40, 30), randn (40, 30)) / 1.2;
  err = @(got, want) max (abs (got(:) - want(:)) ./ max (abs (want(:)), realmin));
  tap_ok (err (gpu_prod (x), prod (x)) < 1e-13 && err (gpu_cumprod (x, 2), cumprod (x, 2)) < 1e-13
          && err (gpu_prod (single (x), 2), prod (single (x), 2)) < 1e-5,
          "%s: complex prod and cumprod of random factors within rounding", backend);
  z = [complex(Inf, 0), complex(0, Inf), complex(Inf, NaN), complex(1, 2)];
  [ok, why] = same_bits (gpu_cumprod (z), cumprod (z));
  tap_ok (ok, "%s: cumprod through infinities as C99's Annex G (the builtin's) %s", backend, why);
  cases = {{[4000 1], 1}, {[3 4000], 2}, {[4000 3], 1}};
  if (! strcmp (getenv ("GPUPRIM_LIGHT"), "1"))
    cases(end+1:end+3) = {{[400000 1], 1}, {[400000 2], 1}, {[3 400000], 2}};
  endif
  for cls = {"double", "single"}
    [ok, why] = first_failure (@(c) second_try_near_end (cls{1}, c{:}), cases);
    tap_ok (ok, "%s: cumprod, %s, a product that needs Annex G's second try at the end of long lines %s",
            backend, cls{1}, why);
  endfor
endfunction

## Lines of +-1 and +-1i (exact products), then Inf and 1i as their last two
## elements: the running unit times Inf has a NaN part, and that times 1i
## two, which Annex G's second try turns into an infinity.  The lines'
## lengths are multiples of 40 and 16, so the two fall to one thread in
## every kernel and the products before them are exact: the builtin's
## values, part by part, NaN and Inf parts where the builtin has them.  Not
## its bits: the grouping of the GPU's products sets the signs of zero
## parts, and a NaN's sign differs (Inf * 0 is -NaN on the host, NaN on the
## GPU; Annex G's second try copies a NaN part's sign into a zero).
## (The GPU's cumprod first scans without the second try and then
## multiplies each line whose last product is not finite again, in order,
## with it: cx_prod_in_order.cuh.)
function [ok, why] = second_try_near_end (cls, sz, dim)
  units = [1, -1, 1i, -1i];
  x = complex (cast (reshape (units(randi (4, prod (sz), 1)), sz), cls));
  at = repmat ({":"}, 1, numel (sz));
  at{dim} = sz(dim) - 1;
  x(at{:}) = complex (cast (Inf, cls), 0);
  at{dim} = sz(dim);
  x(at{:}) = complex (cast (0, cls), 1);
  want = cumprod (x, dim);
  got = gpu_cumprod (x, dim);
  [ok, why] = same_class_and_size (got, want);
  if (ok && ! (isequaln (real (got), real (want)) && isequaln (imag (got), imag (want))))
    ok = false;
    why = "values differ";
  endif
  if (ok)
    last = want(at{:});
    ok = all (isinf (last(:)));
    if (! ok)
      why = "no infinite result: the case misses the second try";
    endif
  endif
  if (! ok)
    why = sprintf ("%s along %d: %s", mat2str (sz), dim, why);
  endif
endfunction

## x with every NaN part the same NaN: the order of a GPU's sums makes NaN
## of other bits from Inf - Inf
function x = one_nan (x)
  re = real (x);
  im = imag (x);
  re(isnan (re)) = NaN;
  im(isnan (im)) = NaN;
  x = complex (re, im);
endfunction

function x = nan_elements_as (x, v)
  x(isnan (x)) = v;
endfunction

## [m, at] of the builtin fn along dim, but a line's first NaN element where it has one
function [m, at] = first_nan_wins (fn, x, dim)
  [m, at] = fn (x, [], dim);
  sz = size (x);
  sz(end+1:dim) = 1;
  lines = reshape (permute (isnan (x), [dim, setdiff(1:max (ndims (x), dim), dim)]), sz(dim), []);
  vals = reshape (permute (x, [dim, setdiff(1:max (ndims (x), dim), dim)]), sz(dim), []);
  for l = find (any (lines, 1))
    at(l) = find (lines(:, l), 1);
  endfor
  ## Each line's element by its position, parts taken apart: assigning into
  ## m would go through Octave's narrowing (fn's m is real where its picks'
  ## imaginary parts are all 0), losing a -0 part of a pick
  pick = sub2ind (size (vals), at(:).', 1:columns (vals));
  re = real (vals)(pick);
  im = imag (vals)(pick);
  if (all (im == 0))  # as Octave narrows any complex result
    m = reshape (re, size (at));
  else
    m = reshape (complex (re, im), size (at));
  endif
endfunction

function [ok, why] = nanflag_case (cls, sz, dim)
  x = gaussian_ties (cls, sz);
  x(rand (sz) < 0.3 & real (x) > 0) = NaN;  # many NaN, lines of NaN too
  [ok, why] = same_bits (one_nan (gpu_sum (x, dim, "omitnan")), one_nan (sum (nan_elements_as (x, 0), dim)));
  factors = exact_complex_factors (cls, sz);
  factors(rand (sz) < 0.2) = cast (complex (NaN, 1), cls);
  checks = {@() same_bits (one_nan (gpu_cumsum (x, dim, "omitnan")), one_nan (cumsum (nan_elements_as (x, 0), dim))),
            @() products_agree (@(y, d) gpu_prod (y, d, "omitnan"), @(y, d) prod (nan_elements_as (y, 1), d),
                                factors, {dim}),
            @() products_agree (@(y, d) gpu_cumprod (y, d, "omitnan"), @(y, d) cumprod (nan_elements_as (y, 1), d),
                                factors, {dim})};
  for k = 1:numel (checks)
    if (ok)
      [ok, why] = checks{k} ();
    endif
  endfor
  if (ok && ! isempty (x))
    [m, at] = gpu_max (x, [], dim, "includenan");
    [bm, bat] = first_nan_wins (@max, x, dim);
    [ok, why] = same_bits (m, bm);
    if (ok)
      [ok, why] = same_bits (at, bat);
    endif
  endif
  if (! ok)
    why = sprintf ("%s %s along %d: %s", cls, mat2str (sz), dim, why);
  endif
endfunction

function nanflag_forms (backend)
  for cls = {"double", "single"}
    [ok, why] = first_failure (@(sz, dim) nanflag_case (cls{1}, sz, dim), test_sizes (), {1, 2, 3});
    tap_ok (ok, "%s: complex sum, cumsum, prod and cumprod \"omitnan\", max \"includenan\", %s %s", backend,
            cls{1}, why);
  endfor
endfunction

function [ok, why] = two_array_case (make_a, make_b, cls, sa, sb)
  a = make_a (cls, sa);
  b = make_b (cls, sb);
  [ok, why] = same_bits (gpu_max (a, b), max (a, b));
  if (ok)
    [ok, why] = same_bits (gpu_min (a, b), min (a, b));
  endif
  if (! ok)
    why = sprintf ("%s %s with %s: %s", cls, mat2str (sa), mat2str (sb), why);
  endif
endfunction

function two_array_forms (backend)
  real_ties = @(cls, sz) cast (randi ([-3 3], sz), cls);
  shapes = {[1 1], [5 7], [5 1], [1 7]};
  for cls = {"double", "single"}
    [ok, why] = first_failure (@(ma, mb, sa, sb) two_array_case (ma, mb, cls{1}, sa, sb),
                               {@gaussian_ties, @normals, real_ties}, {@gaussian_ties, real_ties}, shapes, {[5 7]});
    tap_ok (ok, "%s: complex max (a, b) and min (a, b), %s, with real and complex operands %s", backend, cls{1},
            why);
  endfor
  ## equal abs: a's before Octave 11, the larger arg from 11; a NaN wins before 11, loses from 11
  tap_ok (isequal (gpu_max (1i, -1), max (1i, -1)) && isequal (gpu_max (-1, 1i), max (-1, 1i))
          && isequal (gpu_min (1i, -1), min (1i, -1)) && isequal (gpu_max (complex (-5, -0), 4 - 3i), max (complex (-5, -0), 4 - 3i))
          && isequaln (gpu_max ([1i NaN], complex ([NaN 2])), max ([1i NaN], complex ([NaN 2]))),
          "%s: max (a, b) and min (a, b) of complex scalars of equal abs and with NaN, as the builtin", backend);
endfunction

## [m, at]: max (ismax) or min of x along dim in MATLAB's "real" order: the
## real part, then the imaginary one, ties to the first; NaN elements
## skipped, or with include_nan the first one winning
function [m, at] = parts_extreme (x, dim, ismax, include_nan)
  if (isempty (x))  # no line to rank: the builtin's shapes
    [m, at] = feval (merge (ismax, "max", "min"), x, [], dim);
    return;
  endif
  sz = size (x);
  sz(end+1:dim) = 1;
  order = [dim, setdiff(1:numel (sz), dim)];
  lines = reshape (permute (x, order), sz(dim), []);
  ok = ! isnan (lines);
  best = @(v) merge (ismax, max (v, [], 1), min (v, [], 1));  # NaN skipped
  re = real (lines);
  re(! ok) = NaN;
  tied = ok & re == best (re);
  im = imag (lines);
  im(! tied) = NaN;
  tied &= im == best (im);
  [~, at] = max (tied, [], 1);
  at(! any (ok, 1)) = 1;
  if (include_nan)
    [has_nan, first_nan] = max (! ok, [], 1);
    at(has_nan) = first_nan(has_nan);
  endif
  m = lines(sub2ind (size (lines), at, 1:columns (lines)));
  out = sz;
  out(dim) = 1;
  m = ipermute (reshape (m, out(order)), order);
  at = ipermute (reshape (at, out(order)), order);
endfunction

function [ok, why] = parts_case (cls, sz, dim)
  x = gaussian_ties (cls, sz);
  ok = true; why = "";
  for f = {"max", "min"}
    for include = [false true]
      flag = merge (include, "includenan", "omitnan");
      [m, at] = feval (["gpu_" f{1}], x, [], dim, flag, "ComparisonMethod", "real");
      [wm, wat] = parts_extreme (x, dim, strcmp (f{1}, "max"), include);
      [ok, why] = same_bits (m, wm);
      if (ok)
        [ok, why] = same_bits (at, wat);
      endif
      if (! ok)
        why = sprintf ("%s %s %s along %d, %s: %s", f{1}, cls, mat2str (sz), dim, flag, why);
        return;
      endif
    endfor
  endfor
endfunction

## max (a, b) and min (a, b) of complex operands with options: MATLAB's
## orders, against the reductions' references over each line of two
function [ok, why] = pair_options_case (cls, sa, sb)
  a = gaussian_ties (cls, sa);
  b = gaussian_ties (cls, sb);
  [pairs, dim] = stacked_pairs (a, b);
  ok = true; why = "";
  for f = {"max", "min"}
    fn = str2func (f{1});
    ismax = strcmp (f{1}, "max");
    tries = {{"ComparisonMethod", "real"}, parts_extreme(pairs, dim, ismax, false);
             {"includenan", "ComparisonMethod", "real"}, parts_extreme(pairs, dim, ismax, true);
             {"ComparisonMethod", "abs"}, fn(pairs, [], dim);
             {"omitnan"}, fn(pairs, [], dim);
             {"includenan"}, first_nan_wins(fn, pairs, dim)};
    for t = 1:rows (tries)
      [ok, why] = same_bits (feval (["gpu_" f{1}], a, b, tries{t, 1}{:}), tries{t, 2});
      if (! ok)
        why = sprintf ("%s (a, b, %s), %s %s and %s: %s", f{1}, strjoin (tries{t, 1}, ", "), cls, mat2str (sa),
                       mat2str (sb), why);
        return;
      endif
    endfor
  endfor
endfunction

function real_order_forms (backend)
  for cls = {"double", "single"}
    [ok, why] = first_failure (@(sz, dim) parts_case (cls{1}, sz, dim), test_sizes (), {1, 2, 3});
    tap_ok (ok, "%s: complex max and min by \"real\", either NaN flag, %s %s", backend, cls{1}, why);
    [ok, why] = first_failure (@(sa, sb) pair_options_case (cls{1}, sa, sb), {[1 1], [5 7], [5 1], [1 7]}, {[5 7], [1 7]});
    tap_ok (ok, "%s: complex max (a, b) and min (a, b) with MATLAB's options, %s %s", backend, cls{1}, why);
  endfor
endfunction

function error_forms (backend)
  raised = raised_ids ({{@gpu_cumprod, [1i 2], "reverse"}, ...
                        {@gpu_cummax, [1i 2], "exclusive"}, {@gpu_max, [1i 2], [], 2, "algorithm", "interleaved"}});
  want = {"gpuprim:unsupportedOption", "gpuprim:unsupportedOption", "gpuprim:unsupportedAlgorithm"};
  tap_ok (isequal (raised, want), "%s: complex forms without a kernel say so (%s)", backend, strjoin (raised, ", "));
  [m, i] = gpu_max ([1i 2i 3], [], "ComparisonMethod", "abs");
  tap_ok (isequal ([m i], [3 3]), "%s: \"abs\" is complex x's own order", backend);
endfunction

run_on_backends (@extreme_forms);
run_on_backends (@product_forms);
run_on_backends (@nanflag_forms);
run_on_backends (@two_array_forms);
run_on_backends (@real_order_forms);
run_on_backends (@error_forms);
tap_done ();
