/* complex_dispatch.cuh - from (op, part classes) to the complex op type,
 * once for the scans and the reductions: Run<Op>::go launches one. */
#ifndef GP_COMPLEX_DISPATCH_CUH
#define GP_COMPLEX_DISPATCH_CUH

#include "complex_ops.cuh"
#include "cuda_state.h"

template <class F, class A> using gp_cx_prod_plain = gp_cx_prod_op<F, A, false>;
template <class F, class A> using gp_cx_prod_omitnan = gp_cx_prod_op<F, A, true>;

/* Parts of class `in` into parts of class `out`: double -> double, single
 * -> single or double. */
template <template <class> class Run, template <class, class> class OpT>
static gp_status gp_cx_arith_of(gp_cuda_state *s, gp_dtype in, gp_dtype out, const void *x, void *y, gp_shape3 shape)
{
  if (in == GP_DOUBLE && out == GP_DOUBLE)
    return Run<OpT<double, double> >::go(s, x, y, NULL, shape);
  if (in == GP_SINGLE && out == GP_SINGLE)
    return Run<OpT<float, float> >::go(s, x, y, NULL, shape);
  if (in == GP_SINGLE && out == GP_DOUBLE)
    return Run<OpT<float, double> >::go(s, x, y, NULL, shape);
  return GP_ERROR_UNSUPPORTED_DTYPE;
}

template <template <class> class Run, class Order, bool NAN_WINS, bool BY_PARTS = false, bool RAW_ARG = false>
static gp_status gp_cx_extreme_of(gp_cuda_state *s, gp_dtype in, gp_dtype out, const void *x, void *y, double *idx,
                               gp_shape3 shape)
{
  if (in == GP_DOUBLE && out == in)
    return Run<gp_cx_extreme_op<double, Order, NAN_WINS, BY_PARTS, RAW_ARG> >::go(s, x, y, idx, shape);
  if (in == GP_SINGLE && out == in)
    return Run<gp_cx_extreme_op<float, Order, NAN_WINS, BY_PARTS, RAW_ARG> >::go(s, x, y, idx, shape);
  return GP_ERROR_UNSUPPORTED_DTYPE;
}

/* max or min (Order) with its NaN flag, by abs then arg (as the context's
 * complex_arg_atan2 says) or, with BY_PARTS only, in the "real" order. */
template <template <class> class Run, class Order, bool BY_PARTS>
static gp_status gp_cx_extremes_of(gp_cuda_state *s, bool includenan, bool by_parts, gp_dtype in, gp_dtype out,
                                   const void *x, void *y, double *idx, gp_shape3 shape)
{
  if (by_parts) {
    if constexpr (BY_PARTS)
      return includenan ? gp_cx_extreme_of<Run, Order, true, true>(s, in, out, x, y, idx, shape)
                        : gp_cx_extreme_of<Run, Order, false, true>(s, in, out, x, y, idx, shape);
    return GP_ERROR_INVALID_ARGUMENT;
  }
  if (s->complex_arg_raw)
    return includenan ? gp_cx_extreme_of<Run, Order, true, false, true>(s, in, out, x, y, idx, shape)
                      : gp_cx_extreme_of<Run, Order, false, false, true>(s, in, out, x, y, idx, shape);
  return includenan ? gp_cx_extreme_of<Run, Order, true>(s, in, out, x, y, idx, shape)
                    : gp_cx_extreme_of<Run, Order, false>(s, in, out, x, y, idx, shape);
}

/* The op families, so that a .cu file can instantiate some of them and
 * the families compile in parallel (scan_complex*.cu).  max and min by
 * abs are no complex op (abs then arg is the complex order itself). */
enum { GP_CX_ARITH_OPS = 1, GP_CX_MAX_OPS = 2, GP_CX_MIN_OPS = 4, GP_CX_ALL_OPS = 7 };

static inline int gp_cx_family(gp_opcode op)
{
  const gp_opcode base = gp_op_is_by_abs(op) ? op : gp_op_base(op);
  return base == GP_OP_MAX ? GP_CX_MAX_OPS : base == GP_OP_MIN ? GP_CX_MIN_OPS : GP_CX_ARITH_OPS;
}

/* The ops with a complex kernel, of the FAMILIES asked for: sum with
 * "omitnan" (plain sums add the parts as real numbers), prod, max and min,
 * with their NaN flags; with BY_PARTS (the reductions) max and min in the
 * "real" order too.  An op of another family: GP_ERROR_INVALID_ARGUMENT. */
template <template <class> class Run, int FAMILIES = GP_CX_ALL_OPS, bool BY_PARTS = false>
static gp_status gp_cx_dispatch(gp_cuda_state *s, gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y,
                                double *idx, gp_shape3 shape)
{
  if constexpr ((FAMILIES & GP_CX_ARITH_OPS) != 0) {
    switch (op) {
    case GP_OP_SUM_OMITNAN: return gp_cx_arith_of<Run, gp_cx_sum_omitnan_op>(s, in, out, x, y, shape);
    case GP_OP_PROD: return gp_cx_arith_of<Run, gp_cx_prod_plain>(s, in, out, x, y, shape);
    case GP_OP_PROD_OMITNAN: return gp_cx_arith_of<Run, gp_cx_prod_omitnan>(s, in, out, x, y, shape);
    default: break;
    }
  }
  if constexpr ((FAMILIES & GP_CX_MAX_OPS) != 0)
    if (gp_cx_family(op) == GP_CX_MAX_OPS)
      return gp_cx_extremes_of<Run, gp_larger, BY_PARTS>(s, gp_op_includes_nan(op), gp_op_is_by_parts(op), in, out, x,
                                                        y, idx, shape);
  if constexpr ((FAMILIES & GP_CX_MIN_OPS) != 0)
    if (gp_cx_family(op) == GP_CX_MIN_OPS)
      return gp_cx_extremes_of<Run, gp_smaller, BY_PARTS>(s, gp_op_includes_nan(op), gp_op_is_by_parts(op), in, out, x,
                                                        y, idx, shape);
  return GP_ERROR_INVALID_ARGUMENT;
}

#endif
