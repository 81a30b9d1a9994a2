## bench_functions.m - unique, reduce by key, accumarray, maxk,
## nth_element, median and histc on device-resident doubles against CUB's
## primitives composed for the same job, the copy and Octave's builtins,
## in one run.
##
## Runs the C benchmark bench/bench_functions (the GPU side: ours, CUB and
## a device-to-device copy of the input, CUDA events, median of 25), then
## times the builtin doing the job on host arrays of the same size and kind
## of data (median of 20 calls after a warm-up, 3 past 2^24; Octave has no
## reduce by key or maxk: accumarray of the run numbers, and the head of a
## descending sort), and writes
##   OUT/functions.csv      every row with all four times
##   OUT/functions.md       the table for doc/PERFORMANCE.md
##   OUT/functions_gpu.csv  the C benchmark's output, as soon as it is there
## OUT is $GPUPRIM_BENCH_OUT (default "."); $GPUPRIM_BENCH_MAX_LOG2 caps n
## (default 28; 24 keeps the builtin's side to seconds);
## $GPUPRIM_BENCH_GPU_CSV reads the GPU side from an earlier run's
## functions_gpu.csv instead.  Run from the build tree: make bench-functions.

1;

## maxk as Octave (which has none) would write it
function y = head_of_sort (x, k)
  y = sort (x, "descend");
  y = y(1:k);
endfunction

[text, out_dir] = bench_gpu_side ("bench_functions", "functions_gpu.csv");
[heading, f] = bench_read_csv (text);
job = f(:, 1); alg = f(:, 2); cls = f(:, 3); check = str2double (f(:, 8));
num = str2double (f(:, 4:7));
n = num(:, 1); ours = num(:, 2); cub = num(:, 3); copy = num(:, 4);

## the C side's data: whole numbers below n/16 (unique), runs of 16 (keys),
## subscripts of 1000 or n/8 bins, else uniform in [-4, 4); values in [0, 1)
builtin = nan (rows (f), 1);
keys = strcat (job, "|", f(:, 4));
[ukeys, first, which] = unique (keys);
edges = linspace (-4, 4, 1001);
for u = 1:numel (ukeys)
  r = first(u);
  m = n(r);
  v = floor (1000 * rand (m, 1)) / 1000;
  switch (job{r})
    case "unique"
      fn = @(x) unique (x);
      x = floor (rand (m, 1) * m / 16);
    case "reduce_by_key"
      fn = @(x) accumarray (x, v);
      x = floor ((0:m-1)' / 16) + 1;
    case {"accumarray 1000", "accumarray n/8"}
      bins = merge (strcmp (job{r}, "accumarray 1000"), 1000, m / 8);
      fn = @(x) accumarray (x, v);
      x = 1 + floor (rand (m, 1) * bins);
    case "maxk 100"
      fn = @(x) head_of_sort (x, 100);
      x = 8 * rand (m, 1) - 4;
    case "nth_element"
      fn = @(x) nth_element (x, m / 2);
      x = 8 * rand (m, 1) - 4;
    case "median"
      fn = @median;
      x = 8 * rand (m, 1) - 4;
    otherwise
      fn = @(x) histc (x, edges);
      x = 8 * rand (m, 1) - 4;
  endswitch
  runs = merge (m > 2^24, 3, 20);
  builtin(which == u) = bench_builtin_ms (fn, {x, circshift(x, 1), circshift(x, 7)}, runs);
  clear x;
  printf ("# builtin %s: %.3f ms\n", ukeys{u}, builtin(r));
  fflush (stdout);
endfor

csv = fopen (fullfile (out_dir, "functions.csv"), "w");
fprintf (csv, "%s; builtin: Octave %s on the host, median of 20 (3 past 2^24); %s\n", heading, version (),
         bench_provenance ("bench-functions"));
fprintf (csv, "job,algorithm,class,n,ours_ms,cub_ms,copy_ms,builtin_ms,check\n");
md = fopen (fullfile (out_dir, "functions.md"), "w");
fprintf (md, "%s\n(CUB: its primitives composed for the job; builtin: Octave %s on the host CPU)\n\n",
         heading(3:end), version ());
fprintf (md, "| job | n | algorithm | ours ms | CUB ms | copy ms | builtin ms | vs CUB | vs copy | vs builtin |\n");
fprintf (md, "|-----|---|-----------|---------|--------|---------|------------|--------|---------|------------|\n");
for r = 1:rows (f)
  fprintf (csv, "%s,%s,%s,%d,%.4f,%.4f,%.4f,%.4f,%d\n", job{r}, alg{r}, cls{r}, n(r), ours(r), cub(r), copy(r),
           builtin(r), check(r));
  fprintf (md, "| %s%s | 2^%d | %s | %.3f | %.3f | %.3f | %.3f | %.2fx | %.2fx | %.1fx |\n", job{r},
           merge (check(r) == 1, "", " (differs from CUB)"), round (log2 (n(r))), alg{r}, ours(r), cub(r), copy(r),
           builtin(r), cub(r) / ours(r), copy(r) / ours(r), builtin(r) / ours(r));
endfor
fclose (csv);
fclose (md);
printf ("%s\n", fileread (fullfile (out_dir, "functions.md")));
