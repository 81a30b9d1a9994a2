/* compact_host.c - the host backend's compaction: one sequential pass. */
#include <stdint.h>
#include <string.h>

#include "gp_internal.h"

/* The kept elements of x[base .. base + m), m <= 64, as a bit mask: the mask's
 * nonzero bytes, or (no mask) x's elements with a nonzero bit under `nonzero`.
 * Branch-free, so that random masks cost no mispredicted jumps. */
#define KEEP_BITS(T)                                                                           \
  static uint64_t keep_bits_##T(const T *x, const unsigned char *mask, T nonzero, int64_t base, \
                                int m)                                                         \
  {                                                                                            \
    uint64_t bits = 0;                                                                         \
    if (mask)                                                                                  \
      for (int j = 0; j < m; j++)                                                              \
        bits |= (uint64_t) (mask[base + j] != 0) << j;                                         \
    else                                                                                       \
      for (int j = 0; j < m; j++)                                                              \
        bits |= (uint64_t) ((x[base + j] & nonzero) != 0) << j;                                \
    return bits;                                                                               \
  }

/* One pass over x in groups of 64: each group's kept elements (and their
 * 1-based positions) written in order, found from its keep bits. */
#define COMPACT_PASS(T)                                                                        \
  KEEP_BITS(T)                                                                                 \
  static int64_t compact_##T(const T *x, const unsigned char *mask, T nonzero, int64_t n,       \
                             T *values, double *positions)                                     \
  {                                                                                            \
    int64_t total = 0;                                                                         \
    for (int64_t base = 0; base < n; base += 64) {                                             \
      const int m = n - base < 64 ? (int) (n - base) : 64;                                     \
      for (uint64_t bits = keep_bits_##T(x, mask, nonzero, base, m); bits; bits &= bits - 1) {  \
        const int64_t i = base + __builtin_ctzll(bits);                                        \
        if (values)                                                                            \
          values[total] = x[i];                                                                \
        if (positions)                                                                         \
          positions[total] = (double) (i + 1);                                                 \
        total++;                                                                               \
      }                                                                                        \
    }                                                                                          \
    return total;                                                                              \
  }

COMPACT_PASS(uint8_t)
COMPACT_PASS(uint16_t)
COMPACT_PASS(uint32_t)
COMPACT_PASS(uint64_t)

gp_status gp_host_compact(const gp_compact_call *call, int64_t *count)
{
  const gp_array *x = call->x;
  const size_t es = gp_dtype_size(x->dtype);
  const int64_t n = gp_array_numel(x);
  const void *src = x->data;
  const unsigned char *mask = call->mask ? (const unsigned char *) call->mask->data : NULL;
  const uint64_t nonzero = gp_nonzero_bits(x->dtype);
  unsigned char *values = call->values ? (unsigned char *) call->values->data : NULL;
  double *positions = call->positions ? (double *) call->positions->data : NULL;

  int64_t total;
  switch (es) {
  case 1: total = compact_uint8_t(src, mask, (uint8_t) nonzero, n, (uint8_t *) values, positions); break;
  case 2: total = compact_uint16_t(src, mask, (uint16_t) nonzero, n, (uint16_t *) values, positions); break;
  case 4: total = compact_uint32_t(src, mask, (uint32_t) nonzero, n, (uint32_t *) values, positions); break;
  default: total = compact_uint64_t(src, mask, nonzero, n, (uint64_t *) values, positions); break;
  }
  int64_t first, kept;
  gp_compact_kept_range(total, call->limit, call->from_end, &first, &kept);
  if (first > 0 && values)
    memmove(values, values + (size_t) first * es, (size_t) kept * es);
  if (first > 0 && positions)
    memmove(positions, positions + first, (size_t) kept * sizeof(double));
  *count = kept;
  return GP_SUCCESS;
}
