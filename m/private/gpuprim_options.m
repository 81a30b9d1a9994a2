## -*- texinfo -*-
## @deftypefn {} {[@var{args}, @var{o}] =} gpuprim_options (@var{fname}, @var{kinds}, @var{args}, @var{from})
## The options of @var{kinds} (a cell of names: @qcode{"algorithm"},
## @qcode{"scan_flags"}, @qcode{"nanflag"}, @qcode{"type"},
## @qcode{"extra"}, @qcode{"all"}, @qcode{"mode"}, @qcode{"missing"},
## @qcode{"method"}, @qcode{"linear"}) taken out of @var{args} by the
## gateway's one parser of options (mex/mex_options.c), which the plain
## calls in C use too: @var{args} keeps the positional arguments, and the
## struct @var{o} says what the options chose (fields @code{algorithm},
## @code{exclusive}, @code{reverse}, @code{nanflag}, @code{type},
## @code{descending}, @code{missing}, @code{method}, @code{linear}).  NaN
## flags count from argument @var{from} on (default 1).
## @end deftypefn
function [args, o] = gpuprim_options (fname, kinds, args, from = 1)
  [keep, o] = __gpuprim_mex__ ("options", fname, kinds, from, args{:});
  args = args(keep);
endfunction

%!test
%! [args, o] = gpuprim_options ("f", {"algorithm"}, {1, "Algorithm", "Split", 2});
%! assert (args, {1, 2});
%! assert (o.algorithm, "split");
%!test
%! [args, o] = gpuprim_options ("f", {"algorithm", "mode"}, {"descend"});
%! assert (args, cell (1, 0));
%! assert (o.algorithm, "auto");
%! assert (o.descending, true);
%!test
%! [args, o] = gpuprim_options ("f", {"scan_flags", "nanflag", "type"}, {2, "REVERSE", "omitMissing", "native"});
%! assert (args, {2});
%! assert ([o.reverse, o.exclusive], [true, false]);
%! assert ({o.nanflag, o.type}, {"omitnan", "native"});
%!test
%! [args, o] = gpuprim_options ("f", {"nanflag", "method", "linear"}, {"omitnan", [], "comparisonmethod", "ABS", "linear"}, 2);
%! assert (args, {"omitnan", []});
%! assert ({o.nanflag, o.method, o.linear}, {"", "abs", true});
%!test
%! [args, o] = gpuprim_options ("f", {"type", "all"}, {"ALL"});
%! assert (args, {"ALL"});
%! assert (o.type, "default");
%!error id=gpuprim:invalidCall gpuprim_options ("f", {"algorithm"}, {1, "algorithm"})
%!error id=gpuprim:invalidCall gpuprim_options ("f", {"algorithm"}, {"algorithm", 3})
%!error id=gpuprim:invalidCall gpuprim_options ("f", {"missing"}, {"MissingPlacement"})
%!error id=gpuprim:unknownOption gpuprim_options ("f", {"missing"}, {"MissingPlacement", "middle"})
%!error id=gpuprim:unknownOption gpuprim_options ("f", {"type"}, {"bogus"})
%!error id=gpuprim:unknownOption gpuprim_options ("f", {"type"}, {"extra"})
%!error id=gpuprim:invalidMode gpuprim_options ("f", {"mode"}, {"up"})
%!error id=gpuprim:invalidCall gpuprim_options ("f", {"no-such-kind"}, {})
