## -*- texinfo -*-
## @deftypefn {} {@var{s} =} gpu_sat (@var{A})
## The summed-area table of every page of @var{A}, computed on the GPU:
## @code{cumsum (cumsum (@var{A}, 1), 2)}.
##
## @code{@var{s}(i, j, @dots{})} is the sum of @code{@var{A}(1:i, 1:j, @dots{})}.
## The class is cumsum's: single for single, double for every other class
## (integers and logical accumulate in double).  Tables of integers and
## logicals are exact while they stay below 2^53; floating-point tables
## agree with the builtin's to rounding (the GPU adds in a different order).
## Complex @var{A} is summed part by part.  Sparse @var{A} is summed on the
## host by the builtin @code{cumsum}, into a sparse table.
##
## @seealso{cumsum, gpu_cumsum, gpu_boxfilter}
## @end deftypefn

function varargout = gpu_sat (varargin)

  ## gpu_sat.mex, the MEX entry of the same name beside this file's copy in
  ## the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_sat: its MEX entry gpu_sat.mex is missing; build or reinstall gpuprim");

endfunction

%!assert (gpu_sat ([1 2; 3 4]), [1 3; 4 10])
%!assert (gpu_sat (ones (2, 2, 2)), repmat ([1 2; 2 4], [1 1 2]))
%!assert (gpu_sat (int8 ([100 100; 100 100])), cumsum (cumsum (int8 ([100 100; 100 100]), 1), 2))
%!assert (gpu_sat (true (2)), [1 2; 2 4])
%!assert (gpu_sat (zeros (0, 3)), zeros (0, 3))
%!assert (gpu_sat ([1i 2; 3 4]), cumsum (cumsum ([1i 2; 3 4], 1), 2))
%!error id=gpuprim:invalidType gpu_sat ("ab")
