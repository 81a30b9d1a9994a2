## tap_ok (COND, DESC, ...) - print one TAP result; DESC is a printf format.
function ok = tap_ok (cond, desc, varargin)
  global gpuprim_tap_count gpuprim_tap_clock;
  if (isempty (gpuprim_tap_count))
    gpuprim_tap_count = 0;
  endif
  gpuprim_tap_count += 1;
  ok = ! isempty (cond) && all (logical (cond(:)));
  text = sprintf (desc, varargin{:});
  text = strrep (text, "#", "no.");
  if (ok)
    printf ("ok %d - %s\n", gpuprim_tap_count, text);
  else
    printf ("not ok %d - %s\n", gpuprim_tap_count, text);
  endif
  if (! isempty (gpuprim_tap_clock) && toc (gpuprim_tap_clock) > 2)  # where a slow case lies, in the log
    printf ("# %.1f s for this result\n", toc (gpuprim_tap_clock));
  endif
  gpuprim_tap_clock = tic ();
  fflush (stdout);
endfunction
