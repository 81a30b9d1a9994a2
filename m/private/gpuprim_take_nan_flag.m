## -*- texinfo -*-
## @deftypefn {} {[@var{args}, @var{flag}] =} gpuprim_take_nan_flag (@var{args}, @var{from})
## Take MATLAB's NaN flag out of the cell @var{args}, looking from its
## element @var{from} on: @qcode{"omitnan"} or @qcode{"includenan"} (or
## their newer names @qcode{"omitmissing"} and @qcode{"includemissing"}), in
## any case.  @var{flag} is @qcode{"omitnan"}, @qcode{"includenan"}, or
## empty where there is none; of several, the last counts.
## @end deftypefn

function [args, flag] = gpuprim_take_nan_flag (args, from = 1)

  flag = "";
  keep = true (size (args));
  for k = from:numel (args)
    a = args{k};
    if (ischar (a) && rows (a) <= 1 && any (strcmpi (a, {"omitnan", "omitmissing", "includenan", "includemissing"})))
      flag = merge (strncmpi (a, "omit", 4), "omitnan", "includenan");
      keep(k) = false;
    endif
  endfor
  args = args(keep);

endfunction
