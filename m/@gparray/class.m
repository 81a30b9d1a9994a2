## -*- texinfo -*-
## @deftypefn {} {@var{c} =} class (@var{g})
## The class of the elements of gparray @var{g}, as @code{class} gives it for
## the array it holds (@qcode{"double"}, @qcode{"int8"}, @qcode{"logical"},
## @dots{}), so that code written for arrays works on gparrays.  Use
## @code{isa (g, "gparray")} to tell a gparray from an array.
## @end deftypefn
function c = class (g)
  c = g.cls;
endfunction
