## -*- texinfo -*-
## @deftypefn  {} {@var{y} =} gpu_cumprod (@var{x})
## @deftypefnx {} {@var{y} =} gpu_cumprod (@var{x}, @var{dim})
## @deftypefnx {} {@var{y} =} gpu_cumprod (@var{x}, @var{vecdim})
## @deftypefnx {} {@var{y} =} gpu_cumprod (@var{x}, "all")
## @deftypefnx {} {@var{y} =} gpu_cumprod (@dots{}, @var{nanflag})
## @deftypefnx {} {@var{y} =} gpu_cumprod (@dots{}, "algorithm", @var{name})
## @deftypefnx {} {@var{y} =} gpu_cumprod (@dots{}, "exclusive")
## @deftypefnx {} {@var{y} =} gpu_cumprod (@dots{}, "reverse")
## Cumulative product of @var{x} along dimension @var{dim}, computed on the GPU.
##
## The result has the class, size and values that @code{cumprod} gives.
## Without @var{dim}, the product runs along the first non-singleton
## dimension.  As with @code{cumprod}, integer and logical input give a
## double result, and single stays single (Octave 7 to 10).  On Octave 11
## and later, as its @code{cumprod}, integer input keeps its class and
## saturates at every step, in line order; the builtin computes those
## products on the host (a gparray's data comes back for them), and
## gpuprim's options beyond that @code{cumprod}'s are refused there.
##
## The scan is gpuprim's single-pass decoupled look-back kernel.  Its
## floating-point results are identical from run to run; they may differ
## from @code{cumprod}'s in the last bits, since the products are grouped
## differently.  One difference is larger than rounding: a product of a
## group of factors can overflow to Inf (or underflow to 0) where the
## running product does not, so when such a run meets a 0 (or an Inf) the
## result can be NaN where @code{cumprod} gives 0 (or Inf).  Without a CUDA
## device, the host backend computes the builtin's sequential result (see
## @code{gpuprim_backend}).
##
## gpuprim's extensions, beyond the builtin: with @qcode{"exclusive"},
## element @var{k} of each line combines the elements before @var{k}, and
## the first element is the identity (1);
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
## @var{nanflag}, as in MATLAB: @qcode{"includenan"} (the default) or
## @qcode{"omitnan"}, which counts each NaN element as 1 (a line that
## starts with NaN starts at 1; a NaN that the arithmetic itself makes stays).
## @qcode{"omitmissing"} and @qcode{"includemissing"} are the same, in any
## case.  The look-back scan reads the flag in its one pass; the classic
## algorithms do not take it.
##
## Sparse input is computed on the host by the builtin @code{cumprod}, and
## its result is sparse where the builtin's is.
## @qcode{"omitnan"} counts its NaN as 1 there too.  Char, cell and struct input get a
## @code{gpuprim:} error.
##
## Complex @var{x} multiplies as C99 and the builtin do (Annex G's
## infinities too), in gpuprim's own look-back scan on the GPU (its
## products group as a tree, so they can differ from the builtin by
## rounding) and in the builtin's loop on the host.  Where an infinite or
## NaN part meets a product, the parts that come out infinite or NaN depend
## on the grouping: the GPU multiplies each line that ends with such a
## part again, in order, so those parts fall where @code{cumprod} puts
## them (a long line of them is as slow as the builtin's loop).  With
## @qcode{"omitnan"}, a line's NaN elements are left out of the products
## (not multiplied in as 1).  Complex scans run
## forward and inclusive only: with @qcode{"exclusive"} or
## @qcode{"reverse"} they give @code{gpuprim:unsupportedOption}.
##
## gpuprim's extension, beyond the builtin and MATLAB: @var{vecdim}, a
## vector of dims, and @qcode{"all"} take the dims as one, each slice they
## span running in its column-major order, as in @code{gpu_cumsum}.
##
## @seealso{cumprod, gpu_cumsum, gpuprim_backend}
## @end deftypefn

function varargout = gpu_cumprod (varargin)

  ## gpu_cumprod.mex, the MEX entry of the same name beside this file's copy in
  ## the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_cumprod: its MEX entry gpu_cumprod.mex is missing; build or reinstall gpuprim");

endfunction

%!assert (gpu_cumprod ([1 2 3]), [1 2 6])
%!assert (gpu_cumprod ([1; 2; 3]), [1; 2; 6])
%!assert (gpu_cumprod ([1 2; 3 4]), [1 2; 3 8])
%!assert (gpu_cumprod ([1 2; 3 4], 2), [1 2; 3 12])
%!assert (gpu_cumprod ([1 2; 3 4], 3), [1 2; 3 4])
%!assert (gpu_cumprod (int8 ([100 2 -3])), cumprod (int8 ([100 2 -3])))  # double before Octave 11, int8 saturating from 11
%!assert (gpu_cumprod ([true true false]), [1 1 0])
%!assert (class (gpu_cumprod (single ([1 2]))), "single")
%!assert (gpu_cumprod (single ([1e30 1e30])), single ([1e30 Inf]))
%!assert (gpu_cumprod ([2 NaN 3]), [2 NaN NaN])
%!assert (gpu_cumprod (zeros (0, 3)), zeros (0, 3))
%!assert (gpu_cumprod ([]), [])
%!assert (1 ./ gpu_cumprod ([-0 1]), [-Inf -Inf])
%!error id=gpuprim:invalidCall gpu_cumprod ()
%!error id=gpuprim:invalidCall gpu_cumprod (1, 2, 3)
%!error id=gpuprim:invalidDim gpu_cumprod ([1 2], 0)
%!error id=gpuprim:invalidDim gpu_cumprod ([1 2], 1.5)
%!error id=gpuprim:unknownOption gpu_cumprod ([1 2], "native")
%!assert (gpu_cumprod (sparse ([1 0 2])), cumprod (sparse ([1 0 2])))
%!assert (gpu_cumprod ([1+2i 3 -1i; 2 1i 1]), cumprod ([1+2i 3 -1i; 2 1i 1]), 4 * eps)
%!assert (gpu_cumprod (single ([1i 2 3+1i]), 2), cumprod (single ([1i 2 3+1i]), 2), 4 * eps ("single"))
%!assert (gpu_cumprod ([NaN 1i 2], "omitnan"), [1 1i 2i])
%!error id=gpuprim:unsupportedOption gpu_cumprod ([1i 2], "reverse")
%!error id=gpuprim:invalidType gpu_cumprod ({1, 2})
%!error id=gpuprim:invalidType gpu_cumprod ("abc")
%!assert (gpu_cumprod ([1 2 3], "algorithm", "brent-kung"), [1 2 6])
%!error id=gpuprim:unknownAlgorithm gpu_cumprod ([1 2], "algorithm", "bogus")
%!assert (gpu_cumprod ([NaN 2 NaN 3], "omitnan"), [1 2 2 6])
## a NaN left out is not a factor of 1: 1 * (Inf + 1i) would be Inf + NaNi
## (the last step is Annex G's (Inf + 1i) (2 + 0i), Inf + NaNi)
%!test
%! y = gpu_cumprod ([NaN, complex(Inf, 1), NaN, 2], "omitnan");
%! assert (real (y), [1 Inf Inf Inf]);
%! assert (imag (y), [0 1 1 NaN]);
## Annex G in the builtin's order: (Inf + 0i) (0 + 1i) (1 + 1i)
%!test
%! x = [complex(Inf, 0), 1i, 1 + 1i];
%! y = gpu_cumprod (x);
%! z = cumprod (x);
%! assert (isnan (real (y)), isnan (real (z)));
%! assert (isinf (imag (y)) & sign (imag (y)), isinf (imag (z)) & sign (imag (z)));
%!assert (gpu_cumprod ([1 3; 2 4], "all"), [1 6; 2 24])
%!test
%! y = gpu_cumprod (int8 ([1 3; 2 4]), [2 1]);
%! assert (double (y), [1 6; 2 24]);
%! assert (class (y), class (cumprod (int8 (1))));
%!error id=gpuprim:gparrayUnsupported gpu_cumprod (gparray (ones (2, 2, 2)), [1 3])
