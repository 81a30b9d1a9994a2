/* complex_keys_host.c - the host backend's gp_complex_sort_keys: the two
 * real keys of each complex element (complex_order.h's abs and arg, or
 * its parts), as complex_keys.cu makes them on the device. */
#include <math.h>
#include <stdint.h>

#include "complex_order.h"
#include "gp_internal.h"

/* A complex sort's two keys (gp_complex_sort_keys), element by element. */
#define SORT_KEYS(NAME, F, C, RE, IM, ABS, ARG, ISNAN)                                      \
  static void NAME(const C *z, F *first, F *second, int64_t n, int by_parts)                \
  {                                                                                         \
    for (int64_t k = 0; k < n; k++) {                                                       \
      if (ISNAN(z[k])) {                                                                    \
        first[k] = second[k] = (F) NAN;                                                     \
      } else if (by_parts) {                                                                \
        first[k] = RE(z[k]);                                                                \
        second[k] = IM(z[k]);                                                               \
      } else {                                                                              \
        first[k] = ABS(RE(z[k]), IM(z[k]));                                                 \
        second[k] = ARG(z[k], 0); /* sorts count -pi as pi */                                                              \
      }                                                                                     \
    }                                                                                       \
  }
SORT_KEYS(sort_keys_d, double, double complex, creal, cimag, hypot, gp_carg, gp_cnan)
SORT_KEYS(sort_keys_f, float, float complex, crealf, cimagf, hypotf, gp_cargf, gp_cnanf)

gp_status gp_host_complex_keys(const gp_array *parts, int by_parts, gp_array *first, gp_array *second)
{
  const int64_t n = gp_array_numel(first);
  if (parts->dtype == GP_DOUBLE)
    sort_keys_d((const double complex *) parts->data, (double *) first->data, (double *) second->data, n, by_parts);
  else
    sort_keys_f((const float complex *) parts->data, (float *) first->data, (float *) second->data, n, by_parts);
  return GP_SUCCESS;
}
