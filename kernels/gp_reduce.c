/* gp_reduce.c - the reduction entry point: check the call, then hand it to a backend. */
#include "gp_internal.h"

void gp_reduce_result_dims(gp_scan_op op, const gp_array *x, int axis, gp_array *y)
{
  const int extreme = op == GP_SCAN_MAX || op == GP_SCAN_MIN;
  y->ndims = x->ndims;
  for (int d = 0; d < x->ndims; d++)
    y->dims[d] = x->dims[d];
  if (axis >= 0 && axis < x->ndims)
    y->dims[axis] = extreme && x->dims[axis] == 0 ? 0 : 1;  /* max of nothing has no elements */
}

gp_status gp_reduce(gp_context *ctx, gp_scan_op op, gp_scan_algorithm algorithm, const gp_array *x,
                    gp_array *y, gp_array *idx, int axis)
{
  gp_status st = gp_check_scan_call(ctx, op, algorithm, x, y, idx, axis);
  if (st != GP_SUCCESS)
    return st;
  gp_array want = *y;
  gp_reduce_result_dims(op, x, axis, &want);
  if (!gp_same_dims(&want, y) || (idx && !gp_same_dims(y, idx)))
    return GP_ERROR_SHAPE_MISMATCH;

  gp_shape3 shape = gp_shape_along(x, axis);
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
