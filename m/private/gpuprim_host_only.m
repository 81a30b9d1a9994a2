## -*- texinfo -*-
## @deftypefn  {} {} gpuprim_host_only (@var{fname}, @var{x})
## @deftypefnx {} {} gpuprim_host_only (@var{fname}, @var{x}, @var{form})
## Raise @code{gpuprim:complex} naming @var{fname} (and @var{form}, the
## options that need it) where @var{x} is a complex gparray: that complex
## work is done on host arrays alone.
## @end deftypefn

function gpuprim_host_only (fname, x, form = "")

  if (isa (x, "gparray") && iscomplex (x))
    if (! isempty (form))
      form = [" with " form];
    endif
    error ("gpuprim:complex", "%s: does not take a complex gparray%s yet; use %s (gather (G), ...)",
           fname, form, fname);
  endif

endfunction
