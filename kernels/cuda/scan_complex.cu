/* scan_complex.cu - cumprod, cummax and cummin of complex arrays (and
 * cumsum with "omitnan"), by the look-back kernels alone. */
#include "complex_dispatch.cuh"
#include "scan_families.h"
#include "scan_launch.cuh"

template <class Op>
struct look_back {
  static gp_status go(gp_cuda_state *s, const void *x, void *y, double *idx, gp_shape3 shape)
  {
    const gp_scan_guard none = {NULL, NULL};
    return gp_launch_scan_guarded<Op, typename Op::In>(s, x, y, idx, shape, none);
  }
};

extern "C" gp_status gp_cuda_scan_complex(gp_cuda_state *s, gp_op op, gp_scan_algorithm alg, gp_dtype in,
                                          gp_dtype out, const void *x, void *y, double *idx, gp_shape3 shape)
{
  if (alg != GP_SCAN_AUTO && alg != GP_SCAN_DECOUPLED_LOOKBACK)
    return GP_ERROR_UNSUPPORTED_ALGORITHM;
  return gp_cx_dispatch<look_back>(s, op, in, out, x, y, idx, shape);
}
