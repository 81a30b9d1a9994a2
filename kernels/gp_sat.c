/* gp_sat.c - summed-area tables and box filters: check the call, then hand
 * it to a backend.  A table is two cumsums, down the columns of each page
 * and then along its rows, in cumsum's class (single, or double). */
#include "gp_backend.h"

static gp_status check_pair(const gp_context *ctx, const gp_array *x, const gp_array *y, gp_dtype want)
{
  if (!ctx || !x || !y)
    return GP_ERROR_NULL_POINTER;
  if (gp_dtype_size(x->dtype) == 0)
    return GP_ERROR_INVALID_ARGUMENT;
  if (y->dtype != want)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (!gp_same_dims(x, y))
    return GP_ERROR_SHAPE_MISMATCH;
  if (gp_array_numel(x) > 0 && (!x->data || !y->data))
    return GP_ERROR_NULL_POINTER;
  return GP_SUCCESS;
}

gp_status gp_sat(gp_context *ctx, const gp_array *x, int axis, gp_array *y)
{
  gp_status st = check_pair(ctx, x, y, x ? gp_sum_result_dtype(x->dtype, GP_ACCUM_DEFAULT) : GP_DOUBLE);
  if (st == GP_SUCCESS && (axis < 0 || axis >= GP_MAX_DIMS - 1))
    st = GP_ERROR_INVALID_DIM;
  if (st != GP_SUCCESS || gp_array_numel(x) == 0)
    return st;
  const gp_array *arrays[] = {x, y};
  const gp_runner r = gp_route(ctx, GP_WORK_SAT, 0, gp_array_numel(x), arrays, 2);
  return r.ops->sat(r.state, x, axis, y);
}

gp_status gp_boxfilter(gp_context *ctx, const gp_array *x, int axis, int64_t h, int64_t w, gp_array *y)
{
  gp_status st = check_pair(ctx, x, y, x ? x->dtype : GP_DOUBLE);
  if (st == GP_SUCCESS && (axis < 0 || axis >= GP_MAX_DIMS - 1))
    st = GP_ERROR_INVALID_DIM;
  if (st != GP_SUCCESS)
    return st;
  if (x->dtype != GP_DOUBLE && x->dtype != GP_SINGLE)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (h < 1 || w < 1)
    return GP_ERROR_INVALID_ARGUMENT;
  if (gp_array_numel(x) == 0)
    return GP_SUCCESS;
  const gp_array *arrays[] = {x, y};
  const gp_runner r = gp_route(ctx, GP_WORK_SAT, 0, gp_array_numel(x), arrays, 2);
  return r.ops->boxfilter(r.state, x, axis, h, w, y);
}
