/* bench_sort.cu - gp_sort against CUB's radix sorts doing the same job and
 * a device-to-device copy of the keys, in the same process (CUDA events,
 * warm-up, median of BENCH_RUNS, NBUF input buffers rotated).
 *
 * Rows:
 *   keys      uint32, single, double, int64 at 2^20, 2^24, 2^28:
 *             gp_sort (y = sort (x)) vs DeviceRadixSort::SortKeys
 *   pairs     single and double keys with their positions: [y, i] = sort (x)
 *             (i double) vs DeviceRadixSort::SortPairs with int32 values (an
 *             iota)
 *   segments  single, 2^20 lines of 16 (sort along dim 1 of 16 x 2^20)
 *             vs DeviceSegmentedSort::SortKeys
 *   rows      single, along dim 2 of a 4096 x 65536 matrix (where
 *             max_log2 >= 28; lines 4096 elements apart) vs CUB doing the
 *             same job: a transpose, DeviceSegmentedRadixSort::SortKeys of
 *             the 4096 contiguous lines, and a transpose back
 *   and every algorithm ("auto", "onesweep", "split") at 2^20 for comparison.
 * Random bits as keys (floats without NaN), so that every digit pass runs.
 * Output: CSV on stdout; bench/bench_sort.m adds the builtin's times.
 *
 *   usage: bench_sort [max_log2_n [quick | lines]]   (default 28; "quick":
 *          the keys and pairs rows at max_log2_n only, to compare kernel
 *          variants; "lines": the segments and rows rows only, lines of
 *          1024, 4096, 16384 and 65536 singles, 2^24 in all, for the line
 *          kernel's tiles and the planned passes of long lines, and 4096
 *          contiguous lines of 65536, dim 2's job without the transposes) */
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_segmented_radix_sort.cuh>
#include <cub/device/device_segmented_sort.cuh>

#include "scan_bench_case.cuh"

/* Random bits; float exponents of all ones lose a bit, so no NaN or Inf. */
template <class T>
__global__ void fill_keys_kernel(T *x, size_t n, unsigned seed)
{
  for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < n; i += (size_t) gridDim.x * blockDim.x) {
    uint64_t s = (i + 1) * 0x9e3779b97f4a7c15ull ^ ((uint64_t) seed << 32);
    s ^= s >> 31; s *= 0xbf58476d1ce4e5b9ull; s ^= s >> 29; s *= 0x94d049bb133111ebull; s ^= s >> 32;
    if (sizeof(T) == 4) {
      uint32_t b = (uint32_t) s;
      if (((b >> 23) & 0xff) == 0xff) b &= ~(1u << 30);
      memcpy(&x[i], &b, 4);
    } else {
      uint64_t b = s * 0xff51afd7ed558ccdull;
      if (((b >> 52) & 0x7ff) == 0x7ff) b &= ~(1ull << 62);
      memcpy(&x[i], &b, 8);
    }
  }
}

__global__ void iota_kernel(int *v, size_t n, int len)
{
  for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < n; i += (size_t) gridDim.x * blockDim.x)
    v[i] = (int) (i % len);
}

__global__ void offsets_kernel(long long *o, long long segments, long long len)
{
  for (long long i = blockIdx.x * (long long) blockDim.x + threadIdx.x; i <= segments; i += (long long) gridDim.x * blockDim.x)
    o[i] = i * len;
}

/* y (cols x rows) = x (rows x cols)', both column-major: 32 x 32 tiles
 * through shared memory. */
template <class T>
__global__ void transpose_kernel(const T *x, T *y, long long rows, long long cols)
{
  __shared__ T tile[32][33];
  const long long r0 = blockIdx.x * 32ll, c0 = blockIdx.y * 32ll;
  for (int j = threadIdx.y; j < 32; j += blockDim.y)
    if (r0 + threadIdx.x < rows && c0 + j < cols)
      tile[j][threadIdx.x] = x[(c0 + j) * rows + r0 + threadIdx.x];
  __syncthreads();
  for (int j = threadIdx.y; j < 32; j += blockDim.y)
    if (c0 + threadIdx.x < cols && r0 + j < rows)
      y[(r0 + j) * cols + c0 + threadIdx.x] = tile[threadIdx.x][j];
}

template <class T>
static void transpose(const T *x, T *y, long long rows, long long cols, cudaStream_t stream)
{
  const dim3 grid((unsigned) ((rows + 31) / 32), (unsigned) ((cols + 31) / 32)), block(32, 8);
  transpose_kernel<T><<<grid, block, 0, stream>>>(x, y, rows, cols);
}

typedef struct {
  gp_context *ctx;
  cudaStream_t stream;
  gp_dtype type;
  gp_sort_algorithm algorithm;
  int pairs;                 /* with the index */
  long long n, len;          /* len: the line length (n for one line) */
  long long rows;            /* > 0: x is rows x (n / rows), sorted along dim 2 (lines of len = n / rows) */
  void *lines, *lines_sorted; /* CUB's job along dim 2: the lines made contiguous, then sorted */
  size_t bytes;
  void *in[NBUF];
  void *out, *idx, *cub_out, *copy_out;
  int *cub_values_in, *cub_values_out;
  long long *offsets;
  void *cub_temp;
  size_t cub_temp_bytes;
} sort_case;

static void run_ours(void *p, int k)
{
  sort_case *b = (sort_case *) p;
  gp_array x, y, i;
  int64_t d[2] = {(int64_t) b->len, (int64_t) (b->n / b->len)};
  if (b->rows) {
    d[0] = b->rows;
    d[1] = b->n / b->rows;
  }
  gp_array_init(&x, b->in[k % NBUF], b->type, GP_DEVICE, 2, d);
  gp_array_init(&y, b->out, b->type, GP_DEVICE, 2, d);
  gp_array_init(&i, b->idx, GP_DOUBLE, GP_DEVICE, 2, d);
  gp_sort_options o;
  gp_sort_options_init(&o);
  o.algorithm = b->algorithm;
  gp_status st = gp_sort(b->ctx, &o, &x, &y, b->pairs ? &i : NULL, b->rows ? 1 : 0);
  if (st != GP_SUCCESS) {
    fprintf(stderr, "bench_sort: %s\n", gp_status_string(st));
    exit(1);
  }
}

template <class T>
static void cub_sort(sort_case *b, int k, void *temp, size_t *temp_bytes)
{
  typedef T K;
  const K *in = (const K *) b->in[k % NBUF];
  cudaError_t err;
  if (b->rows) {  /* the lines made contiguous, sorted as segments, and put back */
    const long long cols = b->n / b->rows;
    if (temp)
      transpose<K>(in, (K *) b->lines, b->rows, cols, b->stream);
    err = cub::DeviceSegmentedRadixSort::SortKeys(temp, *temp_bytes, (const K *) b->lines, (K *) b->lines_sorted,
                                                  (int) b->n, (int) b->rows, b->offsets, b->offsets + 1, 0,
                                                  (int) sizeof(K) * 8, b->stream);
    if (temp && err == cudaSuccess)
      transpose<K>((const K *) b->lines_sorted, (K *) b->cub_out, cols, b->rows, b->stream);
  } else if (b->len < b->n)
    err = cub::DeviceSegmentedSort::SortKeys(temp, *temp_bytes, in, (K *) b->cub_out, b->n, b->n / b->len,
                                             b->offsets, b->offsets + 1, b->stream);
  else if (b->pairs)
    err = cub::DeviceRadixSort::SortPairs(temp, *temp_bytes, in, (K *) b->cub_out, b->cub_values_in,
                                          b->cub_values_out, b->n, 0, (int) sizeof(K) * 8, b->stream);
  else
    err = cub::DeviceRadixSort::SortKeys(temp, *temp_bytes, in, (K *) b->cub_out, b->n, 0, (int) sizeof(K) * 8,
                                         b->stream);
  BENCH_CHECK(err);
}

template <class T>
static void run_cub_sort(void *p, int k)
{
  sort_case *b = (sort_case *) p;
  cub_sort<T>(b, k, b->cub_temp, &b->cub_temp_bytes);
}

static void run_copy_keys(void *p, int k)
{
  sort_case *b = (sort_case *) p;
  BENCH_CHECK(cudaMemcpyAsync(b->copy_out, b->in[k % NBUF], b->bytes, cudaMemcpyDeviceToDevice, b->stream));
}

/* Whether our keys equal CUB's, and our positions CUB's values + 1. */
static int same_sort(const sort_case *b)
{
  const size_t es = gp_dtype_size(b->type);
  char *ours = (char *) malloc(b->bytes), *theirs = (char *) malloc(b->bytes);
  BENCH_CHECK(cudaMemcpy(ours, b->out, b->bytes, cudaMemcpyDeviceToHost));
  BENCH_CHECK(cudaMemcpy(theirs, b->cub_out, b->bytes, cudaMemcpyDeviceToHost));
  int same = memcmp(ours, theirs, b->n * es) == 0;
  free(ours);
  free(theirs);
  if (same && b->pairs && b->len == b->n) {
    double *pos = (double *) malloc(b->n * sizeof(double));
    int *val = (int *) malloc(b->n * sizeof(int));
    BENCH_CHECK(cudaMemcpy(pos, b->idx, b->n * sizeof(double), cudaMemcpyDeviceToHost));
    BENCH_CHECK(cudaMemcpy(val, b->cub_values_out, b->n * sizeof(int), cudaMemcpyDeviceToHost));
    for (long long i = 0; same && i < b->n; i++)
      same = pos[i] == val[i] + 1.0;
    free(pos);
    free(val);
  }
  return same;
}

template <class T>
static void sort_row(gp_context *ctx, const char *job, gp_dtype type, long long n, long long len, int pairs,
                     gp_sort_algorithm alg, long long rows = 0)
{
  sort_case b;
  memset(&b, 0, sizeof b);
  b.rows = rows;
  b.ctx = ctx;
  b.stream = (cudaStream_t) gp_context_stream(ctx);
  b.type = type;
  b.algorithm = alg;
  b.pairs = pairs;
  b.n = n;
  b.len = len;
  b.bytes = n * sizeof(T);
  for (int k = 0; k < NBUF; k++) {
    BENCH_CHECK(cudaMalloc(&b.in[k], b.bytes));
    fill_keys_kernel<T><<<1024, 256>>>((T *) b.in[k], n, 17u * k + 1);
  }
  BENCH_CHECK(cudaMalloc(&b.out, b.bytes));
  BENCH_CHECK(cudaMalloc(&b.cub_out, b.bytes));
  BENCH_CHECK(cudaMalloc(&b.copy_out, b.bytes));
  if (pairs) {
    BENCH_CHECK(cudaMalloc(&b.idx, n * sizeof(double)));
    BENCH_CHECK(cudaMalloc(&b.cub_values_in, n * sizeof(int)));
    BENCH_CHECK(cudaMalloc(&b.cub_values_out, n * sizeof(int)));
    iota_kernel<<<1024, 256>>>(b.cub_values_in, n, (int) len);
  }
  if (len < n) {
    BENCH_CHECK(cudaMalloc(&b.offsets, (n / len + 1) * sizeof(long long)));
    offsets_kernel<<<1024, 256>>>(b.offsets, n / len, len);
  }
  if (rows) {
    BENCH_CHECK(cudaMalloc(&b.lines, b.bytes));
    BENCH_CHECK(cudaMalloc(&b.lines_sorted, b.bytes));
  }
  BENCH_CHECK(cudaDeviceSynchronize());
  cub_sort<T>(&b, 0, NULL, &b.cub_temp_bytes);
  BENCH_CHECK(cudaMalloc(&b.cub_temp, b.cub_temp_bytes ? b.cub_temp_bytes : 1));

  run_ours(&b, 0);
  run_cub_sort<T>(&b, 0);
  BENCH_CHECK(cudaStreamSynchronize(b.stream));
  const int same = same_sort(&b);
  const float t_ours = bench_median_ms(b.stream, run_ours, &b);
  const float t_cub = bench_median_ms(b.stream, run_cub_sort<T>, &b);
  const float t_copy = bench_median_ms(b.stream, run_copy_keys, &b);
  printf("%s,%s,%s,%lld,%lld,%.4f,%.4f,%.4f,%s\n", job, gp_sort_algorithm_name(alg), gp_dtype_name(type), n, len,
         t_ours, t_cub, t_copy, same ? "same" : "DIFFERENT");
  fflush(stdout);
  for (int k = 0; k < NBUF; k++)
    cudaFree(b.in[k]);
  cudaFree(b.out); cudaFree(b.cub_out); cudaFree(b.copy_out); cudaFree(b.idx); cudaFree(b.cub_values_in);
  cudaFree(b.cub_values_out); cudaFree(b.offsets); cudaFree(b.cub_temp); cudaFree(b.lines); cudaFree(b.lines_sorted);
  gp_context_trim(ctx);
}

int main(int argc, char **argv)
{
  const int max_log2 = argc > 1 ? atoi(argv[1]) : 28;
  gp_context *ctx = bench_start_csv("bench_sort", "sort",
                                    "job,algorithm,class,n,line,ours_ms,cub_ms,copy_ms,check");
  const int quick = argc > 2 && strcmp(argv[2], "quick") == 0, lines_only = argc > 2 && strcmp(argv[2], "lines") == 0;
  for (int lg = quick ? max_log2 : 20; !lines_only && lg <= max_log2; lg += 4) {
    const long long n = 1ll << lg;
    sort_row<uint32_t>(ctx, "keys", GP_UINT32, n, n, 0, GP_SORT_AUTO);
    sort_row<float>(ctx, "keys", GP_SINGLE, n, n, 0, GP_SORT_AUTO);
    sort_row<float>(ctx, "pairs", GP_SINGLE, n, n, 1, GP_SORT_AUTO);  /* 4-byte keys' passes with positions */
    sort_row<double>(ctx, "keys", GP_DOUBLE, n, n, 0, GP_SORT_AUTO);
    sort_row<double>(ctx, "pairs", GP_DOUBLE, n, n, 1, GP_SORT_AUTO);
    sort_row<int64_t>(ctx, "keys", GP_INT64, n, n, 0, GP_SORT_AUTO);
  }
  if (quick) {
    gp_context_destroy(ctx);
    return 0;
  }
  const long long lines = max_log2 >= 24 ? 1ll << 20 : 1ll << (max_log2 - 4);
  sort_row<float>(ctx, "segments", GP_SINGLE, 16 * lines, 16, 0, GP_SORT_AUTO);
  if (max_log2 >= 28)
    sort_row<float>(ctx, "rows", GP_SINGLE, 1ll << 28, 65536, 0, GP_SORT_AUTO, 4096);
  /* the line kernel's two tile widths, and long lines at once through the planned passes */
  for (long long len = 1024; lines_only && len <= 65536 && max_log2 >= 24; len *= 4)
    sort_row<float>(ctx, "segments", GP_SINGLE, 1ll << 24, len, 0, GP_SORT_AUTO);
  if (lines_only && max_log2 >= 28)  /* dim 2's lines without the transposes */
    sort_row<float>(ctx, "segments", GP_SINGLE, 1ll << 28, 65536, 0, GP_SORT_AUTO);
  for (int a = 1; !lines_only && a < GP_SORT_ALGORITHM_COUNT; a++) {
    sort_row<uint32_t>(ctx, "keys", GP_UINT32, 1ll << 20, 1ll << 20, 0, (gp_sort_algorithm) a);
    sort_row<double>(ctx, "pairs", GP_DOUBLE, 1ll << 20, 1ll << 20, 1, (gp_sort_algorithm) a);
  }
  gp_context_destroy(ctx);
  return 0;
}
