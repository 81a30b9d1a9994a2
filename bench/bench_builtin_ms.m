## -*- texinfo -*-
## @deftypefn {} {@var{ms} =} bench_builtin_ms (@var{fn}, @var{xs}, @var{runs})
## Milliseconds a call @var{fn} (@var{x}) takes: the median of @var{runs}
## calls (default 20) after a warm-up call, @var{x} taking the arrays of the
## cell @var{xs} in turn.
## @end deftypefn
function ms = bench_builtin_ms (fn, xs, runs = 20)
  fn (xs{1});
  t = zeros (runs, 1);
  for k = 1:runs
    x = xs{mod (k, numel (xs)) + 1};
    t0 = tic;
    y = fn (x);
    t(k) = toc (t0);
  endfor
  ms = 1e3 * median (t);
endfunction
