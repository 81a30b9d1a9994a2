## -*- texinfo -*-
## @deftypefn  {} {@var{nel} =} gpu_nth_element (@var{x}, @var{n})
## @deftypefnx {} {@var{nel} =} gpu_nth_element (@var{x}, @var{n}, @var{dim})
## @deftypefnx {} {@var{nel} =} gpu_nth_element (@dots{}, "algorithm", @var{name})
## The @var{n}-th smallest element of each line of @var{x} along @var{dim},
## on the GPU, as @code{nth_element} gives it.
##
## @var{n} is a scalar or a contiguous range of integers, rising
## (@code{@var{l}:@var{u}}: those elements in ascending order) or falling
## (@code{@var{u}:-1:@var{l}}: in descending order), none past the
## length of the lines; @var{dim} defaults to the first non-singleton
## dimension.  NaN counts as larger than every number.  The values are
## those of @code{sort (@var{x}, @var{dim})} at @var{n}: the builtin's
## selection leaves equal elements in no set order, so where -0 and 0, or
## NaNs of both signs, tie, the sign of the one returned may differ from
## the builtin's.
##
## It is @code{gpu_maxk}'s path from the @var{n}-th: each line sorted,
## or each line's elements up to the last asked for found by radix select
## and only they sorted; @qcode{"algorithm"} chooses as there
## (@qcode{"auto"}, @qcode{"sort"}, @qcode{"select"} or a sort's name).  A gparray @var{x} gives a
## gparray; complex and sparse @var{x} go to the builtin on the host.  A
## bad @var{n} is a @code{gpuprim:invalidIndex} error.
##
## @seealso{nth_element, gpu_sort, gpu_maxk, gpu_mink}
## @end deftypefn

function varargout = gpu_nth_element (varargin)

  ## gpu_nth_element.mex, the MEX entry of the same name beside this file's
  ## copy in the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_nth_element: its MEX entry gpu_nth_element.mex is missing; build or reinstall gpuprim");

endfunction

%!assert (gpu_nth_element ([3 NaN 1 -NaN 2 0 -0], 3), 1)
%!assert (gpu_nth_element ([3 NaN 1 -NaN 2 0 -0], 4:7), [2 3 NaN NaN])
%!assert (gpu_nth_element ([3 NaN 1 -NaN 2 0 -0], 5:-1:3), [3 2 1])
%!test
%! A = magic (6);
%! assert (gpu_nth_element (A, 2:4), nth_element (A, 2:4));
%! assert (gpu_nth_element (A, 6:-1:5, 2), nth_element (A, 6:-1:5, 2));
%!assert (gpu_nth_element (int8 ([-128 127 5]), 2), int8 (5))
%!assert (gpu_nth_element ([1+1i, -2, 0.5], 2), nth_element ([1+1i, -2, 0.5], 2))
%!error id=gpuprim:invalidIndex gpu_nth_element ([1 2 3], 4)
%!error id=gpuprim:invalidIndex gpu_nth_element ([1 2 3], 0)
%!error id=gpuprim:invalidIndex gpu_nth_element ([1 2 3], [1 3])
%!error id=gpuprim:invalidIndex gpu_nth_element ([1 2 3], 1.5)
%!error id=gpuprim:invalidCall gpu_nth_element ([1 2 3])
%!error id=gpuprim:invalidType gpu_nth_element ("abc", 1)
