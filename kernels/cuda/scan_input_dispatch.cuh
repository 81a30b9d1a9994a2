/* scan_input_dispatch.cuh - one scan launched for whichever input class
 * arrives: OpT<In, A> for every real class In, logical as its 0/1 bytes. */
#ifndef GP_SCAN_INPUT_DISPATCH_CUH
#define GP_SCAN_INPUT_DISPATCH_CUH

#include "scan_launch.cuh"

template <template <class, class> class OpT, class A>
static gp_status gp_scan_any_input(gp_cuda_state *s, gp_dtype in, const void *x, void *y, gp_shape3 shape)
{
  switch (in) {
  case GP_DOUBLE: return gp_launch_scan<OpT<double, A>, double>(s, x, y, shape);
  case GP_SINGLE: return gp_launch_scan<OpT<float, A>, float>(s, x, y, shape);
  case GP_INT8: return gp_launch_scan<OpT<int8_t, A>, int8_t>(s, x, y, shape);
  case GP_UINT8: return gp_launch_scan<OpT<uint8_t, A>, uint8_t>(s, x, y, shape);
  case GP_INT16: return gp_launch_scan<OpT<int16_t, A>, int16_t>(s, x, y, shape);
  case GP_UINT16: return gp_launch_scan<OpT<uint16_t, A>, uint16_t>(s, x, y, shape);
  case GP_INT32: return gp_launch_scan<OpT<int32_t, A>, int32_t>(s, x, y, shape);
  case GP_UINT32: return gp_launch_scan<OpT<uint32_t, A>, uint32_t>(s, x, y, shape);
  case GP_INT64: return gp_launch_scan<OpT<int64_t, A>, int64_t>(s, x, y, shape);
  case GP_UINT64: return gp_launch_scan<OpT<uint64_t, A>, uint64_t>(s, x, y, shape);
  /* logical is stored as 0/1 bytes, so the uint8 conversion is exact */
  case GP_LOGICAL: return gp_launch_scan<OpT<uint8_t, A>, uint8_t>(s, x, y, shape);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}

#endif
