## tap_plan () - start a TAP stream (the plan is printed at the end by tap_done).
function tap_plan ()
  global gpuprim_tap_count;
  gpuprim_tap_count = 0;
endfunction
