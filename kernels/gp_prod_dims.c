/* gp_prod_dims.c - the "native" product over several dims at once in each
 * slice's order: check the call, then hand its walk to a backend. */
#include "gp_backend.h"

gp_status gp_prod_native_dims(gp_context *ctx, const gp_array *x, gp_array *y, int naxes, const int *axes)
{
  if (!ctx || !x || !y || (naxes > 0 && !axes))
    return GP_ERROR_NULL_POINTER;
  if (gp_dtype_size(x->dtype) == 0)
    return GP_ERROR_INVALID_ARGUMENT;
  if (!gp_dtype_is_integer(x->dtype) && x->dtype != GP_LOGICAL)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (y->dtype != x->dtype)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (naxes < 0 || naxes > GP_MAX_DIMS)
    return GP_ERROR_INVALID_DIM;
  int folded[GP_MAX_DIMS] = {0};
  for (int k = 0; k < naxes; k++) {
    if (axes[k] < 0 || axes[k] >= GP_MAX_DIMS || (k > 0 && axes[k] <= axes[k - 1]))
      return GP_ERROR_INVALID_DIM;
    folded[axes[k]] = 1;
  }
  gp_array want = *x;
  for (int d = 0; d < x->ndims; d++)
    if (folded[d])
      want.dims[d] = 1;
  if (!gp_same_dims(&want, y))
    return GP_ERROR_SHAPE_MISMATCH;
  if (gp_array_numel(y) == 0)
    return GP_SUCCESS;
  if (!y->data || (gp_array_numel(x) > 0 && !x->data))
    return GP_ERROR_NULL_POINTER;
  gp_walk w;
  gp_walk_of(x, folded, &w);
  const gp_array *arrays[] = {x, y};
  const gp_runner r = gp_route(ctx, GP_WORK_REDUCE, 0, gp_array_numel(x), arrays, 2);
  return r.ops->prod_walk(r.state, x, y, &w);
}
