## t_gpu_median.m - gpu_median on every backend against the running
## Octave's median, bit for bit (the class, NaN signs, -0): every class,
## sizes around the sort's tiles, NaN runs, ties, infinities and integer
## limits, every dim; on Octave 9 and later also VECDIM, "all", the NaN
## flags, the outtypes and empty X.  Octave 7's median takes only DIM: its
## other forms (gpuprim's there) are checked against the same median
## applied by hand.  Complex and sparse X, gparrays, bad calls.

1;

function v9 = median_v9 ()
  v9 = compare_versions (OCTAVE_VERSION, "9.0.0", ">=");
endfunction

## (GPUPRIM_LIGHT=1, for sanitizer runs: fewer sizes)
function xs = median_arrays (cls)
  sizes = {[1 1], [1 5], [6 1], [1 6], [2 3], [3 4 2], [2 3 2 2], [33 40 3], [4096 3], [1 4097], [129 2]};
  if (strcmp (getenv ("GPUPRIM_LIGHT"), "1"))
    sizes = {[1 5], [6 1], [3 4 2], [33 40 3]};
  endif
  xs = sort_test_arrays (cls, sizes);
  if (isfloat (cast (0, cls)))
    xs{end+1} = cast ([-Inf Inf; Inf Inf; -Inf 2; 1 Inf], cls);  # Inf - Inf in a pair
    xs{end+1} = cast ([-Inf Inf], cls);
    xs{end+1} = cast ([realmax realmax; realmax 1], cls);  # overflowing sums
  endif
endfunction

## median on Octave 7, with the forms it lacks done by hand: the dims
## brought together in front, the NaN left out line by line, the outtype
function m = median_by_hand (x, args)
  dims = []; omit = false; type = "";
  for k = 1:numel (args)
    a = args{k};
    if (isnumeric (a))
      dims = a;
    elseif (strcmp (a, "all"))
      dims = 1:max (ndims (x), 1);
    elseif (strcmp (a, "omitnan"))
      omit = true;
    elseif (any (strcmp (a, {"default", "double", "native"})))
      type = a;
    endif
  endfor
  if (isempty (dims))
    dims = find ([size(x) 2] != 1, 1);
    dims = min (dims, ndims (x) + 1);
  endif
  if (islogical (x) && any (strcmp (type, {"default", "double", "native"})))
    x = double (x);  # a pair of 0 and 1 is then 0.5, as Octave 9's
  endif
  sz = size (x);
  sz(end+1:max (dims)) = 1;
  out = sz;
  out(dims) = 1;
  rest = setdiff (1:numel (sz), dims);
  xp = reshape (permute (x, [dims rest]), prod (sz(dims)), []);
  if (omit)
    m = zeros (1, columns (xp), class (x));
    for c = 1:columns (xp)
      v = xp(:, c);
      v = v(! isnan (v));
      if (isempty (v))
        m(c) = NaN;
      else
        m(c) = median (v);
      endif
    endfor
  else
    m = median (xp, 1);
  endif
  m = reshape (m, out);
  cls = class (x);
  if (strcmp (type, "double") || (strcmp (type, "default") && ! strcmp (cls, "single"))
      || (strcmp (type, "native") && strcmp (cls, "logical")))
    m = double (m);
  endif
endfunction

function m = median_ref (x, args)
  if (median_v9 () || (numel (args) <= 1 && all (cellfun (@(a) isnumeric (a) && isscalar (a), args)) && ! isempty (x)))
    m = median (x, args{:});
  else
    m = median_by_hand (x, args);
  endif
endfunction

## Octave 7 picks an odd count's middle by nth_element, which leaves -0
## and 0 in no set order: there a zero of either sign is the median.
function [ok, why] = median_as_builtin (x, args, alg)
  want = median_ref (x, args);
  got = gpu_median (x, args{:}, "algorithm", alg);
  [ok, why] = same_bits (got, want);
  if (! ok && ! median_v9 () && isfloat (want) && strcmp (class (got), class (want)) && isequaln (got, want))
    ok = true; why = "";  # equal as numbers: only zeros' signs differ
  endif
  ## Octave 9-11 build an all-NaN result in the output's shape, then
  ## permute it back as if it were in the permuted one: gpu_median keeps
  ## the shape every other result has (median_by_hand's)
  if (! ok && median_v9 () && all (isnan (want(:))) && numel (got) == numel (want) && ! isempty (want))
    [ok, why] = same_bits (got, reshape (want, size (median_by_hand (x, args))));
  endif
endfunction

function median_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "logical"};
  argsets = {{}, {1}, {2}, {3}, {5}, {[1 2]}, {[1 3]}, {[2 3]}, {"all"}, {"omitnan"}, {2, "omitnan"}, {"double"}, ...
             {"native"}, {"default"}, {1, "omitnan", "double"}, {"all", "omitnan"}};
  for alg = {"auto", "select", "sort", "onesweep", "split"}
    cls = classes;
    args = argsets;
    if (! any (strcmp (alg{1}, {"auto", "select"})))  # the other sorts on a few classes, along the default dim
      cls = {"double", "int32"};
      args = {{}, {"omitnan"}};
    endif
    for c = cls
      check_scan_group (backend, ["gpu_median " alg{1} " " c{1}], median_arrays (c{1}), args, ...
                        @(x, a) median_as_builtin (x, a, alg{1}));
    endfor
  endfor
endfunction

function other_forms_for_backend (backend)
  if (median_v9 ())
    xs = {[], zeros(0, 3), zeros(3, 0), zeros(1, 0), int8(zeros(0, 2)), false(0, 2), single(zeros(2, 0, 2))};
    ok = true; why = "";
    for k = 1:numel (xs)
      for a = {{}, {1}, {2}, {"all"}}
        [ok, why] = same_bits (gpu_median (xs{k}, a{1}{:}), median (xs{k}, a{1}{:}));
        if (! ok)
          why = sprintf (" (x %d, %s: %s)", k, mat2str (size (xs{k})), why);
          break;
        endif
      endfor
      if (! ok)
        break;
      endif
    endfor
    tap_ok (ok, "%s: gpu_median of empty X, each dim and \"all\": the builtin's NaN, 0 or false%s", backend, why);
    x = [-NaN -NaN; -NaN -NaN];
    y = [1 -NaN 3];
    tap_ok (same_bits (gpu_median (x, 3), median (x, 3)) && same_bits (gpu_median (y, 1), median (y, 1)),
            "%s: gpu_median of lines of one element: X itself, or +NaN where all of X is NaN", backend);
  else
    tap_ok (strcmp (error_id (@() gpu_median ([])), "gpuprim:emptyInput")
            && strcmp (error_id (@() gpu_median (zeros (0, 3), 1)), "gpuprim:emptyInput"),
            "%s: gpu_median of an empty X is an error, as Octave 7's median", backend);
    tap_ok (same_bits (gpu_median ([1 -NaN 3], 1), median ([1 -NaN 3], 1)),
            "%s: gpu_median of lines of one element: Octave 7's NaN injected", backend);
  endif
  z = complex ([1 3 2 4], [1 0 0 1]);
  sp = sparse ([0 1 0; 2 0 3]);
  tap_ok (isequal (gpu_median (z), median (z)) && isequal (gpu_median (sp), median (sp)),
          "%s: complex and sparse X: the builtin's median", backend);
  A = randn (301, 7);
  A(rand (size (A)) < 0.05) = NaN;
  [ok1, why1] = same_on_gparray (@(g) gpu_median (g), @(x) median (x), A, 1);
  [ok2, why2] = same_on_gparray (@(g) median (g, 2), @(x) median (x, 2), int16 (round (100 * A(:, 1:6))), 1);
  [ok3, why3] = same_on_gparray (@(g) median (g, [1 2]), @(x) median_ref (x, {[1 2]}), single (A), 1);
  tap_ok (ok1 && ok2 && ok3, "%s: gpu_median and median of gparrays (dims 1, 2 and [1 2]): gparrays, the bits %s",
          backend, [why1 why2 why3]);
endfunction

function errors_for_backend (backend)
  want = {"gpuprim:invalidCall", "gpuprim:unknownAlgorithm", "gpuprim:invalidType", "gpuprim:invalidDim", ...
          "gpuprim:invalidCall"};
  got = raised_ids ({{@gpu_median}, {@gpu_median, [1 2], "algorithm", "bogo"}, {@gpu_median, "abc"}, ...
                     {@gpu_median, [1 2], 0}, {@gpu_median, [1 2], 1, 2}});
  bad = find (! strcmp (got, want), 1);
  tap_ok (isempty (bad), "%s: bad gpu_median calls raise their gpuprim: errors%s", backend,
          merge (isempty (bad), "", sprintf (" (call %d raised '%s')", bad, got{min ([bad 1])})));
endfunction

tap_plan ();
run_on_backends (@median_for_backend);
run_on_backends (@other_forms_for_backend);
run_on_backends (@errors_for_backend);
tap_done ();
