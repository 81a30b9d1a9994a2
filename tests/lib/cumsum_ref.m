## y = cumsum_ref (x, ...): the running Octave's cumsum, taking a last
## "native" or "double" as Octave 7 to 10 do on every release.  Octave 11's
## cumsum keeps integer classes by itself and refuses those words; gpuprim
## keeps them as its extension, with their old meaning: "double" sums in
## double, "native" keeps the class (a running OR for logical).
function y = cumsum_ref (x, varargin)
  args = varargin;
  type = "";
  if (! isempty (args) && ischar (args{end}) && any (strcmpi (args{end}, {"native", "double"})))
    type = lower (args{end});
    args(end) = [];
  endif
  if (isempty (type) || ! isa (cumsum (int8 (1)), "int8"))  # a cumsum that takes the words itself
    y = cumsum (x, varargin{:});
  elseif (! (isnumeric (x) || islogical (x)))
    y = cumsum (x, args{:});  # the builtin's own error (char)
  elseif (strcmp (type, "double"))
    y = cumsum (double (x), args{:});
  elseif (islogical (x))
    y = cumsum (x, args{:}) > 0;
  else
    y = cumsum (x, args{:});
  endif
endfunction
