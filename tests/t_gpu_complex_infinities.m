## t_gpu_complex_infinities.m - complex prod and cumprod of lines with
## infinite and NaN factors, on each backend, against the builtins.
##
## Where a factor has an infinite part, which parts of the product come out
## NaN or infinite, and the signs of the infinities, depend on the grouping
## of the factors (C99's Annex G): the builtins multiply left to right, so
## gpuprim must too on those lines.  Factors are near the unit circle, so
## that finite products neither overflow nor vanish and are held within
## rounding, while every non-finite part must be where the builtin has it,
## with its sign (a NaN's sign aside).  Lines run along dim 1, dim 2 and
## the middle dim of 3-d arrays, from 5 to 70000 long (across the scans'
## and reductions' tiles), double and single, with "double" and "omitnan"
## (GPUPRIM_LIGHT=1, for the sanitizer runs: fewer lengths).

1;

## len x lines factors (lines x len for dim 2, 4 x len x 3 for 3-d): about
## three infinite parts and one NaN part per line
function x = factors (cls, len, lines, shape)
  x = exp (2i * pi * rand (len, lines)) .* (1 + 0.01 * randn (len, lines));
  k = rand (len, lines) < 2 / len;
  x(k) = complex (Inf * sign (randn (nnz (k), 1)), real (x(k)));
  k = rand (len, lines) < 1 / len;
  x(k) = complex (real (x(k)), -Inf);
  k = rand (len, lines) < 1 / len;
  x(k) = complex (NaN, imag (x(k)));
  x = cast (x, cls);
  switch (shape)
    case 2
      x = x.';
    case 3
      x = permute (reshape (x(:, 1:12), len, 4, 3), [2 1 3]);
  endswitch
endfunction

## got and want: the same class and size, non-finite parts where want has
## them (infinities of the same sign), finite ones within rounding of the
## larger finite part
function [ok, why] = agree (got, want)
  [ok, why] = same_class_and_size (got, want);
  if (! ok)
    return;
  endif
  tol = merge (isa (want, "single"), 1e-3, 1e-9);
  g = double ([real(got(:)) imag(got(:))]);
  w = double ([real(want(:)) imag(want(:))]);
  fin = isfinite (w);
  scale = repmat (max (abs (w .* fin), [], 2), 1, 2);  # the finite parts' (Inf * 0 is NaN)
  bad = isnan (g) != isnan (w) | isinf (g) != isinf (w) | (isinf (w) & sign (g) != sign (w)) ...
        | (fin & ! (abs (g - w) <= tol * scale));
  ok = ! any (bad(:));
  if (! ok)
    k = find (any (bad, 2), 1);
    why = sprintf ("%d of %d elements differ, the first %s against %s", nnz (any (bad, 2)), numel (want),
                   num2str (got(k)), num2str (want(k)));
  endif
endfunction

## The builtin's prod or cumprod (fn) of each line without its NaN elements
## (MATLAB's "omitnan"): a NaN counts as 1 without being multiplied in
function y = omitting_nan (fn, x, dim)
  sz = size (x);
  order = [dim, setdiff(1:ndims (x), dim)];
  v = reshape (permute (x, order), sz(dim), []);
  if (strcmp (fn, "prod"))
    y = ones (1, columns (v), class (x));
  else
    y = ones (size (v), class (x));
  endif
  for l = 1:columns (v)
    keep = ! isnan (v(:, l));
    if (strcmp (fn, "prod"))
      y(l) = prod (v(keep, l));
    elseif (any (keep))
      c = cumprod (v(keep, l));
      at = cumsum (keep);
      y(at > 0, l) = c(at(at > 0));
    endif
  endfor
  out = sz(order);
  if (strcmp (fn, "prod"))
    out(1) = 1;
  endif
  y = ipermute (reshape (y, out), order);
endfunction

function [ok, why] = line_case (cls, len, shape, form)
  dim = merge (shape == 1, 1, 2);
  lines = merge (shape == 3, 12, max (3, round (2e5 / len)));
  if (! strcmp (form, "plain") && shape != 3)
    lines = max (3, round (lines / 8));
  endif
  x = factors (cls, len, lines, shape);
  switch (form)
    case "plain"
      pairs = {gpu_prod(x, dim), prod(x, dim); gpu_cumprod(x, dim), cumprod(x, dim)};
    case "double"
      pairs = {gpu_prod(x, dim, "double"), prod(double (x), dim)};
    case "omitnan"
      pairs = {gpu_prod(x, dim, "omitnan"), omitting_nan("prod", x, dim);
               gpu_cumprod(x, dim, "omitnan"), omitting_nan("cumprod", x, dim)};
  endswitch
  for p = 1:rows (pairs)
    [ok, why] = agree (pairs{p, 1}, pairs{p, 2});
    if (ok && ! any (! isfinite (pairs{p, 2}(:))))
      ok = false;
      why = "no non-finite result: the case tests nothing";
    endif
    if (! ok)
      why = sprintf ("%s %s %s along %d, %s: %s", merge (p == 1, "prod", "cumprod"), cls, mat2str (size (x)),
                     dim, form, why);
      return;
    endif
  endfor
endfunction

function infinity_forms (backend)
  lens = {5, 40, 300, 2561, 70000};
  if (strcmp (getenv ("GPUPRIM_LIGHT"), "1"))  # the sanitizer runs
    lens = {5, 300, 2561};
  endif
  for cls = {"double", "single"}
    [ok, why] = first_failure (@(len, shape) line_case (cls{1}, len, shape, "plain"), lens, {1, 2, 3});
    tap_ok (ok, "%s: complex prod and cumprod, %s, lines with infinite and NaN factors %s", backend, cls{1}, why);
    [ok, why] = first_failure (@(len, shape) line_case (cls{1}, len, shape, "omitnan"), lens, {1, 2, 3});
    tap_ok (ok, "%s: complex prod and cumprod with \"omitnan\", %s, infinite factors %s", backend, cls{1}, why);
  endfor
  [ok, why] = first_failure (@(len, shape) line_case ("single", len, shape, "double"), lens, {1, 2, 3});
  tap_ok (ok, "%s: complex prod (single, \"double\") of lines with infinite factors %s", backend, why);
endfunction

rand ("seed", 42);
randn ("seed", 42);
run_on_backends (@infinity_forms);
tap_done ();
