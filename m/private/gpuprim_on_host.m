## -*- texinfo -*-
## @deftypefn {} {[@dots{}] =} gpuprim_on_host (@var{fname}, @var{fn}, @var{nout}, @var{x}, @var{args}, @var{dim_at})
## What the GPU does not hold, computed on the host by the builtin @var{fn}
## (a handle): sparse @var{x} of max and min, whose result the builtin keeps
## sparse.  The pair @qcode{"algorithm"}, @var{name} is taken out of
## @var{args} (it names GPU kernels, and means nothing here), and so is a
## NaN flag (from the second argument on: the builtins of Octave 7.3 do not
## take one), whose @qcode{"omitnan"} is the builtin's own rule
## (@qcode{"includenan"} runs on the full array instead); the rest goes to
## @var{fn} as it is.  A numeric @code{@var{args}@{@var{dim_at}@}} (where
## given) is DIM, checked as on the GPU's path (@code{gpuprim:invalidDim});
## any other error of the builtin's comes back as
## @code{gpuprim:invalidCall}, naming @var{fname}.
## @end deftypefn

function varargout = gpuprim_on_host (fname, fn, nout, x, args, dim_at = 0)
  args = gpuprim_options (fname, {"algorithm", "nanflag"}, args, 2);
  if (dim_at > 0 && numel (args) >= dim_at && isnumeric (args{dim_at}))
    gpuprim_parse_dim (fname, x, args(dim_at));
  endif
  try
    [varargout{1:max (1, nout)}] = fn (x, args{:});
  catch err
    error ("gpuprim:invalidCall", "%s: %s", fname, strrep (err.message, [func2str(fn) ": "], ""));
  end_try_catch
endfunction
