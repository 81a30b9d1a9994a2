/* boxfilter_host.c - the host backend's box filter: the double table of
 * each page by the host scans, then four reads per output (box_sum.h). */
#include <stdlib.h>

#include "box_sum.h"
#include "gp_internal.h"

gp_status gp_host_boxfilter(const gp_array *x, int axis, int64_t h, int64_t w, gp_array *y)
{
  const gp_pages p = gp_pages_of(x, axis);
  const size_t count = (size_t) gp_array_numel(x);
  double *down = (double *) malloc(count * sizeof(double));
  double *sat = (double *) malloc(count * sizeof(double));
  gp_status st = down && sat ? GP_SUCCESS : GP_ERROR_HOST_OUT_OF_MEMORY;
  if (st == GP_SUCCESS)
    st = gp_host_scan(GP_OP_SUM, x->dtype, GP_DOUBLE, x->data, down, NULL, gp_shape_along(x, axis));
  if (st == GP_SUCCESS)
    st = gp_host_scan(GP_OP_SUM, GP_DOUBLE, GP_DOUBLE, down, sat, NULL, gp_shape_along(x, axis + 1));
  const double scale = 1.0 / ((double) h * (double) w);
  for (int64_t page = 0; st == GP_SUCCESS && page < p.pages; page++) {
    for (int64_t j = 0; j < p.n; j++)
      for (int64_t i = 0; i < p.m; i++)
        for (int64_t k = 0; k < p.inner; k++) {
          const double *s = sat + page * p.m * p.n * p.inner + k;
          const double mean = gp_box_sum(s, p.m, p.n, p.inner, i, j, h, w) * scale;
          const int64_t e = ((page * p.n + j) * p.m + i) * p.inner + k;
          if (y->dtype == GP_DOUBLE)
            ((double *) y->data)[e] = mean;
          else
            ((float *) y->data)[e] = (float) mean;
        }
  }
  free(down);
  free(sat);
  return st;
}
