/* lookup.cu - gp_lookup's and gp_histc's work on the device: a thread an
 * element of y, its binary search in the table (lookup_search.h, shared
 * with the host; the table's top levels stay in L1/L2), histc's counts
 * added with atomics (whole numbers, exact in double in any order), a
 * vector's first in each block's shared memory. */
#include <stdint.h>

#include "cuda_state.h"
#include "lookup_search.h"

GP_LOOKUP_SEARCH(double)
GP_LOOKUP_SEARCH(float)
GP_LOOKUP_SEARCH(int8_t)
GP_LOOKUP_SEARCH(uint8_t)
GP_LOOKUP_SEARCH(int16_t)
GP_LOOKUP_SEARCH(uint16_t)
GP_LOOKUP_SEARCH(int32_t)
GP_LOOKUP_SEARCH(uint32_t)
GP_LOOKUP_SEARCH(int64_t)
GP_LOOKUP_SEARCH(uint64_t)

__device__ int64_t search(const double *t, int64_t n, int d, double v) { return gp_lookup_double(t, n, d, v); }
__device__ int64_t search(const float *t, int64_t n, int d, float v) { return gp_lookup_float(t, n, d, v); }
__device__ int64_t search(const int8_t *t, int64_t n, int d, int8_t v) { return gp_lookup_int8_t(t, n, d, v); }
__device__ int64_t search(const uint8_t *t, int64_t n, int d, uint8_t v) { return gp_lookup_uint8_t(t, n, d, v); }
__device__ int64_t search(const int16_t *t, int64_t n, int d, int16_t v) { return gp_lookup_int16_t(t, n, d, v); }
__device__ int64_t search(const uint16_t *t, int64_t n, int d, uint16_t v) { return gp_lookup_uint16_t(t, n, d, v); }
__device__ int64_t search(const int32_t *t, int64_t n, int d, int32_t v) { return gp_lookup_int32_t(t, n, d, v); }
__device__ int64_t search(const uint32_t *t, int64_t n, int d, uint32_t v) { return gp_lookup_uint32_t(t, n, d, v); }
__device__ int64_t search(const int64_t *t, int64_t n, int d, int64_t v) { return gp_lookup_int64_t(t, n, d, v); }
__device__ int64_t search(const uint64_t *t, int64_t n, int d, uint64_t v) { return gp_lookup_uint64_t(t, n, d, v); }

template <class T>
__global__ void gp_lookup_kernel(const T *__restrict__ t, long long n, const T *__restrict__ y, long long count,
                                 int match, int left, int right, int histc, double *idx, unsigned char *flags,
                                 double *counts, long long len, long long inner)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  const int descending = n > 1 && t[0] > t[n - 1];
  for (long long e = (long long) blockIdx.x * blockDim.x + threadIdx.x; e < count; e += step) {
    const T v = y[e];
    const long long j = search(t, n, descending, v);
    const double a = histc ? (n > 0 && v <= t[n - 1] ? (double) j : 0.0)
                           : gp_lookup_answer(j, n, j > 0 && v == t[j - 1], match, left, right);
    if (flags)
      flags[e] = a != 0;
    else if (idx)
      idx[e] = a;
    if (counts && a != 0) {
      const long long i = e % inner, o = e / inner / len;
      atomicAdd(&counts[(o * n + (long long) a - 1) * inner + i], 1.0);
    }
  }
}

/* histc of one line (a vector) into at most SHARED_BINS bins: each block
 * counts in shared memory, then adds its nonzero bins to the counts once,
 * so that the global atomics are a block's bins, not its elements (the
 * elements of real data crowd into a few bins).  Counts a block in 32
 * bits: lookup_as gives a block fewer than 2^31 elements. */
enum { SHARED_BINS = 8192 };
template <class T>
__global__ void gp_histc_line_kernel(const T *__restrict__ t, long long n, const T *__restrict__ y, long long count,
                                     double *idx, double *counts)
{
  extern __shared__ unsigned bins[];
  for (long long b = threadIdx.x; b < n; b += blockDim.x)
    bins[b] = 0;
  __syncthreads();
  const int descending = n > 1 && t[0] > t[n - 1];
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long e = (long long) blockIdx.x * blockDim.x + threadIdx.x; e < count; e += step) {
    const T v = y[e];
    const long long bin = v <= t[n - 1] ? search(t, n, descending, v) : 0;
    if (idx)
      idx[e] = (double) bin;
    if (bin != 0)
      atomicAdd(&bins[bin - 1], 1u);
  }
  __syncthreads();
  for (long long b = threadIdx.x; b < n; b += blockDim.x)
    if (bins[b])
      atomicAdd(&counts[b], (double) bins[b]);
}

template <class T>
static gp_status lookup_as(gp_cuda_state *s, const gp_lookup_call *c)
{
  const int threads = 256;
  const gp_lookup_options *o = &c->options;
  unsigned char *flags = o->match == GP_LOOKUP_BOOL ? (unsigned char *) c->idx : NULL;
  const unsigned blocks = gp_grid_stride_blocks(s, c->count, threads);
  if (c->histc && c->counts && !flags && c->n >= 1 && c->n <= SHARED_BINS && c->shape.inner == 1
      && c->shape.len == c->count && c->count / blocks < ((long long) 1 << 31) - threads) {
    gp_histc_line_kernel<T><<<blocks, threads, (size_t) c->n * sizeof(unsigned), s->stream>>>(
      (const T *) c->table, c->n, (const T *) c->y, c->count, (double *) c->idx, c->counts);
    return gp_cuda_after_launch(s);
  }
  gp_lookup_kernel<T><<<blocks, threads, 0, s->stream>>>(
    (const T *) c->table, c->n, (const T *) c->y, c->count, (int) o->match, o->left, o->right, c->histc,
    flags ? NULL : (double *) c->idx, flags, c->counts, c->shape.len, c->shape.inner);
  return gp_cuda_after_launch(s);
}

extern "C" gp_status gp_cuda_lookup(gp_cuda_state *s, const gp_lookup_call *c)
{
  if (c->count == 0)
    return GP_SUCCESS;
  switch (c->dtype) {
  case GP_DOUBLE: return lookup_as<double>(s, c);
  case GP_SINGLE: return lookup_as<float>(s, c);
  case GP_INT8: return lookup_as<int8_t>(s, c);
  case GP_UINT8: return lookup_as<uint8_t>(s, c);
  case GP_LOGICAL: return lookup_as<uint8_t>(s, c);
  case GP_INT16: return lookup_as<int16_t>(s, c);
  case GP_UINT16: return lookup_as<uint16_t>(s, c);
  case GP_INT32: return lookup_as<int32_t>(s, c);
  case GP_UINT32: return lookup_as<uint32_t>(s, c);
  case GP_INT64: return lookup_as<int64_t>(s, c);
  case GP_UINT64: return lookup_as<uint64_t>(s, c);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
