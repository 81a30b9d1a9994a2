## tap_no_gpu (DESC) - a GPU case on a machine without a usable CUDA device:
## skipped, or failed when GPUPRIM_REQUIRE_GPU=1, so a GPU run never passes by skipping.
function tap_no_gpu (desc)
  if (gpu_required ())
    tap_ok (false, "%s: GPUPRIM_REQUIRE_GPU=1 but no CUDA device is usable", desc);
  else
    tap_skip (desc, "no CUDA device");
  endif
endfunction
