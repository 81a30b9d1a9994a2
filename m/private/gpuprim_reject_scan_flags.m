## -*- texinfo -*-
## @deftypefn {} {} gpuprim_reject_scan_flags (@var{fname}, @var{options})
## Raise @code{gpuprim:invalidCall} if the scan options taken by
## gpuprim_take_scan_options ask for @qcode{"exclusive"} or
## @qcode{"reverse"}, which mean nothing to a reduction.
## @end deftypefn

function gpuprim_reject_scan_flags (fname, options)

  if (options{2} || options{3})
    error ("gpuprim:invalidCall", "%s: \"exclusive\" and \"reverse\" are options of the scans only", fname);
  endif

endfunction
