## -*- texinfo -*-
## @deftypefn {} {[@var{args}, @var{algorithm}] =} gpuprim_take_algorithm (@var{fname}, @var{args})
## Take the option pair @qcode{"algorithm"}, @var{name} out of the cell
## @var{args}; @var{algorithm} is @var{name}, or @qcode{"auto"} without it.
## The MEX gateway checks the name.
## @end deftypefn

function [args, algorithm] = gpuprim_take_algorithm (fname, args)

  algorithm = "auto";
  k = find (cellfun (@(a) ischar (a) && strcmpi (a, "algorithm"), args), 1);
  if (! isempty (k))
    if (k == numel (args) || ! (ischar (args{k+1}) && rows (args{k+1}) <= 1))
      error ("gpuprim:invalidCall", "%s: \"algorithm\" needs a name, e.g. \"blelloch\"", fname);
    endif
    algorithm = lower (args{k+1});
    args(k:k+1) = [];
  endif

endfunction
