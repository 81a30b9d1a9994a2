## t_gpu_lookup.m - gpu_lookup and gpu_histc on every backend against
## lookup and histc: every class and pair of classes, ascending and
## descending tables with ties, values below, between, on and above the
## table, NaN, -0, the integer limits, each option; histc along every dim
## with few and many edges, unsorted and empty edges; gparrays; bad calls.

1;

## (GPUPRIM_LIGHT=1, for sanitizer runs: fewer sizes)
function ys = lookup_values (cls)
  sizes = {[1 1], [1 7], [9 1], [3 4 2], [70 33], [1 5000]};
  if (strcmp (getenv ("GPUPRIM_LIGHT"), "1"))
    sizes = {[1 7], [3 4 2]};
  endif
  ys = {};
  for k = 1:numel (sizes)
    ys{end+1} = with_specials (random_of_class (cls, sizes{k}));
    ys{end+1} = with_ties_and_nan (cls, sizes{k});
  endfor
endfunction

function ts = lookup_tables (cls)
  ts = {cast([], cls), cast(1, cls), cast([-1 0 0 2 5], cls), cast([5 2 0 0 -1], cls), ...
        sort(random_of_class(cls, [1 300])), cast([0 1 2 3], cls)'};
  if (isinteger (cast (0, cls)))
    ts{end+1} = [intmin(cls) cast(0, cls) intmax(cls)];
  endif
endfunction

function [ok, why] = lookup_as_builtin (y, args, cls)
  ok = true; why = "";
  for t = lookup_tables (cls)
    old = warning ("off", "all");
    want = lookup (t{1}, y, args{:});
    got = gpu_lookup (t{1}, y, args{:});
    warning (old);
    [ok, why] = same_class_and_size (got, want);
    if (ok && ! isequal (got, want))
      ok = false; why = sprintf ("table %s: values differ", mat2str (double (t{1})));
    endif
    if (! ok)
      return;
    endif
  endfor
endfunction

function lookup_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"};
  argsets = {{}, {"m"}, {"b"}, {"l"}, {"r"}, {"lr"}};
  for c = classes
    check_scan_group (backend, ["gpu_lookup " c{1}], lookup_values (c{1}), argsets, ...
                      @(y, a) lookup_as_builtin (y, a, c{1}));
  endfor
  pairs = {{int8([1 5 9]), [0 4.5 9 10]}, {single([0.1 0.2 0.3]), [0.1 0.2 0.25]}, ...
           {[1 2 3], int16([0 2 7])}, {uint8([1 2 3]), int8([2 3])}};
  ok = true;
  for p = pairs
    ok = ok && isequal (gpu_lookup (p{1}{:}), lookup (p{1}{:}));
  endfor
  tap_ok (ok, "%s: gpu_lookup of mixed classes: the builtin's common class", backend);
endfunction

function [ok, why] = histc_as_builtin (x, args)
  ok = true; why = "";
  for e = {[0 1 2], [-2 0 0 1 3 3.5], linspace(-3, 3, 41), [5 1 3], [-Inf 0 Inf], 2}
    edges = e{1};
    if (isinteger (x))
      edges = round (edges);
    endif
    old = warning ("off", "all");
    try
      [n0, i0] = histc_nd (x, edges, args{:});
    catch
      warning (old);
      continue;  # the builtin's own error (its loop of up to three edges on N-d x): no answer to match
    end_try_catch
    [n, i] = gpu_histc (x, edges, args{:});
    n1 = gpu_histc (x, edges, args{:});
    warning (old);
    ok = isequal (size (n), size (n0)) && isequal (n, n0) && isequal (i, i0) && isequal (n1, n0) ...
         && strcmp (class (n), "double") && strcmp (class (i), "double");
    if (! ok)
      why = sprintf ("edges %s", mat2str (edges));
      return;
    endif
  endfor
endfunction

## histc of an N-d X along DIM < ndims (X) - 1 with up to three edges
## builds a square cell of trailing indices (cell (n), not cell (1, n)) in
## Octave 7 to 11: it raises an error or leaves bins unfilled, depending on
## the data.  Its answer is histc of the 2-d matrix with DIM first, put back.
function [n0, i0] = histc_nd (x, edges, dim)
  if (nargin < 3)
    [n0, i0] = histc (x, edges);
    return;
  elseif (ndims (x) <= 2)
    [n0, i0] = histc (x, edges, dim);
    return;
  endif
  order = [dim, setdiff(1:ndims (x), dim)];
  y = permute (x, order);
  sy = size (y);
  [n0, i0] = histc (reshape (y, sy(1), []), edges, 1);
  n0 = ipermute (reshape (n0, [rows(n0), sy(2:end)]), order);
  i0 = ipermute (reshape (i0, sy), order);
endfunction

function histc_for_backend (backend)
  classes = {"double", "single", "int8", "uint16", "int32", "int64"};
  for c = classes
    xs = lookup_values (c{1});
    args = {{}, {1}, {2}};
    check_scan_group (backend, ["gpu_histc " c{1}], xs(cellfun (@(x) ndims (x) == 2, xs)), args, @histc_as_builtin);
  endfor
  x = randn (6, 5, 4);
  check_scan_group (backend, "gpu_histc 3-d", {x}, {{1}, {2}, {3}}, @histc_as_builtin);
  old = warning ("off", "all");
  [n, i] = gpu_histc ([1 2 3], []);
  warning (old);
  tap_ok (isempty (n) && isempty (i), "%s: gpu_histc with empty edges: empty results", backend);
  ## 8192 edges: the most that a vector's bins count in shared memory on the
  ## GPU; 8193: one more (lookup.cu); a column, a row, single and int32
  x = [randn(5000, 1) * 2; NaN; -NaN; Inf; -Inf; -0; 3];
  ok = true;
  for m = [8192 8193]
    edges = linspace (-3, 3, m);
    for v = {x, x', single(x), int32(1000 * x(1:5000))}
      e = cast (edges * merge (isinteger (v{1}), 1000, 1), class (v{1}));
      [n0, i0] = histc (v{1}, e);
      [n, i] = gpu_histc (v{1}, e);
      ok = ok && isequal (n, n0) && isequal (i, i0) && isequal (size (n), size (n0));
    endfor
  endfor
  tap_ok (ok, "%s: gpu_histc of vectors into 8192 and 8193 bins (NaN, +-Inf, -0): as histc", backend);
  A = randn (500, 3);
  [ok1, why1] = same_on_gparray (@(g) gpu_histc (g, -2:0.5:2), @(x) histc (x, -2:0.5:2), A, 2);
  [ok2, why2] = same_on_gparray (@(g) gpu_lookup (g, [-1 0 1]), @(x) lookup (x, [-1 0 1]), sort (A(:, 1)), 1);
  [ok3, why3] = same_on_gparray (@(g) histc (g, -2:0.5:2), @(x) histc (x, -2:0.5:2), A, 2);
  [ok4, why4] = same_on_gparray (@(g) lookup (g, [-1 0 1]), @(x) lookup (x, [-1 0 1]), sort (A(:, 1)), 1);
  tap_ok (ok1 && ok2 && ok3 && ok4, "%s: gpu_histc, gpu_lookup, histc and lookup of gparrays: gparrays, the bits %s",
          backend, [why1 why2 why3 why4]);
  want = {"gpuprim:invalidOption", "gpuprim:invalidOption", "gpuprim:invalidOption", "gpuprim:invalidCall", ...
          "gpuprim:complex", "gpuprim:invalidDim", "gpuprim:invalidCall"};
  got = raised_ids ({{@gpu_lookup, [1 2], 1, "q"}, {@gpu_lookup, [1 2], 1, "mb"}, {@gpu_lookup, [1 2], 1, "rm"}, ...
                     {@gpu_lookup, [1 2]}, {@gpu_histc, [1i 2], [0 1]}, {@gpu_histc, [1 2], [0 1], 0}, ...
                     {@gpu_histc, [1 2]}});
  bad = find (! strcmp (got, want), 1);
  tap_ok (isempty (bad), "%s: bad gpu_lookup and gpu_histc calls raise their gpuprim: errors%s", backend,
          merge (isempty (bad), "", sprintf (" (call %d raised '%s')", bad, got{min ([bad 1])})));
endfunction

tap_plan ();
run_on_backends (@lookup_for_backend);
run_on_backends (@histc_for_backend);
tap_done ();
