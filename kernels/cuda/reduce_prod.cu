/* reduce_prod.cu - prod in double for every input class, in single for single. */
#include "reduce_families.h"
#include "reduce_launch.cuh"

extern "C" gp_status gp_cuda_reduce_prod(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, gp_dtype out,
                                         const void *x, void *y, gp_shape3 shape)
{
  if (out == GP_SINGLE)
    return in == GP_SINGLE ? gp_reduce_by<gp_prod_op<float, float>, float>(s, alg, x, y, NULL, shape)
                           : GP_ERROR_UNSUPPORTED_DTYPE;
  return gp_reduce_any_input<gp_prod_op, double>(s, alg, in, x, y, NULL, shape);
}
