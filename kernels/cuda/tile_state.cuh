/* tile_state.cuh - host side of a look-back launch: the tile states'
 * storage (lookback.cuh), from the context's pool. */
#ifndef GP_TILE_STATE_CUH
#define GP_TILE_STATE_CUH

#include "cuda_state.h"
#include "lookback.cuh"

/* Optional hooks of a launch: where a checked op reports an inexact output,
 * and a flag without which the launch does nothing (see gp_checked_sum_op). */
typedef struct gp_scan_guard {
  unsigned *inexact;
  const unsigned *only_if;
} gp_scan_guard;

/* Tile states for `tiles` tiles of `width` values each, in one pool block:
 * the ticket, then packed descriptors (contiguous scans of values of at most
 * 8 bytes) or flags and two value arrays (the rest).  Only the ticket and the
 * descriptors or flags need zeroing. */
template <class T>
static gp_status gp_tile_state_alloc(gp_cuda_state *s, long long tiles, long long width,
                                     gp_scan_guard guard, gp_tile_state<T> *st, void **block)
{
  const bool packed = width == 1 && gp_packed_traits<T>::enabled;
  const size_t ticket_bytes = 256;
  size_t desc_bytes = packed ? gp_align_up((size_t) tiles * sizeof(gp_tile_descriptor<T>), 256) : 0;
  size_t flag_bytes = packed ? 0 : gp_align_up((size_t) tiles * sizeof(unsigned), 256);
  size_t value_bytes = packed ? 0 : gp_align_up((size_t) (tiles * width) * sizeof(T), 256);
  size_t zeroed = ticket_bytes + desc_bytes + flag_bytes;
  gp_status status = gp_pool_alloc(&s->pool, zeroed + 2 * value_bytes, block);
  if (status != GP_SUCCESS)
    return status;
  char *base = (char *) *block;
  st->ticket = (unsigned *) base;
  st->descriptors = packed ? base + ticket_bytes : NULL;
  st->flags = packed ? NULL : (unsigned *) (base + ticket_bytes);
  st->aggregate = packed ? NULL : (T *) (base + zeroed);
  st->inclusive = packed ? NULL : (T *) (base + zeroed + value_bytes);
  st->inexact = guard.inexact;
  st->only_if = guard.only_if;
  status = gp_cuda_status(cudaMemsetAsync(base, 0, zeroed, s->stream));
  if (status != GP_SUCCESS) {
    gp_pool_free(&s->pool, *block);
    *block = NULL;
  }
  return status;
}

#endif
