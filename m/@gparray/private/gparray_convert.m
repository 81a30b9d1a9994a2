## -*- texinfo -*-
## @deftypefn {} {@var{y} =} gparray_convert (@var{g}, @var{cls})
## The body of gparray's class conversions: @var{g} itself where it is of
## class @var{cls} already (as the builtins give back their argument),
## else a new gparray of class @var{cls}, converted where @var{g} lives.
## @end deftypefn
function y = gparray_convert (g, cls)
  if (strcmp (class (g), cls))
    y = g;
  else
    y = __gpuprim_mex__ ("convert", g, cls);
  endif
endfunction
