/* scan_saturating.cu - "native" integer cumsum, saturating at every step.
 * Up to 32 bits the checked plain sum runs first (see gp_checked_sum_op). */
#include "scan_families.h"
#include "scan_launch.cuh"

extern "C" gp_status gp_cuda_scan_sum_saturating(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in,
                                                 const void *x, void *y, gp_shape3 shape)
{
  const bool fast = alg == GP_SCAN_AUTO || alg == GP_SCAN_DECOUPLED_LOOKBACK;
  switch (in) {
  case GP_INT8:
    return fast ? gp_launch_scan_saturating_fast<int8_t>(s, x, y, shape)
                : gp_scan_by<gp_sat_op<int8_t>, int8_t>(s, alg, x, y, NULL, shape);
  case GP_UINT8:
    return fast ? gp_launch_scan_saturating_fast<uint8_t>(s, x, y, shape)
                : gp_scan_by<gp_sat_op<uint8_t>, uint8_t>(s, alg, x, y, NULL, shape);
  case GP_INT16:
    return fast ? gp_launch_scan_saturating_fast<int16_t>(s, x, y, shape)
                : gp_scan_by<gp_sat_op<int16_t>, int16_t>(s, alg, x, y, NULL, shape);
  case GP_UINT16:
    return fast ? gp_launch_scan_saturating_fast<uint16_t>(s, x, y, shape)
                : gp_scan_by<gp_sat_op<uint16_t>, uint16_t>(s, alg, x, y, NULL, shape);
  case GP_INT32:
    return fast ? gp_launch_scan_saturating_fast<int32_t>(s, x, y, shape)
                : gp_scan_by<gp_sat_op<int32_t>, int32_t>(s, alg, x, y, NULL, shape);
  case GP_UINT32:
    return fast ? gp_launch_scan_saturating_fast<uint32_t>(s, x, y, shape)
                : gp_scan_by<gp_sat_op<uint32_t>, uint32_t>(s, alg, x, y, NULL, shape);
  case GP_INT64: return gp_scan_by<gp_sat_op<int64_t>, int64_t>(s, alg, x, y, NULL, shape);
  case GP_UINT64: return gp_scan_by<gp_sat_op<uint64_t>, uint64_t>(s, alg, x, y, NULL, shape);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
