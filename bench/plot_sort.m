## plot_sort.m - the sort plot from the CSV that
## bench_sort.m wrote: for each job ("keys" of each class, "pairs"), the
## throughput in keys per second of gpu_sort ("auto") and of CUB's radix
## sort against the number of keys.  Reads $GPUPRIM_BENCH_OUT/sort.csv
## (default ".") and writes sort.png beside it.  Needs a graphics toolkit
## that prints without a display (gnuplot).

out_dir = bench_out_dir ();
[heading, f] = bench_read_csv (fileread (fullfile (out_dir, "sort.csv")));
heading = regexprep (heading, '^# ', "");
job = f(:, 1); alg = f(:, 2); cls = f(:, 3);
num = str2double (f(:, 4:8));
n = num(:, 1); line_len = num(:, 2);
keys_ours = n ./ (num(:, 3) * 1e-3) / 1e9;
keys_cub = n ./ (num(:, 4) * 1e-3) / 1e9;

graphics_toolkit ("gnuplot");
fig = figure ("visible", "off", "position", [0 0 900 480]);
hold on;
series = {"keys", "uint32"; "keys", "single"; "keys", "double"; "pairs", "double"};
styles = {"r", "g", "b", "m"};
for k = 1:rows (series)
  r = strcmp (job, series{k, 1}) & strcmp (cls, series{k, 2}) & strcmp (alg, "auto") & line_len == n;
  label = sprintf ("%s %s", series{k, 1}, series{k, 2});
  semilogx (n(r), keys_ours(r), ["-o" styles{k}], "displayname", ["ours " label]);
  semilogx (n(r), keys_cub(r), ["--x" styles{k}], "displayname", ["CUB " label]);
endfor
set (gca, "xscale", "log");
xlabel ("keys");
ylabel ("billions of keys per second");
title (heading);
grid on;
legend ("location", "northwest");
print (fig, fullfile (out_dir, "sort.png"), "-dpng", "-r90");
printf ("wrote %s\n", fullfile (out_dir, "sort.png"));
