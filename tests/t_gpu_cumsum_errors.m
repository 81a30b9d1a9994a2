## t_gpu_cumsum_errors.m - bad input gets a gpuprim: error, never a crash.

1;

function expect_error (id, f, desc)
  try
    f ();
    tap_ok (false, "%s: no error raised (wanted %s)", desc, id);
  catch err
    tap_ok (strcmp (err.identifier, id), "%s raises %s (got %s: %s)", desc, id, err.identifier,
            err.message);
  end_try_catch
endfunction

tap_plan ();
expect_error ("gpuprim:invalidCall", @() gpu_cumsum (), "no arguments");
expect_error ("gpuprim:invalidCall", @() gpu_cumsum (1, 1, "native", 4), "four arguments");
expect_error ("gpuprim:invalidCall", @() gpu_cumsum (1, 1, 2), "two dims");
expect_error ("gpuprim:invalidDim", @() gpu_cumsum ([1 2], 0), "dim 0");
expect_error ("gpuprim:invalidDim", @() gpu_cumsum ([1 2], -1), "dim -1");
expect_error ("gpuprim:invalidDim", @() gpu_cumsum ([1 2], 1.5), "dim 1.5");
expect_error ("gpuprim:invalidDim", @() gpu_cumsum ([1 2], Inf), "dim Inf");
expect_error ("gpuprim:invalidDim", @() gpu_cumsum ([1 2], NaN), "dim NaN");
expect_error ("gpuprim:invalidDim", @() gpu_cumsum ([1 2], [1 1]), "a VECDIM with a dim twice");
expect_error ("gpuprim:invalidDim", @() gpu_cumsum ([1 2], {1}), "a cell dim");
expect_error ("gpuprim:unknownOption", @() gpu_cumsum ([1 2], "backward"), "an unknown option");
expect_error ("gpuprim:unknownOption", @() gpu_cumsum ([1 2], 2, "Native"), "a misspelt option");
## sparse input is the builtin's work, on the host; a bad DIM still raises as for full input
expect_error ("gpuprim:invalidDim", @() gpu_cumsum (sparse ([1 0 2]), 0), "sparse input, dim 0");
expect_error ("gpuprim:invalidCall", @() gpu_cumsum (sparse ([true false]), 1, "backward"),
              "sparse logical input, an option cumsum does not take");
tap_ok (isequal (gpu_cumsum (sparse ([true false true]), 2, "native"), cumsum_ref (sparse ([true false true]), 2, "native")),
        "sparse logical input, \"native\": the builtin's result");
## complex scans run forward and inclusive only
expect_error ("gpuprim:unsupportedOption", @() gpu_cumprod ([1+2i 3], "reverse"), "complex input to gpu_cumprod, reversed");
expect_error ("gpuprim:unsupportedOption", @() gpu_cummax (single ([1i 2]), "exclusive"),
              "complex single input to gpu_cummax, exclusive");
expect_error ("gpuprim:invalidType", @() gpu_cumsum ({1, 2}), "cell input");
expect_error ("gpuprim:invalidType", @() gpu_cumsum (struct ("a", 1)), "struct input");
expect_error ("gpuprim:invalidType", @() gpu_cumsum ("abc"), "char input");
expect_error ("gpuprim:invalidType", @() gpu_cumsum (@sin), "function handle input");
## the gateway checks for itself when called directly
expect_error ("gpuprim:invalidType", @() __gpuprim_mex__ ("cumsum", {1}, 1), "gateway: cell");
expect_error ("gpuprim:unsupportedOption", @() __gpuprim_mex__ ("cumprod", [1i 2], 2, struct ("exclusive", true)),
              "gateway: complex cumprod, exclusive");
expect_error ("gpuprim:sparse", @() __gpuprim_mex__ ("cumsum", sparse (1), 1), "gateway: sparse");
expect_error ("gpuprim:invalidDim", @() __gpuprim_mex__ ("cumsum", 1, -1), "gateway: dim -1");
expect_error ("gpuprim:invalidDim", @() __gpuprim_mex__ ("cumsum", 1, "x"), "gateway: char dim");
expect_error ("gpuprim:invalidCall", @() __gpuprim_mex__ ("cumsum", 1, 1, 5), "gateway: options not a struct");
expect_error ("gpuprim:invalidCall", @() __gpuprim_mex__ ("cumsum", 1, 1, struct ("type", 5)), "gateway: numeric type");
expect_error ("gpuprim:unknownOption", @() __gpuprim_mex__ ("cumsum", 1, 1, struct ("type", "nat")), "gateway: bad type");
expect_error ("gpuprim:invalidCall", @() __gpuprim_mex__ ("cumsum", 1, 1, struct ("typo", "native")),
              "gateway: no such option");
expect_error ("gpuprim:invalidCall", @() __gpuprim_mex__ ("cumsum", 1), "gateway: too few");
expect_error ("gpuprim:unknownCommand", @() __gpuprim_mex__ ("cumfoo", 1), "gateway: unknown command");

## A device failure is an Octave error and leaks no device memory.
if (gpu_present ())
  gpuprim_backend ("cuda");
  x = rand (2^22, 1);
  before = gpuprim_info ();
  __gpuprim_mex__ ("memory_limit", 2^20);
  ## a forward scan streams through the cap (t_gpu_streaming.m); an exclusive one cannot
  expect_error ("gpuprim:deviceOutOfMemory", @() gpu_cumsum (x, "exclusive"), "an exclusive scan past the device-memory cap");
  after = gpuprim_info ();
  tap_ok (after.pool_in_use == 0, "no device memory is held after the failure (%d bytes)", after.pool_in_use);
  __gpuprim_mex__ ("memory_limit", 0);
  tap_ok (isequal (gpu_cumsum (x), cumsum (x)) || max (abs (gpu_cumsum (x) - cumsum (x))) < 1e-6,
          "and gpu_cumsum works again once the cap is lifted");
  ## a sort cannot stream: 1 GiB under a 256 MB cap (set as a user would, in
  ## the environment of a fresh context) is a clear error, and frees what it took
  if (! strcmp (getenv ("GPUPRIM_SKIP_HUGE"), "1"))
    big = rand (2^27, 1);
    setenv ("GPUPRIM_DEVICE_MEMORY_LIMIT", "256M");
    gpuprim_backend ("cuda");
    err = "";
    try
      gpu_sort (big);
    catch e
      err = e;
    end_try_catch
    unsetenv ("GPUPRIM_DEVICE_MEMORY_LIMIT");
    capped = gpuprim_info ();
    msg = "no error";
    if (isstruct (err))
      msg = err.message;
    endif
    tap_ok (isstruct (err) && strcmp (err.identifier, "gpuprim:deviceOutOfMemory")
            && ! isempty (strfind (msg, "all of X")) && capped.pool_in_use == 0,
            "gpu_sort of 1 GiB under GPUPRIM_DEVICE_MEMORY_LIMIT=256M: %s (%d bytes held after)", msg,
            capped.pool_in_use);
    clear big;
  else
    tap_skip ("gpu_sort of 1 GiB under a 256 MB cap", "GPUPRIM_SKIP_HUGE=1");
  endif
  gpuprim_backend ("auto");
else
  for k = 1:4
    tap_no_gpu (sprintf ("device-failure case %d", k));
  endfor
endif
expect_error ("gpuprim:unknownOption", @() gpuprim_backend ("opencl"), "an unknown backend");
tap_done ();
