## -*- texinfo -*-
## @deftypefn {} {[@var{ok}, @var{why}] =} same_two_outputs (@var{fn}, @var{want}, @var{want_i})
## Whether @code{[b, i] = @var{fn} ()} gives the bits of @var{want} and
## the positions @var{want_i}, and @code{b = @var{fn} ()} (one output, its
## own path) the bits of @var{want}; @var{why} says how not.
## @end deftypefn
function [ok, why] = same_two_outputs (fn, want, want_i)
  [b, i] = fn ();
  [ok, why] = same_bits (b, want);
  if (ok && ! isequal (i, want_i))
    ok = false; why = "the positions differ";
  endif
  if (ok)
    [ok, why] = same_bits (fn (), want);
  endif
endfunction
