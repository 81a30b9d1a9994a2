/* scan_nan.cu - the scans with MATLAB's NaN flags, on the classes that have
 * NaN: cumsum and cumprod with "omitnan" (gp_arith_omit_op), cummax and
 * cummin with "includenan" (gp_nan_wins), by the look-back kernels alone
 * (the classic variants are for teaching the plain scans). */
#include "scan_families.h"
#include "scan_launch.cuh"

template <class Op, class In>
static gp_status look_back(gp_cuda_state *s, gp_scan_algorithm alg, const void *x, void *y, double *idx,
                           gp_shape3 shape)
{
  if (alg != GP_SCAN_AUTO && alg != GP_SCAN_DECOUPLED_LOOKBACK)
    return GP_ERROR_UNSUPPORTED_ALGORITHM;
  const gp_scan_guard none = {NULL, NULL};
  return gp_launch_scan_guarded<Op, In>(s, x, y, idx, shape, none);
}

template <template <class, class> class OpT>
static gp_status arith(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in, gp_dtype out, const void *x, void *y,
                       gp_shape3 shape)
{
  if (in == GP_DOUBLE && out == GP_DOUBLE)
    return look_back<OpT<double, double>, double>(s, alg, x, y, NULL, shape);
  if (in == GP_SINGLE && out == GP_DOUBLE)
    return look_back<OpT<float, double>, float>(s, alg, x, y, NULL, shape);
  if (in == GP_SINGLE && out == GP_SINGLE)
    return look_back<OpT<float, float>, float>(s, alg, x, y, NULL, shape);
  return GP_ERROR_UNSUPPORTED_DTYPE;
}

template <class Order>
static gp_status extreme(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in, gp_dtype out, const void *x, void *y,
                         double *idx, gp_shape3 shape)
{
  if (in == GP_DOUBLE && out == in)
    return look_back<gp_extreme_op<double, gp_nan_wins<Order> >, double>(s, alg, x, y, idx, shape);
  if (in == GP_SINGLE && out == in)
    return look_back<gp_extreme_op<float, gp_nan_wins<Order> >, float>(s, alg, x, y, idx, shape);
  return GP_ERROR_UNSUPPORTED_DTYPE;
}

extern "C" gp_status gp_cuda_scan_nan_flag(gp_cuda_state *s, gp_opcode op, gp_scan_algorithm alg, gp_dtype in,
                                           gp_dtype out, const void *x, void *y, double *idx, gp_shape3 shape)
{
  switch (op) {
  case GP_OP_SUM_OMITNAN: return arith<gp_sum_omitnan_op>(s, alg, in, out, x, y, shape);
  case GP_OP_PROD_OMITNAN: return arith<gp_prod_omitnan_op>(s, alg, in, out, x, y, shape);
  case GP_OP_MAX_INCLUDENAN: return extreme<gp_larger>(s, alg, in, out, x, y, idx, shape);
  case GP_OP_MIN_INCLUDENAN: return extreme<gp_smaller>(s, alg, in, out, x, y, idx, shape);
  default: return GP_ERROR_INVALID_ARGUMENT;
  }
}
