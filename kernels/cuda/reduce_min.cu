/* reduce_min.cu - min with first positions, for every class (see reduce_fold.cuh). */
#include "reduce_families.h"
#include "reduce_launch.cuh"

extern "C" gp_status gp_cuda_reduce_min(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, const void *x, void *y,
                                       double *idx, gp_shape3 shape)
{
  return gp_reduce_any_input<gp_extreme_op, gp_smaller>(s, alg, in, x, y, idx, shape);
}
