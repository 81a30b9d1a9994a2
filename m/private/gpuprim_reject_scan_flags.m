## -*- texinfo -*-
## @deftypefn {} {} gpuprim_reject_scan_flags (@var{fname}, @var{options})
## Raise @code{gpuprim:invalidCall} if the options taken by
## gpuprim_options (a struct) ask for @qcode{"exclusive"} or
## @qcode{"reverse"}, which mean nothing to a reduction.
## @end deftypefn

function gpuprim_reject_scan_flags (fname, options)

  if (options.exclusive || options.reverse)
    error ("gpuprim:invalidCall", "%s: \"exclusive\" and \"reverse\" are options of the scans only", fname);
  endif

endfunction
