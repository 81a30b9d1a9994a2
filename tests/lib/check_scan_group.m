## check_scan_group (BACKEND, NAME, XS, ARGSETS, COMPARE) - one TAP line for a
## group of cases: COMPARE (X, ARGS) -> [OK, WHY] on every array of the cell XS
## with every argument list of the cell ARGSETS.  The line fails on the first
## case that differs, and names it.
function check_scan_group (backend, name, xs, argsets, compare)
  for k = 1:numel (xs)
    for a = 1:numel (argsets)
      [ok, why] = compare (xs{k}, argsets{a});
      if (! ok)
        tap_ok (false, "%s: %s: case %d (size %s, class %s, args %s): %s", backend, name, k,
                mat2str (size (xs{k})), class (xs{k}), args_string (argsets{a}), why);
        return;
      endif
    endfor
  endfor
  tap_ok (true, "%s: %s (%d arrays x %d argument sets)", backend, name, numel (xs), numel (argsets));
endfunction

function s = args_string (args)
  s = strjoin (cellfun (@arg_string, args, "UniformOutput", false), ", ");
  if (isempty (s))
    s = "none";
  endif
endfunction

function s = arg_string (a)
  if (ischar (a))
    s = ["\"" a "\""];
  else
    s = mat2str (a);
  endif
endfunction
