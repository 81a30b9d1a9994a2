/* scan_native_float.cu - cumsum of single in single, and of logical as a running OR. */
#include "scan_families.h"
#include "scan_launch.cuh"

extern "C" gp_status gp_cuda_scan_sum_native_float(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in, const void *x,
                                                   void *y, gp_shape3 shape)
{
  switch (in) {
  case GP_SINGLE: return gp_scan_by<gp_sum_op<float, float>, float>(s, alg, x, y, NULL, shape);
  case GP_LOGICAL: return gp_scan_by<gp_or_op, uint8_t>(s, alg, x, y, NULL, shape);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
