/* extreme2.cu - elementwise max (a, b) and min (a, b) with broadcasting:
 * one grid-stride pass over the output, each element finding its operands
 * through the steps of gp_broadcast.  Each element is picked by the order
 * the reductions use (gp_extreme_op's and gp_cx_extreme_op's `better`), so
 * the NaN flags and "ComparisonMethod" mean the same in both forms; complex
 * operands come as elements of two parts (complex_ops.cuh). */
#include <stdint.h>

#include "complex_ops.cuh"
#include "cuda_state.h"

/* b's element where it ranks strictly first, else a's: Octave's array loop
 * for real classes under gp_larger and gp_smaller (NaN in b loses; of equal
 * values, -0 and 0 too, a's is taken). */
template <class T, class Order>
struct gp_real_pick {
  __device__ static T pick(T u, T v) { return gp_extreme_op<T, Order>::better(v, u) ? v : u; }
};
/* The same for complex elements, by (abs, arg) or by parts, MATLAB's rules */
template <class C, class Order, bool NAN_WINS, bool BY_PARTS, bool RAW_ARG = false>
struct gp_complex_pick {
  typedef gp_cx_extreme_op<decltype(C::re), Order, NAN_WINS, BY_PARTS, RAW_ARG> Op;
  __device__ static C pick(C u, C v) { return Op::better(Op::lift(v, 1), Op::lift(u, 0)) ? v : u; }
};
/* and Octave's own for complex ones: by abs alone, a NaN in either winning (gp_cx_pick) */
template <class C, bool MAX>
struct gp_octave_complex_pick {
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

template <class T, class Pick>
static gp_status launch(gp_cuda_state *s, const void *a, const void *b, void *y, long long n, const gp_broadcast *bc)
{
  const int threads = 256;
  const unsigned grid = gp_grid_stride_blocks(s, n, threads);
  gp_extreme2_kernel<T, Pick><<<grid, threads, 0, s->stream>>>((const T *) a, (const T *) b, (T *) y, n, *bc);
  return gp_cuda_after_launch(s);
}

/* op as gp_op_for gives it for T: the NaN flag on float classes alone, "abs"
 * on float and signed classes alone. */
template <class T>
static gp_status real_op(gp_cuda_state *s, gp_opcode op, const void *a, const void *b, void *y, long long n,
                         const gp_broadcast *bc)
{
  constexpr bool floating = cuda::std::is_floating_point<T>::value, sign = cuda::std::is_signed<T>::value;
  switch (op) {
  case GP_OP_MAX: return launch<T, gp_real_pick<T, gp_larger> >(s, a, b, y, n, bc);
  case GP_OP_MIN: return launch<T, gp_real_pick<T, gp_smaller> >(s, a, b, y, n, bc);
  default: break;
  }
  if constexpr (sign) {
    if (op == GP_OP_MAX_ABS)
      return launch<T, gp_real_pick<T, gp_by_abs<gp_larger> > >(s, a, b, y, n, bc);
    if (op == GP_OP_MIN_ABS)
      return launch<T, gp_real_pick<T, gp_by_abs<gp_smaller> > >(s, a, b, y, n, bc);
  }
  if constexpr (floating) {
    switch (op) {
    case GP_OP_MAX_INCLUDENAN: return launch<T, gp_real_pick<T, gp_nan_wins<gp_larger> > >(s, a, b, y, n, bc);
    case GP_OP_MIN_INCLUDENAN: return launch<T, gp_real_pick<T, gp_nan_wins<gp_smaller> > >(s, a, b, y, n, bc);
    case GP_OP_MAX_ABS_INCLUDENAN:
      return launch<T, gp_real_pick<T, gp_nan_wins<gp_by_abs<gp_larger> > > >(s, a, b, y, n, bc);
    case GP_OP_MIN_ABS_INCLUDENAN:
      return launch<T, gp_real_pick<T, gp_nan_wins<gp_by_abs<gp_smaller> > > >(s, a, b, y, n, bc);
    default: break;
    }
  }
  return GP_ERROR_INVALID_ARGUMENT;
}

extern "C" gp_status gp_cuda_extreme2_device(gp_cuda_state *s, gp_opcode op, gp_dtype dtype, const void *a,
                                             const void *b, void *y, long long n, const gp_broadcast *bc)
{
  switch (dtype) {
  case GP_DOUBLE: return real_op<double>(s, op, a, b, y, n, bc);
  case GP_SINGLE: return real_op<float>(s, op, a, b, y, n, bc);
  case GP_INT8: return real_op<int8_t>(s, op, a, b, y, n, bc);
  case GP_UINT8: case GP_LOGICAL: return real_op<uint8_t>(s, op, a, b, y, n, bc);
  case GP_INT16: return real_op<int16_t>(s, op, a, b, y, n, bc);
  case GP_UINT16: return real_op<uint16_t>(s, op, a, b, y, n, bc);
  case GP_INT32: return real_op<int32_t>(s, op, a, b, y, n, bc);
  case GP_UINT32: return real_op<uint32_t>(s, op, a, b, y, n, bc);
  case GP_INT64: return real_op<int64_t>(s, op, a, b, y, n, bc);
  case GP_UINT64: return real_op<uint64_t>(s, op, a, b, y, n, bc);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}

/* Octave's pick for the plain ops; MATLAB's orders for the others ("abs"
 * and a NaN flag: abs, then arg, RAW_ARG as the context's complex_arg_atan2;
 * "real": parts). */
template <class F, bool RAW>
static gp_status complex_op(gp_cuda_state *s, gp_opcode op, const void *a, const void *b, void *y, long long n,
                            const gp_broadcast *bc)
{
  typedef gp_complex<F> C;
  switch (op) {
  case GP_OP_MAX: return launch<C, gp_octave_complex_pick<C, true> >(s, a, b, y, n, bc);
  case GP_OP_MIN: return launch<C, gp_octave_complex_pick<C, false> >(s, a, b, y, n, bc);
  case GP_OP_MAX_ABS: return launch<C, gp_complex_pick<C, gp_larger, false, false, RAW> >(s, a, b, y, n, bc);
  case GP_OP_MIN_ABS: return launch<C, gp_complex_pick<C, gp_smaller, false, false, RAW> >(s, a, b, y, n, bc);
  case GP_OP_MAX_INCLUDENAN:
  case GP_OP_MAX_ABS_INCLUDENAN:
    return launch<C, gp_complex_pick<C, gp_larger, true, false, RAW> >(s, a, b, y, n, bc);
  case GP_OP_MIN_INCLUDENAN:
  case GP_OP_MIN_ABS_INCLUDENAN:
    return launch<C, gp_complex_pick<C, gp_smaller, true, false, RAW> >(s, a, b, y, n, bc);
  default: break;
  }
  if constexpr (!RAW) {  /* by parts: no arg to rank by */
    switch (op) {
    case GP_OP_MAX_REAL: return launch<C, gp_complex_pick<C, gp_larger, false, true> >(s, a, b, y, n, bc);
    case GP_OP_MIN_REAL: return launch<C, gp_complex_pick<C, gp_smaller, false, true> >(s, a, b, y, n, bc);
    case GP_OP_MAX_REAL_INCLUDENAN: return launch<C, gp_complex_pick<C, gp_larger, true, true> >(s, a, b, y, n, bc);
    case GP_OP_MIN_REAL_INCLUDENAN: return launch<C, gp_complex_pick<C, gp_smaller, true, true> >(s, a, b, y, n, bc);
    default: break;
    }
  }
  return GP_ERROR_INVALID_ARGUMENT;
}

extern "C" gp_status gp_cuda_extreme2_complex(gp_cuda_state *s, gp_opcode op, gp_dtype parts, const void *a,
                                              const void *b, void *y, long long n, const gp_broadcast *bc)
{
  switch (parts) {
  case GP_DOUBLE:
    return s->complex_arg_raw && !gp_op_is_by_parts(op) ? complex_op<double, true>(s, op, a, b, y, n, bc)
                                                        : complex_op<double, false>(s, op, a, b, y, n, bc);
  case GP_SINGLE:
    return s->complex_arg_raw && !gp_op_is_by_parts(op) ? complex_op<float, true>(s, op, a, b, y, n, bc)
                                                        : complex_op<float, false>(s, op, a, b, y, n, bc);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
