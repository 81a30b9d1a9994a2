## [OK, WHY] = same_bits (GOT, WANT) - the class, size and every bit of WANT.
function [ok, why] = same_bits (got, want)
  [ok, why] = same_class_and_size (got, want);
  if (ok && ! isequal (bits_of (got), bits_of (want)))
    ok = false; why = "values differ";
  endif
endfunction
