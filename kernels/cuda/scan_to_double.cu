/* scan_to_double.cu - cumsum accumulated in double, for every input class. */
#include "scan_families.h"
#include "scan_launch.cuh"

extern "C" gp_status gp_cuda_scan_sum_to_double(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in, const void *x,
                                                void *y, gp_shape3 shape)
{
  return gp_scan_any_input<gp_sum_op, double>(s, alg, in, x, y, NULL, shape);
}
