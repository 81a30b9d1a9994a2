/* reduce_prod.cu - prod in double for every input class, in single for
 * single; and prod's "native" on integers and logical, in line order, along
 * one dim or over several (a walk). */
#include <cuda/std/limits>

#include "reduce_families.h"
#include "reduce_launch.cuh"

/* Octave's saturating integer product, step by step: the exact product in
 * a wider type W, clamped to T's range (so the order matters, and no tree
 * may regroup it). */
template <class T> struct gp_wide_product { typedef long long W; };
template <> struct gp_wide_product<uint32_t> { typedef unsigned long long W; };
template <> struct gp_wide_product<int64_t> { typedef __int128 W; };
template <> struct gp_wide_product<uint64_t> { typedef unsigned __int128 W; };

template <class T>
__device__ __forceinline__ T gp_sat_mul(T a, T b)
{
  typedef typename gp_wide_product<T>::W W;
  const W r = (W) a * (W) b, hi = (W) cuda::std::numeric_limits<T>::max();
  if constexpr (cuda::std::numeric_limits<T>::is_signed) {
    const W lo = (W) cuda::std::numeric_limits<T>::min();
    return (T) (r < lo ? lo : (r > hi ? hi : r));
  } else {
    return (T) (r > hi ? hi : r);
  }
}

/* One thread per line, front to back: the "native" product (LOGICAL: AND). */
template <class T, bool LOGICAL>
__global__ void gp_prod_in_order_kernel(const T *__restrict__ in, T *__restrict__ out, gp_shape3 s)
{
  const long long lines = s.outer * s.inner;
  for (long long k = blockIdx.x * (long long) blockDim.x + threadIdx.x; k < lines;
       k += (long long) gridDim.x * blockDim.x) {
    const long long o = k / s.inner, i = k % s.inner;
    const T *p = in + o * s.len * s.inner + i;
    T r = 1;
    for (long long l = 0; l < s.len; l++) {
      const T v = p[l * s.inner];
      if constexpr (LOGICAL)
        r = r & (v != 0);
      else
        r = l == 0 ? v : gp_sat_mul(r, v);
    }
    out[k] = r;
  }
}

/* The "native" products run one thread per line or slice, in blocks of
 * GP_NATIVE_THREADS, on a grid of at most 65535 blocks (the kernels loop). */
static unsigned native_blocks(long long workers)
{
  const long long blocks = (workers + GP_NATIVE_THREADS - 1) / GP_NATIVE_THREADS;
  return (unsigned) (blocks < 65535 ? blocks : 65535);
}

/* return fn<T> (args) for integer class `dtype`, or fn<uint8_t, true> for logical */
#define GP_RETURN_BY_NATIVE_CLASS(dtype, fn, ...)                \
  switch (dtype) {                                               \
  case GP_INT8: return fn<int8_t>(__VA_ARGS__);                  \
  case GP_UINT8: return fn<uint8_t>(__VA_ARGS__);                \
  case GP_INT16: return fn<int16_t>(__VA_ARGS__);                \
  case GP_UINT16: return fn<uint16_t>(__VA_ARGS__);              \
  case GP_INT32: return fn<int32_t>(__VA_ARGS__);                \
  case GP_UINT32: return fn<uint32_t>(__VA_ARGS__);              \
  case GP_INT64: return fn<int64_t>(__VA_ARGS__);                \
  case GP_UINT64: return fn<uint64_t>(__VA_ARGS__);              \
  case GP_LOGICAL: return fn<uint8_t, true>(__VA_ARGS__);        \
  default: return GP_ERROR_UNSUPPORTED_DTYPE;                    \
  }

template <class T, bool LOGICAL = false>
static gp_status prod_in_order(gp_cuda_state *s, const void *x, void *y, gp_shape3 shape)
{
  gp_prod_in_order_kernel<T, LOGICAL><<<native_blocks(shape.outer * shape.inner), GP_NATIVE_THREADS, 0,
                                        s->stream>>>((const T *) x, (T *) y, shape);
  return gp_cuda_after_launch(s);
}

/* One thread per slice of a walk (gp_prod_native_dims): from where the
 * slice's kept index puts it, through its folded dims in memory order by
 * an odometer, front to back as gp_prod_in_order_kernel walks a line. */
template <class T, bool LOGICAL>
__global__ void gp_prod_walk_kernel(const T *__restrict__ in, T *__restrict__ out, gp_walk w, long long slices,
                                    long long per_slice)
{
  for (long long k = blockIdx.x * (long long) blockDim.x + threadIdx.x; k < slices;
       k += (long long) gridDim.x * blockDim.x) {
    long long at = 0, rest = k;
    for (int j = 0; j < w.nkeep; j++) {
      at += (rest % w.keep_len[j]) * w.keep_step[j];
      rest /= w.keep_len[j];
    }
    long long count[GP_MAX_DIMS];
    for (int j = 0; j < w.nfold; j++)
      count[j] = 0;
    T r = 1;
    for (long long t = 0; t < per_slice; t++) {
      const T v = in[at];
      if constexpr (LOGICAL)
        r = r & (v != 0);
      else
        r = t == 0 ? v : gp_sat_mul(r, v);
      for (int j = 0; j < w.nfold; j++) {
        at += w.fold_step[j];
        if (++count[j] < w.fold_len[j])
          break;
        at -= count[j] * w.fold_step[j];
        count[j] = 0;
      }
    }
    out[k] = r;
  }
}

template <class T, bool LOGICAL = false>
static gp_status prod_walk(gp_cuda_state *s, const void *x, void *y, const gp_walk *w)
{
  long long slices = 1, per_slice = 1;
  for (int j = 0; j < w->nkeep; j++)
    slices *= w->keep_len[j];
  for (int j = 0; j < w->nfold; j++)
    per_slice *= w->fold_len[j];
  gp_prod_walk_kernel<T, LOGICAL><<<native_blocks(slices), GP_NATIVE_THREADS, 0, s->stream>>>(
    (const T *) x, (T *) y, *w, slices, per_slice);
  return gp_cuda_after_launch(s);
}

extern "C" gp_status gp_cuda_prod_walk_device(gp_cuda_state *s, gp_dtype dtype, const void *x, void *y,
                                              const gp_walk *w)
{
  GP_RETURN_BY_NATIVE_CLASS(dtype, prod_walk, s, x, y, w)
}

extern "C" gp_status gp_cuda_reduce_prod(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, gp_dtype out,
                                         const void *x, void *y, gp_shape3 shape)
{
  if (out == in && in != GP_DOUBLE && in != GP_SINGLE) {  /* "native" (gp_reduce_in_line_order) */
    GP_RETURN_BY_NATIVE_CLASS(in, prod_in_order, s, x, y, shape)
  }
  if (out == GP_SINGLE)
    return in == GP_SINGLE ? gp_reduce_by<gp_prod_op<float, float>, float>(s, alg, x, y, NULL, shape)
                           : GP_ERROR_UNSUPPORTED_DTYPE;
  if (out == GP_DOUBLE)
    return gp_reduce_any_input<gp_prod_op, double>(s, alg, in, x, y, NULL, shape);
  return GP_ERROR_UNSUPPORTED_DTYPE;
}
