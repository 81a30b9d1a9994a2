/* median.cu - gp_median's last step on the device: each sorted line (NaN
 * last) into its median, a thread a line (a binary search for the first
 * NaN, then one or two reads); the formulas are median_pair.h's, shared
 * with the host. */
#include <stdint.h>

#include "cuda_state.h"
#include "median_pair.h"

/* The middle pair of a line of class T, by gp_median_pair; lo and hi: an
 * integer class's limits (logical: 0 and 1). */
__device__ double pair_of(double a, double b, int pair, long long, unsigned long long)
{
  return gp_median_pair_double(a, b, pair);
}
__device__ float pair_of(float a, float b, int pair, long long, unsigned long long)
{
  return gp_median_pair_float(a, b, pair);
}
#define GP_SIGNED_PAIR(T)                                                             \
  __device__ T pair_of(T a, T b, int pair, long long lo, unsigned long long hi)       \
  {                                                                                   \
    return (T) gp_median_pair_signed(a, b, lo, (long long) hi, pair);                 \
  }
#define GP_UNSIGNED_PAIR(T)                                                           \
  __device__ T pair_of(T a, T b, int pair, long long, unsigned long long hi)          \
  {                                                                                   \
    return (T) gp_median_pair_unsigned(a, b, hi, pair);                               \
  }
GP_SIGNED_PAIR(int8_t)
GP_SIGNED_PAIR(int16_t)
GP_SIGNED_PAIR(int32_t)
GP_SIGNED_PAIR(long long)
GP_UNSIGNED_PAIR(uint8_t)
GP_UNSIGNED_PAIR(uint16_t)
GP_UNSIGNED_PAIR(uint32_t)
GP_UNSIGNED_PAIR(unsigned long long)

template <class T, bool FLOAT>
__global__ void gp_median_kernel(const T *__restrict__ x, T *__restrict__ y, long long outer, long long len,
                                 long long inner, int pair, int omitnan, long long lo, unsigned long long hi)
{
  const long long step = (long long) gridDim.x * blockDim.x, lines = outer * inner;
  for (long long e = (long long) blockIdx.x * blockDim.x + threadIdx.x; e < lines; e += step) {
    const long long o = e / inner, i = e % inner;
    const T *v = x + o * len * inner + i;
    long long n = len;
    if (FLOAT) {  /* NaN sorts last: the numbers lead */
      long long a = 0, b = len;
      while (a < b) {
        const long long mid = a + (b - a) / 2;
        if (v[mid * inner] != v[mid * inner])
          b = mid;
        else
          a = mid + 1;
      }
      n = a;
    }
    T m = FLOAT ? (T) NAN : (T) 0;
    if (n > 0 && (n == len || omitnan))
      m = n % 2 ? v[(n - 1) / 2 * inner]
                : pair_of(v[(n / 2 - 1) * inner], v[n / 2 * inner], pair == 2 && n < len ? 1 : pair, lo, hi);
    y[e] = m;
  }
}

template <class T, bool FLOAT>
static gp_status medians_as(gp_cuda_state *s, const gp_median_call *c, long long lo, unsigned long long hi)
{
  const int threads = 256;
  const long long lines = c->shape.outer * c->shape.inner;
  if (lines == 0)
    return GP_SUCCESS;
  gp_median_kernel<T, FLOAT><<<gp_grid_stride_blocks(s, lines, threads), threads, 0, s->stream>>>(
    (const T *) c->sorted, (T *) c->y, c->shape.outer, c->shape.len, c->shape.inner, (int) c->pair, c->omitnan, lo,
    hi);
  return gp_cuda_after_launch(s);
}

extern "C" gp_status gp_cuda_median_of_sorted(gp_cuda_state *s, const gp_median_call *c)
{
  switch (c->dtype) {
  case GP_DOUBLE: return medians_as<double, true>(s, c, 0, 0);
  case GP_SINGLE: return medians_as<float, true>(s, c, 0, 0);
  case GP_INT8: return medians_as<int8_t, false>(s, c, INT8_MIN, INT8_MAX);
  case GP_UINT8: return medians_as<uint8_t, false>(s, c, 0, UINT8_MAX);
  case GP_INT16: return medians_as<int16_t, false>(s, c, INT16_MIN, INT16_MAX);
  case GP_UINT16: return medians_as<uint16_t, false>(s, c, 0, UINT16_MAX);
  case GP_INT32: return medians_as<int32_t, false>(s, c, INT32_MIN, INT32_MAX);
  case GP_UINT32: return medians_as<uint32_t, false>(s, c, 0, UINT32_MAX);
  case GP_INT64: return medians_as<long long, false>(s, c, INT64_MIN, INT64_MAX);
  case GP_UINT64: return medians_as<unsigned long long, false>(s, c, 0, UINT64_MAX);
  case GP_LOGICAL: return medians_as<uint8_t, false>(s, c, 0, 1);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
