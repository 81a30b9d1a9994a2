## -*- texinfo -*-
## @deftypefn  {} {@var{n} =} gpu_histc (@var{x}, @var{edges})
## @deftypefnx {} {@var{n} =} gpu_histc (@var{x}, @var{edges}, @var{dim})
## @deftypefnx {} {[@var{n}, @var{idx}] =} gpu_histc (@dots{})
## Histogram counts of @var{x} on the GPU, as @code{histc} gives them.
##
## @var{n}(k) counts the elements with @code{@var{edges}(k) <= x <
## @var{edges}(k+1)}, and the last bin those equal to the last edge,
## along @var{dim} (default: the first dimension longer than 1): @var{n}
## has the size of @var{x} but @code{numel (@var{edges})} along
## @var{dim}.  @var{idx} (of the size of @var{x}) is each element's bin,
## 0 outside the edges and for NaN.  Edges not in ascending order are
## sorted first, with histc's warning; empty @var{edges} give empty
## results, with its warning.  As @code{histc}, a vector @var{x} with
## more than three edges is counted as one line whatever @var{dim} says:
## the counts fill the first elements of @var{n}, the rest are 0.
##
## Each element finds its bin by binary search (@code{gpu_lookup}'s) and
## adds 1 to its line's count; the counts are whole numbers, exact in
## any order.  Up to three edges compare in double (histc's loop there),
## more in @code{lookup}'s class.  Where histc itself fails, N-d
## @var{x} along a dimension before its last two with up to three edges
## (an error or unfilled bins, by the data), the counts are those of the
## definition above.  A gparray @var{x} gives gparrays.
## Logical, char and sparse @var{x}, and edges holding NaN, go to the
## builtin @code{histc}; complex @var{x} or @var{edges} is a
## @code{gpuprim:complex} error, a bad @var{dim} @code{gpuprim:invalidDim}.
##
## @seealso{histc, gpu_lookup}
## @end deftypefn

function varargout = gpu_histc (varargin)

  ## gpu_histc.mex, the MEX entry of the same name beside this file's
  ## copy in the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_histc: its MEX entry gpu_histc.mex is missing; build or reinstall gpuprim");

endfunction

%!test
%! x = [0.5 1 1.5 2 2.5 3 3.5 NaN];
%! [n, i] = gpu_histc (x, [1 2 3]);
%! [n0, i0] = histc (x, [1 2 3]);
%! assert (n, n0);
%! assert (i, i0);
%!test
%! x = magic (5);
%! assert (gpu_histc (x, 0:5:25, 2), histc (x, 0:5:25, 2));
%!error id=gpuprim:complex gpu_histc ([1i 2], [1 2])
%!error id=gpuprim:invalidDim gpu_histc ([1 2], [1 2], 3)
