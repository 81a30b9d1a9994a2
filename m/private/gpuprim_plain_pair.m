## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} gpuprim_plain_pair (@var{a}, @var{b})
## True where @code{max (@var{a}, @var{b})} needs none of Octave's class
## or broadcasting rules: real, full numeric arrays of one class and one
## size, more than one element each.  gpu_max and gpu_min send such pairs
## straight to the gateway, skipping their general path's checks (about
## 200 us a call).
## @end deftypefn

function tf = gpuprim_plain_pair (a, b)

  tf = isnumeric (a) && isnumeric (b) && strcmp (class (a), class (b)) && isreal (a) && isreal (b) ...
       && ! issparse (a) && ! issparse (b) && numel (a) > 1;
  if (tf)
    sa = size (a);
    sb = size (b);
    tf = numel (sa) == numel (sb) && all (sa == sb);
  endif

endfunction

%!assert (gpuprim_plain_pair ([1 2], [3 4]))
%!assert (gpuprim_plain_pair (int8 ([1; 2]), int8 ([3; 4])))
%!assert (! gpuprim_plain_pair ([1 2], single ([3 4])))
%!assert (! gpuprim_plain_pair ([1 2], [3; 4]))
%!assert (! gpuprim_plain_pair ([1 2], 3))
%!assert (! gpuprim_plain_pair (1, 3))
%!assert (! gpuprim_plain_pair ([true false], [false true]))
%!assert (! gpuprim_plain_pair ([1 2], [1i 2]))
%!assert (! gpuprim_plain_pair (sparse ([1 2]), sparse ([3 4])))
%!assert (! gpuprim_plain_pair (ones (2, 2), ones (2, 2, 2)))
