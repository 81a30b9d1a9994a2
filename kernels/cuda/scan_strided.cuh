/* scan_strided.cuh - scan along a dimension other than the first (inner > 1).
 *
 * Neighbouring threads take neighbouring columns i, so every row access is
 * coalesced, and each thread scans ROWS rows of its column sequentially.  A
 * tile is THREADS columns x ROWS rows; tiles down the same columns chain
 * through a decoupled look-back that carries one value per column, folded in
 * the same fixed order as the contiguous scan.  No transpose.  Indexed ops
 * (cummax, cummin) also store each result's position. */
#ifndef GP_SCAN_STRIDED_CUH
#define GP_SCAN_STRIDED_CUH

#include "lookback.cuh"

template <class Op, class In, int THREADS, int ROWS, bool LOOP>
__global__ void __launch_bounds__(THREADS)
gp_scan_strided_kernel(const In *__restrict__ in, typename Op::Out *__restrict__ out,
                       double *__restrict__ index, long long len, long long inner,
                       long long col_blocks_per_outer, long long col_blocks,
                       gp_tile_state<typename Op::T> st)
{
  typedef typename Op::T T;
  typedef typename Op::Out Out;
  __shared__ unsigned tile_ticket;
  __shared__ long long found_tile;

  if (gp_launch_skipped(st))
    return;
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const long long tiles = col_blocks * ((len + ROWS - 1) / ROWS);
  /* LOOP (a launch that gp_scan_grid gives fewer blocks than tiles): a block
   * takes tiles by ticket until none is left.  Otherwise one tile per block,
   * and the loop below is straight-line code. */
  for (;;) {
    if (tid == 0)
      tile_ticket = atomicAdd(st.ticket, 1u);
    __syncthreads();
    /* tickets run across all column blocks of one row chunk, then the next
     * chunk, so a tile's predecessors always hold smaller tickets */
    const long long tile = tile_ticket;
    if (LOOP && tile >= tiles)
      break;
    const long long chunk = tile / col_blocks, cb = tile % col_blocks;
    const long long o = cb / col_blocks_per_outer, ib = cb % col_blocks_per_outer;
    const long long i = ib * THREADS + tid;
    const bool active = i < inner;
    const long long l0 = chunk * ROWS;
    const int rows = len - l0 < ROWS ? (int) (len - l0) : ROWS;
    const long long base = (o * len + l0) * inner + i;

    In x[ROWS];
#pragma unroll
    for (int r = 0; r < ROWS; r++)
      x[r] = (active && r < rows) ? in[base + r * inner] : In{};
    T agg = Op::identity();
#pragma unroll
    for (int r = 0; r < ROWS; r++)
      if (r < rows)
        agg = Op::combine(agg, Op::lift(x[r], l0 + r));

    const long long slot = tile * THREADS + tid;
    T excl = Op::identity();
    if (chunk == 0) {
      gp_columns_publish(st, tile, slot, GP_TILE_INCLUSIVE, agg);
    } else {
      gp_columns_publish(st, tile, slot, GP_TILE_AGGREGATE, agg);
      if (warp == 0) {
        long long f = gp_lookback_find(st.flags, tile, col_blocks, lane);
        if (lane == 0)
          found_tile = f;
      }
      __syncthreads();
      __threadfence();
      const long long found = found_tile;
      excl = gp_load_cg(st.inclusive + found * THREADS + tid);
      for (long long t = found + col_blocks; t < tile; t += col_blocks)
        excl = Op::combine(excl, gp_load_cg(st.aggregate + t * THREADS + tid));
      gp_columns_publish(st, tile, slot, GP_TILE_INCLUSIVE, Op::combine(excl, agg));
    }

    typename Op::R run = Op::run_from(excl);
    bool exact = true;
#pragma unroll
    for (int r = 0; r < ROWS; r++) {
      if (r < rows) {
        run = Op::run_step(run, x[r], l0 + r);
        exact = exact && Op::run_exact(run);
        if (active) {
          out[base + r * inner] = Op::run_out(run);
          if constexpr (Op::INDEXED)
            if (index != NULL)
              index[base + r * inner] = Op::run_index(run);
        }
      }
    }
    gp_report_inexact(st, exact);
    if (!LOOP)
      break;
    __syncthreads();  /* every thread is done with this tile's shared state before the next ticket */
  }
}

#endif
