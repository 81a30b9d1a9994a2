/* scan_saturating.cu - "native" integer cumsum, saturating at every step.
 * Up to 32 bits the checked plain sum runs first (see gp_checked_sum_op). */
#include "scan_families.h"
#include "scan_launch.cuh"

/* The fast path for the default algorithms; the named ones scan the clamp maps. */
template <class I>
static gp_status gp_scan_saturating(gp_cuda_state *s, gp_scan_algorithm alg, const void *x, void *y,
                                    gp_shape3 shape)
{
  if (alg == GP_SCAN_AUTO || alg == GP_SCAN_DECOUPLED_LOOKBACK)
    return gp_launch_scan_saturating_fast<I>(s, x, y, shape);
  return gp_scan_by<gp_sat_op<I>, I>(s, alg, x, y, NULL, shape);
}

extern "C" gp_status gp_cuda_scan_sum_saturating(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in,
                                                 const void *x, void *y, gp_shape3 shape)
{
  switch (in) {
  case GP_INT8: return gp_scan_saturating<int8_t>(s, alg, x, y, shape);
  case GP_UINT8: return gp_scan_saturating<uint8_t>(s, alg, x, y, shape);
  case GP_INT16: return gp_scan_saturating<int16_t>(s, alg, x, y, shape);
  case GP_UINT16: return gp_scan_saturating<uint16_t>(s, alg, x, y, shape);
  case GP_INT32: return gp_scan_saturating<int32_t>(s, alg, x, y, shape);
  case GP_UINT32: return gp_scan_saturating<uint32_t>(s, alg, x, y, shape);
  case GP_INT64: return gp_scan_by<gp_sat_op<int64_t>, int64_t>(s, alg, x, y, NULL, shape);
  case GP_UINT64: return gp_scan_by<gp_sat_op<uint64_t>, uint64_t>(s, alg, x, y, NULL, shape);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
