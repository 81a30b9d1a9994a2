## -*- texinfo -*-
## @deftypefn {} {[@var{dim}, @var{type}] =} gpuprim_parse_sum_args (@var{fname}, @var{x}, @var{args})
## Parse the arguments after @var{x} of a sum-like function exactly as
## @code{cumsum} and @code{sum} take them: an optional @var{dim}, then an
## optional @qcode{"native"} or @qcode{"double"}.  Returns the dimension
## (first non-singleton by default) and the type (@qcode{"default"},
## @qcode{"native"} or @qcode{"double"}).  Errors carry @code{gpuprim:}
## identifiers.
## @end deftypefn

function [dim, type] = gpuprim_parse_sum_args (fname, x, args)

  gpuprim_check_input (fname, x);
  type = "default";
  if (! isempty (args) && ischar (args{end}))
    switch (args{end})
      case {"native", "double"}
        type = args{end};
      otherwise
        error ("gpuprim:unknownOption", "%s: unknown option \"%s\"", fname, args{end});
    endswitch
    args(end) = [];
  endif
  dim = gpuprim_parse_dim (fname, x, args);

endfunction
