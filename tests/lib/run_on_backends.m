## -*- texinfo -*-
## @deftypefn {} {} run_on_backends (@var{cases})
## Call @var{cases} (@var{backend}) with the host backend, then with the CUDA
## backend, each selected first (one TAP line says so).  Without a GPU the
## CUDA run prints as many lines as the host run did, each skipped, or
## failed when @env{GPUPRIM_REQUIRE_GPU}=1.  Restores the backend after.
## @end deftypefn
function run_on_backends (cases)
  global gpuprim_tap_count;
  if (isempty (gpuprim_tap_count))  # the file's first line: count from 0, or the skips below count nothing
    gpuprim_tap_count = 0;
  endif
  old_backend = gpuprim_backend ();
  per_backend = 0;
  for backend = {"host", "cuda"}
    b = backend{1};
    if (strcmp (b, "cuda") && ! gpu_present ())
      for k = 1:per_backend
        tap_no_gpu (sprintf ("cuda group %d", k));
      endfor
      continue;
    endif
    before = gpuprim_tap_count;
    gpuprim_backend (b);
    tap_ok (strcmp (gpuprim_info ().backend, b), "%s: backend selected", b);
    cases (b);
    per_backend = gpuprim_tap_count - before;
  endfor
  gpuprim_backend (old_backend);
endfunction
