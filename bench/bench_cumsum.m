## bench_cumsum.m - gpu_cumsum against cumsum on host arrays, end to end.
##
## Each row: the median of the runs (wall clock, tic/toc) for double column
## vectors of 2^10 to 2^27 elements, three different input arrays in turn, after
## a warm-up call.  End to end means the copies to and from the GPU are included.
info = gpuprim_info ();
printf ("gpuprim %s, backend %s (%s), Octave %s\n\n", info.version, info.backend, info.device, version ());
printf ("| n     | gpu_cumsum ms | cumsum ms | speed-up |\n|-------|---------------|-----------|----------|\n");
for lg = 10:1:27
  n = 2^lg;
  runs = 20;
  xs = {rand(n, 1), rand(n, 1), rand(n, 1)};
  gpu_cumsum (xs{1});  cumsum (xs{1});
  tg = zeros (runs, 1);  tb = zeros (runs, 1);
  for k = 1:runs
    x = xs{mod (k, 3) + 1};
    t0 = tic; y = gpu_cumsum (x); tg(k) = toc (t0);
    t0 = tic; r = cumsum (x); tb(k) = toc (t0);
  endfor
  assert (max (abs (y - r) ./ max (1, abs (r))) < 1e-10);
  printf ("| 2^%-3d | %13.3f | %9.3f | %7.2fx |\n", lg, 1e3 * median (tg), 1e3 * median (tb),
          median (tb) / median (tg));
  fflush (stdout);
  clear xs x y r;
endfor
