## -*- texinfo -*-
## @deftypefn  {} {@var{idx} =} gpu_lookup (@var{table}, @var{y})
## @deftypefnx {} {@var{idx} =} gpu_lookup (@var{table}, @var{y}, @var{opt})
## Look up @var{y} in the sorted @var{table} on the GPU, as @code{lookup}
## does.
##
## For an ascending @var{table} of @var{n} elements, @var{idx}(i) is the
## number of its leading elements that are <= @var{y}(i): 0 below the
## table, @var{n} at or above its last element and for NaN.  A table
## whose first element is greater than its last is taken as descending
## (>=).  @var{idx} is double of the size of @var{y}.  @var{opt} holds
## letters: @qcode{"m"} gives @var{idx}(i) only where
## @code{@var{table}(@var{idx}(i)) == @var{y}(i)}, else 0;
## @qcode{"b"} gives a logical, whether @var{y}(i) is in the table;
## @qcode{"l"} extends the first interval to -Inf (@var{idx} >= 1) and
## @qcode{"r"} the last to Inf (@var{idx} <= @var{n} - 1).
##
## Both arrays are taken in the class the builtin computes in: their
## integer class where they share one, else single where either is
## single, else double.  It is one binary search a thread.  A gparray
## among them gives a gparray, computed on the device.  Char, cell,
## logical, sparse and complex arrays go to the builtin @code{lookup}.
## A bad @var{opt} is a @code{gpuprim:invalidOption} error.
##
## @seealso{lookup, gpu_histc}
## @end deftypefn

function varargout = gpu_lookup (varargin)

  ## gpu_lookup.mex, the MEX entry of the same name beside this file's
  ## copy in the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_lookup: its MEX entry gpu_lookup.mex is missing; build or reinstall gpuprim");

endfunction

%!assert (gpu_lookup ([1 2 3], [0 1 1.5 3 4 NaN]), lookup ([1 2 3], [0 1 1.5 3 4 NaN]))
%!assert (gpu_lookup ([3 2 1], [0 1 1.5 3 4 NaN]), [3 3 2 1 0 3])
%!assert (gpu_lookup ([1 2 3], [0 2 5], "lr"), [1 2 2])
%!assert (gpu_lookup ([1 2 3], [2 2.5], "m"), [2 0])
%!assert (gpu_lookup ([1 2 3], [2 2.5], "b"), [true false])
%!assert (gpu_lookup (int8 ([1 2 3]), [1.5 2]), [1 2])
%!error id=gpuprim:invalidOption gpu_lookup ([1 2], 1, "x")
%!error id=gpuprim:invalidOption gpu_lookup ([1 2], 1, "ml")
%!error id=gpuprim:invalidCall gpu_lookup ([1 2])
