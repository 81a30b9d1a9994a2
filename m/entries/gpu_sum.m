## -*- texinfo -*-
## @deftypefn  {} {@var{y} =} gpu_sum (@var{x})
## @deftypefnx {} {@var{y} =} gpu_sum (@var{x}, @var{dim})
## @deftypefnx {} {@var{y} =} gpu_sum (@var{x}, @var{vecdim})
## @deftypefnx {} {@var{y} =} gpu_sum (@var{x}, "all")
## @deftypefnx {} {@var{y} =} gpu_sum (@dots{}, "native")
## @deftypefnx {} {@var{y} =} gpu_sum (@dots{}, "double")
## @deftypefnx {} {@var{y} =} gpu_sum (@dots{}, "extra")
## @deftypefnx {} {@var{y} =} gpu_sum (@dots{}, @var{nanflag})
## @deftypefnx {} {@var{y} =} gpu_sum (@dots{}, "algorithm", @var{name})
## Sum of the elements of @var{x} along dimension @var{dim}, computed on the GPU.
##
## The result has the class, size and values that @code{sum} gives.
## Without @var{dim}, the sum runs along the first non-singleton dimension;
## as with @code{sum}, a 0x0 @var{x} counts as 0x1 (@code{gpu_sum ([])} is
## 0); before Octave 11 along a given @var{dim} too (@code{gpu_sum ([], 1)}
## is 0 there and 1x0 in Octave 11).  Integer and logical input give double unless @qcode{"native"} is
## given, which keeps the class and saturates at every step exactly as
## Octave's integer arithmetic does
## (@code{gpu_sum (int8 ([100 100 -100]), "native")} is 27);
## @qcode{"double"} sums in double.  @qcode{"extra"}, as with @code{sum},
## sums double input more accurately (here in double-double arithmetic,
## which carries the rounding error of every addition: @code{gpu_sum ([1
## 1e100 1 -1e100], "extra")} is 2); a line with an infinity or an
## overflow gives what the running builtin gives: NaN before Octave 11, the
## plain sum (Inf) from 11.  On other classes it is the @qcode{"double"} sum.  Complex input sums its real and imaginary parts
## apart, as the builtin does, and is real when no imaginary part is left.
##
## Floating-point sums group the elements as a tree, not a loop: they are
## identical from run to run on the same GPU, and may differ from
## @code{sum}'s in the last bits.  A sum that comes to zero is +0, as with
## @code{sum}.  @qcode{"algorithm"}, @var{name} picks the reduction kernel:
## @qcode{"auto"} (the default: vector loads, warp shuffles, a grid-stride
## loop), the classic @qcode{"neighbored"},
## @qcode{"neighbored-less-divergence"}, @qcode{"interleaved"},
## @qcode{"unroll2"}, @qcode{"unroll-warp8"} and @qcode{"complete-unroll"},
## or @qcode{"scan"} (the last element of each line's @code{gpu_cumsum}).
## @qcode{"native"} integer sums saturate at every step, which depends on
## the order: they always run as @qcode{"scan"}, and the classic names,
## whose trees reorder, get a @code{gpuprim:unsupportedAlgorithm} error.
## A char array is summed by its character codes, in double, as with
## @code{sum}.  Sparse input is computed on the host by the builtin @code{sum}, and
## its result is sparse where the builtin's is.
## @qcode{"omitnan"} counts its NaN as 0 there too.  Cell and struct input get a
## @code{gpuprim:} error.
##
## @var{dim} may also be a vector of distinct dims, @var{vecdim}, or
## @qcode{"all"}, as in MATLAB: the sum over all of those dims (or all
## dims) at once, each of them 1 in the result.  Dims that lie next to
## each other are folded in one pass over the same memory, as one long
## line; a set with gaps folds run after run.
##
## @var{nanflag}, as in MATLAB: @qcode{"includenan"} (the default, as
## @code{sum}) or @qcode{"omitnan"}, which counts each NaN element as 0 (a
## line of NaN sums to 0; a NaN that the sum itself makes, Inf - Inf, stays).
## @qcode{"omitmissing"} and @qcode{"includemissing"} are the same, in any
## case.  The GPU skips NaN as it reads, in the same pass.  A complex NaN (either
## part) counts as 0 whole, in gpuprim's complex kernel.  With @qcode{"extra"}
## the double-double sum skips NaN in the same pass too, on host arrays and
## gparrays (of complex input, whose parts it adds apart, the NaN elements
## are set to 0 in a copy first); with @qcode{"algorithm"}, @qcode{"scan"},
## @qcode{"omitnan"} is not supported.
##
## @seealso{sum, gpu_cumsum, gpu_prod}
## @end deftypefn

function varargout = gpu_sum (varargin)

  ## gpu_sum.mex, the MEX entry of the same name beside this file's copy in
  ## the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_sum: its MEX entry gpu_sum.mex is missing; build or reinstall gpuprim");

endfunction

%!assert (gpu_sum ("abc"), sum ("abc"))
%!assert (gpu_sum (["ab"; "cd"], 2), sum (["ab"; "cd"], 2))
%!assert (gpu_sum (char (zeros (0, 3))), sum (char (zeros (0, 3))))
%!assert (gpu_sum ([1 2; 3 4]), [4 6])
%!assert (gpu_sum ([1 2; 3 4], 2), [3; 7])
%!assert (gpu_sum (int8 ([100 100 -100]), "native"), int8 (27))
%!assert (gpu_sum (int8 ([100 100 -100])), 100)
%!assert (gpu_sum ([]), 0)
%!assert (gpu_sum (zeros (0, 3)), [0 0 0])
%!assert (gpu_sum (true (2, 3), "native"), true (1, 3))
%!assert (gpu_sum ([1 2 3], "algorithm", "unroll-warp8"), 6)
%!assert (1 ./ gpu_sum ([-0 -0]), Inf)
%!error id=gpuprim:unsupportedAlgorithm gpu_sum (int8 ([1 2]), "native", "algorithm", "interleaved")
%!assert (gpu_sum ([1 1e100 1 -1e100], "extra"), 2)
%!assert (gpu_sum ([1 1e100 1 -1e100], "extra"), sum ([1 1e100 1 -1e100], "extra"))
%!assert (gpu_sum ([1 Inf], "extra"), sum ([1 Inf], "extra"))  # NaN before Octave 11, Inf from 11
%!assert (gpu_sum ([1e308 1e308 -1e308; 1 2 3], 2, "extra"), sum ([1e308 1e308 -1e308; 1 2 3], 2, "extra"))
%!assert (gpu_sum (single ([1 2]), "extra"), sum (single ([1 2]), "extra"))
%!assert (gpu_sum ([1+2i 3-4i; 5i 1]), sum ([1+2i 3-4i; 5i 1]))
%!assert (iscomplex (gpu_sum ([1+2i 1-2i])), iscomplex (sum ([1+2i 1-2i])))
%!error id=gpuprim:invalidCall gpu_sum ([1 2], "reverse")
%!assert (gpu_sum ([1 NaN 2; NaN NaN 4], 2, "omitnan"), [3; 4])
%!assert (gpu_sum (magic (4), "all"), 136)
%!assert (gpu_sum (reshape (1:8, 2, 2, 2), [1 3]), [14 22])
%!assert (gpu_sum ([1 1e100 NaN 1 -1e100], "omitnan", "extra"), 2)
%!assert (gpu_sum ([NaN NaN; 1 NaN], 2, "extra", "omitnan"), [0; 1])
%!assert (gpu_sum ([1+1i NaN 2], "omitnan", "extra"), 3+1i)
%!assert (gpu_sum (single ([1 NaN 2]), "omitnan", "extra"), 3)
%!assert (gather (gpu_sum (gparray ([1 1e100 NaN 1 -1e100]), "omitnan", "extra")), 2)
%!assert (gpu_sum ([1+1i NaN 1e100 -1e100], "omitnan", "extra"), 1+1i)
%!assert (gpu_sum (single ([1 NaN 2]), "extra", "omitnan"), sum (single ([1 2]), "extra"))
