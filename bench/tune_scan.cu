/* tune_scan.cu - the contiguous scan kernel in several launch shapes, each
 * against CUB and the copy in the same process: the runs behind tuning.h.
 *
 * Calls the kernel launcher directly (internal headers), so a shape can be
 * measured without rebuilding the library.
 *
 *   usage: tune_scan [log2_n]   (default 28) */
#include "scan_bench_case.cuh"
#include "gp_internal.h"
#include "cuda/scan_launch.cuh"

template <class Op, class In, int THREADS, int ITEMS>
static void run_shape(void *p, int k)
{
  bench_case *b = (bench_case *) p;
  gp_shape3 shape = {1, (int64_t) b->n, 1};
  gp_scan_guard none = {NULL, NULL};
  gp_status st = gp_launch_contiguous<Op, In, THREADS, ITEMS, false>(
    (gp_cuda_state *) b->ctx->device_state, (const In *) b->in[k % NBUF], (typename Op::Out *) b->out, NULL, shape, none);
  if (st != GP_SUCCESS) {
    fprintf(stderr, "tune_scan: %s\n", gp_status_string(st));
    exit(1);
  }
}

#define SHAPE(In, Out, Op, dt_in, dt_out, name, T, I)                                           \
  bench_one<In, Out>(ctx, name " " #T "x" #I, dt_in, dt_out, n, run_shape<Op, In, T, I>)

int main(int argc, char **argv)
{
  size_t n = (size_t) 1 << (argc > 1 ? atoi(argv[1]) : 28);
  gp_context *ctx = bench_start("tune_scan", "scan launch shapes (threads x items)");
  typedef gp_sum_op<double, double> dsum;
  SHAPE(double, double, dsum, GP_DOUBLE, GP_DOUBLE, "double", 256, 20);
  SHAPE(double, double, dsum, GP_DOUBLE, GP_DOUBLE, "double", 224, 24);
  SHAPE(double, double, dsum, GP_DOUBLE, GP_DOUBLE, "double", 192, 28);
  SHAPE(double, double, dsum, GP_DOUBLE, GP_DOUBLE, "double", 160, 32);
  SHAPE(double, double, dsum, GP_DOUBLE, GP_DOUBLE, "double", 128, 40);
  SHAPE(double, double, dsum, GP_DOUBLE, GP_DOUBLE, "double", 128, 44); /* the largest tile under 48 KB of stage */
  typedef gp_sum_op<int32_t, double> i2d;
  SHAPE(int32_t, double, i2d, GP_INT32, GP_DOUBLE, "int32->double", 256, 20);
  SHAPE(int32_t, double, i2d, GP_INT32, GP_DOUBLE, "int32->double", 192, 28);
  SHAPE(int32_t, double, i2d, GP_INT32, GP_DOUBLE, "int32->double", 128, 40);
  SHAPE(int32_t, double, i2d, GP_INT32, GP_DOUBLE, "int32->double", 224, 24);
  typedef gp_checked_sum_op<int32_t> i32;
  SHAPE(int32_t, int32_t, i32, GP_INT32, GP_INT32, "int32 checked", 256, 32);
  SHAPE(int32_t, int32_t, i32, GP_INT32, GP_INT32, "int32 checked", 256, 40);
  SHAPE(int32_t, int32_t, i32, GP_INT32, GP_INT32, "int32 checked", 256, 44);
  SHAPE(int32_t, int32_t, i32, GP_INT32, GP_INT32, "int32 checked", 320, 32);
  SHAPE(int32_t, int32_t, i32, GP_INT32, GP_INT32, "int32 checked", 256, 46); /* the largest under 48 KB */
  typedef gp_sum_op<float, float> fsum;
  SHAPE(float, float, fsum, GP_SINGLE, GP_SINGLE, "single", 256, 32);
  SHAPE(float, float, fsum, GP_SINGLE, GP_SINGLE, "single", 384, 24);
  SHAPE(float, float, fsum, GP_SINGLE, GP_SINGLE, "single", 320, 28);
  SHAPE(float, float, fsum, GP_SINGLE, GP_SINGLE, "single", 256, 40);
  gp_context_destroy(ctx);
  return 0;
}
