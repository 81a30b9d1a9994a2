/* bench_compact.cu - compaction, summed-area tables and box filters against
 * CUB doing the same job and a device-to-device copy, in the same process
 * (CUDA events, warm-up, median of BENCH_RUNS, NBUF input buffers rotated).
 *
 * Rows:
 *   compact  x(mask), both algorithms, vs DeviceSelect::Flagged (values by flags)
 *   find     positions of the nonzero elements (8-byte doubles), both
 *            algorithms, vs DeviceSelect::If over the indices with the
 *            predicate "x(i) != 0" (8-byte indices)
 *   for single and double, 2^20, 2^24, 2^28 elements, keeping 1%, 50%, 99%;
 *   "compact complex" and "find complex" (gp_compact and gp_find with
 *            is_complex) over the same bytes: half as many complex
 *            elements, each both parts (the class column names the
 *            parts'), vs CUB's Flagged of the pairs and If with the
 *            predicate "either part != 0";
 *   sat      8192 x 8192 single and double, vs two CUB scans by key (down
 *            the columns, then along the rows through index maps)
 *   box      8192 x 8192 single, boxes 3x3 .. 255x255 (CUB has none: the
 *            CUB column repeats its table time, which a box filter needs first)
 * The copy moves the input's bytes once.  Output: CSV on stdout, for
 * bench/bench_compact.m, which adds the builtin's times and the table.
 *
 *   usage: bench_compact [max_log2_n [min_log2_n]]   (default 28 and 20; a
 *   min_log2_n past 20 leaves the smaller sizes, and the tables, out)
 *   GPUPRIM_BENCH_COMPACT_ROW: one row only (row_wanted, below) */
#include <cub/device/device_select.cuh>

#include "scan_bench_case.cuh"

/* Random values with about keep_permille / 1000 of them nonzero, and the
 * mask that keeps the same ones (so x(mask) and find keep alike).  With
 * complex, n elements of two parts, both zero or both drawn (a kept one
 * may have one zero part). */
template <class T>
__global__ void fill_sparse_kernel(T *x, uint8_t *mask, size_t n, unsigned keep_permille, unsigned seed, int complex)
{
  for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < n; i += (size_t) gridDim.x * blockDim.x) {
    uint64_t s = (i + 1) * 0x9e3779b97f4a7c15ull ^ ((uint64_t) seed << 32);
    s ^= s >> 31; s *= 0xbf58476d1ce4e5b9ull; s ^= s >> 29;
    const bool keep = s % 1000 < keep_permille;
    if (complex) {
      x[2 * i] = keep ? (T) ((s >> 20) % 1000) : (T) 0;
      x[2 * i + 1] = keep ? (T) (1 + (s >> 40) % 1000) : (T) 0;
    } else {
      x[i] = keep ? (T) (1 + (s >> 20) % 1000) : (T) 0;
    }
    mask[i] = keep;
  }
}

template <class T>
struct __align__(2 * sizeof(T)) pair_of {
  T re, im;
};

struct nonzero_at {
  const void *x;
  int wide;     /* 8-byte parts */
  int complex;  /* elements of two parts: nonzero where either is */
  __host__ __device__ bool operator()(long long i) const
  {
    if (complex)
      return wide ? ((const double *) x)[2 * i] != 0 || ((const double *) x)[2 * i + 1] != 0
                  : ((const float *) x)[2 * i] != 0 || ((const float *) x)[2 * i + 1] != 0;
    return wide ? ((const double *) x)[i] != 0 : ((const float *) x)[i] != 0;
  }
};

typedef struct {
  gp_context *ctx;
  cudaStream_t stream;
  gp_dtype type;
  gp_compact_algorithm algorithm;
  int find;  /* 0: x(mask), 1: find */
  int complex;  /* n complex elements of two parts each */
  size_t n, bytes;
  void *in[NBUF];
  uint8_t *mask[NBUF];
  void *out, *cub_out, *copy_out;
  long long *cub_count;
  void *cub_temp;
  size_t cub_temp_bytes;
  int64_t count;
} compact_case;

static void run_ours(void *p, int k)
{
  compact_case *b = (compact_case *) p;
  gp_array x, m, y;
  int64_t d[1] = {(int64_t) b->n}, parts[2] = {2, (int64_t) b->n};
  gp_array_init(&x, b->in[k % NBUF], b->type, GP_DEVICE, b->complex ? 2 : 1, b->complex ? parts : d);
  gp_array_init(&m, b->mask[k % NBUF], GP_LOGICAL, GP_DEVICE, 1, d);
  if (b->find)
    gp_array_init(&y, b->out, GP_DOUBLE, GP_DEVICE, 1, d);
  else
    gp_array_init(&y, b->out, b->type, GP_DEVICE, x.ndims, x.dims);
  gp_find_options fo;
  gp_find_options_init(&fo);
  fo.algorithm = b->algorithm;
  fo.is_complex = b->complex;
  gp_compact_options co;
  gp_compact_options_init(&co);
  co.algorithm = b->algorithm;
  co.is_complex = b->complex;
  const gp_status st
      = b->find ? gp_find(b->ctx, &fo, &x, &y, NULL, &b->count) : gp_compact(b->ctx, &co, &x, &m, &y, &b->count);
  if (st != GP_SUCCESS) {
    fprintf(stderr, "bench_compact: %s\n", gp_status_string(st));
    exit(1);
  }
}

template <class T>
static void cub_select(compact_case *b, int k, void *temp, size_t *temp_bytes)
{
  cudaError_t err;
  if (b->find)
    err = cub::DeviceSelect::If(temp, *temp_bytes, thrust::counting_iterator<long long>(0), (long long *) b->cub_out,
                                b->cub_count, (long long) b->n,
                                nonzero_at{b->in[k % NBUF], sizeof(T) == 8, b->complex}, b->stream);
  else if (b->complex)
    err = cub::DeviceSelect::Flagged(temp, *temp_bytes, (const pair_of<T> *) b->in[k % NBUF], b->mask[k % NBUF],
                                     (pair_of<T> *) b->cub_out, b->cub_count, (long long) b->n, b->stream);
  else
    err = cub::DeviceSelect::Flagged(temp, *temp_bytes, (const T *) b->in[k % NBUF], b->mask[k % NBUF],
                                     (T *) b->cub_out, b->cub_count, (long long) b->n, b->stream);
  BENCH_CHECK(err);
}

template <class T>
static void run_cub_select(void *p, int k)
{
  compact_case *b = (compact_case *) p;
  cub_select<T>(b, k, b->cub_temp, &b->cub_temp_bytes);
}

static void run_copy_in(void *p, int k)
{
  compact_case *b = (compact_case *) p;
  BENCH_CHECK(cudaMemcpyAsync(b->copy_out, b->in[k % NBUF], b->bytes, cudaMemcpyDeviceToDevice, b->stream));
}

/* Whether ours and CUB's kept the same elements (positions: CUB's 0-based indices + 1). */
template <class T>
static int same_selection(const compact_case *b)
{
  long long cub_count = 0;
  BENCH_CHECK(cudaMemcpy(&cub_count, b->cub_count, sizeof cub_count, cudaMemcpyDeviceToHost));
  if (cub_count != b->count)
    return 0;
  const size_t es = b->find ? 8 : sizeof(T) * (b->complex ? 2 : 1), bytes = (size_t) b->count * es;
  char *ours = (char *) malloc(bytes + 1), *theirs = (char *) malloc(bytes + 1);
  BENCH_CHECK(cudaMemcpy(ours, b->out, bytes, cudaMemcpyDeviceToHost));
  BENCH_CHECK(cudaMemcpy(theirs, b->cub_out, bytes, cudaMemcpyDeviceToHost));
  int same = 1;
  for (long long i = 0; same && i < b->count; i++)
    same = b->find ? ((double *) ours)[i] == (double) (((long long *) theirs)[i] + 1)
                   : memcmp(ours + i * es, theirs + i * es, es) == 0;
  free(ours);
  free(theirs);
  return same;
}

/* A row's job column. */
static const char *job_name(int find, int complex)
{
  return complex ? (find ? "find complex" : "compact complex") : find ? "find" : "compact";
}

/* GPUPRIM_BENCH_COMPACT_ROW="JOB,CLASS,KEEP_PERMILLE" (e.g. "compact,double,500")
 * limits the compaction rows to that one, "auto" only: for a profiler. */
static int row_wanted(int find, int complex, gp_dtype type, unsigned keep_permille, gp_compact_algorithm alg)
{
  const char *only = getenv("GPUPRIM_BENCH_COMPACT_ROW");
  char want[64];
  if (!only || !*only)
    return 1;
  snprintf(want, sizeof want, "%s,%s,%u", job_name(find, complex), gp_dtype_name(type), keep_permille);
  return alg == GP_COMPACT_AUTO && strcmp(only, want) == 0;
}

template <class T>
static void compact_row(gp_context *ctx, int find, gp_dtype type, size_t n, unsigned keep_permille,
                        gp_compact_algorithm alg, int complex = 0)
{
  if (!row_wanted(find, complex, type, keep_permille, alg))
    return;
  compact_case b;
  memset(&b, 0, sizeof b);
  b.ctx = ctx;
  b.stream = (cudaStream_t) gp_context_stream(ctx);
  b.type = type;
  b.algorithm = alg;
  b.find = find;
  b.complex = complex;
  b.n = complex ? n / 2 : n;  /* the same bytes */
  b.bytes = n * sizeof(T);
  for (int k = 0; k < NBUF; k++) {
    BENCH_CHECK(cudaMalloc(&b.in[k], b.bytes));
    BENCH_CHECK(cudaMalloc(&b.mask[k], b.n));
    fill_sparse_kernel<T><<<1024, 256>>>((T *) b.in[k], b.mask[k], b.n, keep_permille, 17u * k + 1, complex);
  }
  BENCH_CHECK(cudaDeviceSynchronize());
  const size_t out_bytes = find ? b.n * 8 : b.bytes;
  BENCH_CHECK(cudaMalloc(&b.out, out_bytes));
  BENCH_CHECK(cudaMalloc(&b.cub_out, out_bytes));
  BENCH_CHECK(cudaMalloc(&b.copy_out, b.bytes));
  BENCH_CHECK(cudaMalloc(&b.cub_count, sizeof(long long)));
  cub_select<T>(&b, 0, NULL, &b.cub_temp_bytes);
  BENCH_CHECK(cudaMalloc(&b.cub_temp, b.cub_temp_bytes ? b.cub_temp_bytes : 1));

  run_ours(&b, 0);
  run_cub_select<T>(&b, 0);
  BENCH_CHECK(cudaStreamSynchronize(b.stream));
  const int same = same_selection<T>(&b);
  const float t_ours = bench_median_ms(b.stream, run_ours, &b);
  const float t_cub = bench_median_ms(b.stream, run_cub_select<T>, &b);
  const float t_copy = bench_median_ms(b.stream, run_copy_in, &b);
  printf("%s,%s,%s,%lld,1,%.2f,%.4f,%.4f,%.4f,%s\n", job_name(find, complex), gp_compact_algorithm_name(alg),
         gp_dtype_name(type), (long long) b.n, keep_permille / 10.0, t_ours, t_cub, t_copy,
         same ? "same" : "DIFFERENT");
  fflush(stdout);
  for (int k = 0; k < NBUF; k++) {
    cudaFree(b.in[k]);
    cudaFree(b.mask[k]);
  }
  cudaFree(b.out); cudaFree(b.cub_out); cudaFree(b.copy_out); cudaFree(b.cub_count); cudaFree(b.cub_temp);
  gp_context_trim(ctx);
}

/* ---- tables and box filters ---- */

typedef struct {
  bench_case scan;    /* CUB's two scans by key reuse the scan benchmark's */
  void *middle;       /* CUB's table after the first pass */
  int64_t box;        /* 0: the table; else the box side */
} table_case;

static void run_table(void *p, int k)
{
  table_case *t = (table_case *) p;
  bench_case *b = &t->scan;
  gp_array x, y;
  int64_t d[2] = {b->shape.rows, b->shape.cols};
  gp_array_init(&x, b->in[k % NBUF], b->in_type, GP_DEVICE, 2, d);
  gp_array_init(&y, b->out, t->box ? b->in_type : b->out_type, GP_DEVICE, 2, d);
  gp_status st = t->box ? gp_boxfilter(b->ctx, &x, 0, t->box, t->box, &y) : gp_sat(b->ctx, &x, 0, &y);
  if (st != GP_SUCCESS) {
    fprintf(stderr, "bench_compact: %s\n", gp_status_string(st));
    exit(1);
  }
}

template <class T>
static void run_cub_table(void *p, int k)
{
  table_case *t = (table_case *) p;
  bench_case *b = &t->scan;
  void *final_out = b->cub_out;
  b->shape.dim = 1;
  b->cub_out = t->middle;
  cub_scan<T, T>(b, b->in[k % NBUF], b->cub_temp, &b->cub_temp_bytes);
  b->shape.dim = 2;
  b->cub_out = final_out;
  cub_scan<T, T>(b, t->middle, b->cub_temp, &b->cub_temp_bytes);
}

static void run_table_copy(void *p, int k)
{
  run_copy(&((table_case *) p)->scan, k);
}

template <class T>
static void table_row(gp_context *ctx, gp_dtype type, int64_t side, int64_t box)
{
  table_case t;
  memset(&t, 0, sizeof t);
  bench_case *b = &t.scan;
  b->ctx = ctx;
  b->stream = (cudaStream_t) gp_context_stream(ctx);
  b->in_type = b->out_type = type;
  b->shape.rows = b->shape.cols = side;
  b->n = (size_t) (side * side);
  b->in_bytes = b->out_bytes = b->copy_bytes = b->n * sizeof(T);
  t.box = box;
  for (int k = 0; k < NBUF; k++) {
    BENCH_CHECK(cudaMalloc(&b->in[k], b->in_bytes));
    fill<T>(b->in[k], b->n, 17u * k + 1);
  }
  BENCH_CHECK(cudaMalloc(&b->out, b->out_bytes));
  BENCH_CHECK(cudaMalloc(&b->cub_out, b->out_bytes));
  BENCH_CHECK(cudaMalloc(&t.middle, b->out_bytes));
  size_t temp1 = 0, temp2 = 0;
  b->shape.dim = 1;
  cub_scan<T, T>(b, b->in[0], NULL, &temp1);
  b->shape.dim = 2;
  cub_scan<T, T>(b, b->in[0], NULL, &temp2);
  b->cub_temp_bytes = temp1 > temp2 ? temp1 : temp2;
  BENCH_CHECK(cudaMalloc(&b->cub_temp, b->cub_temp_bytes));

  double worst = 0;
  if (!box) {  /* the same table first, to rounding */
    run_table(&t, 0);
    run_cub_table<T>(&t, 0);
    BENCH_CHECK(cudaStreamSynchronize(b->stream));
    worst = bench_worst_diff<T>(b->out, b->cub_out, b->n);
  }
  const float t_ours = bench_median_ms(b->stream, run_table, &t);
  const float t_cub = bench_median_ms(b->stream, run_cub_table<T>, &t);
  const float t_copy = bench_median_ms(b->stream, run_table_copy, &t);
  printf("%s,auto,%s,%lld,%lld,%lld,%.4f,%.4f,%.4f,%.2e\n", box ? "box" : "sat", gp_dtype_name(type),
         (long long) side, (long long) side, (long long) box, t_ours, t_cub, t_copy, worst);
  fflush(stdout);
  for (int k = 0; k < NBUF; k++)
    cudaFree(b->in[k]);
  cudaFree(b->out); cudaFree(b->cub_out); cudaFree(t.middle); cudaFree(b->cub_temp);
  gp_context_trim(ctx);
}

int main(int argc, char **argv)
{
  const int max_log2 = argc > 1 ? atoi(argv[1]) : 28, min_log2 = argc > 2 ? atoi(argv[2]) : 20;
  gp_context *ctx = bench_start_csv("bench_compact", "compaction and tables",
                                    "job,algorithm,class,rows,cols,keep_or_box,ours_ms,cub_ms,copy_ms,check");
  static const unsigned keeps[] = {10, 500, 990};
  for (int lg = min_log2; lg <= max_log2; lg += 4)
    for (int find = 0; find < 2; find++)
      for (int k = 0; k < 3; k++)
        for (int a = 0; a < GP_COMPACT_ALGORITHM_COUNT; a++) {
          compact_row<float>(ctx, find, GP_SINGLE, (size_t) 1 << lg, keeps[k], (gp_compact_algorithm) a);
          compact_row<double>(ctx, find, GP_DOUBLE, (size_t) 1 << lg, keeps[k], (gp_compact_algorithm) a);
          compact_row<float>(ctx, find, GP_SINGLE, (size_t) 1 << lg, keeps[k], (gp_compact_algorithm) a, 1);
          compact_row<double>(ctx, find, GP_DOUBLE, (size_t) 1 << lg, keeps[k], (gp_compact_algorithm) a, 1);
        }
  if (min_log2 > 20) {  /* compaction at the large sizes only */
    gp_context_destroy(ctx);
    return 0;
  }
  const int64_t side = max_log2 >= 26 ? 8192 : 1024;
  table_row<float>(ctx, GP_SINGLE, side, 0);
  table_row<double>(ctx, GP_DOUBLE, side, 0);
  static const int64_t boxes[] = {3, 15, 63, 255};
  for (int k = 0; k < 4; k++)
    table_row<float>(ctx, GP_SINGLE, side, boxes[k]);
  gp_context_destroy(ctx);
  return 0;
}
