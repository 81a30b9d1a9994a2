/* gp_scan.c - the scan entry points: check the call, then hand it to a backend. */
#include "gp_backend.h"

static const char *const algorithm_names[GP_SCAN_ALGORITHM_COUNT] = {
  "auto", "decoupled-lookback", "kogge-stone", "brent-kung", "blelloch", "three-phase", "hierarchical",
  "chained"};

GP_NAMED_ALGORITHMS(scan, GP_SCAN_ALGORITHM_COUNT, algorithm_names)

gp_status gp_check_scan_call(const gp_context *ctx, gp_opcode op, gp_scan_algorithm algorithm, const gp_array *x,
                             const gp_array *y, const gp_array *idx, int axis)
{
  if (!ctx || !x || !y)
    return GP_ERROR_NULL_POINTER;
  if (op < GP_OP_SUM || op > GP_OP_MIN_REAL_INCLUDENAN)
    return GP_ERROR_INVALID_ARGUMENT;
  if (idx && gp_op_base(op) != GP_OP_MAX && gp_op_base(op) != GP_OP_MIN)
    return GP_ERROR_INVALID_ARGUMENT;
  if (algorithm < 0 || algorithm >= GP_SCAN_ALGORITHM_COUNT)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  if (axis < 0)
    return GP_ERROR_INVALID_DIM;
  if (gp_dtype_size(x->dtype) == 0 || gp_dtype_size(y->dtype) == 0)
    return GP_ERROR_INVALID_ARGUMENT;
  if (!gp_op_pair_supported(op, x->dtype, y->dtype) || (idx && idx->dtype != GP_DOUBLE))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  return GP_SUCCESS;
}

gp_status gp_scan_code(gp_context *ctx, gp_opcode op, const gp_scan_options *options, const gp_array *x, gp_array *y,
                       gp_array *idx, int axis)
{
  gp_status st = gp_check_scan_call(ctx, op, options->algorithm, x, y, idx, axis);
  if (st != GP_SUCCESS)
    return st;
  const gp_opcode asked = op;  /* what the members are asked, if the call spreads */
  if (gp_reduce_in_line_order(op, x->dtype, y->dtype))  /* cumprod has no "native" */
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (gp_op_is_by_abs(op) || gp_op_is_by_parts(op))  /* cummax and cummin have no "ComparisonMethod" */
    return GP_ERROR_INVALID_ARGUMENT;
  op = gp_op_for(op, x->dtype);
  /* the NaN flags have the look-back kernels alone (and the host's loop) */
  if (gp_op_is_variant(op) && options->algorithm != GP_SCAN_AUTO
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
  if (gp_scan_spreads(ctx, asked, options, x, y, idx, shape)) {
    st = gp_scan_spread(ctx, asked, options, x, y, idx, shape);
    if (st != GP_ERROR_DEVICE_OUT_OF_MEMORY)
      return st;
    /* a member's device cannot hold its share: one device streams the whole in pieces */
  }
  const gp_array *arrays[] = {x, y, idx};
  const gp_runner r = gp_route(ctx, GP_WORK_SCAN, options->algorithm != GP_SCAN_AUTO, n, arrays, 3);
  return r.ops->scan(r.state, op, options, x, y, idx, shape);
}

gp_status gp_scan(gp_context *ctx, gp_op op, const gp_scan_options *options, const gp_array *x, gp_array *y,
                  gp_array *idx, int axis)
{
  gp_scan_options defaults;
  gp_scan_options_init(&defaults);
  if (!options)
    options = &defaults;
  gp_opcode code;
  if (options->size != sizeof *options || gp_opcode_of(op, options->nan, GP_COMPARE_AUTO, &code) != GP_SUCCESS)
    return ctx && x && y ? GP_ERROR_INVALID_ARGUMENT : GP_ERROR_NULL_POINTER;
  if (!options->is_complex)
    return gp_scan_code(ctx, code, options, x, y, idx, axis);
  if (code == GP_OP_SUM && !idx)  /* the parts summed as real numbers */
    return gp_scan_code(ctx, code, options, x, y, NULL, axis + 1);
  if (options->exclusive || options->reverse)
    return GP_ERROR_UNSUPPORTED_ALGORITHM;
  return gp_scan_complex_code(ctx, code, options->algorithm, x, y, idx, axis);
}
