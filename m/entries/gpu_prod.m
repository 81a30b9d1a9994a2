## -*- texinfo -*-
## @deftypefn  {} {@var{y} =} gpu_prod (@var{x})
## @deftypefnx {} {@var{y} =} gpu_prod (@var{x}, @var{dim})
## @deftypefnx {} {@var{y} =} gpu_prod (@var{x}, @var{vecdim})
## @deftypefnx {} {@var{y} =} gpu_prod (@var{x}, "all")
## @deftypefnx {} {@var{y} =} gpu_prod (@dots{}, "native")
## @deftypefnx {} {@var{y} =} gpu_prod (@dots{}, "double")
## @deftypefnx {} {@var{y} =} gpu_prod (@dots{}, @var{nanflag})
## @deftypefnx {} {@var{y} =} gpu_prod (@dots{}, "algorithm", @var{name})
## Product of the elements of @var{x} along dimension @var{dim}, computed on the GPU.
##
## The result has the class, size and values that @code{prod} gives:
## integer and logical input give double, single stays single.  With
## @qcode{"native"} the class stays: integer products saturate at every
## step exactly as Octave's integer arithmetic does, in the line's order
## (@code{gpu_prod (int8 ([100 2 -1]), "native")} is -127; the GPU runs each
## line on one thread, so one long line is slow), and logical gives the AND
## of its line.  @qcode{"double"} multiplies in double (single input
## too; Octave 7.3's own @code{prod (@var{x}, @var{dim}, "double")} of a
## single @var{x} returns zeros where @var{dim} is past the first
## non-singleton dimension, as @code{prod (single ([1 2; 3 4]), 2,
## "double")}, where @code{gpu_prod} gives the products).  Without
## @var{dim}, the product runs along the first non-singleton dimension (and
## @code{gpu_prod ([])} is 1; along a given @var{dim}, a 0x0 @var{x}
## counts as 0x1 before Octave 11, as for @code{gpu_sum}).
##
## The factors are grouped as a tree, not a loop: results are identical
## from run to run on the same GPU, and may differ from @code{prod}'s in the
## last bits.  @qcode{"algorithm"}, @var{name} picks the reduction kernel,
## as for @code{gpu_sum}.  A char array is multiplied by its character
## codes, in double, as with @code{prod}.  Sparse input is computed on the host by the builtin @code{prod}, and
## its result is sparse where the builtin's is.
## @qcode{"omitnan"} counts its NaN as 1 there too.
## Complex @var{x} multiplies as C99 and the builtin do (Annex G's
## infinities too), in gpuprim's own kernels on both backends; on the GPU
## the products group as a tree, so they can differ from the builtin by
## rounding.  Where an infinite or NaN part meets a product, the parts that
## come out infinite or NaN depend on the grouping: the GPU multiplies each
## line whose product has such a part again, in order, so those parts fall
## where @code{prod} puts them (a long line of them is as slow as the
## builtin's loop).  Cell and struct input get a @code{gpuprim:} error.  @var{dim}
## may be a vector of dims, @var{vecdim}, or @qcode{"all"}, as for
## @code{gpu_sum}; a @qcode{"native"} integer product over a @var{vecdim}
## with other dims between its own runs multiplies each slice in its own
## order (the order of its elements in memory), saturating at every step,
## in one pass over the array where it lies, host array or gparray.
## @var{nanflag} is @qcode{"includenan"} (the default) or
## @qcode{"omitnan"}, which counts each NaN element as 1, as in MATLAB.
##
## @seealso{prod, gpu_cumprod, gpu_sum}
## @end deftypefn

function varargout = gpu_prod (varargin)

  ## gpu_prod.mex, the MEX entry of the same name beside this file's copy in
  ## the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_prod: its MEX entry gpu_prod.mex is missing; build or reinstall gpuprim");

endfunction

%!assert (gpu_prod ("abc"), prod ("abc"))
%!assert (gpu_prod (["ab"; "cd"], 2), prod (["ab"; "cd"], 2))
%!assert (gpu_prod (char (zeros (0, 3))), prod (char (zeros (0, 3))))
%!assert (gpu_prod ([1 2; 3 4]), [3 8])
%!assert (gpu_prod ([1 2; 3 4], 2), [2; 12])
%!assert (gpu_prod (int8 ([100 2])), 200)
%!assert (gpu_prod ([]), 1)
%!assert (gpu_prod (single ([2 3])), single (6))
%!assert (gpu_prod ([1i 2; 3 1-1i]), prod ([1i 2; 3 1-1i]), 4 * eps)
%!assert (gpu_prod (single ([1i 2 3+1i]), 2), prod (single ([1i 2 3+1i]), 2), 4 * eps ("single"))
%!assert (gpu_prod ([1i NaN 2], "omitnan"), 2i)
%!assert (gpu_prod ([2 NaN 3], "omitnan"), 6)
## Annex G in the builtin's order, on the GPU too: (1 + 0i) first
%!test
%! x = [complex(-2, 2); complex(-Inf, 1); complex(3, -1)];
%! y = gpu_prod (x);
%! z = prod (x);
%! assert ([isnan(real (y)), isnan(imag (y)), isinf(real (y)), isinf(imag (y))], ...
%!         [isnan(real (z)), isnan(imag (z)), isinf(real (z)), isinf(imag (z))]);
%! assert (sign (imag (y)), sign (imag (z)));
%!assert (gpu_prod ([1 2; 3 4], "all"), 24)
%!assert (gpu_prod (int8 ([100 2 -1]), "native"), int8 (-127))
%!assert (gpu_prod ([true false; true true], 2, "native"), [false; true])
%!assert (gpu_prod (single ([2 3]), "double"), 6)
%!assert (gpu_prod (single ([1 2; 3 4]), 2, "double"), [2; 12])
%!assert (gpu_prod (single (2 * ones (2, 3, 2)), 3, "double"), 4 * ones (2, 3))
%!assert (gpu_prod (single ([2 3]), 3, "double"), [2 3])
%!assert (gpu_prod (int8 (cat (3, [100 2; 3 4], [-1 5; 6 7])), [1 3], "native"), int8 ([-128 127]))
%!test
%! x = int8 (reshape ([100 2 3 -3 -128 -1 2 -1 5 0 1 1], 2, 3, 2));
%! g = gpu_prod (gparray (x), [1 3], "native");
%! assert (isobject (g) && isequal (gather (g), int8 ([-127 0 127])));
%!error id=gpuprim:unsupportedAlgorithm gpu_prod (int8 (ones (2, 3, 2)), [1 3], "native", "algorithm", "interleaved")
