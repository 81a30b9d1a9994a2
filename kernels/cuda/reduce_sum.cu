/* reduce_sum.cu - sum in double for every input class, single in single,
 * logical "native" as OR.  ("native" integer sums go through the scan.) */
#include "reduce_families.h"
#include "reduce_launch.cuh"

extern "C" gp_status gp_cuda_reduce_sum(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, gp_dtype out,
                                        const void *x, void *y, gp_shape3 shape)
{
  if (out == GP_DOUBLE)
    return gp_reduce_any_input<gp_sum_op, double>(s, alg, in, x, y, NULL, shape);
  if (in == GP_SINGLE && out == GP_SINGLE)
    return gp_reduce_by<gp_sum_op<float, float>, float>(s, alg, x, y, NULL, shape);
  if (in == GP_LOGICAL && out == GP_LOGICAL)
    return gp_reduce_by<gp_or_op, uint8_t>(s, alg, x, y, NULL, shape);
  return GP_ERROR_UNSUPPORTED_DTYPE;
}
