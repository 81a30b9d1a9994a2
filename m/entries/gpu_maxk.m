## -*- texinfo -*-
## @deftypefn  {} {@var{B} =} gpu_maxk (@var{A}, @var{k})
## @deftypefnx {} {@var{B} =} gpu_maxk (@var{A}, @var{k}, @var{dim})
## @deftypefnx {} {[@var{B}, @var{I}] =} gpu_maxk (@dots{})
## @deftypefnx {} {[@dots{}] =} gpu_maxk (@dots{}, "ComparisonMethod", @var{c})
## @deftypefnx {} {[@dots{}] =} gpu_maxk (@dots{}, "algorithm", @var{name})
## The @var{k} largest elements of each line of @var{A} along @var{dim}, on
## the GPU, largest first: MATLAB's @code{maxk}.
##
## Octave has no @code{maxk}; this is an extension, defined by Octave's
## own sort: @var{B} is the first @code{min (@var{k}, size (@var{A},
## @var{dim}))} elements along @var{dim} of @code{sort (@var{A}, @var{dim},
## "descend")} and @var{I} (double) their positions along @var{dim}, so
## NaN, of either sign, counts as the largest, -0 and 0 are equal, and
## equal elements keep their input order.  @var{dim} defaults to the first
## non-singleton dimension.  @var{k} is a non-negative integer; 0 gives an
## empty result, a @var{k} past the line's length the whole sorted line.
##
## @qcode{"ComparisonMethod"}: @qcode{"auto"} (by value; complex numbers
## by abs, then arg, as @code{sort}), @qcode{"abs"} (by abs) or
## @qcode{"real"} (complex numbers by the real part, then the imaginary).
##
## @qcode{"algorithm"}: with @qcode{"sort"} each line goes through
## @code{gpu_sort}'s stable radix sort and its leading @var{k} elements
## are kept (one copy); a sort's name (as in @code{gpu_sort}) does the
## same with that sort.  With @qcode{"select"} each line's @var{k}-th
## element is found by radix select (a counting pass per 8-bit digit of
## its sort key), the elements up to it compacted in order and only they
## sorted, one line at a time; that takes a vector or the columns along
## dim 1, and other lines are sorted.  @qcode{"auto"}, the default,
## selects where it was measured faster (on the host, lines of 256 or
## more and @var{k} up to a quarter of them; on the GPU, a vector of
## 2^24 8-byte elements or more and @var{k} up to 1/4096 of it) and sorts
## elsewhere.  The results are the same.  A gparray @var{A} gives gparrays; char @var{A} compares by its codes and gives char; sparse
## @var{A} gives a sparse @var{B}.  A bad @var{k} is a
## @code{gpuprim:invalidK} error.
##
## @seealso{gpu_mink, gpu_sort, sort, max}
## @end deftypefn

function varargout = gpu_maxk (varargin)

  ## gpu_maxk.mex, the MEX entry of the same name beside this file's copy in
  ## the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_maxk: its MEX entry gpu_maxk.mex is missing; build or reinstall gpuprim");

endfunction

%!test
%! [b, i] = gpu_maxk ([3 NaN 1 -0 0 1 7], 3);
%! assert (b, [NaN 7 3]);
%! assert (i, [2 7 1]);
%!test
%! A = magic (5);
%! [b, i] = gpu_maxk (A, 3, 2);
%! [s, j] = sort (A, 2, "descend");
%! assert (b, s(:, 1:3));
%! assert (i, j(:, 1:3));
%!assert (gpu_maxk (int8 ([-128 127 5 127]), 2), int8 ([127 127]))
%!assert (gpu_maxk ([1 -5 3], 2, "ComparisonMethod", "abs"), [-5 3])
%!assert (size (gpu_maxk (ones (3, 4), 0)), [0 4])
%!assert (gpu_maxk ([2; 1], 5), [2; 1])
%!assert (gpu_maxk ("hello", 2), "ol")
%!error id=gpuprim:invalidK gpu_maxk ([1 2], -1)
%!error id=gpuprim:invalidK gpu_maxk ([1 2], 1.5)
%!error id=gpuprim:invalidCall gpu_maxk ([1 2])
