## -*- texinfo -*-
## @deftypefn  {} {@var{m} =} gpu_median (@var{x})
## @deftypefnx {} {@var{m} =} gpu_median (@var{x}, @var{dim})
## @deftypefnx {} {@var{m} =} gpu_median (@var{x}, @var{vecdim})
## @deftypefnx {} {@var{m} =} gpu_median (@var{x}, "all")
## @deftypefnx {} {@var{m} =} gpu_median (@dots{}, @var{nanflag})
## @deftypefnx {} {@var{m} =} gpu_median (@dots{}, @var{outtype})
## @deftypefnx {} {@var{m} =} gpu_median (@dots{}, "algorithm", @var{name})
## The median of @var{x} on the GPU, as @code{median} gives it, bit for bit.
##
## Along @var{dim} (default: the first dimension whose length is not 1),
## the dimensions of @var{vecdim} together, or all of @var{x}: of the
## @var{n} elements of each slice, in ascending order, the
## @code{(@var{n}+1)/2}-th where @var{n} is odd, else the middle pair
## combined as the running Octave's @code{median} combines it.  On Octave
## 9 and later: integers without overflow, floats @code{(a + b) / 2}, but
## @code{a + (b - a) / 2} (or @code{a + b} with an infinite one) where
## @var{x} is a single slice; an empty @var{x} gives NaN (0 for
## integers), a slice of one element that element.  On Octave 7 and 8:
## @code{sum (@dots{}, "native") / 2}, integers saturating; an empty
## @var{x} is an error.  A slice holding NaN gives NaN, or with
## @var{nanflag} @qcode{"omitnan"} the median of its numbers (NaN where it
## has none).  @var{outtype} is @qcode{"default"} (double, but single
## stays single), @qcode{"double"} or @qcode{"native"} (the class of
## @var{x}, logical giving double); without it the result has the class
## of @var{x}.  Octave 7's @code{median} takes only @var{dim}: the other
## options are gpuprim's there, with Octave 7's formula.
##
## It is a stable radix sort of each slice (@code{gpu_sort}'s), then one
## thread a slice: a binary search for its first NaN, and its middle.
## Dimensions of @var{vecdim} that are not adjacent are permuted together
## first, on the host.  With @qcode{"algorithm"}, @qcode{"select"} a
## vector's middle is found by radix select instead (as in
## @code{gpu_maxk}: a counting pass per 8-bit digit, and one more select
## for the count of NaN), without a sort; @qcode{"auto"}, the default,
## selects where measured faster (vectors of 16384 or more on the host)
## and sorts elsewhere; @qcode{"sort"} or a sort's name (see
## @code{gpu_sort}) sorts.
## The results are the same.  A gparray @var{x} gives a gparray, computed on
## the device.  Sparse and complex @var{x} go to the builtin
## @code{median} on the host, and so does a 64-bit integer @var{x} of
## several slices with a double @var{outtype} on Octave 9 and later,
## whose mixed arithmetic rounds its elements to double first.  Where
## every slice holds a NaN and @var{dim} is not the first, Octave 9 to
## 11 give the NaN result permuted (a 1x2 for the median of a 2x3 along
## dim 2); @code{gpu_median} gives it the shape of every other result.
##
## @seealso{median, gpu_nth_element, gpu_sort}
## @end deftypefn

function varargout = gpu_median (varargin)

  ## gpu_median.mex, the MEX entry of the same name beside this file's
  ## copy in the build, runs instead of it and parses every form of the call.
  error ("gpuprim:notBuilt", "gpu_median: its MEX entry gpu_median.mex is missing; build or reinstall gpuprim");

endfunction

%!assert (gpu_median ([3 1 2]), 2)
%!assert (gpu_median ([4 1 3 2]), 2.5)
%!assert (gpu_median ([1 2; 3 4]), median ([1 2; 3 4]))
%!assert (gpu_median ([1 NaN 3]), NaN)
%!assert (gpu_median ([1 NaN 3 4], "omitnan"), 3)
%!assert (gpu_median (int8 ([100 100])), median (int8 ([100 100])))
%!assert (gpu_median (int8 ([-3 -2])), median (int8 ([-3 -2])))
%!assert (gpu_median (magic (4), 2), median (magic (4), 2))
%!assert (gpu_median (single ([1 2])), single (1.5))
%!assert (class (gpu_median (true (3, 1))), class (median (true (3, 1))))
%!error id=gpuprim:invalidCall gpu_median ()
%!error id=gpuprim:unknownAlgorithm gpu_median ([1 2], "algorithm", "bogus")
