## bench_mex_floor.m - the least a call that returns a new array costs in
## this Octave (its MEX interface copies every returned array into a new,
## zeroed Octave array), against the builtins and the gpu_* calls on the
## same host array.  Random doubles of 2^20 and 2^27 elements (column
## vectors); each expression timed with tic/toc after a warm-up, the median
## of 9 runs of 20 calls at 2^20 and of 3 single calls at 2^27.
##   mex_floor_ret (n)       a MEX file returning n doubles it never touched
##   mex_floor_ret (n, 1)    the same, zeroed by one thread
##   mex_floor_ret (n, 2, x) the same, x copied in by one thread
## gpu_* calls run in an "auto" context (the default).
##
## Writes OUT/mex_floor.csv; OUT is $GPUPRIM_BENCH_OUT (default ".").
## Run from the build tree: make bench-mex-floor (which builds
## bench/mex_floor_ret.mex).

out_dir = bench_out_dir ();
gpuprim_backend ("auto");
device = gpuprim_info ().device;

## milliseconds a call of expr takes (x and n in scope of the eval)
function ms = per_call_ms (expr, x, n, reps, calls)
  loop = sprintf ("for k = 1:%d, y = %s; end", calls, expr);
  eval (loop);  # warm-up
  t = zeros (reps, 1);
  for r = 1:reps
    tic;
    eval (loop);
    t(r) = toc;
  endfor
  ms = median (t) / calls * 1e3;
endfunction

exprs = {"cumsum (x)", "cummax (x)", "x + 1", "mex_floor_ret (n)", "mex_floor_ret (n, 1)",
         "mex_floor_ret (n, 2, x)", "gpu_cumsum (x)", "gpu_cummax (x)", "gpu_sum (x)", "sum (x)"};
csv = fopen (fullfile (out_dir, "mex_floor.csv"), "w");
fprintf (csv, "# host double column vectors; %s; Octave %s; %d CPUs\n", device, version (), nproc ());
fprintf (csv, "log2_n,expression,ms\n");
for lg = [20 27]
  n = 2^lg;
  x = randn (n, 1);
  if (lg <= 20)
    reps = 9; calls = 20;
  else
    reps = 3; calls = 1;
  endif
  for e = 1:numel (exprs)
    ms = per_call_ms (exprs{e}, x, n, reps, calls);
    fprintf (csv, "%d,\"%s\",%.4f\n", lg, exprs{e}, ms);
    printf ("# 2^%d %-26s %10.3f ms\n", lg, exprs{e}, ms);
    fflush (stdout);
  endfor
endfor
fclose (csv);
