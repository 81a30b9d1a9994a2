/* gp_convert.c - class conversion: check the call, then hand it to a
 * backend.  Both backends convert by convert_rules.h. */
#include "gp_backend.h"

gp_status gp_convert(gp_context *ctx, const gp_array *x, gp_array *y)
{
  if (!ctx || !x || !y)
    return GP_ERROR_NULL_POINTER;
  if (gp_dtype_size(x->dtype) == 0 || gp_dtype_size(y->dtype) == 0)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (!gp_same_dims(x, y))
    return GP_ERROR_SHAPE_MISMATCH;
  const int64_t n = gp_array_numel(x);
  if (n == 0)
    return GP_SUCCESS;
  if (!x->data || !y->data)
    return GP_ERROR_NULL_POINTER;
  const gp_array *arrays[] = {x, y};
  const gp_runner r = gp_route(ctx, GP_WORK_ELEMENTWISE, 0, n, arrays, 2);
  return r.ops->convert(r.state, x, y);
}
