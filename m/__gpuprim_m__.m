## -*- texinfo -*-
## @deftypefn {} {[@dots{}] =} __gpuprim_m__ (@var{name}, @dots{})
## Internal: the forms of the user function @var{name} that its MEX entry
## does not parse in C (options, complex and sparse input, empty arrays, the
## wrong number of arguments), run by its implementation in Octave's
## language, @code{private/gpuprim_impl_*}, which checks them as the builtin
## would.  The MEX entries call this; users call @var{name}.
## @end deftypefn

function varargout = __gpuprim_m__ (name, varargin)

  ## the most outputs each function gives, as its builtin twin: more is the
  ## caller's mistake, named here rather than deep in the implementation
  persistent most = struct ("gpu_max", 2, "gpu_min", 2);
  if (isfield (most, name) && nargout > most.(name))
    error ("gpuprim:invalidCall", "%s: called with %d outputs; it gives at most %d", name, nargout, most.(name));
  endif
  [varargout{1:max (1, nargout)}] = feval (["gpuprim_impl_" name(5:end)], varargin{:});

endfunction

%!assert (__gpuprim_m__ ("gpu_max", [1 3 2], [], 2, "omitnan"), 3)
%!error id=gpuprim:invalidCall __gpuprim_m__ ("gpu_max")
%!error id=gpuprim:invalidCall [a, b, c] = __gpuprim_m__ ("gpu_max", [1 2])
