## t_gpu_random_calls.m - random calls of the family, in the forms the
## builtins have, against the builtins themselves, on each backend.
##
## Each call draws a function, a class (every real class, complex double
## and single, char), a shape (empties, scalars, rows, columns, N-d) and
## arguments (DIM past ndims too, "native", "double", "descend", N and
## "last", a second array of another class and shape, one to three
## outputs), on fresh data: small integers (ties by the dozen), normals,
## NaN of both signs, +-Inf and -0, integer limits.  A gpu_* call must give
## what the builtin gives (class, size, every bit; sums and products of
## floats within rounding, whose grouping differs), or, where the builtin
## raises an error, raise one with a gpuprim: identifier.  Three in ten
## numeric inputs, complex ones too, go in as gparrays.  The seed is in each line, to replay a
## failure with GPUPRIM_RANDOM_SEED.
##
## Left out, each held elsewhere: a gparray that would need converting to
## the other operand's class, a gparray paired with a complex array, the
## forms that take no complex gparray (sort, find, the NaN flags' host
## paths: documented gpuprim:complex errors), and
## the row and column outputs of find on a gparray (documented gpuprim
## errors), and prod (x, dim, "double") of
## single x past the first non-singleton dim, where Octave 7.3's prod
## returns zeros (gpu_prod's BISTs hold the products).

1;

function x = random_input (cls, sz)
  v = randi ([-3 3], sz);
  if (any (strcmp (cls, {"double", "single", "cdouble", "csingle"})))
    v = v + (rand (sz) < 0.5) .* randn (sz);
    v(rand (sz) < 0.05) = NaN;
    v(rand (sz) < 0.03) = -NaN;
    v(rand (sz) < 0.03) = Inf;
    v(rand (sz) < 0.03) = -Inf;
    v(rand (sz) < 0.05) = -0;
  endif
  switch (cls)
    case "cdouble"
      x = complex (v, randi ([-2 2], sz));
    case "csingle"
      x = single (complex (v, randi ([-2 2], sz)));
    case "logical"
      x = v > 0;
    case "char"
      x = char (randi ([0 127], sz));
    case {"double", "single"}
      x = cast (v, cls);
    otherwise
      x = cast (v * 40, cls);
      x(rand (sz) < 0.1) = intmax (cls);
      x(rand (sz) < 0.1) = intmin (cls);
  endswitch
endfunction

## The arguments in words, each after ", "
function s = arg_text (args)
  s = "";
  for k = 1:numel (args)
    if (ischar (args{k}) && rows (args{k}) == 1 && ndims (args{k}) == 2)
      t = ["\"" args{k} "\""];
    elseif (! ischar (args{k}) && numel (args{k}) <= 4 && ndims (args{k}) == 2)
      t = [class(args{k}) " " mat2str(args{k})];
    else
      t = sprintf ("%s %s", class (args{k}), mat2str (size (args{k})));
    endif
    if (iscomplex (args{k}))
      t = [t " complex"];
    endif
    s = [s ", " t];
  endfor
endfunction

## The builtin fn is checked against: cumsum's takes "native" and "double"
## on every release (cumsum_ref); max and min read char by its codes
## (extreme_of_codes)
function name = builtin_of (fn)
  switch (fn)
    case "cumsum", name = "cumsum_ref";
    case {"max", "min"}, name = [fn "_of_codes"];
    otherwise, name = fn;
  endswitch
endfunction

## max and min as the builtin, but with the positions of a char argument's
## codes in double: Octave 11.3's own char max and min get them wrong
## ([m, i] = max (char ([65 66; 67 68]), [], 4) gives i of 2s there)
function varargout = max_of_codes (varargin)
  [varargout{1:max (1, nargout)}] = of_codes (@max, nargout, varargin);
endfunction
function varargout = min_of_codes (varargin)
  [varargout{1:max (1, nargout)}] = of_codes (@min, nargout, varargin);
endfunction
function varargout = of_codes (fn, nout, args)
  [varargout{1:max (1, nout)}] = fn (args{:});
  if (nout > 1 && ischar (args{1}))
    args{1} = double (args{1});
    [~, varargout{2}] = fn (args{:});
  endif
endfunction

## One random call of fn: its arguments and outputs
function [args, nout] = random_call (fn, classes, sizes)
  cls = classes{randi(numel (classes))};
  sz = sizes{randi(numel (sizes))};
  x = random_input (cls, sz);
  args = {x};
  r = rand ();
  switch (fn)
    case {"cumsum", "sum", "prod"}
      nout = 1;
      if (r < 0.3)
        args{end+1} = randi (4);
      elseif (r < 0.6)
        args(end+1:end+2) = {randi(4), {"native", "double"}{randi(2)}};
      elseif (r < 0.75)
        args{end+1} = {"native", "double"}{randi(2)};
      endif
    case {"cumprod", "cummax", "cummin"}
      nout = 1 + (! strcmp (fn, "cumprod") && rand () < 0.5);
      if (r < 0.6)
        args{end+1} = randi (4);
      endif
    case {"max", "min"}
      nout = 1 + (rand () < 0.5);
      if (r < 0.35)
        args(end+1:end+2) = {[], randi(4)};
      elseif (r < 0.7)  # two arrays: the same class, or another; the same shape, a scalar, or another
        nout = 1;
        other = classes{randi(numel (classes))};
        if (rand () < 0.5)
          other = cls;
        endif
        shape = {sz, [1 1], sizes{randi(numel(sizes))}}{randi(3)};
        args{end+1} = random_input (other, shape);
      endif
    case "sort"
      nout = randi (2);
      if (r < 0.3)
        args{end+1} = randi (4);
      elseif (r < 0.6)
        args(end+1:end+2) = {randi(4), {"ascend", "descend"}{randi(2)}};
      elseif (r < 0.8)
        args{end+1} = {"ascend", "descend"}{randi(2)};
      endif
    case "find"
      nout = randi (3);
      if (r < 0.3)
        args{end+1} = randi (4) - 1;
      elseif (r < 0.6)
        args(end+1:end+2) = {randi(4) - 1, {"first", "last"}{randi(2)}};
      endif
  endswitch
endfunction

## Whether float sums and products agree within rounding: |got - want| at
## most tol times the sum (or product) of the magnitudes
function ok = within_rounding (fn, got, want, args)
  ok = false;
  if (! (isfloat (want) && strcmp (class (got), class (want)) && isequal (size (got), size (want))
         && iscomplex (got) == iscomplex (want)))
    return;
  endif
  tol = merge (isa (want, "single") || isa (args{1}, "single"), 1e-5, 1e-12);
  scale = abs (double (want));
  if (any (strcmp (fn, {"sum", "cumsum"})))
    scale = abs (feval (builtin_of (fn), abs (double (args{1})), args{2:end}));
  endif
  d = abs (double (got) - double (want));
  ok = all (d(:) <= tol * max (1, scale(:)) | (isnan (got(:)) & isnan (want(:))) | got(:) == want(:));
endfunction

## The first call of n random ones of fn that disagrees with the builtin
function [ok, why] = random_calls (fn, n, classes, sizes)
  ok = true; why = "";
  for k = 1:n
    [args, nout] = random_call (fn, classes, sizes);
    x = args{1};
    if (strcmp (fn, "prod") && isa (x, "single") && any (strcmp (args, "double")) && isnumeric (args{2}))
      first = find ([size(x) 1] != 1, 1);
      if (args{2} > first)
        continue;  # Octave 7.3's prod gives zeros there
      endif
    endif
    on_gpu = args;
    if (rand () < 0.3 && ! ischar (x))
      on_gpu{1} = gparray (x);
    endif
    want = cell (1, nout);
    got = cell (1, nout);
    want_err = ""; got_err = ""; got_msg = ""; got_raised = false;
    try
      [want{:}] = feval (builtin_of (fn), args{:});
    catch err
      want_err = err.message;
    end_try_catch
    try
      [got{:}] = feval (["gpu_" fn], on_gpu{:});
    catch err
      got_err = err.identifier;
      got_msg = err.message;
      got_raised = true;
    end_try_catch
    call = sprintf ("%d-output %s (%s)", nout, fn, arg_text (args)(3:end));
    if (isa (on_gpu{1}, "gparray"))
      call = [call " of a gparray"];
      if (any (strcmp (got_err, {"gpuprim:gparrayUnsupported", "gpuprim:classMismatch", "gpuprim:complex"}))
          && isempty (want_err))
        continue;  # documented: no conversions, no complex pairs, no complex gparray sorts, no subscripts on the GPU
      endif
    endif
    if (! isempty (want_err) || got_raised)
      if (! strncmp (got_err, "gpuprim:", 8) || isempty (want_err))
        ok = false;
        said = {"answers", sprintf("raises \"%s\"", want_err), sprintf("raises %s \"%s\"", got_err, got_msg)};
        why = sprintf ("%s: the builtin %s, gpu_%s %s", call, said{1 + ! isempty (want_err)}, fn,
                       said{1 + 2 * got_raised});
        return;
      endif
      continue;
    endif
    for o = 1:nout
      if (isa (got{o}, "gparray"))
        got{o} = gather (got{o});
      endif
      if (o == 1 && any (strcmp (fn, {"cummax", "cummin"})) && isequal (size (got{o}), size (want{o}))
          && isequal (isnan (got{o}), isnan (want{o})))
        ## the NaN of a leading run is not compared bit for bit: Octave 11
        ## writes each element's own NaN there (and NaN+0i along dim 2 of
        ## a complex matrix), 7.3 the first one's
        got{o}(isnan (want{o})) = want{o}(isnan (want{o}));
      endif
      [ok, why] = same_bits (got{o}, want{o});
      if (! ok && o == 1 && any (strcmp (fn, {"sum", "prod", "cumsum", "cumprod"})))
        ok = within_rounding (fn, got{o}, want{o}, args);
        if (ok)
          why = "";
        endif
      endif
      if (! ok)
        why = sprintf ("%s, output %d: %s", call, o, why);
        return;
      endif
    endfor
  endfor
endfunction

function for_backend (backend)
  seed = getenv ("GPUPRIM_RANDOM_SEED");
  if (isempty (seed))
    seed = sprintf ("%d", mod (floor (time () * 1e6), 2^31));
  endif
  classes = {"double", "single", "cdouble", "csingle", "int8", "uint8", "int16", "uint16", "int32", ...
             "uint32", "int64", "uint64", "logical", "char"};
  sizes = {[0 0], [0 3], [3 0], [1 0 2], [1 1], [1 5], [5 1], [3 4], [2 3 4], [1 1 3], [7 2 1 2], [40 3]};
  n = merge (strcmp (getenv ("GPUPRIM_LIGHT"), "1"), 40, 250);
  for fn = {"cumsum", "cumprod", "cummax", "cummin", "sum", "prod", "max", "min", "sort", "find"}
    rand ("state", str2double (seed));
    randn ("state", str2double (seed));
    [ok, why] = random_calls (fn{1}, n, classes, sizes);
    tap_ok (ok, "%s: %d random calls of gpu_%s against %s, seed %s %s", backend, n, fn{1}, fn{1}, seed, why);
  endfor
endfunction

run_on_backends (@for_backend);
tap_done ();
