/* reduce_nan.cu - the reductions with MATLAB's NaN flags, on the classes
 * that have NaN: sum and prod with "omitnan" (gp_arith_omit_op), max and min
 * with "includenan" (gp_nan_wins).  Other classes take the plain operators
 * (gp_op_for). */
#include "reduce_families.h"
#include "reduce_launch.cuh"

template <template <class, class> class OpT>
static gp_status arith(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, gp_dtype out, const void *x, void *y,
                       gp_shape3 shape)
{
  if (in == GP_DOUBLE && out == GP_DOUBLE)
    return gp_reduce_by<OpT<double, double>, double>(s, alg, x, y, NULL, shape);
  if (in == GP_SINGLE && out == GP_DOUBLE)
    return gp_reduce_by<OpT<float, double>, float>(s, alg, x, y, NULL, shape);
  if (in == GP_SINGLE && out == GP_SINGLE)
    return gp_reduce_by<OpT<float, float>, float>(s, alg, x, y, NULL, shape);
  return GP_ERROR_UNSUPPORTED_DTYPE;
}

template <class Order>
static gp_status extreme(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, const void *x, void *y,
                         double *idx, gp_shape3 shape)
{
  if (in == GP_DOUBLE)
    return gp_reduce_by<gp_extreme_op<double, gp_nan_wins<Order> >, double>(s, alg, x, y, idx, shape);
  if (in == GP_SINGLE)
    return gp_reduce_by<gp_extreme_op<float, gp_nan_wins<Order> >, float>(s, alg, x, y, idx, shape);
  return GP_ERROR_UNSUPPORTED_DTYPE;
}

extern "C" gp_status gp_cuda_reduce_nan_flag(gp_cuda_state *s, gp_opcode op, gp_reduce_algorithm alg, gp_dtype in,
                                             gp_dtype out, const void *x, void *y, double *idx, gp_shape3 shape)
{
  switch (op) {
  case GP_OP_SUM_OMITNAN: return arith<gp_sum_omitnan_op>(s, alg, in, out, x, y, shape);
  case GP_OP_PROD_OMITNAN: return arith<gp_prod_omitnan_op>(s, alg, in, out, x, y, shape);
  case GP_OP_MAX_INCLUDENAN: return out == in ? extreme<gp_larger>(s, alg, in, x, y, idx, shape)
                                                : GP_ERROR_UNSUPPORTED_DTYPE;
  case GP_OP_MIN_INCLUDENAN: return out == in ? extreme<gp_smaller>(s, alg, in, x, y, idx, shape)
                                                : GP_ERROR_UNSUPPORTED_DTYPE;
  default: return GP_ERROR_INVALID_ARGUMENT;
  }
}
