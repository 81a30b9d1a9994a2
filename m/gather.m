## -*- texinfo -*-
## @deftypefn  {} {@var{x} =} gather (@var{a})
## @deftypefnx {} {[@var{x1}, @dots{}, @var{xn}] =} gather (@var{a1}, @dots{}, @var{an})
## Each argument back on the host: a gparray's data as an Octave array,
## after the work queued on it, anything else as it is, as MATLAB's
## @code{gather} returns arrays that are not on the GPU.
## @seealso{gparray}
## @end deftypefn

function varargout = gather (varargin)

  if (nargout > max (1, nargin))
    error ("gpuprim:invalidCall", "gather: at most one output for each argument");
  endif
  varargout = varargin;
  for k = 1:nargin
    if (isa (varargin{k}, "gparray"))
      varargout{k} = __gpuprim_mex__ ("gather", varargin{k});
    endif
  endfor

endfunction

%!assert (gather ([1 2 3]), [1 2 3])
%!assert (gather ("abc"), "abc")
%!assert (gather ({1, "a"}), {1, "a"})
%!assert (class (gather (int8 (5))), "int8")
%!test
%! [a, b] = gather (1, gparray ([4 5]));
%! assert (a, 1);
%! assert (b, [4 5]);
%!error id=gpuprim:invalidCall [a, b] = gather (1)
