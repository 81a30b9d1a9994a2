/* index_moves_host.c - gathers and scatters by 1-based positions
 * (gp_index_move, for gp_unique): the host reference of index_moves.cu. */
#include <string.h>

#include "gp_internal.h"
#include "take_positions.h"

gp_status gp_host_move_by_index(const gp_index_move *m)
{
  const unsigned char *src = (const unsigned char *) m->src;
  unsigned char *dst = (unsigned char *) m->dst;
  const int64_t indexed_rows = m->scatter ? m->dst_rows : m->src_rows;
  gp_status st = GP_SUCCESS;
  for (int64_t k = 0; k < m->count; k++) {
    const double p = m->positions[k];
    if (!gp_take_position_ok(p, indexed_rows)) {
      st = GP_ERROR_INVALID_ARGUMENT;
      continue;
    }
    const int64_t at = (int64_t) p - 1;
    if (!src) {  /* the inverse permutation */
      const double v = (double) (k + 1);
      memcpy(dst + (size_t) at * sizeof v, &v, sizeof v);
      continue;
    }
    const int64_t from = m->scatter ? k : at, to = m->scatter ? at : k;
    for (int64_t c = 0; c < m->cols; c++)
      memcpy(dst + (size_t) (c * m->dst_rows + to) * m->elem_bytes,
             src + (size_t) (c * m->src_rows + from) * m->elem_bytes, m->elem_bytes);
  }
  return st;
}
