/* scan_extreme_dispatch.cuh - cummax or cummin for every class, with
 * positions (see gp_extreme_op).  Included once per operator, so the two
 * compile in parallel. */
#ifndef GP_SCAN_EXTREME_DISPATCH_CUH
#define GP_SCAN_EXTREME_DISPATCH_CUH

#include "scan_launch.cuh"

template <bool MAX>
static gp_status gp_scan_extreme_dispatch(gp_cuda_state *s, gp_dtype in, const void *x, void *y,
                                          double *idx, gp_shape3 shape)
{
  switch (in) {
  case GP_DOUBLE: return gp_launch_scan_extreme<double, MAX>(s, x, y, idx, shape);
  case GP_SINGLE: return gp_launch_scan_extreme<float, MAX>(s, x, y, idx, shape);
  case GP_INT8: return gp_launch_scan_extreme<int8_t, MAX>(s, x, y, idx, shape);
  case GP_UINT8: return gp_launch_scan_extreme<uint8_t, MAX>(s, x, y, idx, shape);
  case GP_INT16: return gp_launch_scan_extreme<int16_t, MAX>(s, x, y, idx, shape);
  case GP_UINT16: return gp_launch_scan_extreme<uint16_t, MAX>(s, x, y, idx, shape);
  case GP_INT32: return gp_launch_scan_extreme<int32_t, MAX>(s, x, y, idx, shape);
  case GP_UINT32: return gp_launch_scan_extreme<uint32_t, MAX>(s, x, y, idx, shape);
  case GP_INT64: return gp_launch_scan_extreme<int64_t, MAX>(s, x, y, idx, shape);
  case GP_UINT64: return gp_launch_scan_extreme<uint64_t, MAX>(s, x, y, idx, shape);
  /* logical is stored as 0/1 bytes */
  case GP_LOGICAL: return gp_launch_scan_extreme<uint8_t, MAX>(s, x, y, idx, shape);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}

#endif
