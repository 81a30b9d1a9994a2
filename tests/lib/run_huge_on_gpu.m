## -*- texinfo -*-
## @deftypefn {} {} run_huge_on_gpu (@var{count}, @var{name}, @var{fn})
## @deftypefnx {} {} run_huge_on_gpu (@dots{}, @var{var}, @var{value})
## The @var{count} results of @var{fn} () on the cuda backend (with the
## environment variable @var{var} set to @var{value} while its context
## opens and runs), or @var{count} skips named @var{name} 1, 2, ... under
## GPUPRIM_SKIP_HUGE=1 or without a GPU.
## @end deftypefn
function run_huge_on_gpu (count, name, fn, var = "", value = "")
  if (strcmp (getenv ("GPUPRIM_SKIP_HUGE"), "1"))
    for k = 1:count
      tap_skip (sprintf ("%s %d", name, k), "GPUPRIM_SKIP_HUGE=1");
    endfor
    return;
  elseif (! gpu_present ())
    for k = 1:count
      tap_no_gpu (sprintf ("%s %d", name, k));
    endfor
    return;
  endif
  if (! isempty (var))
    setenv (var, value);
  endif
  gpuprim_backend ("cuda");  # a fresh context: it reads var
  unwind_protect
    fn ();
  unwind_protect_cleanup
    if (! isempty (var))
      unsetenv (var);
    endif
    gpuprim_backend ("auto");
  end_unwind_protect
endfunction
