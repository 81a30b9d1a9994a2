## -*- texinfo -*-
## @deftypefn {} {[@var{args}, @var{algorithm}] =} gpuprim_take_algorithm (@var{fname}, @var{args})
## Remove a trailing @qcode{"algorithm"}, @var{name} pair from the cell
## @var{args}; @var{algorithm} is @var{name}, or @qcode{"auto"} without one.
## @end deftypefn

function [args, algorithm] = gpuprim_take_algorithm (fname, args)

  algorithm = "auto";
  if (numel (args) >= 2 && ischar (args{end-1}) && strcmpi (args{end-1}, "algorithm"))
    algorithm = args{end};
    if (! ischar (algorithm) || ! isrow (algorithm))
      error ("gpuprim:invalidArgument", "%s: the algorithm NAME must be a string", fname);
    endif
    args(end-1:end) = [];
  endif

endfunction
