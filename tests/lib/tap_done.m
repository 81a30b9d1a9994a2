## tap_done () - print the TAP plan line for the tests run so far.
function tap_done ()
  global gpuprim_tap_count;
  if (isempty (gpuprim_tap_count))
    gpuprim_tap_count = 0;
  endif
  printf ("1..%d\n", gpuprim_tap_count);
  fflush (stdout);
endfunction
