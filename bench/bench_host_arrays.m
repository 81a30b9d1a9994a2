## bench_host_arrays.m - what a user waits for with a 1 GiB host array:
## gpu_cumsum, gpu_sum, gpu_max and gpu_sort of 2^27 random doubles, end to
## end (copies in and out, output allocation), against the builtins, all in
## this one run.  Each is timed with the transfer engine as shipped, with
## its huge-page hint off (GPUPRIM_HUGEPAGES=0), and with plain pageable
## copies (GPUPRIM_PINNED_STAGING=0): median of 5 calls after a warm-up,
## three input arrays in turn; the builtins likewise, without the warm-up;
## every result is checked against the builtin's (sums within 1e-9 of the
## largest magnitude, the rest bit for bit).
##
## Writes OUT/host_arrays.csv and OUT/host_arrays.md; OUT is
## $GPUPRIM_BENCH_OUT (default ".").  $GPUPRIM_BENCH_HOST_LOG2 changes the
## size (default 27).  Run from the build tree: make bench-host-arrays.

out_dir = bench_out_dir ();
lg = str2double (getenv ("GPUPRIM_BENCH_HOST_LOG2"));
if (isnan (lg))
  lg = 27;
endif
runs = 5;

## the engine settings, as environment values a fresh context reads
settings = {"engine", {}; "engine, no huge-page hint", {"GPUPRIM_HUGEPAGES", "0"};
            "pageable copies", {"GPUPRIM_PINNED_STAGING", "0"}};
## name, ours, builtin, bar in ms (NaN: none)
jobs = {"cumsum", @gpu_cumsum, @cumsum, 100;
        "sum", @gpu_sum, @sum, 40;
        "max", @gpu_max, @max, NaN;
        "sort", @gpu_sort, @sort, 150};

## ours against the builtin's: bit for bit, but sums (added in another
## order) within 1e-9 of the largest magnitude
function ok = agrees (ours, theirs, name)
  if (any (strcmp (name, {"cumsum", "sum"})))
    ok = isequal (size (ours), size (theirs)) && max (abs (ours - theirs)) <= 1e-9 * max (abs (theirs));
  else
    ok = isequal (ours, theirs);
  endif
endfunction

x = randn (2^lg, 1);
xs = {x, circshift(x, 1), circshift(x, 7)};
clear x;
ms = nan (rows (jobs), rows (settings));
builtin = nan (rows (jobs), 1);
same = true (rows (jobs), 1);
for s = 1:rows (settings)
  env = settings{s, 2};
  if (! isempty (env))
    setenv (env{1}, env{2});
  endif
  gpuprim_backend ("cuda");  # a fresh context, reading the setting
  for j = 1:rows (jobs)
    ms(j, s) = bench_builtin_ms (jobs{j, 2}, xs, runs);
    printf ("# %s, %s: %.1f ms\n", jobs{j, 1}, settings{s, 1}, ms(j, s));
    fflush (stdout);
  endfor
  if (! isempty (env))
    unsetenv (env{1});
  endif
endfor
gpuprim_backend ("auto");
## the builtins without a warm-up call (a sort of 2^27 takes half a minute);
## the call on xs{1} gives the result that ours is checked against
for j = 1:rows (jobs)
  t = zeros (runs, 1);
  for k = 1:runs
    x = xs{mod (k - 1, numel (xs)) + 1};
    t0 = tic;
    y = jobs{j, 3} (x);
    t(k) = toc (t0);
    if (k == 1)
      same(j) = agrees (jobs{j, 2} (x), y, jobs{j, 1});
    endif
  endfor
  builtin(j) = 1e3 * median (t);
  clear x y;
  printf ("# %s, builtin: %.1f ms\n", jobs{j, 1}, builtin(j));
  fflush (stdout);
endfor

device = gpuprim_info ().device;
csv = fopen (fullfile (out_dir, "host_arrays.csv"), "w");
fprintf (csv, "# 2^%d random doubles on the host, median of %d; %s; Octave %s; %d CPUs\n", lg, runs, device,
         version (), nproc ());
fprintf (csv, "function,engine_ms,engine_no_huge_ms,pageable_ms,builtin_ms,bar_ms,same\n");
md = fopen (fullfile (out_dir, "host_arrays.md"), "w");
fprintf (md, "2^%d random doubles (%.0f MiB) on the host, end to end, median of %d; %s, Octave %s, %d CPUs\n\n",
         lg, 2^lg * 8 / 2^20, runs, device, version (), nproc ());
fprintf (md, "| function | engine ms | no huge-page hint ms | pageable ms | builtin ms | bar ms | vs builtin | same |\n");
fprintf (md, "|---|---|---|---|---|---|---|---|\n");
for j = 1:rows (jobs)
  fprintf (csv, "%s,%.2f,%.2f,%.2f,%.2f,%g,%d\n", jobs{j, 1}, ms(j, :), builtin(j), jobs{j, 4}, same(j));
  fprintf (md, "| gpu_%s | %.1f | %.1f | %.1f | %.1f | %s | %.1fx | %s |\n", jobs{j, 1}, ms(j, :), builtin(j),
           merge (isnan (jobs{j, 4}), "-", sprintf ("%g", jobs{j, 4})), builtin(j) / ms(j, 1),
           merge (same(j), "yes", "NO"));
endfor
fclose (csv);
fclose (md);
printf ("%s\n", fileread (fullfile (out_dir, "host_arrays.md")));
