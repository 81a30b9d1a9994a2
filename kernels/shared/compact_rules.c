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

void gp_compact_kept_range(int64_t total, int64_t limit, int from_end, int64_t *first, int64_t *kept)
{
  *kept = limit >= 0 && limit < total ? limit : total;
  *first = from_end ? total - *kept : 0;
}
