## gpuprim_demo.m - gpu_cumsum on sample data, checked against cumsum.
x = rand (2^24, 1);
info = gpuprim_info ();
printf ("gpuprim %s: backend %s (%s)\n", info.version, info.backend, info.device);

y = gpu_cumsum (x);            # the first call opens the device; time the next ones
t_gpu = Inf;  t_builtin = Inf;
for k = 1:5
  tic; y = gpu_cumsum (x); t_gpu = min (t_gpu, toc);
  tic; r = cumsum (x); t_builtin = min (t_builtin, toc);
endfor
err = max (abs (y - r) ./ max (1, abs (r)));
printf ("gpu_cumsum of %d doubles: %.2f ms (%s backend); cumsum: %.2f ms; max relative difference %.1e\n",
        numel (x), 1e3 * t_gpu, info.backend, 1e3 * t_builtin, err);
k = int8 ([100 100 -100]);
if (isa (cumsum (k), "int8"))  # Octave 11 on: cumsum keeps an integer class, saturating
  want = cumsum (k);
  call = "";
else                           # Octave 7 to 10: "native" keeps it
  want = cumsum (k, "native");
  call = ", \"native\"";
endif
got = gpu_cumsum (k, "native");  # gpuprim takes "native" on every release
printf ("cumsum of int8 [100 100 -100]%s: gpu_cumsum %s, cumsum %s\n", call, mat2str (got), mat2str (want));
if (err > 1e-12 || ! isequal (got, want))
  error ("gpuprim:demo", "gpu_cumsum disagrees with cumsum");
endif
printf ("gpu_cumsum agrees with cumsum.\n");
