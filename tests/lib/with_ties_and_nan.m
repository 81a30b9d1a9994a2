## data with ties (few distinct values) and, for floats, NaN sprinkled in
function x = with_ties_and_nan (cls, sz)
  if (strcmp (cls, "logical"))
    x = rand (sz) > 0.5;
    return;
  endif
  x = cast (randi (5, sz) - 2 * ! strncmp (cls, "uint", 4), cls);
  if (isfloat (x))
    x(rand (sz) < 0.1) = NaN;
    x(1:min (3, numel (x))) = NaN;  # a leading run of NaN
  endif
endfunction
