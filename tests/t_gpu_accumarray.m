## t_gpu_accumarray.m - gpu_accumarray on every backend against the
## running Octave's accumarray: every class with @sum, @max, @min and
## @prod, fills of 0, a number and NaN, one column and several columns of
## subscripts with and without SZ, one value for all, NaN of both signs,
## -0, infinities and integer limits; the class and size of A always,
## the bits wherever the builtin's result is exact (max, min, integer
## sums), else within the reordered sum's bound; gparrays; bad calls.

1;

## subscripts: columns of few and many distinct values, sizes around a
## warp's 32 and the staging size 2^16 (GPUPRIM_LIGHT=1: fewer)
function cases = accum_subs ()
  cases = {[1; 2; 4; 2; 4], 3, randi(5, 31, 1), randi(40, 33, 1), randi(3, 300, 1), randi(2000, 5000, 1), ...
           [randi(4, 70, 1) randi(3, 70, 1)], [randi(3, 50, 1) randi(2, 50, 1) randi(4, 50, 1)]};
  if (! strcmp (getenv ("GPUPRIM_LIGHT"), "1"))
    cases(end+1:end+2) = {randi(100, 70000, 1), randi(70000, 70000, 1)};
  endif
endfunction

## values of cls with NaN of both signs, infinities, -0 and the integer
## limits; for products, floats near 1, so that no product over- or
## underflows in one order and not in another
function v = accum_vals (cls, n, fn)
  v = random_of_class (cls, [n 1]);
  if (isfloat (v) && strcmp (fn, "prod"))
    v = cast (1 + 1e-3 * randn (n, 1), cls);
  endif
  if (isfloat (v) && n >= 16)
    k = randperm (n, 8);
    v(k) = [NaN -NaN Inf -Inf -0 0 -0 NaN];
  elseif (isinteger (v) && n >= 4)
    v(randperm (n, 2)) = [intmin(cls) intmax(cls)];
  endif
endfunction

## the bits where accumarray's result is exact (max, min, sums of whole
## numbers below 2^53); else equal NaN (either sign: a GPU's arithmetic
## makes its own NaN) and Inf,
## and within k eps of the sum of magnitudes, k the bin's count
function [ok, why] = accum_same (got, want, subs, vals, fn, sz)
  [ok, why] = same_class_and_size (got, want);
  if (! ok)
    return;
  endif
  ## sums in double of int64 and uint64 near their limits round, in any order its own way
  exact = (! isfloat (vals) && ! any (strcmp (class (vals), {"int64", "uint64"}))) ...
          || ! any (strcmp (func2str (fn), {"sum", "prod"}));
  if (exact || isequal (bits_of (got), bits_of (want)))
    ok = isequal (bits_of (got), bits_of (want));
    why = merge (ok, "", "bits differ");
    return;
  endif
  cnt = accumarray (subs, 1, sz);
  if (strcmp (func2str (fn), "sum"))  # the sum of magnitudes bounds a reordered sum's error
    mag = accumarray (subs, abs (double (vals(:))) .* ones (rows (subs), 1), sz);
  else                                # a product's, its own magnitude
    mag = abs (double (want));
  endif
  g = double (got(:)); w = double (want(:));
  fin = isfinite (w);
  tol = 4 * cnt(:) .* eps (class (got)) .* abs (mag(:));
  ok = isequaln (isnan (g), isnan (w)) && isequal (g(! fin & ! isnan (w)), w(! fin & ! isnan (w))) ...
       && all (abs (g(fin) - w(fin)) <= tol(fin));
  why = merge (ok, "", sprintf ("beyond the bound: %g", max (abs (g(fin) - w(fin)) - tol(fin))));
endfunction

function [ok, why] = accum_as_builtin (subs, args)
  ## args: {class, func's name, fill, with_sz, scalar}
  [cls, fname, fill, with_sz, scalar] = args{:};
  fn = str2func (fname);
  n = rows (subs);
  vals = accum_vals (cls, merge (scalar, 1, n), fname);
  sz = [];
  if (with_sz)
    sz = max (subs, [], 1) + 2;
    if (columns (subs) == 1)
      sz = [sz 1];
    endif
  endif
  ok = true; why = "";
  try
    want = accumarray (subs, vals, sz, fn, fill);
  catch err
    want = err.message;
  end_try_catch
  try
    got = gpu_accumarray (subs, vals, sz, fn, fill);
  catch err
    got = err.message;
  end_try_catch
  if (ischar (want) || ischar (got))
    ok = ischar (want) && ischar (got);
    why = sprintf ("got %s, want %s", disp (got), disp (want));
    return;
  endif
  [ok, why] = accum_same (got, want, subs, vals, fn, sz);
  why = sprintf ("%s, %s, fill %g, sz %s, scalar %d: %s", cls, fname, fill, mat2str (sz), scalar, why);
endfunction

function accum_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "logical"};
  for c = classes
    argsets = {};
    for fn = {"sum", "max", "min", "prod"}
      for fill = [0 7 NaN]
        argsets{end+1} = {c{1}, fn{1}, fill, false, false};
      endfor
      argsets{end+1} = {c{1}, fn{1}, 0, true, false};
      argsets{end+1} = {c{1}, fn{1}, -2.5, true, true};
    endfor
    check_scan_group (backend, ["gpu_accumarray " c{1}], accum_subs (), argsets, @accum_as_builtin);
  endfor

  ## the start values and their fills, -0 and NaN, exactly
  cases = {{[1; 3], [-1; -2], [], @max, 0}, {[1; 3], [-1; -2], [], @max, 7}, {[2; 2], [-0; 0], [], @max, 0}, ...
           {[2; 2; 1], [-0; 0; -1], [], @max, 0}, {[2; 2; 1], [0; -0; 1], [], @min, 0}, ...
           {[1; 1; 2], [NaN; NaN; 1], [], @max, 0}, {[1; 1; 2], [-NaN; 2; 1], [4 1], @min, -1}, ...
           {[1; 3], logical([1; 0]), [], @max, 0}, {[1; 3], logical([1; 0]), [], @min, 0}, ...
           {[1; 3], int8([100; 1]), [], @max, 5.5}, {[1; 3; 3], uint16([5; 7; 9]), [5 1], @min, NaN}, ...
           {[1; 3], single([1; 2]), [], @sum, int8(5)}, {int32([1; 3; 3]), [1; 2; 3], [1 4]}, ...
           {[1; 2; 1], int8([100; 1; 100])}, {[1 1; 2 2; 2 2], [1; 2; 3], [3 3]}, {[1; 3], 5}};
  bad = 0;
  for k = 1:numel (cases)
    a = cases{k};
    if (! isequal (bits_of (gpu_accumarray (a{:})), bits_of (accumarray (a{:}))) ...
        || ! strcmp (class (gpu_accumarray (a{:})), class (accumarray (a{:}))))
      bad = k;
      break;
    endif
  endfor
  tap_ok (bad == 0, "%s: gpu_accumarray's start values, fills, -0, NaN and classes as accumarray's%s", backend,
          merge (bad == 0, "", sprintf (" (case %d differs)", bad)));

  ## large: many runs and one long run, exact sums of whole numbers
  subs = [randi(1000, 2^20, 1); ones(2^18, 1)];
  vals = randi ([-50 50], rows (subs), 1);
  ok = isequal (gpu_accumarray (subs, vals), accumarray (subs, vals)) ...
       && isequal (gpu_accumarray (subs, vals, [], @max), accumarray (subs, vals, [], @max)) ...
       && isequal (gpu_accumarray (subs, 1), accumarray (subs, 1));
  tap_ok (ok, "%s: gpu_accumarray of 2^20 + 2^18 values (a run of 2^18): the builtin's", backend);

  ## gparrays
  subs = randi(50, 3000, 1);
  vals = randi ([-9 9], 3000, 1);
  [ok1, why1] = same_on_gparray (@(g) gpu_accumarray (subs, g), @(x) accumarray (subs, x), vals, 1);
  [ok2, why2] = same_on_gparray (@(g) gpu_accumarray (g, vals, [], @min), @(x) accumarray (x, vals, [], @min), subs, 1);
  [ok3, why3] = same_on_gparray (@(g) accumarray (subs, g, [60 1], @max), @(x) accumarray (subs, x, [60 1], @max), ...
                                 vals, 1);
  tap_ok (ok1 && ok2 && ok3, "%s: gpu_accumarray and accumarray of gparrays: gparrays, the bits %s", backend,
          [why1 why2 why3]);

  ## the builtin's errors, and the call's own
  msgs = {};
  for call = {{[0; 2], [1; 2]}, {[1.5; 2], [1; 2]}, {[NaN; 2], [1; 2]}, {[1; 5], [1; 2], [2 1]}, ...
              {[1; 2], [1; 2; 3]}, {[1; 2], [1; 2], [], "sum"}, {[1; 2; 3; 4], [1 2; 3 4]}}
    try
      gpu_accumarray (call{1}{:});
      msgs{end+1} = "none";
    catch err
      msgs{end+1} = err.message;
    end_try_catch
  endfor
  want = {"accumarray: indices must be positive integers", "accumarray: indices must be positive integers", ...
          "accumarray: indices must be positive integers", "accumarray: index out of range", ...
          "accumarray: dimension mismatch", "must be a function handle", "accumarray: dimension mismatch"};
  ok = all (cellfun (@(m, w) ! isempty (strfind (m, w)), msgs, want));
  ids = raised_ids ({{@gpu_accumarray, 1}, {@gpu_accumarray, 1, 2, 3, 4, 5, 6, 7}});
  ok = ok && all (strcmp (ids, "gpuprim:invalidCall"));
  tap_ok (ok, "%s: bad gpu_accumarray calls raise accumarray's errors or gpuprim:invalidCall (%s)", backend,
          strjoin (msgs, " | "));
endfunction

tap_plan ();
run_on_backends (@accum_for_backend);
tap_done ();
