## t_gpu_outputs.m - how results reach Octave: the adopting path (a buffer
## from Octave's own allocator, wrapped with its final dims) and the plain
## path (mxCreate*, which GPUPRIM_PLAIN_OUTPUTS=1 forces; =0 forces the
## adopting one; unset, the plain path is the default on Octave 11 and later).
##
## On each backend and through each path: every class, in results of every
## shape (empty, 1x1, row, column, N-d), from the calls that know their
## result's size before the kernel (cumsum, cummax with positions, sort with
## its index, sat, max (a, b), gather) and after it (x(mask), find with one,
## two and three outputs), and complex sums, equal to the builtins' bit for
## bit; 1000 calls
## that each return 8 MiB leave the process's resident memory flat; and 300
## calls that fail after taking 8 MiB of outputs (GPUPRIM_TEST_FAIL_OUTPUTS=1
## turns their success into gpuprim:internalError) leave nothing behind either.

1;

## resident memory of this process, in bytes (NaN where /proc is missing)
function b = resident_bytes ()
  b = NaN;
  f = fopen ("/proc/self/statm", "r");
  if (f < 0)
    return;
  endif
  v = fscanf (f, "%d", 2);
  fclose (f);
  b = v(2) * 4096;
endfunction

function xs = shaped (cls)
  sizes = {[0 0], [0 3], [1 1], [1 9], [9 1], [3 4 2], [1 1 5], [4097 3]};
  xs = cellfun (@(sz) with_specials (random_of_class (cls, sz)), sizes, "UniformOutput", false);
endfunction

## every output of fn (args) and of want (args), bit for bit
function [ok, why] = same_outputs (fn, want, nout, args)
  got = cell (1, nout);
  exp = cell (1, nout);
  [got{:}] = fn (args{:});
  [exp{:}] = want (args{:});
  [ok, why] = same_bits_each (got, exp);
endfunction

## a mask of x's shape that drops every third element
function m = every_third_out (x)
  m = logical (mod (reshape (1:numel (x), size (x)), 3));
endfunction

function check_class (label, cls)
  calls = {"cumsum native", @(x) gpu_cumsum (x, "native"), @(x) cumsum_ref (x, "native"), 1;
           "cummax [w, iw]", @(x) gpu_cummax (x), @(x) cummax (x), 2;
           "sort [s, i]", @(x) gpu_sort (x), @(x) sort (x), 2;
           "x(mask)", @(x) gpu_compact (x, every_third_out (x)), @(x) x(every_third_out (x)), 1;
           "find", @(x) gpu_find (x), @(x) find (x), 1;
           "[i, j] = find", @(x) gpu_find (x), @(x) find (x), 2;
           "[i, j, v] = find", @(x) gpu_find (x), @(x) find (x), 3;
           "max (a, b)", @(x) gpu_max (x, x), @(x) max (x, x), 1;
           "gather", @(x) gather (gparray (x)), @(x) x, 1};
  ## sat: the running cumsum's class (integers keep theirs from Octave 11); small
  ## integer values keep its sums exact
  calls(end+1, :) = {"sat", @(x) gpu_sat (x(:, :, 1)), @(x) cumsum (cumsum (x(:, :, 1), 1), 2), 1};
  check_rows (label, cls, calls, shaped (cls), @whole_for_sums);
endfunction

## x as the sums of the calls named take it: small whole numbers where the
## order of the additions could show (sat, float cumsum)
function x = whole_for_sums (name, x)
  if (strcmp (name, "sat") || (strcmp (name, "cumsum native") && isfloat (x)))
    x = cast (mod (double (x), 7), class (x));  # NaN and Inf become NaN
    x(isnan (x)) = 1;
    if (isfloat (x))
      x = round (x);
    endif
  endif
endfunction

## Each row of calls (name, fn, builtin, outputs) on every array of xs, as
## prep (name, x) makes it: one TAP line a row, naming the first array that
## differs.
function check_rows (label, what, calls, xs, prep)
  for c = 1:rows (calls)
    ok = true; why = "";
    for k = 1:numel (xs)
      x = prep (calls{c, 1}, xs{k});
      [ok, why] = same_outputs (calls{c, 2}, calls{c, 3}, calls{c, 4}, {x});
      if (! ok)
        why = sprintf ("%s (size %s)", why, mat2str (size (x)));
        break;
      endif
    endfor
    tap_ok (ok, "%s: %s %s %s", label, what, calls{c, 1}, why);
  endfor
endfunction

## Complex results (interleaved pairs, written in place): the sums,
## x(mask) and find's values, which take complex input in the gateway, on
## every shape; parts are small whole
## numbers, so that the order of the additions cannot show, with NaN and
## Inf among them (the sums' NaN compared as NaN, the moves' bit for bit);
## and a result whose imaginary parts cancel is real, as the builtin's is.
## x with every NaN part the same NaN: a GPU's float additions make their
## own NaN (single: 0x7FFFFFFF), where the host's keep the operand's payload
## or give the negative default NaN; which NaN a sum gives is not promised.
function y = one_nan (x)
  r = real (x);
  r(isnan (r)) = NaN;
  if (iscomplex (x))
    i = imag (x);
    i(isnan (i)) = NaN;
    y = complex (r, i);
  else
    y = r;
  endif
endfunction

function check_complex (label, cls)
  calls = {"cumsum", @(x) one_nan (gpu_cumsum (x)), @(x) one_nan (cumsum (x)), 1;
           "cumsum (x, 2)", @(x) one_nan (gpu_cumsum (x, 2)), @(x) one_nan (cumsum (x, 2)), 1;
           "cumsum (x, 3)", @(x) one_nan (gpu_cumsum (x, 3)), @(x) one_nan (cumsum (x, 3)), 1;
           "sum", @(x) one_nan (gpu_sum (x)), @(x) one_nan (sum (x)), 1;
           "sum (x, 2)", @(x) one_nan (gpu_sum (x, 2)), @(x) one_nan (sum (x, 2)), 1;
           "sum (x, 3)", @(x) one_nan (gpu_sum (x, 3)), @(x) one_nan (sum (x, 3)), 1;
           "x(mask)", @(x) gpu_compact (x, every_third_out (x)), @(x) x(every_third_out (x)), 1;
           "[i, j, v] = find", @(x) gpu_find (x), @(x) find (x), 3};
  sizes = {[0 0], [0 3], [1 1], [1 9], [9 1], [3 4 2], [1 1 5], [4097 3]};
  xs = cell (size (sizes));
  for k = 1:numel (sizes)
    x = complex (cast (randi ([-3 3], sizes{k}), cls), cast (randi ([-3 3], sizes{k}), cls));
    if (numel (x) >= 8)
      x(randperm (numel (x), 3)) = [complex(NaN, 1), complex(2, Inf), complex(-Inf, -0)];
    endif
    xs{k} = x;
  endfor
  check_rows (label, ["complex " cls], calls, xs, @(name, x) x);
  x = complex (cast ([1 2; 3 4], cls), cast ([1 -1; 2 -2], cls));
  y = gpu_sum (x, 2);
  tap_ok (! iscomplex (y) && isequal (y, cast ([3; 7], cls)), "%s: complex %s sum whose imaginary parts cancel is real",
          label, cls);
endfunction

## resident bytes gained over `calls` calls of fn, after 50 to warm up
function grown = growth (fn, calls)
  for k = 1:50
    fn ();
  endfor
  before = resident_bytes ();
  for k = 1:calls
    fn ();
  endfor
  grown = resident_bytes () - before;
endfunction

## fn's outputs, or empty ones where it raised the failure GPUPRIM_TEST_FAIL_OUTPUTS forces
function outs = unless_forced_failure (fn, nout)
  outs = cell (1, nout);
  try
    [outs{:}] = fn ();
  catch err
    if (! strcmp (err.identifier, "gpuprim:internalError"))
      rethrow (err);
    endif
  end_try_catch
endfunction

function memory_flat (label)
  if (isnan (resident_bytes ()))
    tap_skip (sprintf ("%s: 1000 calls of 8 MiB leave resident memory flat", label), "no /proc/self/statm");
    tap_skip (sprintf ("%s: 300 failing calls of 8 MiB leave nothing behind", label), "no /proc/self/statm");
    return;
  endif
  x = rand (2^20, 1);  # 8 MiB of doubles
  ## a leak of every call would be 8 GB; the allocator's own slack stays far below 64 MiB
  grown = growth (@() gpu_cumsum (x), 1000);
  tap_ok (grown < 64 * 2^20, "%s: 1000 calls of 8 MiB leave resident memory flat (grew %.1f MiB)", label,
          grown / 2^20);
  setenv ("GPUPRIM_TEST_FAIL_OUTPUTS", "1");
  unwind_protect
    raised = isempty (unless_forced_failure (@() gpu_cumsum (x), 1){1});
    grown = growth (@() unless_forced_failure (@() gpu_cumsum (x), 1), 300);
    grown2 = growth (@() unless_forced_failure (@() gpu_sort (x), 2), 100);  # two outputs taken, both freed
  unwind_protect_cleanup
    unsetenv ("GPUPRIM_TEST_FAIL_OUTPUTS");
  end_unwind_protect
  tap_ok (raised && grown < 64 * 2^20 && grown2 < 64 * 2^20,
          "%s: failing calls free their outputs (raised %d; 300 x cumsum grew %.1f MiB, 100 x [s, i] = sort %.1f MiB)",
          label, raised, grown / 2^20, grown2 / 2^20);
endfunction

function for_backend (backend)
  paths = {"adopt", "plain"};
  built = gpuprim_info ().outputs_built;
  ## unset, the faster path on the running Octave: plain from 11 on, where
  ## Octave no longer copies an mxCreate* result; adopting before, where built
  unsetenv ("GPUPRIM_PLAIN_OUTPUTS");
  want = merge (compare_versions (OCTAVE_VERSION, "11.0.0", ">="), "plain", built);
  tap_ok (strcmp (gpuprim_info ().outputs, want), "%s: by default the %s path on Octave %s (built: %s)",
          backend, gpuprim_info ().outputs, OCTAVE_VERSION, built);
  for p = paths
    label = sprintf ("%s, %s path", backend, p{1});
    if (strcmp (p{1}, "adopt") && ! strcmp (built, "adopt"))
      tap_skip (sprintf ("%s: every class and shape", label), "this build has no adopting path");
      continue;
    endif
    setenv ("GPUPRIM_PLAIN_OUTPUTS", merge (strcmp (p{1}, "plain"), "1", "0"));
    unwind_protect
      tap_ok (strcmp (gpuprim_info ().outputs, p{1}), "%s: gpuprim_info says %s", label, gpuprim_info ().outputs);
      for c = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", ...
               "logical"}
        check_class (label, c{1});
      endfor
      check_complex (label, "double");
      check_complex (label, "single");
      memory_flat (label);
    unwind_protect_cleanup
      unsetenv ("GPUPRIM_PLAIN_OUTPUTS");
    end_unwind_protect
  endfor
endfunction

run_on_backends (@for_backend);
tap_done ();
