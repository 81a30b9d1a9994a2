## -*- texinfo -*-
## @deftypefn  {} {@var{m} =} gpu_max (@var{x})
## @deftypefnx {} {@var{m} =} gpu_max (@var{x}, [], @var{dim})
## @deftypefnx {} {@var{m} =} gpu_max (@var{x}, [], @var{vecdim})
## @deftypefnx {} {@var{m} =} gpu_max (@var{x}, [], "all")
## @deftypefnx {} {[@var{m}, @var{im}] =} gpu_max (@dots{}, "linear")
## @deftypefnx {} {[@var{m}, @var{im}] =} gpu_max (@dots{}, @var{nanflag})
## @deftypefnx {} {[@var{m}, @var{im}] =} gpu_max (@dots{}, "ComparisonMethod", @var{how})
## @deftypefnx {} {[@var{m}, @var{im}] =} gpu_max (@dots{})
## @deftypefnx {} {@var{y} =} gpu_max (@var{a}, @var{b})
## @deftypefnx {} {[@dots{}] =} gpu_max (@dots{}, "algorithm", @var{name})
## The maximum of @var{x} along dimension @var{dim}, computed on the GPU.
##
## The results have the classes, sizes and values that @code{max} gives:
## @var{m} keeps the class of @var{x}, and @var{im} holds, as doubles, the
## position along @var{dim} of the first maximum.  NaN is ignored unless a
## whole line is NaN (then @var{m} is NaN and @var{im} 1).  Without
## @var{dim}, the first non-singleton dimension; an empty line gives no
## element, as with @code{max}.
##
## Ties go to the first position, whatever order the GPU's tree meets
## them in, so every algorithm gives the builtin's values and positions.
## @qcode{"algorithm"}, @var{name} picks the reduction kernel, as for
## @code{gpu_sum}.  @code{gpu_max (@var{a}, @var{b})} is the elementwise
## maximum with the builtin's broadcasting, class rules (the class
## @code{max} gives, both operands converted to it as it converts them) and
## NaN rule (a number wins over NaN; of equal values, -0 and 0 too, the
## first operand's; before Octave 11 the second's where the builtin's
## broadcasting takes the first one element at a time: where it is a
## scalar, or 1 along the first dimension in which the sizes differ with
## only 1s before it).  A
## char array counts by its character codes and gives double, as with
## @code{max}; in the two-argument form a string compares only with a
## string.  Sparse input is computed on the host by the builtin @code{max}, and
## its result is sparse where the builtin's is.
## There @qcode{"omitnan"} is the builtin's own rule; @qcode{"includenan"}
## and @qcode{"ComparisonMethod"}, which the builtin lacks, take the
## sparse array as a full one through the GPU's path (so it must fit in
## memory as full), and the result is made sparse where the builtin's
## would be.
## Cell and struct input get a @code{gpuprim:} error.
##
## Complex @var{x} is ordered as @code{max} orders it, in gpuprim's own
## kernels on both backends: by @code{abs} (the C library's hypot, as the
## builtin's), then by @code{arg}: before Octave 11 in (-pi, pi], -pi counted as pi,
## from 11 as atan2 gives it, -pi first (so @code{[m, i] = max (complex ([-5 -5], [-0 0]))}
## differs); @var{m}
## is complex, narrowed to real where no imaginary part is left, as the
## builtin's.  An element with a NaN part is ignored as NaN is (the
## builtin's loop alone lets one with an infinite part compete as Inf after
## a line's first number).  @code{gpu_max (@var{a}, @var{b})} with a complex
## operand takes both as complex and compares them as the running builtin
## does: before Octave 11 by @code{abs} alone, @var{a}'s element where
## @code{abs (@var{a}) >= abs (@var{b})} or it is NaN, else @var{b}'s (so NaN in
## either wins); from 11 by @code{abs}, then @code{arg} as above, a NaN
## losing to a number and @var{a}'s element of equal ones.
##
## @var{dim} may also be a vector of distinct dims, @var{vecdim}, or
## @qcode{"all"}, as in MATLAB: the maximum over all of those dims at once,
## and @var{im} its position in that slice (its dims taken in order, as
## one line).  With @qcode{"linear"}, @var{im} is instead the linear index
## into @var{x}, for any @var{dim}.
##
## @var{nanflag}, as in MATLAB: @qcode{"omitnan"} (the default, as
## @code{max}) or @qcode{"includenan"}, which makes @var{m} NaN wherever
## its slice holds a NaN, with @var{im} at the first NaN (names in any
## case; @qcode{"omitmissing"} and @qcode{"includemissing"} too).  In the
## two-array form, @qcode{"includenan"} makes the result NaN wherever
## @var{a} or @var{b} is (@var{a}'s NaN where both are), in the same
## pass on the GPU, for gparrays too.
##
## @qcode{"ComparisonMethod"}, @var{how} (MATLAB's; any case), in every
## form, with either NaN flag, in the same pass on the GPU:
## @qcode{"auto"} is the order above (the value for real @var{x}, the
## complex order for complex @var{x}); @qcode{"abs"} compares magnitudes,
## and of equal magnitudes takes the larger angle (a negative, or -0, has
## angle pi; a complex value its @code{arg}); @qcode{"real"} compares real
## parts, and of equal real parts the imaginary ones (for real @var{x} the
## order above).  In the two-array form of complex operands, any option
## switches from the builtin's rule (@code{abs} alone, NaN winning) to
## MATLAB's: @code{abs}, then @code{arg}, a NaN losing to a number unless
## @qcode{"includenan"} is given; of operands that rank equal, @var{a}'s.
##
## @seealso{max, gpu_cummax}
## @end deftypefn

function varargout = gpu_max (varargin)

  ## gpu_max.mex, the MEX entry of the same name beside this file's copy in
  ## the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_max: its MEX entry gpu_max.mex is missing; build or reinstall gpuprim");

endfunction

%!assert (gpu_max ("abc"), max ("abc"))
%!assert (gpu_max (["ab"; "ca"], [], 2), max (["ab"; "ca"], [], 2))
%!assert (gpu_max ("abc", "bbb"), max ("abc", "bbb"))
%!error id=gpuprim:invalidType gpu_max ("abc", 98)
%!error id=gpuprim:invalidType gpu_max ("abc", [])
%!error id=gpuprim:classMismatch gpu_max (uint8 ([1 2]), [1i 2])
%!error id=gpuprim:classMismatch gpu_max (single (1i), int16 (3))
%!test
%! [m, im] = gpu_max ([NaN 2 NaN 2]);
%! assert ([m im], [2 2]);
%!assert (gpu_max ([3 1; 2 4], [], 2), max ([3 1; 2 4], [], 2))
%!assert (size (gpu_max (zeros (0, 3))), [0 3])
%!assert (gpu_max (int8 ([-128 127])), max (int8 ([-128 127])))
%!assert (gpu_max ([1 NaN 4], [2 2 NaN]), max ([1 NaN 4], [2 2 NaN]))
%!assert (gpu_max (int8 ([1 -5]), 2.5), max (int8 ([1 -5]), 2.5))
%!assert (gpu_max ([1; 5], [2 0 3]), max ([1; 5], [2 0 3]))
%!error id=gpuprim:nonconformant gpu_max (ones (2, 3), ones (3, 2))
%!error id=gpuprim:classMismatch gpu_max (uint8 (1), int8 (1))
%!error id=gpuprim:nonconformant gpu_max ([1 2], [])
%!assert (gpu_max ([], []), [])
%!assert (gpu_max (zeros (0, 3), zeros (0, 3)), zeros (0, 3))
%!test
%! x = [1, 1i, -1, -1i, 3+4i, 5, -5, 4-3i, NaN+1i, 0.5];
%! [m, i] = gpu_max (x);
%! [bm, bi] = max (x);
%! assert ([m, i], [bm, bi]);
%!assert (gpu_max ([1i 2; -2 1]), max ([1i 2; -2 1]))
%!assert (gpu_max ([1i 2i], [-1 -2]), max ([1i 2i], [-1 -2]))
%!assert (gpu_max ([1i NaN], complex ([NaN 2])), max ([1i NaN], complex ([NaN 2])))
%!test
%! [m, i] = gpu_max ([1 NaN 3], [], "includenan");
%! assert ([m i], [NaN 2]);
%!test
%! [m, i] = gpu_max ([1 5; 7 2], [], "all");
%! assert ([m i], [7 2]);
%!test
%! [m, i] = gpu_max ([1 5; 7 2], [], 2, "linear");
%! assert ([m i], [5 3; 7 2]);
%!assert (gpu_max ([3 -3 2], [], "ComparisonMethod", "abs"), -3)
%!assert (gpu_max ([1 NaN 3], [NaN 2 2], "includenan"), [NaN NaN 3])
%!assert (gpu_max ([1 NaN 3], [NaN 2 2]), [1 2 3])
%!assert (gpu_max ([3 -3 2], [-3 3 -1], "ComparisonMethod", "abs"), [-3 -3 2])
%!assert (gpu_max ([1+1i 2], [1+2i 2i], "ComparisonMethod", "real"), [1+2i 2])
%!test
%! [m, i] = gpu_max ([1 NaN 3 -3], [], "includenan", "ComparisonMethod", "abs");
%! assert ([m i], [NaN 2]);
%!assert (gather (gpu_max (gparray ([1 NaN]), gparray ([NaN 3]), "includenan")), [NaN NaN])
%!assert (1 ./ gpu_max (-0, [0 -0]), 1 ./ max (-0, [0 -0]))
%!assert (1 ./ gpu_max ([-0 0], 0), 1 ./ max ([-0 0], 0))
%!assert (1 ./ gpu_max ([-0 -0], [0; 0]), 1 ./ max ([-0 -0], [0; 0]))
%!assert (1 ./ gpu_max (-zeros (1, 1, 3), zeros (2, 4, 3)), 1 ./ max (-zeros (1, 1, 3), zeros (2, 4, 3)))
%!assert (1 ./ gpu_max (-zeros (2, 1, 3), zeros (2, 4, 3)), 1 ./ max (-zeros (2, 1, 3), zeros (2, 4, 3)))
%!assert (size (gpu_max (false (3, 0))), size (max (false (3, 0))))
%!assert (size (gpu_max (false (0, 3), [], 2)), size (max (false (0, 3), [], 2)))
%!assert (class (gpu_max (false (2, 0, 3))), "logical")
%!test
%! [m, i] = gpu_max (false (3, 0));
%! assert (size (m), [1 0]);
%! assert (size (i), [1 0]);
%!error id=gpuprim:complex gpu_max (gparray (single ([1 2])), single (3-1i))
