/* scan_blocks.cuh - the classic block-level scans, for teaching and comparison.
 *
 * Each turns s[0 .. tile) in shared memory into its inclusive scan under
 * Op::combine, in place, called by all GP_VAR_THREADS threads of a block after
 * a __syncthreads() and ending with one.  Values are combined earlier-first
 * everywhere, so non-commutative ops (clamp maps, extremes with positions)
 * stay correct.  gp_block_tile() gives each one's tile size. */
#ifndef GP_SCAN_BLOCKS_CUH
#define GP_SCAN_BLOCKS_CUH

#include "gpuprim.h"
#include "warp.cuh"

enum {
  GP_VAR_THREADS = 128,
  GP_VAR_WARPS = GP_VAR_THREADS / 32,
  GP_VAR_ITEMS = 4,                                /* three-phase: elements per thread */
  GP_VAR_SLOTS = GP_VAR_THREADS * GP_VAR_ITEMS     /* the largest tile, in values of T */
};

static inline __host__ __device__ int gp_block_tile(gp_scan_algorithm alg)
{
  switch (alg) {
  case GP_SCAN_KOGGE_STONE:
  case GP_SCAN_HIERARCHICAL: return GP_VAR_THREADS;
  case GP_SCAN_BRENT_KUNG:
  case GP_SCAN_BLELLOCH: return 2 * GP_VAR_THREADS;
  default: return GP_VAR_THREADS * GP_VAR_ITEMS;  /* three-phase, chained */
  }
}

/* Kogge-Stone, double buffered: log2(T) steps, each thread adds the value d
 * places back; reading one buffer while writing the other needs one barrier
 * per step.  Work O(n log n).  Uses s[0 .. 2 * THREADS). */
template <class Op>
__device__ void gp_block_kogge_stone(typename Op::T *s)
{
  typedef typename Op::T T;
  const int t = threadIdx.x;
  T *from = s, *to = s + GP_VAR_THREADS;
  for (int d = 1; d < GP_VAR_THREADS; d *= 2) {
    to[t] = t >= d ? Op::combine(from[t - d], from[t]) : from[t];
    __syncthreads();
    T *swap = from;
    from = to;
    to = swap;
  }
  if (from != s)
    s[t] = from[t];  /* only thread t touches slot t */
  __syncthreads();
}

/* The up-sweep shared by Brent-Kung and Blelloch: a reduction tree in place,
 * each node ending with the total of its left-aligned subtree. */
template <class Op>
__device__ void gp_block_up_sweep(typename Op::T *s, int tile)
{
  const int t = threadIdx.x;
  for (int stride = 1; stride < tile; stride *= 2) {
    int i = (t + 1) * stride * 2 - 1;
    if (i < tile)
      s[i] = Op::combine(s[i - stride], s[i]);
    __syncthreads();
  }
}

/* Brent-Kung: up-sweep, then a down-sweep that pushes each left subtree's
 * total into the right neighbours still missing it.  Work O(n), 2 log n steps. */
template <class Op>
__device__ void gp_block_brent_kung(typename Op::T *s)
{
  const int tile = 2 * GP_VAR_THREADS, t = threadIdx.x;
  gp_block_up_sweep<Op>(s, tile);
  for (int stride = tile / 4; stride > 0; stride /= 2) {
    int i = (t + 1) * stride * 2 - 1;
    if (i + stride < tile)
      s[i + stride] = Op::combine(s[i], s[i + stride]);
    __syncthreads();
  }
}

/* Blelloch (work-efficient): up-sweep, clear the root, down-sweep giving the
 * exclusive scan; the inclusive one is each exclusive prefix combined with
 * the element, which each thread kept for its two slots. */
template <class Op>
__device__ void gp_block_blelloch(typename Op::T *s)
{
  typedef typename Op::T T;
  const int tile = 2 * GP_VAR_THREADS, t = threadIdx.x;
  const T a = s[2 * t], b = s[2 * t + 1];
  gp_block_up_sweep<Op>(s, tile);
  if (t == 0)
    s[tile - 1] = Op::identity();
  __syncthreads();
  for (int stride = tile / 2; stride > 0; stride /= 2) {
    int i = (t + 1) * stride * 2 - 1;
    if (i < tile) {
      T left = s[i - stride];  /* the left subtree's total */
      s[i - stride] = s[i];    /* the prefix before both subtrees */
      s[i] = Op::combine(s[i], left);
    }
    __syncthreads();
  }
  s[2 * t] = Op::combine(s[2 * t], a);
  s[2 * t + 1] = Op::combine(s[2 * t + 1], b);
  __syncthreads();
}

/* Three-phase (coarsened): each thread scans its GP_VAR_ITEMS consecutive
 * values sequentially, the section totals get a Kogge-Stone scan in `sec`
 * (GP_VAR_THREADS values), and each section adds its predecessors' total. */
template <class Op>
__device__ void gp_block_three_phase(typename Op::T *s, typename Op::T *sec)
{
  typedef typename Op::T T;
  const int t = threadIdx.x;
  T *mine = s + t * GP_VAR_ITEMS;
  T acc = mine[0];
#pragma unroll
  for (int k = 1; k < GP_VAR_ITEMS; k++) {
    acc = Op::combine(acc, mine[k]);
    mine[k] = acc;
  }
  sec[t] = acc;
  __syncthreads();
  for (int d = 1; d < GP_VAR_THREADS; d *= 2) {
    T v = t >= d ? Op::combine(sec[t - d], sec[t]) : sec[t];
    __syncthreads();
    sec[t] = v;
    __syncthreads();
  }
  if (t > 0) {
    const T before = sec[t - 1];
#pragma unroll
    for (int k = 0; k < GP_VAR_ITEMS; k++)
      mine[k] = Op::combine(before, mine[k]);
  }
  __syncthreads();
}

/* The block scan of the hierarchical scheme: one value per thread, a
 * shuffle scan within each warp, the warp totals scanned by warp 0 (in
 * `totals`, GP_VAR_WARPS values), added back. */
template <class Op>
__device__ void gp_block_warp_shuffle(typename Op::T *s, typename Op::T *totals)
{
  typedef typename Op::T T;
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  T v = s[t];
  for (int d = 1; d < 32; d *= 2) {
    T u = gp_shfl_up(v, d);
    if (lane >= d)
      v = Op::combine(u, v);
  }
  if (lane == 31)
    totals[warp] = v;
  __syncthreads();
  if (warp == 0) {
    T w = lane < GP_VAR_WARPS ? totals[lane] : Op::identity();
    for (int d = 1; d < 32; d *= 2) {
      T u = gp_shfl_up(w, d);
      if (lane >= d)
        w = Op::combine(u, w);
    }
    if (lane < GP_VAR_WARPS)
      totals[lane] = w;
  }
  __syncthreads();
  if (warp > 0)
    v = Op::combine(totals[warp - 1], v);
  s[t] = v;
  __syncthreads();
}

/* The variant `alg` on s; `extra` holds GP_VAR_THREADS more values. */
template <class Op>
__device__ void gp_block_scan(gp_scan_algorithm alg, typename Op::T *s, typename Op::T *extra)
{
  switch (alg) {
  case GP_SCAN_KOGGE_STONE: gp_block_kogge_stone<Op>(s); break;
  case GP_SCAN_BRENT_KUNG: gp_block_brent_kung<Op>(s); break;
  case GP_SCAN_BLELLOCH: gp_block_blelloch<Op>(s); break;
  case GP_SCAN_HIERARCHICAL: gp_block_warp_shuffle<Op>(s, extra); break;
  default: gp_block_three_phase<Op>(s, extra); break;
  }
}

#endif
