## t_gpu_compact.m - gpu_compact, gpu_find, gpu_sat and gpu_boxfilter
## against x(mask), find, cumsum (cumsum (x, 1), 2) and conv2, on every
## backend and with every compaction algorithm.
##
## Compaction moves elements without arithmetic, so its results must match
## bit for bit (NaN payloads and signs, -0 included).  Tables of integers
## and logicals are exact; floating-point tables are within the reordering
## bound (m + n) * eps * the table of |x| (the builtin's tables of integers
## and logicals are doubles: exact here, as the values stay below 2^53).  Box means are within conv2's
## own rounding plus the table's: eps * (h*w*max|x| + 16 * max|table| / (h*w)).

1;

function xs = compact_arrays (cls)
  sizes = {[0 0], [1 1], [1 5], [5 1], [2 3], [3 4 2], [1 1 4], [0 3], [1 0], ...
           [1 2047], [2049 1], [1 4095], [4096 1], [4097 1], [3 12289], [100003 1]};
  xs = cellfun (@(sz) with_specials (random_of_class (cls, sz)), sizes, "UniformOutput", false);
endfunction

## the k-th of five kinds of mask for x: half, none, all, 1%, 99% kept
function mask = mask_for (x, k)
  sz = size (x);
  switch (k)
    case 1, mask = rand (sz) < 0.5;
    case 2, mask = false (sz);
    case 3, mask = true (sz);
    case 4, mask = rand (sz) < 0.01;
    case 5, mask = rand (sz) > 0.99;
  endswitch
endfunction

function [ok, why] = compact_as_builtin (x, k, alg)
  m = mask_for (x, k);
  [ok, why] = same_bits (gpu_compact (x, m, "algorithm", alg), x(m));
endfunction

function compact_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", ...
             "uint64", "logical"};
  for alg = {"auto", "scan-scatter"}
    for c = classes
      check_scan_group (backend, ["gpu_compact " alg{1} " " c{1} " (masks 1-5)"], compact_arrays (c{1}), ...
                        {{1}, {2}, {3}, {4}, {5}}, @(x, args) compact_as_builtin (x, args{1}, alg{1}));
    endfor
  endfor
  ## vectors whose mask lies the other way, and complex
  x = rand (1, 7); m = rand (7, 1) > 0.5; xt = x.'; mt = m.'; z = complex (rand (3, 4), rand (3, 4)); mz = rand (3, 4) > 0.5;
  tap_ok (isequal (gpu_compact (x, m), x(m)) && isequal (gpu_compact (xt, mt), xt(mt)) ...
          && isequal (gpu_compact (z, mz), z(mz)), "%s: gpu_compact: crossed vectors, complex", backend);
endfunction

## find's outputs, one, two and three of them, with and without n and direction
function [ok, why] = find_as_builtin (x, args, alg)
  [ok, why] = same_bits (gpu_find (x, args{:}, "algorithm", alg), find (x, args{:}));
  if (ok)
    [i, j] = gpu_find (x, args{:}, "algorithm", alg);
    [ei, ej] = find (x, args{:});
    [ok, why] = same_bits ([i; j], [ei; ej]);
    if (ok && (! isequal (size (i), size (ei)) || ! isequal (size (j), size (ej))))
      ok = false; why = "[i, j] sizes differ";
    endif
  endif
  if (ok)
    [i, j, v] = gpu_find (x, args{:}, "algorithm", alg);
    [ei, ej, ev] = find (x, args{:});
    [ok, why] = same_bits (v, ev);
    ok = ok && isequal ({i, j}, {ei, ej});
  endif
endfunction

function find_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", ...
             "uint64", "logical"};
  argsets = {{}, {1}, {3, "first"}, {3, "last"}, {0}, {Inf, "last"}, {100000}};
  for alg = {"auto", "scan-scatter"}
    for c = classes
      xs = compact_arrays (c{1});
      ## mostly zeros too, so that the positions are sparse
      xs{end+1} = xs{end} .* cast (rand (size (xs{end})) < 0.01, c{1});
      xs{end+1} = zeros (1, 0, 2, c{1});
      check_scan_group (backend, ["gpu_find " alg{1} " " c{1}], xs, argsets, ...
                        @(x, args) find_as_builtin (x, args, alg{1}));
    endfor
  endfor
  z = complex ([0 1 0; 2 0 0], [0 0 3; 0 0 0]);
  [i, j, v] = gpu_find (z); [ei, ej, ev] = find (z);
  tap_ok (isequal ({i, j, v}, {ei, ej, ev}) && isequal (gpu_find (z, 1, "last"), find (z, 1, "last")), ...
          "%s: gpu_find: complex", backend);
endfunction

function [ok, why] = sat_as_builtin (x)
  want = cumsum (cumsum (x, 1), 2);
  got = gpu_sat (x);
  [ok, why] = same_class_and_size (got, want);
  if (! ok)
    return;
  endif
  if (isfloat (want))  # a complex table part by part, as its additions go
    bound = @(part) (rows (x) + columns (x)) * eps (class (want)) * cumsum (cumsum (abs (double (part)), 1), 2);
    ok = iscomplex (got) == iscomplex (want) && close_table (real (got), real (want), bound (real (x))) ...
         && close_table (imag (got), imag (want), bound (imag (x)));
  else
    ok = isequal (got, want);
  endif
  if (! ok)
    why = "values differ";
  endif
endfunction

## got within bound of want where want is finite, equal elsewhere (NaN too)
function ok = close_table (got, want, bound)
  fin = isfinite (want);
  ok = isequal (isnan (got), isnan (want)) && isequal (got(isinf (want)), want(isinf (want))) ...
       && all (abs (double (got(fin)) - double (want(fin))) <= bound(fin));
endfunction

function sat_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", ...
             "uint64", "logical"};
  sizes = {[0 0], [1 1], [1 7], [7 1], [3 4], [33 65], [5 4 3], [2 3 2 2], [257 129], [0 3 2]};
  for c = classes
    xs = cellfun (@(sz) random_of_class (c{1}, sz), sizes, "UniformOutput", false);
    xs{end+1} = with_specials (random_of_class (c{1}, [40 50]));
    check_scan_group (backend, ["gpu_sat " c{1}], xs, {{}}, @(x, args) sat_as_builtin (x));
  endfor
  for c = {"double", "single"}  # complex: the parts' tables, written as one complex array
    part = @(sz) random_of_class (c{1}, sz);
    zs = cellfun (@(sz) complex (part (sz), part (sz)), {[1 1], [7 1], [1 9], [33 65], [5 4 3], [257 129]}, ...
                  "UniformOutput", false);
    zs{end+1} = complex (with_specials (part ([40 50])), with_specials (part ([40 50])));
    zs{end+1} = complex (part ([6 5]), zeros (6, 5, c{1}));  # no imaginary part left: real, as the builtin
    check_scan_group (backend, ["gpu_sat complex " c{1}], zs, {{}}, @(x, args) sat_as_builtin (x));
  endfor
  big = intmax ("int32") * ones (300, 500, "int32");
  big(1:3:end) = intmin ("int32");
  tap_ok (isequal (gpu_sat (big), cumsum (cumsum (big, 1), 2)), "%s: gpu_sat: int32 extremes summed exactly in double", backend);
endfunction

function [ok, why] = box_as_builtin (x, box)
  h = box(1); w = box(end);
  got = gpu_boxfilter (x, box);
  want = zeros (size (x), class (conv2 (x(:, :, 1), ones (h, w) / (h*w), "same")));
  for p = 1:prod (size (x)(3:end))
    want(:, :, p) = conv2 (x(:, :, p), ones (h, w) / (h*w), "same");
  endfor
  [ok, why] = same_class_and_size (got, want);
  if (! ok)
    return;
  endif
  cls = class (want);
  table = max (abs (cumsum (cumsum (abs (double (x)), 1), 2)(:)));
  bound = eps (cls) * (h * w * max (abs (double (x(:))))) + 16 * eps * table / (h * w);
  ok = all (abs (double (got(:)) - double (want(:))) <= bound);
  if (! ok)
    why = sprintf ("values differ (worst %g, bound %g)", max (abs (double (got(:)) - double (want(:)))), bound);
  endif
endfunction

function box_for_backend (backend)
  boxes = {[1 1], [3 3], [2 4], [5 1], [1 6], [9 9], [40 3], [300 300]};
  for c = {"double", "single"}
    xs = {rand(1, 1, c{1}), randn(8, 8, c{1}), randn(31, 17, c{1}), randn(64, 100, 3, c{1}) + 5, ...
          randn(1, 50, c{1}), randn(50, 1, c{1}), complex(randn(31, 17, c{1}), randn(31, 17, c{1})), ...
          complex(randn(20, 30, 2, c{1}), randn(20, 30, 2, c{1}))};
    check_scan_group (backend, ["gpu_boxfilter " c{1}], xs, boxes, @(x, args) box_as_builtin (x, args));
  endfor
  m = magic (6);
  tap_ok (isequal (class (gpu_boxfilter (int16 (m), 3)), "double") ...
          && max (abs (gpu_boxfilter (int16 (m), 3)(:) - conv2 (m, ones (3) / 9, "same")(:))) < 1e-12 ...
          && isequal (size (gpu_boxfilter (zeros (0, 4), [3 3])), [0 4]), ...
          "%s: gpu_boxfilter: integer input gives double; empty", backend);
endfunction

function shapes_for_backend (backend)
  ## the orientation rules of x(mask) and find, on every shape pair
  shapes = {[0 0], [1 0], [0 1], [0 3], [3 0], [1 1], [1 5], [5 1], [2 3], [2 3 2], [1 1 4], [1 0 2]};
  ok = true; why = "";
  for a = 1:numel (shapes)
    x = rand (shapes{a});
    for m = {true(shapes{a}), false(shapes{a})}
      if (! isequal (size (gpu_compact (x, m{1})), size (x(m{1}))))
        ok = false; why = sprintf ("x(mask) of %s", mat2str (shapes{a}));
      endif
    endfor
    for f = {x, zeros(shapes{a})}
      if (! isequal (size (gpu_find (f{1})), size (find (f{1}))))
        ok = false; why = sprintf ("find of %s", mat2str (shapes{a}));
      endif
    endfor
  endfor
  tap_ok (ok, "%s: result shapes of gpu_compact and gpu_find %s", backend, why);
endfunction

## x(mask) with a mask shaped otherwise than x: of x's number of elements,
## fewer (false past its end) or more (false, or true past x's end: an
## error), a scalar, N-d; host arrays and gparrays, real and complex
function [ok, why] = other_mask_as_builtin (sx, sm, on_gpu)
  x = with_specials (random_of_class ("double", sx));
  if (! on_gpu && rand () < 0.3)
    x = complex (x, 1);
  endif
  mask = rand (sm) < 0.6;
  want_err = false;
  try
    want = x(mask);
  catch
    want_err = true;
  end_try_catch
  try
    if (on_gpu)
      got = gather (gpu_compact (gparray (x), gparray (mask)));
    else
      got = gpu_compact (x, mask);
    endif
    ok = ! want_err && isequal (size (got), size (want)) && same_bits (got, want);
    why = "";
    if (! ok)
      why = sprintf ("x %s, mask %s%s", mat2str (sx), mat2str (sm), merge (on_gpu, " (gparrays)", ""));
    endif
  catch err
    ok = want_err && strcmp (err.identifier, "gpuprim:maskSize");
    why = sprintf ("x %s, mask %s%s: %s", mat2str (sx), mat2str (sm), merge (on_gpu, " (gparrays)", ""), err.message);
  end_try_catch
endfunction

function other_masks_for_backend (backend)
  xs = {[1 6], [6 1], [2 3], [1 1 6], [2 1 3], [3 2], [1 0], [2 0], [1 1]};
  masks = {[1 6], [6 1], [3 2], [1 1 6], [2 1 3], [1 1], [1 3], [4 1], [2 2], [1 8], [9 1], [0 3]};
  [ok, why] = first_failure (@other_mask_as_builtin, xs, masks, {false, true});
  tap_ok (ok, "%s: gpu_compact with masks of other shapes and lengths, as x(mask) %s", backend, why);
endfunction

tap_plan ();
run_on_backends (@shapes_for_backend);
run_on_backends (@other_masks_for_backend);
run_on_backends (@compact_for_backend);
run_on_backends (@find_for_backend);
run_on_backends (@sat_for_backend);
run_on_backends (@box_for_backend);
tap_done ();
