/* median_host.c - gp_median's last step on the host: each sorted line
 * (NaN last) into its median, the reference of median.cu. */
#include <stdint.h>

#include "gp_internal.h"
#include "median_pair.h"

/* How many leading elements of a line are numbers: NaN sorts last. */
#define NUMBERS_OF(T)                                                            \
  static int64_t numbers_##T(const T *v, int64_t len, int64_t inner)            \
  {                                                                              \
    int64_t lo = 0, hi = len;                                                    \
    while (lo < hi) {                                                            \
      const int64_t mid = lo + (hi - lo) / 2;                                    \
      if (v[mid * inner] != v[mid * inner])                                      \
        hi = mid;                                                                \
      else                                                                       \
        lo = mid + 1;                                                            \
    }                                                                            \
    return lo;                                                                   \
  }
NUMBERS_OF(double)
NUMBERS_OF(float)

/* A line's pair formula: a vector's midpoint is a plain mean where NaN was left out. */
static int pair_of(gp_median_pair pair, int64_t numbers, int64_t len)
{
  return pair == GP_MEDIAN_SAFE_MIDPOINT && numbers < len ? GP_MEDIAN_SAFE_SUM : (int) pair;
}

/* The median of each line into y, for a float class T whose pair is PAIR. */
#define FLOAT_MEDIANS(T, PAIR)                                                        \
  static void medians_##T(const gp_median_call *c)                                    \
  {                                                                                   \
    const T *x = (const T *) c->sorted;                                               \
    T *y = (T *) c->y;                                                                \
    const gp_shape3 s = c->shape;                                                     \
    for (int64_t o = 0; o < s.outer; o++)                                             \
      for (int64_t i = 0; i < s.inner; i++) {                                         \
        const T *v = x + o * s.len * s.inner + i;                                     \
        const int64_t n = numbers_##T(v, s.len, s.inner);                             \
        T m = (T) NAN;                                                                \
        if (n > 0 && (n == s.len || c->omitnan))                                      \
          m = n % 2 ? v[(n - 1) / 2 * s.inner]                                        \
                    : PAIR(v[(n / 2 - 1) * s.inner], v[n / 2 * s.inner], pair_of(c->pair, n, s.len)); \
        y[o * s.inner + i] = m;                                                       \
      }                                                                               \
  }
FLOAT_MEDIANS(double, gp_median_pair_double)
FLOAT_MEDIANS(float, gp_median_pair_float)

/* The same for an integer class T, its pair computed in W (int64_t or uint64_t) by PAIR (a, b, LIMITS..., pair). */
#define INT_MEDIANS(T, W, PAIR, ...)                                                         \
  static void medians_##T(const gp_median_call *c)                                           \
  {                                                                                          \
    const T *x = (const T *) c->sorted;                                                      \
    T *y = (T *) c->y;                                                                       \
    const gp_shape3 s = c->shape;                                                            \
    const int64_t n = s.len;                                                                 \
    for (int64_t o = 0; o < s.outer; o++)                                                    \
      for (int64_t i = 0; i < s.inner; i++) {                                                \
        const T *v = x + o * s.len * s.inner + i;                                            \
        T m = 0;                                                                             \
        if (n > 0)                                                                           \
          m = n % 2 ? v[(n - 1) / 2 * s.inner]                                               \
                    : (T) PAIR((W) v[(n / 2 - 1) * s.inner], (W) v[n / 2 * s.inner], __VA_ARGS__, \
                               (int) c->pair);                                               \
        y[o * s.inner + i] = m;                                                              \
      }                                                                                      \
  }
INT_MEDIANS(int8_t, int64_t, gp_median_pair_signed, INT8_MIN, INT8_MAX)
INT_MEDIANS(int16_t, int64_t, gp_median_pair_signed, INT16_MIN, INT16_MAX)
INT_MEDIANS(int32_t, int64_t, gp_median_pair_signed, INT32_MIN, INT32_MAX)
INT_MEDIANS(int64_t, int64_t, gp_median_pair_signed, INT64_MIN, INT64_MAX)
INT_MEDIANS(uint8_t, uint64_t, gp_median_pair_unsigned, UINT8_MAX)
INT_MEDIANS(uint16_t, uint64_t, gp_median_pair_unsigned, UINT16_MAX)
INT_MEDIANS(uint32_t, uint64_t, gp_median_pair_unsigned, UINT32_MAX)
INT_MEDIANS(uint64_t, uint64_t, gp_median_pair_unsigned, UINT64_MAX)

/* logical: 0 or 1, an unsigned class whose largest value is 1 */
static void medians_logical(const gp_median_call *c)
{
  const uint8_t *x = (const uint8_t *) c->sorted;
  uint8_t *y = (uint8_t *) c->y;
  const gp_shape3 s = c->shape;
  for (int64_t o = 0; o < s.outer; o++)
    for (int64_t i = 0; i < s.inner; i++) {
      const uint8_t *v = x + o * s.len * s.inner + i;
      const int64_t n = s.len;
      y[o * s.inner + i] = n == 0 ? 0
                           : n % 2 ? v[(n - 1) / 2 * s.inner]
                                   : (uint8_t) gp_median_pair_unsigned(v[(n / 2 - 1) * s.inner], v[n / 2 * s.inner],
                                                                       1, (int) c->pair);
    }
}

gp_status gp_host_median_of_sorted(const gp_median_call *c)
{
  switch (c->dtype) {
  case GP_DOUBLE: medians_double(c); break;
  case GP_SINGLE: medians_float(c); break;
  case GP_INT8: medians_int8_t(c); break;
  case GP_UINT8: medians_uint8_t(c); break;
  case GP_INT16: medians_int16_t(c); break;
  case GP_UINT16: medians_uint16_t(c); break;
  case GP_INT32: medians_int32_t(c); break;
  case GP_UINT32: medians_uint32_t(c); break;
  case GP_INT64: medians_int64_t(c); break;
  case GP_UINT64: medians_uint64_t(c); break;
  case GP_LOGICAL: medians_logical(c); break;
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
  return GP_SUCCESS;
}
