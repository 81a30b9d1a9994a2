/* staging.c - device copies of a call's host arrays, shared by every CUDA
 * entry point: an input is copied in, an output gets pool memory and is
 * copied back (both through the transfer engine); device arrays are used in
 * place.  Also the one-word device flags a kernel raises for an error the
 * caller must report before it returns. */
#include "cuda_state.h"

gp_status gp_cuda_stage_in(gp_cuda_state *s, const gp_array *a, size_t bytes, const void **dev, void **owned)
{
  *owned = NULL;
  if (a->location == GP_DEVICE || bytes == 0) {  /* nothing to stage (an empty reduction's input) */
    *dev = a->data;
    return GP_SUCCESS;
  }
  gp_status st = gp_pool_alloc(&s->pool, bytes, owned);
  if (st == GP_SUCCESS)
    st = gp_transfer_to_device(s, *owned, a->data, bytes);
  *dev = *owned;
  return st;
}

gp_status gp_cuda_stage_out(gp_cuda_state *s, const gp_array *a, size_t bytes, void **dev, void **owned)
{
  *owned = NULL;
  *dev = a->data;
  if (a->location == GP_DEVICE)
    return GP_SUCCESS;
  gp_status st = gp_pool_alloc(&s->pool, bytes, owned);
  *dev = *owned;
  return st;
}

gp_status gp_cuda_unstage_out(gp_cuda_state *s, const gp_array *a, const void *dev, size_t bytes)
{
  if (a->location == GP_DEVICE || bytes == 0)
    return GP_SUCCESS;
  return gp_transfer_to_host(s, a->data, dev, bytes);
}

gp_status gp_cuda_finish_staged(gp_cuda_state *s, int touches_host, gp_status st, void *const *owned, int count)
{
  if (touches_host) {  /* the host outputs are complete, and the owned blocks idle, only after this */
    gp_status sync = gp_cuda_status(cudaStreamSynchronize(s->stream));
    if (st == GP_SUCCESS)
      st = sync;
  }
  for (int k = 0; k < count; k++)
    gp_pool_free(&s->pool, owned[k]);
  return st;
}

gp_status gp_cuda_flag_new(gp_cuda_state *s, void **flag)
{
  gp_status st = gp_pool_alloc(&s->pool, sizeof(unsigned), flag);
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaMemsetAsync(*flag, 0, sizeof(unsigned), s->stream));
  return st;
}

gp_status gp_cuda_flag_read(gp_cuda_state *s, const void *flag, unsigned *value)
{
  gp_status st = gp_cuda_status(cudaMemcpyAsync(value, flag, sizeof *value, cudaMemcpyDeviceToHost, s->stream));
  if (st == GP_SUCCESS)  /* the caller's error needs the answer now */
    st = gp_cuda_status(cudaStreamSynchronize(s->stream));
  return st;
}
