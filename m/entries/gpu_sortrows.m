## -*- texinfo -*-
## @deftypefn  {} {@var{s} =} gpu_sortrows (@var{A})
## @deftypefnx {} {@var{s} =} gpu_sortrows (@var{A}, @var{c})
## @deftypefnx {} {[@var{s}, @var{i}] =} gpu_sortrows (@dots{})
## @deftypefnx {} {[@dots{}] =} gpu_sortrows (@dots{}, "algorithm", @var{name})
## Sort the rows of matrix @var{A} on the GPU, as @code{sortrows} does.
##
## Without @var{c}, by every column, first to last, ascending.  @var{c}
## is a vector of column numbers, the most significant first; a negative
## one sorts that column in descending order.  @var{s} has the class and
## size of @var{A}; @var{i} (a double column) gives the row of @var{A}
## each row of @var{s} came from, so that @code{@var{s} = @var{A}(@var{i}, :)}.
## Each column compares as @code{sort} compares: NaN, of either sign, after
## every number ascending and before them descending, -0 and 0 equal;
## rows equal on every key keep their input order.
##
## It is one stable radix sort (@code{gpu_sort}'s) a key column, the last
## key first, each of that column taken in the row order so far, whose
## index then reorders the rows; then every column moves once.
## @qcode{"algorithm"}, @var{name} chooses the sort: @qcode{"auto"}, the
## default, @qcode{"onesweep"} or @qcode{"split"} (see @code{gpu_sort}).
##
## A gparray @var{A} gives gparrays, sorted on the device.  Char @var{A}
## sorts by its codes, as the builtin does.  Sparse, complex and cell
## @var{A} go to the builtin @code{sortrows} on the host.  A bad @var{c}
## is a @code{gpuprim:invalidColumns} error, an N-d @var{A}
## @code{gpuprim:invalidDims}.
##
## @seealso{sortrows, gpu_sort}
## @end deftypefn

function varargout = gpu_sortrows (varargin)

  ## gpu_sortrows.mex, the MEX entry of the same name beside this file's
  ## copy in the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_sortrows: its MEX entry gpu_sortrows.mex is missing; build or reinstall gpuprim");

endfunction

%!test
%! A = [1 1; 1 2; 3 6; 2 7];
%! [s, i] = gpu_sortrows (A, [1 -2]);
%! [s0, i0] = sortrows (A, [1 -2]);
%! assert (s, s0);
%! assert (i, i0);
%!test
%! A = [3 NaN; 1 2; NaN 0; 1 -0; -NaN 5; 1 0];
%! [s, i] = gpu_sortrows (A);
%! [s0, i0] = sortrows (A);
%! assert (num2hex (s), num2hex (s0));
%! assert (i, i0);
%!test
%! A = int8 ([5 -128; 127 0; 5 -128; -1 3]);
%! [s, i] = gpu_sortrows (A, -2);
%! [s0, i0] = sortrows (A, -2);
%! assert (s, s0);
%! assert (i, i0);
%!assert (gpu_sortrows (["ba"; "ab"; "ba"]), sortrows (["ba"; "ab"; "ba"]))
%!assert (gpu_sortrows ([2 1; 1 2], "algorithm", "split"), [1 2; 2 1])
%!error id=gpuprim:invalidColumns gpu_sortrows ([1 2], 3)
%!error id=gpuprim:invalidColumns gpu_sortrows ([1 2], [1 0])
%!error id=gpuprim:invalidDims gpu_sortrows (ones (2, 2, 2))
