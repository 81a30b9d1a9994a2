classdef gparray < handle
  ## -*- texinfo -*-
  ## @deftypefn  {} {@var{g} =} gparray (@var{x})
  ## An array that stays in GPU memory between calls.
  ##
  ## @code{gparray (@var{x})} copies the numeric or logical array @var{x} to
  ## the device once; @code{gather (@var{g})} copies it back.  Every
  ## @code{gpu_*} function accepts gparrays and returns gparrays without
  ## touching the host, and so do the builtin names overloaded for them:
  ## @code{cumsum}, @code{cumprod}, @code{cummax}, @code{cummin}, @code{sum},
  ## @code{prod}, @code{max}, @code{min}, @code{sort}, @code{sortrows},
  ## @code{nth_element}, @code{median}, @code{unique} and @code{find}, with the same arguments and
  ## results as the builtins, and MATLAB's @code{maxk} and @code{mink} (so
  ## @code{s = sort (gparray (x))} just works).  @code{size}, @code{numel},
  ## @code{ndims}, @code{isempty}, @code{class} (the class of the elements, as
  ## for @var{x}) and the other @code{is*} queries answer without a copy;
  ## @code{g(@var{mask})} with a logical @var{mask} (an array or a gparray)
  ## is @code{gpu_compact (g, mask)}; @code{reshape} gives a reshaped copy;
  ## @code{double}, @code{single}, @code{int8} @dots{} @code{uint64},
  ## @code{logical} and @code{cast} give a gparray of another class,
  ## converted on the device by the builtins' rules.
  ## @code{isa (g, "gparray")} tells a gparray from an array.
  ##
  ## Calls on gparrays are queued on the GPU and return at once; the results
  ## are complete by the time @code{gather} returns.  The device memory is
  ## freed when the last variable holding the gparray is cleared or
  ## overwritten, and when Octave exits.  A gparray that outlives its memory
  ## (after @code{clear mex}, or after @code{gpuprim_backend} changes the
  ## backend) gives a @code{gpuprim:staleHandle} error when used.  On the host
  ## backend (no CUDA device) a gparray is kept in host memory and every call
  ## still works.
  ##
  ## A complex double or single @var{x} gives a complex gparray (its real
  ## and imaginary parts interleaved in device memory, as Octave keeps them).
  ## @code{cumsum}, @code{cumprod}, @code{cummax}, @code{cummin}, @code{sum},
  ## @code{prod}, @code{max} and @code{min} of one complex gparray (and their
  ## @code{gpu_*} names), and @code{max} and @code{min} of two, run in
  ## gpuprim's complex kernels and give complex gparrays; @code{reshape},
  ## @code{double}, @code{single}, @code{logical}, @code{size} and
  ## @code{iscomplex} work too.  Unlike an Octave array, a complex gparray
  ## stays complex when its imaginary parts are all zero; @code{gather}
  ## narrows it as Octave would.  The integer conversions give a
  ## @code{gpuprim:complex} error, as the builtins refuse complex input.
  ## @code{sort} and @code{gpu_sort} of it give gparrays, sorted on the
  ## device, and so do @code{find} (nonzero where either part is) and a
  ## mask, @code{@var{g}(@var{mask})} or @code{gpu_compact}, each element
  ## moved whole.  A complex gparray paired with a host array or a real
  ## gparray, @code{gpu_sat} and @code{gpu_boxfilter} do not take a complex
  ## gparray yet: they give a @code{gpuprim:complex} error (@code{gather} it
  ## first).
  ##
  ## Sparse, char, cell and struct arrays give a @code{gpuprim:} error.
  ## @code{gparray ()} without an argument is the empty shell that gpuprim's
  ## gateway fills in to hand back its results; used as an array it gives a
  ## @code{gpuprim:invalidHandle} error.
  ## @seealso{gather, gpu_cumsum, gpuprim_info}
  ## @end deftypefn

  properties (SetAccess = private)
    id = [];          # the uint64 handle of the array in __gpuprim_mex__'s table
    cls = "double";   # the class of the elements
    sz = [0 0];       # the dims
    cx = false;       # complex: the memory holds (re, im) pairs
  endproperties

  methods

    function g = gparray (x)
      if (nargin == 1)
        g.id = __gpuprim_mex__ ("gparray", x);
        g.cls = class (x);
        g.sz = size (x);
        g.cx = iscomplex (x);
      endif  # without X: the shell the gateway fills in (mxSetProperty)
    endfunction

    function delete (g)
      try  # never raise from a destructor: at exit the gateway may be gone
        __gpuprim_mex__ ("free", g.id);
      end_try_catch
    endfunction

    function n = numel (g, varargin)
      if (nargin > 1)
        n = 1;  # g(mask) gives one output
      else
        n = prod (g.sz);
      endif
    endfunction

  endmethods

endclassdef

%!test
%! g = gparray ([3 1 2]);
%! assert (isa (g, "gparray"));
%! assert (gather (g), [3 1 2]);
%! assert (size (g), [1 3]);
%! assert (class (g), "double");
%!test
%! x = int16 (reshape (1:24, 2, 3, 4));
%! g = gparray (x);
%! assert (gather (g), x);
%! assert (gather (gparray (g)), x);
%!error id=gpuprim:invalidHandle gather (gparray ())
%!error id=gpuprim:invalidHandle cumsum (gparray ())
%!test
%! x = [1+2i, -3i; NaN-1i, 4];
%! g = gparray (x);
%! assert (iscomplex (g));
%! assert (! isreal (g));
%! assert (size (g), [2 2]);
%! assert (class (g), "double");
%! assert (gather (g), x);
%! assert (gather (gparray (single (x))), single (x));
%! assert (gather (gparray (g)), x);
%! assert (! iscomplex (gparray ([1 2])));
%!assert (gather (gparray (complex ([1 2], [0 0]))), [1 2])  # narrowed on the way back, as Octave narrows
%!assert (iscomplex (gparray (complex ([1 2], [0 0]))))     # but complex while on the device
%!error id=gpuprim:sparse gparray (sparse ([1 2]))
%!error id=gpuprim:invalidType gparray ("abc")
%!error id=gpuprim:invalidType gparray ({1})
