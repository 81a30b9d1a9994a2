/* compact_cuda.c - the CUDA backend's compaction: stage the inputs, compact
 * into device memory, read the count, then move just the kept range into
 * the outputs. */
#include "cuda_state.h"

/* out[0 .. kept) = dev[first .. first + kept), elements of es bytes.  A
 * device output shifted onto itself goes through a pool block, since
 * cudaMemcpy ranges may not overlap. */
static gp_status move_kept(gp_cuda_state *s, gp_array *out, const void *dev, size_t es, int64_t first, int64_t kept)
{
  const size_t bytes = (size_t) kept * es;
  const char *from = (const char *) dev + (size_t) first * es;
  if (out->location == GP_HOST)
    return bytes ? gp_transfer_to_host(s, out->data, from, bytes) : GP_SUCCESS;
  if (first == 0 || bytes == 0)
    return GP_SUCCESS;
  void *tmp = NULL;
  gp_status st = gp_pool_alloc(&s->pool, bytes, &tmp);
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaMemcpyAsync(tmp, from, bytes, cudaMemcpyDeviceToDevice, s->stream));
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaMemcpyAsync(out->data, tmp, bytes, cudaMemcpyDeviceToDevice, s->stream));
  gp_pool_free(&s->pool, tmp);
  return st;
}

gp_status gp_cuda_compact(gp_cuda_state *s, const gp_compact_call *c, int64_t *count)
{
  const gp_array *x = c->x;
  const int64_t n = gp_array_numel(x);
  const size_t es = gp_dtype_size(x->dtype);
  const void *dx = NULL, *dmask = NULL;
  void *dv = NULL, *dp = NULL, *dcount = NULL;
  void *owned[5] = {NULL, NULL, NULL, NULL, NULL};
  long long total = 0;

  gp_status st = gp_cuda_stage_in(s, x, (size_t) n * es, &dx, &owned[0]);
  if (st == GP_SUCCESS && c->mask)
    st = gp_cuda_stage_in(s, c->mask, (size_t) n, &dmask, &owned[1]);
  if (st == GP_SUCCESS && c->values)
    st = gp_cuda_stage_out(s, c->values, (size_t) n * es, &dv, &owned[2]);
  if (st == GP_SUCCESS && c->positions)
    st = gp_cuda_stage_out(s, c->positions, (size_t) n * sizeof(double), &dp, &owned[3]);
  if (st == GP_SUCCESS)
    st = gp_pool_alloc(&s->pool, sizeof(long long), &owned[4]);
  dcount = owned[4];
  if (st == GP_SUCCESS)
    st = gp_cuda_compact_device(s, c->algorithm, es, dx, (const uint8_t *) dmask, gp_nonzero_bits(x->dtype),
                                (long long) n, dv, (double *) dp, (long long *) dcount);
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaMemcpyAsync(&total, dcount, sizeof total, cudaMemcpyDeviceToHost, s->stream));
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaStreamSynchronize(s->stream));  /* the count sizes the copies */
  int64_t first = 0, kept = 0;
  if (st == GP_SUCCESS) {
    gp_compact_kept_range((int64_t) total, c->limit, c->from_end, &first, &kept);
    if (c->values)
      st = move_kept(s, c->values, dv, es, first, kept);
    if (st == GP_SUCCESS && c->positions)
      st = move_kept(s, c->positions, dp, sizeof(double), first, kept);
  }
  *count = st == GP_SUCCESS ? kept : 0;
  return gp_cuda_finish_staged(s, 1, st, owned, 5);
}
