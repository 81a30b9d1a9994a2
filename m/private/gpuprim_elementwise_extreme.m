## -*- texinfo -*-
## @deftypefn {} {@var{y} =} gpuprim_elementwise_extreme (@var{fname}, @var{command}, @var{a}, @var{b}, @var{include_nan})
## The two-argument form of gpu_max and gpu_min: check @var{a} and
## @var{b}, take the builtin's result class (asked of one element of each
## class, so its rules hold: int8 with double is int8, single with double is
## single), convert both to it as the builtin does (rounding, saturating, NaN
## to 0 for integers), and compare on the GPU with broadcasting.  Where
## either is complex both go as complex, as the builtin takes them.  With
## @var{include_nan} (MATLAB's @qcode{"includenan"}), a real result is NaN
## wherever @var{a} or @var{b} is, that element's NaN (@var{a}'s where both
## are), put in on the host (not for gparrays).  Complex operands already
## take NaN so.
## @end deftypefn

function y = gpuprim_elementwise_extreme (fname, command, a, b, include_nan = false)

  gpuprim_check_input (fname, a, true);
  gpuprim_check_input (fname, b, true);
  try
    cls = class (feval (command, cast (0, class (a)), cast (0, class (b))));
  catch err
    error ("gpuprim:classMismatch", "%s: %s", fname, err.message);
  end_try_catch
  sa = size (a);
  sb = size (b);
  n = max (numel (sa), numel (sb));
  sa(end+1:n) = 1;
  sb(end+1:n) = 1;
  if (any (sa != sb & sa != 1 & sb != 1))
    error ("gpuprim:nonconformant", "%s: nonconformant arguments (op1 is %s, op2 is %s)", fname,
           strjoin (arrayfun (@num2str, size (a), "UniformOutput", false), "x"),
           strjoin (arrayfun (@num2str, size (b), "UniformOutput", false), "x"));
  endif
  a = in_class (a, cls, fname);
  b = in_class (b, cls, fname);
  if (iscomplex (a) || iscomplex (b))  # both complex: the builtin compares by abs alone, a's element on ties
    y = __gpuprim_mex__ ([command "2"], complex (a), complex (b));
    return;
  endif
  if (include_nan && (isa (a, "gparray") || isa (b, "gparray")))
    error ("gpuprim:gparrayUnsupported",
           "%s: \"includenan\" in %s (A, B) of gparrays needs arithmetic on them; use %s (gather (A), ...)",
           fname, fname, fname);
  endif
  if (isscalar (a) && isscalar (b))  # the builtin's real scalar case takes the second of equal values, its array loop the first
    y = __gpuprim_mex__ ([command "2"], b, a);
  else
    y = __gpuprim_mex__ ([command "2"], a, b);
  endif
  if (include_nan && isfloat (y) && ! isempty (y))
    y = with_nan_of (with_nan_of (y, b), a);
  endif

endfunction

## y with the NaN elements of x (x broadcast to y's size) in their places
function y = with_nan_of (y, x)
  if (any (isnan (x(:))))
    sx = size (x);
    sx(end+1:ndims (y)) = 1;
    x = repmat (x, size (y) ./ sx);
    y(isnan (x)) = x(isnan (x));
  endif
endfunction

## x in class cls; a gparray must have it already (there is no conversion on the device).
function x = in_class (x, cls, fname)

  if (! strcmp (class (x), cls))
    if (isa (x, "gparray"))
      error ("gpuprim:classMismatch", "%s: a gparray of %s would need converting to %s; give both one class",
             fname, class (x), cls);
    endif
    x = cast (x, cls);
  endif

endfunction
