/* scan_contiguous.cuh - single-pass decoupled look-back scan of contiguous lines.
 *
 * The array is one sequence of n elements made of lines of `seglen` (when
 * SEGMENTED; else one line).  A tile is THREADS * ITEMS consecutive elements:
 *   1. each warp loads its part coalesced into shared memory, and each thread
 *      takes ITEMS consecutive elements from there (blocked arrangement);
 *   2. thread aggregates -> warp scan on shuffles -> warp totals in shared memory;
 *   3. warp 0 publishes the tile aggregate and looks back for the tile prefix;
 *   4. each thread rescans its elements from its prefix, and the warp stores
 *      them coalesced through shared memory (for cummax/cummin a second pass
 *      stores the positions the same way).
 * A thread holds its ITEMS elements in registers from 1 to 4, or (STAGED)
 * reads them from the stage again in 2 and 4 and writes each result over its
 * input: the tile then holds few registers while it waits in 3, and more
 * tiles fit on a multiprocessor (tuning.h); a staged op's positions' pass
 * reads its items again from the input.
 * Line starts reset the running value (segmented scan); a tile holding a line
 * start knows its inclusive prefix at once and publishes it without waiting.
 *
 * Reduce, then scan (MODE, for accumulators too wide to pass along quickly:
 * tuning.h's GP_SCAN_PREFIXED_*): the same kernel runs twice.  With
 * GP_SCAN_AGGREGATES it stops after 2 and writes each tile's aggregate and
 * whether it holds a line start; gp_tile_prefix_kernel scans those into each
 * tile's exclusive prefix; with GP_SCAN_PREFIXED, 3 reads that prefix instead
 * of looking back.  No tile waits on another, and the input is read twice. */
#ifndef GP_SCAN_CONTIGUOUS_CUH
#define GP_SCAN_CONTIGUOUS_CUH

#include "lookback.cuh"
#include "scan_ops.cuh"
#include "tuning.h"

/* Slot `slot` of a warp's stage, as an element of type E in slots of STRIDE bytes. */
template <class E, int STRIDE>
__device__ __forceinline__ E &gp_stage_slot(unsigned char *stage, int slot)
{
  if constexpr (STRIDE == sizeof(E))
    return reinterpret_cast<E *>(stage)[slot];
  else
    return *reinterpret_cast<E *>(stage + slot * STRIDE);
}

/* Phase 4 for one output: rescan the thread's ITEMS (x_at(i): item i) from
 * `run`, starting at line position p, and store what PASS selects (0: the
 * results, 1: the positions of an indexed op) coalesced through the warp's
 * stage, in slots of STRIDE bytes.  Returns whether every result was exact
 * (see gp_checked_sum_op). */
template <class Op, int ITEMS, int PAD, int STRIDE, bool SEGMENTED, int PASS, class Dst, class XAt>
__device__ __forceinline__ bool gp_rescan_store(XAt x_at, typename Op::R run, long long p, long long seglen,
                                                unsigned char *stage, Dst *__restrict__ dst, long long warp_base,
                                                long long n, bool full, int lane)
{
  bool exact = true;
#pragma unroll
  for (int i = 0; i < ITEMS; i++) {
    const auto x = x_at(i);
    run = (SEGMENTED && p == 0) ? Op::run_start(x, p) : Op::run_step(run, x, p);
    int k = lane * ITEMS + i;
    if constexpr (PASS == 0) {
      exact = exact && Op::run_exact(run);
      gp_stage_slot<Dst, STRIDE>(stage, k + k / PAD) = Op::run_out(run);
    } else {
      gp_stage_slot<Dst, STRIDE>(stage, k + k / PAD) = Op::run_index(run);
    }
    p = (SEGMENTED && p + 1 == seglen) ? 0 : p + 1;
  }
  __syncwarp();
#pragma unroll
  for (int k = 0; k < ITEMS; k++) {
    int slot = k * 32 + lane;
    long long g = warp_base + slot;
    if (full || g < n)
      dst[g] = gp_stage_slot<Dst, STRIDE>(stage, slot + slot / PAD);
  }
  __syncwarp();  /* the stage is free again */
  return exact;
}

enum { GP_SCAN_LOOKBACK = 0, GP_SCAN_AGGREGATES = 1, GP_SCAN_PREFIXED = 2 };

/* Per tile, for the reduce-then-scan modes: the aggregate and whether the
 * tile holds a line start (GP_SCAN_AGGREGATES writes them), and the
 * exclusive prefix (GP_SCAN_PREFIXED reads it). */
template <class T>
struct gp_tile_sums {
  T *aggregate;
  unsigned char *head;
  T *prefix;
};

template <class Op, class In, int THREADS, int ITEMS, bool SEGMENTED, bool LOOP, int MODE = GP_SCAN_LOOKBACK,
          int GPU = GP_GPU_GENERATION>
__global__ void __launch_bounds__(THREADS, GP_SCAN_MIN_BLOCKS_OF(GPU, sizeof(In), (gp_stage_bytes<Op, In>::value),
                                                                sizeof(typename Op::T), Op::INDEXED))
gp_scan_contiguous_kernel(const In *__restrict__ in, typename Op::Out *__restrict__ out,
                          double *__restrict__ index, long long n, long long seglen,
                          gp_tile_state<typename Op::T> st, gp_tile_sums<typename Op::T> sums = {})
{
  typedef typename Op::T T;
  typedef typename Op::Out Out;
  enum {
    WARPS = THREADS / 32,
    TILE = THREADS * ITEMS,
    WARP_ITEMS = 32 * ITEMS,
    STAGE_BYTES = gp_stage_bytes<Op, In>::value,
    PAD = STAGE_BYTES >= 8 ? 16 : 32,  /* one spare slot every PAD: fewer bank conflicts */
    STAGE_SLOTS = WARP_ITEMS + WARP_ITEMS / PAD + 1,
    STAGED = GP_SCAN_STAGED_OF(GPU, sizeof(In), STAGE_BYTES, sizeof(T), Op::INDEXED),
    /* staged, an input and its result share a slot of the larger size */
    IN_STRIDE = STAGED ? STAGE_BYTES : sizeof(In),
    OUT_STRIDE = STAGED ? STAGE_BYTES : sizeof(Out)
  };
  __shared__ __align__(16) unsigned char stage_raw[WARPS][STAGE_SLOTS * STAGE_BYTES];
  __shared__ T warp_total[WARPS];
  __shared__ bool warp_head[WARPS];
  __shared__ T tile_prefix;
  __shared__ unsigned tile_ticket;

  if (gp_launch_skipped(st))
    return;
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const long long tiles = (n + TILE - 1) / TILE;
  /* LOOP (a launch that gp_scan_grid gives fewer blocks than tiles): a block
   * takes tiles by ticket until none is left.  Otherwise one tile per block,
   * and the loop below is straight-line code (compiled into every kernel, the
   * loop cost the 8-byte kernels 20-37% on the H100: doc/PERFORMANCE.md). */
  for (;;) {
    if (MODE != GP_SCAN_LOOKBACK)  /* no tile waits on another: the block's own */
      tile_ticket = MODE == GP_SCAN_PREFIXED ? gridDim.x - 1 - blockIdx.x : blockIdx.x;
    else if (tid == 0)
      tile_ticket = atomicAdd(st.ticket, 1u);
    __syncthreads();
    const long long tile = tile_ticket;
    if (LOOP && tile >= tiles)
      break;
    const long long tile_base = tile * TILE;
    const long long warp_base = tile_base + (long long) warp * WARP_ITEMS;
    const bool full = tile_base + TILE <= n;
    unsigned char *stage = stage_raw[warp];

    /* 1. coalesced load, then each thread's ITEMS consecutive elements */
#pragma unroll
    for (int k = 0; k < ITEMS; k++) {
      int idx = k * 32 + lane;
      long long g = warp_base + idx;
      gp_stage_slot<In, IN_STRIDE>(stage, idx + idx / PAD) = (full || g < n) ? in[g] : In{};
    }
    __syncwarp();
    In x[STAGED ? 1 : ITEMS];
    if constexpr (!STAGED) {
#pragma unroll
      for (int i = 0; i < ITEMS; i++) {
        int idx = lane * ITEMS + i;
        x[i] = gp_stage_slot<In, IN_STRIDE>(stage, idx + idx / PAD);
      }
      __syncwarp();
    }
    auto x_at = [&](int i) -> In {
      const int idx = lane * ITEMS + i;
      if constexpr (STAGED)
        return gp_stage_slot<In, IN_STRIDE>(stage, idx + idx / PAD);
      else
        return x[i];
    };

    /* 2. thread aggregate, warp scan, warp totals.  p is the element's
     *    position in its line (the global index for one line). */
    const long long pos0 = warp_base + (long long) lane * ITEMS;
    const long long p0 = SEGMENTED ? pos0 % seglen : pos0;
    T acc = Op::identity();
    bool head = false;
    bool folded = false;
    if constexpr (STAGED && gp_folds_by_candidate<Op>::value) {
      /* where every lane of the warp has one clear candidate, each lifts that
       * one alone (one hypot of a complex extreme, not ITEMS); the vote keeps
       * the warp together (lanes that parted here gave wrong positions) */
      int k = 0;
      const bool one_line = !SEGMENTED || (p0 != 0 && p0 + ITEMS <= seglen);
      const bool clear = one_line && gp_thread_candidate<Op, ITEMS>(x_at, k);
      if (__all_sync(GP_FULL_MASK, clear)) {
        acc = Op::lift(x_at(k), p0 + k);
        folded = true;
      }
    }
    if (!folded) {
      long long p = p0;
#pragma unroll
      for (int i = 0; i < ITEMS; i++) {
        bool h = SEGMENTED && p == 0;
        T v = Op::lift(x_at(i), p);
        acc = h ? v : Op::combine(acc, v);
        head = head || h;
        p = (SEGMENTED && p + 1 == seglen) ? 0 : p + 1;
      }
    }
    T incl = acc;
    bool incl_head = head;
    gp_warp_scan<Op, SEGMENTED>(incl, incl_head, lane);
    T wexcl = gp_shfl_up(incl, 1);
    bool wexcl_head = __shfl_up_sync(GP_FULL_MASK, incl_head, 1);
    if (lane == 0) {
      wexcl = Op::identity();
      wexcl_head = false;
    }
    if (lane == 31) {
      warp_total[warp] = incl;
      warp_head[warp] = incl_head;
    }
    __syncthreads();

    /* the warps before this one, and the whole tile, in one fixed order */
    T wpre = Op::identity(), tile_agg = Op::identity();
    bool wpre_head = false, tile_head = false;
#pragma unroll
    for (int w = 0; w < WARPS; w++) {
      if (w == warp) {
        wpre = tile_agg;
        wpre_head = tile_head;
      }
      T t = warp_total[w];
      bool h = warp_head[w];
      tile_agg = (SEGMENTED && h) ? t : Op::combine(tile_agg, t);
      tile_head = tile_head || h;
    }
    T block_excl = wexcl_head ? wexcl : Op::combine(wpre, wexcl);
    bool block_excl_head = wpre_head || wexcl_head;

    if constexpr (MODE == GP_SCAN_AGGREGATES) {
      if (tid == 0) {
        sums.aggregate[tile] = tile_agg;
        sums.head[tile] = tile_head;
      }
      return;
    }
    /* 3. publish, look back; or the prefix the tiles' scan gave */
    if (MODE == GP_SCAN_PREFIXED) {
      if (tid == 0)
        tile_prefix = tile > 0 && !(SEGMENTED && tile_base % seglen == 0) ? sums.prefix[tile] : Op::identity();
    } else if (warp == 0) {
      T excl = Op::identity();
      const bool knows_inclusive = tile == 0 || (SEGMENTED && tile_head);
      const bool starts_line = SEGMENTED && tile_base % seglen == 0;
      if (lane == 0)
        gp_tile_publish(st, tile, knows_inclusive ? GP_TILE_INCLUSIVE : GP_TILE_AGGREGATE, tile_agg);
      if (tile > 0 && !starts_line) {
        if (GP_SCAN_LOOKBACK_DELAY > 0 && tiles >= GP_SCAN_LOOKBACK_DELAY_TILES)
          __nanosleep(GP_SCAN_LOOKBACK_DELAY);  /* in a long scan the predecessors are rarely ready yet */
        excl = gp_tile_lookback<Op, GP_SCAN_LOOKBACK_SPAN, GP_SCAN_LOOKBACK_RETRY>(st, tile, lane);
        if (lane == 0 && !knows_inclusive)
          gp_tile_publish(st, tile, GP_TILE_INCLUSIVE, Op::combine(excl, tile_agg));
      }
      if (lane == 0)
        tile_prefix = excl;
    }
    __syncthreads();

    /* 4. rescan from the thread's prefix, store coalesced */
    const typename Op::R run0 =
      Op::run_from(block_excl_head ? block_excl : Op::combine(tile_prefix, block_excl));
    bool exact = gp_rescan_store<Op, ITEMS, PAD, OUT_STRIDE, SEGMENTED, 0>(x_at, run0, p0, seglen, stage, out,
                                                                           warp_base, n, full, lane);
    if constexpr (Op::INDEXED)
      if (index != NULL) {  /* positions wanted */
        if constexpr (STAGED) {  /* the results are now where the items were: the items again from the input (L2) */
          auto x_again = [&](int i) -> In {
            const long long g = pos0 + i;
            return (full || g < n) ? in[g] : In{};
          };
          gp_rescan_store<Op, ITEMS, PAD, sizeof(double), SEGMENTED, 1>(x_again, run0, p0, seglen, stage, index,
                                                                        warp_base, n, full, lane);
        } else {
          gp_rescan_store<Op, ITEMS, PAD, sizeof(double), SEGMENTED, 1>(x_at, run0, p0, seglen, stage, index,
                                                                        warp_base, n, full, lane);
        }
      }
    gp_report_inexact(st, exact);
    if (!LOOP)
      break;
    __syncthreads();  /* every thread is done with this tile's shared state before the next ticket */
  }
}

/* The tiles' scan between the two runs of the reduce-then-scan modes: one
 * block of GP_TILE_PREFIX_THREADS, each thread folding a run of
 * consecutive tiles, the runs' totals scanned across the block, then each
 * run again writing every tile's exclusive prefix (a line start resets it).
 * The grouping is fixed, so the results are the same run to run. */
template <class Op, bool SEGMENTED>
__global__ void __launch_bounds__(GP_TILE_PREFIX_THREADS)
gp_tile_prefix_kernel(gp_tile_sums<typename Op::T> sums, long long tiles)
{
  typedef typename Op::T T;
  enum { WARPS = GP_TILE_PREFIX_THREADS / 32 };
  __shared__ T warp_total[WARPS];
  __shared__ bool warp_head[WARPS];
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const long long run = (tiles + GP_TILE_PREFIX_THREADS - 1) / GP_TILE_PREFIX_THREADS;
  const long long first = tid * run, end = first + run < tiles ? first + run : tiles;
  T acc = Op::identity();
  bool head = false;
  for (long long t = first; t < end; t++) {
    const bool h = SEGMENTED && sums.head[t];
    acc = h ? sums.aggregate[t] : Op::combine(acc, sums.aggregate[t]);
    head = head || h;
  }
  T incl = acc;
  bool incl_head = head;
  gp_warp_scan<Op, SEGMENTED>(incl, incl_head, lane);
  T excl = gp_shfl_up(incl, 1);
  bool excl_head = __shfl_up_sync(GP_FULL_MASK, incl_head, 1);
  if (lane == 0) {
    excl = Op::identity();
    excl_head = false;
  }
  if (lane == 31) {
    warp_total[warp] = incl;
    warp_head[warp] = incl_head;
  }
  __syncthreads();
  T before = Op::identity();  /* the warps before this one, in order */
  for (int w = 0; w < warp; w++)
    before = (SEGMENTED && warp_head[w]) ? warp_total[w] : Op::combine(before, warp_total[w]);
  T prefix = excl_head ? excl : Op::combine(before, excl);
  for (long long t = first; t < end; t++) {
    sums.prefix[t] = prefix;
    prefix = (SEGMENTED && sums.head[t]) ? sums.aggregate[t] : Op::combine(prefix, sums.aggregate[t]);
  }
}

#endif
