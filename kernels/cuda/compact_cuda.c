/* compact_cuda.c - the CUDA backend's compaction: stage the inputs, compact
 * into device memory, read the count, then move just the kept range into
 * the outputs.  Host arrays too large for the device go through in pieces. */
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

static gp_status compact_once(gp_cuda_state *s, const gp_compact_call *c, int64_t *count)
{
  const gp_array *x = c->x;
  const int64_t n = gp_compact_numel(c);
  const size_t es = gp_compact_elem_bytes(c);
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
    st = gp_cuda_compact_device(s, c->algorithm, es, dx, (const uint8_t *) dmask, gp_compact_nonzero(c),
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

/* A 1-D view of n elements of a, from element `at`. */
static gp_array part_of(const gp_array *a, int64_t at, int64_t n)
{
  gp_array v;
  gp_array_init(&v, (char *) a->data + (size_t) at * gp_dtype_size(a->dtype), a->dtype, a->location, 1, &n);
  return v;
}

/* A 1-D view of parts (an even number) as a parts view, (2, numel / 2). */
static gp_array parts_of(const gp_array *a)
{
  int64_t dims[2] = {2, gp_array_numel(a) / 2};
  gp_array v;
  gp_array_init(&v, a->data, a->dtype, a->location, 2, dims);
  return v;
}

/* Host arrays in pieces of x, halved while a piece does not fit: each
 * piece's kept elements follow the ones before, its positions shifted to
 * count from the start of x; a limit counts down as elements are kept.
 * (The last `limit` elements, from_end, would need the pieces backwards
 * and are not streamed.) */
static gp_status compact_in_pieces(gp_cuda_state *s, const gp_compact_call *c, int64_t *count)
{
  const int64_t n = gp_compact_numel(c), w = c->complex_parts ? 2 : 1;  /* w: x's and values' parts an element */
  int64_t piece = n / 2, kept = 0;
  gp_status st = GP_SUCCESS;
  for (int64_t k0 = 0; k0 < n && (c->limit < 0 || kept < c->limit);) {
    const int64_t len = n - k0 < piece ? n - k0 : piece;
    gp_array x = part_of(c->x, w * k0, w * len), mask, values, positions;
    if (c->complex_parts)
      x = parts_of(&x);
    if (c->mask)
      mask = part_of(c->mask, k0, len);
    if (c->values)
      values = part_of(c->values, w * kept, w * len);
    if (c->positions)
      positions = part_of(c->positions, kept, len);
    const gp_compact_call p = {c->algorithm, &x, c->mask ? &mask : NULL, c->values ? &values : NULL,
                               c->positions ? &positions : NULL, c->limit < 0 ? -1 : c->limit - kept, 0,
                               c->complex_parts};
    int64_t got = 0;
    st = compact_once(s, &p, &got);
    if (st == GP_ERROR_DEVICE_OUT_OF_MEMORY && piece > 1) {
      piece /= 2;
      continue;
    }
    if (st != GP_SUCCESS)
      break;
    if (c->positions)
      for (int64_t i = 0; i < got; i++)
        ((double *) positions.data)[i] += (double) k0;
    kept += got;
    k0 += len;
  }
  *count = st == GP_SUCCESS ? kept : 0;
  return st;
}

gp_status gp_cuda_compact(gp_cuda_state *s, const gp_compact_call *c, int64_t *count)
{
  gp_status st = compact_once(s, c, count);
  const gp_array *arrays[] = {c->x, c->mask, c->values, c->positions};
  if (st == GP_ERROR_DEVICE_OUT_OF_MEMORY && gp_all_on_host(arrays, 4) && !(c->from_end && c->limit >= 0))
    st = compact_in_pieces(s, c, count);
  return st;
}
