## XS = scan_test_arrays (MAKE, CLS) - the arrays every scan is tested on:
## columns and rows of lengths around the tile sizes (5120 and 8192 elements
## contiguous, 16/32 rows x 128 columns strided), a few matrices and N-d
## arrays; MAKE (CLS, SZ) makes each one's data.
function xs = scan_test_arrays (make, cls)
  lens = [1 2 31 32 33 5119 5120 5121 8191 8192 8193 16385 65537];
  xs = {};
  for n = lens
    xs{end+1} = make (cls, [n 1]);
    xs{end+1} = make (cls, [1 n]);
  endfor
  xs{end+1} = make (cls, [129 33]);
  xs{end+1} = make (cls, [16 5000]);
  xs{end+1} = make (cls, [5 6 7]);
  xs{end+1} = make (cls, [3 1 4 2]);
endfunction
