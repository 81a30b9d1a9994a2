/* bench_functions.cu - the functions made of the primitives (unique,
 * reduce by key, accumarray, maxk, nth_element, median, histc) on
 * device-resident doubles, against CUB's primitives composed to do the
 * same job and a device-to-device copy of the input, in the same process
 * (CUDA events, warm-up, median of BENCH_RUNS, NBUF input buffers rotated).
 *
 * Rows and what CUB does for them (CUDA 13.0's CUB has no top-k):
 *   unique          SortKeys, then DeviceSelect::Unique
 *   reduce_by_key   DeviceReduce::ReduceByKey (runs of 16, sum)
 *   accumarray      SortPairs of (subs, vals), then ReduceByKey
 *                   (1000 bins, and n/8 bins)
 *   maxk            SortPairsDescending of (x, positions), k = 100
 *                   (ours by "select" and by "sort")
 *   nth_element     SortKeys (the n/2-th; ours by "select" and "sort")
 *   median          SortKeys (ours by "select" and "sort")
 *   histc           DeviceHistogram::HistogramRange, 1001 edges
 * Output: CSV on stdout for bench/bench_functions.m, which adds the
 * builtin's times and the table.  check: 1 where ours and CUB agree on
 * what both compute (the counts of unique values and runs, the bins'
 * total within 1e-9 relative, the k values, the middle, histc's counts).
 *
 *   usage: bench_functions [max_log2_n [min_log2_n]]   (default 28 and 24) */
#include <cub/device/device_histogram.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_select.cuh>
#include <vector>

#include "scan_bench_case.cuh"

enum { JOB_UNIQUE, JOB_BY_KEY, JOB_ACCUM_FEW, JOB_ACCUM_MANY, JOB_MAXK, JOB_NTH, JOB_MEDIAN, JOB_HISTC, JOB_COUNT };
static const char *const job_names[JOB_COUNT] = {"unique",    "reduce_by_key", "accumarray 1000", "accumarray n/8",
                                                 "maxk 100",  "nth_element",   "median",          "histc 1001"};

/* Each job's data: whole numbers below `range` (ties) for unique and the
 * subscripts (1-based), runs of 16 for the keys, else values in [-4, 4). */
__global__ void fill_job_kernel(double *x, double *v, size_t n, int job, double range, unsigned seed)
{
  for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < n; i += (size_t) gridDim.x * blockDim.x) {
    uint64_t s = (i + 1) * 0x9e3779b97f4a7c15ull ^ ((uint64_t) seed << 32);
    s ^= s >> 31; s *= 0xbf58476d1ce4e5b9ull; s ^= s >> 29;
    const double u = (double) (s >> 11) * 0x1.0p-53;
    if (job == JOB_UNIQUE)
      x[i] = floor(u * range);
    else if (job == JOB_BY_KEY)
      x[i] = (double) (i / 16);
    else if (job == JOB_ACCUM_FEW || job == JOB_ACCUM_MANY)
      x[i] = 1 + floor(u * range);
    else
      x[i] = 8 * u - 4;
    if (v)
      v[i] = (double) ((s >> 7) % 1000) / 1000;
  }
}

__global__ void iota_kernel(int *p, size_t n)
{
  for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < n; i += (size_t) gridDim.x * blockDim.x)
    p[i] = (int) i;
}

typedef struct {
  gp_context *ctx;
  cudaStream_t stream;
  int job;
  gp_topk_algorithm method;
  size_t n;
  int64_t bins;
  double *in[NBUF], *vals[NBUF];
  double *out, *out2, *edges, *cub_keys, *cub_vals, *cub_out, *cub_out2;
  int *iota, *cub_pos;
  long long *cub_count;
  void *cub_temp;
  size_t cub_temp_bytes;
  int64_t count;
} fn_case;

static void must(gp_status st)
{
  if (st != GP_SUCCESS) {
    fprintf(stderr, "bench_functions: %s\n", gp_status_string(st));
    exit(1);
  }
}

static gp_array vec(void *p, gp_dtype t, int64_t n)
{
  gp_array a;
  gp_array_init(&a, p, t, GP_DEVICE, 1, &n);
  return a;
}

static void run_ours(void *p, int k)
{
  fn_case *b = (fn_case *) p;
  const int64_t n = (int64_t) b->n;
  gp_array x = vec(b->in[k % NBUF], GP_DOUBLE, n), v = vec(b->vals[k % NBUF], GP_DOUBLE, n);
  gp_array y = vec(b->out, GP_DOUBLE, n), z = vec(b->out2, GP_DOUBLE, n);
  switch (b->job) {
  case JOB_UNIQUE: must(gp_unique(b->ctx, NULL, &x, &y, NULL, NULL, &b->count)); break;
  case JOB_BY_KEY: must(gp_reduce_by_key(b->ctx, NULL, &x, &v, &z, &y, &b->count)); break;
  case JOB_ACCUM_FEW:
  case JOB_ACCUM_MANY: {
    gp_array bins = vec(b->out, GP_DOUBLE, b->bins);
    must(gp_accumarray(b->ctx, NULL, &x, &v, &bins));
    break;
  }
  case JOB_MAXK:
  case JOB_NTH: {
    gp_topk_options o;
    gp_topk_options_init(&o);
    o.method = b->method;
    o.k = b->job == JOB_MAXK ? 100 : 1;
    o.largest = b->job == JOB_MAXK;
    o.first = b->job == JOB_MAXK ? 0 : n / 2 - 1;
    gp_array yk = vec(b->out, GP_DOUBLE, o.k), ik = vec(b->out2, GP_DOUBLE, o.k);
    must(gp_topk(b->ctx, &o, &x, &yk, b->job == JOB_MAXK ? &ik : NULL, 0));
    break;
  }
  case JOB_MEDIAN: {
    gp_median_options o;
    gp_median_options_init(&o);
    o.method = b->method;
    gp_array m = vec(b->out, GP_DOUBLE, 1);
    must(gp_median(b->ctx, &o, &x, &m, 0));
    break;
  }
  default: {
    gp_array e = vec(b->edges, GP_DOUBLE, 1001), counts = vec(b->out, GP_DOUBLE, 1001);
    must(gp_histc(b->ctx, &x, &e, &counts, NULL, 0));
    break;
  }
  }
}

/* CUB's composition for the job; with temp NULL, only the temp bytes
 * its largest step needs, into *temp_bytes. */
static void cub_job(fn_case *b, int k, void *temp, size_t *temp_bytes)
{
  const double *x = b->in[k % NBUF], *v = b->vals[k % NBUF];
  const int n = (int) b->n;
  const cudaStream_t s = b->stream;
  size_t most = 0, t[2] = {*temp_bytes, *temp_bytes};  /* each step's own size argument */
  switch (b->job) {
  case JOB_UNIQUE:
    BENCH_CHECK(cub::DeviceRadixSort::SortKeys(temp, t[0], x, b->cub_keys, n, 0, 64, s));
    BENCH_CHECK(cub::DeviceSelect::Unique(temp, t[1], b->cub_keys, b->cub_out, b->cub_count, n, s));
    break;
  case JOB_BY_KEY:
    BENCH_CHECK(cub::DeviceReduce::ReduceByKey(temp, t[0], x, b->cub_keys, v, b->cub_out, b->cub_count,
                                               cuda::std::plus<double>(), n, s));
    break;
  case JOB_ACCUM_FEW:
  case JOB_ACCUM_MANY:
    BENCH_CHECK(cub::DeviceRadixSort::SortPairs(temp, t[0], x, b->cub_keys, v, b->cub_vals, n, 0, 64, s));
    BENCH_CHECK(cub::DeviceReduce::ReduceByKey(temp, t[1], b->cub_keys, b->cub_out2, b->cub_vals, b->cub_out,
                                               b->cub_count, cuda::std::plus<double>(), n, s));
    break;
  case JOB_MAXK:
    BENCH_CHECK(cub::DeviceRadixSort::SortPairsDescending(temp, t[0], x, b->cub_keys, b->iota, b->cub_pos, n, 0, 64,
                                                          s));
    break;
  case JOB_NTH:
  case JOB_MEDIAN: BENCH_CHECK(cub::DeviceRadixSort::SortKeys(temp, t[0], x, b->cub_keys, n, 0, 64, s)); break;
  default:
    BENCH_CHECK(cub::DeviceHistogram::HistogramRange(temp, t[0], x, (int *) b->cub_out, 1001, b->edges, n, s));
    break;
  }
  most = t[0] > t[1] ? t[0] : t[1];
  if (!temp)
    *temp_bytes = most;
}

static void run_cub(void *p, int k)
{
  fn_case *b = (fn_case *) p;
  cub_job(b, k, b->cub_temp, &b->cub_temp_bytes);
}

static void run_copy_input(void *p, int k)
{
  fn_case *b = (fn_case *) p;
  BENCH_CHECK(cudaMemcpyAsync(b->out, b->in[k % NBUF], b->n * sizeof(double), cudaMemcpyDeviceToDevice, b->stream));
}

/* Whether ours and CUB agree where both compute the same numbers. */
static int agree(fn_case *b)
{
  run_ours(b, 0);
  run_cub(b, 0);
  BENCH_CHECK(cudaStreamSynchronize(b->stream));
  long long cub_count = 0;
  BENCH_CHECK(cudaMemcpy(&cub_count, b->cub_count, sizeof cub_count, cudaMemcpyDeviceToHost));
  if (b->job == JOB_UNIQUE || b->job == JOB_BY_KEY)
    return cub_count == b->count;
  if (b->job == JOB_MAXK) {
    std::vector<double> ours(100), cub(100);
    BENCH_CHECK(cudaMemcpy(ours.data(), b->out, 800, cudaMemcpyDeviceToHost));
    BENCH_CHECK(cudaMemcpy(cub.data(), b->cub_keys, 800, cudaMemcpyDeviceToHost));
    return ours == cub;
  }
  if (b->job == JOB_NTH || b->job == JOB_MEDIAN) {
    double ours = 0, lo = 0, hi = 0;
    BENCH_CHECK(cudaMemcpy(&ours, b->out, 8, cudaMemcpyDeviceToHost));
    BENCH_CHECK(cudaMemcpy(&lo, b->cub_keys + b->n / 2 - 1, 8, cudaMemcpyDeviceToHost));
    BENCH_CHECK(cudaMemcpy(&hi, b->cub_keys + b->n / 2, 8, cudaMemcpyDeviceToHost));
    return b->job == JOB_NTH ? ours == lo : fabs(ours - (lo + hi) / 2) <= 1e-12;
  }
  if (b->job == JOB_ACCUM_FEW || b->job == JOB_ACCUM_MANY) {
    /* the bins' total against the runs' (n/8 bins leave a few empty) */
    std::vector<double> ours((size_t) b->bins), cub((size_t) cub_count);
    BENCH_CHECK(cudaMemcpy(ours.data(), b->out, 8 * ours.size(), cudaMemcpyDeviceToHost));
    BENCH_CHECK(cudaMemcpy(cub.data(), b->cub_out, 8 * cub.size(), cudaMemcpyDeviceToHost));
    double a = 0, c = 0;
    for (double o : ours)
      a += o;
    for (double o : cub)
      c += o;
    return cub_count <= b->bins && fabs(a - c) <= 1e-9 * fabs(c);
  }
  std::vector<double> ours(1001);  /* histc: the first 1000 bins against CUB's counts */
  std::vector<int> cub(1000);
  BENCH_CHECK(cudaMemcpy(ours.data(), b->out, 8 * 1001, cudaMemcpyDeviceToHost));
  BENCH_CHECK(cudaMemcpy(cub.data(), b->cub_out, 4 * 1000, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 1000; i++)
    if (ours[i] != (double) cub[i])
      return 0;
  return 1;
}

static void function_row(gp_context *ctx, int job, gp_topk_algorithm method, size_t n)
{
  const int64_t bins = job == JOB_ACCUM_FEW ? 1000 : job == JOB_ACCUM_MANY ? (int64_t) (n / 8) : 0;
  fn_case b = {ctx, (cudaStream_t) gp_context_stream(ctx), job, method, n, bins};  /* the rest zero */
  const double range = job == JOB_UNIQUE ? (double) (n / 16) : (double) b.bins;
  const int has_vals = job == JOB_BY_KEY || job == JOB_ACCUM_FEW || job == JOB_ACCUM_MANY;
  const size_t bytes = n * sizeof(double);
  for (int k = 0; k < NBUF; k++) {
    BENCH_CHECK(cudaMalloc(&b.in[k], bytes));
    if (has_vals)
      BENCH_CHECK(cudaMalloc(&b.vals[k], bytes));
    fill_job_kernel<<<1024, 256, 0, b.stream>>>(b.in[k], b.vals[k], n, job, range, 17u + (unsigned) k);
  }
  BENCH_CHECK(cudaMalloc(&b.out, bytes));
  BENCH_CHECK(cudaMalloc(&b.out2, bytes));
  BENCH_CHECK(cudaMalloc(&b.cub_keys, bytes));
  BENCH_CHECK(cudaMalloc(&b.cub_out, bytes));
  BENCH_CHECK(cudaMalloc(&b.cub_out2, bytes));
  BENCH_CHECK(cudaMalloc(&b.cub_count, sizeof(long long)));
  if (has_vals)
    BENCH_CHECK(cudaMalloc(&b.cub_vals, bytes));
  if (job == JOB_MAXK) {
    BENCH_CHECK(cudaMalloc(&b.iota, n * sizeof(int)));
    BENCH_CHECK(cudaMalloc(&b.cub_pos, n * sizeof(int)));
    iota_kernel<<<1024, 256, 0, b.stream>>>(b.iota, n);
  }
  if (job == JOB_HISTC) {
    std::vector<double> e(1001);
    for (int i = 0; i < 1001; i++)
      e[i] = -4 + 8.0 * i / 1000;
    BENCH_CHECK(cudaMalloc(&b.edges, 1001 * sizeof(double)));
    BENCH_CHECK(cudaMemcpy(b.edges, e.data(), 1001 * sizeof(double), cudaMemcpyHostToDevice));
  }
  cub_job(&b, 0, NULL, &b.cub_temp_bytes);
  BENCH_CHECK(cudaMalloc(&b.cub_temp, b.cub_temp_bytes ? b.cub_temp_bytes : 1));
  BENCH_CHECK(cudaStreamSynchronize(b.stream));
  const int check = agree(&b);
  const float t_ours = bench_median_ms(b.stream, run_ours, &b);
  const float t_cub = bench_median_ms(b.stream, run_cub, &b);
  const float t_copy = bench_median_ms(b.stream, run_copy_input, &b);
  printf("%s,%s,double,%lld,%.4f,%.4f,%.4f,%d\n", job_names[job],
         job == JOB_MAXK || job == JOB_NTH || job == JOB_MEDIAN ? gp_topk_algorithm_name(method) : "auto",
         (long long) n, t_ours, t_cub,
         t_copy, check);
  fflush(stdout);
  for (int k = 0; k < NBUF; k++) {
    cudaFree(b.in[k]);
    cudaFree(b.vals[k]);
  }
  cudaFree(b.out); cudaFree(b.out2); cudaFree(b.cub_keys); cudaFree(b.cub_out); cudaFree(b.cub_out2);
  cudaFree(b.cub_count); cudaFree(b.cub_vals); cudaFree(b.iota); cudaFree(b.cub_pos); cudaFree(b.edges);
  cudaFree(b.cub_temp);
  gp_context_trim(ctx);
}

int main(int argc, char **argv)
{
  const int max_log2 = argc > 1 ? atoi(argv[1]) : 28, min_log2 = argc > 2 ? atoi(argv[2]) : 24;
  gp_context *ctx = bench_start_csv("bench_functions", "functions made of the primitives against CUB's",
                                    "job,algorithm,class,n,ours_ms,cub_ms,copy_ms,check");
  for (int lg = min_log2; lg <= max_log2; lg += 4)
    for (int job = 0; job < JOB_COUNT; job++) {
      if (job == JOB_MAXK || job == JOB_NTH || job == JOB_MEDIAN) {
        function_row(ctx, job, GP_TOPK_SELECT, (size_t) 1 << lg);
        function_row(ctx, job, GP_TOPK_SORT, (size_t) 1 << lg);
      } else {
        function_row(ctx, job, GP_TOPK_AUTO, (size_t) 1 << lg);
      }
    }
  gp_context_destroy(ctx);
  return 0;
}
