## -*- texinfo -*-
## @deftypefn {} {@var{x} =} gather (@var{g})
## Copy gparray @var{g} back into an Octave array, after the work queued on it.
## @seealso{gparray}
## @end deftypefn
function x = gather (g)
  x = __gpuprim_mex__ ("gather", g);
endfunction
