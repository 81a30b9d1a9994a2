/* cuda_status.c - CUDA's errors as gp_status: a leaf that the context,
 * the transfers and the launches all use (in cuda_context.c it made a
 * cycle with transfer.c, which the context releases). */
#include "cuda_state.h"

gp_status gp_cuda_status(cudaError_t err)
{
  switch (err) {
  case cudaSuccess:
    return GP_SUCCESS;
  case cudaErrorMemoryAllocation:
    cudaGetLastError();
    return GP_ERROR_DEVICE_OUT_OF_MEMORY;
  case cudaErrorNoDevice:
  case cudaErrorInsufficientDriver:
  case cudaErrorInitializationError:
    cudaGetLastError();
    return GP_ERROR_NO_DEVICE;
  case cudaErrorInvalidConfiguration:
  case cudaErrorLaunchOutOfResources:
  case cudaErrorLaunchFailure:
  case cudaErrorInvalidDeviceFunction:
  case cudaErrorNoKernelImageForDevice:
  case cudaErrorLaunchTimeout:
    cudaGetLastError();
    return GP_ERROR_LAUNCH_FAILED;
  default:
    cudaGetLastError();
    return GP_ERROR_DEVICE;
  }
}

gp_status gp_cuda_after_launch(gp_cuda_state *state)
{
  cudaError_t err = cudaGetLastError();
  if (err == cudaSuccess && state->debug_sync)
    err = cudaStreamSynchronize(state->stream);
  return gp_cuda_status(err);
}
