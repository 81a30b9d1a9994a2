## t_gpu_sortrows.m - gpu_sortrows against sortrows on every backend:
## values bit for bit (NaN signs, -0) and the row index, every class, key
## columns ascending, descending, mixed and repeated, sizes around the
## sort's tiles, heavy ties, integer limits; gparrays, char, the forms
## routed to the builtin, and bad calls.

1;

## (GPUPRIM_LIGHT=1, for sanitizer runs: fewer sizes)
function xs = rows_arrays (cls)
  sizes = {[0 3], [3 0], [0 0], [1 1], [1 4], [5 1], [2 3], [7 2], [40 3], [129 2], [257 4], [2049 2], ...
           [4095 3], [4097 2], [70001 2], [2 257], [3 1000]};  # the last two wide: compared, not passes
  if (strcmp (getenv ("GPUPRIM_LIGHT"), "1"))
    sizes = {[0 3], [1 4], [7 2], [257 4], [4097 2]};
  endif
  xs = {};
  for k = 1:numel (sizes)
    xs{end+1} = with_specials (random_of_class (cls, sizes{k}));
    xs{end+1} = with_ties_and_nan (cls, sizes{k});  # many rows equal on a key: the later keys decide
  endfor
  if (isinteger (cast (0, cls)))  # every limit, in rows that tie on the first column
    xs{end+1} = cast (repmat ([intmax(cls) intmin(cls) 0; 1 intmax(cls)-1 intmin(cls)+1], 30, 1), cls);
  endif
  if (isfloat (cast (0, cls)))    # only NaNs and zeros of both signs
    xs{end+1} = cast (repmat ([-0 0 NaN; -NaN 0 -0], 40, 1), cls);
  endif
endfunction

## [s, i] of gpu_sortrows against sortrows, then s alone, for the key
## columns args (none, or C, where columns (x) allows it)
function [ok, why] = rows_as_builtin (x, args, alg)
  if (! isempty (args) && any (abs (args{1}) > columns (x)))
    ok = true; why = "";  # this C does not fit x: the errors' test covers it
    return;
  endif
  [es, ei] = sortrows (x, args{:});
  [ok, why] = same_two_outputs (@() gpu_sortrows (x, args{:}, "algorithm", alg), es, ei);
endfunction

function rows_for_backend (backend)
  classes = {"double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "logical"};
  argsets = {{}, {1}, {-1}, {2}, {[2 1]}, {[1 -2]}, {[-2 -1]}, {[3 -1 2]}, {[2 2 -1]}, {int8([-1 2])}};
  for alg = {"auto", "onesweep", "split"}
    if (! strcmp (alg{1}, "auto"))
      cls = {"double", "int32", "uint8"};  # the other sorts on a few classes: they share the passes
    else
      cls = classes;
    endif
    for c = cls
      check_scan_group (backend, ["gpu_sortrows " alg{1} " " c{1}], rows_arrays (c{1}), argsets, ...
                        @(x, args) rows_as_builtin (x, args, alg{1}));
    endfor
  endfor
endfunction

function other_forms_for_backend (backend)
  A = randi (4, 300, 3) - 2;
  A(rand (size (A)) < 0.1) = NaN;
  ok = true; why = "";
  for c = {{}, {[2 -1]}, {-3}}
    [ok1, why1] = same_on_gparray (@(g) gpu_sortrows (g, c{1}{:}), @(x) sortrows (x, c{1}{:}), A, 2);
    [ok2, why2] = same_on_gparray (@(g) sortrows (g, c{1}{:}), @(x) sortrows (x, c{1}{:}), single (A), 2);
    if (ok && ! (ok1 && ok2))
      ok = false; why = [why1 why2];
    endif
  endfor
  tap_ok (ok, "%s: gpu_sortrows and sortrows of a gparray: gparrays, the builtin's bits %s", backend, why);
  str = ["the"; "fox"; "dog"; "The"; "fox"; "cat"];
  [s, i] = gpu_sortrows (str, [-1 2]);
  [es, ei] = sortrows (str, [-1 2]);
  tap_ok (isequal (s, es) && isequal (i, ei) && ischar (s), "%s: gpu_sortrows of char", backend);
  z = complex (randi (3, 20, 2) - 2, randi (3, 20, 2) - 2);
  sp = sparse (randi (3, 20, 3) - 2);
  C = {"b", 2; "a", 1; "b", 1};
  [s1, i1] = gpu_sortrows (z, -2);
  [s2, i2] = gpu_sortrows (sp, [2 -1]);
  [s3, i3] = gpu_sortrows (C, -1);
  [e1, j1] = sortrows (z, -2);
  [e2, j2] = sortrows (sp, [2 -1]);
  [e3, j3] = sortrows (C, -1);
  tap_ok (isequal (s1, e1) && isequal (i1, j1) && isequal (s2, e2) && issparse (s2) && isequal (i2, j2)
          && isequal (s3, e3) && isequal (i3, j3),
          "%s: gpu_sortrows of complex, sparse and cell A: the builtin's results", backend);
endfunction

function three_outputs ()
  [a, b, c] = gpu_sortrows ([1 2]);
endfunction

function errors_for_backend (backend)
  want = {"gpuprim:invalidColumns", "gpuprim:invalidColumns", "gpuprim:invalidColumns", "gpuprim:invalidColumns", ...
          "gpuprim:invalidColumns", "gpuprim:invalidDims", "gpuprim:unknownAlgorithm", "gpuprim:invalidCall", ...
          "gpuprim:invalidCall", "gpuprim:invalidType", "gpuprim:invalidColumns", "gpuprim:invalidCall"};
  got = raised_ids ({{@gpu_sortrows, [1 2], 3}, {@gpu_sortrows, [1 2], 0}, {@gpu_sortrows, [1 2], []}, ...
                     {@gpu_sortrows, [1 2], 1.5}, {@gpu_sortrows, [1 2], "up"}, {@gpu_sortrows, ones(2, 2, 2)}, ...
                     {@gpu_sortrows, [1 2], "algorithm", "bogo"}, {@gpu_sortrows}, {@gpu_sortrows, [1 2], 1, 2}, ...
                     {@gpu_sortrows, struct("a", {1; 2})}, {@gpu_sortrows, sparse([1 2]), -3}, {@three_outputs}});
  bad = find (! strcmp (got, want), 1);
  tap_ok (isempty (bad), "%s: bad gpu_sortrows calls raise their gpuprim: errors%s", backend,
          merge (isempty (bad), "", sprintf (" (call %d raised '%s')", bad, got{min ([bad 1])})));
endfunction

tap_plan ();
run_on_backends (@rows_for_backend);
run_on_backends (@other_forms_for_backend);
run_on_backends (@errors_for_backend);
tap_done ();
