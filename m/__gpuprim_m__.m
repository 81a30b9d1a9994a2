## -*- texinfo -*-
## @deftypefn {} {[@dots{}] =} __gpuprim_m__ (@var{name}, @dots{})
## Internal: the forms of the user function @var{name} that its MEX entry
## does not parse in C (options, complex and sparse input, empty arrays, the
## wrong number of arguments), run by its implementation in Octave's
## language, @code{private/gpuprim_impl_*}, which checks them as the builtin
## would.  The MEX entries call this; users call @var{name}.
## @end deftypefn

function varargout = __gpuprim_m__ (name, varargin)

  [varargout{1:max (1, nargout)}] = feval (["gpuprim_impl_" name(5:end)], varargin{:});

endfunction

%!assert (__gpuprim_m__ ("gpu_cumsum", [1 2 3], "reverse"), [6 5 3])
%!test
%! [s, i] = __gpuprim_m__ ("gpu_sort", [3 1 2], "descend");
%! assert ({s, i}, {[3 2 1], [1 3 2]});
%!error id=gpuprim:invalidCall __gpuprim_m__ ("gpu_sum")
