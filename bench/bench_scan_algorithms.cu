/* bench_scan_algorithms.cu - every scan algorithm (gp_scan_with, device
 * arrays) against CUB doing the same job and a device-to-device copy, in the
 * same process; see scan_bench_case.cuh for the method.
 *
 * Rows: every algorithm x {int32 "native", single, double} x 2^16, 2^20,
 * 2^24, 2^28 elements in one line; then every algorithm on single
 * cumsum (A, 2) of a 16384 x 16384 matrix and on 2^20 columns of 16
 * (cumsum (A, 1) of a 16 x 2^20 matrix).  Output: CSV on stdout, for
 * bench/bench_scan_algorithms.m, which adds the Octave builtin's times and
 * the table and plot of doc/PERFORMANCE.md.
 *
 *   usage: bench_scan_algorithms [max_log2_n]   (default 28) */
#include "scan_bench_case.cuh"

static void run_algorithm(void *p, int k)
{
  bench_case *b = (bench_case *) p;
  gp_array x, y;
  int64_t d[2] = {b->shape.rows, b->shape.cols};
  gp_array_init(&x, b->in[k % NBUF], b->in_type, GP_DEVICE, 2, d);
  gp_array_init(&y, b->out, b->out_type, GP_DEVICE, 2, d);
  gp_scan_options o;
  gp_scan_options_init(&o);
  o.algorithm = b->algorithm;
  gp_status st = gp_scan(b->ctx, GP_OP_SUM, &o, &x, &y, NULL, b->shape.dim - 1);
  if (st != GP_SUCCESS) {
    fprintf(stderr, "gp_scan (%s): %s\n", gp_scan_algorithm_name(b->algorithm), gp_status_string(st));
    exit(1);
  }
}

template <class T>
static void row(gp_context *ctx, const char *job, gp_dtype type, bench_shape shape, gp_scan_algorithm alg)
{
  bench_result r = bench_measure<T, T>(ctx, type, type, shape, alg, run_algorithm);
  printf("%s,%s,%s,%lld,%lld,%d,%.4f,%.4f,%.4f,%.2e\n", job, gp_scan_algorithm_name(alg), gp_dtype_name(type),
         (long long) shape.rows, (long long) shape.cols, shape.dim, r.ours, r.cub, r.copy, r.worst);
  fflush(stdout);
}

int main(int argc, char **argv)
{
  const int max_log2 = argc > 1 ? atoi(argv[1]) : 28;
  gp_context *ctx = bench_start_csv("bench_scan_algorithms", "scan algorithms",
                                    "job,algorithm,class,rows,cols,dim,ours_ms,cub_ms,copy_ms,max_rel_diff");
  for (int lg = 16; lg <= max_log2; lg += 4) {
    const bench_shape line = {(int64_t) 1 << lg, 1, 1};
    for (int a = 0; a < GP_SCAN_ALGORITHM_COUNT; a++) {
      gp_scan_algorithm alg = (gp_scan_algorithm) a;
      row<int32_t>(ctx, "cumsum native", GP_INT32, line, alg);
      row<float>(ctx, "cumsum", GP_SINGLE, line, alg);
      row<double>(ctx, "cumsum", GP_DOUBLE, line, alg);
    }
  }
  const bench_shape along_rows = {16384, 16384, 2}, short_columns = {16, (int64_t) 1 << 20, 1};
  for (int a = 0; a < GP_SCAN_ALGORITHM_COUNT; a++) {
    row<float>(ctx, "cumsum", GP_SINGLE, along_rows, (gp_scan_algorithm) a);
    row<float>(ctx, "cumsum", GP_SINGLE, short_columns, (gp_scan_algorithm) a);
  }
  gp_context_destroy(ctx);
  return 0;
}
