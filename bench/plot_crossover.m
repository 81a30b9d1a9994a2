## plot_crossover.m - the crossover plot from the
## CSV that bench_crossover.m wrote: for each work, how many times faster
## than its builtin a call in "auto" is, against the number of elements,
## with the bars of the host-array issue (1.5x from 2^18, 5x from 2^24).
## Reads $GPUPRIM_BENCH_OUT/crossover.csv (default ".") and writes
## crossover.png beside it.  Needs a graphics toolkit that prints without a
## display (gnuplot).

out_dir = bench_out_dir ();
text = regexprep (fileread (fullfile (out_dir, "crossover.csv")), '"?max\(a, b\)"?', "max (a b)");  # its comma is no field's
[heading, f] = bench_read_csv (text);
heading = regexprep (heading, '^# ', "");
work = f(:, 1);
num = str2double (f(:, 3:7));  # n, host, cuda, auto, builtin (ms)
n = num(:, 1);
speedup = num(:, 5) ./ num(:, 4);

graphics_toolkit ("gnuplot");
fig = figure ("visible", "off", "position", [0 0 900 520]);
works = unique (work, "stable");
styles = {"-o", "-x", "-s", "-d", "-^", "-v", "-+", "-*", "->"};
loglog (n(strcmp (work, works{1})), speedup(strcmp (work, works{1})), styles{1}, "displayname", works{1});
hold on;
for k = 2:numel (works)
  r = strcmp (work, works{k});
  loglog (n(r), speedup(r), styles{1 + mod (k - 1, numel (styles))}, "displayname", works{k});
endfor
loglog ([16 2^17], [1 1], "k:", "displayname", "as fast as the builtin");
loglog ([2^18 2^23], [1.5 1.5], "k--", "displayname", "bar: 1.5x from 2^{18}");
loglog ([2^24 2^26], [5 5], "k-", "displayname", "bar: 5x from 2^{24}");
xlabel ("elements (random doubles in host arrays)");
ylabel ("builtin time / gpuprim time (auto)");
title (heading);
grid on;
legend ("location", "northwest");
print (fig, fullfile (out_dir, "crossover.png"), "-dpng", "-r90");
printf ("wrote %s\n", fullfile (out_dir, "crossover.png"));
