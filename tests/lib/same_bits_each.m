## -*- texinfo -*-
## @deftypefn {} {[@var{ok}, @var{why}] =} same_bits_each (@var{got}, @var{want})
## @code{same_bits} of each pair of the cells @var{got} and @var{want} (a
## call's outputs); @var{why} names the first output that differs.
## @end deftypefn
function [ok, why] = same_bits_each (got, want)
  ok = true; why = "";
  for k = 1:numel (want)
    [ok, why] = same_bits (got{k}, want{k});
    if (! ok)
      why = sprintf ("output %d: %s", k, why);
      return;
    endif
  endfor
endfunction
