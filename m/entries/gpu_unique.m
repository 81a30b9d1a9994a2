## -*- texinfo -*-
## @deftypefn  {} {@var{y} =} gpu_unique (@var{x})
## @deftypefnx {} {@var{y} =} gpu_unique (@var{x}, "rows")
## @deftypefnx {} {@var{y} =} gpu_unique (@dots{}, "sorted")
## @deftypefnx {} {@var{y} =} gpu_unique (@dots{}, "stable")
## @deftypefnx {} {[@var{y}, @var{i}, @var{j}] =} gpu_unique (@dots{})
## @deftypefnx {} {[@var{y}, @var{i}, @var{j}] =} gpu_unique (@dots{}, "first")
## @deftypefnx {} {[@var{y}, @var{i}, @var{j}] =} gpu_unique (@dots{}, "last")
## @deftypefnx {} {[@var{y}, @var{i}, @var{j}] =} gpu_unique (@dots{}, "legacy")
## @deftypefnx {} {[@dots{}] =} gpu_unique (@dots{}, "algorithm", @var{name})
## The unique elements of @var{x} on the GPU, as @code{unique} gives them.
##
## @var{y} holds each distinct value of @var{x} once, ascending, or with
## @qcode{"stable"} in the order of first appearance.  It is a row where
## @var{x} is a row vector, else a column; with @qcode{"rows"} it holds
## the distinct rows of matrix @var{x}.  Values are equal as @code{==}
## says: each NaN is kept apart (NaN equals nothing), and -0 equals 0; of
## a run of equal values, sorted @var{y} holds the last in a stable sort
## (the one @code{unique} keeps), stable @var{y} the first.
##
## @var{i} and @var{j} are double columns with @code{@var{y} =
## @var{x}(@var{i})} and @code{@var{x} = @var{y}(@var{j})} (rows with
## @qcode{"rows"}).  @var{i} gives each value's first position, or with
## @qcode{"last"} its last.  @qcode{"legacy"} gives the last positions,
## and @var{i} and @var{j} as rows for a row @var{x}.  With
## @qcode{"stable"}, @var{j} is computed on every Octave version (Octave
## 7 leaves it empty).
##
## It is a stable radix sort with positions (@code{gpu_sort}'s, or
## @code{gpu_sortrows}'s for rows), a flag where each run of equal
## values starts, compactions of the sorted values and positions by those
## flags, and for @var{j} a scan of the flags scattered back through the
## positions; @qcode{"stable"} sorts the runs' first positions once more.
## @qcode{"algorithm"}, @var{name} chooses the sort: @qcode{"auto"}, the
## default, @qcode{"onesweep"} or @qcode{"split"} (see @code{gpu_sort}).
##
## A gparray @var{x} gives gparrays, computed on the device.  Char @var{x}
## works by its codes, @var{y} char.  Sparse, complex and cell @var{x} go
## to the builtin @code{unique} on the host.  An unknown option, or two
## that conflict, is a @code{gpuprim:invalidOption} error, an N-d
## @var{x} with @qcode{"rows"} @code{gpuprim:invalidDims}.
##
## @seealso{unique, gpu_sort, gpu_sortrows, gpu_compact}
## @end deftypefn

function varargout = gpu_unique (varargin)

  ## gpu_unique.mex, the MEX entry of the same name beside this file's
  ## copy in the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_unique: its MEX entry gpu_unique.mex is missing; build or reinstall gpuprim");

endfunction

%!test
%! x = [3 1 NaN 1 2 NaN -0 0];
%! [y, i, j] = gpu_unique (x);
%! [y0, i0, j0] = unique (x);
%! assert (num2hex (y), num2hex (y0));
%! assert (i, i0);
%! assert (j, j0);
%!test
%! [y, i] = gpu_unique ([3; 1; 1; 2], "last");
%! assert (y, [1; 2; 3]);
%! assert (i, [3; 4; 1]);
%!test
%! [y, i, j] = gpu_unique ([40 20 40 20 20 30 10], "stable");
%! assert (y, [40 20 30 10]);
%! assert (i, [1; 2; 6; 7]);
%! assert (j, [1; 2; 1; 2; 2; 3; 4]);
%!test
%! A = [1 2; 3 4; 1 2; NaN 1; NaN 1];
%! [y, i, j] = gpu_unique (A, "rows");
%! [y0, i0, j0] = unique (A, "rows");
%! assert (y, y0);
%! assert (i, i0);
%! assert (j, j0);
%!assert (gpu_unique ("hello"), unique ("hello"))
%!assert (gpu_unique (int8 ([127 -128 127])), int8 ([-128 127]))
%!assert (size (gpu_unique (zeros (0, 3))), [0 1])
%!assert (size (gpu_unique ([])), [0 0])
%!error id=gpuprim:invalidOption gpu_unique ([1 2], "first", "last")
%!error id=gpuprim:invalidOption gpu_unique ([1 2], "bogus")
%!error id=gpuprim:invalidOption gpu_unique ([1 2], 3)
%!error id=gpuprim:invalidDims gpu_unique (ones (2, 2, 2), "rows")
%!error id=gpuprim:unknownAlgorithm gpu_unique ([1 2], "algorithm", "bogus")
