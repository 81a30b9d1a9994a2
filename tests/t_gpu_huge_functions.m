## t_gpu_huge_functions.m - unique, maxk and nth_element by select,
## median, histc and accumarray past 2^31 bytes on the GPU: an int16
## vector of 2^30 + 1000 elements (64 copies of a 2^24 chunk, then a
## tail), and 2^28 + 1000 double subscripts, whose answers follow from the
## chunk's and the tail's (the builtins on them, counts times 64 or 8).
## Values planted past 2^31 bytes and in every copy of the chunk check
## positions and ties.  GPU only; GPUPRIM_SKIP_HUGE=1 skips it.

1;

## x = [repmat(chunk, copies, 1); tail]
function x = repeated (chunk, copies, tail)
  parts = repmat ({chunk}, copies, 1);
  x = vertcat (parts{:}, tail);
endfunction

## m: the chunk's length (2^24 past 2^31 bytes; less to try the test itself)
function huge_cases (m, copies, subs_m)
  chunk = int16 (randi ([-1000 1000], m, 1));
  chunk(7) = 30000;                 # in every copy: the ties after the largest
  tail = int16 (randi ([-1000 1000], 1000, 1));
  tail(500) = intmax ("int16");     # the largest, past 2^31 bytes
  tail(3) = intmin ("int16");       # the smallest, past 2^31 bytes
  x = repeated (chunk, copies, tail);
  n = numel (x);

  tap_ok (isequal (gpu_unique (x), unique ([chunk; tail])),
          "gpu_unique of 2^30+1000 int16 (2^31+2000 bytes): the chunk's and the tail's unique values");

  [b, i] = gpu_maxk (x, 5, "algorithm", "select");
  want_i = [copies * m + 500; 7 + m * (0:3)'];
  tap_ok (isequal (b, int16 ([32767; 30000; 30000; 30000; 30000])) && isequal (i, want_i),
          "gpu_maxk (x, 5) by select: intmax from past 2^31 bytes, then the first four copies of the tie");

  ## each value's count, value v at v + 32769
  counts = accumarray (double ([chunk; tail]) + 32769, 1, [65536 1]);
  counts = counts + (copies - 1) * accumarray (double (chunk) + 32769, 1, [65536 1]);
  at_rank = @(r) int16 (find (cumsum (counts) >= r, 1) - 32769);  # the value of sorted rank r
  got = [gpu_nth_element(x, 1, "algorithm", "select"), gpu_nth_element(x, n - 1, "algorithm", "select"), ...
         gpu_nth_element(x, n / 2, "algorithm", "select")];
  tap_ok (isequal (got, [intmin("int16"), 30000, at_rank(n / 2)]),
          "gpu_nth_element by select: the smallest (past 2^31 bytes), the second largest, the (n/2)-th");

  tap_ok (isequal (gpu_median (x), median ([at_rank(n / 2); at_rank(n / 2 + 1)])),
          "gpu_median of 2^30+1000 int16: the builtin's formula on the middle pair the counts give");

  edges = [-32768 -500 0 1 500 30000 32767];
  tap_ok (isequal (gpu_histc (x, edges), copies * histc (chunk, edges) + histc (tail, edges)),
          "gpu_histc of 2^30+1000 int16 with 7 edges: the chunk's counts times 64 and the tail's");
  clear x;

  s = randi (1000, subs_m, 1);
  st = randi (1000, 1000, 1);
  subs = repeated (s, 8, st);  # 2^28 + 1000 doubles: 2^31 + 8000 bytes
  want = 8 * accumarray (s, 1, [1000 1]) + accumarray (st, 1, [1000 1]);
  tap_ok (isequal (gpu_accumarray (subs, 1), want),
          "gpu_accumarray of 2^28+1000 double subscripts (2^31+8000 bytes) and one value: the counts");
endfunction

tap_plan ();
run_huge_on_gpu (6, "huge function case", @() huge_cases (2^24, 64, 2^25));
tap_done ();
