## -*- texinfo -*-
## @deftypefn  {} {@var{w} =} gpu_cummin (@var{x})
## @deftypefnx {} {@var{w} =} gpu_cummin (@var{x}, @var{dim})
## @deftypefnx {} {[@dots{}] =} gpu_cummin (@dots{}, @var{nanflag})
## @deftypefnx {} {[@dots{}] =} gpu_cummin (@dots{}, "algorithm", @var{name})
## @deftypefnx {} {[@dots{}] =} gpu_cummin (@dots{}, "exclusive")
## @deftypefnx {} {[@dots{}] =} gpu_cummin (@dots{}, "reverse")
## @deftypefnx {} {[@var{w}, @var{iw}] =} gpu_cummin (@dots{})
## Cumulative min of @var{x} along dimension @var{dim}, computed on the GPU.
##
## The results have the classes, sizes and values that @code{cummin} gives:
## @var{w} keeps the class of @var{x} (logical included), and @var{iw}
## holds, as doubles, the position along @var{dim} of each running min.
## Without @var{dim}, the scan runs along the first non-singleton dimension.
##
## NaN is ignored as @code{cummin} ignores it: a line that starts with NaN
## gives NaN up to its first number, with @var{iw} pointing at the line's
## first element, and a later NaN never replaces a number.  Ties keep the
## first index.  Without a CUDA device, the host backend computes the same
## result (see @code{gpuprim_backend}).
##
## gpuprim's extensions, beyond the builtin: with @qcode{"exclusive"},
## element @var{k} of each line combines the elements before @var{k}, and
## the first element is the identity (@code{Inf}, the class's highest value or true and @var{iw} 0);
## with @qcode{"reverse"}, each line runs from its end to its start, as
## MATLAB's @qcode{"reverse"} does.  Both may be given;
## @qcode{"inclusive"} and @qcode{"forward"} are the defaults.  They cost
## up to two more passes over the data.
## With @qcode{"reverse"}, @var{iw} still counts from the start of the line,
## and ties keep the element met first, the later one in @var{x}.
##
## With @qcode{"algorithm"}, @var{name}, the scan runs the named parallel
## algorithm on the GPU, for teaching and comparison: @qcode{"kogge-stone"},
## @qcode{"brent-kung"}, @qcode{"blelloch"}, @qcode{"three-phase"} (each a
## block-level scan, wrapped in the hierarchical scheme for any length),
## @qcode{"hierarchical"}, @qcode{"chained"}, @qcode{"decoupled-lookback"},
## or @qcode{"auto"} (the default, the fastest: decoupled look-back).  Every
## one gives the builtin's result; the host backend ignores the choice.
##
## @var{nanflag}, as in MATLAB: @qcode{"omitnan"} (the default, Octave's
## own rule above) or @qcode{"includenan"}, which makes @var{w} NaN from a
## line's first NaN on, with @var{iw} at that NaN (names in any case;
## @qcode{"omitmissing"} and @qcode{"includemissing"} too).  The classic
## algorithms do not take @qcode{"includenan"}.
##
## Sparse input is computed on the host by the builtin @code{cummin}, and
## its result is sparse where the builtin's is.
## There @qcode{"omitnan"} is the builtin's own rule, and @qcode{"includenan"} is not supported.  Char, cell and struct input get a
## @code{gpuprim:} error.
##
## Complex @var{x} is ordered as @code{cummin} orders it, in gpuprim's own
## kernels on both backends: by @code{abs} (the C library's hypot, as the
## builtin's), then by @code{arg}: before Octave 11 in (-pi, pi], -pi
## counted as pi, from 11 as atan2 gives it, -pi first; an element with a
## NaN part is skipped as NaN is (the builtin's loop alone lets one with an
## infinite part compete as Inf after a line's first number).  In a line's
## leading run of NaN elements @var{w} holds the run's first NaN, as in
## Octave 7 to 10; Octave 11 writes each element's own there (and NaN+0i
## along dim 2 of a complex matrix), which differs in the sign and the
## other part of a NaN alone.  Complex scans run forward and inclusive only: with
## @qcode{"exclusive"} or @qcode{"reverse"} they give
## @code{gpuprim:unsupportedOption}.
##
## @seealso{cummin, gpu_cummax, gpuprim_backend}
## @end deftypefn

function varargout = gpu_cummin (varargin)

  ## gpu_cummin.mex, the MEX entry of the same name beside this file's copy in
  ## the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_cummin: its MEX entry gpu_cummin.mex is missing; build or reinstall gpuprim");

endfunction

%!test
%! [w, iw] = gpu_cummin ([NaN NaN 3 NaN 1]);
%! assert (w, [NaN NaN 3 3 1]);
%! assert (iw, [1 1 3 3 5]);
%!test
%! [w, iw] = gpu_cummin (int8 ([3 1 1 2]));
%! assert (w, int8 ([3 1 1 1]));
%! assert (iw, [1 2 2 2]);
%!test
%! [w, iw] = gpu_cummin (uint64 ([18446744073709551615 0 5]));
%! assert (w, uint64 ([18446744073709551615 0 0]));
%! assert (iw, [1 2 2]);
%!test
%! x = [1 NaN; NaN 2; 0 -1];
%! [w, iw] = cummin (x);
%! [gw, giw] = gpu_cummin (x);
%! assert (gw, w);
%! assert (giw, iw);
%! [w, iw] = cummin (x, 2);
%! [gw, giw] = gpu_cummin (x, 2);
%! assert (gw, w);
%! assert (giw, iw);
%!assert (gpu_cummin ([true false true]), cummin ([true false true]))
%!assert (class (gpu_cummin (single ([1 2]))), "single")
%!assert (1 ./ gpu_cummin ([-0 0]), [-Inf -Inf])
%!assert (gpu_cummin (zeros (0, 3)), zeros (0, 3))
%!assert (gpu_cummin ([1 2; 3 4], 3), [1 2; 3 4])
%!error id=gpuprim:invalidCall gpu_cummin ()
%!error id=gpuprim:invalidCall gpu_cummin (1, 2, 3)
%!error id=gpuprim:invalidDim gpu_cummin ([1 2], 0)
%!error id=gpuprim:unknownOption gpu_cummin ([1 2], "native")
%!assert (gpu_cummin (sparse ([1 0 2])), cummin (sparse ([1 0 2])))
%!test
%! x = [NaN, 1i, 1, -1, 0.5i, 3+4i, complex(-1, -0), 2, -2i; 1:9];
%! [w, iw] = gpu_cummin (x, 2);
%! [bw, biw] = cummin (x, 2);
%! assert (w, bw);
%! assert (iw, biw);
%!error id=gpuprim:unsupportedOption gpu_cummin ([1i 2], "reverse")
%!error id=gpuprim:invalidType gpu_cummin ({1, 2})
%!test
%! [w, iw] = gpu_cummin ([NaN 3 3 NaN 2 5], "algorithm", "three-phase");
%! assert (w, [NaN 3 3 3 2 2]);
%! assert (iw, [1 2 2 2 5 5]);
%!error id=gpuprim:unknownAlgorithm gpu_cummin ([1 2], "algorithm", "bogus")
%!test
%! [w, iw] = gpu_cummin ([3 NaN 1], "includenan");
%! assert ([w; iw], [3 NaN NaN; 1 2 2]);
