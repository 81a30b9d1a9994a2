/* cuda_context.c - opening the device, the stream, and error mapping. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuda_state.h"
#include "tuning.h"

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

gp_status gp_cuda_open(const gp_context_options *o, struct gp_copy_team *team, gp_cuda_state **out)
{
  int count = 0;
  *out = NULL;
  if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
    cudaGetLastError();
    return GP_ERROR_NO_DEVICE;
  }
  if (o->device >= count)
    return GP_ERROR_NO_DEVICE;
  gp_cuda_state *s = calloc(1, sizeof *s);
  if (!s)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  struct cudaDeviceProp prop;
  gp_status st = o->device >= 0 ? gp_cuda_status(cudaSetDevice(o->device)) : GP_SUCCESS;
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaGetDevice(&s->device));
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaGetDeviceProperties(&prop, s->device));
  if (st == GP_SUCCESS && o->stream) {
    s->stream = (cudaStream_t) o->stream;
    s->stream_borrowed = 1;
  } else if (st == GP_SUCCESS) {
    st = gp_cuda_status(cudaStreamCreateWithFlags(&s->stream, cudaStreamNonBlocking));
  }
  if (st != GP_SUCCESS) {
    free(s);
    return st == GP_ERROR_DEVICE ? GP_ERROR_NO_DEVICE : st;
  }
  snprintf(s->name, sizeof s->name, "%s", prop.name);
  s->sm_count = prop.multiProcessorCount;
  s->transfer.team = team;  /* the context's: it moves the large transfers' host copies */
  s->debug_sync = o->debug_sync != 0;
  s->pool.limit = o->memory_limit;
  s->transfer_off = !o->pinned_staging;
  s->huge_pages_off = !o->huge_pages;
  s->touch_first = o->touch_first < 0 ? GP_TRANSFER_TOUCH_DEFAULT : o->touch_first != 0;
  s->direct_copies = o->direct_copies < 0 ? GP_TRANSFER_DIRECT_DEFAULT : o->direct_copies != 0;
  s->sort_portion = o->sort_portion;
  if (s->sort_portion <= 0 || s->sort_portion > GP_SORT_PORTION)
    s->sort_portion = GP_SORT_PORTION;
  *out = s;
  return GP_SUCCESS;
}

gp_status gp_cuda_enter(gp_cuda_state *s)
{
  int current = -1;
  if (cudaGetDevice(&current) == cudaSuccess && current == s->device)
    return GP_SUCCESS;
  return gp_cuda_status(cudaSetDevice(s->device));
}

void gp_cuda_close(gp_cuda_state *s)
{
  if (!s)
    return;
  cudaStreamSynchronize(s->stream);
  gp_transfer_release(&s->transfer);
  gp_pool_release(&s->pool);
  if (!s->stream_borrowed)
    cudaStreamDestroy(s->stream);
  cudaGetLastError();
  free(s);
}

const char *gp_cuda_device_name(const gp_cuda_state *s)
{
  return s->name;
}

gp_status gp_cuda_synchronize(gp_cuda_state *s)
{
  return gp_cuda_status(cudaStreamSynchronize(s->stream));
}

void *gp_cuda_stream(gp_cuda_state *s)
{
  return (void *) s->stream;
}

gp_status gp_cuda_set_memory_limit(gp_cuda_state *s, size_t bytes)
{
  s->pool.limit = bytes;
  gp_pool_trim(&s->pool);
  return GP_SUCCESS;
}

gp_status gp_cuda_pool_usage(const gp_cuda_state *s, size_t *in_use, size_t *cached)
{
  *in_use = s->pool.in_use_bytes;
  *cached = s->pool.cached_bytes;
  return GP_SUCCESS;
}

gp_status gp_cuda_trim(gp_cuda_state *s)
{
  gp_status st = gp_cuda_status(cudaStreamSynchronize(s->stream));
  gp_pool_trim(&s->pool);
  return st;
}

gp_status gp_cuda_device_memory(gp_cuda_state *s, size_t *free_bytes, size_t *total_bytes)
{
  (void) s;
  return gp_cuda_status(cudaMemGetInfo(free_bytes, total_bytes));
}

gp_status gp_cuda_alloc(gp_cuda_state *s, size_t bytes, void **ptr)
{
  return gp_pool_alloc(&s->pool, bytes, ptr);
}

gp_status gp_cuda_free(gp_cuda_state *s, void *ptr)
{
  gp_pool_free(&s->pool, ptr);
  return GP_SUCCESS;
}

gp_status gp_cuda_copy(gp_cuda_state *s, void *dst, gp_location dst_location, const void *src,
                       gp_location src_location, size_t bytes)
{
  static const enum cudaMemcpyKind kinds[2][2] = {
    {cudaMemcpyHostToHost, cudaMemcpyHostToDevice},   /* from host to [host, device] */
    {cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice}};
  if ((unsigned) dst_location > 1 || (unsigned) src_location > 1)
    return GP_ERROR_INVALID_ARGUMENT;
  if (!bytes)
    return GP_SUCCESS;
  gp_status st = src_location == GP_HOST && dst_location == GP_DEVICE ? gp_transfer_to_device(s, dst, src, bytes)
                 : src_location == GP_DEVICE && dst_location == GP_HOST
                   ? gp_transfer_to_host(s, dst, src, bytes)
                   : gp_cuda_status(cudaMemcpyAsync(dst, src, bytes, kinds[src_location][dst_location], s->stream));
  gp_status sync = gp_cuda_status(cudaStreamSynchronize(s->stream));
  return st != GP_SUCCESS ? st : sync;
}
