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

template <template <class> class Run, class Order, bool NAN_WINS, bool BY_PARTS = false>
static gp_status gp_cx_extreme_of(gp_cuda_state *s, gp_dtype in, gp_dtype out, const void *x, void *y, double *idx,
                               gp_shape3 shape)
{
  if (in == GP_DOUBLE && out == in)
    return Run<gp_cx_extreme_op<double, Order, NAN_WINS, BY_PARTS> >::go(s, x, y, idx, shape);
  if (in == GP_SINGLE && out == in)
    return Run<gp_cx_extreme_op<float, Order, NAN_WINS, BY_PARTS> >::go(s, x, y, idx, shape);
  return GP_ERROR_UNSUPPORTED_DTYPE;
}

/* The ops with a complex kernel: sum with "omitnan" (plain sums add the
 * parts as real numbers), prod, max and min, with their NaN flags; with
 * BY_PARTS (the reductions) max and min in the "real" order too. */
template <template <class> class Run, bool BY_PARTS = false>
static gp_status gp_cx_dispatch(gp_cuda_state *s, gp_op op, gp_dtype in, gp_dtype out, const void *x, void *y,
                                double *idx, gp_shape3 shape)
{
  if constexpr (BY_PARTS) {
    switch (op) {
    case GP_OP_MAX_REAL: return gp_cx_extreme_of<Run, gp_larger, false, true>(s, in, out, x, y, idx, shape);
    case GP_OP_MIN_REAL: return gp_cx_extreme_of<Run, gp_smaller, false, true>(s, in, out, x, y, idx, shape);
    case GP_OP_MAX_REAL_INCLUDENAN: return gp_cx_extreme_of<Run, gp_larger, true, true>(s, in, out, x, y, idx, shape);
    case GP_OP_MIN_REAL_INCLUDENAN:
      return gp_cx_extreme_of<Run, gp_smaller, true, true>(s, in, out, x, y, idx, shape);
    default: break;
    }
  }
  switch (op) {
  case GP_OP_SUM_OMITNAN: return gp_cx_arith_of<Run, gp_cx_sum_omitnan_op>(s, in, out, x, y, shape);
  case GP_OP_PROD: return gp_cx_arith_of<Run, gp_cx_prod_plain>(s, in, out, x, y, shape);
  case GP_OP_PROD_OMITNAN: return gp_cx_arith_of<Run, gp_cx_prod_omitnan>(s, in, out, x, y, shape);
  case GP_OP_MAX: return gp_cx_extreme_of<Run, gp_larger, false>(s, in, out, x, y, idx, shape);
  case GP_OP_MIN: return gp_cx_extreme_of<Run, gp_smaller, false>(s, in, out, x, y, idx, shape);
  case GP_OP_MAX_INCLUDENAN: return gp_cx_extreme_of<Run, gp_larger, true>(s, in, out, x, y, idx, shape);
  case GP_OP_MIN_INCLUDENAN: return gp_cx_extreme_of<Run, gp_smaller, true>(s, in, out, x, y, idx, shape);
  default: return GP_ERROR_INVALID_ARGUMENT;
  }
}

#endif
