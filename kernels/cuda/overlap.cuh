/* overlap.cuh - programmatic dependent launch (sm_90 and later): a kernel
 * launched by gp_launch_overlapping may be scheduled while the kernel
 * before it in the stream is finishing, so its launch hides behind that
 * kernel's tail.  Such a kernel calls gp_wait_for_previous first, in every
 * block and before any memory access: that waits until the kernel before
 * has finished and its writes are visible.  Because each waits at its top,
 * a chain of them is ordered as plain launches are.  A kernel that calls
 * gp_let_next_start lets the next one be scheduled once all its own
 * blocks have started. */
#ifndef GP_OVERLAP_CUH
#define GP_OVERLAP_CUH

#include <utility>

#include "cuda_state.h"

__device__ __forceinline__ void gp_wait_for_previous()
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
}

__device__ __forceinline__ void gp_let_next_start()
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
}

/* kernel<<<grid, block, 0, s->stream>>>(args...), overlapping the kernel
 * before where `overlap` is set and the device has it (compute capability
 * 9.0 or later).  Errors are left for gp_cuda_after_launch, as a launch's. */
template <class... P, class... A>
static void gp_launch_overlapping(const gp_cuda_state *s, bool overlap, void (*kernel)(P...), dim3 grid, dim3 block,
                                  A &&...args)
{
  if (!overlap || s->cc_major < 9) {
    kernel<<<grid, block, 0, s->stream>>>(std::forward<A>(args)...);
    return;
  }
  cudaLaunchAttribute attribute[1];
  attribute[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attribute[0].val.programmaticStreamSerializationAllowed = 1;
  cudaLaunchConfig_t config = {};
  config.gridDim = grid;
  config.blockDim = block;
  config.dynamicSmemBytes = 0;
  config.stream = s->stream;
  config.attrs = attribute;
  config.numAttrs = 1;
  (void) cudaLaunchKernelEx(&config, kernel, std::forward<A>(args)...);
}

#endif
