## bench_gparray.m - what a call on a gparray costs, and the chain
##   g = gparray (x); s = sort (g); c = cumsum (s); t = sum (c)
## on 2^27 random doubles (1 GiB) against the sum of its steps' device times,
## all in this one run.
##
## Part 1, per call: a gparray of 16 doubles; 1000 calls queued back to back,
## then one gather, timed with tic/toc: the median of 7 such runs after a
## warm-up, divided by 1000.  That is the whole cost of a call from Octave
## (the method or wrapper, the gateway, the table, making the result object
## and freeing the one it replaces) plus its kernels, so it bounds what a call
## adds over its kernels.  The same calls on the host array (the builtin and
## gpu_*) are timed alike for comparison.
##
## Part 2, the chain: its device time comes from bench/bench_gparray_chain
## (the same four steps through the C API on device arrays, CUDA events,
## median of 25); the chain from Octave is timed end to end with tic/toc,
## gather (t) included, median of 5 after a warm-up, three input arrays in
## turn (and, for comparison, the same chain on host arrays through gpu_*,
## median of 3); its result must equal, bit for bit, gpu_sum (gpu_cumsum (gpu_sort
## (x))) on the host array (the same kernels; the builtins' chain would take
## half a minute of sorting, and t_gparray compares gparrays with them).
##
## Writes OUT/gparray_calls.csv, OUT/gparray_chain.csv and OUT/gparray.md;
## OUT is $GPUPRIM_BENCH_OUT (default ".").  $GPUPRIM_BENCH_MAX_LOG2 sets the
## chain's size (default 27).  Run from the build tree: make bench-gparray.

if (isempty (getenv ("GPUPRIM_BENCH_MAX_LOG2")))
  setenv ("GPUPRIM_BENCH_MAX_LOG2", "27");
endif
lg = str2double (getenv ("GPUPRIM_BENCH_MAX_LOG2"));
out_dir = bench_out_dir ();
gpuprim_backend ("cuda");
device = gpuprim_info ().device;

## ---- part 1: the cost of a call
calls = {"cumsum (g)", "cumsum (x)", "gpu_cumsum (x)";
         "sum (g)", "sum (x)", "gpu_sum (x)";
         "max (g)", "max (x)", "gpu_max (x)";
         "sort (g)", "sort (x)", "gpu_sort (x)";
         "cummax (g)", "cummax (x)", "gpu_cummax (x)";
         "prod (g)", "prod (x)", "gpu_prod (x)";
         "g(mask)", "x(mask)", "gpu_compact (x, mask)";
         "gpu_cumsum (g)", "cumsum (x)", "gpu_cumsum (x)";
         "gpu_sum (g)", "sum (x)", "gpu_sum (x)";
         "gpu_sort (g)", "sort (x)", "gpu_sort (x)"};
x = randn (16, 1);
mask = x > 0;
g = gparray (x);
n = 1000;
reps = 7;

## microseconds a call of expr takes, calls queued back to back (then synced)
function us = per_call_us (expr, n, reps, g, x, mask)
  loop = sprintf ("for k = 1:%d, y = %s; end", n, expr);
  eval (loop);  # warm-up
  t = zeros (reps, 1);
  for r = 1:reps
    tic;
    eval (loop);
    if (isa (y, "gparray") && numel (y) > 0)  # (the empty shell has nothing to wait for)
      y = gather (y);
    endif
    t(r) = toc;
  endfor
  us = median (t) / n * 1e6;
endfunction

us = zeros (rows (calls), 3);
for c = 1:rows (calls)
  for j = 1:3
    us(c, j) = per_call_us (calls{c, j}, n, reps, g, x, mask);
  endfor
  printf ("# %-16s %7.1f us   (%s %.1f us, %s %.1f us)\n", calls{c, 1}, us(c, 1), calls{c, 2}, us(c, 2),
          calls{c, 3}, us(c, 3));
  fflush (stdout);
endfor
## where a call's time goes: an empty gparray made and freed, the gateway
## alone on a gparray (result object included) and on the host array
parts = {"y = gparray ()", "gparray ()";
         "gateway on g", "__gpuprim_mex__ (\"sum\", g, 0)";
         "gateway on x", "__gpuprim_mex__ (\"sum\", x, 0)"};
part_us = zeros (rows (parts), 1);
for p = 1:rows (parts)
  part_us(p) = per_call_us (parts{p, 2}, n, reps, g, x, mask);
  printf ("# part: %-14s %7.1f us\n", parts{p, 1}, part_us(p));
endfor
clear g y;

## ---- part 2: the chain on 1 GiB
[text] = bench_gpu_side ("bench_gparray_chain", "gparray_chain_gpu.csv");
[~, fields] = bench_read_csv (text);
steps = fields(:, 1);
step_ms = str2double (fields(:, 2));
device_ms = sum (step_ms);

xs = {randn(2^lg, 1)};
xs{2} = circshift (xs{1}, 1);
xs{3} = circshift (xs{1}, 7);
runs = 5;
chain_ms = zeros (runs, 1);
want = gpu_sum (gpu_cumsum (gpu_sort (xs{1})));  # the inputs are one array rotated: one sorted order
## the same chain on host arrays, for comparison: each step copies in and out
host_ms = zeros (3, 1);
for r = 1:3
  tic;
  v = gpu_sum (gpu_cumsum (gpu_sort (xs{r})));
  host_ms(r) = toc * 1e3;
endfor
host_chain = median (host_ms);
ok = true;
for r = 0:runs
  x = xs{mod (r, 3) + 1};
  tic;
  g = gparray (x);
  s = sort (g);
  c = cumsum (s);
  t = sum (c);
  v = gather (t);
  if (r > 0)
    chain_ms(r) = toc * 1e3;
  endif
  ok = ok && isequal (v, want);
  clear g s c t;
endfor
chain = median (chain_ms);
ratio = chain / device_ms;
printf ("# chain on 2^%d doubles: %.1f ms from Octave (host arrays: %.1f ms), %.1f ms on the device (%s), ratio %.3f (bar 1.3), result %s\n",
        lg, chain, host_chain, device_ms, strjoin (cellfun (@(s, m) sprintf ("%s %.1f", s, m), steps', num2cell (step_ms'),
                                                "UniformOutput", false), ", "), ratio, merge (ok, "agrees", "DIFFERS"));

## ---- the tables
fid = fopen (fullfile (out_dir, "gparray_calls.csv"), "w");
fprintf (fid, "call,us_per_call,host_builtin,us_builtin,host_gpu,us_host_gpu\n");
for c = 1:rows (calls)
  fprintf (fid, "%s,%.2f,%s,%.2f,%s,%.2f\n", calls{c, 1}, us(c, 1), calls{c, 2}, us(c, 2), calls{c, 3}, us(c, 3));
endfor
fclose (fid);
fid = fopen (fullfile (out_dir, "gparray_chain.csv"), "w");
fprintf (fid, "what,ms\n");
for k = 1:numel (steps)
  fprintf (fid, "device %s,%.3f\n", steps{k}, step_ms(k));
endfor
fprintf (fid, "device total,%.3f\nfrom Octave,%.3f\nratio,%.4f\nhost arrays gpu_sum (gpu_cumsum (gpu_sort (x))),%.3f\n",
         device_ms, chain, ratio, host_chain);
fclose (fid);
fid = fopen (fullfile (out_dir, "gparray.md"), "w");
fprintf (fid, "gparray on %s, %s\n\n| call on a 16-double gparray | us per call | builtin on the host array | gpu_* on the host array |\n|---|---:|---:|---:|\n",
         device, datestr (now, "yyyy-mm-dd"));
for c = 1:rows (calls)
  fprintf (fid, "| `%s` | %.1f | `%s` %.1f | `%s` %.1f |\n", calls{c, 1}, us(c, 1), calls{c, 2}, us(c, 2),
           calls{c, 3}, us(c, 3));
endfor
fprintf (fid, "\nParts of a call: %s.\n", strjoin (cellfun (@(a, u) sprintf ("%s %.1f us", a, u), parts(:, 1)',
                                                            num2cell (part_us'), "UniformOutput", false), ", "));
fprintf (fid, "\nChain on 2^%d doubles: %.1f ms from Octave (median of %d; the same chain on host arrays %.1f ms), device steps %.1f ms in all (%s); ratio %.3f (bar 1.3); result %s.\n",
         lg, chain, runs, host_chain, device_ms, strjoin (cellfun (@(s, m) sprintf ("%s %.1f", s, m), steps', num2cell (step_ms'),
                                                       "UniformOutput", false), ", "), ratio, merge (ok, "agrees", "DIFFERS"));
fclose (fid);
