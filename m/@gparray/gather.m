## -*- texinfo -*-
## @deftypefn  {} {@var{x} =} gather (@var{g})
## @deftypefnx {} {[@var{x1}, @dots{}, @var{xn}] =} gather (@var{a1}, @dots{}, @var{an})
## Copy gparray @var{g} back into an Octave array, after the work queued on
## it; of several arguments, each gparray is copied back and the others are
## returned as they are.
## @seealso{gparray}
## @end deftypefn
function varargout = gather (varargin)
  if (nargout > max (1, nargin))
    error ("gpuprim:invalidCall", "gather: at most one output for each argument");
  endif
  varargout = varargin;
  for k = 1:nargin
    if (isa (varargin{k}, "gparray"))
      varargout{k} = __gpuprim_mex__ ("gather", varargin{k});
    endif
  endfor
endfunction
