/* scan_to_double.cu - cumsum accumulated in double, for every input class. */
#include "scan_families.h"
#include "scan_launch.cuh"

extern "C" gp_status gp_cuda_scan_sum_to_double(gp_cuda_state *s, gp_dtype in, const void *x,
                                                void *y, gp_shape3 shape)
{
  switch (in) {
  case GP_DOUBLE: return gp_launch_scan<gp_sum_op<double, double>, double>(s, x, y, shape);
  case GP_SINGLE: return gp_launch_scan<gp_sum_op<float, double>, float>(s, x, y, shape);
  case GP_INT8: return gp_launch_scan<gp_sum_op<int8_t, double>, int8_t>(s, x, y, shape);
  case GP_UINT8: return gp_launch_scan<gp_sum_op<uint8_t, double>, uint8_t>(s, x, y, shape);
  case GP_INT16: return gp_launch_scan<gp_sum_op<int16_t, double>, int16_t>(s, x, y, shape);
  case GP_UINT16: return gp_launch_scan<gp_sum_op<uint16_t, double>, uint16_t>(s, x, y, shape);
  case GP_INT32: return gp_launch_scan<gp_sum_op<int32_t, double>, int32_t>(s, x, y, shape);
  case GP_UINT32: return gp_launch_scan<gp_sum_op<uint32_t, double>, uint32_t>(s, x, y, shape);
  case GP_INT64: return gp_launch_scan<gp_sum_op<int64_t, double>, int64_t>(s, x, y, shape);
  case GP_UINT64: return gp_launch_scan<gp_sum_op<uint64_t, double>, uint64_t>(s, x, y, shape);
  /* logical is stored as 0/1 bytes, so the uint8 conversion is exact */
  case GP_LOGICAL: return gp_launch_scan<gp_sum_op<uint8_t, double>, uint8_t>(s, x, y, shape);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
