## gpu_required () - true when GPUPRIM_REQUIRE_GPU=1: then a missing device fails, never skips.
function r = gpu_required ()
  r = strcmp (getenv ("GPUPRIM_REQUIRE_GPU"), "1");
endfunction
