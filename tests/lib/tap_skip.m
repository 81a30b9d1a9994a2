## tap_skip (DESC, REASON) - print one skipped TAP result.
function tap_skip (desc, reason)
  global gpuprim_tap_count;
  if (isempty (gpuprim_tap_count))
    gpuprim_tap_count = 0;
  endif
  gpuprim_tap_count += 1;
  printf ("ok %d - %s # SKIP %s\n", gpuprim_tap_count, strrep (desc, "#", "no."), reason);
  fflush (stdout);
endfunction
