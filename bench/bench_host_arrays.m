## bench_host_arrays.m - what a user waits for with a 1 GiB host array: each
## gpu_* call on 2^27 random doubles (an 8192x16384 matrix for gpu_sat), end
## to end (copies in and out, the result handed to Octave), against the
## builtin, all in this one run.  Each is timed with results handed over as
## Octave adopts them (GPUPRIM_PLAIN_OUTPUTS=0, the default before Octave
## 11 where the build has it) and, for the rows marked so, through
## mxCreate*, which Octave 7-9 copies at the return and 11 does not
## (GPUPRIM_PLAIN_OUTPUTS=1): median of 5 calls after a warm-up, three input
## arrays in turn; the
## builtins likewise, without the warm-up; every result is checked against
## the builtin's (sums within 1e-9 of the largest magnitude, the rest bit for
## bit).  gpu_sortrows sorts the same numbers rounded to small integers as
## an (n/4) x 4 matrix, by every column; gpu_maxk's builtin is the head
## of sort (x, "descend"), Octave having no maxk; gpu_unique runs on
## the random doubles (each one unique) and, with all three outputs, on
## the small integers (many ties); gpu_median on the column (one line)
## and on the 8192x16384 matrix (its columns); gpu_accumarray sums and
## takes the max of the doubles at subscripts drawn from 1 to 1000 and
## from 1 to n / 8; gpu_histc counts them in 1000 bins.  gpu_compact's mask, x > 0, is
## made before the clock starts, for it and for the builtin x(mask) alike.  The round trip gather (gparray (x))
## is the engine's floor for a call that returns as many bytes as it takes
## (its "builtin" is x + 0, which also writes a new array), and gpu_sum the
## upload's (its GB/s column: bytes in over its time).
##
## Writes OUT/host_arrays.csv and OUT/host_arrays.md; OUT is
## $GPUPRIM_BENCH_OUT (default ".").  $GPUPRIM_BENCH_HOST_LOG2 changes the
## size (default 27), $GPUPRIM_BENCH_BACKEND the backend (default "cuda"),
## $GPUPRIM_BENCH_HOST_CALLS keeps only the calls it lists (";" between, as
## the table names them: "gpu_sort;[s, i] = gpu_sort"),
## $GPUPRIM_BENCH_HOST_RUNS times ours that many times (default 5) and
## $GPUPRIM_BENCH_HOST_BUILTIN_RUNS times the builtins that many times
## (default 5; 0: their results checked against, their time not taken:
## a device call too short for half a minute a sort).
## Run from the build tree: make bench-host-arrays.

out_dir = bench_out_dir ();
lg = str2double (getenv ("GPUPRIM_BENCH_HOST_LOG2"));
if (isnan (lg))
  lg = 27;
endif
runs = str2double (getenv ("GPUPRIM_BENCH_HOST_RUNS"));
if (isnan (runs))
  runs = 5;
endif

## every output of fn (x{:}), in a cell
function y = outputs_of (fn, nout, x)
  y = cell (1, nout);
  [y{:}] = fn (x{:});
endfunction

## ours against the builtin's: bit for bit, but sums (added in another
## order) within 1e-9 of the largest magnitude
function ok = agrees (ours, theirs, name)
  ok = numel (ours) == numel (theirs);
  for k = 1:numel (ours)
    if (any (strcmp (name, {"gpu_cumsum", "gpu_sum", "gpu_sat", "gpu_accumarray (s, x)", ...
                            "gpu_accumarray (s, x), n/8 bins"})))
      ok = ok && isequal (size (ours{k}), size (theirs{k})) ...
           && max (abs (ours{k}(:) - theirs{k}(:))) <= 1e-9 * max (abs (theirs{k}(:)));
    else
      ok = ok && isequal (ours{k}, theirs{k});
    endif
  endfor
endfunction

## maxk as Octave (which has none) would write it: the head of a full sort
function [b, i] = maxk_by_sort (x, k)
  [b, i] = sort (x, "descend");
  b = b(1:k);
  i = i(1:k);
endfunction

## ms of fn on the inputs in turn: the median of runs calls (after one warm-up when warm)
function ms = time_calls (fn, inputs, runs, warm)
  if (warm)
    fn (inputs{1});
  endif
  t = zeros (runs, 1);
  for k = 1:runs
    x = inputs{mod (k - 1, numel (inputs)) + 1};
    t0 = tic;
    y = fn (x);
    t(k) = toc (t0);
    clear y;
  endfor
  ms = 1e3 * median (t);
endfunction

n = 2^lg;
## input sets: each a cell of three calls' arguments (cells themselves)
v = randn (n, 1);
vs = {{v}, {circshift(v, 1)}, {circshift(v, 7)}};
cs = cellfun (@(a) {a{1}, a{1} > 0}, vs, "UniformOutput", false);
side = 2^floor (lg / 2);
a = reshape (v, side, n / side);  # 8192 x 16384 at 2^27
as = {{a}, {circshift(a, 1)}, {circshift(a, 7)}};
r = reshape (round (4 * v), n / 4, 4);  # rows of 4 small integers: ties the later columns decide
rs = {{r}, {circshift(r, 1)}, {circshift(r, 7)}};
## subscripts with the doubles: few (1000) and many (n / 8) bins
few = randi (1000, n, 1);
many = randi (n / 8, n, 1);
ss = {{few, v}, {few, circshift(v, 1)}, {few, circshift(v, 7)}};
sm = {{many, v}, {many, circshift(v, 1)}, {many, circshift(v, 7)}};
clear v a r few many;
edges = linspace (-4, 4, 1001);
## call, ours, builtin, outputs, bar in ms (NaN: none), inputs, also through the plain path
jobs = {"gpu_cumsum", @gpu_cumsum, @cumsum, 1, 80, "v", true;
        "[w, iw] = gpu_cummax", @gpu_cummax, @cummax, 2, 150, "v", false;
        "gpu_sort", @gpu_sort, @sort, 1, 120, "v", false;
        "[s, i] = gpu_sort", @gpu_sort, @sort, 2, 200, "v", true;
        "gpu_compact (x, x > 0)", @gpu_compact, @(x, m) x(m), 1, 80, "c", false;
        "gpu_sat", @gpu_sat, @(a) cumsum (cumsum (a, 1), 2), 1, 100, "a", false;
        "gpu_sum", @gpu_sum, @sum, 1, 40, "v", false;
        "gpu_max", @gpu_max, @max, 1, NaN, "v", false;
        "gather (gparray (x))", @(x) gather (gparray (x)), @(x) x + 0, 1, NaN, "v", true;
        "[s, i] = gpu_sortrows (r)", @gpu_sortrows, @sortrows, 2, NaN, "r", false;
        "[b, i] = gpu_maxk (x, 100)", @(x) gpu_maxk (x, 100), @(x) maxk_by_sort (x, 100), 2, NaN, "v", false;
        "[b, i] = gpu_maxk (x, 100), select", @(x) gpu_maxk (x, 100, "algorithm", "select"), ...
        @(x) maxk_by_sort (x, 100), 2, NaN, "v", false;
        "[b, i] = gpu_maxk (x, 100), sort", @(x) gpu_maxk (x, 100, "algorithm", "sort"), ...
        @(x) maxk_by_sort (x, 100), 2, NaN, "v", false;
        "[b, i] = gpu_maxk (x, n/8), select", @(x) gpu_maxk (x, numel (x) / 8, "algorithm", "select"), ...
        @(x) maxk_by_sort (x, numel (x) / 8), 2, NaN, "v", false;
        "[b, i] = gpu_maxk (x, n/8), sort", @(x) gpu_maxk (x, numel (x) / 8, "algorithm", "sort"), ...
        @(x) maxk_by_sort (x, numel (x) / 8), 2, NaN, "v", false;
        "gpu_nth_element (x, n/2)", @(x) gpu_nth_element (x, numel (x) / 2), @(x) nth_element (x, numel (x) / 2), 1, ...
        NaN, "v", false;
        "gpu_nth_element (x, n/2), select", @(x) gpu_nth_element (x, numel (x) / 2, "algorithm", "select"), ...
        @(x) nth_element (x, numel (x) / 2), 1, NaN, "v", false;
        "[y, i, j] = gpu_unique (r)", @gpu_unique, @unique, 3, NaN, "r", false;
        "gpu_unique (x)", @gpu_unique, @unique, 1, NaN, "v", false;
        "gpu_median (x)", @gpu_median, @median, 1, NaN, "v", false;
        "gpu_median (x), select", @(x) gpu_median (x, "algorithm", "select"), @median, 1, NaN, "v", false;
        "gpu_median (x), sort", @(x) gpu_median (x, "algorithm", "sort"), @median, 1, NaN, "v", false;
        "gpu_median (a)", @gpu_median, @median, 1, NaN, "a", false;
        "gpu_accumarray (s, x)", @gpu_accumarray, @accumarray, 1, NaN, "s", false;
        "gpu_accumarray (s, x), n/8 bins", @gpu_accumarray, @accumarray, 1, NaN, "m", false;
        "gpu_accumarray (s, x, [], @max)", @(s, x) gpu_accumarray (s, x, [], @max), ...
        @(s, x) accumarray (s, x, [], @max), 1, NaN, "s", false;
        "gpu_histc (x, 1001 edges)", @(x) gpu_histc (x, edges), @(x) histc (x, edges), 1, NaN, "v", false};
only = getenv ("GPUPRIM_BENCH_HOST_CALLS");
if (! isempty (only))
  keep = ismember (jobs(:, 1), strsplit (only, ";"));
  if (! any (keep))
    error ("bench_host_arrays: GPUPRIM_BENCH_HOST_CALLS names no call of the table");
  endif
  jobs = jobs(keep, :);
endif
builtin_runs = str2double (getenv ("GPUPRIM_BENCH_HOST_BUILTIN_RUNS"));
if (isnan (builtin_runs))
  builtin_runs = runs;
endif
function xs = inputs_of (kind, vs, cs, as, rs, ss, sm)
  switch (kind)
    case "v", xs = vs;
    case "c", xs = cs;
    case "r", xs = rs;
    case "s", xs = ss;
    case "m", xs = sm;
    otherwise, xs = as;
  endswitch
endfunction

paths = {"adopt", "plain"};
ms = nan (rows (jobs), numel (paths));
builtin = nan (rows (jobs), 1);
same = true (rows (jobs), 1);
backend = getenv ("GPUPRIM_BENCH_BACKEND");  # "cuda" unless set (host: to try the script without a GPU)
gpuprim_backend (merge (isempty (backend), "cuda", backend));
for p = 1:numel (paths)
  setenv ("GPUPRIM_PLAIN_OUTPUTS", merge (strcmp (paths{p}, "plain"), "1", "0"));
  if (! strcmp (gpuprim_info ().outputs, paths{p}))
    printf ("# %s path: not in this build\n", paths{p});
    continue;
  endif
  for j = 1:rows (jobs)
    if (p == 2 && ! jobs{j, 7})
      continue;
    endif
    fn = @(x) outputs_of (jobs{j, 2}, jobs{j, 4}, x);
    ms(j, p) = time_calls (fn, inputs_of (jobs{j, 6}, vs, cs, as, rs, ss, sm), runs, true);
    printf ("# %s, %s path: %.1f ms\n", jobs{j, 1}, paths{p}, ms(j, p));
    fflush (stdout);
  endfor
endfor
unsetenv ("GPUPRIM_PLAIN_OUTPUTS");
## the builtins without a warm-up call (a sort of 2^27 takes half a minute);
## ours are checked against the builtin's result on the first input
for j = 1:rows (jobs)
  xs = inputs_of (jobs{j, 6}, vs, cs, as, rs, ss, sm);
  fn = @(x) outputs_of (jobs{j, 3}, jobs{j, 4}, x);
  same(j) = agrees (outputs_of (jobs{j, 2}, jobs{j, 4}, xs{1}), fn (xs{1}), jobs{j, 1});
  if (builtin_runs > 0)
    builtin(j) = time_calls (fn, xs, builtin_runs, false);
    printf ("# %s, builtin: %.1f ms\n", jobs{j, 1}, builtin(j));
  else
    printf ("# %s, builtin: checked, not timed\n", jobs{j, 1});
  endif
  fflush (stdout);
endfor
gpuprim_backend ("auto");

device = gpuprim_info ().device;
csv = fopen (fullfile (out_dir, "host_arrays.csv"), "w");
fprintf (csv, "# 2^%d random doubles on the host, median of %d; %s; Octave %s; %d CPUs; %s\n", lg, runs, device,
         version (), nproc (), bench_provenance ("bench-host-arrays"));
fprintf (csv, "call,adopt_ms,plain_ms,builtin_ms,bar_ms,same\n");
md = fopen (fullfile (out_dir, "host_arrays.md"), "w");
fprintf (md, "2^%d random doubles (%.0f MiB) on the host, end to end, median of %d; %s, Octave %s, %d CPUs\n\n",
         lg, n * 8 / 2^20, runs, device, version (), nproc ());
fprintf (md, "| call | adopted ms | plain (copied) ms | builtin ms | bar ms | bar met | vs builtin | GB/s in | same |\n");
fprintf (md, "|---|---|---|---|---|---|---|---|---|\n");
for j = 1:rows (jobs)
  bar = jobs{j, 5};
  fprintf (csv, "\"%s\",%.2f,%.2f,%.2f,%g,%d\n", jobs{j, 1}, ms(j, :), builtin(j), bar, same(j));
  fprintf (md, "| %s | %.1f | %s | %s | %s | %s | %s | %s | %s |\n", jobs{j, 1}, ms(j, 1),
           merge (isnan (ms(j, 2)), "-", sprintf ("%.1f", ms(j, 2))),
           merge (isnan (builtin(j)), "-", sprintf ("%.1f", builtin(j))),
           merge (isnan (bar), "-", sprintf ("%g", bar)),
           merge (isnan (bar), "-", merge (ms(j, 1) <= bar, "yes", "NO")),
           merge (isnan (builtin(j)), "-", sprintf ("%.1fx", builtin(j) / ms(j, 1))),
           merge (strcmp (jobs{j, 1}, "gpu_sum"), sprintf ("%.1f", n * 8 / ms(j, 1) / 1e6), "-"),
           merge (same(j), "yes", "NO"));
endfor
fclose (csv);
fclose (md);
printf ("%s\n", fileread (fullfile (out_dir, "host_arrays.md")));
