## -*- texinfo -*-
## @deftypefn {} {@var{y} =} gpuprim_take_along (@var{x}, @var{i}, @var{dim})
## The elements of @var{x} at the positions @var{i} (1-based, along
## @var{dim}) of each line: @code{y = x(i)} line by line, as a sort's index
## output rearranges its input.  @var{i} has the size of @var{x}.
## @end deftypefn

function y = gpuprim_take_along (x, i, dim)

  sz = size (x);
  sz(end+1:dim) = 1;
  stride = prod (sz(1:dim-1));
  len = sz(dim);
  lin = reshape (0:numel (x) - 1, size (x));
  line_start = lin - mod (floor (lin / stride), len) * stride;
  y = x(line_start + (i - 1) * stride + 1);

endfunction
