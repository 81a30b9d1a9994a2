/* convert_host.c - the host reference of gp_convert: each element by
 * convert_rules.h, in order. */
#include "convert_rules.h"
#include "gp_internal.h"

gp_status gp_host_convert(const gp_array *x, gp_array *y)
{
  const int64_t n = gp_array_numel(x);
  const size_t in = gp_dtype_size(x->dtype), out = gp_dtype_size(y->dtype);
  const char *src = (const char *) x->data;
  char *dst = (char *) y->data;
  int nan_to_logical = 0;
  for (int64_t k = 0; k < n; k++)
    nan_to_logical |= gp_conv_write(gp_conv_read(src + (size_t) k * in, x->dtype), dst + (size_t) k * out, y->dtype);
  return nan_to_logical ? GP_ERROR_NAN_TO_LOGICAL : GP_SUCCESS;
}
