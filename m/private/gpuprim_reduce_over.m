## -*- texinfo -*-
## @deftypefn {} {[@var{y}, @var{i}] =} gpuprim_reduce_over (@var{command}, @var{x}, @var{dims}, @var{o}, @var{nout})
## The gateway's reduction @var{command} of @var{x} over the dims @var{dims}
## (one dim, or MATLAB's VECDIM), with the options struct @var{o} (as
## gpuprim_options returns it).  Dims that lie next to each other, apart from
## dims of 1, fold in one call over the same memory; a set with gaps folds
## one run after the other, each over the last one's smaller result.  With
## @var{nout} 2, @var{i} is the position of each result in its slice (the
## folded dims in their order), or with @var{o}.linear its linear index into
## @var{x}.  A sum's or product's NaN flag applies to the first run alone:
## it is about x's elements, not about partial results (Inf - Inf is a NaN
## the builtin keeps).
## @end deftypefn

function varargout = gpuprim_reduce_over (command, x, dims, o, nout)

  later = o;
  if (any (strcmp (command, {"sum", "prod"})))
    later.nanflag = "";
  endif
  linear = o.linear;
  sz = size (x);
  sz(end+1:max (dims)) = 1;
  runs = gpuprim_dim_runs (sz, dims);
  if (nout < 2)
    y = __gpuprim_mex__ (command, x, runs{1}, o);
    for r = 2:numel (runs)
      y = __gpuprim_mex__ (command, y, runs{r}, later);
    endfor
    varargout{1} = y;
    return;
  endif
  [y, i] = __gpuprim_mex__ (command, x, runs{1}, o);
  if (numel (runs) == 1 && ! linear)
    varargout = {y, i};
    return;
  endif
  on_device = isobject (i);
  at = linear_index (sz, runs{1}, gather (i));  # into x, shaped as y
  for r = 2:numel (runs)
    ysz = size (y);
    ysz(end+1:max (runs{r})) = 1;
    [y, i] = __gpuprim_mex__ (command, y, runs{r}, later);
    at = at(linear_index (ysz, runs{r}, gather (i)));
  endfor
  if (! linear)  # the position in the slice of the folded dims
    subs = cell (1, numel (sz));
    [subs{:}] = ind2sub (sz, at);
    pos = ones (size (at));
    stride = 1;
    for d = dims
      pos += (subs{d} - 1) * stride;
      stride *= sz(d);
    endfor
    at = pos;
  endif
  if (on_device)
    at = gparray (at);
  endif
  varargout = {y, at};

endfunction

## The linear index into an array of dims sz of each result of a fold over
## the run of dims `run`, from its position i in the run (i shaped as the result).
function at = linear_index (sz, run, i)
  before = prod (sz(1:run(1)-1));
  len = prod (sz(run(1):run(end)));
  k = reshape (0:numel (i)-1, size (i));
  at = mod (k, before) + 1 + (i - 1) * before + floor (k / before) * before * len;
endfunction
