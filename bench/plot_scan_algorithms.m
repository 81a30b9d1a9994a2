## plot_scan_algorithms.m - the scan plot from the CSV that
## bench_scan_algorithms.m wrote: for each class, the throughput (input plus
## output bytes per second) of every algorithm, CUB and the copy against the
## line length.  Reads $GPUPRIM_BENCH_OUT/scan_algorithms.csv (default ".")
## and writes scan_algorithms.png beside it.  Needs a graphics toolkit that
## prints without a display (gnuplot).

1;

out_dir = bench_out_dir ();
csv_text = fileread (fullfile (out_dir, "scan_algorithms.csv"));
[heading, f] = bench_read_csv (csv_text);
heading = regexprep (heading, '^# ', "");
alg = f(:, 2);
cls = f(:, 3);
num = str2double (f(:, 4:10));
one_line = num(:, 2) == 1;
n = num(:, 1);
elem = 4 + 4 * strcmp (cls, "double");  # int32 and single: 4 bytes
bytes = n .* 2 .* elem;
gb_ours = bytes ./ (num(:, 4) * 1e-3) / 1e9;
gb_cub = bytes ./ (num(:, 5) * 1e-3) / 1e9;
gb_copy = bytes ./ (num(:, 6) * 1e-3) / 1e9;

graphics_toolkit ("gnuplot");
fig = figure ("visible", "off", "position", [0 0 1500 480]);
classes = {"int32", "single", "double"};
names = unique (alg(one_line));
for c = 1:3
  subplot (1, 3, c);
  hold on;
  rows = one_line & strcmp (cls, classes{c});
  for a = 1:numel (names)
    r = rows & strcmp (alg, names{a});
    semilogx (n(r), gb_ours(r), "-o", "displayname", names{a});
  endfor
  first = find (rows & strcmp (alg, "auto"));
  semilogx (n(first), gb_cub(first), "k--", "linewidth", 2, "displayname", "CUB");
  semilogx (n(first), gb_copy(first), "k:", "linewidth", 2, "displayname", "copy");
  set (gca, "xscale", "log");
  xlabel ("elements in the line");
  ylabel ("GB/s (input + output bytes)");
  job = "cumsum";
  if (strcmp (classes{c}, "int32"))
    job = "cumsum native";
  endif
  title (sprintf ("%s, %s", job, classes{c}));
  grid on;
  if (c == 1)
    legend ("location", "northwest");
  endif
endfor
axes ("position", [0 0.95 1 0.05], "visible", "off");
text (0.5, 0.5, heading, "horizontalalignment", "center");
print (fig, fullfile (out_dir, "scan_algorithms.png"), "-dpng", "-r90");
printf ("wrote %s\n", fullfile (out_dir, "scan_algorithms.png"));
