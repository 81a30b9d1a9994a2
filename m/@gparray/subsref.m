## -*- texinfo -*-
## @deftypefn {} {@var{y} =} subsref (@var{g}, @var{s})
## @code{g(@var{mask})} with a logical @var{mask} of @var{g}'s size (an array
## or a gparray) keeps the elements where @var{mask} is true, as the builtin
## indexing does, in a new gparray (@code{gpu_compact}).  Other indexing gives
## a @code{gpuprim:gparrayIndex} error: @code{gather} first.
## @end deftypefn
function varargout = subsref (g, s)
  switch (s(1).type)
    case "()"
      if (numel (s(1).subs) != 1 || ! islogical (s(1).subs{1}))
        error ("gpuprim:gparrayIndex",
               "gparray: only logical-mask indexing g(MASK) is supported; use gather (g) for other indexing");
      endif
      y = gpu_compact (g, s(1).subs{1});
    case "."
      y = builtin ("subsref", g, s(1));
    otherwise
      error ("gpuprim:gparrayIndex", "gparray: %s-indexing is not supported", s(1).type);
  endswitch
  if (numel (s) > 1)
    y = subsref (y, s(2:end));
  endif
  ## one value, whatever count Octave asks for (9 and later ask numel (g),
  ## not one, of an indexing in an expression such as g.id == h.id)
  varargout = {y};
endfunction
