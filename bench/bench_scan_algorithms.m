## bench_scan_algorithms.m - every scan algorithm against CUB, the copy and
## Octave's builtin, in one run.
##
## Runs the C benchmark bench/bench_scan_algorithms (the GPU side: every
## algorithm, CUB doing the same job and a device-to-device copy, all on
## device-resident data, CUDA events, median of 25), then times the builtin
## cumsum on host arrays of the same class, shape and kind of data (median of
## 20 runs, three input arrays, after a warm-up call), and writes
##   OUT/scan_algorithms.csv   every row with all four times
##   OUT/scan_algorithms.md    the table for doc/PERFORMANCE.md
## OUT is $GPUPRIM_BENCH_OUT (default "."); $GPUPRIM_BENCH_MAX_LOG2 caps the
## line lengths (default 28).  With $GPUPRIM_BENCH_BUILTIN_LOG, the builtin's
## times come from the "# builtin KEY: T ms" lines an earlier run printed
## (one run that did not finish, or several), and a key it lacks stays NaN:
## nothing is timed on this machine.  bench/plot_scan_algorithms.m draws the plot.
## Run from the build tree: make bench-algorithms.

[text, out_dir] = bench_gpu_side ("bench_scan_algorithms");
[heading, f] = bench_read_csv (text);  # heading: "# gpuprim ..., scan algorithms on GPU; ..."
n_rows = rows (f);
job = f(:, 1); alg = f(:, 2); cls = f(:, 3);
num = str2double (f(:, 4:10));
nr = num(:, 1); nc = num(:, 2); dim = num(:, 3);
ours = num(:, 4); cub = num(:, 5); copy = num(:, 6); diff = num(:, 7);

## the builtin on the host, once per (job, class, shape): the same kind of data
## as the C benchmark's (-3..3 plus a fraction for floats, -3..3 for int32)
builtin = nan (n_rows, 1);
keys = cellfun (@(j, c, a, b, d) sprintf ("%s|%s|%dx%d|%d", j, c, a, b, d), job(:), cls(:),
                num2cell (nr), num2cell (nc), num2cell (dim), "UniformOutput", false);
[ukeys, first, which] = unique (keys);
builtin_log = getenv ("GPUPRIM_BENCH_BUILTIN_LOG");
if (! isempty (builtin_log))
  logged = regexp (fileread (builtin_log), '# builtin ([^\n]+): ([0-9.]+) ms', "tokens");
  logged = vertcat (logged{:});
endif
for u = 1:numel (ukeys)
  r = first(u);
  if (! isempty (builtin_log))  # an earlier run's time, or none: nothing is timed here
    hit = find (strcmp (logged(:, 1), ukeys{u}), 1);
    if (! isempty (hit))
      builtin(which == u) = str2double (logged{hit, 2});
    endif
    continue;
  endif
  sz = [nr(r) nc(r)];
  make = @() randi ([-3 3], sz) + randi ([0 999], sz) / 1000;
  opts = {dim(r)};
  if (strcmp (cls{r}, "int32"))
    make = @() int32 (randi ([-3 3], sz));
    opts{end+1} = "native";
  endif
  builtin(which == u) = bench_builtin_ms (@(x) cumsum (x, opts{:}),
                                          {cast(make (), cls{r}), cast(make (), cls{r}), cast(make (), cls{r})});
  printf ("# builtin %s: %.3f ms\n", ukeys{u}, builtin(r));
  fflush (stdout);
endfor

csv = fopen (fullfile (out_dir, "scan_algorithms.csv"), "w");
builtin_from = "";
if (! isempty (builtin_log))
  builtin_from = sprintf (" (from %s; NaN: not in it)", builtin_log);
endif
fprintf (csv, "%s; builtin: Octave %s cumsum on the host, median of 20%s; %s\n", heading, version (), builtin_from,
         bench_provenance ("bench-algorithms"));
fprintf (csv, "job,algorithm,class,rows,cols,dim,ours_ms,cub_ms,copy_ms,builtin_ms,max_rel_diff\n");
md = fopen (fullfile (out_dir, "scan_algorithms.md"), "w");
fprintf (md, "%s\n(builtin: Octave %s `cumsum` on the host CPU, median of 20 calls)\n\n", heading(3:end), version ());
fprintf (md, "| job | shape | algorithm | ours ms | CUB ms | copy ms | vs CUB | vs copy | builtin ms | vs builtin |\n");
fprintf (md, "|-----|-------|-----------|---------|--------|---------|------------|--------|---------|------------|\n");
for r = 1:n_rows
  fprintf (csv, "%s,%s,%s,%d,%d,%d,%.4f,%.4f,%.4f,%.4f,%.2e\n", job{r}, alg{r}, cls{r}, nr(r), nc(r), dim(r),
           ours(r), cub(r), copy(r), builtin(r), diff(r));
  if (nc(r) == 1)
    shape = sprintf ("2^%d", round (log2 (nr(r))));
  else
    shape = sprintf ("%dx%d, dim %d", nr(r), nc(r), dim(r));
  endif
  builtin_cols = "not measured | —";
  if (! isnan (builtin(r)))
    builtin_cols = sprintf ("%.3f | %.1fx", builtin(r), builtin(r) / ours(r));
  endif
  fprintf (md, "| %s %s | %s | %s | %.3f | %.3f | %.3f | %.2fx | %.2fx | %s |\n", cls{r}, job{r}, shape,
           alg{r}, ours(r), cub(r), copy(r), cub(r) / ours(r), copy(r) / ours(r), builtin_cols);
endfor
fclose (csv);
fclose (md);
printf ("%s\n", fileread (fullfile (out_dir, "scan_algorithms.md")));
