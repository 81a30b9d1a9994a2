## -*- texinfo -*-
## @deftypefn {} {} check_gparray_calls (@var{label}, @var{what}, @var{xs}, @var{fn}, @var{host_fn}, @var{nout})
## One TAP line, "@var{label}: @var{what}": whether @code{same_on_gparray}
## holds for every array of the cell @var{xs}, and the first that fails.
## @end deftypefn
function check_gparray_calls (label, what, xs, fn, host_fn, nout)
  ok = true; why = "";
  for k = 1:numel (xs)
    [ok, why] = same_on_gparray (fn, host_fn, xs{k}, nout);
    if (! ok)
      why = sprintf ("%s (array %d, %s %s)", why, k, class (xs{k}), mat2str (size (xs{k})));
      break;
    endif
  endfor
  tap_ok (ok, "%s: %s %s", label, what, why);
endfunction
