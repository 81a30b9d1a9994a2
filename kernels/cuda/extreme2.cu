/* extreme2.cu - elementwise max (a, b) and min (a, b) with broadcasting:
 * one grid-stride pass over the output, each element finding its operands
 * through the steps of gp_broadcast.  Complex operands come as elements of
 * two parts (complex_ops.cuh). */
#include <stdint.h>

#include "complex_ops.cuh"
#include "cuda_state.h"

/* Octave's array loop for real classes: NaN in b loses; of equal values a's is taken. */
template <class T, bool MAX>
struct gp_real_pick {
  __device__ static T pick(T u, T v) { return (v != v) || (MAX ? u >= v : u <= v) ? u : v; }
};
/* and for complex ones: by abs alone, a NaN in either winning (gp_cx_pick) */
template <class C, bool MAX>
struct gp_complex_pick {
  __device__ static C pick(C u, C v) { return gp_cx_pick<decltype(u.re), MAX>(u, v); }
};

template <class T, class Pick>
__global__ void gp_extreme2_kernel(const T *__restrict__ a, const T *__restrict__ b, T *__restrict__ y,
                                   long long n, gp_broadcast bc)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long e = (long long) blockIdx.x * blockDim.x + threadIdx.x; e < n; e += step) {
    long long ia = 0, ib = 0, rest = e;
    for (int d = 0; d < bc.ndims; d++) {
      const long long c = rest % bc.dims[d];
      rest /= bc.dims[d];
      ia += c * bc.a_step[d];
      ib += c * bc.b_step[d];
    }
    y[e] = Pick::pick(a[ia], b[ib]);
  }
}

template <class T, template <class, bool> class Pick = gp_real_pick>
static gp_status launch(gp_cuda_state *s, gp_op op, const void *a, const void *b, void *y, long long n,
                        const gp_broadcast *bc)
{
  const int threads = 256;
  const unsigned grid = gp_grid_stride_blocks(s, n, threads);
  if (op == GP_OP_MAX)
    gp_extreme2_kernel<T, Pick<T, true> ><<<grid, threads, 0, s->stream>>>((const T *) a, (const T *) b, (T *) y,
                                                                          n, *bc);
  else
    gp_extreme2_kernel<T, Pick<T, false> ><<<grid, threads, 0, s->stream>>>((const T *) a, (const T *) b,
                                                                           (T *) y, n, *bc);
  return gp_cuda_after_launch(s);
}

extern "C" gp_status gp_cuda_extreme2_device(gp_cuda_state *s, gp_op op, gp_dtype dtype, const void *a,
                                             const void *b, void *y, long long n, const gp_broadcast *bc)
{
  switch (dtype) {
  case GP_DOUBLE: return launch<double>(s, op, a, b, y, n, bc);
  case GP_SINGLE: return launch<float>(s, op, a, b, y, n, bc);
  case GP_INT8: return launch<int8_t>(s, op, a, b, y, n, bc);
  case GP_UINT8: case GP_LOGICAL: return launch<uint8_t>(s, op, a, b, y, n, bc);
  case GP_INT16: return launch<int16_t>(s, op, a, b, y, n, bc);
  case GP_UINT16: return launch<uint16_t>(s, op, a, b, y, n, bc);
  case GP_INT32: return launch<int32_t>(s, op, a, b, y, n, bc);
  case GP_UINT32: return launch<uint32_t>(s, op, a, b, y, n, bc);
  case GP_INT64: return launch<int64_t>(s, op, a, b, y, n, bc);
  case GP_UINT64: return launch<uint64_t>(s, op, a, b, y, n, bc);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}

extern "C" gp_status gp_cuda_extreme2_complex(gp_cuda_state *s, gp_op op, gp_dtype parts, const void *a,
                                              const void *b, void *y, long long n, const gp_broadcast *bc)
{
  switch (parts) {
  case GP_DOUBLE: return launch<gp_complex<double>, gp_complex_pick>(s, op, a, b, y, n, bc);
  case GP_SINGLE: return launch<gp_complex<float>, gp_complex_pick>(s, op, a, b, y, n, bc);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
