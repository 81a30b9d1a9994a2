/* cuda_context.c - opening the device and the stream, and closing them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuda_state.h"
#include "gp_measure.h"
#include "tuning.h"

gp_status gp_cuda_open(const gp_context_options *o, const gp_measure_options *m, struct gp_copy_team *team,
                       gp_cuda_state **out)
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
  s->cc_major = prop.major;
  s->gpu = GP_GPU_OF_NAME(prop.name);
  s->transfer.team = team;  /* the context's: it moves the large transfers' host copies */
  s->debug_sync = m->debug_sync != 0;
  s->complex_arg_raw = o->complex_arg_atan2 != 0;
  s->pool.limit = o->memory_limit;
  s->transfer_off = !m->pinned_staging;
  s->huge_pages_off = !m->huge_pages;
  s->touch_first = m->touch_first < 0 ? GP_TRANSFER_TOUCH_DEFAULT : m->touch_first != 0;
  s->direct_copies = m->direct_copies < 0 ? GP_TRANSFER_DIRECT_DEFAULT : m->direct_copies != 0;
  s->sort_portion = m->sort_portion;
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
  gp_cuda_leave(s);
  gp_transfer_release(&s->transfer);
  gp_pool_release(&s->pool);
  if (!s->stream_borrowed)
    cudaStreamDestroy(s->stream);
  cudaGetLastError();
  free(s);
}
