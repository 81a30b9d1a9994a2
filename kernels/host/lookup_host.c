/* lookup_host.c - gp_lookup's and gp_histc's work on the host: each
 * element's binary search (lookup_search.h), the reference of lookup.cu. */
#include <stdint.h>

#include "gp_internal.h"
#include "lookup_search.h"

GP_LOOKUP_SEARCH(double)
GP_LOOKUP_SEARCH(float)
GP_LOOKUP_SEARCH(int8_t)
GP_LOOKUP_SEARCH(uint8_t)
GP_LOOKUP_SEARCH(int16_t)
GP_LOOKUP_SEARCH(uint16_t)
GP_LOOKUP_SEARCH(int32_t)
GP_LOOKUP_SEARCH(uint32_t)
GP_LOOKUP_SEARCH(int64_t)
GP_LOOKUP_SEARCH(uint64_t)

/* Every element of y of class T: its answer into idx, its bin into counts. */
#define LOOKUP_ALL(T)                                                                        \
  static void lookup_all_##T(const gp_lookup_call *c)                                       \
  {                                                                                          \
    const T *t = (const T *) c->table, *y = (const T *) c->y;                               \
    const int descending = c->n > 1 && t[0] > t[c->n - 1];                                  \
    const gp_lookup_options *o = &c->options;                                               \
    for (int64_t e = 0; e < c->count; e++) {                                                \
      const T v = y[e];                                                                      \
      const int64_t j = gp_lookup_##T(t, c->n, descending, v);                              \
      double a;                                                                              \
      if (c->histc)                                                                          \
        a = c->n > 0 && v <= t[c->n - 1] ? (double) j : 0.0;                                 \
      else                                                                                   \
        a = gp_lookup_answer(j, c->n, j > 0 && v == t[j - 1], (int) o->match, o->left, o->right); \
      if (c->idx && o->match == GP_LOOKUP_BOOL)                                              \
        ((unsigned char *) c->idx)[e] = a != 0;                                              \
      else if (c->idx)                                                                       \
        ((double *) c->idx)[e] = a;                                                          \
      if (c->counts && a != 0) {                                                             \
        const gp_shape3 s = c->shape;                                                        \
        const int64_t i = e % s.inner, o3 = e / s.inner / s.len;                             \
        c->counts[(o3 * c->n + (int64_t) a - 1) * s.inner + i] += 1;                         \
      }                                                                                      \
    }                                                                                        \
  }
LOOKUP_ALL(double)
LOOKUP_ALL(float)
LOOKUP_ALL(int8_t)
LOOKUP_ALL(uint8_t)
LOOKUP_ALL(int16_t)
LOOKUP_ALL(uint16_t)
LOOKUP_ALL(int32_t)
LOOKUP_ALL(uint32_t)
LOOKUP_ALL(int64_t)
LOOKUP_ALL(uint64_t)

gp_status gp_host_lookup(const gp_lookup_call *c)
{
  switch (c->dtype) {
  case GP_DOUBLE: lookup_all_double(c); break;
  case GP_SINGLE: lookup_all_float(c); break;
  case GP_INT8: lookup_all_int8_t(c); break;
  case GP_UINT8: lookup_all_uint8_t(c); break;
  case GP_LOGICAL: lookup_all_uint8_t(c); break;
  case GP_INT16: lookup_all_int16_t(c); break;
  case GP_UINT16: lookup_all_uint16_t(c); break;
  case GP_INT32: lookup_all_int32_t(c); break;
  case GP_UINT32: lookup_all_uint32_t(c); break;
  case GP_INT64: lookup_all_int64_t(c); break;
  case GP_UINT64: lookup_all_uint64_t(c); break;
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
  return GP_SUCCESS;
}
