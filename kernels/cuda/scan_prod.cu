/* scan_prod.cu - cumprod: in double for every input class, in single for single. */
#include "scan_families.h"
#include "scan_launch.cuh"

extern "C" gp_status gp_cuda_scan_prod(gp_cuda_state *s, gp_dtype in, gp_dtype out, const void *x,
                                       void *y, gp_shape3 shape)
{
  if (out == GP_SINGLE)
    return in == GP_SINGLE ? gp_launch_scan<gp_prod_op<float, float>, float>(s, x, y, shape)
                           : GP_ERROR_UNSUPPORTED_DTYPE;
  switch (in) {
  case GP_DOUBLE: return gp_launch_scan<gp_prod_op<double, double>, double>(s, x, y, shape);
  case GP_SINGLE: return gp_launch_scan<gp_prod_op<float, double>, float>(s, x, y, shape);
  case GP_INT8: return gp_launch_scan<gp_prod_op<int8_t, double>, int8_t>(s, x, y, shape);
  case GP_UINT8: return gp_launch_scan<gp_prod_op<uint8_t, double>, uint8_t>(s, x, y, shape);
  case GP_INT16: return gp_launch_scan<gp_prod_op<int16_t, double>, int16_t>(s, x, y, shape);
  case GP_UINT16: return gp_launch_scan<gp_prod_op<uint16_t, double>, uint16_t>(s, x, y, shape);
  case GP_INT32: return gp_launch_scan<gp_prod_op<int32_t, double>, int32_t>(s, x, y, shape);
  case GP_UINT32: return gp_launch_scan<gp_prod_op<uint32_t, double>, uint32_t>(s, x, y, shape);
  case GP_INT64: return gp_launch_scan<gp_prod_op<int64_t, double>, int64_t>(s, x, y, shape);
  case GP_UINT64: return gp_launch_scan<gp_prod_op<uint64_t, double>, uint64_t>(s, x, y, shape);
  /* logical is stored as 0/1 bytes, so the uint8 conversion is exact */
  case GP_LOGICAL: return gp_launch_scan<gp_prod_op<uint8_t, double>, uint8_t>(s, x, y, shape);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
