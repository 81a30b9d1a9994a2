/* prod_walk_cuda.c - the CUDA backend's gp_prod_native_dims: stage the
 * arrays, then one kernel walks every slice (reduce_prod.cu). */
#include "reduce_families.h"

gp_status gp_cuda_prod_walk(gp_cuda_state *s, const gp_array *x, gp_array *y, const gp_walk *w)
{
  const size_t size = gp_dtype_size(x->dtype), xbytes = (size_t) gp_array_numel(x) * size,
               ybytes = (size_t) gp_array_numel(y) * size;
  const void *dx = NULL;
  void *dy = NULL, *owned[2] = {NULL, NULL};
  gp_status st = GP_SUCCESS;
  if (xbytes > 0)  /* empty slices read nothing: each gives 1 */
    st = gp_cuda_stage_in(s, x, xbytes, &dx, &owned[0]);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_out(s, y, ybytes, &dy, &owned[1]);
  if (st == GP_SUCCESS)
    st = gp_cuda_prod_walk_device(s, x->dtype, dx, dy, w);
  if (st == GP_SUCCESS)
    st = gp_cuda_unstage_out(s, y, dy, ybytes);
  return gp_cuda_finish_staged(s, x->location == GP_HOST || y->location == GP_HOST, st, owned, 2);
}
