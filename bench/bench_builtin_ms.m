## -*- texinfo -*-
## @deftypefn {} {@var{ms} =} bench_builtin_ms (@var{fn}, @var{xs})
## Milliseconds a call @var{fn} (@var{x}) takes: the median of 20 calls after
## a warm-up call, @var{x} taking the arrays of the cell @var{xs} in turn.
## @end deftypefn
function ms = bench_builtin_ms (fn, xs)
  fn (xs{1});
  t = zeros (20, 1);
  for k = 1:20
    x = xs{mod (k, numel (xs)) + 1};
    t0 = tic;
    y = fn (x);
    t(k) = toc (t0);
  endfor
  ms = 1e3 * median (t);
endfunction
