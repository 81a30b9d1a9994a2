## bench_small_calls.m - what one gpu_* call on a small host array costs
## beside its builtin, on the host backend and in "auto" (the default): the
## fixed cost of a call, which scripts that call gpu_* in a loop pay every
## time.  Each gpu_* function on a 16-element double column (sat and
## boxfilter and sortrows on 4x4; lookup and histc against 16 sorted
## values, accumarray at 16 subscripts from 1 to 5), timed as a loop of 2000 direct calls (no function
## handle: the loop's own cost is in the builtin's time alike), the median
## of 21 trials, the trials of a row's three calls taking turns.  A row of
## a plain call (X, and DIM where given) meets the bar when both backends
## are at most the builtin + 5 us (maxk's builtin: the head of sort, Octave
## having no maxk); the rows of forms with options show their cost beside
## it (every form is parsed in C).
##
## Writes OUT/small_calls.csv and OUT/small_calls.md; OUT is
## $GPUPRIM_BENCH_OUT (default ".").  Run from the build tree:
## make bench-small-calls.

out_dir = bench_out_dir ();
calls = 2000;
trials = 21;
bar_us = 5;

## microseconds per call of each statement (x, m, a, b, s in scope), the
## median of the trials; trial k of each runs before trial k + 1 of any
function us = per_call_us (stmts, backends, calls, trials, x, m, a, b, s)
  loops = cellfun (@(s) sprintf ("for k = 1:%d, %s; end", calls, s), stmts, "uniformoutput", false);
  t = zeros (trials, numel (stmts));
  for trial = 0:trials  # the loops count with k
    for e = 1:numel (stmts)
      gpuprim_backend (backends{e});
      t0 = tic;
      eval (loops{e});
      if (trial > 0)  # trial 0 warms up
        t(trial, e) = toc (t0);
      endif
    endfor
  endfor
  us = 1e6 * median (t, 1) / calls;
endfunction

## row name, the gpu_* expression, the builtin's expression; the rows from
## the first with an option are the forms with options
rows_of = {"cumsum", "gpu_cumsum (x)", "cumsum (x)";
           "cumprod", "gpu_cumprod (x)", "cumprod (x)";
           "cummax", "gpu_cummax (x)", "cummax (x)";
           "cummin", "gpu_cummin (x)", "cummin (x)";
           "sum", "gpu_sum (x)", "sum (x)";
           "prod", "gpu_prod (x)", "prod (x)";
           "max", "gpu_max (x)", "max (x)";
           "min", "gpu_min (x)", "min (x)";
           "[m, i] = max", "[y, i] = gpu_max (x)", "[y, i] = max (x)";
           "max (a, b)", "gpu_max (x, b)", "max (x, b)";
           "sort", "gpu_sort (x)", "sort (x)";
           "[s, i] = sort", "[y, i] = gpu_sort (x)", "[y, i] = sort (x)";
           "compact", "gpu_compact (x, m)", "x(m)";
           "find", "gpu_find (m)", "find (m)";
           "sat", "gpu_sat (a)", "cumsum (cumsum (a, 1), 2)";
           "boxfilter", "gpu_boxfilter (a, 3)", "conv2 (a, ones (3), \"same\")";
           "sortrows", "gpu_sortrows (a)", "sortrows (a)";
           "maxk (x, 3)", "gpu_maxk (x, 3)", "sort (x, \"descend\")(1:3)";
           "nth_element (x, 8)", "gpu_nth_element (x, 8)", "nth_element (x, 8)";
           "unique", "gpu_unique (x)", "unique (x)";
           "median", "gpu_median (x)", "median (x)";
           "lookup", "gpu_lookup (b, x)", "lookup (b, x)";
           "histc", "gpu_histc (x, b)", "histc (x, b)";
           "accumarray", "gpu_accumarray (s, x)", "accumarray (s, x)";
           "sum (x, 2)", "gpu_sum (x, 2)", "sum (x, 2)";
           "max (x, [], 1)", "gpu_max (x, [], 1)", "max (x, [], 1)";
           "sort (x, \"descend\")", "gpu_sort (x, \"descend\")", "sort (x, \"descend\")";
           "cumsum (x, \"reverse\")", "gpu_cumsum (x, \"reverse\")", "flip (cumsum (flip (x)))";
           "sum (x, \"double\")", "gpu_sum (x, \"double\")", "sum (x, \"double\")";
           "max (x, [], 1, \"omitnan\")", "gpu_max (x, [], 1, \"omitnan\")", "max (x, [], 1)"};
first_option_row = find (strcmp (rows_of(:, 1), "cumsum (x, \"reverse\")"));
## each a statement: y = the call, or [y, i] = the call as written
rows_of(:, 2:3) = regexprep (rows_of(:, 2:3), '^(?!\[)', 'y = ');

x = rand (16, 1);
m = x > 0.5;
b = sort (rand (16, 1));  # sorted: lookup's table and histc's edges
s = randi (5, 16, 1);
a = rand (4, 4);
info = gpuprim_info ();
header = sprintf ("%s (%s); Octave %s; %d CPUs; %d calls, median of %d trials", info.device,
                  merge (info.cuda_built, "CUDA build", "host-only build"), version (), nproc (), calls, trials);
csv = fopen (fullfile (out_dir, "small_calls.csv"), "w");
fprintf (csv, "# 16-element host doubles (sat, boxfilter, sortrows: 4x4); %s; %s\n", header, bench_provenance ("bench-small-calls"));
fprintf (csv, "call,host_us,auto_us,builtin_us,bar_met (-1: a form with options)\n");
md = fopen (fullfile (out_dir, "small_calls.md"), "w");
fprintf (md, "16-element host doubles (sat, boxfilter, sortrows: 4x4), us per call; %s\n\n", header);
fprintf (md, "| call | host backend | auto | builtin | host - builtin | auto - builtin | met |\n");
fprintf (md, "|---|---:|---:|---:|---:|---:|---|\n");
missed = {};
for r = 1:rows (rows_of)
  us = per_call_us (rows_of(r, [2 2 3]), {"host", "auto", "auto"}, calls, trials, x, m, a, b, s);
  plain = r < first_option_row;
  met = all (us(1:2) <= us(3) + bar_us);
  if (plain && ! met)
    missed{end+1} = rows_of{r, 1};
  endif
  verdict = merge (plain, merge (met, "yes", "NO"), "(options)");
  ## a CSV field: its own double quotes doubled
  fprintf (csv, "\"%s\",%.2f,%.2f,%.2f,%d\n", strrep (rows_of{r, 1}, "\"", "\"\""), us, merge (plain, met, -1));
  fprintf (md, "| %s | %.1f | %.1f | %.1f | %+.1f | %+.1f | %s |\n", rows_of{r, 1}, us, us(1:2) - us(3), verdict);
  printf ("# %-22s host %7.1f us  auto %7.1f us  builtin %7.1f us  %s\n", rows_of{r, 1}, us, verdict);
  fflush (stdout);
endfor
fclose (csv);
if (isempty (missed))
  fprintf (md, "\nEvery plain call is within the builtin + %d us on both backends.\n", bar_us);
else
  fprintf (md, "\nPlain calls over the builtin + %d us: %s.\n", bar_us, strjoin (missed, ", "));
endif
fprintf (md, "Every form is parsed in C, by the MEX entry of the function's own name.\n");
fclose (md);
printf ("wrote %s and small_calls.md\n", fullfile (out_dir, "small_calls.csv"));
