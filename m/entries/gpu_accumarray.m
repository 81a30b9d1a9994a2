## -*- texinfo -*-
## @deftypefn  {} {@var{A} =} gpu_accumarray (@var{subs}, @var{vals})
## @deftypefnx {} {@var{A} =} gpu_accumarray (@var{subs}, @var{vals}, @var{sz})
## @deftypefnx {} {@var{A} =} gpu_accumarray (@var{subs}, @var{vals}, @var{sz}, @var{func})
## @deftypefnx {} {@var{A} =} gpu_accumarray (@var{subs}, @var{vals}, @var{sz}, @var{func}, @var{fillval})
## @deftypefnx {} {@var{A} =} gpu_accumarray (@dots{}, @var{issparse})
## Accumulate @var{vals} into the array @var{A} at @var{subs} on the GPU,
## as @code{accumarray} does.
##
## @var{subs} is a column of positive integer subscripts, or a matrix of
## one column per dimension; @var{vals} holds one value per row of
## @var{subs}, or one value for all.  @code{@var{A}(k)} is @var{func}
## (default @code{@@sum}) over the values whose subscript is k, and
## @var{fillval} (default 0) where no subscript points.  @var{sz}
## (default: the largest subscripts) gives the size of @var{A}.
##
## The subscripts are sorted stably with their positions, the values
## gathered into that order, and each run of equal subscripts reduced
## by one warp in a fixed order (no atomics): a sum is the same on every
## run on the same GPU, though it may differ from the builtin's
## left-to-right sum in the last bits (and a NaN sum's sign may be the
## GPU's own).  @code{@@max} and @code{@@min}
## are exact, NaN skipped and the first of equal values kept, with
## @code{accumarray}'s start value (intmin or intmax for integers, 0
## where every value is at least (at most) 0 and @var{fillval} is 0,
## else NaN) and the fill that follows from it.  The result's class is
## @code{accumarray}'s: the sum of single values is single, any other
## sum double; @code{@@max} and @code{@@min} keep the values' class
## (logical gives double); @code{@@prod} takes double or single values.
##
## A gparray @var{subs} or @var{vals} gives a gparray.  Cell
## @var{subs}, @var{issparse} true, other functions, complex values and
## the forms whose class the builtin decides in its own ways go to the
## builtin @code{accumarray}; so do calls it rejects, with its error.
##
## @seealso{accumarray, gpu_histc, gpu_unique}
## @end deftypefn

function varargout = gpu_accumarray (varargin)

  ## gpu_accumarray.mex, the MEX entry of the same name beside this file's
  ## copy in the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_accumarray: its MEX entry gpu_accumarray.mex is missing; build or reinstall gpuprim");

endfunction

%!test
%! subs = [1; 2; 4; 2; 4];
%! assert (gpu_accumarray (subs, 101:105), accumarray (subs, 101:105));
%!test
%! subs = [1 1; 2 2; 3 2; 1 1; 2 2; 4 1];
%! assert (gpu_accumarray (subs, 1:6), accumarray (subs, 1:6));
%!test
%! assert (gpu_accumarray ([1; 3], [-1; -2], [], @max), accumarray ([1; 3], [-1; -2], [], @max));
%!test
%! assert (gpu_accumarray ([1; 3; 3], int8 ([5; -7; 9]), [4 1], @min, 2),
%!         accumarray ([1; 3; 3], int8 ([5; -7; 9]), [4 1], @min, 2));
%!error <indices must be positive integers> gpu_accumarray ([0; 2], [1; 2])
