## factors whose partial products are exact in double whatever the grouping:
## +-1, now and then +-2 (about 2^650 at most over 65537), rarely 0.  Without
## zeros the products of every grouping also overflow exactly where the
## sequential product does (no partial product exceeds the running one), so
## single, which overflows within 65537 of them, compares bit for bit too.
function x = exact_factors (cls, sz, zeros_too = true)
  if (strcmp (cls, "logical"))
    x = rand (sz) > 0.01;
    return;
  endif
  v = ones (sz);
  if (! strncmp (cls, "uint", 4))
    v(rand (sz) < 0.5) = -1;
  endif
  v(rand (sz) < 0.01) *= 2;
  if (zeros_too)
    v(rand (sz) < 1e-4) = 0;
  endif
  x = cast (v, cls);
endfunction
