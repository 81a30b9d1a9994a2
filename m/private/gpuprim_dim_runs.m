## -*- texinfo -*-
## @deftypefn {} {@var{runs} =} gpuprim_dim_runs (@var{sz}, @var{dims})
## The dims of @var{dims} (sorted) that are not 1 in the size @var{sz}, in
## runs with only dims of 1 between their members, each a row in the cell
## @var{runs}: the gateway takes each run in one call over the same memory.
## One dim where all are 1.
## @end deftypefn
function runs = gpuprim_dim_runs (sz, dims)
  wide = dims(sz(dims) != 1);
  if (isempty (wide))
    runs = {dims(1)};
    return;
  endif
  runs = {wide(1)};
  for d = wide(2:end)
    between = runs{end}(end)+1:d-1;
    if (any (sz(between) != 1 & ! ismember (between, dims)))
      runs{end+1} = d;
    else
      runs{end}(end+1) = d;
    endif
  endfor
endfunction
