/* fill.cu - count elements set to one value (gp_accumarray's empty bins):
 * one grid-stride pass, elements moved as bits of their width. */
#include <string.h>

#include "cuda_state.h"
#include "by_width.cuh"

template <class E>
__global__ void gp_fill_kernel(E *__restrict__ dst, E value, long long count)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long k = (long long) blockIdx.x * blockDim.x + threadIdx.x; k < count; k += step)
    dst[k] = value;
}

template <class E>
static gp_status fill_as(gp_cuda_state *s, void *dst, const unsigned char *value, long long count)
{
  const int threads = 256;
  E v;
  memcpy(&v, value, sizeof v);
  gp_fill_kernel<E><<<gp_grid_stride_blocks(s, count, threads), threads, 0, s->stream>>>((E *) dst, v, count);
  return gp_cuda_after_launch(s);
}

extern "C" gp_status gp_cuda_fill(gp_cuda_state *s, void *dst, size_t elem_bytes, const unsigned char value[8],
                                  int64_t count)
{
  if (count == 0)
    return GP_SUCCESS;
  GP_RETURN_BY_WIDTH(elem_bytes, fill_as, s, dst, value, count)
}
