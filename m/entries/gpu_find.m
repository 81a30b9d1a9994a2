## -*- texinfo -*-
## @deftypefn  {} {@var{idx} =} gpu_find (@var{x})
## @deftypefnx {} {@var{idx} =} gpu_find (@var{x}, @var{n})
## @deftypefnx {} {@var{idx} =} gpu_find (@var{x}, @var{n}, @var{direction})
## @deftypefnx {} {[@var{i}, @var{j}] =} gpu_find (@dots{})
## @deftypefnx {} {[@var{i}, @var{j}, @var{v}] =} gpu_find (@dots{})
## @deftypefnx {} {[@dots{}] =} gpu_find (@dots{}, "algorithm", @var{name})
## The positions of the nonzero elements of @var{x}, found on the GPU: what
## @code{find} returns.
##
## @var{idx} holds linear indices, as doubles; @var{i} and @var{j} row and
## column indices (the column counting on through the pages of an N-d
## array), @var{v} the elements, of @var{x}'s class.  NaN counts as nonzero
## and -0 as zero.  @var{n} keeps at most that many, the first ones, or with
## @var{direction} @qcode{"last"} the last ones.  The outputs are rows for a
## row @var{x}, else columns, as with @code{find}.  A complex element is
## nonzero where either part is; it is tested and found on the GPU, each
## element of @var{v} whole, and a complex gparray stays on the device.
## A char array is searched by its character codes; its @var{v} is char, as
## the builtin's.  Sparse @var{x} is searched on the host by the builtin
## @code{find}.
##
## @qcode{"algorithm"}: @qcode{"auto"} or @qcode{"scan-scatter"}, as for
## @code{gpu_compact}.
##
## @seealso{find, gpu_compact}
## @end deftypefn

function varargout = gpu_find (varargin)

  ## gpu_find.mex, the MEX entry of the same name beside this file's copy in
  ## the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_find: its MEX entry gpu_find.mex is missing; build or reinstall gpuprim");

endfunction

%!assert (gpu_find (char ([0 97 0 98])), find (char ([0 97 0 98])))
%!test
%! [i, j, v] = gpu_find (["a "; " b"]);
%! [ei, ej, ev] = find (["a "; " b"]);
%! assert (i, ei); assert (j, ej); assert (v, ev); assert (class (v), "char");
%!assert (gpu_find ([0 3 0 NaN -0 1]), [2 4 6])
%!assert (gpu_find ([0; 3; 1]), [2; 3])
%!assert (gpu_find ([1 1 0 1 1], 2, "last"), [4 5])
%!assert (gpu_find ([1 1 0 1 1], 2), [1 2])
%!assert (gpu_find (zeros (0, 0)), zeros (0, 0))
%!assert (gpu_find (0), zeros (0, 0))
%!test
%! x = int8 ([0 3; -2 0]);
%! [i, j, v] = gpu_find (x);
%! [ei, ej, ev] = find (x);
%! assert ({i, j, v}, {ei, ej, ev});
%!test
%! [i, j] = gpu_find (ones (2, 2, 2));
%! assert ([i j], [1 1; 2 1; 1 2; 2 2; 1 3; 2 3; 1 4; 2 4]);
%!assert (gpu_find ([0 1i 2]), [2 3])
%!error id=gpuprim:invalidArgument gpu_find ([1 2], -1)
%!error id=gpuprim:invalidArgument gpu_find ([1 2], 1, "middle")
%!error id=gpuprim:invalidCall [a, b, c, d] = gpu_find ([1 2])
