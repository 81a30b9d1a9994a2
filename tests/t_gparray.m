## t_gparray.m - gparray: arrays kept in the session's device memory.
##
## On each backend: round trips of every class and shape, bit for bit; every
## overloaded builtin name and every gpu_* function on gparrays returns
## gparrays whose data are the bits the gpu_* function gives on the host
## array (the same kernels; those are checked against the builtins, within
## rounding where sums reorder, by the other tests), and for the exact ones
## (sort, max, min, cummax, cummin, find, integer sums) the builtin's own bits; the queries (size, class,
## ...); mask indexing; 1000 create/clear cycles leave no memory behind;
## stale and forged handles and bad input give gpuprim: errors.  A child
## Octave checks "clear all" and exit with live gparrays.

1;

function xs = shapes_of (cls)
  sizes = {[0 0], [1 1], [1 7], [7 1], [3 4], [2 3 4], [1 1 5], [0 3], [4097 1], [3 12289]};
  xs = cellfun (@(sz) with_specials (random_of_class (cls, sz)), sizes, "UniformOutput", false);
endfunction

function round_trips (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", ...
             "uint64", "logical"};
  for c = classes
    xs = shapes_of (c{1});
    ok = true; why = "";
    for k = 1:numel (xs)
      g = gparray (xs{k});
      [ok, why] = same_bits (gather (g), xs{k});
      q = {class(g), size(g), numel(g), ndims(g), isempty(g), isscalar(g), isvector(g), islogical(g), ...
           isnumeric(g), isfloat(g), isinteger(g), isreal(g), issparse(g), rows(g), columns(g)};
      x = xs{k};
      w = {class(x), size(x), numel(x), ndims(x), isempty(x), isscalar(x), isvector(x), islogical(x), ...
           isnumeric(x), isfloat(x), isinteger(x), isreal(x), issparse(x), rows(x), columns(x)};
      if (ok && ! isequal (q, w))
        ok = false; why = sprintf ("queries differ for %s", mat2str (size (x)));
      endif
      [r, cc, p] = size (g);
      [r0, c0, p0] = size (x);
      if (ok && (! isequal ([r cc p], [r0 c0 p0]) || ! isequal (size (g, 2), size (x, 2))
                 || ! isequal (size (g, [1 3 5]), size (x, [1 3 5]))))
        ok = false; why = "size with outputs or DIM differs";
      endif
      if (! ok)
        break;
      endif
    endfor
    tap_ok (ok && isa (g, "gparray"), "%s: gparray/gather round trips and queries, %s %s", backend, c{1}, why);
  endfor
  x = with_specials (randn (5, 4));
  tap_ok (isequaln (gather (gparray (gparray (x))), x), "%s: gparray of a gparray copies it", backend);
  tap_ok (isequaln (gather (reshape (gparray (x), 2, [])), reshape (x, 2, []))
          && isequal (size (reshape (gparray (x), [10 1 2])), [10 1 2])
          && isequal (size (reshape (gparray (x), [20 1 1])), [20 1]),
          "%s: reshape", backend);
endfunction

function x = positive_nan (x)
  if (isfloat (x))
    x(isnan (x)) = NaN;
  endif
endfunction

function builtin_names (backend)
  for c = {"double", "single", "int32", "uint8", "int64", "logical"}
    xs = shapes_of (c{1});
    check_gparray_calls (backend, ["cumsum " c{1}], xs, @cumsum, @gpu_cumsum, 1);
    check_gparray_calls (backend, ["cumsum (x, 2) " c{1}], xs, @(x) cumsum (x, 2), @(x) gpu_cumsum (x, 2), 1);
    check_gparray_calls (backend, ["cumprod " c{1}], xs, @cumprod, @gpu_cumprod, 1);
    ## cummax and cummin of NaN of one sign: in a line's leading run of NaN,
    ## Octave 11 writes each element's own NaN, 7.3 the first one's
    pos = cellfun (@positive_nan, xs, "UniformOutput", false);
    check_gparray_calls (backend, ["[w, iw] = cummax " c{1}], pos, @cummax, @cummax, 2);
    check_gparray_calls (backend, ["[w, iw] = cummin (x, 3) " c{1}], pos, @(x) cummin (x, 3), @(x) cummin (x, 3), 2);
    check_gparray_calls (backend, ["sum " c{1}], xs, @sum, @gpu_sum, 1);
    check_gparray_calls (backend, ["sum (x, 2, native) " c{1}], xs, @(x) sum (x, 2, "native"), @(x) gpu_sum (x, 2, "native"), 1);
    check_gparray_calls (backend, ["prod " c{1}], xs, @prod, @gpu_prod, 1);
    check_gparray_calls (backend, ["[m, im] = max " c{1}], xs, @max, @max, 2);
    check_gparray_calls (backend, ["[m, im] = min (x, [], 2) " c{1}], xs, @(x) min (x, [], 2), @(x) min (x, [], 2), 2);
    if (! strcmp (c{1}, "logical"))  # max of logicals is double: a class change gparrays do not make
      check_gparray_calls (backend, ["max (x, 0) " c{1}], xs, @(x) max (x, cast (0, class (x))),
                 @(x) max (x, cast (0, class (x))), 1);
    endif
    check_gparray_calls (backend, ["[s, i] = sort " c{1}], xs, @sort, @sort, 2);
    check_gparray_calls (backend, ["sort (x, 2, descend) " c{1}], xs, @(x) sort (x, 2, "descend"), @(x) sort (x, 2, "descend"), 1);
    check_gparray_calls (backend, ["find " c{1}], xs, @find, @find, 1);
    check_gparray_calls (backend, ["find (x, 3, last) " c{1}], xs, @(x) find (x, 3, "last"), @(x) find (x, 3, "last"), 1);
    check_gparray_calls (backend, ["[i, j] = find " c{1}], xs, @find, @find, 2);
    check_gparray_calls (backend, ["[i, j, v] = find (x, 5, last) " c{1}], xs, @(x) find (x, 5, "last"),
               @(x) find (x, 5, "last"), 3);
  endfor
  ## the exact ones against the builtin itself, on the backend's own kernels
  x = randi ([-1000 1000], 3000, 3, "int32");
  g = gparray (x);
  [s, i] = sort (g);
  [m, im] = max (g, [], 2);
  tap_ok (isequal (gather (s), sort (x)) && isequal (gather (i), nthargout (2, @sort, x))
          && isequal (gather (cumsum (g)), cumsum (x)) && isequal (gather (sum (g)), sum (x))
          && isequal (gather (m), max (x, [], 2)) && isequal (gather (im), nthargout (2, @max, x, [], 2))
          && isequal (gather (cummin (g)), cummin (x)) && isequal (gather (find (gparray (x > 0))), find (x > 0)),
          "%s: int32 sort, cumsum, sum, max, cummin, find equal the builtins", backend);
endfunction

## What is wrong with to (gparray (x)) against the builtin's to (x), or "":
## class, size and values (a NaN as any NaN; a zero's sign kept).  A NaN
## bound for logical must give gpuprim:nanToLogical; the rest of x is
## converted then without it.
function fault = conversion_fault (to, x)
  fault = "";
  if (strcmp (to, "logical") && any (isnan (x(:))))
    try
      logical (gparray (x));
      fault = "NaN to logical: no error";
    catch err
      if (! strcmp (err.identifier, "gpuprim:nanToLogical"))
        fault = ["NaN to logical: " err.identifier];
      endif
    end_try_catch
    x(isnan (x)) = 0;
  endif
  g = feval (to, gparray (x));
  if (! isa (g, "gparray"))
    fault = [fault " not a gparray"];
    return;
  endif
  y = gather (g);
  w = feval (to, x);
  [ok, why] = same_class_and_size (y, w);
  if (! ok)
    fault = [fault " " why];
  elseif (! isequaln (y, w))
    fault = [fault " values differ"];
  elseif (isfloat (w) && ! isequal (signbit (y(! isnan (y))), signbit (w(! isnan (w)))))
    fault = [fault " a zero's sign differs"];
  endif
endfunction

## Every class to every class, on random data with NaN of both signs, +-Inf
## and -0, and on the rounding and range edges, against the builtins.
function conversions (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", ...
             "uint64", "logical"};
  p = 2 .^ [7 8 15 16 24 31 32 53 63 64];
  edges = [-2.5 -1.5 -0.5 0.5 1.5 2.5 0.49999999999999994 -0 (p - 0.5) (p + 0.5) -p (-p - 0.5) -p - 1 1e30 -1e30];
  faults = {};
  for from = classes
    xs = [shapes_of(from{1}), {cast(edges, from{1})}];
    if (isfloat (xs{end}))
      xs{end+1} = [realmin(from{1}) realmax(from{1}) -realmax(from{1}) eps(from{1}) -realmin(from{1})];
    elseif (! islogical (xs{end}))
      xs{end+1} = [intmin(from{1}) intmax(from{1})];
    endif
    for to = classes
      for k = 1:numel (xs)
        fault = conversion_fault (to{1}, xs{k});
        if (! isempty (fault))
          faults{end+1} = sprintf ("(%s to %s, array %d %s:%s)", from{1}, to{1}, k, mat2str (size (xs{k})), fault);
        endif
      endfor
    endfor
  endfor
  tap_ok (isempty (faults), "%s: double (g), single (g), int8 (g) ... logical (g): every class to every class %s",
          backend, strjoin (faults(1:min (1, end)), ""));
  g = gparray (int16 ([1 -2]));
  y = int16 (g);
  c = cast (g, "uint8");
  tap_ok (y.id == g.id && isa (c, "gparray") && isequal (gather (c), uint8 ([1 0])),
          "%s: a conversion to g's own class gives g back; cast (g, CLASS) converts too", backend);
endfunction

function gpu_functions (backend)
  x = with_specials (randn (300, 7));
  g = gparray (x);
  m = rand (size (x)) > 0.5;
  ok = (isequaln (gather (g(m)), x(m)) && isequaln (gather (g(gparray (m))), x(m))
        && isa (g(m), "gparray") && isequal (size (g(m)), size (x(m))));
  tap_ok (ok, "%s: g(mask) with a host mask and with a gparray mask", backend);
  v = x(:, 1).';
  tap_ok (isequal (size (gparray (v)(v > 0)), size (v(v > 0))), "%s: g(mask) of a row is a row", backend);
  ## (no space before the parentheses: in a cell literal it would split the element)
  calls = {@(a) gpu_cumsum(a, 2, "algorithm", "kogge-stone", "exclusive"), ...
           @(a) gpu_cumprod(a, 1, "reverse"), @(a) gpu_cummax(a, 2, "algorithm", "chained"), ...
           @(a) gpu_sum(a, 1, "extra"), @(a) gpu_prod(a, 2), @(a) gpu_max(a, [], 1, "algorithm", "interleaved"), ...
           @(a) gpu_sort(a, 2, "descend", "algorithm", "split"), @(a) gpu_compact(a, m), ...
           @(a) gpu_find(a, 5), @(a) gpu_sat(a), @(a) gpu_boxfilter(a, [3 2])};
  names = {"gpu_cumsum", "gpu_cumprod", "gpu_cummax", "gpu_sum extra", "gpu_prod", "gpu_max", "gpu_sort", ...
           "gpu_compact", "gpu_find", "gpu_sat", "gpu_boxfilter"};
  for k = 1:numel (calls)
    check_gparray_calls (backend, [names{k} " with options"], {x}, calls{k}, calls{k}, 1);
  endfor
endfunction

function errors_and_stale (backend)
  g = gparray ([1 2 3]);
  tap_ok (strcmp (error_id (@() g(2)), "gpuprim:gparrayIndex") && strcmp (error_id (@() g{1}), "gpuprim:gparrayIndex"),
          "%s: numeric and cell indexing give gpuprim:gparrayIndex", backend);
  ids = cellfun (@(v) error_id (@() gparray (v)), {sparse(1), sparse(1i), "ab", {1}, struct()}, "UniformOutput", false);
  tap_ok (isequal (ids, {"gpuprim:sparse", "gpuprim:sparse", "gpuprim:invalidType", "gpuprim:invalidType", ...
                         "gpuprim:invalidType"}), "%s: gparray of sparse, complex sparse, char, cell, struct: %s",
          backend, strjoin (ids, " "));
  tap_ok (strcmp (error_id (@() max (gparray (int8 (1:3)), gparray (1:3))), "gpuprim:classMismatch"),
          "%s: mixed-class max: a gpuprim error", backend);
  shell = gparray ();
  __gpuprim_mex__ ("free", uint64 (12345));  # an unknown handle: nothing to free, no harm
  __gpuprim_mex__ ("free", "not a handle");
  tap_ok (strcmp (error_id (@() cumsum (shell)), "gpuprim:invalidHandle")
          && strcmp (error_id (@() gather (shell)), "gpuprim:invalidHandle")
          && strcmp (error_id (@() sort (shell)), "gpuprim:invalidHandle")
          && isequal (gather (g), [1 2 3]),
          "%s: the empty gparray () is an invalid handle; freeing unknown handles leaves live ones", backend);
  clear shell;
  ## a backend switch frees every gparray: the old ones are stale, never read
  h = gparray (rand (100, 1));
  gpuprim_backend (backend);
  tap_ok (strcmp (error_id (@() sort (h)), "gpuprim:staleHandle")
          && strcmp (error_id (@() gpu_cumsum (h, 1)), "gpuprim:staleHandle")
          && strcmp (error_id (@() max (h, gparray (1))), "gpuprim:staleHandle"),
          "%s: gparrays made before a backend switch are stale", backend);
  clear h;
  ## every MEX file shares one context: clearing one of them leaves its gparrays alive
  k = gparray (rand (10, 1));
  s = gpu_sum (k);
  clear __gpuprim_mex__ gpu_cumsum
  tap_ok (isequal (gather (gpu_cumsum (k)), cumsum (gather (k))), "%s: clearing two MEX files of several leaves gparrays alive",
          backend);
  ## clearing all of them frees every gparray (a new load has a new table)
  mex_files = regexprep ({dir(fullfile (fileparts (which ("__gpuprim_mex__")), "*.mex")).name}, "\\.mex$", "");
  clear (mex_files{:});
  gpuprim_backend (backend);
  tap_ok (numel (mex_files) >= 2 && strcmp (error_id (@() gather (k)), "gpuprim:staleHandle")
          && strcmp (error_id (@() k(true (10, 1))), "gpuprim:staleHandle"),
          "%s: gparrays made before the MEX files were cleared are stale (%d cleared)", backend, numel (mex_files));
  clear k s;
  tap_ok (isequal (gather (cumsum (gparray ([1 2 3]))), [1 3 6]), "%s: new gparrays work after that", backend);
endfunction

## 1000 gparray/cumsum/clear cycles of 1 MiB (a leak would be 1 GiB), from a trimmed pool.
function [before, mid, after] = leak_cycles ()
  __gpuprim_mex__ ("trim");
  before = gpuprim_info ();
  x = rand (2^17, 1);
  for k = 1:1000
    g = gparray (x);
    c = cumsum (g);
    clear g c;
  endfor
  mid = gpuprim_info ();
  __gpuprim_mex__ ("trim");
  after = gpuprim_info ();
endfunction

function no_leaks (backend)
  [before, mid, after] = leak_cycles ();
  tap_ok (mid.gparrays == before.gparrays && mid.gparray_bytes == before.gparray_bytes
          && mid.pool_in_use == before.pool_in_use,
          "%s: 1000 gparray/cumsum/clear cycles: %d -> %d gparrays, pool in use %d -> %d bytes", backend,
          before.gparrays, mid.gparrays, before.pool_in_use, mid.pool_in_use);
  if (strcmp (backend, "cuda"))
    ## The driver's free memory counts every process on the device, and make
    ## check runs other GPU tests beside this one: a round whose baseline they
    ## moved is measured again (at most five rounds).  A leak of ours loses
    ## 1 GiB in every round, or 1 MiB for each 1 KiB leaked per cycle.  Other
    ## tests starting beside it take memory in steps of 2 MiB (on the H100
    ## with CHECK_JOBS=6, three rounds lost 4, 2 and 2 MiB; alone, 0 bytes),
    ## and tests ending beside it give memory back (on the H200 with -j16,
    ## three rounds gained 517, 270 and 743 MiB).  So a round passes when it
    ## moved by at most 32 MiB, and the check passes when the last round did
    ## or when no round lost more than that: a gain is never our leak.
    tol = 2^25;
    deltas = after.device_free - before.device_free;
    while (abs (deltas(end)) > tol && numel (deltas) < 5)
      [before, ~, after] = leak_cycles ();
      deltas(end+1) = after.device_free - before.device_free;
    endwhile
    tap_ok ((abs (deltas(end)) <= tol || all (deltas >= -tol))
            && after.pool_in_use == 0 && after.pool_cached == 0,
            "%s: device free memory after trimming: %d -> %d bytes (rounds: %s); the pool holds %d + %d bytes",
            backend, before.device_free, after.device_free, mat2str (deltas), after.pool_in_use, after.pool_cached);
  else
    tap_ok (isnan (after.device_free), "%s: no device memory to count on the host backend", backend);
  endif
  ## a call that fails after making its output frees it
  if (strcmp (backend, "cuda"))
    __gpuprim_mex__ ("memory_limit", 2^21);
    id = error_id (@() gparray (rand (2^19, 1)));
    __gpuprim_mex__ ("memory_limit", 0);
    gather (gparray (1));  # the next call tidies what the failed one left
    now = gpuprim_info ();
    tap_ok (strcmp (id, "gpuprim:deviceOutOfMemory") && now.gparrays == before.gparrays,
            "%s: a gparray over the memory cap: %s, and nothing left behind", backend, id);
  else
    tap_ok (true, "%s: (memory cap applies to the device pool only)", backend);
  endif
endfunction

function child_octave ()
  ## clear all, clear functions and exit with live gparrays, in a child Octave: no crash, clean exit
  ## this Octave's own binary (make check's $OCTAVE may be wrapped in compute-sanitizer)
  octave = fullfile (OCTAVE_HOME, "bin", "octave-cli");
  if (! exist (octave, "file"))
    octave = getenv ("OCTAVE");
  endif
  paths = sprintf ("addpath ('%s'); addpath ('%s');", fileparts (which ("gpuprim_info")),
                   fileparts (which ("__gpuprim_mex__")));
  script = [paths " g = gparray (1:5); h = cumsum (g); clear all; " paths ...
            " g = gparray (1:3); k = g; clear functions; try, gather (k); catch e, disp (e.identifier); end;" ...
            " q = gparray ([4 5 6]); disp (gather (sum (q))); keep = gparray (rand (1000, 1)); exit (0);"];
  [status, out] = system (sprintf ("%s --norc --no-history --quiet --eval \"%s\" 2>&1", octave, script));
  tap_ok (status == 0 && ! isempty (strfind (out, "gpuprim:staleHandle")) && ! isempty (strfind (out, "15")),
          "child Octave: clear all, clear functions, exit with live gparrays (status %d, output %s)", status,
          strtrim (strrep (out, "\n", " | ")));
endfunction

function all_cases (backend)
  round_trips (backend);
  builtin_names (backend);
  conversions (backend);
  gpu_functions (backend);
  errors_and_stale (backend);
  no_leaks (backend);
endfunction

tap_plan ();
run_on_backends (@all_cases);
child_octave ();
tap_done ();
