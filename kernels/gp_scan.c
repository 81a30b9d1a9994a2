/* gp_scan.c - the scan entry point: checks the call, then hands it to a backend. */
#include "gp_internal.h"

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

/* The (input, output) pairs of cumsum's arithmetic; see gpuprim.h. */
static int sum_pair_supported(gp_dtype in, gp_dtype out)
{
  if (out == GP_DOUBLE)
    return 1;
  return out == in;
}

gp_status gp_scan(gp_context *ctx, gp_scan_op op, gp_scan_algorithm algorithm,
                  const gp_array *x, gp_array *y, int axis)
{
  if (!ctx || !x || !y)
    return GP_ERROR_NULL_POINTER;
  if (op != GP_SCAN_SUM)
    return GP_ERROR_INVALID_ARGUMENT;
  if (algorithm != GP_SCAN_AUTO && algorithm != GP_SCAN_DECOUPLED_LOOKBACK)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  if (axis < 0)
    return GP_ERROR_INVALID_DIM;
  if (gp_dtype_size(x->dtype) == 0 || gp_dtype_size(y->dtype) == 0)
    return GP_ERROR_INVALID_ARGUMENT;
  if (!sum_pair_supported(x->dtype, y->dtype))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (!gp_same_dims(x, y))
    return GP_ERROR_SHAPE_MISMATCH;

  int64_t n = gp_array_numel(x);
  if (n == 0)
    return GP_SUCCESS;
  if (!x->data || !y->data)
    return GP_ERROR_NULL_POINTER;

  gp_shape3 shape = gp_shape_along(x, axis);
  if (ctx->backend == GP_BACKEND_CUDA)
    return gp_cuda_scan(ctx->cuda, op, algorithm, x, y, shape);
  if (x->location != GP_HOST || y->location != GP_HOST)
    return GP_ERROR_WRONG_LOCATION;
  return gp_host_scan(op, x, y, shape);
}
