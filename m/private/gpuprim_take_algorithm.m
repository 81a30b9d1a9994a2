## -*- texinfo -*-
## @deftypefn {} {[@var{args}, @var{algorithm}] =} gpuprim_take_algorithm (@var{fname}, @var{args})
## Take the pair @qcode{"algorithm"}, @var{name} out of the cell @var{args},
## wherever it is (the word in any case); @var{algorithm} is @var{name} in
## lower case, or @qcode{"auto"} without the pair, and the gateway checks
## it.  Every function takes its algorithm through here, so the rules and
## the error identifiers are the same everywhere: a missing or non-string
## name is @code{gpuprim:invalidCall}.
## @end deftypefn

function [args, algorithm] = gpuprim_take_algorithm (fname, args)

  algorithm = "auto";
  k = 1;
  while (k <= numel (args))
    if (ischar (args{k}) && rows (args{k}) <= 1 && strcmpi (args{k}, "algorithm"))
      if (k == numel (args) || ! (ischar (args{k+1}) && rows (args{k+1}) <= 1))
        error ("gpuprim:invalidCall", "%s: \"algorithm\" needs a name, e.g. \"auto\"", fname);
      endif
      algorithm = lower (args{k+1});
      args(k:k+1) = [];
    else
      k += 1;
    endif
  endwhile

endfunction

%!test
%! [args, a] = gpuprim_take_algorithm ("f", {1, "Algorithm", "Split", 2});
%! assert (args, {1, 2});
%! assert (a, "split");
%!test
%! [args, a] = gpuprim_take_algorithm ("f", {"descend"});
%! assert (args, {"descend"});
%! assert (a, "auto");
%!error id=gpuprim:invalidCall gpuprim_take_algorithm ("f", {1, "algorithm"})
%!error id=gpuprim:invalidCall gpuprim_take_algorithm ("f", {"algorithm", 3})
