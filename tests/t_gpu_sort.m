## t_gpu_sort.m - gpu_sort against sort on every backend and algorithm:
## values bit for bit (NaN payloads and signs, -0) and the index output,
## every class, every dim, both modes, sizes around the tiles, heavy ties,
## integer limits; complex, char, and bad calls.

1;

## (GPUPRIM_LIGHT=1, for sanitizer runs: fewer sizes)
function xs = sort_arrays (cls, big)
  sizes = {[0 0], [1 1], [1 5], [5 1], [0 3], [3 0], [1 0], [2 3], [3 4 2], [1 1 4], [2 3 2 2], ...
           [33 40 3], [16 300], [129 2], [1 200], [257 1], [1 4095], [4097 1], [3 2049]};
  if (strcmp (getenv ("GPUPRIM_LIGHT"), "1"))
    sizes = {[0 3], [1 5], [2 3 2 2], [33 40 3], [4097 1]};
    big = false;
  endif
  if (big)
    sizes = [sizes, {[3073 3], [1 70001], [100003 1]}];
  endif
  xs = sort_test_arrays (cls, sizes);
endfunction

## the names of EVERY that the environment variable VAR lists (split at
## SEP), or all of them where it is unset or empty, so that a sanitizer run
## can take a part a process (GPUPRIM_SORT_ALGS, GPUPRIM_SORT_CLASSES)
function names = names_from_env (var, every, sep)
  names = every;
  wanted = strsplit (strtrim (getenv (var)), sep);
  if (! isempty (wanted{1}))
    if (! all (ismember (wanted, every)))
      error ("%s names one that is not one of %s", var, strjoin (every, ", "));
    endif
    names = every(ismember (every, wanted));
  endif
endfunction

## [s, i] of gpu_sort against sort, then s alone, for one argument list
## (where sort has no index output, along a dim past x's, gpu_sort must refuse too)
function [ok, why] = sort_as_builtin (x, args, alg)
  try
    [es, ei] = sort (x, args{:});
  catch
    es = sort (x, args{:});
    ei = "refused";
  end_try_catch
  try
    [s, i] = gpu_sort (x, args{:}, "algorithm", alg);
    [ok, why] = same_bits (s, es);
    if (ok && ! isequal (i, ei))
      ok = false; why = "the index differs";
    endif
  catch err
    ok = strcmp (ei, "refused") && strncmp (err.identifier, "gpuprim:", 8);
    why = ["[s, i] raised " err.message];
  end_try_catch
  if (ok)
    [ok, why] = same_bits (gpu_sort (x, args{:}, "algorithm", alg), es);
  endif
endfunction

function sort_for_backend (backend)
  classes = names_from_env ("GPUPRIM_SORT_CLASSES", {"double", "single", "int8", "uint8", "int16", "uint16", ...
                                                     "int32", "uint32", "int64", "uint64", "logical"}, ",");
  argsets = {{}, {"descend"}, {1}, {2, "descend"}, {3}, {4, "ascend"}, {5, "descend"}};
  for alg = names_from_env ("GPUPRIM_SORT_ALGS", {"auto", "onesweep", "split"}, " ")
    for c = classes
      xs = sort_arrays (c{1}, strcmp (alg{1}, "auto"));
      check_scan_group (backend, ["gpu_sort " alg{1} " " c{1}], xs, argsets, ...
                        @(x, args) sort_as_builtin (x, args, alg{1}));
    endfor
  endfor
endfunction

function other_types_for_backend (backend)
  z = complex (randi (3, 30, 4) - 2, randi (3, 30, 4) - 2);
  z(3, 1) = NaN; z(7, 2) = complex (NaN, Inf); z(9, 3) = complex (-1, -0); z(10, 3) = -1;
  ok = true;
  for args = {{}, {"descend"}, {2}, {2, "descend"}}
    [s, i] = gpu_sort (z, args{1}{:});
    [es, ei] = sort (z, args{1}{:});
    ok = ok && isequal (i, ei) && isequaln (s, es);
  endfor
  zs = single (complex (rand (1, 50), rand (1, 50) - 0.5));
  [s, i] = gpu_sort (zs, "descend");
  [es, ei] = sort (zs, "descend");
  ok = ok && isequal (i, ei) && isequal (s, es) && strcmp (class (s), "single");
  tap_ok (ok, "%s: gpu_sort of complex: by abs, then arg (-pi as pi), NaN last or first, ties in order", backend);
  str = "the quick brown fox jumps over the lazy dog";
  [s, i] = gpu_sort (str, "descend");
  [es, ei] = sort (str, "descend");
  tap_ok (isequal (s, es) && isequal (i, ei) && ischar (s), "%s: gpu_sort of char", backend);
endfunction

function errors_for_backend (backend)
  ids = {"gpuprim:invalidMode", "gpuprim:invalidDim", "gpuprim:invalidDim", "gpuprim:invalidType", ...
         "gpuprim:invalidMode", "gpuprim:unknownAlgorithm", "gpuprim:invalidCall", "gpuprim:invalidCall"};
  calls = {@() gpu_sort ([1 2], "up"), @() gpu_sort ([1 2], 0), @() gpu_sort ([1 2], 1.5), ...
           @() gpu_sort ({1, 2}), @() gpu_sort (sparse ([2 1]), "up"), @() gpu_sort ([1 2], "algorithm", "bogo"), ...
           @() gpu_sort (), @() gpu_sort ([1 2], 1, "ascend", 2)};
  ok = true; why = "";
  for k = 1:numel (calls)
    try
      calls{k} ();
      ok = false; why = sprintf ("call %d raised nothing", k);
    catch err
      if (! strcmp (err.identifier, ids{k}))
        ok = false; why = sprintf ("call %d raised '%s': %s", k, err.identifier, err.message);
      endif
    end_try_catch
  endfor
  tap_ok (ok, "%s: bad gpu_sort calls raise their gpuprim: errors %s", backend, why);
endfunction

tap_plan ();
run_on_backends (@sort_for_backend);
run_on_backends (@other_types_for_backend);
run_on_backends (@errors_for_backend);
tap_done ();
