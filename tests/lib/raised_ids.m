## IDS = raised_ids (CALLS) - the identifier each call {FN, ARGS...} of
## the cell CALLS raises ("none" where it raises nothing).
function ids = raised_ids (calls)
  ids = cell (1, numel (calls));
  for k = 1:numel (calls)
    ids{k} = "none";
    try
      calls{k}{1} (calls{k}{2:end});
    catch err
      ids{k} = err.identifier;
    end_try_catch
  endfor
endfunction
