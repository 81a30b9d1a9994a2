/* gp_reduce.c - the reduction entry point: check the call, then hand it to a backend. */
#include <string.h>

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

gp_status gp_reduce_code(gp_context *ctx, gp_opcode op, gp_reduce_algorithm algorithm, int extra, const gp_array *x,
                         gp_array *y, gp_array *idx, int axis)
{
  if (algorithm < 0 || algorithm >= GP_REDUCE_ALGORITHM_COUNT)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  gp_status st = gp_check_scan_call(ctx, op, GP_SCAN_AUTO, x, y, idx, axis);
  if (st != GP_SUCCESS)
    return st;
  if (extra && (x->dtype != GP_DOUBLE || y->dtype != GP_DOUBLE))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  gp_array want = *y;
  gp_reduce_result_dims((gp_op) gp_op_base(op), x, axis, &want);
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
  const gp_opcode extra_op = op == GP_OP_SUM_OMITNAN ? GP_REDUCE_SUM_EXTRA_OMITNAN : GP_REDUCE_SUM_EXTRA;
  return r.ops->reduce(r.state, extra ? extra_op : op, algorithm, x, y, idx, shape);
}

void gp_reduce_options_init(gp_reduce_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
  options->algorithm = GP_REDUCE_AUTO;
  options->nan = GP_NAN_DEFAULT;
  options->compare = GP_COMPARE_AUTO;
}

gp_status gp_reduce(gp_context *ctx, gp_op op, const gp_reduce_options *options, const gp_array *x, gp_array *y,
                    gp_array *idx, int axis)
{
  gp_reduce_options defaults;
  gp_reduce_options_init(&defaults);
  if (!options)
    options = &defaults;
  gp_opcode code;
  if (options->size != sizeof *options || gp_opcode_of(op, options->nan, options->compare, &code) != GP_SUCCESS
      || (options->extra && op != GP_OP_SUM))
    return ctx && x && y ? GP_ERROR_INVALID_ARGUMENT : GP_ERROR_NULL_POINTER;
  if (!options->is_complex)
    return gp_reduce_code(ctx, code, options->algorithm, options->extra, x, y, idx, axis);
  if (code == GP_OP_SUM && !idx)  /* the parts summed as real numbers */
    return gp_reduce_code(ctx, code, options->algorithm, options->extra, x, y, NULL, axis + 1);
  if (options->extra)
    return GP_ERROR_UNSUPPORTED_ALGORITHM;
  return gp_reduce_complex_code(ctx, code, options->algorithm, x, y, idx, axis);
}
