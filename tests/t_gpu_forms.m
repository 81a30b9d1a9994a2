## t_gpu_forms.m - forms of the builtins' calls beyond numeric arrays, on
## each backend, against the builtins bit for bit.
##
## char: max, min, sum and prod read a char array by its character codes
## and answer in double, with positions for max and min; max and min of two
## strings compare their codes; find searches the codes and gives char
## values; a string with a number in max (a, b) is an error, as with the
## builtin (gpuprim:invalidType).

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

function char_forms (backend)
  calls = {"[m, im] = max", @gpu_max, @max, 2;
           "[m, im] = min (x, [], 2)", @(x) gpu_min (x, [], 2), @(x) min (x, [], 2), 2;
           "max (x, fliplr (x))", @(x) gpu_max (x, fliplr (x)), @(x) max (x, fliplr (x)), 1;
           "sum", @gpu_sum, @sum, 1;
           "sum (x, 2)", @(x) gpu_sum (x, 2), @(x) sum (x, 2), 1;
           "prod", @gpu_prod, @prod, 1;
           "find", @gpu_find, @find, 1;
           "[i, j, v] = find", @gpu_find, @find, 3;
           "find (x, 2, \"last\")", @(x) gpu_find (x, 2, "last"), @(x) find (x, 2, "last"), 1};
  check_calls (backend, calls, char_arrays ());
  raised = "";
  try
    gpu_max ("abc", 98);
  catch err
    raised = err.identifier;
  end_try_catch
  tap_ok (strcmp (raised, "gpuprim:invalidType"), "%s: max of a string and a number raises (%s)", backend, raised);
endfunction

run_on_backends (@char_forms);
tap_done ();
