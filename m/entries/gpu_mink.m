## -*- texinfo -*-
## @deftypefn  {} {@var{B} =} gpu_mink (@var{A}, @var{k})
## @deftypefnx {} {@var{B} =} gpu_mink (@var{A}, @var{k}, @var{dim})
## @deftypefnx {} {[@var{B}, @var{I}] =} gpu_mink (@dots{})
## @deftypefnx {} {[@dots{}] =} gpu_mink (@dots{}, "ComparisonMethod", @var{c})
## @deftypefnx {} {[@dots{}] =} gpu_mink (@dots{}, "algorithm", @var{name})
## The @var{k} smallest elements of each line of @var{A} along @var{dim}, on
## the GPU, smallest first: MATLAB's @code{mink}.
##
## Octave has no @code{mink}; this is an extension, defined by Octave's
## own sort: @var{B} is the first @code{min (@var{k}, size (@var{A},
## @var{dim}))} elements along @var{dim} of @code{sort (@var{A}, @var{dim})}
## and @var{I} (double) their positions along @var{dim}, so NaN, of
## either sign, counts as the largest (it comes last), -0 and 0 are equal, and
## equal elements keep their input order.  @var{dim} defaults to the first
## non-singleton dimension.  @var{k} is a non-negative integer; 0 gives an
## empty result, a @var{k} past the line's length the whole sorted line.
##
## @qcode{"ComparisonMethod"}: @qcode{"auto"} (by value; complex numbers
## by abs, then arg, as @code{sort}), @qcode{"abs"} (by abs) or
## @qcode{"real"} (complex numbers by the real part, then the imaginary).
##
## @qcode{"algorithm"} (@qcode{"auto"}, @qcode{"sort"}, @qcode{"select"}
## or a sort's name) chooses how, as in @code{gpu_maxk}; the results are
## the same.  A gparray @var{A} gives gparrays; char @var{A} compares by
## its codes and gives char; sparse @var{A} gives a sparse @var{B}.  A bad @var{k} is a
## @code{gpuprim:invalidK} error.
##
## @seealso{gpu_maxk, gpu_sort, sort, min}
## @end deftypefn

function varargout = gpu_mink (varargin)

  ## gpu_mink.mex, the MEX entry of the same name beside this file's copy in
  ## the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_mink: its MEX entry gpu_mink.mex is missing; build or reinstall gpuprim");

endfunction

%!test
%! [b, i] = gpu_mink ([3 NaN 1 -0 0 1 7], 3);
%! assert (num2str (1 ./ b), num2str ([-Inf Inf 1]));
%! assert (i, [4 5 3]);
%!test
%! A = magic (5);
%! [b, i] = gpu_mink (A, 2);
%! [s, j] = sort (A);
%! assert (b, s(1:2, :));
%! assert (i, j(1:2, :));
%!assert (gpu_mink ([NaN 2 NaN], 2), [2 NaN])
%!assert (gpu_mink (uint8 ([0 255 0]), 2), uint8 ([0 0]))
%!assert (gpu_mink ([1 -5 3], 2, "ComparisonMethod", "abs"), [1 3])
%!assert (size (gpu_mink (ones (3, 4), 0, 2)), [3 0])
%!assert (gpu_mink ("hello", 2), "eh")
%!error id=gpuprim:invalidK gpu_mink ([1 2], NaN)
%!error id=gpuprim:invalidCall gpu_mink ([1 2], 1, 1, 1)
