## -*- texinfo -*-
## @deftypefn  {} {@var{y} =} gpu_sum (@var{x})
## @deftypefnx {} {@var{y} =} gpu_sum (@var{x}, @var{dim})
## @deftypefnx {} {@var{y} =} gpu_sum (@dots{}, "native")
## @deftypefnx {} {@var{y} =} gpu_sum (@dots{}, "double")
## @deftypefnx {} {@var{y} =} gpu_sum (@dots{}, "algorithm", @var{name})
## Sum of the elements of @var{x} along dimension @var{dim}, computed on the GPU.
##
## The result has the class, size and values that @code{sum} gives.
## Without @var{dim}, the sum runs along the first non-singleton dimension;
## as with @code{sum}, a 0x0 @var{x} counts as 0x1 (@code{gpu_sum ([])} is
## 0).  Integer and logical input give double unless @qcode{"native"} is
## given, which keeps the class and saturates at every step exactly as
## Octave's integer arithmetic does
## (@code{gpu_sum (int8 ([100 100 -100]), "native")} is 27);
## @qcode{"double"} sums in double.
##
## For now the sum is the last element of gpuprim's scan of each line (so
## floating-point sums are identical from run to run, and may differ from
## @code{sum}'s in the last bits), which writes the whole scan once: a
## dedicated reduction kernel is to come.  @qcode{"algorithm"}, @var{name}
## names the scan (see @code{gpu_cumsum}).  @qcode{"extra"} is not supported
## yet and gets a @code{gpuprim:notSupported} error, as do sparse, complex,
## char, cell and struct input a @code{gpuprim:} error.
##
## @seealso{sum, gpu_cumsum, gpu_prod}
## @end deftypefn

function y = gpu_sum (x, varargin)

  if (nargin < 1 || nargin > 5)
    error ("gpuprim:invalidCall",
           "gpu_sum: called with %d arguments; use gpu_sum (X, DIM, TYPE, \"algorithm\", NAME)", nargin);
  endif
  if (any (cellfun (@(a) ischar (a) && strcmpi (a, "extra"), varargin)))
    error ("gpuprim:notSupported", "gpu_sum: \"extra\" is not supported yet");
  endif
  [args, options] = gpuprim_take_scan_options ("gpu_sum", varargin);
  gpuprim_reject_scan_flags ("gpu_sum", options);
  [dim, type] = gpuprim_parse_sum_args ("gpu_sum", x, args);
  y = __gpuprim_mex__ ("sum", gpuprim_empty_as_column (x), dim, type, options{1});

endfunction

%!assert (gpu_sum ([1 2; 3 4]), [4 6])
%!assert (gpu_sum ([1 2; 3 4], 2), [3; 7])
%!assert (gpu_sum (int8 ([100 100 -100]), "native"), int8 (27))
%!assert (gpu_sum (int8 ([100 100 -100])), 100)
%!assert (gpu_sum ([]), 0)
%!assert (gpu_sum (zeros (0, 3)), [0 0 0])
%!assert (gpu_sum (true (2, 3), "native"), true (1, 3))
%!assert (gpu_sum ([1 2 3], "algorithm", "blelloch"), 6)
%!error id=gpuprim:notSupported gpu_sum ([1 2], "extra")
%!error id=gpuprim:invalidCall gpu_sum ([1 2], "reverse")
%!error id=gpuprim:complex gpu_sum ([1i 2])
