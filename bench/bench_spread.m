## bench_spread.m - gpu_sort and gpu_cumsum of one host vector of random
## doubles spread over 1, 2, 4 ... devices (gpuprim_devices), end to end,
## each with its speedup over one device beside the ideal (the count), all
## in this one run.  Median of GPUPRIM_BENCH_SPREAD_RUNS calls (default 5)
## after a warm-up, three input vectors in turn; every result is checked
## against one device's (sorts bit for bit, sums within 1e-9 of the largest
## magnitude) and the builtin's time is taken once at the smallest size.
##
## GPUPRIM_BENCH_SPREAD_LOG2: the sizes (default "28"; the issue's rows run
## "28 30 32", 2 to 32 GiB of doubles); GPUPRIM_BENCH_SPREAD_DEVICES: the
## device counts (default "1 2 4 8"; a count past the machine's devices is
## left out, as gpuprim_devices refuses it), each the devices 0 .. count-1;
## GPUPRIM_BENCH_SPREAD_SAME=1: every count on device 0 alone (contexts of
## one GPU: the cost of the cut, with no bus of its own to gain);
## GPUPRIM_BENCH_SPREAD_EXCHANGE: how the sort's buckets travel, each in
## turn (default "auto": NCCL where the devices differ and it loads, else
## peer copies; "auto peer" times both);
## GPUPRIM_BENCH_BACKEND "host" tries the script without a GPU.  Writes
## OUT/spread.csv and OUT/spread.md (OUT: $GPUPRIM_BENCH_OUT, default ".").
## Run from the build tree: make bench-spread.

out_dir = bench_out_dir ();
sizes = str2num (["[" getenv("GPUPRIM_BENCH_SPREAD_LOG2") "]"]);
if (isempty (sizes))
  sizes = 28;
endif
counts = str2num (["[" getenv("GPUPRIM_BENCH_SPREAD_DEVICES") "]"]);
if (isempty (counts))
  counts = [1 2 4 8];
endif
runs = str2double (getenv ("GPUPRIM_BENCH_SPREAD_RUNS"));
if (isnan (runs))
  runs = 5;
endif
same_device = strcmp (getenv ("GPUPRIM_BENCH_SPREAD_SAME"), "1");
exchanges = strsplit (getenv ("GPUPRIM_BENCH_SPREAD_EXCHANGE"));
exchanges = exchanges(! cellfun (@isempty, exchanges));
if (isempty (exchanges))
  exchanges = {"auto"};
endif
old_exchange = getenv ("GPUPRIM_EXCHANGE");
backend = getenv ("GPUPRIM_BENCH_BACKEND");
gpuprim_backend (merge (isempty (backend), "cuda", backend));
old_min = getenv ("GPUPRIM_SPREAD_MIN");
setenv ("GPUPRIM_SPREAD_MIN", "1");  # every size spreads: the rows say from where it pays

## every output of fn (x), in a cell
function y = outputs_of (fn, nout, x)
  y = cell (1, nout);
  [y{:}] = fn (x);
endfunction

## ms of fn on the inputs in turn: the median of runs calls after one warm-up
function ms = time_calls (fn, inputs, runs)
  fn (inputs{1});
  t = zeros (runs, 1);
  for k = 1:runs
    t0 = tic;
    y = fn (inputs{mod (k - 1, numel (inputs)) + 1});
    t(k) = toc (t0);
    clear y;
  endfor
  ms = 1e3 * median (t);
endfunction

## call, ours, builtin, outputs, whether sums (compared within a bound)
jobs = {"gpu_sort", @gpu_sort, @sort, 1, false;
        "[s, i] = gpu_sort", @gpu_sort, @sort, 2, false;
        "gpu_cumsum", @gpu_cumsum, @cumsum, 1, true};
rows_ = {};
for lg = sizes
  v = randn (2^lg, 1);
  vs = {v, circshift(v, 1), circshift(v, 7)};
  clear v;
  for j = 1:rows (jobs)
    fn = @(x) outputs_of (jobs{j, 2}, jobs{j, 4}, x);
    builtin = NaN;
    if (lg == min (sizes))  # once: a builtin sort of 2^28 takes a minute
      builtin = time_calls (@(x) outputs_of (jobs{j, 3}, jobs{j, 4}, x), vs(1), 1);
    endif
    one = [];
    t1 = NaN;
    for c = counts
     for e = 1:numel (exchanges)
      if (c == 1 && e > 1)
        continue;  # one device exchanges nothing
      endif
      setenv ("GPUPRIM_EXCHANGE", exchanges{e});  # read as the devices' context opens
      try
        gpuprim_devices (merge (same_device, zeros (1, c), 0:c - 1));
      catch err
        printf ("# %d devices: %s\n", c, err.message);
        continue;
      end_try_catch
      ms = time_calls (fn, vs, runs);
      got = fn (vs{1});
      if (isempty (one))
        one = got;
        t1 = ms;
      endif
      if (jobs{j, 5})
        ok = max (abs (got{1} - one{1})) <= 1e-9 * max (abs (one{1}));
      else
        ok = isequal (got, one);
      endif
      rows_(end + 1, :) = {jobs{j, 1}, lg, c, exchanges{e}, ms, t1 / ms, builtin, ok};
      printf ("# 2^%d %s, %d devices (%s): %.1f ms (%.2fx of one, ideal %d)%s\n", lg, jobs{j, 1}, c, exchanges{e},
              ms, t1 / ms, c, merge (ok, "", " DIFFERS"));
      fflush (stdout);
     endfor
    endfor
    gpuprim_devices ([]);
  endfor
  clear vs;
endfor
setenv ("GPUPRIM_SPREAD_MIN", old_min);
setenv ("GPUPRIM_EXCHANGE", old_exchange);
gpuprim_backend ("auto");

device = gpuprim_info ().device;
csv = fopen (fullfile (out_dir, "spread.csv"), "w");
fprintf (csv, "# random doubles on the host, median of %d; %s%s; Octave %s; %d CPUs; %s\n", runs, device,
         merge (same_device, ", every part on device 0", ""), version (), nproc (), bench_provenance ("bench-spread"));
fprintf (csv, "call,log2,devices,exchange,ms,speedup,ideal,builtin_ms,same\n");
md = fopen (fullfile (out_dir, "spread.md"), "w");
fprintf (md, "Random doubles on the host, end to end, median of %d; %s%s, Octave %s, %d CPUs\n\n", runs, device,
         merge (same_device, ", every part on device 0", ""), version (), nproc ());
fprintf (md, "| call | n | devices | exchange | ms | speedup over one | ideal | builtin ms | same |\n");
fprintf (md, "|---|---|---|---|---|---|---|---|---|\n");
for r = 1:rows (rows_)
  [call, lg, c, how, ms, up, builtin, ok] = rows_{r, :};
  fprintf (csv, "\"%s\",%d,%d,%s,%.2f,%.3f,%d,%.2f,%d\n", call, lg, c, how, ms, up, c, builtin, ok);
  fprintf (md, "| %s | 2^%d | %d | %s | %.1f | %.2fx | %dx | %s | %s |\n", call, lg, c, how, ms, up, c,
           merge (isnan (builtin), "-", sprintf ("%.1f", builtin)), merge (ok, "yes", "NO"));
endfor
fclose (csv);
fclose (md);
printf ("%s\n", fileread (fullfile (out_dir, "spread.md")));
