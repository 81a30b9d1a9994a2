## bench_reduce.m - every reduction algorithm against CUB, the copy and
## Octave's builtins, in one run.
##
## Runs the C benchmark bench/bench_reduce (the GPU side: every algorithm,
## CUB doing the same job and a device-to-device copy of the input, all on
## device-resident data, CUDA events, median of 25), then times the builtin
## sum or max on host arrays of the same class, shape and kind of data
## (median of 20 calls, three input arrays, after a warm-up call), and writes
##   OUT/reduce.csv   every row with all four times
##   OUT/reduce.md    the table for doc/PERFORMANCE.md
##   OUT/reduce_gpu.csv  the C benchmark's output, as soon as it is there
## OUT is $GPUPRIM_BENCH_OUT (default "."); $GPUPRIM_BENCH_MAX_LOG2 caps the
## line lengths (default 28); $GPUPRIM_BENCH_GPU_CSV reads the GPU side from
## an earlier run's reduce_gpu.csv instead.  Run from the build tree: make
## bench-reduce.

## kept at once in OUT/reduce_gpu.csv: the builtin side takes minutes at 2^28
[text, out_dir] = bench_gpu_side ("bench_reduce", "reduce_gpu.csv");
[heading, f] = bench_read_csv (text);
job = f(:, 1); alg = f(:, 2); cls = f(:, 3);
num = str2double (f(:, 4:11));
nr = num(:, 1); nc = num(:, 2); dim = num(:, 3);
ours = num(:, 4); cub = num(:, 5); copy = num(:, 6); gbs = num(:, 7); diff = num(:, 8);

## the builtin on the host, once per (job, class, shape), on the C side's kind
## of data (-3..3 plus a fraction for floats, -3..3 for int32)
builtin = nan (rows (f), 1);
keys = strcat (job, "|", cls, "|", f(:, 4), "x", f(:, 5), "|", f(:, 6));
[ukeys, first, which] = unique (keys);
for u = 1:numel (ukeys)
  r = first(u);
  sz = [nr(r) nc(r)];
  if (strcmp (cls{r}, "int32"))
    x = int32 (floor (7 * rand (sz)) - 3);
  else
    x = cast (floor (7 * rand (sz)) - 3 + floor (1000 * rand (sz)) / 1000, cls{r});
  endif
  if (strncmp (job{r}, "max", 3))  # "max includenan" too: the builtin has no NaN flag, its plain call on the same bytes
    fn = @(x) max (x, [], dim(r));
  else
    fn = @(x) sum (x, dim(r));
  endif
  ## three inputs: the array and two rotations of it (cheaper to make at 2^28)
  builtin(which == u) = bench_builtin_ms (fn, {x, circshift(x, 1), circshift(x, 7)});
  clear x;
  printf ("# builtin %s: %.3f ms\n", ukeys{u}, builtin(r));
  fflush (stdout);
endfor

csv = fopen (fullfile (out_dir, "reduce.csv"), "w");
fprintf (csv, "%s; builtin: Octave %s sum / max on the host, median of 20; %s\n", heading, version (),
         bench_provenance ("bench-reduce"));
fprintf (csv, "job,algorithm,class,rows,cols,dim,ours_ms,cub_ms,copy_ms,builtin_ms,ours_read_GBs,max_rel_diff\n");
md = fopen (fullfile (out_dir, "reduce.md"), "w");
fprintf (md, "%s\n(builtin: Octave %s `sum` / `max` on the host CPU, median of 20 calls; the copy reads and writes\n",
         heading(3:end), version ());
fprintf (md, "the input once, a reduction only reads it)\n\n");
fprintf (md, "| job | shape | algorithm | ours ms | CUB ms | copy ms | builtin ms | vs CUB | vs copy | read GB/s | vs builtin |\n");
fprintf (md, "|-----|-------|-----------|---------|--------|---------|------------|--------|---------|-----------|------------|\n");
for r = 1:rows (f)
  fprintf (csv, "%s,%s,%s,%d,%d,%d,%.4f,%.4f,%.4f,%.4f,%.1f,%.2e\n", job{r}, alg{r}, cls{r}, nr(r), nc(r),
           dim(r), ours(r), cub(r), copy(r), builtin(r), gbs(r), diff(r));
  if (nc(r) == 1)
    shape = sprintf ("2^%d", round (log2 (nr(r))));
  else
    shape = sprintf ("%dx%d, dim %d", nr(r), nc(r), dim(r));
  endif
  fprintf (md, "| %s %s | %s | %s | %.3f | %.3f | %.3f | %.3f | %.2fx | %.2fx | %.0f | %.1fx |\n", cls{r},
           job{r}, shape, alg{r}, ours(r), cub(r), copy(r), builtin(r), cub(r) / ours(r), copy(r) / ours(r),
           gbs(r), builtin(r) / ours(r));
endfor
fclose (csv);
fclose (md);
printf ("%s\n", fileread (fullfile (out_dir, "reduce.md")));
