/* reduce_max.cu - max with first positions, for every class (see reduce_fold.cuh). */
#include "reduce_families.h"
#include "reduce_launch.cuh"

extern "C" gp_status gp_cuda_reduce_max(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, const void *x, void *y,
                                       double *idx, gp_shape3 shape)
{
  return gp_reduce_any_input<gp_extreme_op, gp_larger>(s, alg, in, x, y, idx, shape);
}
