## bench_compact.m - compaction, summed-area tables and box filters against
## CUB, the copy and Octave's builtins, in one run.
##
## Runs the C benchmark bench/bench_compact (the GPU side: ours, CUB doing
## the same job and a device-to-device copy of the input, all on
## device-resident data, CUDA events, median of 25), then times the builtin
## on host arrays of the same class, size and kind of data: x(mask) and
## find (x) (median of 20 calls, 3 at 2^28), cumsum (cumsum (x, 1), 2), and
## for boxes up to 15x15 the separable conv2 (ones (h, 1), ones (1, w), x,
## "same") / (h*w), the builtin's fastest way (median of 3; larger boxes
## take minutes a call and are left out).  Writes
##   OUT/compact.csv      every row with all four times
##   OUT/compact.md       the table for doc/PERFORMANCE.md
##   OUT/compact_gpu.csv  the C benchmark's output, as soon as it is there
## OUT is $GPUPRIM_BENCH_OUT (default "."); $GPUPRIM_BENCH_MAX_LOG2 caps the
## sizes (default 28); $GPUPRIM_BENCH_GPU_CSV reads the GPU side from an
## earlier run's compact_gpu.csv instead, and $GPUPRIM_BENCH_BUILTIN_CSV
## the builtin's times from an earlier run's compact.csv (rows it lacks are
## timed; the heading says where the times came from).  Run from the build
## tree: make bench-compact.

[text, out_dir] = bench_gpu_side ("bench_compact", "compact_gpu.csv");
[heading, f] = bench_read_csv (text);
job = f(:, 1); alg = f(:, 2); cls = f(:, 3); check = f(:, 10);
num = str2double (f(:, 4:9));
nr = num(:, 1); nc = num(:, 2); knob = num(:, 3); ours = num(:, 4); cub = num(:, 5); copy = num(:, 6);

builtin = nan (rows (f), 1);
row_key = @(j, c, r, k) sprintf ("%s|%s|%dx%d|%g", j, c, r(1), r(2), k);
keys = arrayfun (@(r) row_key (job{r}, cls{r}, [nr(r) nc(r)], knob(r)), (1:rows (f))', "UniformOutput", false);
[ukeys, first, which] = unique (keys);
earlier = containers.Map ();
builtin_from = sprintf ("Octave %s on the host", version ());
if (! isempty (getenv ("GPUPRIM_BENCH_BUILTIN_CSV")))
  [earlier_heading, e] = bench_read_csv (fileread (getenv ("GPUPRIM_BENCH_BUILTIN_CSV")));
  for r = 1:rows (e)
    earlier(row_key (e{r, 1}, e{r, 3}, str2double (e(r, 4:5)), str2double (e{r, 6}))) = str2double (e{r, 10});
  endfor
  ## where the earlier run's times came from: the run that timed them
  source = regexprep (earlier_heading, "^.*builtin: ", "");
  while (strncmp (source, "from an earlier run (", 21))
    source = source(22:end-1);
  endwhile
  builtin_from = sprintf ("from an earlier run (%s)", source);
endif
for u = 1:numel (ukeys)
  r = first(u);
  if (isKey (earlier, ukeys{u}))
    builtin(which == u) = earlier(ukeys{u});
    continue;
  endif
  sz = [nr(r) nc(r)];
  runs = 20;
  if (any (strcmp (job{r}, {"compact", "find", "compact complex", "find complex"})))
    keep = rand (sz) < knob(r) / 100;
    x = cast (keep .* (1 + floor (1000 * rand (sz))), cls{r});
    if (strfind (job{r}, "complex"))
      x = complex (x, cast (keep .* floor (1000 * rand (sz)), cls{r}));
    endif
    if (strncmp (job{r}, "compact", 7))
      fn = @(x) x(keep);
    else
      fn = @(x) find (x);
    endif
    runs = 20 - 17 * (numel (x) > 2^26);
  elseif (strcmp (job{r}, "sat"))
    x = cast (floor (7 * rand (sz)) - 3 + floor (1000 * rand (sz)) / 1000, cls{r});
    fn = @(x) cumsum (cumsum (x, 1), 2);
  else
    x = cast (floor (7 * rand (sz)) - 3 + floor (1000 * rand (sz)) / 1000, cls{r});
    h = knob(r);
    if (h > 15)  # 3.7 s a call at 15x15 on the H100's host, minutes beyond
      printf ("# builtin %s: not timed\n", ukeys{u});
      continue;
    endif
    fn = @(x) conv2 (ones (h, 1), ones (1, h), x, "same") / (h * h);
    runs = 3;
  endif
  builtin(which == u) = bench_builtin_ms (fn, {x, circshift(x, 1), circshift(x, 7)}, runs);
  clear x keep;
  printf ("# builtin %s: %.3f ms\n", ukeys{u}, builtin(r));
  fflush (stdout);
endfor

csv = fopen (fullfile (out_dir, "compact.csv"), "w");
fprintf (csv, "%s; builtin: %s; %s\n", heading, builtin_from, bench_provenance ("bench-compact"));
fprintf (csv, "job,algorithm,class,rows,cols,keep_or_box,ours_ms,cub_ms,copy_ms,builtin_ms,check\n");
md = fopen (fullfile (out_dir, "compact.md"), "w");
fprintf (md, "%s\n(builtin: %s: x(mask), find, cumsum (cumsum (x, 1), 2), separable conv2;\n",
         heading(3:end), builtin_from);
fprintf (md, "the copy moves the input's bytes once; \"check\": our output against CUB's)\n\n");
fprintf (md, "| job | class | size | keep / box | algorithm | ours ms | CUB ms | copy ms | builtin ms | vs CUB | vs copy | vs builtin | check |\n");
fprintf (md, "|-----|-------|------|------------|-----------|---------|--------|---------|------------|--------|---------|------------|-------|\n");
for r = 1:rows (f)
  fprintf (csv, "%s,%s,%s,%d,%d,%g,%.4f,%.4f,%.4f,%.4f,%s\n", job{r}, alg{r}, cls{r}, nr(r), nc(r), knob(r),
           ours(r), cub(r), copy(r), builtin(r), check{r});
  if (nc(r) == 1)
    size_text = sprintf ("2^%d", round (log2 (nr(r))));
    knob_text = sprintf ("%g%%", knob(r));
  else
    size_text = sprintf ("%dx%d", nr(r), nc(r));
    knob_text = "";
    if (strcmp (job{r}, "box"))
      knob_text = sprintf ("%dx%d", knob(r), knob(r));
    endif
  endif
  fprintf (md, "| %s | %s | %s | %s | %s | %.3f | %.3f | %.3f | %.1f | %.2fx | %.2fx | %.0fx | %s |\n", job{r},
           cls{r}, size_text, knob_text, alg{r}, ours(r), cub(r), copy(r), builtin(r), cub(r) / ours(r),
           copy(r) / ours(r), builtin(r) / ours(r), check{r});
endfor
fclose (csv);
fclose (md);
printf ("%s\n", fileread (fullfile (out_dir, "compact.md")));
