## bench_crossover.m - from what size a call on a host array is faster
## through the GPU than on the host backend, for each kind of work; and
## whether any gpu_* call loses to its builtin.  Random doubles of 2^4 ..
## 2^22 elements (every 4x); each call timed on the host backend, on the
## CUDA backend, with the "auto" context (which routes by the crossovers in
## kernels/gp_route.c) and as the builtin: the median of 9 trials, a trial
## repeating the call for at least 2 ms.  The crossover printed for a work
## is the smallest size from which the CUDA backend wins at every larger
## size measured.
##
## Writes OUT/crossover.csv and OUT/crossover.md; OUT is $GPUPRIM_BENCH_OUT
## (default ".").  Run from the build tree: make bench-crossover.

out_dir = bench_out_dir ();

## milliseconds per call of fn (x{:}): median of 9 trials of reps calls
function ms = per_call_ms (fn, x)
  fn (x{:});
  t0 = tic;
  fn (x{:});
  once = toc (t0);
  reps = min (1000, max (1, ceil (2e-3 / max (once, 1e-7))));
  t = zeros (9, 1);
  for k = 1:9
    t0 = tic;
    for r = 1:reps
      fn (x{:});
    endfor
    t(k) = toc (t0) / reps;
  endfor
  ms = 1e3 * median (t);
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

## work, gpu_* call, builtin call, crossover kind in gp_route.c
jobs = {"cumsum", @(x) gpu_cumsum (x), @(x) cumsum (x), "scan";
        "cummax", @(x) gpu_cummax (x), @(x) cummax (x), "scan";
        "sum", @(x) gpu_sum (x), @(x) sum (x), "reduce";
        "max", @(x) gpu_max (x), @(x) max (x), "reduce";
        "sort", @(x) gpu_sort (x), @(x) sort (x), "sort";
        "compact", @(x, m) gpu_compact (x, m), @(x, m) x(m), "compact";
        "find", @(m) gpu_find (m), @(m) find (m), "compact";
        "sat", @(a) gpu_sat (a), @(a) cumsum (cumsum (a, 1), 2), "sat";
        "max(a, b)", @(a, b) gpu_max (a, b), @(a, b) max (a, b), "elementwise"};
sizes = 4:2:22;
modes = {"host", "cuda", "auto"};
device = gpuprim_info ().device;
csv = fopen (fullfile (out_dir, "crossover.csv"), "w");
fprintf (csv, "# host double arrays; %s; Octave %s; %d CPUs\n", device, version (), nproc ());
fprintf (csv, "work,kind,n,host_ms,cuda_ms,auto_ms,builtin_ms\n");
md = fopen (fullfile (out_dir, "crossover.md"), "w");
fprintf (md, "Host double arrays, ms per call (median of 9 trials); %s, Octave %s, %d CPUs\n\n", device,
         version (), nproc ());
fprintf (md, "| work | n | host backend | CUDA backend | auto | builtin | auto vs builtin |\n");
fprintf (md, "|---|---|---|---|---|---|---|\n");
summary = {};
for j = 1:rows (jobs)
  t = nan (numel (sizes), 4);
  for s = 1:numel (sizes)
    x = inputs_for (jobs{j, 1}, 2^sizes(s));
    for m = 1:numel (modes)
      gpuprim_backend (modes{m});
      t(s, m) = per_call_ms (jobs{j, 2}, x);
    endfor
    t(s, 4) = per_call_ms (jobs{j, 3}, x);
    fprintf (csv, "%s,%s,%d,%.5f,%.5f,%.5f,%.5f\n", jobs{j, 1}, jobs{j, 4}, 2^sizes(s), t(s, :));
    fprintf (md, "| %s | 2^%d | %.4f | %.4f | %.4f | %.4f | %.2fx |\n", jobs{j, 1}, sizes(s), t(s, :),
             t(s, 4) / t(s, 3));
  endfor
  wins = t(:, 2) < t(:, 1);
  first = find (! wins, 1, "last");
  if (isempty (first))
    from = sizes(1);
  elseif (first == numel (sizes))
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
fclose (csv);
fclose (md);
printf ("%s\n", fileread (fullfile (out_dir, "crossover.md")));
