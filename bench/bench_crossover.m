## bench_crossover.m - from what size a call on a host array is faster
## through the GPU than on the host backend, for each kind of work; and
## whether any gpu_* call loses to its builtin.  Random doubles of 2^4 ..
## 2^26 elements (every 4x); each call timed with the "auto" context (which
## routes by the crossovers in kernels/gp_route.c) and as the builtin, and up
## to 2^22 (sum and max: every size) also on the host backend and on the CUDA
## backend: the median of 9
## trials, a trial repeating the call for at least 2 ms, the trials of a
## size's calls taking turns.  The crossover
## printed for a work is the smallest size from which the CUDA backend wins
## at every larger size measured.  Each row says whether "auto" meets the
## host-array bars: at most 10 us slower than the builtin at every size, at
## least 1.5x faster from 2^18 elements, at least 5x from 2^24.
##
## Writes OUT/crossover.csv and OUT/crossover.md; OUT is $GPUPRIM_BENCH_OUT
## (default "."); $GPUPRIM_BENCH_CROSSOVER_LOG2 caps the size (default 26);
## $GPUPRIM_BENCH_CROSSOVER_WORKS, names separated by ";", keeps those works.
## Run from the build tree: make bench-crossover.

out_dir = bench_out_dir ();

## milliseconds per call of each calls{c, 2} (x{:}) under the backend
## calls{c, 1}: the median of 9 trials of reps calls.  The trials take turns
## (a trial of each call, then the next round), so that a slow spell of the
## machine, which these shared hosts have for milliseconds at a time, falls
## on every call alike rather than on all of one call's trials.
function ms = per_call_ms (calls, x)
  n = rows (calls);
  reps = zeros (1, n);
  for c = 1:n
    gpuprim_backend (calls{c, 1});
    calls{c, 2} (x{:});
    t0 = tic;
    calls{c, 2} (x{:});
    once = toc (t0);
    reps(c) = min (1000, max (1, ceil (2e-3 / max (once, 1e-7))));
  endfor
  t = zeros (9, n);
  for k = 1:9
    for c = 1:n
      gpuprim_backend (calls{c, 1});
      calls{c, 2} (x{:});  # after a switch of backend, one call untimed
      t0 = tic;
      for r = 1:reps(c)
        calls{c, 2} (x{:});
      endfor
      t(k, c) = toc (t0) / reps(c);
    endfor
  endfor
  ms = 1e3 * median (t, 1);
endfunction

function x = inputs_for (work, n)
  v = randn (n, 1);
  switch (work)
    case {"compact"}
      x = {v, v > 0};
    case {"find"}
      x = {v > 0};
    case {"sat"}
      side = round (sqrt (n));
      x = {randn(side, side)};
    case {"max(a, b)"}
      x = {v, randn(n, 1)};
    otherwise
      x = {v};
  endswitch
endfunction

## work, gpu_* call, builtin call, crossover kind in gp_route.c, the largest
## size (log2) timed on both backends too (the reductions, which the host
## shares among its threads, at every size)
jobs = {"cumsum", @(x) gpu_cumsum (x), @(x) cumsum (x), "scan", 22;
        "cummax", @(x) gpu_cummax (x), @(x) cummax (x), "scan", 22;
        "sum", @(x) gpu_sum (x), @(x) sum (x), "reduce", 26;
        "max", @(x) gpu_max (x), @(x) max (x), "reduce", 26;
        "sort", @(x) gpu_sort (x), @(x) sort (x), "sort", 22;
        "compact", @(x, m) gpu_compact (x, m), @(x, m) x(m), "compact", 22;
        "find", @(m) gpu_find (m), @(m) find (m), "compact", 22;
        "sat", @(a) gpu_sat (a), @(a) cumsum (cumsum (a, 1), 2), "sat", 22;
        "max(a, b)", @(a, b) gpu_max (a, b), @(a, b) max (a, b), "elementwise", 22};
only = getenv ("GPUPRIM_BENCH_CROSSOVER_WORKS");  # e.g. "sum;max(a, b)": those works alone
if (! isempty (only))
  jobs = jobs(ismember (jobs(:, 1), strsplit (only, ";")), :);
endif
top = str2double (getenv ("GPUPRIM_BENCH_CROSSOVER_LOG2"));  # the largest size, 2^top (default 26)
if (isnan (top))
  top = 26;
endif
sizes = 4:2:top;
modes = {"host", "cuda", "auto"};
have_cuda = gpuprim_info ().cuda_available;  # without, the CUDA column stays empty
device = gpuprim_info ().device;
csv = fopen (fullfile (out_dir, "crossover.csv"), "w");
fprintf (csv, "# host double arrays; %s; Octave %s; %d CPUs; %s\n", device, version (), nproc (),
         bench_provenance ("bench-crossover"));
fprintf (csv, "work,kind,n,host_ms,cuda_ms,auto_ms,builtin_ms,bar_met\n");
md = fopen (fullfile (out_dir, "crossover.md"), "w");
fprintf (md, "Host double arrays, ms per call (median of 9 trials); %s, Octave %s, %d CPUs\n\n", device,
         version (), nproc ());
fprintf (md, "| work | n | host backend | CUDA backend | auto | builtin | auto vs builtin | bar | met |\n");
fprintf (md, "|---|---|---|---|---|---|---|---|---|\n");
## the host-array bar a size's "auto" time must meet, and whether t (auto, builtin; ms) meets it
function [what, met] = bar_of (lg, t_auto, t_builtin)
  if (lg >= 24)
    what = ">= 5x"; met = t_builtin >= 5 * t_auto;
  elseif (lg >= 18)
    what = ">= 1.5x"; met = t_builtin >= 1.5 * t_auto;
  else
    what = "<= builtin + 10 us"; met = t_auto <= t_builtin + 0.010;
  endif
  met = met && t_auto <= t_builtin + 0.010;
endfunction
missed = {};
summary = {};
for j = 1:rows (jobs)
  t = nan (numel (sizes), 4);
  both_backends = jobs{j, 5};
  for s = 1:numel (sizes)
    x = inputs_for (jobs{j, 1}, 2^sizes(s));
    timed = [(sizes(s) <= both_backends | strcmp (modes, "auto")) & (have_cuda | ! strcmp (modes, "cuda")), true];
    calls = [[modes, {"auto"}]; [repmat(jobs(j, 2), 1, 3), jobs(j, 3)]]';
    t(s, timed) = per_call_ms (calls(timed, :), x);
    [what, met] = bar_of (sizes(s), t(s, 3), t(s, 4));
    if (! met)
      missed{end+1} = sprintf ("%s 2^%d", jobs{j, 1}, sizes(s));
    endif
    fprintf (csv, "\"%s\",%s,%d,%.5f,%.5f,%.5f,%.5f,%d\n", jobs{j, 1}, jobs{j, 4}, 2^sizes(s), t(s, :), met);
    fprintf (md, "| %s | 2^%d | %.4f | %.4f | %.4f | %.4f | %.2fx | %s | %s |\n", jobs{j, 1}, sizes(s), t(s, :),
             t(s, 4) / t(s, 3), what, merge (met, "yes", "NO"));
    fflush (md);
  endfor
  measured = sizes <= both_backends;
  t = t(measured, :);
  wins = t(:, 2) < t(:, 1);
  first = find (! wins, 1, "last");
  if (isempty (first))
    from = sizes(1);
  elseif (first == nnz (measured))
    from = Inf;
  else
    from = sizes(first + 1);
  endif
  summary(end + 1, :) = {jobs{j, 1}, jobs{j, 4}, from};
  printf ("# %s (%s): the CUDA backend wins from 2^%g\n", jobs{j, 1}, jobs{j, 4}, from);
  fflush (stdout);
endfor
gpuprim_backend ("auto");
fprintf (md, "\n| work | kind | CUDA backend wins from |\n|---|---|---|\n");
for k = 1:rows (summary)
  fprintf (md, "| %s | %s | 2^%g |\n", summary{k, :});
endfor
fprintf (md, "\nBars missed in \"auto\": %s\n", merge (isempty (missed), "none", strjoin (missed, ", ")));
fclose (csv);
fclose (md);
printf ("%s\n", fileread (fullfile (out_dir, "crossover.md")));
