## -*- texinfo -*-
## @deftypefn  {} {@var{y} =} gpu_compact (@var{x}, @var{mask})
## @deftypefnx {} {@var{y} =} gpu_compact (@dots{}, "algorithm", @var{name})
## The elements of @var{x} where the logical @var{mask} is true, in order,
## computed on the GPU: exactly @code{@var{x}(@var{mask})}.
##
## @var{x} is any numeric or logical array (complex too, each element moved
## whole; a complex gparray stays on the device); @var{mask} is any
## logical array, read as indexing reads it: element by element in
## column-major order, whatever its shape, false past its last element.
## The result has @var{x}'s class and the shape indexing gives it: for a
## mask of @var{x}'s size, a row for a row, a vector along the same
## dimension for a vector, else a column; for a mask of another shape, a
## vector @var{x} keeps its orientation (where more or less than one
## element is kept, and the mask is not a scalar), and otherwise the result
## is shaped as the mask where the mask is a vector along one dimension (a
## row mask gives a row), else a column.  A range takes the rule of the
## array it holds: Octave 7 indexes @code{(1:6)(true (1, 1, 6))} into a
## 1x1x6 array, but a MEX function is given @code{[1 2 3 4 5 6]}, so
## @code{gpu_compact (1:6, true (1, 1, 6))} is 1x6, as
## @code{[1 2 3 4 5 6](true (1, 1, 6))} is.  A mask true past the last element of
## @var{x} gets @code{gpuprim:maskSize}, as indexing raises an error there;
## a mask with another number of elements than @var{x} is cut or padded on
## the host.  A numeric mask (an index, to Octave) gets
## @code{gpuprim:invalidMask}.  A
## sparse @var{x} or @var{mask} is indexed on the host, as
## @code{@var{x}(@var{mask})} (sparse when @var{x} is).
##
## @qcode{"algorithm"}: @qcode{"auto"} (one pass: each tile counts its kept
## elements, finds where its output starts by decoupled look-back over the
## tiles' counts, and writes them) or @qcode{"scan-scatter"} (flags, an
## exclusive scan of the flags, and a scatter).
##
## @seealso{gpu_find}
## @end deftypefn

function varargout = gpu_compact (varargin)

  ## gpu_compact.mex, the MEX entry of the same name beside this file's copy in
  ## the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_compact: its MEX entry gpu_compact.mex is missing; build or reinstall gpuprim");

endfunction

%!assert (gpu_compact ([5 6 7 8], logical ([1 0 1 1])), [5 7 8])
%!assert (gpu_compact ([5; 6; 7], logical ([0 1 1])), [6; 7])
%!assert (gpu_compact (magic (3), magic (3) > 4), magic (3)(magic (3) > 4))
%!assert (gpu_compact (int8 ([1 2 3]), false (1, 3)), zeros (1, 0, "int8"))
%!assert (gpu_compact (7, false), zeros (0, 0))
%!assert (gpu_compact ([1 2 3], true (1, 3), "algorithm", "scan-scatter"), [1 2 3])
%!assert (gpu_compact ([1+2i 3 4i], logical ([1 0 1])), [1+2i 4i])
%!error id=gpuprim:invalidMask gpu_compact ([1 2], [1 0])
%!assert (gpu_compact (reshape (1:6, 2, 3), true (3, 2)), (1:6)')
%!assert (gpu_compact (reshape (1:6, 2, 3), logical ([1 0 1 1 0 0])), [1 3 4])
%!assert (gpu_compact ([1 2 3 4], logical ([1 0; 1 1])), [1 2 4])
%!assert (gpu_compact ([1; 2; 3; 4], logical ([0 1 1])), [2; 3])
%!assert (gpu_compact (reshape (1:6, 2, 3), logical ([0 1 0 0 0 0 0 0])), 2)
%!assert (size (gpu_compact (reshape (1:6, 2, 3), false)), [0 0])
%!assert (size (gpu_compact (1:6, true (1, 1, 6))), [1 6])
%!error id=gpuprim:maskSize gpu_compact (ones (2, 3), [false(1, 6) true])
%!error id=gpuprim:unknownAlgorithm gpu_compact ([1 2], true (1, 2), "algorithm", "bogus")
%!error id=gpuprim:invalidType gpu_compact ({1}, true)
