/* scan_cummax.cu - cummax with positions, for every class. */
#include "scan_extreme_dispatch.cuh"
#include "scan_families.h"

extern "C" gp_status gp_cuda_scan_cummax(gp_cuda_state *s, gp_dtype in, const void *x, void *y,
                                       double *idx, gp_shape3 shape)
{
  return gp_scan_extreme_dispatch<true>(s, in, x, y, idx, shape);
}
