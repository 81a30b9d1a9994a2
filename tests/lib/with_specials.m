## X = with_specials (X) - floats with NaN of both signs, +-Inf and -0
## sprinkled in at random places (arrays of at least 8 elements).
function x = with_specials (x)
  if (isfloat (x) && numel (x) >= 8)
    k = randperm (numel (x), 8);
    x(k) = [NaN -NaN Inf -Inf -0 0 -0 NaN];
  endif
endfunction
