## t_gpu_unique.m - gpu_unique on every backend against the builtin
## unique: y bit for bit (NaN signs, which of -0 and 0 is kept), i and j,
## their sizes and classes; every class, every option and pair of them,
## sizes around the sort's tiles, ties, NaN runs and integer limits; rows,
## char, logical, sparse, complex and cell x, gparrays, and bad calls.
## Octave 7's unique leaves j empty with "stable": the reference then
## builds it from the sorted call's j.

1;

## (GPUPRIM_LIGHT=1, for sanitizer runs: fewer sizes)
function xs = unique_arrays (cls)
  sizes = {[0 0], [1 1], [1 5], [5 1], [0 3], [3 0], [2 3], [3 4 2], [40 3], [33 40 3], [1 4095], [4097 1], ...
           [2049 2], [1 70001]};
  if (strcmp (getenv ("GPUPRIM_LIGHT"), "1"))
    sizes = {[0 3], [1 5], [3 4 2], [40 3], [4097 1]};
  endif
  xs = sort_test_arrays (cls, sizes);
endfunction

## the builtin's three outputs; j of "stable" built where Octave 7 has none
function [y, i, j] = unique_ref (x, args)
  stable = any (strcmp (args, "stable"));
  old = warning ("off", "all");
  [y, i, j] = unique (x, args{:});
  warning (old);
  n = merge (any (strcmp (args, "rows")), rows (x), numel (x));
  if (stable && isempty (j) && n > 0)
    [~, is, js] = unique (x, args{! strcmp (args, "stable")});
    [~, order] = sort (is);
    place(order) = 1:numel (order);
    j = place(js)(:);
  endif
endfunction

function [ok, why] = same_outputs (got, want)
  ok = true; why = "";
  for k = 1:numel (want)
    if (k == 1)
      [ok, why] = same_bits (got{1}, want{1});
    else
      [ok, why] = same_class_and_size (got{k}, want{k});
      if (ok && ! isequal (got{k}, want{k}))
        ok = false; why = "values differ";
      endif
    endif
    if (! ok)
      why = sprintf ("output %d: %s", k, why);
      return;
    endif
  endfor
endfunction

## every output count: y alone, [y, i], [y, i, j], each its own path
function [ok, why] = unique_as_builtin (x, args, alg)
  ok = true; why = "";
  if (any (strcmp (args, "rows")) && ndims (x) > 2)
    return;  # the builtin refuses it; the errors' test covers ours
  endif
  want = cell (1, 3);
  [want{:}] = unique_ref (x, args);
  for n = 1:3
    got = cell (1, n);
    [got{:}] = gpu_unique (x, args{:}, "algorithm", alg);
    [ok, why] = same_outputs (got, want(1:n));
    if (! ok)
      why = sprintf ("%d outputs: %s", n, why);
      return;
    endif
  endfor
endfunction

function unique_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "logical"};
  argsets = {{}, {"first"}, {"last"}, {"sorted"}, {"stable"}, {"legacy"}, {"rows"}, {"rows", "last"}, ...
             {"rows", "stable"}, {"legacy", "rows"}, {"last", "legacy"}};
  for alg = {"auto", "onesweep", "split"}
    cls = classes;
    args = argsets;
    if (! strcmp (alg{1}, "auto"))  # the other sorts on a few classes and options
      cls = {"double", "int32"};
      args = {{}, {"stable"}, {"rows"}};
    endif
    for c = cls
      check_scan_group (backend, ["gpu_unique " alg{1} " " c{1}], unique_arrays (c{1}), args, ...
                        @(x, a) unique_as_builtin (x, a, alg{1}));
    endfor
  endfor
endfunction

function other_forms_for_backend (backend)
  str = ["hello"; "world"];
  [y, i, j] = gpu_unique (str);
  [y0, i0, j0] = unique (str);
  [r, ri] = gpu_unique (str, "rows");
  [r0, ri0] = unique (str, "rows");
  tap_ok (ischar (y) && isequal (y, y0) && isequal (i, i0) && isequal (j, j0) && ischar (r) && isequal (r, r0)
          && isequal (ri, ri0), "%s: gpu_unique of char gives char, as unique's (elements and rows)", backend);
  sp = sparse ([0 3 0; -1 0 2; 0 0 3]);
  z = complex ([1 2 1 NaN], [0 1 0 NaN]);
  c = {"b", "a", "b"};
  [s, si, sj] = gpu_unique (sp);
  [s0, si0, sj0] = unique (sp);
  tap_ok (isequal (gpu_unique (sp), unique (sp)) && isequal ({s, si, sj}, {s0, si0, sj0})
          && isequaln (gpu_unique (z), unique (z)) && isequal (gpu_unique (c), unique (c)),
          "%s: sparse, complex and cell x: the builtin's unique", backend);
  A = randi (4, 3000, 1) - 2;
  A(rand (size (A)) < 0.05) = NaN;
  B = int16 (randi (3, 500, 3));
  [ok1, why1] = same_on_gparray (@(g) gpu_unique (g), @(x) unique (x), A, 3);
  [ok2, why2] = same_on_gparray (@(g) unique (g, "rows"), @(x) unique (x, "rows"), B, 3);
  [ok3, why3] = same_on_gparray (@(g) unique (g, "stable"), @(x) unique_ref (x, {"stable"}), single (A), 3);
  tap_ok (ok1 && ok2 && ok3, "%s: gpu_unique and unique of gparrays (plain, rows, stable): gparrays, the bits %s",
          backend, [why1 why2 why3]);
endfunction

function three_outputs_of_four ()
  [a, b, c, d] = gpu_unique ([1 2]);
endfunction

function errors_for_backend (backend)
  want = {"gpuprim:invalidOption", "gpuprim:invalidOption", "gpuprim:invalidOption", "gpuprim:invalidOption", ...
          "gpuprim:invalidOption", "gpuprim:invalidOption", "gpuprim:invalidDims", "gpuprim:unknownAlgorithm", ...
          "gpuprim:invalidCall", "gpuprim:invalidCall", "gpuprim:invalidType"};
  got = raised_ids ({{@gpu_unique, [1 2], "first", "last"}, {@gpu_unique, [1 2], "sorted", "stable"}, ...
                     {@gpu_unique, [1 2], "first", "stable"}, {@gpu_unique, [1 2], "legacy", "sorted"}, ...
                     {@gpu_unique, [1 2], "bogus"}, {@gpu_unique, [1 2], 3}, {@gpu_unique, ones(2, 2, 2), "rows"}, ...
                     {@gpu_unique, [1 2], "algorithm", "bogo"}, {@gpu_unique}, {@three_outputs_of_four}, ...
                     {@gpu_unique, struct("a", 1)}});
  bad = find (! strcmp (got, want), 1);
  tap_ok (isempty (bad), "%s: bad gpu_unique calls raise their gpuprim: errors%s", backend,
          merge (isempty (bad), "", sprintf (" (call %d raised '%s')", bad, got{min ([bad 1])})));
endfunction

tap_plan ();
run_on_backends (@unique_for_backend);
run_on_backends (@other_forms_for_backend);
run_on_backends (@errors_for_backend);
tap_done ();
