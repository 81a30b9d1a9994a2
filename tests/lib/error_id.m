## -*- texinfo -*-
## @deftypefn {} {@var{id} =} error_id (@var{fn})
## The identifier of the error that calling @var{fn} raises; "" where it
## raises none (raised_ids for one call).
## @end deftypefn
function id = error_id (fn)
  id = raised_ids ({{fn}}){1};
  if (strcmp (id, "none"))
    id = "";
  endif
endfunction
