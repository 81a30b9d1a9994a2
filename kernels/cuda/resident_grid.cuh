/* resident_grid.cuh - how many blocks of a kernel the device holds at once,
 * for grid-stride launches that want one full wave and no partial second. */
#ifndef GP_RESIDENT_GRID_CUH
#define GP_RESIDENT_GRID_CUH

#include "cuda_state.h"

/* Blocks of `threads` threads of `kernel` resident on the whole device at
 * once (its registers and shared memory decide), or 0 where that is not
 * known; the caller then sizes its grid another way. */
template <class Kernel>
static long long gp_resident_blocks(const gp_cuda_state *s, Kernel kernel, int threads)
{
  int per_sm = 0;
  if (s->sm_count < 1)
    return 0;
  if (cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, threads, 0) != cudaSuccess) {
    (void) cudaGetLastError();  /* not a launch's error: the caller's other grid is correct too */
    return 0;
  }
  return (long long) (per_sm > 0 ? per_sm : 1) * s->sm_count;
}

#endif
