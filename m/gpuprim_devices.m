## -*- texinfo -*-
## @deftypefn  {} {@var{list} =} gpuprim_devices ()
## @deftypefnx {} {@var{list} =} gpuprim_devices (@var{new})
## Query or choose the GPUs that large @code{gpu_*} calls on host arrays
## spread over.
##
## @var{new} is a vector of CUDA device numbers (0 is the first device),
## at most 16 of them; the first is the session's own device, where
## gparrays live.  A number may repeat: several parts on one GPU.
## @code{[]} (the default) means one device.  Returns the list now chosen,
## @code{[]} where none is.  Choosing frees gpuprim's cached device memory
## and every gparray, as @code{gpuprim_backend} does.  The environment
## variable @env{GPUPRIM_DEVICES} (such as @qcode{"0,1"}) sets the
## session's first choice.
##
## What spreads now, from host arrays of 2^22 elements
## (@env{GPUPRIM_SPREAD_MIN} sets that size): @code{gpu_sort}, and the
## scans (@code{gpu_cumsum}, @code{gpu_cumprod}, @code{gpu_cummax},
## @code{gpu_cummin}).  Several columns go to the devices whole.  One long
## vector is sorted by a sample sort (each device sorts a slice, the slices
## are cut by splitters and exchanged, each device sorts its share), with the
## result of one device bit for bit; it is scanned in slices, each after the
## running value of the ones before, so floating-point sums and products can
## differ from one device's by rounding (integers, max and min do not); a
## vector's scan with positions, "exclusive", "reverse" or "omitnan" stays
## on one device, as does a call whose share does not fit a device.  On
## the host backend the parts are host ones, which gives the same results
## without a GPU.  How much faster several GPUs are has not been measured
## yet (@code{make bench-spread} times it).
## @seealso{gpuprim_backend, gpuprim_info}
## @end deftypefn

function list = gpuprim_devices (varargin)

  if (nargin == 0)
    list = __gpuprim_mex__ ("devices");
  elseif (nargin == 1 && isnumeric (varargin{1}) && isreal (varargin{1}))
    list = __gpuprim_mex__ ("devices", double (varargin{1}));
  else
    error ("gpuprim:invalidCall", "gpuprim_devices: NEW must be a vector of device numbers");
  endif

endfunction

%!test
%! old_backend = gpuprim_backend ();
%! old_min = getenv ("GPUPRIM_SPREAD_MIN");
%! setenv ("GPUPRIM_SPREAD_MIN", "1");
%! unwind_protect
%!   gpuprim_backend ("host");
%!   assert (gpuprim_devices ([0 0 0]), [0 0 0]);
%!   assert (gpuprim_info ().devices, 3);
%!   x = [randn(5000, 1); NaN; -NaN; -0; 0; Inf; -Inf; round(randn(3000, 1))];
%!   [s, i] = gpu_sort (x);
%!   [s0, i0] = sort (x);
%!   assert (s, s0);
%!   assert (i, i0);
%!   [s, i] = gpu_sort (single (x), "descend");
%!   [s0, i0] = sort (single (x), "descend");
%!   assert (s, s0);
%!   assert (i, i0);
%!   y = int16 (round (100 * randn (97, 5)));
%!   [s, i] = gpu_sort (y, 1);
%!   [s0, i0] = sort (y, 1);
%!   assert (s, s0);
%!   assert (i, i0);
%!   z = [randn(4000, 1); NaN; round(randn(3000, 1))];
%!   assert (gpu_cumsum (z), cumsum (z));
%!   assert (gpu_cummax (z), cummax (z));
%!   w = int8 (round (60 * randn (5001, 1)));
%!   assert (gpu_cumsum (w), cumsum (w));  # each Octave's own integer rule
%!   assert (gpu_cumsum (single (z), 2), cumsum (single (z), 2));
%!   assert (gpuprim_devices ([]), zeros (0, 0));
%! unwind_protect_cleanup
%!   setenv ("GPUPRIM_SPREAD_MIN", old_min);
%!   gpuprim_devices ([]);
%!   gpuprim_backend (old_backend);
%! end_unwind_protect
%!error id=gpuprim:invalidCall gpuprim_devices ("0,1")
%!error id=gpuprim:invalidCall gpuprim_devices (0:16)
%!error id=gpuprim:invalidCall gpuprim_devices (-1)
%!error id=gpuprim:invalidCall gpuprim_devices (0.5)
%!error id=gpuprim:invalidCall gpuprim_devices (0, 1)
