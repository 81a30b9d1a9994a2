/* compact_host.c - the host backend's compaction: one sequential pass. */
#include <string.h>

#include "gp_internal.h"

/* The element's bits (elem_size bytes, little-endian) as an integer. */
static uint64_t bits_of(const unsigned char *p, size_t elem_size)
{
  uint64_t b = 0;
  memcpy(&b, p, elem_size);
  return b;
}

gp_status gp_host_compact(const gp_compact_call *call, int64_t *count)
{
  const gp_array *x = call->x;
  const size_t es = gp_dtype_size(x->dtype);
  const int64_t n = gp_array_numel(x);
  const unsigned char *src = (const unsigned char *) x->data;
  const unsigned char *mask = call->mask ? (const unsigned char *) call->mask->data : NULL;
  const uint64_t nonzero = gp_nonzero_bits(x->dtype);
  unsigned char *values = call->values ? (unsigned char *) call->values->data : NULL;
  double *positions = call->positions ? (double *) call->positions->data : NULL;

  int64_t total = 0;
  for (int64_t i = 0; i < n; i++) {
    int keep = mask ? mask[i] != 0 : (bits_of(src + (size_t) i * es, es) & nonzero) != 0;
    if (!keep)
      continue;
    if (values)
      memcpy(values + (size_t) total * es, src + (size_t) i * es, es);
    if (positions)
      positions[total] = (double) (i + 1);
    total++;
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
