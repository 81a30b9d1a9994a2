## t_gpu_topk.m - gpu_maxk and gpu_mink on every backend against their
## definition by Octave's own sort (Octave has no maxk): the leading k of
## sort (x, dim, "descend") and of sort (x, dim), values bit for bit (NaN
## signs, -0) and positions; every class, every dim, k from 0 past the
## line, sizes around the sort's tiles, ties and integer limits; "abs",
## complex, char, sparse, gparrays, and bad calls.  gpu_nth_element
## against nth_element: values (the builtin's ties of -0 and 0 or of NaN
## signs come in no set order), scalars, rising and falling ranges.

1;

## (GPUPRIM_LIGHT=1, for sanitizer runs: fewer sizes)
function xs = topk_arrays (cls)
  sizes = {[0 0], [1 1], [1 5], [5 1], [0 3], [3 0], [2 3], [3 4 2], [2 3 2 2], [33 40 3], [16 300], ...
           [129 2], [1 4095], [4097 1], [3 2049], [1 70001]};
  if (strcmp (getenv ("GPUPRIM_LIGHT"), "1"))
    sizes = {[0 3], [1 5], [2 3 2 2], [33 40 3], [4097 1]};
  endif
  xs = sort_test_arrays (cls, sizes);
endfunction

## the definition: the leading k along dim of the stable sort
function [b, i] = topk_ref (x, k, dim, largest)
  if (dim > ndims (x))  # lines of one element (Octave 7's sort refuses two outputs there)
    s = x; j = ones (size (x));
  elseif (largest)
    [s, j] = sort (x, dim, "descend");
  else
    [s, j] = sort (x, dim);
  endif
  idx = repmat ({':'}, 1, max (ndims (x), dim));
  idx{dim} = 1:min (k, size (x, dim));
  b = s(idx{:});
  i = j(idx{:});
endfunction

## args: {k} or {k, dim}
function [ok, why] = topk_as_sort (fn, largest, x, args, alg)
  k = args{1};
  if (numel (args) > 1)
    dim = args{2};
  else
    dim = find ([size(x) 2] != 1, 1);  # the first non-singleton dim, as sort's; 1 for a scalar
    if (dim > ndims (x))
      dim = 1;
    endif
  endif
  [eb, ei] = topk_ref (x, k, dim, largest);
  [ok, why] = same_two_outputs (@() fn (x, args{:}, "algorithm", alg), eb, ei);
endfunction

function topk_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "logical"};
  argsets = {{0}, {1}, {3}, {64}, {5000}, {Inf}, {2, 1}, {2, 2}, {3, 3}, {1, 5}};
  for alg = {"auto", "select", "sort", "onesweep", "split"}
    if (any (strcmp (alg{1}, {"auto", "select"})))  # "select": vectors by radix select, the rest sorted
      cls = classes;
      args = argsets;
    else
      ## the other sorts on a few classes, along the default dim: they sort
      ## lines one after another, and the cut is the same
      cls = {"double", "int32"};
      args = {{1}, {3}, {64}, {Inf}};
    endif
    for c = cls
      xs = topk_arrays (c{1});
      check_scan_group (backend, ["gpu_maxk " alg{1} " " c{1}], xs, args, ...
                        @(x, args) topk_as_sort (@gpu_maxk, true, x, args, alg{1}));
      check_scan_group (backend, ["gpu_mink " alg{1} " " c{1}], xs, args, ...
                        @(x, args) topk_as_sort (@gpu_mink, false, x, args, alg{1}));
    endfor
  endfor
endfunction

## the builtin's sort of complex z, or gpu_sort's where Octave 7's sort lacks
## the ComparisonMethod ("real"; t_gpu_forms checks it against the builtin's rules)
function [s, i] = sort_by (z, dim, mode, method)
  if (strcmp (method, "real"))
    [s, i] = gpu_sort (z, dim, mode, "ComparisonMethod", "real");
  else
    [s, i] = sort (z, dim, mode);
  endif
endfunction

function other_forms_for_backend (backend)
  x = [3 -5 NaN 5 -0 0 -3 1];
  [b1, i1] = gpu_maxk (x, 4, "ComparisonMethod", "abs");
  [s, j] = gpu_sort (x, "descend", "ComparisonMethod", "abs");  # Octave 7's sort has no "abs": t_gpu_forms checks this one
  [b2, i2] = gpu_mink (x, 4, "comparisonmethod", "ABS");
  [t, l] = gpu_sort (x, "ComparisonMethod", "abs");
  tap_ok (isequaln (b1, s(1:4)) && isequal (i1, j(1:4)) && same_bits (b2, t(1:4)) && isequal (i2, l(1:4))
          && isequal (i1, [3 2 4 7]) && isequal (i2, [6 5 8 1]),
          "%s: gpu_maxk and gpu_mink by \"abs\": the leading 4 of gpu_sort's order by abs", backend);
  v = randi (9, 1, 5001) - 5;
  v(1:13:end) = NaN;
  v(2:17:end) = -0;
  ok = true;
  for k = [1 4 100 2500 5001]
    [b1, i1] = gpu_maxk (v, k, "ComparisonMethod", "abs", "algorithm", "select");
    [b2, i2] = gpu_maxk (v, k, "ComparisonMethod", "abs", "algorithm", "sort");
    [c1, j1] = gpu_mink (int16 (v), k, "ComparisonMethod", "abs", "algorithm", "select");
    [c2, j2] = gpu_mink (int16 (v), k, "ComparisonMethod", "abs", "algorithm", "sort");
    ok = ok && same_bits (b1, b2) && isequal (i1, i2) && isequal (c1, c2) && isequal (j1, j2);
  endfor
  tap_ok (ok, "%s: gpu_maxk and gpu_mink by \"abs\" of ties, NaN and -0: \"select\" as \"sort\"", backend);
  z = complex (randi (5, 30, 4) - 3, randi (5, 30, 4) - 3);
  z(3, 2) = NaN;
  ok = true; why = "";
  for m = {"auto", "real", "abs"}
    for d = 1:2
      [b, i] = gpu_maxk (z, 3, d, "ComparisonMethod", m{1});
      [eb, ei] = sort_by (z, d, "descend", m{1});
      [c, j] = gpu_mink (z, 3, d, "ComparisonMethod", m{1});
      [ec, ej] = sort_by (z, d, "ascend", m{1});
      cut = {1:3, ':'};
      if (d == 2)
        cut = fliplr (cut);
      endif
      ## complex where the sort's cut is: Octave narrows an all-real result (in 7.3 to 11.3 alike)
      same = [isequaln(b, eb(cut{:})), isequal(i, ei(cut{:})), isequaln(c, ec(cut{:})), isequal(j, ej(cut{:})), ...
              iscomplex(b) == iscomplex(eb(cut{:})), iscomplex(c) == iscomplex(ec(cut{:}))];
      if (ok && ! all (same))
        why = sprintf (" (%s, dim %d: %s of maxk values, positions, mink values, positions, complexity; z %s)",
                       m{1}, d, mat2str (same), mat2str (z));
      endif
      ok = ok && all (same);
    endfor
  endfor
  tap_ok (ok, "%s: gpu_maxk and gpu_mink of complex A, every ComparisonMethod, both dims: sort's order%s", backend,
          why);
  str = ["hello"; "world"];
  [b, i] = gpu_maxk (str, 2, 2);
  [s, j] = sort (str, 2, "descend");
  sp = sparse ([0 3 0; -1 0 2; 0 0 5]);
  [c, l] = gpu_mink (sp, 2);
  [t, m] = sort (sp);
  tap_ok (ischar (b) && isequal (b, s(:, 1:2)) && isequal (i, j(:, 1:2)) && issparse (c) ...
          && isequal (c, t(1:2, :)) && isequal (l, m(1:2, :)),
          "%s: gpu_maxk of char gives char, gpu_mink of sparse gives sparse, as sort's", backend);
  A = randn (300, 7);
  A(rand (size (A)) < 0.05) = NaN;
  [ok1, why1] = same_on_gparray (@(g) gpu_maxk (g, 5), @(x) topk_ref (x, 5, 1, true), A, 2);
  [ok2, why2] = same_on_gparray (@(g) mink (g, 4, 2), @(x) topk_ref (x, 4, 2, false), single (A), 2);
  [ok3, why3] = same_on_gparray (@(g) maxk (g, 2, 1), @(x) topk_ref (x, 2, 1, true), z, 2);
  tap_ok (ok1 && ok2 && ok3, "%s: gpu_maxk, mink and maxk of gparrays (real and complex): gparrays, the bits %s",
          backend, [why1 why2 why3]);
  [b, i] = gpu_maxk (ones (3, 4), 0);
  [c, j] = gpu_mink (ones (3, 4), 2, 3);
  [e, l] = gpu_maxk (zeros (0, 3), 2);
  tap_ok (isequal (size (b), [0 4]) && isequal (size (i), [0 4]) && isequal (c, ones (3, 4)) && isequal (j, ones (3, 4))
          && isequal (size (e), [0 3]) && isequal (size (l), [0 3]),
          "%s: k = 0, a dim past ndims and an empty A: the sizes of sort's cut", backend);
endfunction

## n: a scalar or a range along dim (none: the default dim); x's lines must be long enough
function [ok, why] = nth_as_builtin (x, args)
  dim = merge (numel (args) > 1, args{end}, find ([size(x) 2] != 1, 1));
  len = size (x, min (dim, max (ndims (x), dim)));
  n = args{1};
  if (isempty (x) || max (n) > len)
    ok = true; why = "";  # nothing to pick: the errors' test covers it
    return;
  endif
  want = nth_element (x, args{:});
  got = gpu_nth_element (x, args{:});
  ok = isequaln (got, want) && strcmp (class (got), class (want)) && isequal (size (got), size (want));
  why = merge (ok, "", sprintf ("got %s, want %s", mat2str (double (got(1:min (4, end)))), ...
                                mat2str (double (want(1:min (4, end))))));
endfunction

function nth_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"};
  argsets = {{1}, {2}, {3:5}, {5:-1:3}, {1, 1}, {2, 2}, {1:3, 2}, {3:-1:1, 1}, {1, 3}};
  for c = classes
    check_scan_group (backend, ["gpu_nth_element " c{1}], topk_arrays (c{1}), argsets, @nth_as_builtin);
  endfor
  ## by radix select: vectors long enough that the rank is deep in them
  xs = {randn(1, 70001), [NaN -NaN -0 0 3 3 -Inf Inf 1 1 -0], single(randn(5000, 1)), int8(randi([-128 127], 1, 3001))};
  xs{1}(1:7:end) = NaN;
  xs{1}(2:11:end) = -0;
  [ok, why] = deal (true, "");
  for k = 1:numel (xs)
    len = numel (xs{k});
    for n = unique ([1 2 ceil(len / 2) len - 1 len])
      want = nth_element (xs{k}, n);
      got = gpu_nth_element (xs{k}, n, "algorithm", "select");
      if (ok && ! (isequaln (got, want) && strcmp (class (got), class (want))))
        [ok, why] = deal (false, sprintf (" (vector %d, n %d: got %g, want %g)", k, n, double (got), double (want)));
      endif
    endfor
  endfor
  tap_ok (ok, "%s: gpu_nth_element by select of vectors with NaN, -0, ties: the builtin's values%s", backend, why);
  A = randn (200, 9);
  A(rand (size (A)) < 0.1) = NaN;
  [ok, why] = same_on_gparray (@(g) nth_element (g, 100:-1:90), @(x) nth_element (x, 100:-1:90), A, 1);
  tap_ok (ok, "%s: nth_element of a gparray: a gparray, the builtin's values %s", backend, why);
  got = raised_ids ({{@gpu_nth_element, [1 2 3], 4}, {@gpu_nth_element, [1 2 3], 0}, ...
                     {@gpu_nth_element, [1 2 3], [1 3]}, {@gpu_nth_element, [1 2 3], 1.5}, ...
                     {@gpu_nth_element, [1 2 3], []}, {@gpu_nth_element, [1 2 3]}, {@gpu_nth_element, "abc", 1}, ...
                     {@gpu_nth_element, ones(2, 3), 3, 1}});
  want = {"gpuprim:invalidIndex", "gpuprim:invalidIndex", "gpuprim:invalidIndex", "gpuprim:invalidIndex", ...
          "gpuprim:invalidIndex", "gpuprim:invalidCall", "gpuprim:invalidType", "gpuprim:invalidIndex"};
  bad = find (! strcmp (got, want), 1);
  tap_ok (isempty (bad), "%s: bad gpu_nth_element calls raise their gpuprim: errors%s", backend,
          merge (isempty (bad), "", sprintf (" (call %d raised '%s')", bad, got{min ([bad 1])})));
endfunction

function three_outputs ()
  [a, b, c] = gpu_maxk ([1 2], 1);
endfunction

function errors_for_backend (backend)
  want = {"gpuprim:invalidK", "gpuprim:invalidK", "gpuprim:invalidK", "gpuprim:invalidK", "gpuprim:invalidK", ...
          "gpuprim:invalidCall", "gpuprim:invalidCall", "gpuprim:invalidDim", "gpuprim:unknownAlgorithm", ...
          "gpuprim:invalidType", "gpuprim:unknownOption", "gpuprim:invalidCall"};
  got = raised_ids ({{@gpu_maxk, [1 2], -1}, {@gpu_mink, [1 2], 1.5}, {@gpu_maxk, [1 2], NaN}, ...
                     {@gpu_maxk, [1 2], [1 2]}, {@gpu_mink, [1 2], 1i}, {@gpu_maxk, [1 2]}, ...
                     {@gpu_mink, [1 2], 1, 2, 3}, {@gpu_maxk, [1 2], 1, 0}, ...
                     {@gpu_maxk, [1 2], 1, "algorithm", "bogo"}, {@gpu_mink, {1, 2}, 1}, ...
                     {@gpu_maxk, [1 2], 1, "ComparisonMethod", "size"}, {@three_outputs}});
  bad = find (! strcmp (got, want), 1);
  tap_ok (isempty (bad), "%s: bad gpu_maxk and gpu_mink calls raise their gpuprim: errors%s", backend,
          merge (isempty (bad), "", sprintf (" (call %d raised '%s')", bad, got{min ([bad 1])})));
endfunction

tap_plan ();
run_on_backends (@topk_for_backend);
run_on_backends (@other_forms_for_backend);
run_on_backends (@errors_for_backend);
run_on_backends (@nth_for_backend);
tap_done ();
