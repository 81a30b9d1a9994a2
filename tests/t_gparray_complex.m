## t_gparray_complex.m - complex gparrays, on each backend.
##
## Round trips of complex double and single arrays of every shape, bit for
## bit (NaN parts of both signs, infinite parts, -0 parts), and the
## queries (iscomplex, isreal, size, class).  The scans and reductions that
## run in gpuprim's complex kernels (cumsum, cumprod, cummax, cummin, sum,
## prod, max, min: plain, along every dim, with "all", VECDIM and the NaN
## flags) give complex gparrays whose data are the bits the same gpu_*
## call gives on the host array (the same kernels; those are checked
## against the builtins by t_gpu_complex.m), and for the exact ones
## (cummax, cummin, max, min, with positions) the builtin's own bits; so
## do max (A, B) and min (A, B) of two complex gparrays.
## reshape, double, single and logical (the builtin's, and its NaN error);
## sort with its index, the builtin's bits; find and masks, the
## builtin's bits;
## the forms that do not take a complex gparray
## yet give gpuprim:complex and leave no gparray behind.

1;

## Complex arrays of cls: random normals with NaN parts of both signs,
## infinite parts, -0 parts and ties of abs (Gaussian integers) mixed in.
function xs = complex_shapes (cls)
  sizes = {[0 0], [1 1], [1 7], [7 1], [3 4], [2 3 4], [1 1 5], [0 3], [2561 3], [3 1200]};
  xs = cell (size (sizes));
  for k = 1:numel (sizes)
    sz = sizes{k};
    re = randn (sz);
    im = randn (sz);
    n = prod (sz);
    if (n >= 7)
      ints = randperm (n, ceil (n / 3));  # ties of abs: 3+4i, -5, 4-3i ...
      re(ints) = randi ([-5 5], size (ints));
      im(ints) = randi ([-5 5], size (ints));
      ## six elements apart: one with a NaN part and an infinite one is where
      ## the builtin's loop and gpuprim knowingly differ (help gpu_max)
      at = randperm (n, 6);
      re(at(1)) = NaN;
      im(at(2)) = -NaN;
      re(at(3)) = Inf;
      im(at(4)) = -Inf;
      re(at(5)) = -0;
      im(at(6)) = -0;
    endif
    xs{k} = complex (cast (re, cls), cast (im, cls));
  endfor
endfunction

function round_trips (backend, xs)
  ok = true; why = "";
  for k = 1:numel (xs)
    g = gparray (xs{k});
    ok = (isa (g, "gparray") && iscomplex (g) && ! isreal (g) && isequal (size (g), size (xs{k}))
          && strcmp (class (g), class (xs{k})) && numel (g) == numel (xs{k}));
    if (! ok)
      why = sprintf ("queries of array %d", k);
      break;
    endif
    [ok, why] = same_bits (gather (g), xs{k});
    if (ok)
      [ok, why] = same_bits (gather (gparray (g)), xs{k});
    endif
    if (! ok)
      why = sprintf ("%s (array %d)", why, k);
      break;
    endif
  endfor
  tap_ok (ok, "%s: complex gparray round trips and queries, double and single %s", backend, why);
  g = gparray (complex ([1 2], [0 0]));
  tap_ok (iscomplex (g) && isequal (gather (g), [1 2]) && ! iscomplex (gather (g)),
          "%s: a complex gparray of zero imaginary parts stays complex, and gather narrows it as Octave does",
          backend);
endfunction

## The builtin's [w, iw] = f (a, d), but a NaN element's other part as
## gf writes it (the element's own), where both put NaN in the same places:
## Octave 11's cummax (x, 2) of a matrix writes NaN+0i in a row's leading
## run of NaN elements (t_gpu_complex.m compares the same way).
function [w, iw] = cum_extreme_reference (f, gf, a, d)
  [w, iw] = f (a, d);
  g = gf (a, d);
  nan = isnan (w);
  if (isequal (size (g), size (w)) && isequal (isnan (g), nan))
    w(nan) = g(nan);
  endif
endfunction

function scans_and_reductions (backend, xs)
  for op = {"cumsum", "cumprod", "sum", "prod"}
    f = str2func (op{1});
    gf = str2func (["gpu_" op{1}]);
    check_gparray_calls ([backend ": complex gparray"], [op{1} " (plain, the builtin's name)"], xs, @(a) f (a), @(a) gf (a), 1);
    for d = 1:3
      check_gparray_calls ([backend ": complex gparray"], sprintf ("%s along dim %d", op{1}, d), xs, @(a) f (a, d), @(a) gf (a, d), 1);
    endfor
    check_gparray_calls ([backend ": complex gparray"], [op{1} " with omitnan"], xs, @(a) gf (a, "omitnan"), @(a) gf (a, "omitnan"), 1);
  endfor
  for op = {"cummax", "cummin", "max", "min"}
    f = str2func (op{1});
    reduce = any (strcmp (op{1}, {"max", "min"}));
    for d = 1:3
      if (reduce)
        check_gparray_calls ([backend ": complex gparray"], sprintf ("[m, i] = %s along dim %d, the builtin's bits", op{1}, d), xs,
                   @(a) f (a, [], d), @(a) f (a, [], d), 2);
      else
        gf = str2func (["gpu_" op{1}]);
        check_gparray_calls ([backend ": complex gparray"], sprintf ("[w, iw] = %s along dim %d, the builtin's bits", op{1}, d), xs,
                   @(a) f (a, d), @(a) cum_extreme_reference (f, gf, a, d), 2);
      endif
    endfor
    gf = str2func (["gpu_" op{1}]);
    if (reduce)
      check_gparray_calls ([backend ": complex gparray"], [op{1} " includenan"], xs, @(a) gf (a, [], 1, "includenan"),
                 @(a) gf (a, [], 1, "includenan"), 2);
      check_gparray_calls ([backend ": complex gparray"], [op{1} " ComparisonMethod real"], xs, @(a) gf (a, [], 2, "ComparisonMethod", "real"),
                 @(a) gf (a, [], 2, "ComparisonMethod", "real"), 2);
      check_gparray_calls ([backend ": complex gparray"], [op{1} " all"], xs, @(a) gf (a, [], "all"), @(a) gf (a, [], "all"), 1);
    else
      check_gparray_calls ([backend ": complex gparray"], [op{1} " includenan"], xs, @(a) gf (a, 1, "includenan"), @(a) gf (a, 1, "includenan"), 2);
    endif
  endfor
  check_gparray_calls ([backend ": complex gparray"], "sum over VECDIM [1 2]", xs, @(a) gpu_sum (a, [1 2]), @(a) gpu_sum (a, [1 2]), 1);
  check_gparray_calls ([backend ": complex gparray"], "prod all", xs, @(a) gpu_prod (a, "all"), @(a) gpu_prod (a, "all"), 1);
  check_gparray_calls ([backend ": complex gparray"], "cumsum exclusive", xs, @(a) gpu_cumsum (a, 1, "exclusive"),
             @(a) gpu_cumsum (a, 1, "exclusive"), 1);
  check_gparray_calls ([backend ": complex gparray"], "sum native and extra", xs, @(a) gpu_sum (a, 2, "extra"), @(a) gpu_sum (a, 2, "extra"), 1);
endfunction

## f (A, B) of two complex gparrays (and of A and B's first row), with
## each set of options, against gf on the host arrays; why names the first
## that differs.
function [ok, why] = pair_matches (f, gf, a, b)
  ok = true; why = "";
  for c = {{}, {"ComparisonMethod", "real"}, {"includenan"}}
    g = f (gparray (a), gparray (b), c{1}{:});
    ok = isa (g, "gparray") && iscomplex (g) && same_bits (gather (g), gf (a, b, c{1}{:}));
    if (ok && ! isempty (b))  # b's first row against every row of a
      g = f (gparray (a), gparray (b(1,:,:)), c{1}{:});
      ok = isa (g, "gparray") && same_bits (gather (g), gf (a, b(1,:,:), c{1}{:}));
    endif
    if (! ok)
      why = sprintf ("(%s %s, options %s)", class (a), mat2str (size (a)), strjoin (c{1}, " "));
      return;
    endif
  endfor
endfunction

## max (A, B) and min (A, B) of two complex gparrays (and with MATLAB's
## options), broadcast too, against the same call on the host arrays.
function pairs (backend, xs)
  for op = {"max", "min"}
    ok = true; why = "";
    for k = 1:numel (xs)
      a = xs{k};
      b = xs{1 + mod (k + 3, numel (xs))};
      if (! strcmp (class (a), class (b)) || ! (isequal (size (a), size (b)) || isscalar (b)))
        b = complex (cast (randi ([-3 3], size (a)), class (a)), cast (randn (size (a)), class (a)));
      endif
      [ok, why] = pair_matches (str2func (op{1}), str2func (["gpu_" op{1}]), a, b);
      if (! ok)
        break;
      endif
    endfor
    tap_ok (ok, "%s: %s (A, B) of two complex gparrays is a complex gparray, the host call's bits %s", backend,
            op{1}, why);
  endfor
  ids = {error_id(@() max (gparray ([1i 2]), [1 2])), error_id(@() min (gparray ([1i 2]), gparray ([1 2]))), ...
         error_id(@() max (gparray ([1 2]), [1i 2])), error_id(@() min ([1i 2], gparray ([1i 2])))};
  tap_ok (all (strcmp (ids, "gpuprim:complex")),
          "%s: a complex gparray paired with a host array or a real gparray gives gpuprim:complex (%s)", backend,
          strjoin (ids, " "));
endfunction

function reshapes_and_conversions (backend, xs)
  check_gparray_calls ([backend ": complex gparray"], "reshape to a column", xs, @(a) reshape (a, numel (a), 1), @(a) reshape (a, numel (a), 1), 1);
  check_gparray_calls ([backend ": complex gparray"], "double", xs, @(a) double (single (a)), @(a) double (single (a)), 1);
  check_gparray_calls ([backend ": complex gparray"], "single", xs, @(a) single (a), @(a) single (a), 1);
  g = gparray (single (1+2i));
  tap_ok (iscomplex (double (g)) && strcmp (class (double (g)), "double") && iscomplex (cumsum (double (g))),
          "%s: double of a complex single gparray is a complex double gparray", backend);
endfunction

## logical (g): the builtin's logical of the same array (true where either
## part is nonzero, -0 parts false), on arrays with their NaN parts made
## zeros (half of their elements zero, to have false ones); a NaN part of
## either sign gives gpuprim:nanToLogical and leaves no gparray behind.
function to_logical (backend, xs)
  no_nan = cell (size (xs));
  for k = 1:numel (xs)
    re = real (xs{k});
    im = imag (xs{k});
    re(isnan (re)) = 0;
    im(isnan (im)) = -0;
    zero = rand (size (re)) < 0.5;
    re(zero) = 0;
    im(zero) = -0;
    no_nan{k} = complex (re, im);
  endfor
  check_gparray_calls ([backend ": complex gparray"], "logical, the builtin's logical", no_nan, @logical, @logical, 1);
  info = gpuprim_info ();
  ids = {error_id(@() logical (gparray ([1i complex(0, NaN)]))), ...
         error_id(@() logical (gparray (single ([complex(-NaN, 1) 2])))), ...
         error_id(@() int8 (gparray ([1i 2])))};
  after = gpuprim_info ();
  tap_ok (strcmp (ids, {"gpuprim:nanToLogical", "gpuprim:nanToLogical", "gpuprim:complex"})
          && after.gparrays == info.gparrays,
          "%s: logical of a complex gparray with a NaN part is gpuprim:nanToLogical, int8 of one gpuprim:complex (%s), %d -> %d gparrays",
          backend, strjoin (ids, " "), info.gparrays, after.gparrays);
endfunction

## sort (g) and gpu_sort (g, ...): the builtin's sort of the same array,
## values and index bit for bit, along dims 1-3 both ways (a 2-D array's
## [s, i] along dim 3 is an error, as the builtin's); MATLAB's
## options, which the builtin lacks, against gpu_sort of the host array
## (t_gpu_sort.m checks that against values written out).
function sorts (backend, xs)
  label = [backend ": complex gparray"];
  check_gparray_calls (label, "sort (g), the builtin's [s, i]", xs, @sort, @sort, 2);
  for d = 1:3  # [s, i] along a dim past ndims (x) is an error (the builtin's too)
    has_d = xs(cellfun (@ndims, xs) >= d);
    for mode = {"ascend", "descend"}
      f = @(a) sort (a, d, mode{1});
      check_gparray_calls (label, sprintf ("sort (g, %d, \"%s\"), the builtin's [s, i]", d, mode{1}), has_d, f, f, 2);
    endfor
  endfor
  for opts = {{"MissingPlacement", "first"}, {"MissingPlacement", "last", "descend"}, ...
              {"ComparisonMethod", "real"}, {"ComparisonMethod", "real", "descend", "MissingPlacement", "first"}}
    f = @(a) gpu_sort (a, opts{1}{:});
    check_gparray_calls (label, sprintf ("gpu_sort (g, %s), gpu_sort's [s, i] of the host array",
                                         strjoin (opts{1}, ", ")), xs, f, f, 2);
  endfor
endfunction

## find (g) and g(mask): the builtin's find and indexing of the same array,
## bit for bit, on arrays with half of their elements made zero (parts of
## both signs; the NaN and infinite parts kept, which are nonzero), with
## the limit and "last", and masks as host arrays and as gparrays.
function finds_and_masks (backend, xs)
  label = [backend ": complex gparray"];
  zs = cell (size (xs));
  for k = 1:numel (xs)
    re = real (xs{k});
    im = imag (xs{k});
    zero = rand (size (re)) < 0.5;
    re(zero) = -0;
    im(zero) = 0;
    zs{k} = complex (re, im);
  endfor
  check_gparray_calls (label, "find (g), the builtin's", zs, @find, @find, 1);
  check_gparray_calls (label, "[i, j, v] = find (g), the builtin's", zs, @find, @find, 3);
  check_gparray_calls (label, "gpu_find (g, 3, \"last\"), the builtin's", zs, @(a) gpu_find (a, 3, "last"),
                       @(a) find (a, 3, "last"), 1);
  check_gparray_calls (label, "[i, j, v] = gpu_find (g, 2), the builtin's", zs, @(a) gpu_find (a, 2),
                       @(a) find (a, 2), 3);
  every_third = @(a) reshape (mod (1:numel (a), 3) != 0, size (a));
  check_gparray_calls (label, "g(mask), the builtin's", zs, @(a) a(every_third (a)), @(a) a(every_third (a)), 1);
  check_gparray_calls (label, "g(gparray mask), the builtin's", zs, @(a) a(gparray (every_third (a))),
                       @(a) a(every_third (a)), 1);
  check_gparray_calls (label, "gpu_compact (g, column mask), the builtin's", zs,
                       @(a) gpu_compact (a, every_third (a)(:)), @(a) a(every_third (a)(:)), 1);
  x = complex ([0 -0 0 NaN 0], [-0 0 1 0 -Inf]);  # zero only where both parts are
  tap_ok (isequal (gather (find (gparray (x))), [3 4 5]) && isequal (gather (find (gparray (single (x)))), [3 4 5]),
          "%s: find of a complex gparray: nonzero where either part is, NaN and -Inf too", backend);
endfunction

function refused (backend)
  x = [1+2i, -3i, NaN, 4];
  g = gparray (x);
  calls = {@() max (g, 1), @() gpu_sat (g), ...
           @() int8 (g), @() gpu_cumsum (g, "omitnan", "reverse"), ...
           @() gpu_sum (g, "omitnan", "extra"), @() __gpuprim_mex__ ("sort", g, 2, struct ())};
  info = gpuprim_info ();
  ids = cellfun (@(c) error_id (c), calls, "UniformOutput", false);
  after = gpuprim_info ();
  bad = find (! strcmp (ids, "gpuprim:complex"));
  tap_ok (isempty (bad) && after.gparrays == info.gparrays && same_bits (gather (g), x),
          "%s: %d forms that take no complex gparray give gpuprim:complex (%s) and leave %d -> %d gparrays",
          backend, numel (calls), strjoin (ids(bad), " "), info.gparrays, after.gparrays);
endfunction

function all_cases (backend)
  xs = [complex_shapes("double"), complex_shapes("single")];
  round_trips (backend, xs);
  scans_and_reductions (backend, xs);
  pairs (backend, xs);
  reshapes_and_conversions (backend, xs);
  to_logical (backend, xs);
  sorts (backend, xs);
  finds_and_masks (backend, xs);
  refused (backend);
endfunction

tap_plan ();
run_on_backends (@all_cases);
tap_done ();
