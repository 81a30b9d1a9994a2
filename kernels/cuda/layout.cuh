/* layout.cuh - where the elements of a line live (see gp_shape3). */
#ifndef GP_LAYOUT_CUH
#define GP_LAYOUT_CUH

#include "gp_internal.h"

/* Element j of line l = (o, i), for l = o * inner + i. */
__device__ __forceinline__ long long gp_line_addr(gp_shape3 sh, long long l, long long j)
{
  return ((l / sh.inner) * sh.len + j) * sh.inner + l % sh.inner;
}

#endif
