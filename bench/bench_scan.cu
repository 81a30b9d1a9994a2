/* bench_scan.cu - our scan (the library's gp_scan, as users call it) against
 * CUB and a device-to-device copy; see scan_bench_case.cuh.  The "omitnan"
 * rows run cumsum with the NaN flag over the same NaN-free inputs, so CUB's
 * plain sum is their answer too and the plain rows above them are the cost
 * the flag is held to.
 *
 *   usage: bench_scan [max_log2_n]   (default 28) */
#include "scan_bench_case.cuh"

static void run_scan_op(void *p, int k, gp_nan_flag nan)
{
  bench_case *b = (bench_case *) p;
  gp_array x, y;
  int64_t d[1] = {(int64_t) b->n};
  gp_array_init(&x, b->in[k % NBUF], b->in_type, GP_DEVICE, 1, d);
  gp_array_init(&y, b->out, b->out_type, GP_DEVICE, 1, d);
  gp_scan_options o;
  gp_scan_options_init(&o);
  o.nan = nan;
  gp_status st = gp_scan(b->ctx, GP_OP_SUM, &o, &x, &y, NULL, 0);
  if (st != GP_SUCCESS) {
    fprintf(stderr, "gp_scan: %s\n", gp_status_string(st));
    exit(1);
  }
}

static void run_ours(void *p, int k)
{
  run_scan_op(p, k, GP_NAN_DEFAULT);
}

static void run_ours_omitnan(void *p, int k)
{
  run_scan_op(p, k, GP_NAN_OMIT);
}

int main(int argc, char **argv)
{
  int max_log2 = argc > 1 ? atoi(argv[1]) : 28;
  gp_context *ctx = bench_start("bench_scan", "scan benchmark");
  for (int lg = 20; lg <= max_log2; lg += 4) {
    size_t n = (size_t) 1 << lg;
    bench_one<int32_t, int32_t>(ctx, "int32 native (sat.)", GP_INT32, GP_INT32, n, run_ours);
    bench_one<float, float>(ctx, "single", GP_SINGLE, GP_SINGLE, n, run_ours);
    bench_one<double, double>(ctx, "double", GP_DOUBLE, GP_DOUBLE, n, run_ours);
    bench_one<int32_t, double>(ctx, "int32 -> double", GP_INT32, GP_DOUBLE, n, run_ours);
    bench_one<float, float>(ctx, "single \"omitnan\"", GP_SINGLE, GP_SINGLE, n, run_ours_omitnan);
    bench_one<double, double>(ctx, "double \"omitnan\"", GP_DOUBLE, GP_DOUBLE, n, run_ours_omitnan);
  }
  printf("\nvs CUB = CUB time / our time (above 1: we are faster); vs copy = copy time / our time,\n"
         "the copy moving max(input, output) bytes; GB/s counts input + output bytes.\n"
         "CUB's int32 sum wraps where ours saturates; the inputs cannot overflow, so both agree.\n");
  gp_context_destroy(ctx);
  return 0;
}
