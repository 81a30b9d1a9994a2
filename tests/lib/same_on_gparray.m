## -*- texinfo -*-
## @deftypefn {} {[@var{ok}, @var{why}] =} same_on_gparray (@var{fn}, @var{host_fn}, @var{x}, @var{nout})
## Whether each of the @var{nout} outputs of @var{fn} on @code{gparray
## (@var{x})} is a gparray holding the bits of the same output of
## @var{host_fn} on @var{x}, and complex where that output is (a gparray
## keeps its imaginary parts where Octave narrows); @var{why} says how not.
## @end deftypefn
function [ok, why] = same_on_gparray (fn, host_fn, x, nout)
  outs_g = cell (1, nout);
  outs_x = cell (1, nout);
  [outs_g{:}] = fn (gparray (x));
  [outs_x{:}] = host_fn (x);
  ok = true; why = "";
  for k = 1:nout
    if (! isa (outs_g{k}, "gparray"))
      ok = false; why = sprintf ("output %d is a %s, not a gparray", k, class (outs_g{k}));
      return;
    endif
    if (iscomplex (outs_x{k}) && ! iscomplex (outs_g{k}))
      ok = false; why = sprintf ("output %d lost its imaginary parts", k);
      return;
    endif
  endfor
  [ok, why] = same_bits_each (cellfun (@gather, outs_g, "UniformOutput", false), outs_x);
endfunction
