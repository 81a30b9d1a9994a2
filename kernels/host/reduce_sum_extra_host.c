/* reduce_sum_extra_host.c - the host backend's "extra" sum: each line folded front
 * to back in double-double (dd_sum.h), a NaN element as 0 with "omitnan". */
#include "dd_sum.h"
#include "gp_internal.h"

gp_status gp_host_sum_extra(const double *x, double *y, gp_shape3 s, int omit)
{
  for (int64_t o = 0; o < s.outer; o++)
    for (int64_t i = 0; i < s.inner; i++) {
      gp_dd acc = {-0.0, 0.0};
      for (int64_t j = 0; j < s.len; j++) {
        const double e = x[(o * s.len + j) * s.inner + i];
        gp_dd v = {omit && e != e ? 0.0 : e, 0.0};
        acc = gp_dd_add(acc, v);
      }
      y[o * s.inner + i] = gp_dd_value(acc);
    }
  return GP_SUCCESS;
}
