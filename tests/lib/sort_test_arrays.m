## -*- texinfo -*-
## @deftypefn {} {@var{xs} =} sort_test_arrays (@var{cls}, @var{sizes})
## The arrays the sorts are tested on: for each size of the cell
## @var{sizes}, random data of class @var{cls} with the special values
## and heavy ties with NaN; then, for integers, every limit many times
## over, and for floats only NaNs and zeros of both signs (every key equal
## or special).
## @end deftypefn
function xs = sort_test_arrays (cls, sizes)
  xs = {};
  for k = 1:numel (sizes)
    xs{end+1} = with_specials (random_of_class (cls, sizes{k}));
    xs{end+1} = with_ties_and_nan (cls, sizes{k});
  endfor
  if (isinteger (cast (0, cls)))
    xs{end+1} = cast (repmat ([intmax(cls) intmin(cls) 0 1 intmax(cls)-1 intmin(cls)+1], 40, 3), cls);
  endif
  if (isfloat (cast (0, cls)))
    xs{end+1} = cast (repmat ([-0 0 NaN -NaN 0 -0], 50, 2), cls);
  endif
endfunction
