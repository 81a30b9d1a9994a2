/* scan_bench_case.cuh - one benchmark row of a scan: a contender against
 * CUB doing the same job and a device-to-device copy, in the same process.
 *
 * Device-resident data, CUDA events, warm-up, the median of BENCH_RUNS runs,
 * NBUF input buffers rotated so that L2 does not hold the input between runs.
 * CUB appears only in bench/, as the reference to beat. */
#ifndef GP_SCAN_BENCH_CASE_CUH
#define GP_SCAN_BENCH_CASE_CUH

#include <cub/device/device_scan.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "gpuprim.h"
#include "bench_timing.h"

#define NBUF 3

/* What is scanned: n elements as one line, or a rows x cols column-major
 * matrix along dim (1: contiguous lines of `rows`; 2: lines strided by rows). */
typedef struct {
  int64_t rows, cols;
  int dim;
} bench_shape;

typedef struct {
  gp_context *ctx;
  cudaStream_t stream;
  gp_dtype in_type, out_type;
  gp_scan_algorithm algorithm;
  bench_shape shape;
  size_t n, in_bytes, out_bytes;
  size_t copy_bytes;  /* the copy reference moves max(in_bytes, out_bytes) */
  void *in[NBUF];
  void *out, *cub_out;
  void *cub_temp;
  size_t cub_temp_bytes;
} bench_case;

/* The contender: scan b->in[k % NBUF] into b->out. */
typedef void (*bench_runner)(void *b, int k);

static void run_copy(void *p, int k)
{
  bench_case *b = (bench_case *) p;
  BENCH_CHECK(cudaMemcpyAsync(b->out, b->in[k % NBUF], b->copy_bytes, cudaMemcpyDeviceToDevice, b->stream));
}

template <class In, class Out>
struct cast_to {
  __host__ __device__ Out operator()(In v) const { return (Out) v; }
};

/* For CUB's scan by key over a matrix's lines, in line order: the line of
 * the k-th element, and where that element sits in the column-major matrix. */
struct line_of {
  long long len;
  __host__ __device__ long long operator()(long long k) const { return k / len; }
};

struct element_at {
  long long rows, cols;
  int dim;
  __host__ __device__ long long operator()(long long k) const
  {
    return dim == 1 ? k : (k / cols) + (k % cols) * rows;  /* dim 2: row k / cols, column k % cols */
  }
};

template <class In, class Out>
static void cub_scan(bench_case *b, const void *in, void *temp, size_t *temp_bytes)
{
  cudaError_t err;
  if (b->shape.cols > 1) {
    /* CUB has no scan of strided lines: a scan by key in line order, reading
     * and writing through index maps, is how its users would do this job */
    const long long len = b->shape.dim == 1 ? b->shape.rows : b->shape.cols;
    auto index = thrust::make_transform_iterator(thrust::counting_iterator<long long>(0),
                                                 element_at{b->shape.rows, b->shape.cols, b->shape.dim});
    auto keys = thrust::make_transform_iterator(thrust::counting_iterator<long long>(0), line_of{len});
    err = cub::DeviceScan::InclusiveSumByKey(temp, *temp_bytes, keys,
                                             thrust::make_permutation_iterator((const In *) in, index),
                                             thrust::make_permutation_iterator((Out *) b->cub_out, index),
                                             (long long) b->n, cuda::std::equal_to<long long>(), b->stream);
  } else if (sizeof(In) == sizeof(Out)) {
    err = cub::DeviceScan::InclusiveSum(temp, *temp_bytes, (const In *) in, (Out *) b->cub_out,
                                        (long long) b->n, b->stream);
  } else {
    /* int32 -> double, as Octave's default cumsum of int32 */
    err = cub::DeviceScan::InclusiveScan(temp, *temp_bytes,
                                         thrust::make_transform_iterator((const In *) in, cast_to<In, Out>()),
                                         (Out *) b->cub_out, cuda::std::plus<Out>(), (long long) b->n,
                                         b->stream);
  }
  BENCH_CHECK(err);
}

template <class In, class Out>
static void run_cub(void *p, int k)
{
  bench_case *b = (bench_case *) p;
  cub_scan<In, Out>(b, b->in[k % NBUF], b->cub_temp, &b->cub_temp_bytes);
}

/* Random inputs small enough that int32 sums cannot overflow, so the
 * saturating ("native") and CUB's wrapping sums must agree exactly.  Made on
 * the device: filling 2^28 elements on the host took seconds per row. */
template <class In>
__global__ void fill_kernel(In *p, size_t n, unsigned seed)
{
  for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < n; i += (size_t) gridDim.x * blockDim.x) {
    uint64_t s = (i + 1) * 0x9e3779b97f4a7c15ull ^ ((uint64_t) seed << 32);
    s ^= s >> 31; s *= 0xbf58476d1ce4e5b9ull; s ^= s >> 29;
    p[i] = (In) ((int) (s % 7) - 3) + (In) ((s >> 20) % 1000) / (In) 1000;
  }
}

template <class In>
static void fill(void *dev, size_t n, unsigned seed)
{
  fill_kernel<In><<<1024, 256>>>((In *) dev, n, seed);
  BENCH_CHECK(cudaGetLastError());
  BENCH_CHECK(cudaDeviceSynchronize());
}

/* The largest difference between n device values of ours and of CUB's
 * (infinite where one is NaN and the other not),
 * relative to CUB's (absolute below 1). */
template <class Out>
static double bench_worst_diff(const void *ours_dev, const void *theirs_dev, size_t n)
{
  Out *ours = (Out *) malloc(n * sizeof(Out)), *theirs = (Out *) malloc(n * sizeof(Out));
  BENCH_CHECK(cudaMemcpy(ours, ours_dev, n * sizeof(Out), cudaMemcpyDeviceToHost));
  BENCH_CHECK(cudaMemcpy(theirs, theirs_dev, n * sizeof(Out), cudaMemcpyDeviceToHost));
  double worst = 0;
  for (size_t i = 0; i < n; i++) {
    const double o = (double) ours[i], t = (double) theirs[i];
    /* NaN against NaN agrees; NaN against a number is the worst there is */
    const double d = o != o || t != t ? ((o != o) == (t != t) ? 0 : INFINITY) : fabs(o - t) / fmax(1.0, fabs(t));
    worst = d > worst ? d : worst;
  }
  free(ours);
  free(theirs);
  return worst;
}

/* One row's measurements (milliseconds) and the largest relative difference
 * between our output and CUB's. */
typedef struct {
  float ours, cub, copy;
  double worst;
} bench_result;

/* `contender` on `shape` with `algorithm` against CUB and the copy, after
 * checking that both give the same answer. */
template <class In, class Out>
static bench_result bench_measure(gp_context *ctx, gp_dtype in_type, gp_dtype out_type, bench_shape shape,
                                  gp_scan_algorithm algorithm, bench_runner contender)
{
  const size_t n = (size_t) (shape.rows * shape.cols);
  bench_case b;
  memset(&b, 0, sizeof b);
  b.ctx = ctx;
  b.stream = (cudaStream_t) gp_context_stream(ctx);
  b.in_type = in_type;
  b.out_type = out_type;
  b.algorithm = algorithm;
  b.shape = shape;
  b.n = n;
  b.in_bytes = n * sizeof(In);
  b.out_bytes = n * sizeof(Out);
  b.copy_bytes = b.in_bytes > b.out_bytes ? b.in_bytes : b.out_bytes;
  for (int k = 0; k < NBUF; k++) {
    BENCH_CHECK(cudaMalloc(&b.in[k], b.copy_bytes));  /* room for the copy reference */
    fill<In>(b.in[k], n, 17u * k + 1);
  }
  BENCH_CHECK(cudaMalloc(&b.out, b.out_bytes));
  BENCH_CHECK(cudaMalloc(&b.cub_out, b.out_bytes));
  cub_scan<In, Out>(&b, b.in[0], NULL, &b.cub_temp_bytes);
  BENCH_CHECK(cudaMalloc(&b.cub_temp, b.cub_temp_bytes));

  /* the same answer first: exact for integers, rounding-close for floats */
  contender(&b, 0);
  run_cub<In, Out>(&b, 0);
  BENCH_CHECK(cudaStreamSynchronize(b.stream));
  const double worst = bench_worst_diff<Out>(b.out, b.cub_out, n);

  bench_result r;
  r.worst = worst;
  r.ours = bench_median_ms(b.stream, contender, &b);
  r.cub = bench_median_ms(b.stream, run_cub<In, Out>, &b);
  /* a copy moves out_bytes in and out; ours reads in_bytes and writes out_bytes */
  r.copy = bench_median_ms(b.stream, run_copy, &b);

  for (int k = 0; k < NBUF; k++)
    cudaFree(b.in[k]);
  cudaFree(b.out);
  cudaFree(b.cub_out);
  cudaFree(b.cub_temp);
  gp_context_trim(ctx);
  return r;
}

/* One table row for n elements in one line. */
template <class In, class Out>
static void bench_one(gp_context *ctx, const char *label, gp_dtype in_type, gp_dtype out_type, size_t n,
                      bench_runner contender)
{
  const bench_shape line = {(int64_t) n, 1, 1};
  bench_result r = bench_measure<In, Out>(ctx, in_type, out_type, line, GP_SCAN_AUTO, contender);
  double gbs = n * (sizeof(In) + sizeof(Out)) / (r.ours * 1e-3) / 1e9;
  printf("| %-22s | 2^%-2d | %9.3f | %9.3f | %9.3f | %6.2fx | %6.2fx | %7.0f | %.1e |\n", label,
         (int) log2((double) n), r.ours, r.cub, r.copy, r.cub / r.ours, r.copy / r.ours, gbs, r.worst);
  fflush(stdout);
}

static void bench_table_head(void)
{
  printf("| job                    | n    |  ours ms  |  CUB ms   |  copy ms  | vs CUB  | vs copy | GB/s    | max rel diff |\n");
  printf("|------------------------|------|-----------|-----------|-----------|---------|---------|---------|--------------|\n");
}

/* A CUDA context for a benchmark called `program`, or exit. */
static inline gp_context *bench_context(const char *program)
{
  gp_context *ctx = NULL;
  gp_status st = gp_context_create_backend(&ctx, GP_BACKEND_CUDA);
  if (st != GP_SUCCESS) {
    fprintf(stderr, "%s: %s\n", program, gp_status_string(st));
    exit(1);
  }
  return ctx;
}

/* bench_context, then the heading line (what runs, on which GPU) and the table head. */
static inline gp_context *bench_start(const char *program, const char *what)
{
  gp_context *ctx = bench_context(program);
  printf("gpuprim %s, %s on %s; median of %d runs after %d warm-up runs, %d input buffers\n\n",
         gp_version_string(), what, gp_context_device_name(ctx), BENCH_RUNS, BENCH_WARMUP, NBUF);
  bench_table_head();
  return ctx;
}

/* The same for a benchmark that prints CSV for a .m script (bench_read_csv):
 * a "# " heading line, then the CSV header `columns`. */
static inline gp_context *bench_start_csv(const char *program, const char *what, const char *columns)
{
  gp_context *ctx = bench_context(program);
  printf("# gpuprim %s, %s on %s; median of %d runs after %d warm-up runs, %d input buffers\n",
         gp_version_string(), what, gp_context_device_name(ctx), BENCH_RUNS, BENCH_WARMUP, NBUF);
  printf("%s\n", columns);
  return ctx;
}

#endif
