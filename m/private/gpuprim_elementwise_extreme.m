## -*- texinfo -*-
## @deftypefn {} {@var{y} =} gpuprim_elementwise_extreme (@var{fname}, @var{command}, @var{a}, @var{b}, @var{order})
## The two-argument form of gpu_max and gpu_min: check @var{a} and
## @var{b}, take the builtin's result class (asked of one element of each
## class, so its rules hold: int8 with double is int8, single with double is
## single), convert both to it as the builtin does (rounding, saturating, NaN
## to 0 for integers), and compare on the GPU with broadcasting.  Where
## either is complex both go as complex, as the builtin takes them.
## @var{order} is a struct of the gateway's options @code{nanflag}
## (MATLAB's NaN flag, or "" for the builtin's rule) and @code{method}
## (@qcode{"ComparisonMethod"}); the kernel applies both, to host arrays
## and gparrays alike.
## @end deftypefn

function y = gpuprim_elementwise_extreme (fname, command, a, b, order = struct ())

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
  if (iscomplex (a) || iscomplex (b))  # both complex: without options the builtin compares by abs alone, a's element on ties
    on_device = isa (a, "gparray") + isa (b, "gparray");
    if (on_device && ! (on_device == 2 && iscomplex (a) && iscomplex (b)))
      error ("gpuprim:complex", "%s: a complex pair on the device needs two complex gparrays; use %s (gather (A), gather (B))",
             fname, fname);
    elseif (! on_device)  # a real array of the pair as complex, the same class
      a = complex (a);
      b = complex (b);
    endif
    y = __gpuprim_mex__ ([command "2"], a, b, order);
  elseif (scalar_first_loop (sa, sb))  # before Octave 11 the builtin's real loops with a scalar first take the second of equal values (-0 and 0), the others the first
    y = __gpuprim_mex__ ([command "2"], b, a, order);
  else
    y = __gpuprim_mex__ ([command "2"], a, b, order);
  endif

endfunction

## x in class cls; a gparray must have it already (there is no conversion on the device).
function x = in_class (x, cls, fname)

  if (! strcmp (class (x), cls))
    if (isa (x, "gparray"))
      error ("gpuprim:classMismatch", "%s: a gparray of %s would need converting to %s; give both one class",
             fname, class (x), cls);
    endif
    if (iscomplex (x) && ! isfloat (cast (0, cls)))  # the builtin's own conversion fails there
      error ("gpuprim:classMismatch", "%s: invalid conversion from complex %s to %s", fname, class (x), cls);
    endif
    x = cast (x, cls);
  endif

endfunction

## Whether Octave's broadcasting runs a's elements as the scalar operand:
## where a is a scalar, and where the first dim in which the sizes differ
## has only 1s before it and a has 1 along it (bsxfun's loop then takes
## one element of a against a run of b's).  min ([-0 -0], [0; 0]) is 0s.
## From Octave 11 every loop takes a's (gpuprim_semantics).
function swap = scalar_first_loop (sa, sb)

  swap = false;
  if (gpuprim_semantics ().pair_ties_take_a)
    return;
  endif
  start = find (sa != sb, 1);
  swap = all (sa == 1) || (! isempty (start) && all (sa(1:start-1) == 1) && sa(start) == 1);

endfunction
