/* gp_reduce.c - the reduction entry point: check the call, then hand it to a backend. */
#include "gp_internal.h"

/* Whether y has x's dims with dims[axis] = keep (1, or 0 for the extremes of empty lines). */
static int reduced_dims(const gp_array *x, const gp_array *y, int axis, int64_t keep)
{
  gp_array want = *x;
  if (axis < x->ndims)
    want.dims[axis] = keep;
  return gp_same_dims(&want, y);
}

gp_status gp_reduce(gp_context *ctx, gp_scan_op op, gp_scan_algorithm algorithm, const gp_array *x,
                    gp_array *y, gp_array *idx, int axis)
{
  gp_status st = gp_check_scan_call(ctx, op, algorithm, x, y, idx, axis);
  if (st != GP_SUCCESS)
    return st;
  const int extreme = op == GP_SCAN_MAX || op == GP_SCAN_MIN;
  gp_shape3 shape = gp_shape_along(x, axis);
  const int64_t keep = extreme && shape.len == 0 ? 0 : 1;
  if (!reduced_dims(x, y, axis, keep) || (idx && !gp_same_dims(y, idx)))
    return GP_ERROR_SHAPE_MISMATCH;

  if (gp_array_numel(y) == 0)
    return GP_SUCCESS;
  if (!y->data || (shape.len > 0 && !x->data) || (idx && !idx->data))
    return GP_ERROR_NULL_POINTER;
  if (ctx->backend == GP_BACKEND_CUDA)
    return gp_cuda_reduce(ctx->cuda, op, algorithm, x, y, idx, shape);
  if (x->location != GP_HOST || y->location != GP_HOST || (idx && idx->location != GP_HOST))
    return GP_ERROR_WRONG_LOCATION;
  return gp_reduce_by_scan(gp_host_steps(), op, algorithm, x->dtype, y->dtype, x->data, y->data,
                           idx ? (double *) idx->data : NULL, shape);
}
