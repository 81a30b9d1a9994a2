## a and b broadcast to one size and stacked along a new last dim, dim:
## max (a, b) is then the extreme of each line of two along it, a's
## element first.  Repeated, not computed, so each element keeps its bits.
function [pairs, dim] = stacked_pairs (a, b)
  n = max (ndims (a), ndims (b));
  sa = [size(a), ones(1, n - ndims (a))];
  sb = [size(b), ones(1, n - ndims (b))];
  sz = sa;
  sz(sa == 1) = sb(sa == 1);
  dim = n + 1;
  pairs = cat (dim, repmat (a, repeats (sa, sz)), repmat (b, repeats (sb, sz)));
endfunction

function r = repeats (s, sz)
  r = sz;
  r(s == sz) = 1;
endfunction
