## X = random_of_class (CLS, SZ) - fresh random data of class CLS: floats of
## many magnitudes, coin-flip logicals, and integers mostly within a quarter of
## their range (so saturating sums hit the limits and come back), 2% at a limit.
function x = random_of_class (cls, sz)
  switch (cls)
    case {"double", "single"}
      x = cast (randn (sz) .* 10 .^ randi ([-3 3], sz), cls);
    case "logical"
      x = rand (sz) > 0.5;
    otherwise
      lo = double (intmin (cls)); hi = double (intmax (cls));
      x = cast (round ((rand (sz) - (lo < 0) * 0.5) * (hi - lo) / 4), cls);
      ext = rand (sz) < 0.02;
      x(ext & rand (sz) < 0.5) = intmax (cls);
      x(ext & ! (rand (sz) < 0.5) & lo < 0) = intmin (cls);
  endswitch
endfunction
