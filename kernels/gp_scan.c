/* gp_scan.c - the scan entry points: check the call, then hand it to a backend. */
#include <string.h>

#include "gp_backend.h"

gp_dtype gp_sum_result_dtype(gp_dtype in, gp_accum accum)
{
  switch (accum) {
  case GP_ACCUM_DOUBLE:
    return GP_DOUBLE;
  case GP_ACCUM_NATIVE:
    return in;
  case GP_ACCUM_DEFAULT:
    break;
  }
  /* Octave: single stays single; integers and logical accumulate in double. */
  return in == GP_SINGLE ? GP_SINGLE : GP_DOUBLE;
}

gp_scan_op gp_scan_op_base(gp_scan_op op)
{
  switch (op) {
  case GP_SCAN_SUM_OMITNAN: return GP_SCAN_SUM;
  case GP_SCAN_PROD_OMITNAN: return GP_SCAN_PROD;
  case GP_SCAN_MAX_INCLUDENAN: return GP_SCAN_MAX;
  case GP_SCAN_MIN_INCLUDENAN: return GP_SCAN_MIN;
  case GP_SCAN_MAX_ABS: return GP_SCAN_MAX;
  case GP_SCAN_MIN_ABS: return GP_SCAN_MIN;
  default: return op;
  }
}

int gp_scan_op_is_variant(gp_scan_op op)
{
  return gp_scan_op_base(op) != op;
}

gp_scan_op gp_scan_op_for(gp_scan_op op, gp_dtype in)
{
  if (op == GP_SCAN_MAX_ABS || op == GP_SCAN_MIN_ABS)
    return in == GP_DOUBLE || in == GP_SINGLE || in == GP_INT8 || in == GP_INT16 || in == GP_INT32 || in == GP_INT64
             ? op
             : gp_scan_op_base(op);
  return in == GP_DOUBLE || in == GP_SINGLE ? op : gp_scan_op_base(op);
}

gp_dtype gp_scan_result_dtype(gp_scan_op op, gp_dtype in, gp_accum accum)
{
  switch (gp_scan_op_base(op)) {
  case GP_SCAN_SUM:
    return gp_sum_result_dtype(in, accum);
  case GP_SCAN_PROD:  /* as sum's types ("native" integers saturate, logical is AND); cumprod takes none */
    return gp_sum_result_dtype(in, accum);
  case GP_SCAN_MAX:
  case GP_SCAN_MIN:
    return in;
  default:
    return in;
  }
}

static const char *const algorithm_names[GP_SCAN_ALGORITHM_COUNT] = {
  "auto", "decoupled-lookback", "kogge-stone", "brent-kung", "blelloch", "three-phase", "hierarchical",
  "chained"};

gp_status gp_scan_algorithm_from_name(const char *name, gp_scan_algorithm *algorithm)
{
  if (!name || !algorithm)
    return GP_ERROR_NULL_POINTER;
  int a = gp_name_index(algorithm_names, GP_SCAN_ALGORITHM_COUNT, name);
  if (a < 0)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  *algorithm = (gp_scan_algorithm) a;
  return GP_SUCCESS;
}

const char *gp_scan_algorithm_name(gp_scan_algorithm algorithm)
{
  return algorithm >= 0 && algorithm < GP_SCAN_ALGORITHM_COUNT ? algorithm_names[algorithm] : "unknown";
}

/* The (input, output) pairs each operator's arithmetic supports; see gpuprim.h. */
int gp_scan_pair_supported(gp_scan_op op, gp_dtype in, gp_dtype out)
{
  switch (gp_scan_op_base(op)) {
  case GP_SCAN_SUM:
    return out == GP_DOUBLE || out == in;
  case GP_SCAN_PROD:  /* out == in: "native", a reduction's alone (gp_reduce_in_line_order) */
    return out == GP_DOUBLE || out == in;
  case GP_SCAN_MAX:
  case GP_SCAN_MIN:
    return out == in;
  default:
    return 0;
  }
}

gp_status gp_check_scan_call(const gp_context *ctx, gp_scan_op op, gp_scan_algorithm algorithm, const gp_array *x,
                             const gp_array *y, const gp_array *idx, int axis)
{
  if (!ctx || !x || !y)
    return GP_ERROR_NULL_POINTER;
  if (op < GP_SCAN_SUM || op > GP_SCAN_MIN_ABS)
    return GP_ERROR_INVALID_ARGUMENT;
  if (idx && gp_scan_op_base(op) != GP_SCAN_MAX && gp_scan_op_base(op) != GP_SCAN_MIN)
    return GP_ERROR_INVALID_ARGUMENT;
  if (algorithm < 0 || algorithm >= GP_SCAN_ALGORITHM_COUNT)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  if (axis < 0)
    return GP_ERROR_INVALID_DIM;
  if (gp_dtype_size(x->dtype) == 0 || gp_dtype_size(y->dtype) == 0)
    return GP_ERROR_INVALID_ARGUMENT;
  if (!gp_scan_pair_supported(op, x->dtype, y->dtype) || (idx && idx->dtype != GP_DOUBLE))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  return GP_SUCCESS;
}

gp_status gp_scan_with(gp_context *ctx, gp_scan_op op, const gp_scan_options *options, const gp_array *x,
                       gp_array *y, gp_array *idx, int axis)
{
  const gp_scan_options defaults = {GP_SCAN_AUTO, 0, 0};
  if (!options)
    options = &defaults;
  gp_status st = gp_check_scan_call(ctx, op, options->algorithm, x, y, idx, axis);
  if (st != GP_SUCCESS)
    return st;
  if (gp_reduce_in_line_order(op, x->dtype, y->dtype))  /* cumprod has no "native" */
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (op == GP_SCAN_MAX_ABS || op == GP_SCAN_MIN_ABS)  /* cummax and cummin have no "ComparisonMethod" */
    return GP_ERROR_INVALID_ARGUMENT;
  op = gp_scan_op_for(op, x->dtype);
  /* the NaN flags have the look-back kernels alone (and the host's loop) */
  if (gp_scan_op_is_variant(op) && options->algorithm != GP_SCAN_AUTO
      && options->algorithm != GP_SCAN_DECOUPLED_LOOKBACK)
    return GP_ERROR_UNSUPPORTED_ALGORITHM;
  if (!gp_same_dims(x, y) || (idx && !gp_same_dims(x, idx)))
    return GP_ERROR_SHAPE_MISMATCH;

  int64_t n = gp_array_numel(x);
  if (n == 0)
    return GP_SUCCESS;
  if (!x->data || !y->data || (idx && !idx->data))
    return GP_ERROR_NULL_POINTER;

  gp_shape3 shape = gp_shape_along(x, axis);
  const gp_array *arrays[] = {x, y, idx};
  const gp_runner r = gp_route(ctx, GP_WORK_SCAN, options->algorithm != GP_SCAN_AUTO, n, arrays, 3);
  return r.ops->scan(r.state, op, options, x, y, idx, shape);
}

gp_status gp_scan_indexed(gp_context *ctx, gp_scan_op op, gp_scan_algorithm algorithm,
                          const gp_array *x, gp_array *y, gp_array *idx, int axis)
{
  const gp_scan_options options = {algorithm, 0, 0};
  return gp_scan_with(ctx, op, &options, x, y, idx, axis);
}

gp_status gp_scan(gp_context *ctx, gp_scan_op op, gp_scan_algorithm algorithm,
                  const gp_array *x, gp_array *y, int axis)
{
  return gp_scan_indexed(ctx, op, algorithm, x, y, NULL, axis);
}
