/* reduce_runs.cu - gp_reduce_by_key's and gp_scan_by_key's runs: a warp per window of 32
 * elements takes each run that starts in it, its lanes reading the run
 * 32 elements a step (lane l the elements l, l + 32, ... in order) until
 * the next start, then combining lanes by a fixed butterfly: no atomics,
 * so a sum is the same on every run.  One warp takes a whole run, so a
 * single run of many millions moves at one warp's pace. */
#include <stdint.h>

#include "cuda_state.h"
#include "warp.cuh"

/* A run's extreme so far: the value, where it came from, whether any
 * number (not NaN) was seen. */
template <class T>
struct gp_run_extreme {
  T v;
  long long at;
  int any;
};

template <class T>
__device__ __forceinline__ bool gp_is_nan(T x)
{
  return !(x == x);
}

/* +NaN for a run of NaN; integers are always numbers (0 never read) */
template <class T>
__device__ __forceinline__ T gp_run_nan()
{
  return (T) 0;
}
template <>
__device__ __forceinline__ double gp_run_nan<double>()
{
  return __longlong_as_double(0x7ff8000000000000ll);
}
template <>
__device__ __forceinline__ float gp_run_nan<float>()
{
  return __int_as_float(0x7fc00000);
}

/* b beats a: a number, greater (max) or less (min), or equal and earlier. */
template <class T, bool MAX>
__device__ __forceinline__ bool gp_run_beats(const gp_run_extreme<T> &b, const gp_run_extreme<T> &a)
{
  if (!b.any)
    return false;
  if (!a.any)
    return true;
  if (b.v == a.v)
    return b.at < a.at;
  return MAX ? b.v > a.v : b.v < a.v;
}

template <class T, int OP>
struct gp_run_op;

template <class T>
struct gp_run_op<T, GP_OP_SUM> {
  typedef T acc;
  static __device__ acc start() { return (T) 0; }
  static __device__ acc lift(T x, long long) { return x; }
  static __device__ acc add(acc a, T x, long long) { return a + x; }
  static __device__ acc join(acc a, acc b) { return a + b; }
  static __device__ T finish(acc a, int has_init, double init) { return has_init ? (T) init + a : a; }
};

template <class T>
struct gp_run_op<T, GP_OP_PROD> {
  typedef T acc;
  static __device__ acc start() { return (T) 1; }
  static __device__ acc lift(T x, long long) { return x; }
  static __device__ acc add(acc a, T x, long long) { return a * x; }
  static __device__ acc join(acc a, acc b) { return a * b; }
  static __device__ T finish(acc a, int has_init, double init) { return has_init ? (T) init * a : a; }
};

/* max (MAX true) and min: NaN skipped, the earliest of equals kept; with
 * init, Octave's max (init, r): r only where it is a number beating init */
template <class T, bool MAX>
struct gp_run_extreme_op {
  typedef gp_run_extreme<T> acc;
  static __device__ acc start() { return acc{(T) 0, 0, 0}; }
  static __device__ acc lift(T x, long long at) { return acc{x, at, !gp_is_nan(x)}; }
  static __device__ acc add(acc a, T x, long long at)
  {
    const acc b{x, at, !gp_is_nan(x)};
    return gp_run_beats<T, MAX>(b, a) ? b : a;
  }
  static __device__ acc join(acc a, acc b) { return gp_run_beats<T, MAX>(b, a) ? b : a; }
  static __device__ T finish(acc a, int has_init, double init)
  {
    const T r = a.any ? a.v : gp_run_nan<T>();
    if (!has_init || gp_is_nan(r))
      return has_init ? (T) init : r;
    const T i = (T) init;
    return (MAX ? i >= r : i <= r) ? i : r;
  }
};

template <class T>
struct gp_run_op<T, GP_OP_MAX> : gp_run_extreme_op<T, true> {};
template <class T>
struct gp_run_op<T, GP_OP_MIN> : gp_run_extreme_op<T, false> {};

/* The key at s into out_keys(r), moved as bits of its width. */
__device__ __forceinline__ void gp_copy_key(const void *keys, void *out_keys, size_t width, long long s, long long r)
{
  switch (width) {
  case 1: ((unsigned char *) out_keys)[r] = ((const unsigned char *) keys)[s]; break;
  case 2: ((unsigned short *) out_keys)[r] = ((const unsigned short *) keys)[s]; break;
  case 4: ((unsigned *) out_keys)[r] = ((const unsigned *) keys)[s]; break;
  default: ((unsigned long long *) out_keys)[r] = ((const unsigned long long *) keys)[s]; break;
  }
}

template <class T, int OP>
__global__ void gp_reduce_runs_kernel(const T *__restrict__ v, long long step, const unsigned char *__restrict__ flags,
                                      const double *__restrict__ runs, long long n, T *__restrict__ out, int has_init,
                                      double init, const void *keys, void *out_keys, size_t key_bytes)
{
  typedef gp_run_op<T, OP> Op;
  const int lane = threadIdx.x & 31;
  const long long warp = ((long long) blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const long long warps = ((long long) gridDim.x * blockDim.x) >> 5;
  for (long long base = warp * 32; base < n; base += warps * 32) {
    unsigned starts = __ballot_sync(GP_FULL_MASK, base + lane < n && flags[base + lane]);
    while (starts) {
      const long long s = base + __ffs(starts) - 1;
      starts &= starts - 1;
      typename Op::acc a = Op::start();
      for (long long j0 = s;; j0 += 32) {
        const long long j = j0 + lane;
        /* flags[n] is set: some lane of the step that reaches n sees the end */
        const unsigned ends = __ballot_sync(GP_FULL_MASK, j > s && j <= n && flags[j]);
        const long long stop = ends ? j0 + __ffs(ends) - 1 : j0 + 32;
        if (j < stop)
          a = Op::add(a, v[j * step], j);
        if (ends)
          break;
      }
#pragma unroll
      for (int d = 16; d > 0; d >>= 1)
        a = Op::join(a, gp_shfl_xor(a, d));
      if (lane == 0) {
        const long long r = (long long) runs[s] - 1;
        out[r] = Op::finish(a, has_init, init);
        if (out_keys)
          gp_copy_key(keys, out_keys, key_bytes, s, r);
      }
    }
  }
}

/* The scan by key: the same walk, each step of 32 a warp's inclusive scan
 * (lane l joins lanes below it, 1, 2, 4, ... away) joined to the run's
 * carry, whose first step starts from the first element itself. */
template <class T, int OP>
__global__ void gp_scan_runs_kernel(const T *__restrict__ v, long long step, const unsigned char *__restrict__ flags,
                                    long long n, T *__restrict__ out)
{
  typedef gp_run_op<T, OP> Op;
  const int lane = threadIdx.x & 31;
  const long long warp = ((long long) blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const long long warps = ((long long) gridDim.x * blockDim.x) >> 5;
  for (long long base = warp * 32; base < n; base += warps * 32) {
    unsigned starts = __ballot_sync(GP_FULL_MASK, base + lane < n && flags[base + lane]);
    while (starts) {
      const long long s = base + __ffs(starts) - 1;
      starts &= starts - 1;
      typename Op::acc carry = Op::start();
      for (long long j0 = s;; j0 += 32) {
        const long long j = j0 + lane;
        const unsigned ends = __ballot_sync(GP_FULL_MASK, j > s && j <= n && flags[j]);
        const long long stop = ends ? j0 + __ffs(ends) - 1 : j0 + 32;
        /* lanes past the run's end hold the identity; no lane of the run reads them */
        typename Op::acc a = j < stop ? Op::lift(v[j * step], j) : Op::start();
#pragma unroll
        for (int d = 1; d < 32; d <<= 1) {
          const typename Op::acc b = gp_shfl_up(a, d);
          if (lane >= d)
            a = Op::join(b, a);
        }
        if (j0 != s)
          a = Op::join(carry, a);
        if (j < stop)
          out[j] = Op::finish(a, 0, 0.0);
        if (ends)
          break;
        carry = gp_shfl(a, 31);
      }
    }
  }
}

template <class T, int OP>
static gp_status reduce_as(gp_cuda_state *s, const gp_runs_reduce *c)
{
  const int threads = 256;
  if (c->scan) {
    gp_scan_runs_kernel<T, OP><<<gp_grid_stride_blocks(s, c->n, threads), threads, 0, s->stream>>>(
      (const T *) c->values, c->value_step, c->flags, c->n, (T *) c->out);
    return gp_cuda_after_launch(s);
  }
  gp_reduce_runs_kernel<T, OP><<<gp_grid_stride_blocks(s, c->n, threads), threads, 0, s->stream>>>(
    (const T *) c->values, c->value_step, c->flags, c->runs, c->n, (T *) c->out, c->has_init, c->init, c->keys, c->out_keys, c->key_bytes);
  return gp_cuda_after_launch(s);
}

template <class T>
static gp_status extreme_as(gp_cuda_state *s, const gp_runs_reduce *c)
{
  return c->op == GP_OP_MAX ? reduce_as<T, GP_OP_MAX>(s, c) : reduce_as<T, GP_OP_MIN>(s, c);
}

template <class T>
static gp_status any_op_as(gp_cuda_state *s, const gp_runs_reduce *c)
{
  if (c->op == GP_OP_SUM)
    return reduce_as<T, GP_OP_SUM>(s, c);
  if (c->op == GP_OP_PROD)
    return reduce_as<T, GP_OP_PROD>(s, c);
  return extreme_as<T>(s, c);
}

extern "C" gp_status gp_cuda_reduce_runs(gp_cuda_state *s, const gp_runs_reduce *c)
{
  if (c->n == 0)
    return GP_SUCCESS;
  switch (c->dtype) {  /* sums and products of floats only (gp_reduce_by_key checks) */
  case GP_DOUBLE: return any_op_as<double>(s, c);
  case GP_SINGLE: return any_op_as<float>(s, c);
  case GP_INT8: return extreme_as<int8_t>(s, c);
  case GP_UINT8: case GP_LOGICAL: return extreme_as<uint8_t>(s, c);
  case GP_INT16: return extreme_as<int16_t>(s, c);
  case GP_UINT16: return extreme_as<uint16_t>(s, c);
  case GP_INT32: return extreme_as<int32_t>(s, c);
  case GP_UINT32: return extreme_as<uint32_t>(s, c);
  case GP_INT64: return extreme_as<long long>(s, c);
  case GP_UINT64: return extreme_as<unsigned long long>(s, c);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
