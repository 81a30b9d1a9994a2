/* gp_complex.c - the scans and reductions of complex arrays (gp_scan and
 * gp_reduce with is_complex, but plain sums, which are the parts' sums):
 * check the call on the parts views, then hand it to a backend as a
 * complex op (gp_complex_op). */
#include "gp_backend.h"

gp_status gp_complex_of_parts(const gp_array *parts, gp_array *z)
{
  if (!parts || !z)
    return GP_ERROR_NULL_POINTER;
  if (parts->dtype != GP_DOUBLE && parts->dtype != GP_SINGLE)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (parts->ndims < 1 || parts->dims[0] != 2)
    return GP_ERROR_SHAPE_MISMATCH;
  *z = *parts;
  z->ndims = parts->ndims - 1;
  for (int d = 0; d < z->ndims; d++)
    z->dims[d] = parts->dims[d + 1];
  return GP_SUCCESS;
}

/* op has a complex kernel (the "real" order: the reductions' alone); the
 * plain sum goes over the parts. */
static int complex_op_known(gp_opcode op, int fold)
{
  switch (op) {
  case GP_OP_SUM_OMITNAN:
  case GP_OP_PROD:
  case GP_OP_PROD_OMITNAN:
  case GP_OP_MAX:
  case GP_OP_MIN:
  case GP_OP_MAX_INCLUDENAN:
  case GP_OP_MIN_INCLUDENAN: return 1;
  default: return fold && gp_op_is_by_parts(op);
  }
}

static int is_extreme(gp_opcode op)
{
  return gp_op_base(op) == GP_OP_MAX || gp_op_base(op) == GP_OP_MIN;
}

/* The checks a complex scan and reduction (fold 1) share (the algorithm:
 * one of `count` names, `has_kernel` where a complex kernel runs it); zx,
 * zy: the complex views. */
static gp_status check_call(const gp_context *ctx, gp_opcode op, int fold, const gp_array *x, const gp_array *y,
                            const gp_array *idx, int axis, int algorithm, int count, int has_kernel, gp_array *zx,
                            gp_array *zy)
{
  if (!ctx || !x || !y)
    return GP_ERROR_NULL_POINTER;
  if (!complex_op_known(op, fold) || (idx && !is_extreme(op)))
    return GP_ERROR_INVALID_ARGUMENT;
  if (axis < 0)
    return GP_ERROR_INVALID_DIM;
  gp_status st = gp_complex_of_parts(x, zx);
  if (st == GP_SUCCESS)
    st = gp_complex_of_parts(y, zy);
  if (st != GP_SUCCESS)
    return st;
  const int same = x->dtype == y->dtype, widening = x->dtype == GP_SINGLE && y->dtype == GP_DOUBLE;
  if (!(same || (widening && !is_extreme(op))) || (idx && idx->dtype != GP_DOUBLE))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (algorithm < 0 || algorithm >= count)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  return has_kernel ? GP_SUCCESS : GP_ERROR_UNSUPPORTED_ALGORITHM;
}

gp_status gp_scan_complex_code(gp_context *ctx, gp_opcode op, gp_scan_algorithm algorithm, const gp_array *x,
                               gp_array *y, gp_array *idx, int axis)
{
  gp_array zx, zy;
  gp_status st = check_call(ctx, op, 0, x, y, idx, axis, algorithm, GP_SCAN_ALGORITHM_COUNT,
                            algorithm == GP_SCAN_AUTO || algorithm == GP_SCAN_DECOUPLED_LOOKBACK, &zx, &zy);
  if (st != GP_SUCCESS)
    return st;
  if (!gp_same_dims(&zx, &zy) || (idx && !gp_same_dims(&zx, idx)))
    return GP_ERROR_SHAPE_MISMATCH;
  if (gp_array_numel(&zx) == 0)
    return GP_SUCCESS;
  if (!x->data || !y->data || (idx && !idx->data))
    return GP_ERROR_NULL_POINTER;
  const gp_shape3 shape = gp_shape_along(&zx, axis);
  const gp_array *arrays[] = {x, y, idx};
  gp_scan_options options;
  gp_scan_options_init(&options);
  options.algorithm = algorithm;
  const gp_runner r = gp_route(ctx, GP_WORK_SCAN, algorithm != GP_SCAN_AUTO, gp_array_numel(x), arrays, 3);
  return r.ops->scan(r.state, gp_complex_op(op), &options, x, y, idx, shape);
}

gp_status gp_reduce_complex_code(gp_context *ctx, gp_opcode op, gp_reduce_algorithm algorithm, const gp_array *x,
                                 gp_array *y, gp_array *idx, int axis)
{
  gp_array zx, zy;
  gp_status st = check_call(ctx, op, 1, x, y, idx, axis, algorithm, GP_REDUCE_ALGORITHM_COUNT,
                            algorithm == GP_REDUCE_AUTO, &zx, &zy);
  if (st != GP_SUCCESS)
    return st;
  gp_array want = zy;
  gp_reduce_result_dims((gp_op) gp_op_base(op), &zx, axis, &want);
  if (!gp_same_dims(&want, &zy) || (idx && !gp_same_dims(&zy, idx)))
    return GP_ERROR_SHAPE_MISMATCH;
  if (gp_array_numel(&zy) == 0)
    return GP_SUCCESS;
  const gp_shape3 shape = gp_shape_along(&zx, axis);
  if (!y->data || (shape.len > 0 && !x->data) || (idx && !idx->data))
    return GP_ERROR_NULL_POINTER;
  const gp_array *arrays[] = {x, y, idx};
  const gp_runner r = gp_route(ctx, GP_WORK_REDUCE, 0, gp_array_numel(x), arrays, 3);
  return r.ops->reduce(r.state, gp_complex_op(op), algorithm, x, y, idx, shape);
}

gp_status gp_complex_sort_keys(gp_context *ctx, const gp_array *parts, int by_parts, gp_array *first,
                               gp_array *second)
{
  if (!ctx || !parts || !first || !second)
    return GP_ERROR_NULL_POINTER;
  gp_array z;
  const gp_status st = gp_complex_of_parts(parts, &z);
  if (st != GP_SUCCESS)
    return st;
  if (first->dtype != z.dtype || second->dtype != z.dtype)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (!gp_same_dims(&z, first) || !gp_same_dims(&z, second))
    return GP_ERROR_SHAPE_MISMATCH;
  if (gp_array_numel(&z) == 0)
    return GP_SUCCESS;
  if (!parts->data || !first->data || !second->data)
    return GP_ERROR_NULL_POINTER;
  const gp_array *arrays[] = {parts, first, second};
  const gp_runner r = gp_route(ctx, GP_WORK_ELEMENTWISE, 0, gp_array_numel(&z), arrays, 3);
  return r.ops->complex_keys(r.state, parts, by_parts != 0, first, second);
}
