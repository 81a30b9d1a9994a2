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
