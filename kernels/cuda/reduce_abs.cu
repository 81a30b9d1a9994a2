/* reduce_abs.cu - max and min with MATLAB's "ComparisonMethod", "abs", on
 * the classes whose magnitude is not the value: double, single and the
 * signed integers (gp_by_abs), and with "includenan" on double and single.
 * Unsigned classes take the plain operators (gp_op_for). */
#include "reduce_families.h"
#include "reduce_launch.cuh"

template <class Order, bool NAN_WINS>
static gp_status by_abs(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, const void *x, void *y, double *idx,
                        gp_shape3 shape)
{
  typedef gp_by_abs<Order> O;
  typedef gp_nan_wins<O> N;  /* "includenan": float classes alone (gp_op_for) */
  switch (in) {
  case GP_DOUBLE:
    return NAN_WINS ? gp_reduce_by<gp_extreme_op<double, N>, double>(s, alg, x, y, idx, shape)
                    : gp_reduce_by<gp_extreme_op<double, O>, double>(s, alg, x, y, idx, shape);
  case GP_SINGLE:
    return NAN_WINS ? gp_reduce_by<gp_extreme_op<float, N>, float>(s, alg, x, y, idx, shape)
                    : gp_reduce_by<gp_extreme_op<float, O>, float>(s, alg, x, y, idx, shape);
  default: break;
  }
  if (NAN_WINS)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  switch (in) {
  case GP_INT8: return gp_reduce_by<gp_extreme_op<int8_t, O>, int8_t>(s, alg, x, y, idx, shape);
  case GP_INT16: return gp_reduce_by<gp_extreme_op<int16_t, O>, int16_t>(s, alg, x, y, idx, shape);
  case GP_INT32: return gp_reduce_by<gp_extreme_op<int32_t, O>, int32_t>(s, alg, x, y, idx, shape);
  case GP_INT64: return gp_reduce_by<gp_extreme_op<int64_t, O>, int64_t>(s, alg, x, y, idx, shape);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}

extern "C" gp_status gp_cuda_reduce_by_abs(gp_cuda_state *s, gp_opcode op, gp_reduce_algorithm alg, gp_dtype in,
                                           const void *x, void *y, double *idx, gp_shape3 shape)
{
  switch (op) {
  case GP_OP_MAX_ABS: return by_abs<gp_larger, false>(s, alg, in, x, y, idx, shape);
  case GP_OP_MIN_ABS: return by_abs<gp_smaller, false>(s, alg, in, x, y, idx, shape);
  case GP_OP_MAX_ABS_INCLUDENAN: return by_abs<gp_larger, true>(s, alg, in, x, y, idx, shape);
  case GP_OP_MIN_ABS_INCLUDENAN: return by_abs<gp_smaller, true>(s, alg, in, x, y, idx, shape);
  default: return GP_ERROR_INVALID_ARGUMENT;
  }
}
