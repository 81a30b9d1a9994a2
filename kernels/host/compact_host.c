/* compact_host.c - the host backend's compaction: one sequential pass. */
#include <stdint.h>
#include <string.h>

#include "gp_internal.h"

/* One pass over x: every element is written at the next free place, and
 * the place moves on only where it is kept.  Branch-free, so that random
 * masks cost no mispredicted jumps; the buffers have room for all n (each
 * store lands at or before its element's own index). */
#define COMPACT_PASS(T)                                                                        \
  static int64_t compact_##T(const T *x, const unsigned char *mask, T nonzero, int64_t n,       \
                             T *values, double *positions)                                     \
  {                                                                                            \
    int64_t total = 0;                                                                         \
    for (int64_t i = 0; i < n; i++) {                                                          \
      const int keep = mask ? mask[i] != 0 : (x[i] & nonzero) != 0;                            \
      if (values)                                                                              \
        values[total] = x[i];                                                                  \
      if (positions)                                                                           \
        positions[total] = (double) (i + 1);                                                   \
      total += keep;                                                                           \
    }                                                                                          \
    return total;                                                                              \
  }

COMPACT_PASS(uint8_t)
COMPACT_PASS(uint16_t)
COMPACT_PASS(uint32_t)
COMPACT_PASS(uint64_t)

/* The same for complex doubles: both 64-bit words of each element move,
 * and it is nonzero where either word is under `nonzero`. */
static int64_t compact_pairs(const uint64_t *x, const unsigned char *mask, uint64_t nonzero, int64_t n,
                             uint64_t *values, double *positions)
{
  int64_t total = 0;
  for (int64_t i = 0; i < n; i++) {
    const int keep = mask ? mask[i] != 0 : ((x[2 * i] | x[2 * i + 1]) & nonzero) != 0;
    if (values) {
      values[2 * total] = x[2 * i];
      values[2 * total + 1] = x[2 * i + 1];
    }
    if (positions)
      positions[total] = (double) (i + 1);
    total += keep;
  }
  return total;
}

gp_status gp_host_compact(const gp_compact_call *call, int64_t *count)
{
  const gp_array *x = call->x;
  const size_t es = gp_compact_elem_bytes(call);
  const int64_t n = gp_compact_numel(call);
  const void *src = x->data;
  const unsigned char *mask = call->mask ? (const unsigned char *) call->mask->data : NULL;
  const uint64_t nonzero = gp_compact_nonzero(call);
  unsigned char *values = call->values ? (unsigned char *) call->values->data : NULL;
  double *positions = call->positions ? (double *) call->positions->data : NULL;

  int64_t total;
  switch (es) {
  case 1: total = compact_uint8_t(src, mask, (uint8_t) nonzero, n, (uint8_t *) values, positions); break;
  case 2: total = compact_uint16_t(src, mask, (uint16_t) nonzero, n, (uint16_t *) values, positions); break;
  case 4: total = compact_uint32_t(src, mask, (uint32_t) nonzero, n, (uint32_t *) values, positions); break;
  case 8: total = compact_uint64_t(src, mask, nonzero, n, (uint64_t *) values, positions); break;
  default: total = compact_pairs(src, mask, nonzero, n, (uint64_t *) values, positions); break;
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
