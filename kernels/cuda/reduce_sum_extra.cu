/* reduce_sum_extra.cu - sum (x, "extra") of doubles in double-double
 * (dd_sum.h), with "omitnan" too. */
#include "dd_sum.h"
#include "reduce_families.h"
#include "reduce_launch.cuh"

/* The reduction op of a double-double sum; see scan_ops.cuh for the roles.
 * OMIT ("omitnan"): a NaN element counts as +0, as the host's loop counts it. */
template <bool OMIT>
struct gp_extra_sum_op {
  enum { INDEXED = 0 };
  typedef gp_dd T;
  typedef gp_dd R;
  typedef double Out;
  __device__ static double term(double x) { return OMIT && x != x ? 0.0 : x; }
  __device__ static T identity() { return gp_dd{-0.0, 0.0}; }
  __device__ static T lift(double x, long long) { return gp_dd{term(x), 0.0}; }
  __device__ static T combine(T a, T b) { return gp_dd_add(a, b); }
  __device__ static R run_from(T t) { return t; }
  __device__ static R run_step(R r, double x, long long) { return gp_dd_add(r, gp_dd{term(x), 0.0}); }
  __device__ static Out run_out(R r) { return gp_dd_value(r); }
};

extern "C" gp_status gp_cuda_reduce_sum_extra(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, gp_dtype out,
                                              const void *x, void *y, gp_shape3 shape, int omit)
{
  if (in != GP_DOUBLE || out != GP_DOUBLE)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  return omit ? gp_reduce_by<gp_extra_sum_op<true>, double>(s, alg, x, y, NULL, shape)
              : gp_reduce_by<gp_extra_sum_op<false>, double>(s, alg, x, y, NULL, shape);
}
