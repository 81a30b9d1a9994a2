## -*- texinfo -*-
## @deftypefn {} {@var{out_dir} =} bench_out_dir ()
## Where the benchmark scripts write their tables: $GPUPRIM_BENCH_OUT, or
## "." where it is not set.
## @end deftypefn
function out_dir = bench_out_dir ()
  out_dir = getenv ("GPUPRIM_BENCH_OUT");
  if (isempty (out_dir))
    out_dir = ".";
  endif
endfunction
