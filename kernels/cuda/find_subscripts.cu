/* find_subscripts.cu - gp_find_subscripts on the device: one grid-stride
 * pass over the positions, each split by find_subscripts.h. */
#include "cuda_state.h"
#include "find_subscripts.h"

__global__ void __launch_bounds__(GP_SUBSCRIPT_THREADS)
  gp_subscripts_kernel(double *__restrict__ p, double *__restrict__ cols, long long count, double rows)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long k = (long long) blockIdx.x * blockDim.x + threadIdx.x; k < count; k += step)
    gp_split_position(&p[k], &cols[k], rows);
}

extern "C" gp_status gp_cuda_subscripts(gp_cuda_state *s, double *positions, int64_t count, int64_t rows,
                                        double *cols)
{
  gp_subscripts_kernel<<<gp_grid_stride_blocks(s, count, GP_SUBSCRIPT_THREADS), GP_SUBSCRIPT_THREADS, 0,
                         s->stream>>>(positions, cols, (long long) count, (double) rows);
  return gp_cuda_after_launch(s);
}
