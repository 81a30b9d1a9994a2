## bench_sort.m - gpu_sort against CUB, the copy and Octave's sort, in one run.
##
## Part 1 runs the C benchmark bench/bench_sort (the GPU side on
## device-resident data: ours, CUB's radix sort doing the same job, a
## device-to-device copy of the keys; CUDA events, median of 25), then
## times the builtin on host arrays of the same class, size and kind of
## data (random bits; median of 20 calls at 2^20, 3 at 2^24; at 2^28 a call
## takes over a minute and is not timed: part 2 has the builtin at 2^27).
##
## Part 2 times what an Octave user sees: gpu_sort (x) and [s, i] =
## gpu_sort (x) on host arrays of random doubles, transfers included,
## against sort, 2^10 .. 2^27 elements (median of 20 calls, fewer past
## 2^22), each result checked against the builtin's.
##
## Writes OUT/sort.csv, OUT/sort.md (part 1), OUT/sort_host.csv and
## OUT/sort_host.md (part 2), and OUT/sort_gpu.csv (the C benchmark's
## output, as soon as it is there).  OUT is $GPUPRIM_BENCH_OUT (default
## "."); $GPUPRIM_BENCH_MAX_LOG2 caps the sizes (default 28; part 2 stops at
## 2^27 or one below it); $GPUPRIM_BENCH_GPU_CSV reads part 1's GPU side
## from an earlier run; $GPUPRIM_BENCH_SORT_PART1_ONLY=1 leaves part 2 out
## (minutes of the builtin at 2^25 and 2^27).  Run from the build tree:
## make bench-sort.

[text, out_dir] = bench_gpu_side ("bench_sort", "sort_gpu.csv");
[heading, f] = bench_read_csv (text);
job = f(:, 1); alg = f(:, 2); cls = f(:, 3); check = f(:, 9);
num = str2double (f(:, 4:8));
n = num(:, 1); line_len = num(:, 2); ours = num(:, 3); cub = num(:, 4); copy = num(:, 5);

## random bits of a class, as the C benchmark's keys (no NaN or Inf)
function x = random_bits (cls, n)
  switch (cls)
    case "double"
      x = randn (n, 1) .* 2 .^ randi ([-1000 1000], n, 1);
    case "single"
      x = single (randn (n, 1) .* 2 .^ randi ([-120 120], n, 1));
    otherwise
      x = cast (randi ([0 2^32-1], n, 1), cls);
  endswitch
endfunction

builtin = nan (rows (f), 1);
for r = 1:rows (f)
  if (n(r) > 2^24)
    printf ("# builtin %s %s 2^%d: not timed (over a minute a call)\n", job{r}, cls{r}, log2 (n(r)));
    continue;
  endif
  x = random_bits (cls{r}, n(r));
  if (strcmp (job{r}, "segments"))
    x = reshape (x, line_len(r), []);
    fn = @(x) sort (x, 1);
  elseif (strcmp (job{r}, "pairs"))
    fn = @(x) nthargout (1:2, @sort, x);
  else
    fn = @(x) sort (x);
  endif
  builtin(r) = bench_builtin_ms (fn, {x, circshift(x, 1), circshift(x, 7)}, 20 - 17 * (n(r) > 2^20));
  clear x;
  printf ("# builtin %s %s 2^%d: %.3f ms\n", job{r}, cls{r}, log2 (n(r)), builtin(r));
  fflush (stdout);
endfor

csv = fopen (fullfile (out_dir, "sort.csv"), "w");
fprintf (csv, "%s; builtin: Octave %s on the host; %s\n", heading, version (), bench_provenance ("bench-sort"));
fprintf (csv, "job,algorithm,class,n,line,ours_ms,cub_ms,copy_ms,builtin_ms,check\n");
md = fopen (fullfile (out_dir, "sort.md"), "w");
fprintf (md, "%s\n(builtin: Octave %s's sort on the host CPU; the copy moves the keys' bytes once;\n",
         heading(3:end), version ());
fprintf (md, "\"check\": our keys and positions against CUB's)\n\n");
fprintf (md, "| job | class | n | line | algorithm | ours ms | CUB ms | copy ms | builtin ms | vs CUB | vs copy | vs builtin | check |\n");
fprintf (md, "|-----|-------|---|------|-----------|---------|--------|---------|------------|--------|---------|------------|-------|\n");
for r = 1:rows (f)
  fprintf (csv, "%s,%s,%s,%d,%d,%.4f,%.4f,%.4f,%.4f,%s\n", job{r}, alg{r}, cls{r}, n(r), line_len(r), ours(r),
           cub(r), copy(r), builtin(r), check{r});
  fprintf (md, "| %s | %s | 2^%d | %d | %s | %.3f | %.3f | %.3f | %.1f | %.2fx | %.2fx | %.0fx | %s |\n", job{r},
           cls{r}, round (log2 (n(r))), line_len(r), alg{r}, ours(r), cub(r), copy(r), builtin(r),
           cub(r) / ours(r), copy(r) / ours(r), builtin(r) / ours(r), check{r});
endfor
fclose (csv);
fclose (md);
printf ("%s\n", fileread (fullfile (out_dir, "sort.md")));

## ---- part 2: host arrays, as users call it
if (strcmp (getenv ("GPUPRIM_BENCH_SORT_PART1_ONLY"), "1"))
  return;
endif
max_log2 = str2double (getenv ("GPUPRIM_BENCH_MAX_LOG2"));
if (isnan (max_log2))
  max_log2 = 28;
endif
sizes = [10 14 18 22 25 27];
sizes = sizes(sizes <= min (27, max_log2));
csv = fopen (fullfile (out_dir, "sort_host.csv"), "w");
fprintf (csv, "# gpu_sort on host double arrays, transfers included; Octave %s; %s; %s\n", version (),
         gpuprim_info ().device, bench_provenance ("bench-sort"));
fprintf (csv, "outputs,n,gpu_sort_ms,sort_ms,speedup,same\n");
md = fopen (fullfile (out_dir, "sort_host.md"), "w");
fprintf (md, "gpu_sort on host double arrays (random), transfers included, against sort; %s, Octave %s\n\n",
         gpuprim_info ().device, version ());
fprintf (md, "| outputs | n | gpu_sort ms | sort ms | speedup | same |\n|---|---|---|---|---|---|\n");
for lg = sizes
  x = randn (2^lg, 1);
  xs = {x, circshift(x, 1), circshift(x, 7)};
  runs = 20 - 17 * (lg > 22) - 2 * (lg > 25);
  for outputs = 1:2
    if (outputs == 1)
      ours = bench_builtin_ms (@(x) gpu_sort (x), xs, runs);
      theirs = bench_builtin_ms (@(x) sort (x), xs, runs);
      same = isequal (gpu_sort (x), sort (x));
    else
      ours = bench_builtin_ms (@(x) nthargout (1:2, @gpu_sort, x), xs, runs);
      theirs = bench_builtin_ms (@(x) nthargout (1:2, @sort, x), xs, runs);
      [s, i] = gpu_sort (x);
      [es, ei] = sort (x);
      same = isequal (s, es) && isequal (i, ei);
    endif
    fprintf (csv, "%d,%d,%.3f,%.3f,%.2f,%d\n", outputs, 2^lg, ours, theirs, theirs / ours, same);
    fprintf (md, "| %s | 2^%d | %.2f | %.1f | %.1fx | %s |\n", merge (outputs == 1, "s", "[s, i]"), lg, ours,
             theirs, theirs / ours, merge (same, "yes", "NO"));
    fflush (csv);
  endfor
  clear x xs s i es ei;
endfor
fclose (csv);
fclose (md);
printf ("%s\n", fileread (fullfile (out_dir, "sort_host.md")));
