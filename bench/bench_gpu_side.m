## -*- texinfo -*-
## @deftypefn {} {[@var{text}, @var{out_dir}] =} bench_gpu_side (@var{name}, @var{keep_as})
## The GPU side of the benchmark bench/@var{name}: its output, run with
## $GPUPRIM_BENCH_MAX_LOG2 (default 28) as its argument, or the file
## $GPUPRIM_BENCH_GPU_CSV names (an earlier run's output).  @var{out_dir} is
## $GPUPRIM_BENCH_OUT (default ".").  With @var{keep_as} not empty, a fresh
## run's output is written at once to @var{out_dir}/@var{keep_as}.
## @end deftypefn
function [text, out_dir] = bench_gpu_side (name, keep_as = "")
  out_dir = bench_out_dir ();
  max_log2 = str2double (getenv ("GPUPRIM_BENCH_MAX_LOG2"));
  if (isnan (max_log2))
    max_log2 = 28;
  endif
  gpu_csv = getenv ("GPUPRIM_BENCH_GPU_CSV");
  if (! isempty (gpu_csv))
    text = fileread (gpu_csv);
    return;
  endif
  program = fullfile ("bench", name);
  [status, text] = system (sprintf ("%s %d", program, max_log2));
  if (status != 0)
    error ("%s: %s failed (%d):\n%s", name, program, status, text);
  endif
  if (! isempty (keep_as))
    fid = fopen (fullfile (out_dir, keep_as), "w");
    fputs (fid, text);
    fclose (fid);
  endif
endfunction
