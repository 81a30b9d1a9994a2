## t_gpu_forms.m - forms of the builtins' calls beyond numeric arrays, on
## each backend, against the builtins bit for bit.
##
## char: max, min, sum and prod read a char array by its character codes
## and answer in double, with positions for max and min; max and min of two
## strings compare their codes; find searches the codes and gives char
## values; a string with a number in max (a, b) is an error, as with the
## builtin (gpuprim:invalidType).
##
## VECDIM and "all" (MATLAB's; Octave 7.3 has neither): sum, prod, max and
## min over a set of dims against the builtin over the same elements
## gathered into one dim (permute and reshape), with max and min's
## positions in the slice, and with "linear" their linear index in x.
## Values are whole numbers (with NaN, -0 and ties), so any order of sums
## is exact (a sum's NaN may have other bits than the builtin's).  On a gparray too.
##
## NaN flags (MATLAB's; Octave 7.3 has none): sum, prod, cumsum and
## cumprod with "omitnan" (cumsum and cumprod also reversed), and cummax and
## cummin with "includenan" likewise; in detail, sum and prod with "omitnan"
## against the builtins over x with each NaN made 0 or 1, max and min with
## "includenan" against the builtins' values where a line has no NaN and
## NaN at its first NaN where it has; each also over VECDIM.  Products are
## of -1, 0 and 1, exact in any order (powers of 2 left the single range
## part way along a line of 70000 in one grouping and not in another).
##
## prod's types: "native" (integers saturate at every step, in line order;
## logical is AND) bit for bit against the builtin, "double", the default
## and floats' "native" against the product in double (within 1e-12, or
## 1e-6 for single: the GPU groups factors as a tree).  The "double" reference is prod (double (x)): Octave 7.3's own
## prod (X, 2, "double") of a single matrix gives zeros.
##
## max and min with "ComparisonMethod", "abs" (MATLAB's): against a loop
## over each line's magnitudes and signs (a negative after a positive of the
## same size, -0 after 0), over DIM and "all", every real class.
##
## sort's MissingPlacement and ComparisonMethod (MATLAB's): against the
## builtin's sort with its NaN block moved to the named end, and against
## sortrows of (abs, arg, position) for "abs" (NaN as "auto" places it).
##
## sparse input and cell arrays of strings: the builtins' own results (on
## the host), sparse where the builtin's are; with the options Octave 7.3's
## builtins lack (max and min's "includenan" and ComparisonMethod,
## cummax's "includenan", sort's MissingPlacement and ComparisonMethod),
## the full array's results, sparse where the builtin's plain call is.
##
## max (a, b) and min (a, b) with a NaN flag and "ComparisonMethod",
## "abs": against the reductions' references over each line of two (a's
## element first), every real class and broadcast shapes; on gparrays too.

1;

function xs = char_arrays ()
  sizes = {[0 0], [1 0], [1 1], [1 9], [9 1], [3 4], [2 3 4], [5000 3]};
  xs = cellfun (@(sz) char (randi ([0 1], sz) .* randi ([32 126], sz)), sizes, "UniformOutput", false);  # NUL or printable
endfunction

## each row of calls (name, fn, builtin, outputs) on every array of xs
function check_calls (backend, calls, xs)
  for c = 1:rows (calls)
    ok = true; why = "";
    for k = 1:numel (xs)
      got = cell (1, calls{c, 4});
      want = cell (1, calls{c, 4});
      [got{:}] = calls{c, 2} (xs{k});
      [want{:}] = calls{c, 3} (xs{k});
      for o = 1:numel (got)
        [ok, why] = same_bits (got{o}, want{o});
        if (! ok)
          why = sprintf ("output %d: %s (size %s)", o, why, mat2str (size (xs{k})));
          break;
        endif
      endfor
      if (! ok)
        break;
      endif
    endfor
    tap_ok (ok, "%s: char %s %s", backend, calls{c, 1}, why);
  endfor
endfunction

## (min (x, [], 2) of the codes: Octave 11.3's own [m, im] of a char matrix
## along dim 2 has wrong positions, min (char ([1 2 3; 3 1 2]), [], 2) giving
## 2 and 2, where its min of the same codes as double gives 1 and 2.)
function char_forms (backend)
  calls = {"[m, im] = max", @gpu_max, @max, 2;
           "[m, im] = min (x, [], 2)", @(x) gpu_min (x, [], 2), @(x) min (double (x), [], 2), 2;
           "max (x, fliplr (x))", @(x) gpu_max (x, fliplr (x)), @(x) max (x, fliplr (x)), 1;
           "sum", @gpu_sum, @sum, 1;
           "sum (x, 2)", @(x) gpu_sum (x, 2), @(x) sum (x, 2), 1;
           "prod", @gpu_prod, @prod, 1;
           "find", @gpu_find, @find, 1;
           "[i, j, v] = find", @gpu_find, @find, 3;
           "find (x, 2, \"last\")", @(x) gpu_find (x, 2, "last"), @(x) find (x, 2, "last"), 1};
  check_calls (backend, calls, char_arrays ());
  raised = raised_ids ({{@gpu_max, "abc", 98}}){1};
  tap_ok (strcmp (raised, "gpuprim:invalidType"), "%s: max of a string and a number raises (%s)", backend, raised);
endfunction

## the builtin `fn` (a reduction taking (x, dim), or with extreme (x, [], dim)
## and positions) of x over the dims `dims`, gathered into one dim
function [m, at] = over_dims (fn, x, dims, extreme, linear)
  nd = max (ndims (x), max (dims));
  sz = size (x);
  sz(end+1:nd) = 1;
  rest = setdiff (1:nd, dims);
  order = [dims, rest];
  gathered = reshape (permute (x, order), [prod(sz(dims)), sz(rest), 1]);
  out = sz;
  out(dims) = 1;
  if (! extreme)
    m = reshape (fn (gathered, 1), [out 1]);
    return;
  endif
  [m, at] = fn (gathered, [], 1);
  m = reshape (m, [out 1]);
  if (linear)
    where = reshape (permute (reshape (1:numel (x), [sz 1]), order), size (gathered));
    at = where(sub2ind (size (gathered), at(:), (1:numel (at))'));
  endif
  at = reshape (at, [out 1]);
endfunction

## x with every NaN the same NaN: a GPU's float additions make a NaN of their own bits
function x = any_nan (x)
  x(isnan (x)) = NaN;
endfunction

## One array of class cls and size sz, each reduction over the dims d
function [ok, why] = vecdim_case (cls, sz, d)
  x = with_ties_and_nan (cls, sz);
  if (isfloat (x) && ! isempty (x))
    x(end) = -0;
  endif
  dims = d;
  if (ischar (dims))
    dims = 1:ndims (x);
  endif
  dims = sort (dims);
  tries = {"sum", @gpu_sum, @sum, false; "prod", @gpu_prod, @prod, false};
  if (! isempty (x))
    tries(end+1:end+2, :) = {"max", @gpu_max, @max, true; "min", @gpu_min, @min, true};
  endif
  for t = 1:rows (tries)
    for linear = [false, true(1, tries{t, 4})]
      if (tries{t, 4})
        [want, want_at] = over_dims (tries{t, 3}, x, dims, true, linear);
        extra = repmat ({"linear"}, 1, linear);
        [got, got_at] = tries{t, 2} (x, [], d, extra{:});
        [ok, why] = same_bits (got, want);
        if (ok)
          [ok, why] = same_bits (got_at, want_at);
          why = ["positions: " why];
        endif
      else
        want = over_dims (tries{t, 3}, x, dims, false, false);
        [ok, why] = same_bits (any_nan (tries{t, 2} (x, d)), any_nan (want));
      endif
      if (! ok)
        why = sprintf ("%s over %s of size %s%s: %s", tries{t, 1}, mat2str (d), mat2str (sz),
                       repmat (" linear", 1, linear), why);
        return;
      endif
    endfor
  endfor
endfunction

## The builtin cumulative `fn` (cumsum or cumprod, with its other
## arguments) of x over the dims `dims` taken as one: each slice they span
## gathered into a column in its own column-major order (run from its end
## with reverse), and put back
function y = cum_over_dims (fn, x, dims, reverse, varargin)
  nd = max (ndims (x), max (dims));
  sz = size (x);
  sz(end+1:nd) = 1;
  order = [dims, setdiff(1:nd, dims)];
  gathered = reshape (permute (x, order), [prod(sz(dims)), prod(sz(setdiff (1:nd, dims))), 1]);
  if (reverse)
    y = flip (fn (flip (gathered, 1), 1, varargin{:}), 1);
  else
    y = fn (gathered, 1, varargin{:});
  endif
  y = ipermute (reshape (y, sz(order)), order);
endfunction

## Whether the dims of `dims` that are not 1 have only dims of 1 between them
function next = next_to_each_other (sz, dims)
  sz(end+1:max (dims)) = 1;
  wide = dims(sz(dims) != 1);
  next = isempty (wide) || all (sz(setdiff (min (wide):max (wide), dims)) == 1);
endfunction

## gpu_cumsum and gpu_cumprod over the dims d of an array of class cls and
## size sz (products of exact factors), on host arrays and on gparrays: one
## pass where d's dims lie next to each other, gpuprim:gparrayUnsupported
## for a gparray where they do not
function [ok, why] = scan_vecdim_case (cls, sz, d)
  dims = d;
  if (ischar (dims))
    dims = 1:numel (sz);
  endif
  dims = sort (dims);
  x = with_ties_and_nan (cls, sz);
  f = exact_factors (cls, sz);
  tries = {"cumsum", @gpu_cumsum, @cumsum, x, false, {};
           "cumsum native", @gpu_cumsum, @cumsum_ref, x, false, {"native"};
           "cumsum reverse", @gpu_cumsum, @cumsum, x, true, {"reverse"};
           "cumprod", @gpu_cumprod, @cumprod, f, false, {}};
  for t = 1:rows (tries)
    [fname, gpu_fn, fn, v, reverse, extra] = tries{t, :};
    want = cum_over_dims (fn, v, dims, reverse, extra(! strcmp (extra, "reverse")){:});
    [ok, why] = same_bits (any_nan (gpu_fn (v, d, extra{:})), any_nan (want));
    if (ok && next_to_each_other (sz, dims))
      [ok, why] = same_bits (any_nan (gather (gpu_fn (gparray (v), d, extra{:}))), any_nan (want));
      why = ["gparray: " why];
    elseif (ok)
      raised = raised_ids ({[{gpu_fn, gparray(v), d}, extra]});
      ok = isequal (raised, {"gpuprim:gparrayUnsupported"});
      why = ["gparray raised " strjoin(raised, ", ")];
    endif
    if (! ok)
      why = sprintf ("%s over %s of size %s: %s", fname, mat2str (d), mat2str (sz), why);
      return;
    endif
  endfor
  why = "";
endfunction

function vecdim_forms (backend)
  sizes = {[3 4 5 2], [1 6 1 4], [5 1], [2 3], [0 3], [2 0 3]};
  sets = {[1 2], [1 3], [2 4], [1 2 3 4], [3 5], [2 3], [2 1], 2, "all"};
  for cls = {"double", "single", "int16"}
    [ok, why] = first_failure (@(sz, d) vecdim_case (cls{1}, sz, d), sizes, sets);
    tap_ok (ok, "%s: VECDIM and \"all\", %s %s", backend, cls{1}, why);
  endfor
  x = with_ties_and_nan ("double", [4 3 5]);
  g = gparray (x);
  [m, at] = gpu_max (g, [], [1 3]);
  [m2, at2] = gpu_max (x, [], [1 3]);
  tap_ok (isobject (m) == isobject (g) && isobject (at) == isobject (g) && isequaln ({gather(m), gather(at)}, {m2, at2})
          && isequaln (gather (gpu_sum (g, "all")), gpu_sum (x, "all")),
          "%s: VECDIM of a gparray (an object: %d): results like it, the host array's values", backend,
          isobject (g));
  raised = raised_ids ({{@gpu_sum, x, [1 1]}, {@gpu_sum, x, [0 2]}, {@gpu_sum, x, [1.5 2]}, {@gpu_sum, x, []}, ...
                        {@gpu_sum, x, "al"}});
  want = [repmat({"gpuprim:invalidDim"}, 1, 4), {"gpuprim:unknownOption"}];
  tap_ok (isequal (raised, want), "%s: bad VECDIM raises (%s)", backend, strjoin (raised, ", "));
  for cls = {"double", "single", "int16"}
    [ok, why] = first_failure (@(sz, d) scan_vecdim_case (cls{1}, sz, d), sizes, sets);
    tap_ok (ok, "%s: gpu_cumsum and gpu_cumprod over VECDIM and \"all\", %s %s", backend, cls{1}, why);
  endfor
  raised = raised_ids ({{@gpu_cumsum, x, [1 1]}, {@gpu_cumprod, x, [0 2]}, {@gpu_cumsum, x, "al"}, ...
                        {@gpu_cummax, x, "all"}});
  want = {"gpuprim:invalidDim", "gpuprim:invalidDim", "gpuprim:unknownOption", "gpuprim:unknownOption"};
  tap_ok (isequal (raised, want), "%s: the scans' bad VECDIM raises (%s)", backend, strjoin (raised, ", "));
endfunction

## x with each NaN made v
function x = nan_as (x, v)
  x(isnan (x)) = v;
endfunction

## [m, at] = max or min (fn) of x along dim with "includenan": NaN and the
## position of the first NaN in a line that has one
function [m, at] = nan_wins (fn, x, ~, dim)
  [m, at] = fn (x, [], dim);
  [has, first] = max (isnan (x), [], dim);
  m(has) = NaN;
  at(has) = first(has);
endfunction

## One array of class cls and size sz, each NaN flag over the dims d ([]: none)
function [ok, why] = nanflag_case (cls, sz, d)
  x = with_ties_and_nan (cls, sz);
  p = x;
  p(! isnan (p)) = sign (p(! isnan (p)));  # -1, 0 and 1: exact in any order, never out of range
  dims = d;
  args = {d};
  if (isempty (dims))
    dims = [find(size (x) != 1, 1), 1](1);
    args = {};
  elseif (ischar (dims))
    dims = 1:ndims (x);
  endif
  dims = sort (dims);
  tries = cell (0, 3);
  tries(end+1, :) = {"sum omitnan", any_nan(gpu_sum(x, args{:}, "omitnan")), ...
                     any_nan(over_dims(@(g, dim) sum(nan_as(g, 0), dim), x, dims, false, false))};
  tries(end+1, :) = {"prod omitnan", gpu_prod(p, args{:}, "omitnan"), ...
                     over_dims(@(g, dim) prod(nan_as(g, 1), dim), p, dims, false, false)};
  tries(end+1, :) = {"sum includenan", any_nan(gpu_sum(x, args{:}, "includenan")), ...
                     any_nan(over_dims(@sum, x, dims, false, false))};
  for f = {"max", "min"}
    fn = str2func (f{1});
    [m, at] = feval (["gpu_" f{1}], x, [], args{:}, "includenan");
    [wm, wat] = over_dims (@(g, e, dim) nan_wins (fn, g, e, dim), x, dims, true, false);
    tries(end+1, :) = {[f{1} " includenan"], m, wm};
    tries(end+1, :) = {[f{1} " includenan positions"], at, wat};
    [m, at] = feval (["gpu_" f{1}], x, [], args{:}, "OmitNaN");
    [wm, wat] = over_dims (fn, x, dims, true, false);
    tries(end+1, :) = {[f{1} " omitnan"], m, wm};
    tries(end+1, :) = {[f{1} " omitnan positions"], at, wat};
  endfor
  for t = 1:rows (tries)
    [ok, why] = same_bits (tries{t, 2}, tries{t, 3});
    if (! ok)
      why = sprintf ("%s over %s of size %s: %s", tries{t, 1}, mat2str (d), mat2str (sz), why);
      return;
    endif
  endfor
endfunction

## [w, iw] of cummax or cummin (fn) of x along dim with "includenan": from a
## line's first NaN on, NaN and that NaN's position
function [w, iw] = cum_nan_wins (fn, x, dim)
  [w, iw] = fn (x, dim);
  seen = cumsum (isnan (x), dim) > 0;
  [~, first] = max (isnan (x), [], dim);
  w(seen) = NaN;
  iw = iw .* ! seen + first .* seen;
endfunction

## One array of class cls and size sz, each scan with a NaN flag along d
## ({} or {dim}), forward or (reverse) backward
function [ok, why] = scan_nanflag_case (cls, sz, d, reverse)
  x = with_ties_and_nan (cls, sz);
  if (! isempty (x))
    x(end) = -0;
  endif
  p = x;
  p(! isnan (p)) = sign (p(! isnan (p)));
  dim = [d{:}, find(size (x) != 1, 1), 1](1);
  direction = {};
  flip_back = @(y) y;
  if (reverse)
    direction = {"reverse"};
    flip_back = @(y) flip (y, dim);
  endif
  tries = cell (0, 3);
  tries(end+1, :) = {"cumsum omitnan", gpu_cumsum(x, d{:}, "omitnan", direction{:}), ...
                     flip_back(cumsum(nan_as(flip_back(x), 0), dim))};
  tries(end+1, :) = {"cumprod omitnan", gpu_cumprod(p, d{:}, "omitnan", direction{:}), ...
                     flip_back(cumprod(nan_as(flip_back(p), 1), dim))};
  if (! reverse)  # positions of a reversed cummax count from the line's end: not checked here
    for f = {"cummax", "cummin"}
      [w, iw] = feval (["gpu_" f{1}], x, d{:}, "IncludeNaN");
      [ww, wiw] = cum_nan_wins (str2func (f{1}), x, dim);
      tries(end+1, :) = {[f{1} " includenan"], w, ww};
      tries(end+1, :) = {[f{1} " includenan positions"], iw, wiw};
      [w, iw] = feval (["gpu_" f{1}], x, d{:}, "omitnan");
      [ww, wiw] = feval (f{1}, x, dim);
      tries(end+1, :) = {[f{1} " omitnan"], w, ww};
      tries(end+1, :) = {[f{1} " omitnan positions"], iw, wiw};
    endfor
  endif
  for t = 1:rows (tries)
    [ok, why] = same_bits (tries{t, 2}, tries{t, 3});
    if (! ok)
      why = sprintf ("%s along %d of size %s%s: %s", tries{t, 1}, dim, mat2str (sz), repmat (" reverse", 1, reverse),
                     why);
      return;
    endif
  endfor
endfunction

function nanflag_forms (backend)
  sizes = {[1 1], [9 1], [1 9], [4 5], [3 4 5], [2 1 3 2], [5000 3], [1 70000]};
  sets = {[], 1, 2, [1 2], [1 3], [2 3], "all"};
  for cls = {"double", "single"}
    [ok, why] = first_failure (@(sz, d) nanflag_case (cls{1}, sz, d), sizes, sets);
    tap_ok (ok, "%s: NaN flags, %s %s", backend, cls{1}, why);
    [ok, why] = first_failure (@(sz, d, rev) scan_nanflag_case (cls{1}, sz, d, rev), sizes, {{}, {1}, {2}, {3}},
                               {false, true});
    tap_ok (ok, "%s: the scans' NaN flags, %s %s", backend, cls{1}, why);
  endfor
  x = int16 ([3 -2 7; 1 1 -9]);
  tap_ok (isequal (gpu_sum (x, 2, "omitnan"), sum (x, 2)) && isequal (gpu_max (x, [], "includenan"), max (x)),
          "%s: NaN flags on a class without NaN change nothing", backend);
  tap_ok (isequaln (gpu_sum ([Inf NaN -Inf 1], "omitnan"), NaN) && isequal (gpu_sum ([1+2i NaN 3], "omitnan"), 4+2i),
          "%s: \"omitnan\" keeps the arithmetic's NaN (Inf - Inf), and skips a complex NaN whole", backend);
  raised = raised_ids ({{@gpu_cumsum, [1 NaN], 2, "omitnan", "algorithm", "blelloch"}});
  want = {"gpuprim:unsupportedAlgorithm"};  # a classic scan
  tap_ok (isequal (raised, want), "%s: NaN flags not supported say so (%s)", backend, strjoin (raised, ", "));
  x = randn (300, 7) .* 10 .^ randi ([-20 20], 300, 7);
  x(rand (size (x)) < 0.1) = NaN;
  x(:, 3) = NaN;
  x0 = x;
  x0(isnan (x0)) = 0;
  got = {gpu_sum(x, "extra", "omitnan"), gpu_sum(x, 2, "omitnan", "extra"), gpu_sum(single (x), "omitnan", "extra")};
  want = {gpu_sum(x0, "extra"), gpu_sum(x0, 2, "extra"), gpu_sum(single (x0), "double")};
  g = gpu_sum (gparray (x), 2, "extra", "omitnan");
  tap_ok (isequal (got, want) && got{1}(3) == 0 && ! any (isnan (got{2})) && isa (g, "gparray")
          && isequal (gather (g), want{2}),
          "%s: \"omitnan\" with \"extra\": the compensated sum of x with its NaN as 0, of a gparray too", backend);
  ## max (a, b, "includenan") and min: NaN wherever a or b is (MATLAB's semantics; Octave 7.3 has no such flag)
  pairs = {{[1 NaN 3 NaN], [NaN 2 1 NaN]}, {single([NaN -0; 2 5]), single([1 NaN])}, {[NaN; 4], 3}, ...
           {zeros(0, 3), NaN}, {reshape([1:5 NaN], 1, 2, 3), [2; NaN]}, {int8([1 -5]), [NaN 7]}, {5, NaN}};
  ok = true; why = "";
  for k = 1:numel (pairs)
    [a, b] = pairs{k}{:};
    for f = {{@gpu_max, @max}, {@gpu_min, @min}}
      got = f{1}{1} (a, b, "includenan");
      want = f{1}{2} (a, b);
      if (isfloat (want))
        want(isnan (a + zeros (size (want))) | isnan (b + zeros (size (want)))) = NaN;
      endif
      if (! (isequaln (got, want) && strcmp (class (got), class (want))
             && isequaln (f{1}{1} (a, b, "omitnan"), f{1}{2} (a, b))))
        ok = false; why = sprintf ("(pair %d, %s)", k, func2str (f{1}{1}));
      endif
    endfor
  endfor
  tap_ok (ok && isnan (gpu_max (NaN, 1, "IncludeNaN")) && gpu_max (NaN, 1) == 1,
          "%s: max and min (a, b, \"includenan\"): NaN wherever a or b is %s", backend, why);
endfunction

## One array of class cls and size sz, its product along d ({} or {dim}) as type ty
function [ok, why] = prod_type_case (cls, sz, d, ty)
  if (strcmp (cls, "logical"))
    x = rand (sz) > 0.05;
  else  # small factors, some zeros, some large: products that saturate
    x = cast (randi ([-3 3], sz) .* (1 + 60 * (rand (sz) < 0.2)), cls);
  endif
  args = [d, {ty}(! strcmp (ty, "default"))];
  got = gpu_prod (x, args{:});
  if (strcmp (ty, "native") && ! isfloat (x))  # integers and logical: in line order, exact
    [ok, why] = same_bits (got, prod (x, args{:}));
  else  # floats: the GPU groups factors as a tree (the H100 run: double "native" differed in the last bits)
    want = prod (double (x), d{:});
    if (! strcmp (ty, "double") && strcmp (cls, "single"))
      want = prod (x, d{:});
    endif
    [ok, why] = same_class_and_size (got, want);
    scale = max (abs (double (want(:))), 1);
    ok = ok && all (abs (double (got(:)) - double (want(:))) <= 1e-6 * scale * strcmp (cls, "single")
                    + 1e-12 * scale | double (got(:)) == double (want(:)));
  endif
  if (! ok)
    why = sprintf ("prod (x, %s) of size %s: %s", strjoin (cellfun (@num2str, args, "UniformOutput", false), ", "),
                   mat2str (sz), why);
  endif
endfunction

function prod_type_forms (backend)
  sizes = {[0 0], [1 1], [1 7], [7 1], [5 40], [3 4 5], [200 3]};
  classes = {"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "logical", "single", "double"};
  for c = 1:numel (classes)
    [ok, why] = first_failure (@(sz, d, ty) prod_type_case (classes{c}, sz, d, ty), sizes, {{}, {1}, {2}, {3}},
                               {"native", "double", "default"});
    tap_ok (ok, "%s: prod's types, %s %s", backend, classes{c}, why);
  endfor
  ## over dims with a gap between them: each slice's product in its own order, saturating at every step
  ok = isequal (gpu_prod (int8 ([100 2 -1]), "native"), int8 (-127));  # 100*2 saturates to 127 first
  why = "";
  for c = {"int8", "uint8", "int32", "int64"}
    for shape = {{[3 4 5], [1 3]}, {[2 3 4 5], [2 4]}, {[2 3 4 5], [1 2 4]}, {[3 1 4], [1 3]}, {[0 3 4], [1 3]}}
      [sz, d] = shape{1}{:};
      x = cast (randi ([-3 3], sz) .* (1 + 40 * (rand (sz) < 0.3)), c{1});
      got = gpu_prod (x, d, "native");
      on_device = gpu_prod (gparray (x), d, "native");  # in place, without a permute
      others = setdiff (1:numel (sz), d);
      cols = reshape (permute (x, [d, others]), [prod(sz(d)), sz(others), 1]);
      want = ones ([1, sz(others), 1], c{1});
      for k = 1:rows (cols)  # Octave's integer arithmetic saturates at each step
        want = want .* reshape (cols(k, :), size (want));
      endfor
      out = sz;
      out(d) = 1;
      if (! (isequal (got, reshape (want, out)) && strcmp (class (got), c{1}) && isobject (on_device)
             && isequal (gather (on_device), reshape (want, out))))
        ok = false; why = sprintf ("(%s, size %s, vecdim %s)", c{1}, mat2str (sz), mat2str (d));
      endif
    endfor
  endfor
  tap_ok (ok, "%s: a \"native\" integer product over dims with a gap between them, in each slice's order, host array and gparray %s",
          backend, why);
endfunction

## [m, at] of max (ismax) or min of each column of x by magnitude, then angle
function [m, at] = abs_extreme_columns (x, ismax, include_nan = false)
  sz = size (x);
  x = reshape (x, sz(1), []);
  ok = ! isnan (x);
  mag = abs (double (x));
  neg = x < 0 | (isfloat (x) & signbit (double (x)));
  mag(! ok) = merge (ismax, -Inf, Inf);
  best = merge (ismax, max (mag, [], 1), min (mag, [], 1));
  tied = ok & mag == best;
  [has_side, on_side] = max (tied & (neg == ismax), [], 1);  # of equal magnitudes, the angle max (min) prefers
  [~, at] = max (tied, [], 1);
  at(has_side) = on_side(has_side);
  at(! any (ok, 1)) = 1;
  if (include_nan)  # the first NaN wins
    [has_nan, first_nan] = max (! ok, [], 1);
    at(has_nan) = first_nan(has_nan);
  endif
  m = x(sub2ind (size (x), at, 1:columns (x)));
  if (isempty (x))
    m = x(1:0, :);
    at = zeros (size (m));
  endif
  m = reshape (m, [1, sz(2:end)]);
  at = reshape (at, [1, sz(2:end)]);
endfunction

## One array of class cls and size sz, max and min by "abs" over d
function [ok, why] = comparison_case (cls, sz, d)
  x = cast (randi ([-4 4], sz), cls);  # ties of magnitude between signs
  if (isfloat (x))
    x(rand (sz) < 0.1) = NaN;
    x(rand (sz) < 0.1) = -0;
  endif
  dims = d;
  if (ischar (dims))
    dims = 1:ndims (x);
  endif
  for f = {"max", "min"}
    ismax = strcmp (f{1}, "max");
    for flag = {"omitnan", "includenan"}
      [m, at] = feval (["gpu_" f{1}], x, [], d, flag{1}, "ComparisonMethod", "abs");
      [wm, wat] = over_dims (@(g, e, dim) abs_extreme_columns (g, ismax, strcmp (flag{1}, "includenan")), x, dims,
                             true, false);
      [ok, why] = same_bits (m, wm);
      if (ok)
        [ok, why] = same_bits (at, wat);
      endif
      if (! ok)
        why = sprintf ("%s %s over %s of size %s: %s", f{1}, flag{1}, mat2str (d), mat2str (sz), why);
        return;
      endif
    endfor
  endfor
endfunction

## max (a, b) or min (a, b) with a NaN flag and ComparisonMethod, against
## the reductions' references over each line of two (a first)
function [ok, why] = pair_case (cls, sza, szb)
  a = with_ties_and_nan (cls, sza);
  b = with_ties_and_nan (cls, szb);
  if (isfloat (a))
    a(rand (sza) < 0.1) = -0;
  endif
  [pairs, dim] = stacked_pairs (a, b);
  lines = reshape (permute (pairs, [dim, 1:dim-1]), 2, []);
  out = size (pairs)(1:dim-1);
  ok = true; why = "";
  for f = {"max", "min"}
    ismax = strcmp (f{1}, "max");
    for flag = {"omitnan", "includenan"}
      for method = {"auto", "abs"}
        include = strcmp (flag{1}, "includenan");
        got = feval (["gpu_" f{1}], a, b, flag{1}, "ComparisonMethod", method{1});
        if (strcmp (method{1}, "abs"))
          want = reshape (abs_extreme_columns (lines, ismax, include), [out 1]);
        else  # the builtin's (its scalar case takes b of equal values), a's NaN, else b's, where included
          want = feval (f{1}, a, b);
          if (include)
            A = reshape (lines(1, :), [out 1]);
            B = reshape (lines(2, :), [out 1]);
            want(isnan (B)) = B(isnan (B));
            want(isnan (A)) = A(isnan (A));
          endif
        endif
        [ok, why] = same_bits (got, want);
        if (! ok)
          why = sprintf ("%s (a, b, %s, %s), %s and %s: %s", f{1}, flag{1}, method{1}, mat2str (sza), mat2str (szb),
                         why);
          return;
        endif
      endfor
    endfor
  endfor
endfunction

function pair_forms (backend)
  shapes = {{[1 1], [1 1]}, {[9 1], [9 1]}, {[7 40], [1 40]}, {[3 4 5], [3 1 5]}, {[0 3], [1 3]}, {[1 1], [5 3]}};
  if (! strcmp (getenv ("GPUPRIM_LIGHT"), "1"))  # the sanitizer runs: short ones only
    shapes{end+1} = {[1 70000], [1 70000]};
  endif
  for cls = {"double", "single", "int8", "int64", "uint8"}
    [ok, why] = first_failure (@(s) pair_case (cls{1}, s{:}), shapes);
    tap_ok (ok, "%s: max (a, b) and min (a, b) with NaN flags and \"abs\", %s %s", backend, cls{1}, why);
  endfor
  a = [1 NaN 3 -3 -0];
  b = [NaN 2 -3 3 0];
  got = {gpu_max(gparray (a), gparray (b), "includenan"), gpu_min(gparray (a), gparray (b), "ComparisonMethod", "abs"), ...
         gpu_max(gparray (single (a)), single (b), "includenan", "ComparisonMethod", "abs")};
  want = {[NaN NaN 3 3 -0], [1 2 3 3 0], single([NaN NaN -3 -3 -0])};
  ok = all (cellfun (@(g) isa (g, "gparray"), got));
  for k = 1:numel (got)
    ok = ok && same_bits (gather (got{k}), want{k});
  endfor
  tap_ok (ok, "%s: gparray max (a, b) and min (a, b) with \"includenan\" and \"abs\" stay on the GPU", backend);
endfunction

function comparison_forms (backend)
  classes = {"double", "single", "int8", "int16", "int32", "int64", "uint8"};
  for c = 1:numel (classes)
    sizes = {[1 1], [9 1], [7 40], [3 4 5], [1 70000]};
    [ok, why] = first_failure (@(sz, d) comparison_case (classes{c}, sz, d), sizes, {1, 2, [1 2], "all"});
    tap_ok (ok, "%s: max and min by \"abs\", %s %s", backend, classes{c}, why);
  endfor
  raised = raised_ids ({{@gpu_min, [1 2], [], "ComparisonMethod", "size"}, ...
                        {@gpu_max, [1 2], [3 4], "ComparisonMethod", "size"}});
  want = {"gpuprim:unknownOption", "gpuprim:unknownOption"};
  tap_ok (isequal (raised, want), "%s: ComparisonMethod's bad calls say so (%s)", backend, strjoin (raised, ", "));
endfunction

## The expected [s, i] of x's lines (x a matrix, dim 1) sorted with mode and
## NaN placed by missing, or by (abs, arg) with by_abs
function [s, i] = sorted_lines (x, descending, missing, by_abs)
  if (rows (x) == 1)  # lines of one element (a long column along dim 2): 40000 loops otherwise
    s = x;
    i = ones (size (x));
    return;
  endif
  i = zeros (size (x));
  for c = 1:columns (x)
    v = x(:, c);
    nan = find (isnan (v));
    rest = find (! isnan (v));
    if (by_abs && ! isempty (rest))
      keys = [abs(double (v(rest))), pi * (v(rest) < 0 | (isfloat (v) & signbit (double (v(rest))))), rest];
      keys(:, 1:2) *= 1 - 2 * descending;
      [~, k] = sortrows (keys);
      rest = rest(k);
    elseif (! by_abs)
      [~, k] = sort (v(rest), merge (descending, "descend", "ascend"));
      rest = rest(k);
    endif
    nan_first = strcmp (missing, "first") || (strcmp (missing, "auto") && descending);
    i(:, c) = merge (nan_first, [nan; rest], [rest; nan]);
  endfor
  s = x(sub2ind (size (x), i, repmat (1:columns (x), rows (x), 1)));
endfunction

## One array of class cls and size sz sorted along dim 1 and 2 with the options
function [ok, why] = sort_option_case (cls, sz, descending, missing, method)
  x = with_ties_and_nan (cls, sz);
  if (isfloat (x))
    x(rand (sz) < 0.1) = -0;
  elseif (intmin (cls) < 0)  # the limits: intmin's abs is past intmax
    x(rand (sz) < 0.05) = intmin (cls);
    x(rand (sz) < 0.05) = intmax (cls);
    x(rand (sz) < 0.05) = -intmax (cls);
  endif
  mode = merge (descending, "descend", "ascend");
  ok = true; why = "";
  for dim = 1:2
    [s, i] = gpu_sort (x, dim, mode, "MissingPlacement", missing, "ComparisonMethod", method);
    [gs, gi] = gpu_sort (gparray (x), dim, mode, "MissingPlacement", missing, "ComparisonMethod", method);
    if (! (isequal (gather (gi), i) && same_bits (gather (gs), s)))
      ok = false;
      why = sprintf ("%s along %d, %s, %s, %s: a gparray's sort differs", mat2str (sz), dim, mode, missing, method);
      return;
    endif
    if (dim == 1)
      [ws, wi] = sorted_lines (x, descending, missing, strcmp (method, "abs"));
    else
      [ws, wi] = sorted_lines (x.', descending, missing, strcmp (method, "abs"));
      ws = ws.';
      wi = wi.';
    endif
    [ok, why] = same_bits (s, ws);
    if (ok)
      [ok, why] = same_bits (i, wi);
    endif
    if (! ok)
      why = sprintf ("%s along %d, %s, MissingPlacement %s, ComparisonMethod %s: %s", mat2str (sz), dim, mode,
                     missing, method, why);
      return;
    endif
  endfor
endfunction

function sort_option_forms (backend)
  sizes = {[1 1], [9 1], [1 40], [30 7], [300 2]};
  if (! strcmp (getenv ("GPUPRIM_LIGHT"), "1"))  # the sanitizer runs: short lines only
    sizes{end+1} = [40000 1];  # through the one-sweep passes
  endif
  ## each placement by value and by abs, and "real" with NaN where "auto" puts it
  options = {{"first", "auto"}, {"last", "auto"}, {"auto", "auto"}, {"auto", "abs"}, {"first", "abs"}, ...
             {"last", "abs"}, {"auto", "real"}};
  for cls = {"double", "single", "int16", "int8"}
    [ok, why] = first_failure (@(sz, desc, o) sort_option_case (cls{1}, sz, desc, o{:}), sizes, {false, true},
                               options);
    tap_ok (ok, "%s: sort's MissingPlacement and ComparisonMethod, %s %s", backend, cls{1}, why);
  endfor
  raised = raised_ids ({{@gpu_sort, [1 2], "MissingPlacement", "middle"}, {@gpu_sort, [1 2], "ComparisonMethod"}, ...
                        {@gpu_sort, {"b", "a"}, "MissingPlacement", "middle"}});
  want = {"gpuprim:unknownOption", "gpuprim:invalidCall", "gpuprim:unknownOption"};
  tap_ok (isequal (raised, want), "%s: sort's bad name-value pairs say so (%s)", backend, strjoin (raised, ", "));
endfunction

## s with each NaN as v
function s = nan_as (s, v)
  s(isnan (s)) = v;
endfunction

function host_forms (backend)
  s = sprandn (40, 30, 0.2);
  s(3, :) = NaN;
  s(5, 5) = -Inf;
  calls = {"cumsum (s, 2)", @(s) gpu_cumsum (s, 2), @(s) cumsum (s, 2), 1;
           "cumprod", @gpu_cumprod, @cumprod, 1;
           "[w, iw] = cummax", @gpu_cummax, @cummax, 2;
           "[w, iw] = cummin (s, 2)", @(s) gpu_cummin (s, 2), @(s) cummin (s, 2), 2;
           "sum (s, 2)", @(s) gpu_sum (s, 2), @(s) sum (s, 2), 1;
           "prod", @gpu_prod, @prod, 1;
           "[m, im] = max", @gpu_max, @max, 2;
           "[m, im] = min (s, [], 2)", @(s) gpu_min (s, [], 2), @(s) min (s, [], 2), 2;
           "max (s, 0.5)", @(s) gpu_max (s, 0.5), @(s) max (s, 0.5), 1;
           "[v, i] = sort (s, 2, \"descend\")", @(s) gpu_sort (s, 2, "descend"), @(s) sort (s, 2, "descend"), 2;
           "[i, j, v] = find", @gpu_find, @find, 3;
           "gpu_compact (s, mask)", @(s) gpu_compact (s, s > 0.5), @(s) s(s > 0.5), 1;
           "gpu_sat", @gpu_sat, @(s) cumsum (cumsum (s, 1), 2), 1;
           "sum (s, 2, \"omitnan\")", @(s) gpu_sum (s, 2, "omitnan"), @(s) sum (nan_as (s, 0), 2), 1;
           "cumsum (s, \"OmitNaN\")", @(s) gpu_cumsum (s, "OmitNaN"), @(s) cumsum (nan_as (s, 0)), 1;
           "cumprod (s, 2, \"omitnan\")", @(s) gpu_cumprod (s, 2, "omitnan"), @(s) cumprod (nan_as (s, 1), 2), 1;
           "prod (s, \"includenan\")", @(s) gpu_prod (s, "includenan"), @prod, 1;
           "[m, im] = max (s, [], 2, \"omitnan\")", @(s) gpu_max (s, [], 2, "omitnan"), @(s) max (s, [], 2), 2;
           "[w, iw] = cummin (s, \"omitnan\")", @(s) gpu_cummin (s, "omitnan"), @cummin, 2};
  for c = 1:rows (calls)
    got = cell (1, calls{c, 4});
    want = cell (1, calls{c, 4});
    [got{:}] = calls{c, 2} (s);
    [want{:}] = calls{c, 3} (s);
    ok = (isequal (cellfun (@issparse, got), cellfun (@issparse, want)) && isequaln (got, want)
          && isequal (cellfun (@class, got, "UniformOutput", false), cellfun (@class, want, "UniformOutput", false)));
    tap_ok (ok, "%s: sparse %s as the builtin's, sparse where it is", backend, calls{c, 1});
  endfor
  f = full (s);
  calls = {"[m, im] = max (s, [], 2, \"includenan\")", @(s) gpu_max (s, [], 2, "includenan"), true, 2;
           "[m, im] = min (s, [], \"ComparisonMethod\", \"abs\")", @(s) gpu_min (s, [], "ComparisonMethod", "abs"), true, 2;
           "max (s, 0.5, \"includenan\")", @(s) gpu_max (s, 0.5, "includenan"), true, 1;
           "max (s, full, \"includenan\")", @(s) gpu_max (s, full (s'(1:30, :)'), "includenan"), false, 1;
           "[w, iw] = cummax (s, \"includenan\")", @(s) gpu_cummax (s, "includenan"), false, 2};
  for c = 1:rows (calls)
    got = cell (1, calls{c, 4});
    want = cell (1, calls{c, 4});
    [got{:}] = calls{c, 2} (s);
    [want{:}] = calls{c, 2} (f);
    want{1} = merge (calls{c, 3}, sparse (want{1}), want{1});
    tap_ok (isequal (cellfun (@issparse, got), cellfun (@issparse, want)) && isequaln (got, want),
            "%s: sparse %s as the full array's, sparse where the builtin's plain call is", backend, calls{c, 1});
  endfor
  for o = {{"descend", "MissingPlacement", "last"}, {2, "ComparisonMethod", "abs"}, {"MissingPlacement", "first"}}
    [v, i] = gpu_sort (s, o{1}{:});
    [fv, fi] = gpu_sort (f, o{1}{:});
    tap_ok (issparse (v) && ! issparse (i) && isequaln ({full(v), i}, {fv, fi}),
            "%s: sparse sort (s, %s) as the full array's, values sparse", backend,
            strjoin (cellfun (@num2str, o{1}, "UniformOutput", false), ", "));
  endfor
  c = {"pear", "Apple", "apple", "", "fig", "apple"};
  [a, i] = gpu_sort (c);
  [a2, i2] = sort (c);
  [b, j] = gpu_sort (c', 1, "descend");
  [b2, j2] = sort (c', 1, "descend");
  tap_ok (isequal ({a, i, b, j}, {a2, i2, b2, j2}) && isequal (gpu_sort (c, "algorithm", "split"), a2),
          "%s: sort of a cell array of strings, [s, i], dim and \"descend\"", backend);
  [a, i] = gpu_sort (c, "descend", "MissingPlacement", "first", "ComparisonMethod", "abs");
  [a2, i2] = sort (c, "descend");
  tap_ok (isequal ({a, i}, {a2, i2}), "%s: a cell array of strings' MissingPlacement and ComparisonMethod change nothing",
          backend);
endfunction

run_on_backends (@char_forms);
run_on_backends (@vecdim_forms);
run_on_backends (@nanflag_forms);
run_on_backends (@prod_type_forms);
run_on_backends (@sort_option_forms);
run_on_backends (@comparison_forms);
run_on_backends (@pair_forms);
run_on_backends (@host_forms);
tap_done ();
