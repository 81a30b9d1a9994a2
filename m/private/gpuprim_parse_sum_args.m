## -*- texinfo -*-
## @deftypefn {} {[@var{dim}, @var{type}] =} gpuprim_parse_sum_args (@var{fname}, @var{x}, @var{args}, @var{complex_ok}, @var{reduce})
## Parse the arguments after @var{x} of a sum-like function exactly as
## @code{cumsum} and @code{sum} take them: an optional @var{dim}, then an
## optional @qcode{"native"} or @qcode{"double"}.  Returns the dimension
## (first non-singleton by default) and the type (@qcode{"default"},
## @qcode{"native"} or @qcode{"double"}).  A reduction (@var{reduce}) also
## takes @qcode{"extra"}, which @code{sum} takes, and MATLAB's VECDIM and
## @qcode{"all"} for @var{dim} (a vector of dims then).  Errors carry
## @code{gpuprim:} identifiers; complex @var{x} is one unless @var{complex_ok}.
## @end deftypefn

function [dim, type] = gpuprim_parse_sum_args (fname, x, args, complex_ok = false, reduce = false)

  gpuprim_check_input (fname, x, complex_ok);
  type = "default";
  if (! isempty (args) && ischar (args{end}) && ! (reduce && strcmpi (args{end}, "all")))
    switch (args{end})
      case {"native", "double"}
        type = args{end};
      case "extra"
        if (! reduce)
          error ("gpuprim:unknownOption", "%s: unknown option \"extra\"", fname);
        endif
        type = "extra";
      otherwise
        error ("gpuprim:unknownOption", "%s: unknown option \"%s\"", fname, args{end});
    endswitch
    args(end) = [];
  endif
  if (reduce)
    dim = gpuprim_parse_vecdim (fname, x, args);
  else
    dim = gpuprim_parse_dim (fname, x, args);
  endif

endfunction
