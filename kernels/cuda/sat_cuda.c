/* sat_cuda.c - the CUDA backend's summed-area tables and box filters: the
 * two scans of a table run back to back on the device, through one pool
 * temporary, so a host array crosses the bus once each way. */
#include "cuda_state.h"

/* dst = the table of src (class in) in class out over dims axis and axis +
 * 1: cumsum down the columns into tmp, then along the rows. */
static gp_status sat_device(gp_cuda_state *s, const gp_array *x, int axis, gp_dtype in, gp_dtype out,
                            const void *src, void *tmp, void *dst)
{
  gp_status st = gp_cuda_scan_device(s, GP_OP_SUM, NULL, in, out, src, tmp, NULL, gp_shape_along(x, axis));
  if (st == GP_SUCCESS)
    st = gp_cuda_scan_device(s, GP_OP_SUM, NULL, out, out, tmp, dst, NULL, gp_shape_along(x, axis + 1));
  return st;
}

gp_status gp_cuda_sat(gp_cuda_state *s, const gp_array *x, int axis, gp_array *y)
{
  const size_t n = (size_t) gp_array_numel(x), ybytes = n * gp_dtype_size(y->dtype);
  const void *dx = NULL;
  void *dy = NULL, *owned[3] = {NULL, NULL, NULL};
  gp_status st = gp_cuda_stage_in(s, x, n * gp_dtype_size(x->dtype), &dx, &owned[0]);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_out(s, y, ybytes, &dy, &owned[1]);
  if (st == GP_SUCCESS)
    st = gp_pool_alloc(&s->pool, ybytes, &owned[2]);
  if (st == GP_SUCCESS)
    st = sat_device(s, x, axis, x->dtype, y->dtype, dx, owned[2], dy);
  if (st == GP_SUCCESS)
    st = gp_cuda_unstage_out(s, y, dy, ybytes);
  return gp_cuda_finish_staged(s, x->location == GP_HOST || y->location == GP_HOST, st, owned, 3);
}

gp_status gp_cuda_boxfilter(gp_cuda_state *s, const gp_array *x, int axis, int64_t h, int64_t w, gp_array *y)
{
  const size_t n = (size_t) gp_array_numel(x), ybytes = n * gp_dtype_size(y->dtype);
  const void *dx = NULL;
  void *dy = NULL, *owned[4] = {NULL, NULL, NULL, NULL};
  gp_status st = gp_cuda_stage_in(s, x, n * gp_dtype_size(x->dtype), &dx, &owned[0]);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_out(s, y, ybytes, &dy, &owned[1]);
  if (st == GP_SUCCESS)
    st = gp_pool_alloc(&s->pool, n * sizeof(double), &owned[2]);
  if (st == GP_SUCCESS)
    st = gp_pool_alloc(&s->pool, n * sizeof(double), &owned[3]);
  if (st == GP_SUCCESS)  /* the table in double, whatever x's class */
    st = sat_device(s, x, axis, x->dtype, GP_DOUBLE, dx, owned[2], owned[3]);
  if (st == GP_SUCCESS)
    st = gp_cuda_box_from_sat(s, (const double *) owned[3], gp_pages_of(x, axis), h, w, y->dtype, dy);
  if (st == GP_SUCCESS)
    st = gp_cuda_unstage_out(s, y, dy, ybytes);
  return gp_cuda_finish_staged(s, x->location == GP_HOST || y->location == GP_HOST, st, owned, 4);
}
