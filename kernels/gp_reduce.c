/* gp_reduce.c - the reduction entry point: check the call, then hand it to a backend. */
#include "gp_backend.h"

static const char *const algorithm_names[GP_REDUCE_ALGORITHM_COUNT] = {
  "auto", "neighbored", "neighbored-less-divergence", "interleaved", "unroll2", "unroll-warp8",
  "complete-unroll", "scan"};

GP_NAMED_ALGORITHMS(reduce, GP_REDUCE_ALGORITHM_COUNT, algorithm_names)

void gp_reduce_result_dims(gp_op op, const gp_array *x, int axis, gp_array *y)
{
  const int extreme = gp_op_base(op) == GP_OP_MAX || gp_op_base(op) == GP_OP_MIN;
  y->ndims = x->ndims;
  for (int d = 0; d < x->ndims; d++)
    y->dims[d] = x->dims[d];
  if (axis >= 0 && axis < x->ndims)
    y->dims[axis] = extreme && x->dims[axis] == 0 ? 0 : 1;  /* max of nothing has no elements */
}

/* gp_reduce, or with extra gp_reduce_extra (op GP_OP_SUM or GP_OP_SUM_OMITNAN). */
static gp_status reduce_as(gp_context *ctx, gp_op op, int extra, gp_reduce_algorithm algorithm,
                           const gp_array *x, gp_array *y, gp_array *idx, int axis)
{
  if (algorithm < 0 || algorithm >= GP_REDUCE_ALGORITHM_COUNT)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  gp_status st = gp_check_scan_call(ctx, op, GP_SCAN_AUTO, x, y, idx, axis);
  if (st != GP_SUCCESS)
    return st;
  if (extra && (x->dtype != GP_DOUBLE || y->dtype != GP_DOUBLE))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  gp_array want = *y;
  gp_reduce_result_dims(op, x, axis, &want);
  if (!gp_same_dims(&want, y) || (idx && !gp_same_dims(y, idx)))
    return GP_ERROR_SHAPE_MISMATCH;
  /* the classic trees reorder, and a saturating sum depends on the order;
   * the scan has no double-double arithmetic */
  if ((gp_reduce_is_saturating(op, x->dtype, y->dtype) && algorithm != GP_REDUCE_AUTO &&
       algorithm != GP_REDUCE_BY_SCAN) || (extra && algorithm == GP_REDUCE_BY_SCAN)
      || (gp_reduce_in_line_order(op, x->dtype, y->dtype) && algorithm != GP_REDUCE_AUTO))
    return GP_ERROR_UNSUPPORTED_ALGORITHM;

  op = gp_op_for(op, x->dtype);
  if (gp_op_is_variant(op) && algorithm == GP_REDUCE_BY_SCAN)  /* the variants have no scan of their own */
    return GP_ERROR_UNSUPPORTED_ALGORITHM;
  gp_shape3 shape = gp_shape_along(x, axis);
  if (shape.len == 0)  /* the identity of an empty line has no NaN to treat */
    op = gp_op_base(op);
  if (gp_array_numel(y) == 0)
    return GP_SUCCESS;
  if (!y->data || (shape.len > 0 && !x->data) || (idx && !idx->data))
    return GP_ERROR_NULL_POINTER;
  const gp_array *arrays[] = {x, y, idx};
  const gp_work work = !extra && ctx->route_small
                           && gp_host_backend.reduce_shares(ctx->host_state, op, x->dtype, y->dtype, shape)
                         ? GP_WORK_REDUCE_SHARED
                         : GP_WORK_REDUCE;
  const gp_runner r = gp_route(ctx, work, algorithm != GP_REDUCE_AUTO, gp_array_numel(x), arrays, 3);
  const gp_op extra_op = op == GP_OP_SUM_OMITNAN ? GP_REDUCE_SUM_EXTRA_OMITNAN : GP_REDUCE_SUM_EXTRA;
  return r.ops->reduce(r.state, extra ? extra_op : op, algorithm, x, y, idx, shape);
}

gp_status gp_reduce(gp_context *ctx, gp_op op, gp_reduce_algorithm algorithm, const gp_array *x,
                    gp_array *y, gp_array *idx, int axis)
{
  return reduce_as(ctx, op, 0, algorithm, x, y, idx, axis);
}

gp_status gp_reduce_extra(gp_context *ctx, gp_op op, gp_reduce_algorithm algorithm, const gp_array *x, gp_array *y,
                          int axis)
{
  if (op != GP_OP_SUM && op != GP_OP_SUM_OMITNAN)
    return GP_ERROR_INVALID_ARGUMENT;
  return reduce_as(ctx, op, 1, algorithm, x, y, NULL, axis);
}

gp_status gp_reduce_sum_extra(gp_context *ctx, gp_reduce_algorithm algorithm, const gp_array *x, gp_array *y,
                              int axis)
{
  return gp_reduce_extra(ctx, GP_OP_SUM, algorithm, x, y, axis);
}
