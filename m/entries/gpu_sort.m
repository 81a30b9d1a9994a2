## -*- texinfo -*-
## @deftypefn  {} {@var{s} =} gpu_sort (@var{x})
## @deftypefnx {} {@var{s} =} gpu_sort (@var{x}, @var{dim})
## @deftypefnx {} {@var{s} =} gpu_sort (@dots{}, @var{mode})
## @deftypefnx {} {[@var{s}, @var{i}] =} gpu_sort (@dots{})
## @deftypefnx {} {[@dots{}] =} gpu_sort (@dots{}, "MissingPlacement", @var{where})
## @deftypefnx {} {[@dots{}] =} gpu_sort (@dots{}, "ComparisonMethod", @var{how})
## @deftypefnx {} {[@dots{}] =} gpu_sort (@dots{}, "algorithm", @var{name})
## Sort @var{x} along dimension @var{dim} on the GPU, as @code{sort} does.
##
## @var{mode} is @qcode{"ascend"} (the default) or @qcode{"descend"}.
## Without @var{dim}, the first non-singleton dimension.  @var{s} has the
## class and size of @var{x} and the builtin's values bit for bit; @var{i}
## (double) holds each element's position along @var{dim} in @var{x}, so
## that the builtin's index comes back too.  NaN, of either sign, goes last
## when ascending and first when descending; -0 and 0 are equal; equal
## elements, NaNs among them, keep their input order in both directions;
## 64-bit integers are ordered on all their bits.
##
## MATLAB's options, which Octave 7.3's @code{sort} lacks (names and values
## in any case): @qcode{"MissingPlacement"}, @var{where} is
## @qcode{"auto"} (the above), @qcode{"first"} or @qcode{"last"}, NaN at
## that end in either direction (in the radix keys themselves: no extra
## pass); @qcode{"ComparisonMethod"}, @var{how} is @qcode{"auto"} (by
## value for real @var{x}, by @code{abs} then @code{arg} for complex),
## @qcode{"abs"} (real @var{x} too: by magnitude, then a negative after a
## positive of the same size, -0 after 0) or @qcode{"real"} (complex
## @var{x} by its real parts, then its imaginary ones).  Real @var{x},
## gparrays included, is sorted by @code{abs} in one radix sort of keys
## made on the GPU; complex orders by @code{abs} or by parts take two
## stable radix sorts of two real keys, made by gpuprim where @var{x} lies
## (on the GPU for a gparray), and the elements then moved by the index
## there.  A complex gparray gives gparrays.
##
## The GPU runs an LSD radix sort of its own, eight bits a pass, passes
## whose digit every key shares skipped.  @qcode{"algorithm"}, @var{name}
## chooses it: @qcode{"auto"} (the default: one-sweep passes with decoupled
## look-back for long lines, one block per line, or one thread per line,
## whichever suits the lines), @qcode{"onesweep"} (every line through the
## one-sweep passes) or @qcode{"split"} (the 1-bit split sort, one scan and
## one scatter per key bit, for teaching and comparison).
##
## Complex @var{x} is sorted as @code{sort} sorts it: by @code{abs}, then by
## @code{arg} (with -pi taken as pi), by two stable radix sorts; char by its
## codes.  As with @code{sort}, @code{[@var{s}, @var{i}]} along a
## dimension past @code{ndims (@var{x})} is a @code{gpuprim:invalidDim}
## error, but for a numeric or logical scalar, before Octave 11; in Octave
## 11 and later it gives @var{x} and ones, as that @code{sort} does.  Sparse input and cell arrays of strings are sorted on the host
## by the builtin @code{sort}, with its results (sparse where it gives
## sparse).  With @qcode{"MissingPlacement"} or @qcode{"ComparisonMethod"},
## which the builtin lacks, sparse input is sorted as a full array on the
## GPU's path (so it must fit in memory as full), and the values made
## sparse again; a cell array of strings has no missing and no complex
## element, so there they are checked and change nothing.  Other cell
## arrays and structs get a @code{gpuprim:} error.
##
## @seealso{sort, gpu_cummax}
## @end deftypefn

function varargout = gpu_sort (varargin)

  ## gpu_sort.mex, the MEX entry of the same name beside this file's copy in
  ## the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_sort: its MEX entry gpu_sort.mex is missing; build or reinstall gpuprim");

endfunction

%!test
%! x = [3 NaN 1 -NaN 1 -0 0 NaN -Inf];
%! [s, i] = gpu_sort (x);
%! [s0, i0] = sort (x);
%! assert (num2hex (s), num2hex (s0));
%! assert (i, i0);
%!test
%! x = [3 NaN 1 -NaN 1 -0 0 NaN -Inf];
%! [s, i] = gpu_sort (x, "descend");
%! [s0, i0] = sort (x, "descend");
%! assert (num2hex (s), num2hex (s0));
%! assert (i, i0);
%!test
%! x = int64 ([intmax("int64"), intmin("int64"), intmax("int64") - 1, 0, -1]);
%! [s, i] = gpu_sort (x, 2, "descend");
%! [s0, i0] = sort (x, 2, "descend");
%! assert (s, s0);
%! assert (i, i0);
%!assert (gpu_sort ([3 1 2; 9 8 7], 2), sort ([3 1 2; 9 8 7], 2))
%!assert (gpu_sort (true (1, 0)), sort (true (1, 0)))
%!assert (gpu_sort ([3 1 2], 3), [3 1 2])
%!test  # [s, i] past ndims: an error before Octave 11, the identity from 11
%! for x = {[3 1 2], "a"}
%!   try
%!     [s, i] = gpu_sort (x{1}, 3);
%!     [s0, i0] = sort (x{1}, 3);
%!     assert ({s, i}, {s0, i0});
%!   catch err
%!     assert (err.identifier, "gpuprim:invalidDim");
%!     assert (! __gpuprim_mex__ ("semantics").sort_index_past_ndims);
%!   end_try_catch
%! endfor
%!test
%! [s, i] = gpu_sort (["ba"; "ab"], 1, "descend");
%! assert (s, ["bb"; "aa"]);
%! assert (i, [1 2; 2 1]);
%!assert (gpu_sort ("hello"), "ehllo")
%!test
%! x = [1+1i, NaN, complex(NaN, Inf), -1, complex(-1, -0), 2i, complex(1, NaN)];
%! [s, i] = gpu_sort (x);
%! [s0, i0] = sort (x);
%! assert (i, i0);
%! assert (s, s0);
%! [~, i] = gpu_sort (x, "descend");
%! [~, i0] = sort (x, "descend");
%! assert (i, i0);
%!assert (gpu_sort ([2 1 2 1], "algorithm", "split"), [1 1 2 2])
%!error id=gpuprim:invalidMode gpu_sort ([1 2], "up")
%!error id=gpuprim:invalidDim gpu_sort ([1 2], 0)
%!error id=gpuprim:invalidType gpu_sort ({1, 2})
%!assert (gpu_sort (sparse ([2 1])), sort (sparse ([2 1])))
%!assert (gpu_sort ({"b", "a", "C"}), {"C", "a", "b"})
%!error id=gpuprim:unknownAlgorithm gpu_sort ([1 2], "algorithm", "bubble")
%!error id=gpuprim:invalidCall gpu_sort ()
%!test
%! [s, i] = gpu_sort ([3 NaN 1], "MissingPlacement", "first");
%! assert (isequaln ([s; i], [NaN 1 3; 2 3 1]));
%!assert (gpu_sort ([-2 1 2 -1], "ComparisonMethod", "abs"), [1 -1 2 -2])
%!test
%! [s, i] = gpu_sort (int8 ([-128 127 -127 0 5 -5 -1 1]), "descend", "ComparisonMethod", "abs");
%! assert (s, int8 ([-128 -127 127 -5 5 -1 1 0]));
%! assert (i, [1 3 2 6 5 7 8 4]);
%!test
%! [s, i] = gpu_sort ([-0 NaN 0 -Inf Inf -NaN -1 1], "ComparisonMethod", "abs", "MissingPlacement", "first");
%! assert (sprintf ("%g ", s), "NaN NaN 0 -0 1 -1 Inf -Inf ");
%! assert (i, [2 6 3 1 8 7 5 4]);
%!assert (gpu_sort ([1+1i, 1-2i, 0], "ComparisonMethod", "real"), [0, 1-2i, 1+1i])
%!test
%! [s, i] = gpu_sort (sparse ([3 NaN 0 -1]), "MissingPlacement", "first");
%! assert (issparse (s) && ! issparse (i));
%! assert (full (s), [NaN -1 0 3]);
%! assert (i, [2 4 3 1]);
%!assert (gpu_sort ({"b", "a"}, "MissingPlacement", "first"), {"a", "b"})
