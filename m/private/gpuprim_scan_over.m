## -*- texinfo -*-
## @deftypefn {} {@var{y} =} gpuprim_scan_over (@var{fname}, @var{command}, @var{x}, @var{dims}, @var{o})
## The gateway's scan @var{command} of @var{x} over the dims @var{dims} (one
## dim, or a sorted VECDIM; "all" is every dim), taken as one: each slice
## that @var{dims} span runs in its own column-major order, as
## @code{@var{x}(:)} orders a slice, and @var{y} has @var{x}'s size.  Dims
## next to each other, apart from dims of 1, are one call over the same
## memory; a host array whose dims have others between them is scanned as
## a permuted copy, and a gparray there gets gpuprim:gparrayUnsupported.
## @end deftypefn
function y = gpuprim_scan_over (fname, command, x, dims, o)
  sz = size (x);
  sz(end+1:max (dims)) = 1;
  runs = gpuprim_dim_runs (sz, dims);
  if (isscalar (runs))
    y = __gpuprim_mex__ (command, x, runs{1}, o);
  elseif (isa (x, "gparray"))
    error ("gpuprim:gparrayUnsupported",
           "%s: VECDIM with other dims between its own needs a permuted copy, which gparrays do not make; use gparray (%s (gather (G), VECDIM, ...))",
           fname, fname);
  else
    order = [dims, setdiff(1:numel (sz), dims)];
    y = ipermute (__gpuprim_mex__ (command, permute (x, order), 1:numel (dims), o), order);
  endif
endfunction
