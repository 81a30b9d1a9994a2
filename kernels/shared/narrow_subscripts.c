/* narrow_subscripts.c - accumarray's subscripts as uint32 on their way to
 * the device: half the bytes to copy and to sort. */
#include "gp_internal.h"

int gp_narrow_subscripts(const double *src, uint32_t *dst, size_t n, uint32_t limit)
{
  int ok = 1;
  for (size_t k = 0; k < n; k++) {
    const double v = src[k];
    const int in_range = v >= 1 && v <= (double) limit;  /* false for NaN */
    const uint32_t u = in_range ? (uint32_t) v : 0;
    ok &= in_range & ((double) u == v);
    dst[k] = u;
  }
  return ok;
}
