/* bench_complex.cu - the complex scans and reductions (gp_scan_complex,
 * gp_reduce_complex; device arrays) against the real, flag-free path over
 * the same bytes (gp_scan / gp_reduce of 2^L real elements, where the
 * complex rows take 2^(L-1) complex ones), against CUB doing the complex
 * job, and against a device-to-device copy of the input, in the same
 * process (CUDA events, warm-up, median of BENCH_RUNS, NBUF input buffers
 * rotated so that L2 does not hold the input between runs).
 *
 * Rows, for single and double parts: prod, max, max with positions, max
 * "includenan" (on data without NaN, so that every element is compared),
 * max by "ComparisonMethod" "real", sum "omitnan" (one NaN element in
 * 1024), cumprod and cummax, each of one line.  CUB's ops are the plain
 * textbook ones (x*y with no Annex G recovery; max by |z|^2, no hypot, no
 * arg; "real": the larger real part, then imaginary part), so CUB does
 * less than the builtin's rules ask; its column is a floor, not the same
 * job.  Inputs lie
 * on the unit circle for products (long products neither overflow nor
 * vanish) and between radii 0.5 and 2 for max (abs rarely ties).
 * rel_diff compares our last output with CUB's (relative; ties cannot
 * happen on this data).  Output: CSV on stdout, the job quoted ("[m, i]"
 * holds a comma).
 *
 *   usage: bench_complex [log2_real_elements]   (default 28) */
#include <cub/device/device_reduce.cuh>

#include "scan_bench_case.cuh"

template <class F>
struct __align__(2 * sizeof(F)) cplx {
  F re, im;
};

template <class F>
struct cplx_mul {
  __host__ __device__ cplx<F> operator()(cplx<F> a, cplx<F> b) const
  {
    return cplx<F>{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
  }
};
template <class F>
struct cplx_add {
  __host__ __device__ cplx<F> operator()(cplx<F> a, cplx<F> b) const { return cplx<F>{a.re + b.re, a.im + b.im}; }
};
template <class F>
struct cplx_max_by_norm {
  __host__ __device__ cplx<F> operator()(cplx<F> a, cplx<F> b) const
  {
    return b.re * b.re + b.im * b.im > a.re * a.re + a.im * a.im ? b : a;
  }
};
template <class F>
struct cplx_max_by_parts {
  __host__ __device__ cplx<F> operator()(cplx<F> a, cplx<F> b) const
  {
    return b.re > a.re || (b.re == a.re && b.im > a.im) ? b : a;
  }
};
template <class F>
struct nan_as_zero {
  __host__ __device__ cplx<F> operator()(cplx<F> z) const
  {
    return z.re != z.re || z.im != z.im ? cplx<F>{0, 0} : z;
  }
};

/* Unit-circle values (for products); with nan, one NaN element in 1024;
 * with spread, magnitudes from 0.5 to 2 (for max: few ties of abs). */
template <class F>
__global__ void fill_complex(cplx<F> *p, size_t n, unsigned seed, int nan, int spread)
{
  for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < n; i += (size_t) gridDim.x * blockDim.x) {
    uint64_t s = (i + 1) * 0x9e3779b97f4a7c15ull ^ ((uint64_t) seed << 32);
    s ^= s >> 31; s *= 0xbf58476d1ce4e5b9ull; s ^= s >> 29;
    const double t = (double) (s % 1000003) * (6.283185307179586 / 1000003.0);
    uint64_t u = s * 0x9e3779b97f4a7c15ull;  /* another 53 bits for the radius */
    u ^= u >> 29;
    const double r = spread ? 0.5 + (double) (u >> 11) * (1.5 / 9007199254740992.0) : 1.0;
    p[i] = cplx<F>{(F) (r * cos(t)), (F) (r * sin(t))};
    if (nan && i % 1024 == 511)
      p[i].re = (F) NAN;
  }
}

typedef struct {
  gp_context *ctx;
  cudaStream_t stream;
  gp_op op;
  gp_nan_flag nan;
  gp_comparison compare;
  int scan, positions;
  gp_dtype parts;
  size_t n;  /* complex elements; the real rows take 2n */
  size_t part_bytes;
  void *in[NBUF];
  void *out, *idx, *cub_out, *copy_out, *cub_temp;
  size_t cub_temp_bytes;
} cx_case;

static void fail(const char *what, gp_status st)
{
  fprintf(stderr, "%s: %s\n", what, gp_status_string(st));
  exit(1);
}

static void run_complex(void *p, int k)
{
  cx_case *b = (cx_case *) p;
  const int64_t d[2] = {2, (int64_t) b->n}, r[2] = {2, b->scan ? (int64_t) b->n : 1};
  const int64_t di[1] = {r[1]};
  gp_array x, y, i;
  gp_array_init(&x, b->in[k % NBUF], b->parts, GP_DEVICE, 2, d);
  gp_array_init(&y, b->out, b->parts, GP_DEVICE, 2, r);
  gp_array_init(&i, b->idx, GP_DOUBLE, GP_DEVICE, 1, di);
  gp_array *pi = b->positions ? &i : NULL;
  gp_status st;
  if (b->scan) {
    gp_scan_options o;
    gp_scan_options_init(&o);
    o.nan = b->nan;
    o.is_complex = 1;
    st = gp_scan(b->ctx, b->op, &o, &x, &y, pi, 0);
  } else {
    gp_reduce_options o;
    gp_reduce_options_init(&o);
    o.nan = b->nan;
    o.compare = b->compare;
    o.is_complex = 1;
    st = gp_reduce(b->ctx, b->op, &o, &x, &y, pi, 0);
  }
  if (st != GP_SUCCESS)
    fail("complex", st);
}

/* The real, flag-free op over the same bytes: 2n real elements. */
static void run_real(void *p, int k)
{
  cx_case *b = (cx_case *) p;
  const int64_t d[1] = {(int64_t) (2 * b->n)}, r[1] = {b->scan ? d[0] : 1};
  gp_array x, y, i;
  gp_array_init(&x, b->in[k % NBUF], b->parts, GP_DEVICE, 1, d);
  gp_array_init(&y, b->out, b->parts, GP_DEVICE, 1, r);
  gp_array_init(&i, b->idx, GP_DOUBLE, GP_DEVICE, 1, r);
  gp_array *pi = b->positions ? &i : NULL;
  gp_status st = b->scan ? gp_scan(b->ctx, b->op, NULL, &x, &y, pi, 0) : gp_reduce(b->ctx, b->op, NULL, &x, &y, pi, 0);
  if (st != GP_SUCCESS)
    fail("real", st);
}

static void run_copy_input(void *p, int k)
{
  cx_case *b = (cx_case *) p;
  BENCH_CHECK(cudaMemcpyAsync(b->copy_out, b->in[k % NBUF], 2 * b->n * b->part_bytes, cudaMemcpyDeviceToDevice,
                              b->stream));
}

template <class F>
static void cub_job(cx_case *b, const void *in, void *temp, size_t *temp_bytes)
{
  const cplx<F> *x = (const cplx<F> *) in;
  cplx<F> *y = (cplx<F> *) b->cub_out;
  const long long n = (long long) b->n;
  cudaError_t err;
  if (b->op == GP_OP_PROD) {
    err = b->scan ? cub::DeviceScan::InclusiveScan(temp, *temp_bytes, x, y, cplx_mul<F>(), n, b->stream)
                  : cub::DeviceReduce::Reduce(temp, *temp_bytes, x, y, n, cplx_mul<F>(), cplx<F>{1, 0}, b->stream);
  } else if (b->op == GP_OP_MAX && b->compare == GP_COMPARE_REAL) {
    err = cub::DeviceReduce::Reduce(temp, *temp_bytes, x, y, n, cplx_max_by_parts<F>(), cplx<F>{-INFINITY, 0},
                                    b->stream);
  } else if (b->op == GP_OP_MAX) {
    err = b->scan ? cub::DeviceScan::InclusiveScan(temp, *temp_bytes, x, y, cplx_max_by_norm<F>(), n, b->stream)
                  : cub::DeviceReduce::Reduce(temp, *temp_bytes, x, y, n, cplx_max_by_norm<F>(), cplx<F>{0, 0},
                                              b->stream);
  } else {  /* the sum "omitnan" */
    auto kept = thrust::make_transform_iterator(x, nan_as_zero<F>());
    err = cub::DeviceReduce::Reduce(temp, *temp_bytes, kept, y, n, cplx_add<F>(), cplx<F>{0, 0}, b->stream);
  }
  BENCH_CHECK(err);
}

template <class F>
static void run_cub(void *p, int k)
{
  cx_case *b = (cx_case *) p;
  cub_job<F>(b, b->in[k % NBUF], b->cub_temp, &b->cub_temp_bytes);
}

/* |ours - CUB's| / |CUB's| of the last output */
template <class F>
static double last_diff(const cx_case *b)
{
  const size_t at = b->scan ? b->n - 1 : 0;
  cplx<F> o, c;
  BENCH_CHECK(cudaMemcpy(&o, (const cplx<F> *) b->out + at, sizeof o, cudaMemcpyDeviceToHost));
  BENCH_CHECK(cudaMemcpy(&c, (const cplx<F> *) b->cub_out + at, sizeof c, cudaMemcpyDeviceToHost));
  const double dr = (double) o.re - c.re, di = (double) o.im - c.im;
  return sqrt(dr * dr + di * di) / fmax(sqrt((double) c.re * c.re + (double) c.im * c.im), 1e-300);
}

template <class F>
static void row(gp_context *ctx, const char *job, gp_op op, int scan, int positions, int log2_real,
                gp_nan_flag nan = GP_NAN_DEFAULT, gp_comparison compare = GP_COMPARE_AUTO)
{
  cx_case b;
  memset(&b, 0, sizeof b);
  b.ctx = ctx;
  b.stream = (cudaStream_t) gp_context_stream(ctx);
  b.op = op;
  b.nan = nan;
  b.compare = compare;
  b.scan = scan;
  b.positions = positions;
  b.parts = sizeof(F) == 8 ? GP_DOUBLE : GP_SINGLE;
  b.part_bytes = sizeof(F);
  b.n = (size_t) 1 << (log2_real - 1);
  const size_t bytes = b.n * sizeof(cplx<F>), out_bytes = scan ? bytes : sizeof(cplx<F>);
  for (int k = 0; k < NBUF; k++) {
    BENCH_CHECK(cudaMalloc(&b.in[k], bytes));
    fill_complex<F><<<1024, 256>>>((cplx<F> *) b.in[k], b.n, 17u * k + 1, nan == GP_NAN_OMIT, op == GP_OP_MAX);
  }
  BENCH_CHECK(cudaDeviceSynchronize());
  /* the real rows write 2n outputs and positions where the complex ones write n */
  BENCH_CHECK(cudaMalloc(&b.out, scan ? bytes : 2 * sizeof(cplx<F>)));
  BENCH_CHECK(cudaMalloc(&b.idx, (scan ? 2 * b.n : 1) * sizeof(double)));
  BENCH_CHECK(cudaMalloc(&b.cub_out, out_bytes));
  BENCH_CHECK(cudaMalloc(&b.copy_out, bytes));
  cub_job<F>(&b, b.in[0], NULL, &b.cub_temp_bytes);
  BENCH_CHECK(cudaMalloc(&b.cub_temp, b.cub_temp_bytes ? b.cub_temp_bytes : 1));

  run_complex(&b, 0);
  run_cub<F>(&b, 0);
  BENCH_CHECK(cudaStreamSynchronize(b.stream));
  const double diff = last_diff<F>(&b);
  const float t_ours = bench_median_ms(b.stream, run_complex, &b);
  const float t_real = bench_median_ms(b.stream, run_real, &b);
  const float t_cub = bench_median_ms(b.stream, run_cub<F>, &b);
  const float t_copy = bench_median_ms(b.stream, run_copy_input, &b);
  printf("\"%s\",%s,%zu,%.4f,%.4f,%.4f,%.4f,%.3f,%.1f,%.2e\n", job, sizeof(F) == 8 ? "double" : "single", b.n, t_ours,
         t_real, t_cub, t_copy, t_ours / t_real, bytes / (t_ours * 1e-3) / 1e9, diff);
  fflush(stdout);
  for (int k = 0; k < NBUF; k++)
    cudaFree(b.in[k]);
  cudaFree(b.out);
  cudaFree(b.idx);
  cudaFree(b.cub_out);
  cudaFree(b.copy_out);
  cudaFree(b.cub_temp);
  gp_context_trim(ctx);
}

template <class F>
static void rows(gp_context *ctx, int log2_real)
{
  row<F>(ctx, "prod", GP_OP_PROD, 0, 0, log2_real);
  row<F>(ctx, "max", GP_OP_MAX, 0, 0, log2_real);
  row<F>(ctx, "[m, i] = max", GP_OP_MAX, 0, 1, log2_real);
  row<F>(ctx, "max includenan", GP_OP_MAX, 0, 0, log2_real, GP_NAN_INCLUDE);
  row<F>(ctx, "max real", GP_OP_MAX, 0, 0, log2_real, GP_NAN_DEFAULT, GP_COMPARE_REAL);
  row<F>(ctx, "sum omitnan", GP_OP_SUM, 0, 0, log2_real, GP_NAN_OMIT);
  row<F>(ctx, "cumprod", GP_OP_PROD, 1, 0, log2_real);
  row<F>(ctx, "cummax", GP_OP_MAX, 1, 0, log2_real);
}

int main(int argc, char **argv)
{
  const int log2_real = argc > 1 ? atoi(argv[1]) : 28;
  char what[96];
  snprintf(what, sizeof what, "complex scans and reductions (2^%d real elements' bytes)", log2_real);
  gp_context *ctx = bench_start_csv("bench_complex", what,
                                    "job,class,complex_elements,ours_ms,real_same_bytes_ms,cub_ms,copy_ms,"
                                    "ours_over_real,ours_read_GBs,rel_diff_vs_cub");
  rows<float>(ctx, log2_real);
  rows<double>(ctx, log2_real);
  gp_context_destroy(ctx);
  return 0;
}
