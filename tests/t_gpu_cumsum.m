## t_gpu_cumsum.m - gpu_cumsum against Octave's cumsum, on every backend.
##
## Each TAP line covers one group of cases on one backend; it fails on the
## first case whose class, size or values differ from cumsum's, and names it.
## Integer and logical results must be identical; floating-point results
## within len * eps * cumsum (abs (x)) (the additions are grouped differently).

1;

function [ok, why] = same_as_builtin (x, args)
  ok = true;
  why = "";
  want = cumsum_ref (x, args{:});
  got = gpu_cumsum (x, args{:});
  if (! strcmp (class (got), class (want)))
    ok = false; why = sprintf ("class %s, want %s", class (got), class (want)); return;
  endif
  if (! isequal (size (got), size (want)))
    ok = false; why = sprintf ("size %s, want %s", mat2str (size (got)), mat2str (size (want))); return;
  endif
  if (isinteger (want) || islogical (want))
    ok = isequal (got, want);
  else
    nan_ok = isequal (isnan (got), isnan (want));
    fin = ! isnan (want);
    ## the bound of any summation order: len * eps * cumulative |x|
    dim = scan_dim (x, args);
    len = size (x, dim);
    bound = len * eps (class (want)) * cumsum (abs (double (x)), dim);
    err = abs (double (got) - double (want));
    ok = nan_ok && all (err(fin) <= bound(fin) | got(fin) == want(fin));
    ## infinities and signed zeros must be exact
    ok = ok && isequal (isinf (got), isinf (want)) ...
         && isequal (signbit (got(want == 0 | isinf (want))), signbit (want(want == 0 | isinf (want))));
  endif
  if (! ok)
    why = "values differ";
  endif
endfunction

function cases_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", ...
             "int64", "uint64", "logical"};
  for c = 1:numel (classes)
    cls = classes{c};
    xs = scan_test_arrays (@random_of_class, cls);
    argsets = {{}, {1}, {2}, {3}, {5}, {"native"}, {"double"}, {2, "native"}, {3, "double"}};
    check_scan_group (backend, sprintf ("%s: rows, columns, N-d, every dim and type", cls), xs,
                      argsets, @same_as_builtin);
  endfor

  empties = {zeros(0, 0), zeros(0, 3), zeros(3, 0), zeros(1, 0), zeros(0, 1), zeros(0, 3, 2), ...
             int8(zeros(0, 4)), single(zeros(2, 0, 3)), false(0, 5)};
  check_scan_group (backend, "empty arrays", empties, {{}, {1}, {2}, {3}, {"native"}},
                    @same_as_builtin);
  scalars = {5, single(-2.5), int8(-128), uint64(18446744073709551615), true, NaN, -Inf, -0};
  check_scan_group (backend, "scalars", scalars, {{}, {1}, {2}, {"native"}, {"double"}},
                    @same_as_builtin);

  special = {[1 NaN 2 3], [NaN 1 2], [Inf 1 -Inf 2], [-Inf -Inf 1], [-0 -0 -0], [0 -0], ...
             single([1 NaN 2]), single([Inf -Inf]), [1e308 1e308 -1e308], single([3e38 3e38]), ...
             typecast(uint64(18444492273895866368), "double") * [1 1], ...  # NaN with the sign bit set
             single(-NaN) * [1 2 3]};
  check_scan_group (backend, "NaN (both signs), +-Inf, -0, overflow to Inf", special,
                    {{}, {2}, {"double"}}, @same_as_builtin);

  limits = {};
  for c = 3:10
    cls = classes{c};
    limits{end+1} = [intmax(cls) intmax(cls) intmin(cls) intmin(cls) intmax(cls)];
    limits{end+1} = [intmin(cls) -1 intmax(cls) 1 1];
    limits{end+1} = repmat (intmax (cls), 1, 5000);
    limits{end+1} = cast ([100 100 -100], cls);
  endfor
  check_scan_group (backend, "integer limits, saturating natively", limits,
                    {{}, {"native"}, {"double"}}, @same_as_builtin);

  ## exact sums of integers, however the additions are grouped
  check_scan_group (backend, "integer-valued doubles sum exactly", ...
               {randi([-1000 1000], 100000, 1), randi(50, 3000, 40)}, {{}, {1}, {2}}, @same_as_builtin);
endfunction

tap_plan ();
old_backend = gpuprim_backend ();
for backend = {"host", "cuda"}
  b = backend{1};
  if (strcmp (b, "cuda") && ! gpu_present ())
    for k = 1:18
      tap_no_gpu (sprintf ("cuda group %d", k));
    endfor
    continue;
  endif
  gpuprim_backend (b);
  tap_ok (strcmp (gpuprim_info ().backend, b), "%s: backend selected", b);
  cases_for_backend (b);

  ## past 2^31 bytes: 2^31 + 1000 int8 elements, saturating
  if (strcmp (getenv ("GPUPRIM_SKIP_HUGE"), "1"))
    tap_skip (sprintf ("%s: 2^31+1000 int8 elements", b), "GPUPRIM_SKIP_HUGE=1 (distcheck)");
    continue;
  endif
  ## a random walk of -1, 0, 1 that saturates and comes back: 32 copies of a
  ## random 2^26 chunk, then 1000 more (randi of 2^31 would need 16 GiB of doubles)
  parts = repmat ({int8(randi([-1 1], 2^26, 1))}, 32, 1);
  x = vertcat (parts{:}, int8 (randi ([-1 1], 1000, 1)));
  clear parts;
  tap_ok (isequal (gpu_cumsum (x, "native"), cumsum_ref (x, "native")),
          "%s: 2^31+1000 int8 elements (past 2^31 bytes), native", b);
  clear x;
endfor
gpuprim_backend (old_backend);
tap_done ();
