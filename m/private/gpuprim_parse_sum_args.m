## -*- texinfo -*-
## @deftypefn {} {[@var{dim}, @var{type}] =} gpuprim_parse_sum_args (@var{fname}, @var{x}, @var{args}, @var{complex_ok}, @var{extra_ok})
## Parse the arguments after @var{x} of a sum-like function exactly as
## @code{cumsum} and @code{sum} take them: an optional @var{dim}, then an
## optional @qcode{"native"} or @qcode{"double"}.  Returns the dimension
## (first non-singleton by default) and the type (@qcode{"default"},
## @qcode{"native"} or @qcode{"double"}, and with @var{extra_ok}
## @qcode{"extra"}, which @code{sum} takes).  Errors carry @code{gpuprim:}
## identifiers; complex @var{x} is one unless @var{complex_ok}.
## @end deftypefn

function [dim, type] = gpuprim_parse_sum_args (fname, x, args, complex_ok = false, extra_ok = false)

  gpuprim_check_input (fname, x, complex_ok);
  type = "default";
  if (! isempty (args) && ischar (args{end}))
    switch (args{end})
      case {"native", "double"}
        type = args{end};
      case "extra"
        if (! extra_ok)
          error ("gpuprim:unknownOption", "%s: unknown option \"extra\"", fname);
        endif
        type = "extra";
      otherwise
        error ("gpuprim:unknownOption", "%s: unknown option \"%s\"", fname, args{end});
    endswitch
    args(end) = [];
  endif
  dim = gpuprim_parse_dim (fname, x, args);

endfunction
