## t_gpu_errors.m - every user function walked through the same malformed
## calls, on each backend: the same mistake gives the same gpuprim:
## identifier everywhere.
##
##   "algorithm" without a name            gpuprim:invalidCall
##   an algorithm name nobody has          gpuprim:unknownAlgorithm
##   cell, struct or function handle X     gpuprim:invalidType
##   no argument at all                    gpuprim:invalidCall
##   DIM 0, 1.5 or -1 (where DIM is taken) gpuprim:invalidDim
##   sparse X (computed on the host), DIM 0 gpuprim:invalidDim
## gpu_sat takes no options: its "algorithm" calls are wrong calls
## (gpuprim:invalidCall) too.  Every other function takes "algorithm" in
## any case, before or after DIM: one parser (mex/mex_options.c) reads
## every function's options.

1;

function id = raised (fn, args)
  id = "(none)";
  try
    fn (args{:});
  catch err
    id = err.identifier;
  end_try_catch
endfunction

function walk (backend)
  x = [3 1 2; 4 6 5];
  with_dim = {"gpu_cumsum", "gpu_cumprod", "gpu_cummax", "gpu_cummin", "gpu_sum", "gpu_prod", "gpu_sort", ...
              "gpu_max", "gpu_min"};
  fns = [with_dim, {"gpu_find", "gpu_compact", "gpu_sat"}];
  for f = fns
    name = f{1};
    fn = str2func (name);
    first = {x};
    if (strcmp (name, "gpu_compact"))
      first = {x, x > 2};
    endif
    no_algorithm = merge (strcmp (name, "gpu_sat"), "gpuprim:invalidCall", "gpuprim:unknownAlgorithm");
    calls = {"\"algorithm\" without a name", [first, {"algorithm"}], "gpuprim:invalidCall";
             "an unknown algorithm", [first, {"algorithm", "bogus"}], no_algorithm;
             "cell X", [{{1}}, first(2:end)], "gpuprim:invalidType";
             "struct X", [{struct()}, first(2:end)], "gpuprim:invalidType";
             "function handle X", [{@sin}, first(2:end)], "gpuprim:invalidType";
             "no argument", {}, "gpuprim:invalidCall"};
    if (any (strcmp (name, with_dim)))
      lead = {x};
      if (any (strcmp (name, {"gpu_max", "gpu_min"})))
        lead = {x, []};  # their DIM is the third argument
      endif
      calls(end+1, :) = {"DIM 0", [lead, {0}], "gpuprim:invalidDim"};
      calls(end+1, :) = {"DIM 1.5", [lead, {1.5}], "gpuprim:invalidDim"};
      calls(end+1, :) = {"DIM -1", [lead, {-1}], "gpuprim:invalidDim"};
      calls(end+1, :) = {"sparse X with DIM 0", [{sparse(x)}, lead(2:end), {0}], "gpuprim:invalidDim"};
    endif
    bad = "";
    for c = 1:rows (calls)
      id = raised (fn, calls{c, 2});
      if (! strcmp (id, calls{c, 3}))
        bad = [bad sprintf("; %s gave %s, not %s", calls{c, 1}, id, calls{c, 3})];
      endif
    endfor
    tap_ok (isempty (bad), "%s: %s's %d malformed calls raise their identifiers%s", backend, name, rows (calls), bad);
    if (! strcmp (name, "gpu_sat"))  # "algorithm" in any case, before DIM as after it: the one parser's rule
      lead = first;
      if (any (strcmp (name, {"gpu_max", "gpu_min"})))
        lead = {x, []};
      endif
      tail = {};
      if (any (strcmp (name, with_dim)))
        tail = {2};
      endif
      want = fn ([lead, tail]{:});
      got_before = fn ([lead, {"ALGORITHM", "Auto"}, tail]{:});
      got_after = fn ([lead, tail, {"Algorithm", "AUTO"}]{:});
      tap_ok (isequal (got_before, want) && isequal (got_after, want),
              "%s: %s takes \"algorithm\" in any case and position", backend, name);
    endif
  endfor
endfunction

## the name-value pairs, where a function takes them: one rule for each mistake
function walk_name_values (backend)
  x = [3 1 2; 4 6 5];
  calls = {@gpu_sort, {x}, "ComparisonMethod"; @gpu_max, {x, []}, "ComparisonMethod";
           @gpu_min, {x, []}, "ComparisonMethod"; @gpu_sort, {x}, "MissingPlacement"};
  bad = "";
  for c = 1:rows (calls)
    [fn, lead, name] = calls{c, :};
    got = {raised(fn, [lead, {name}]), raised(fn, [lead, {name, "bogus"}]), raised(fn, [lead, {lower(name), "AUTO"}])};
    want = {"gpuprim:invalidCall", "gpuprim:unknownOption", "(none)"};
    if (! isequal (got, want))
      bad = [bad sprintf("; %s \"%s\": %s", func2str (fn), name, strjoin (got, ", "))];
    endif
  endfor
  tap_ok (isempty (bad), "%s: a name without its value, a value no option has, and any case, alike in sort, max and min%s",
          backend, bad);
endfunction
## the message of a user function's error names it once: "gpu_sum: DIM ..."
## (Octave's mexErrMsgIdAndTxt writes the MEX file's name before each message)
function names_once (backend)
  calls = {{@gpu_sum, [1 2], 0}, {@gpu_cumsum, {1}}, {@gpu_sort, [1 2], "algorithm", "bogus"}, ...
           {@gpu_maxk, [1 2], -1}, {@gpu_sortrows, [1 2], 3}, {@gpu_compact, [1 2], [true false true]}, ...
           {@gpu_max, [1 2], [], 0}, {@gpu_nth_element, [1 2], 3}};
  bad = "";
  for c = 1:numel (calls)
    name = func2str (calls{c}{1});
    msg = "(none)";
    try
      feval (calls{c}{:});
    catch err
      msg = err.message;
    end_try_catch
    if (! strncmp (msg, [name ": "], numel (name) + 2) || strncmp (msg, [name ": " name ":"], 2 * numel (name) + 3))
      bad = [bad sprintf("; %s", msg)];
    endif
  endfor
  tap_ok (isempty (bad), "%s: each function's error message names it once%s", backend, bad);
endfunction
run_on_backends (@walk);
run_on_backends (@walk_name_values);
run_on_backends (@names_once);
tap_done ();
