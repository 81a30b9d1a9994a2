/* compact_rules.c - what compaction means, shared by the front end and both
 * backends: which bits make an element nonzero, and which of the kept
 * elements find (x, n, "last") keeps. */
#include "gp_internal.h"

uint64_t gp_nonzero_bits(gp_dtype dtype)
{
  switch (dtype) {
  case GP_DOUBLE: return 0x7fffffffffffffffull;
  case GP_SINGLE: return 0x7fffffffull;
  default: return ~0ull;
  }
}

int64_t gp_compact_numel(const gp_compact_call *c)
{
  return gp_array_numel(c->x) / (c->complex_parts ? 2 : 1);
}

size_t gp_compact_elem_bytes(const gp_compact_call *c)
{
  return gp_dtype_size(c->x->dtype) * (c->complex_parts ? 2 : 1);
}

uint64_t gp_compact_nonzero(const gp_compact_call *c)
{
  const uint64_t bits = gp_nonzero_bits(c->x->dtype);
  return c->complex_parts && c->x->dtype == GP_SINGLE ? bits | bits << 32 : bits;  /* a complex double: each word */
}

void gp_compact_kept_range(int64_t total, int64_t limit, int from_end, int64_t *first, int64_t *kept)
{
  *kept = limit >= 0 && limit < total ? limit : total;
  *first = from_end ? total - *kept : 0;
}
