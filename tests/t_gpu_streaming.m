## t_gpu_streaming.m - scans and reductions of 1 GiB host arrays with the
## device memory capped at 256 MB (GPUPRIM_DEVICE_MEMORY_LIMIT=256M, read
## by a fresh context as a user would set it): they stream through the
## device in pieces and give the builtins' results, exactly for integers,
## max and min (positions included), within the rounding of a reordered sum
## for floating point; compaction and find keep the builtins' bits; the
## pool holds nothing afterwards.  Vectors (one line,
## pieces of rows with a carry) and matrices along each dim (whole lines per
## piece, or rows of all lines).  GPU only; GPUPRIM_SKIP_HUGE=1 skips it.

1;

## [OK, WHY] for a floating-point result: within n * eps * the sum of |x| along the line
function [ok, why] = close_to (got, want, bound)
  ok = (isequal (size (got), size (want)) && isequal (class (got), class (want))
        && all (abs (double (got(:)) - double (want(:))) <= bound(:) | (isnan (got(:)) & isnan (want(:)))));
  why = "";
  if (! ok)
    why = sprintf ("max error %g", max (abs (double (got(:)) - double (want(:)))));
  endif
endfunction

function streaming_cases ()
  d = rand (2^27, 1) - 0.5;                               # 1 GiB of doubles, one line
  n = numel (d);
  bound = n * eps * cumsum (abs (d));
  tic;
  c = gpu_cumsum (d);
  t = toc;
  [ok, why] = close_to (c, cumsum (d), bound);
  tap_ok (ok, "cumsum of a 1 GiB double vector %s (%.2f s under the cap)", why, t);
  clear c;
  [ok, why] = close_to (gpu_sum (d), sum (d), bound(end));
  tap_ok (ok, "sum of a 1 GiB double vector %s", why);
  d(5e7) = 7;                                             # one maximum, far down the line
  d(1:3) = NaN;
  [m, im] = gpu_max (d);
  [w, iw] = gpu_cummax (d);
  [w0, iw0] = cummax (d);
  tap_ok (m == 7 && im == 5e7 && isequaln (w, w0) && isequal (iw, iw0),
          "max and cummax of a 1 GiB double vector with a leading NaN run, positions included");
  clear d w w0 iw iw0 bound;
  k = randi ([-100 100], 2^28, 1, "int32");               # 1 GiB of int32, one line
  k(1e8) = intmax ("int32");                              # a saturation far down the line
  tap_ok (isequal (gpu_cumsum (k, "native"), cumsum_ref (k, "native")),
          "saturating int32 cumsum (native) of a 1 GiB vector, exact");
  tap_ok (isequal (gpu_sum (k, "native"), sum (k, "native")) && isequal (gpu_sum (k), sum (k)),
          "int32 sums of a 1 GiB vector, native and in double, exact");
  tap_ok (isequal (gpu_cumsum (k), cumsum (k)), "int32 cumsum in double of a 1 GiB vector, exact");
  clear k;
  a = rand (2^14, 2^13) - 0.5;                            # 1 GiB matrix
  [ok1, why1] = close_to (gpu_sum (a, 1), sum (a, 1), 2^14 * eps * sum (abs (a), 1));
  [ok2, why2] = close_to (gpu_sum (a, 2), sum (a, 2), 2^13 * eps * sum (abs (a), 2));
  [m1, i1] = gpu_min (a, [], 2);
  [m0, i0] = min (a, [], 2);
  tap_ok (ok1 && ok2 && isequal (m1, m0) && isequal (i1, i0),
          "sum along each dim and min with positions along dim 2 of a 1 GiB matrix %s %s", why1, why2);
  [ok, why] = close_to (gpu_cumsum (a, 2), cumsum (a, 2), 2^13 * eps * cumsum (abs (a), 2));
  tap_ok (ok, "cumsum along dim 2 of a 1 GiB matrix %s", why);
  clear a;
  x = rand (2^27, 1);                                     # compaction: pieces of x, the kept ones appended
  x(x < 0.5) = 0;
  m = x > 0.75;
  tap_ok (isequal (gpu_compact (x, m), x(m)), "x(mask) of a 1 GiB double vector");
  tap_ok (isequal (gpu_find (x), find (x)) && isequal (gpu_find (x, 1000), find (x, 1000)),
          "find of a 1 GiB double vector, all and the first 1000");
  err = "";
  try
    gpu_find (x, 1000, "last");
  catch e
    err = e.identifier;
  end_try_catch
  tap_ok (strcmp (err, "gpuprim:deviceOutOfMemory"),
          "find (x, 1000, \"last\") of 1 GiB past the cap (not streamed): %s", err);
  info = gpuprim_info ();
  tap_ok (info.pool_in_use == 0, "nothing held in the pool afterwards (%d bytes)", info.pool_in_use);
endfunction

tap_plan ();
## a fresh context reads the cap
run_huge_on_gpu (12, "streaming case", @streaming_cases, "GPUPRIM_DEVICE_MEMORY_LIMIT", "256M");
tap_done ();
