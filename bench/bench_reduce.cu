/* bench_reduce.cu - every reduction algorithm (gp_reduce, device arrays)
 * against CUB doing the same job and a device-to-device copy, in the same
 * process (CUDA events, warm-up, median of BENCH_RUNS, NBUF input buffers
 * rotated so that L2 does not hold the input between runs).
 *
 * Rows: every algorithm x {sum, max} x {int32 (sum in double, as Octave's
 * sum of int32), single, double} x 2^20, 2^24, 2^28 elements in one line;
 * then every algorithm on single sum (A, 1) and sum (A, 2) of a
 * 16384 x 16384 matrix.  CUB: DeviceReduce::Sum / Max for one line,
 * DeviceSegmentedReduce::Sum for the matrix (through an index map for
 * dim 2, which CUB has no strided form of).  Then, at the largest size, the
 * NaN flags on single and double with one NaN in 1024: "sum omitnan"
 * against CUB's Sum of the elements with NaN made 0, and "max includenan"
 * against CUB's Reduce with a max that NaN wins (the plain rows above, on
 * the same bytes, are what they are held to).  Output: CSV on stdout, for
 * bench/bench_reduce.m, which adds the builtin's times and the table.
 *
 *   usage: bench_reduce [max_log2_n]   (default 28) */
#include <limits>
#include <type_traits>

#include <cub/device/device_reduce.cuh>
#include <cub/device/device_segmented_reduce.cuh>

#include "scan_bench_case.cuh"

typedef struct {
  gp_context *ctx;
  cudaStream_t stream;
  gp_op op;
  gp_nan_flag nan;
  gp_dtype in_type, out_type;
  gp_reduce_algorithm algorithm;
  bench_shape shape;  /* dim 1 or 2 of a rows x cols matrix (one line: cols 1, dim 1) */
  size_t n, in_bytes, lines, out_bytes;
  void *in[NBUF];
  void *out, *cub_out, *copy_out;
  void *cub_temp;
  size_t cub_temp_bytes;
} reduce_case;

static void run_reduce(void *p, int k)
{
  reduce_case *b = (reduce_case *) p;
  gp_array x, y;
  int64_t d[2] = {b->shape.rows, b->shape.cols}, r[2] = {b->shape.rows, b->shape.cols};
  r[b->shape.dim - 1] = 1;
  gp_array_init(&x, b->in[k % NBUF], b->in_type, GP_DEVICE, 2, d);
  gp_array_init(&y, b->out, b->out_type, GP_DEVICE, 2, r);
  gp_reduce_options o;
  gp_reduce_options_init(&o);
  o.algorithm = b->algorithm;
  o.nan = b->nan;
  gp_status st = gp_reduce(b->ctx, b->op, &o, &x, &y, NULL, b->shape.dim - 1);
  if (st != GP_SUCCESS) {
    fprintf(stderr, "gp_reduce (%s): %s\n", gp_reduce_algorithm_name(b->algorithm), gp_status_string(st));
    exit(1);
  }
}

static void run_copy_input(void *p, int k)
{
  reduce_case *b = (reduce_case *) p;
  BENCH_CHECK(cudaMemcpyAsync(b->copy_out, b->in[k % NBUF], b->in_bytes, cudaMemcpyDeviceToDevice, b->stream));
}

/* NaN made 0, for CUB's "omitnan" sum. */
template <class In, class Out>
struct nan_as_zero {
  __host__ __device__ Out operator()(In v) const { return v != v ? (Out) 0 : (Out) v; }
};

/* The max that a NaN wins (and keeps), for CUB's "includenan" max. */
struct nan_wins_max {
  template <class T>
  __host__ __device__ T operator()(T a, T b) const { return a != a ? a : (b != b ? b : (b > a ? b : a)); }
};

/* One NaN in every 1024 elements, for the NaN-flag rows. */
template <class In>
__global__ void sprinkle_nan(In *p, size_t n, In nan)
{
  for (size_t i = (blockIdx.x * (size_t) blockDim.x + threadIdx.x) * 1024 + 511; i < n;
       i += (size_t) gridDim.x * blockDim.x * 1024)
    p[i] = nan;
}

/* Segment l of the matrix's lines: [l * len, (l + 1) * len) in line order. */
struct segment_edge {
  long long len;
  __host__ __device__ long long operator()(long long l) const { return l * len; }
};

template <class In, class Out>
static void cub_reduce(reduce_case *b, const void *in, void *temp, size_t *temp_bytes)
{
  cudaError_t err;
  auto as_out = thrust::make_transform_iterator((const In *) in, cast_to<In, Out>());
  if (b->shape.cols > 1) {
    const long long len = b->shape.dim == 1 ? b->shape.rows : b->shape.cols;
    auto edges = thrust::make_transform_iterator(thrust::counting_iterator<long long>(0), segment_edge{len});
    auto index = thrust::make_transform_iterator(thrust::counting_iterator<long long>(0),
                                                 element_at{b->shape.rows, b->shape.cols, b->shape.dim});
    err = cub::DeviceSegmentedReduce::Sum(temp, *temp_bytes, thrust::make_permutation_iterator(as_out, index),
                                          (Out *) b->cub_out, (long long) b->lines, edges, edges + 1, b->stream);
  } else if (b->nan != GP_NAN_DEFAULT) {
    if constexpr (std::is_floating_point<In>::value && std::is_same<In, Out>::value) {
      auto omitted = thrust::make_transform_iterator((const In *) in, nan_as_zero<In, Out>());
      err = b->op == GP_OP_SUM
                ? cub::DeviceReduce::Sum(temp, *temp_bytes, omitted, (Out *) b->cub_out, (long long) b->n, b->stream)
                : cub::DeviceReduce::Reduce(temp, *temp_bytes, (const In *) in, (Out *) b->cub_out, (long long) b->n,
                                            nan_wins_max(), -std::numeric_limits<Out>::infinity(), b->stream);
    } else {
      err = cudaErrorInvalidValue;  /* the NaN flags are rows of float classes */
    }
  } else if (b->op == GP_OP_MAX) {
    err = cub::DeviceReduce::Max(temp, *temp_bytes, (const In *) in, (Out *) b->cub_out, (long long) b->n,
                                 b->stream);
  } else {
    err = cub::DeviceReduce::Sum(temp, *temp_bytes, as_out, (Out *) b->cub_out, (long long) b->n, b->stream);
  }
  BENCH_CHECK(err);
}

template <class In, class Out>
static void run_cub_reduce(void *p, int k)
{
  reduce_case *b = (reduce_case *) p;
  cub_reduce<In, Out>(b, b->in[k % NBUF], b->cub_temp, &b->cub_temp_bytes);
}

/* One CSV row: check our answer against CUB's, then time ours, CUB and the copy. */
template <class In, class Out>
static void row(gp_context *ctx, const char *job, gp_op op, gp_dtype in_type, gp_dtype out_type, bench_shape shape,
                gp_reduce_algorithm alg, gp_nan_flag nan = GP_NAN_DEFAULT)
{
  reduce_case b;
  memset(&b, 0, sizeof b);
  b.ctx = ctx;
  b.stream = (cudaStream_t) gp_context_stream(ctx);
  b.op = op;
  b.nan = nan;
  b.in_type = in_type;
  b.out_type = out_type;
  b.algorithm = alg;
  b.shape = shape;
  b.n = (size_t) (shape.rows * shape.cols);
  b.in_bytes = b.n * sizeof(In);
  b.lines = shape.cols == 1 ? 1 : (size_t) (shape.dim == 1 ? shape.cols : shape.rows);
  b.out_bytes = b.lines * sizeof(Out);
  for (int k = 0; k < NBUF; k++) {
    BENCH_CHECK(cudaMalloc(&b.in[k], b.in_bytes));
    fill<In>(b.in[k], b.n, 17u * k + 1);
    if (nan != GP_NAN_DEFAULT) {
      sprinkle_nan<In><<<1024, 256>>>((In *) b.in[k], b.n, std::numeric_limits<In>::quiet_NaN());
      BENCH_CHECK(cudaDeviceSynchronize());
    }
  }
  BENCH_CHECK(cudaMalloc(&b.out, b.out_bytes));
  BENCH_CHECK(cudaMalloc(&b.cub_out, b.out_bytes));
  BENCH_CHECK(cudaMalloc(&b.copy_out, b.in_bytes));
  cub_reduce<In, Out>(&b, b.in[0], NULL, &b.cub_temp_bytes);
  BENCH_CHECK(cudaMalloc(&b.cub_temp, b.cub_temp_bytes ? b.cub_temp_bytes : 1));

  run_reduce(&b, 0);
  run_cub_reduce<In, Out>(&b, 0);
  BENCH_CHECK(cudaStreamSynchronize(b.stream));
  const double worst = bench_worst_diff<Out>(b.out, b.cub_out, b.lines);

  const float t_ours = bench_median_ms(b.stream, run_reduce, &b);
  const float t_cub = bench_median_ms(b.stream, run_cub_reduce<In, Out>, &b);
  const float t_copy = bench_median_ms(b.stream, run_copy_input, &b);
  printf("%s,%s,%s,%lld,%lld,%d,%.4f,%.4f,%.4f,%.1f,%.2e\n", job, gp_reduce_algorithm_name(alg),
         gp_dtype_name(in_type), (long long) shape.rows, (long long) shape.cols, shape.dim, t_ours, t_cub, t_copy,
         b.in_bytes / (t_ours * 1e-3) / 1e9, worst);
  fflush(stdout);
  for (int k = 0; k < NBUF; k++)
    cudaFree(b.in[k]);
  cudaFree(b.out);
  cudaFree(b.cub_out);
  cudaFree(b.copy_out);
  cudaFree(b.cub_temp);
  gp_context_trim(ctx);
}

int main(int argc, char **argv)
{
  const int max_log2 = argc > 1 ? atoi(argv[1]) : 28;
  gp_context *ctx = bench_start_csv("bench_reduce", "reductions",
                                    "job,algorithm,class,rows,cols,dim,ours_ms,cub_ms,copy_ms,ours_read_GBs,max_rel_diff");
  for (int lg = 20; lg <= max_log2; lg += 4) {
    const bench_shape line = {(int64_t) 1 << lg, 1, 1};
    for (int a = 0; a < GP_REDUCE_ALGORITHM_COUNT; a++) {
      gp_reduce_algorithm alg = (gp_reduce_algorithm) a;
      row<int32_t, double>(ctx, "sum", GP_OP_SUM, GP_INT32, GP_DOUBLE, line, alg);
      row<float, float>(ctx, "sum", GP_OP_SUM, GP_SINGLE, GP_SINGLE, line, alg);
      row<double, double>(ctx, "sum", GP_OP_SUM, GP_DOUBLE, GP_DOUBLE, line, alg);
      row<int32_t, int32_t>(ctx, "max", GP_OP_MAX, GP_INT32, GP_INT32, line, alg);
      row<float, float>(ctx, "max", GP_OP_MAX, GP_SINGLE, GP_SINGLE, line, alg);
      row<double, double>(ctx, "max", GP_OP_MAX, GP_DOUBLE, GP_DOUBLE, line, alg);
    }
  }
  const bench_shape largest = {(int64_t) 1 << max_log2, 1, 1};
  row<float, float>(ctx, "sum omitnan", GP_OP_SUM, GP_SINGLE, GP_SINGLE, largest, GP_REDUCE_AUTO, GP_NAN_OMIT);
  row<double, double>(ctx, "sum omitnan", GP_OP_SUM, GP_DOUBLE, GP_DOUBLE, largest, GP_REDUCE_AUTO, GP_NAN_OMIT);
  row<float, float>(ctx, "max includenan", GP_OP_MAX, GP_SINGLE, GP_SINGLE, largest, GP_REDUCE_AUTO, GP_NAN_INCLUDE);
  row<double, double>(ctx, "max includenan", GP_OP_MAX, GP_DOUBLE, GP_DOUBLE, largest, GP_REDUCE_AUTO, GP_NAN_INCLUDE);
  const bench_shape down = {16384, 16384, 1}, across = {16384, 16384, 2};
  for (int a = 0; a < GP_REDUCE_ALGORITHM_COUNT; a++) {
    row<float, float>(ctx, "sum", GP_OP_SUM, GP_SINGLE, GP_SINGLE, down, (gp_reduce_algorithm) a);
    row<float, float>(ctx, "sum", GP_OP_SUM, GP_SINGLE, GP_SINGLE, across, (gp_reduce_algorithm) a);
  }
  gp_context_destroy(ctx);
  return 0;
}
