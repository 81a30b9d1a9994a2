## -*- texinfo -*-
## @deftypefn  {} {@var{B} =} gpu_boxfilter (@var{A}, [@var{h}, @var{w}])
## @deftypefnx {} {@var{B} =} gpu_boxfilter (@var{A}, @var{h})
## The mean of every @var{h} x @var{w} box of each page of @var{A}, computed
## on the GPU: @code{conv2 (@var{A}, ones (@var{h}, @var{w}) / (@var{h}*@var{w}), "same")}
## page by page.
##
## Outside the page counts as zero, and the box sits where conv2's
## @qcode{"same"} centre puts it.  A single @var{h} means a square box.
## Each output is four reads of a summed-area table in double, so the time
## does not depend on the box size.  Single input gives single output (the
## table is still double); other real classes give double, as conv2 does.
## The table's magnitude bounds the error: about
## @code{eps * max (abs (cumsum (cumsum (A, 1), 2))(:)) / (h*w)} per output,
## for large pages more than conv2's direct sums.  Complex @var{A} is
## filtered part by part.
##
## @seealso{conv2, gpu_sat}
## @end deftypefn

function varargout = gpu_boxfilter (varargin)

  ## gpu_boxfilter.mex, the MEX entry of the same name beside this file's copy in
  ## the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_boxfilter: its MEX entry gpu_boxfilter.mex is missing; build or reinstall gpuprim");

endfunction

%!assert (gpu_boxfilter (magic (4), [3 3]), conv2 (magic (4), ones (3) / 9, "same"), 1e-12)
%!assert (gpu_boxfilter (magic (5), [2 4]), conv2 (magic (5), ones (2, 4) / 8, "same"), 1e-12)
%!assert (gpu_boxfilter (single (magic (4)), 3), conv2 (single (magic (4)), ones (3) / 9, "same"), 1e-5)
%!assert (class (gpu_boxfilter (int8 (magic (3)), 2)), "double")
%!error id=gpuprim:invalidBox gpu_boxfilter (magic (3), [0 3])
%!error id=gpuprim:invalidBox gpu_boxfilter (magic (3), [1 2 3])
