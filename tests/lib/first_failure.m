## [OK, WHY] = first_failure (CHECK, LIST1, LIST2, ...) - CHECK (a, b, ...)
## on every combination of one element of each cell LIST, until one fails:
## [OK, WHY] of that one, or true.
function [ok, why] = first_failure (check, varargin)
  ok = true; why = "";
  counts = cellfun (@numel, varargin);
  for k = 1:prod (counts)
    at = cell (1, numel (counts));
    [at{:}] = ind2sub ([counts 1], k);
    args = cellfun (@(list, i) list{i}, varargin, at(1:numel (counts)), "UniformOutput", false);
    [ok, why] = check (args{:});
    if (! ok)
      return;
    endif
  endfor
endfunction
