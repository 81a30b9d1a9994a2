/* scan_launch.cuh - host side of one scan: tile-state storage, then the launch. */
#ifndef GP_SCAN_LAUNCH_CUH
#define GP_SCAN_LAUNCH_CUH

#include "cuda_state.h"
#include "scan_contiguous.cuh"
#include "scan_ops.cuh"
#include "scan_strided.cuh"
#include "tuning.h"

static inline size_t gp_align_up(size_t v, size_t a)
{
  return (v + a - 1) / a * a;
}

/* Tile states for `tiles` tiles of `width` values each, in one pool block. */
template <class T>
static gp_status gp_tile_state_alloc(gp_cuda_state *s, long long tiles, long long width,
                                     gp_tile_state<T> *st, void **block)
{
  /* contiguous scans of small values use packed descriptors, the rest flags + values */
  const bool packed = width == 1 && gp_packed_traits<T>::enabled;
  size_t desc_bytes = packed ? gp_align_up((size_t) tiles * sizeof(gp_tile_descriptor<T>), 256) : 0;
  size_t flag_bytes = gp_align_up((size_t) (tiles + 1) * sizeof(unsigned), 256);
  size_t value_bytes = packed ? 0 : gp_align_up((size_t) (tiles * width) * sizeof(T), 256);
  gp_status status = gp_pool_alloc(&s->pool, desc_bytes + flag_bytes + 2 * value_bytes, block);
  if (status != GP_SUCCESS)
    return status;
  char *base = (char *) *block;
  st->descriptors = packed ? base : NULL;
  st->flags = (unsigned *) (base + desc_bytes);
  st->ticket = st->flags + tiles;
  st->aggregate = (T *) (base + desc_bytes + flag_bytes);
  st->inclusive = (T *) (base + desc_bytes + flag_bytes + value_bytes);
  status = gp_cuda_status(cudaMemsetAsync(base, 0, desc_bytes + (size_t) (tiles + 1) * sizeof(unsigned),
                                          s->stream));
  if (status != GP_SUCCESS) {
    gp_pool_free(&s->pool, *block);
    *block = NULL;
  }
  return status;
}

/* Scan device arrays x -> y with the arithmetic Op, along `shape`. */
template <class Op, class In>
static gp_status gp_launch_scan(gp_cuda_state *s, const void *x, void *y, gp_shape3 shape)
{
  typedef typename Op::T T;
  typedef typename Op::Out Out;
  enum { STAGE = sizeof(In) > sizeof(Out) ? sizeof(In) : sizeof(Out) };
  const In *in = (const In *) x;
  Out *out = (Out *) y;
  const long long n = shape.outer * shape.len * shape.inner;
  gp_tile_state<T> st;
  void *block = NULL;
  gp_status status;

  if (shape.inner == 1) {
    enum { THREADS = GP_SCAN_THREADS, ITEMS = GP_SCAN_ITEMS(STAGE), TILE = THREADS * ITEMS };
    long long tiles = (n + TILE - 1) / TILE;
    status = gp_tile_state_alloc<T>(s, tiles, 1, &st, &block);
    if (status != GP_SUCCESS)
      return status;
    if (shape.outer > 1 && shape.len < n)
      gp_scan_contiguous_kernel<Op, In, THREADS, ITEMS, true>
        <<<(unsigned) tiles, THREADS, 0, s->stream>>>(in, out, n, shape.len, st);
    else
      gp_scan_contiguous_kernel<Op, In, THREADS, ITEMS, false>
        <<<(unsigned) tiles, THREADS, 0, s->stream>>>(in, out, n, n, st);
  } else {
    enum { THREADS = GP_STRIDED_THREADS, ROWS = GP_STRIDED_ROWS(STAGE) };
    long long per_outer = (shape.inner + THREADS - 1) / THREADS;
    long long col_blocks = per_outer * shape.outer;
    long long chunks = (shape.len + ROWS - 1) / ROWS;
    long long tiles = col_blocks * chunks;
    status = gp_tile_state_alloc<T>(s, tiles, THREADS, &st, &block);
    if (status != GP_SUCCESS)
      return status;
    gp_scan_strided_kernel<Op, In, THREADS, ROWS>
      <<<(unsigned) tiles, THREADS, 0, s->stream>>>(in, out, shape.len, shape.inner,
                                                    per_outer, col_blocks, st);
  }
  status = gp_cuda_after_launch(s);
  gp_pool_free(&s->pool, block);  /* stream order keeps it until the kernel is done */
  return status;
}

#endif
