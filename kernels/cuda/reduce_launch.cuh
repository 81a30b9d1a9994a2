/* reduce_launch.cuh - one typed reduction of device arrays: the default
 * kernels or a classic one, by name. */
#ifndef GP_REDUCE_LAUNCH_CUH
#define GP_REDUCE_LAUNCH_CUH

#include "reduce_classic.cuh"
#include "reduce_default.cuh"

template <class Op, class In>
static gp_status gp_reduce_by(gp_cuda_state *s, gp_reduce_algorithm alg, const void *x, void *y, double *idx,
                              gp_shape3 shape)
{
  static_assert(!gp_fold<Op>::ORDERED, "an order-dependent fold reduces only through the scan");
  if (alg == GP_REDUCE_AUTO)
    return gp_reduce_default<Op, In>(s, (const In *) x, y, idx, shape);
  return gp_reduce_classic<Op, In>(s, alg, (const In *) x, y, idx, shape);
}

/* OpT<In, A> for every real input class, logical as its 0/1 bytes. */
template <template <class, class> class OpT, class A>
static gp_status gp_reduce_any_input(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, const void *x,
                                     void *y, double *idx, gp_shape3 shape)
{
  switch (in) {
  case GP_DOUBLE: return gp_reduce_by<OpT<double, A>, double>(s, alg, x, y, idx, shape);
  case GP_SINGLE: return gp_reduce_by<OpT<float, A>, float>(s, alg, x, y, idx, shape);
  case GP_INT8: return gp_reduce_by<OpT<int8_t, A>, int8_t>(s, alg, x, y, idx, shape);
  case GP_UINT8: return gp_reduce_by<OpT<uint8_t, A>, uint8_t>(s, alg, x, y, idx, shape);
  case GP_INT16: return gp_reduce_by<OpT<int16_t, A>, int16_t>(s, alg, x, y, idx, shape);
  case GP_UINT16: return gp_reduce_by<OpT<uint16_t, A>, uint16_t>(s, alg, x, y, idx, shape);
  case GP_INT32: return gp_reduce_by<OpT<int32_t, A>, int32_t>(s, alg, x, y, idx, shape);
  case GP_UINT32: return gp_reduce_by<OpT<uint32_t, A>, uint32_t>(s, alg, x, y, idx, shape);
  case GP_INT64: return gp_reduce_by<OpT<int64_t, A>, int64_t>(s, alg, x, y, idx, shape);
  case GP_UINT64: return gp_reduce_by<OpT<uint64_t, A>, uint64_t>(s, alg, x, y, idx, shape);
  case GP_LOGICAL: return gp_reduce_by<OpT<uint8_t, A>, uint8_t>(s, alg, x, y, idx, shape);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}

#endif
