/* scan_cummin.cu - cummin with positions, for every class (see gp_extreme_op). */
#include "scan_families.h"
#include "scan_launch.cuh"

extern "C" gp_status gp_cuda_scan_cummin(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in, const void *x, void *y,
                                       double *idx, gp_shape3 shape)
{
  return gp_scan_any_input<gp_extreme_op, gp_smaller>(s, alg, in, x, y, idx, shape);
}
