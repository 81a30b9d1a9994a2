## -*- texinfo -*-
## @deftypefn  {} {@var{y} =} gpu_cumsum (@var{x})
## @deftypefnx {} {@var{y} =} gpu_cumsum (@var{x}, @var{dim})
## @deftypefnx {} {@var{y} =} gpu_cumsum (@var{x}, @var{vecdim})
## @deftypefnx {} {@var{y} =} gpu_cumsum (@var{x}, "all")
## @deftypefnx {} {@var{y} =} gpu_cumsum (@dots{}, "native")
## @deftypefnx {} {@var{y} =} gpu_cumsum (@dots{}, "double")
## @deftypefnx {} {@var{y} =} gpu_cumsum (@dots{}, @var{nanflag})
## @deftypefnx {} {@var{y} =} gpu_cumsum (@dots{}, "algorithm", @var{name})
## @deftypefnx {} {@var{y} =} gpu_cumsum (@dots{}, "exclusive")
## @deftypefnx {} {@var{y} =} gpu_cumsum (@dots{}, "reverse")
## Cumulative sum of @var{x} along dimension @var{dim}, computed on the GPU.
##
## The result has the class, size and values that @code{cumsum} gives.
## Without @var{dim}, the sum runs along the first non-singleton dimension.
## Integer and logical input accumulate in double unless @qcode{"native"} is
## given; @qcode{"native"} keeps the class, saturating at every step as
## Octave's integer arithmetic does (a running OR for logical).
## @qcode{"double"} accumulates in double.  That is Octave 7 to 10's rule.
## On Octave 11 and later, as its @code{cumsum}, integer input keeps its
## class and saturates without @qcode{"native"}; there @qcode{"native"} and
## @qcode{"double"}, which that @code{cumsum} refuses, are gpuprim's
## extensions, with the meaning above.  The running Octave's rule is
## decided once, when gpuprim loads.
##
## The scan is gpuprim's single-pass decoupled look-back kernel.  Its
## floating-point results are identical from run to run; they may differ
## from @code{cumsum}'s in the last bits, since the additions are grouped
## differently.  Without a CUDA device, the host backend computes the same
## result (see @code{gpuprim_backend}).
##
## gpuprim's extensions, beyond the builtin: with @qcode{"exclusive"},
## element @var{k} of each line combines the elements before @var{k}, and
## the first element is the identity (0);
## with @qcode{"reverse"}, each line runs from its end to its start, as
## MATLAB's @qcode{"reverse"} does.  Both may be given;
## @qcode{"inclusive"} and @qcode{"forward"} are the defaults.  They cost
## up to two more passes over the data.
##
## With @qcode{"algorithm"}, @var{name}, the scan runs the named parallel
## algorithm on the GPU, for teaching and comparison: @qcode{"kogge-stone"},
## @qcode{"brent-kung"}, @qcode{"blelloch"}, @qcode{"three-phase"} (each a
## block-level scan, wrapped in the hierarchical scheme for any length),
## @qcode{"hierarchical"}, @qcode{"chained"}, @qcode{"decoupled-lookback"},
## or @qcode{"auto"} (the default, the fastest: decoupled look-back).  Every
## one gives the builtin's result; the host backend ignores the choice.
##
## Complex @var{x} is summed as two real scans, of its real and its
## imaginary part, which is what the builtin's complex additions amount to;
## like the builtin, the result is real when no imaginary part is left.
## @var{nanflag}, as in MATLAB: @qcode{"includenan"} (the default) or
## @qcode{"omitnan"}, which counts each NaN element as 0 (a line that
## starts with NaN starts at 0; a NaN that the arithmetic itself makes stays).
## @qcode{"omitmissing"} and @qcode{"includemissing"} are the same, in any
## case.  The look-back scan reads the flag in its one pass; the classic
## algorithms do not take it.
##
## Sparse input is computed on the host by the builtin @code{cumsum}, and
## its result is sparse where the builtin's is.
## @qcode{"omitnan"} counts its NaN as 0 there too.  Char, cell and struct input get a
## @code{gpuprim:} error.
##
## gpuprim's extension, beyond the builtin and MATLAB: @var{vecdim}, a
## vector of dims, takes them as one, so that each slice they span runs in
## its own column-major order (the order of @code{@var{x}(:)} within the
## slice), and @qcode{"all"} runs over all of @var{x} in that order; the
## result keeps @var{x}'s size.  Dims next to each other, apart from dims
## of 1, run as one pass over the same memory, gparrays too; others are
## scanned as a permuted copy of a host array, and a gparray there gets
## @code{gpuprim:gparrayUnsupported}.  (Octave 7.3's @code{cumsum} takes
## only the first element of a vector @var{dim}.)
##
## @seealso{cumsum, gpuprim_backend, gpuprim_info}
## @end deftypefn

function varargout = gpu_cumsum (varargin)

  ## gpu_cumsum.mex, the MEX entry of the same name beside this file's copy in
  ## the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_cumsum: its MEX entry gpu_cumsum.mex is missing; build or reinstall gpuprim");

endfunction

%!assert (gpu_cumsum ([1 2 3]), [1 3 6])
%!assert (gpu_cumsum ([1; 2; 3]), [1; 3; 6])
%!assert (gpu_cumsum ([1 2; 3 4]), [1 2; 4 6])
%!assert (gpu_cumsum ([1 2; 3 4], 2), [1 3; 3 7])
%!assert (gpu_cumsum ([1 2; 3 4], 3), [1 2; 3 4])
%!assert (gpu_cumsum (int8 ([100 100 -100])), cumsum (int8 ([100 100 -100])))  # double before Octave 11, int8 from 11
%!assert (gpu_cumsum (int8 ([100 100 -100]), "native"), int8 ([100 127 27]))
%!assert (gpu_cumsum (uint8 ([200 100 5]), "native"), uint8 ([200 255 255]))
%!assert (gpu_cumsum ([true true false], "native"), [true true true])
%!assert (class (gpu_cumsum (single ([1 2]))), "single")
%!assert (class (gpu_cumsum (single ([1 2]), "double")), "double")
%!assert (gpu_cumsum (zeros (0, 3)), zeros (0, 3))
%!assert (gpu_cumsum ([]), [])
%!assert (gpu_cumsum ([1 NaN 2]), [1 NaN NaN])
%!assert (1 ./ gpu_cumsum ([-0 -0]), [-Inf -Inf])
%!error id=gpuprim:invalidCall gpu_cumsum ()
%!error id=gpuprim:invalidCall gpu_cumsum (1, 2, "native", 4)
%!error id=gpuprim:invalidCall gpu_cumsum (1, 1, 2)
%!error id=gpuprim:invalidDim gpu_cumsum ([1 2], 0)
%!error id=gpuprim:invalidDim gpu_cumsum ([1 2], 1.5)
%!assert (gpu_cumsum ([1 2], [1 2]), [1 3])
%!error id=gpuprim:invalidDim gpu_cumsum ([1 2], [0 2])
%!error id=gpuprim:unknownOption gpu_cumsum ([1 2], "backward")
%!assert (gpu_cumsum (sparse ([1 0 2])), cumsum (sparse ([1 0 2])))
%!assert (gpu_cumsum ([1+2i, 3-2i, 1i]), cumsum ([1+2i, 3-2i, 1i]))
%!assert (iscomplex (gpu_cumsum (complex ([1 2], [0 0]))), false)
%!assert (gpu_cumsum (complex ([1 2], [NaN 0])), cumsum (complex ([1 2], [NaN 0])))
%!assert (gpu_cumsum (single ([1i; 2]), "reverse"), single ([2+1i; 2]))
%!error id=gpuprim:invalidType gpu_cumsum ({1, 2})
%!error id=gpuprim:invalidType gpu_cumsum (struct ("a", 1))
%!error id=gpuprim:invalidType gpu_cumsum ("abc")
%!assert (gpu_cumsum ([1 2 3], "algorithm", "blelloch"), [1 3 6])
%!assert (gpu_cumsum (int8 ([100 100 -100]), 2, "native", "algorithm", "kogge-stone"), int8 ([100 127 27]))
%!assert (gpu_cumsum ([1 2; 3 4], "algorithm", "chained", 2), [1 3; 3 7])
%!error id=gpuprim:unknownAlgorithm gpu_cumsum ([1 2], "algorithm", "bogus")
%!error id=gpuprim:invalidCall gpu_cumsum ([1 2], "algorithm")
%!assert (gpu_cumsum ([NaN 1 NaN 2], "omitnan"), [0 1 1 3])
%!assert (gpu_cumsum ([1 3; 2 4], "all"), [1 6; 3 10])
%!assert (gpu_cumsum (reshape (1:8, 2, 2, 2), [1 2]), reshape ([1 3 6 10 5 11 18 26], 2, 2, 2))
%!assert (gpu_cumsum (reshape (1:8, 2, 2, 2), [1 3]), reshape ([1 3 3 7 8 14 14 22], 2, 2, 2))
%!assert (gather (gpu_cumsum (gparray ([1 3; 2 4]), "ALL", "reverse")), [10 7; 9 4])
%!error id=gpuprim:gparrayUnsupported gpu_cumsum (gparray (ones (2, 2, 2)), [1 3])
