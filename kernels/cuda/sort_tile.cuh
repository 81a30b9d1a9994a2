/* sort_tile.cuh - one tile of one radix-sort pass, shared by the one-sweep
 * kernel (tiles of a line in parallel, look-back between them) and the
 * line kernel (a block walks its line's tiles in order).
 *
 * A tile is THREADS * ITEMS consecutive elements.  Warp w holds the tile's
 * w-th run of 32 * ITEMS; at step j lane l holds element j * 32 + l of that
 * run, so loads are coalesced and each step's lanes are in element order.
 * Ranking is stable: at each step the lanes with the same digit find each
 * other (nine ballots, one per bit of the digit and the "past the end"
 * bit), and the lowest of them advances the warp's
 * counter of that digit by their number (one shared-memory atomic) and
 * hands the old count to the others, who take their places after it in
 * lane order.  The warps' counters, scanned digit-major, give every element
 * its place in the tile sorted by digit.  The tile is then staged in shared
 * memory in that order and written out digit run by digit run, so each run
 * goes to consecutive addresses. */
#ifndef GP_SORT_TILE_CUH
#define GP_SORT_TILE_CUH

#include "sort_keys.h"
#include "tuning.h"
#include "warp.cuh"

enum { GP_RADIX = 256, GP_SORT_THREADS = 256, GP_SORT_WARPS = GP_SORT_THREADS / 32 };

/* How element bits become keys, and back (sort_keys.h). */
struct gp_key_code {
  int kind;
  int descending;
};

template <class K>
__device__ __forceinline__ K gp_encode(K bits, gp_key_code c)
{
  return (K) gp_key_of((uint64_t) bits, c.kind, (int) sizeof(K) * 8, c.descending);
}

template <class K>
__device__ __forceinline__ K gp_decode(K key, gp_key_code c)
{
  return (K) gp_key_value((uint64_t) key, c.kind, (int) sizeof(K) * 8, c.descending);
}

template <class K>
__device__ __forceinline__ bool gp_is_special(K bits, gp_key_code c)
{
  return gp_key_special((uint64_t) bits, c.kind, (int) sizeof(K) * 8) != 0;
}

/* Shared memory of a tile; without values, no room is kept for them. */
template <class K, int ITEMS, bool VALUES = true>
struct gp_sort_tile_smem {
  enum { TILE = GP_SORT_THREADS * ITEMS };
  union {
    unsigned warp_counts[GP_SORT_WARPS][GP_RADIX]; /* while ranking */
    struct {
      K keys[TILE];
      unsigned values[VALUES ? TILE : 1];
    } stage;                                       /* while writing out */
  } u;
  unsigned tile_count[GP_RADIX];   /* elements of each digit in the tile */
  unsigned tile_start[GP_RADIX];   /* where each digit's run starts in the sorted tile */
  long long out_start[GP_RADIX];   /* output index of sorted-tile slot 0 of each digit's run */
  unsigned warp_sums[GP_SORT_WARPS];
};

/* The lanes of the warp whose d equals this lane's (d < 512): nine
 * ballots, one per bit of d.  On the H100 this ranks 2^28 keys in 9.6 ms
 * where one __match_any_sync per item took 12.0 ms (bench/bench_sort 28
 * quick; doc/PERFORMANCE.md); GP_SORT_PEERS_MATCH brings the match back,
 * to compare. */
__device__ __forceinline__ unsigned gp_peers(unsigned d)
{
#ifdef GP_SORT_PEERS_MATCH
  return __match_any_sync(GP_FULL_MASK, d);
#else
  unsigned peers = GP_FULL_MASK;
#pragma unroll
  for (int b = 0; b < 9; b++) {
    const unsigned set = __ballot_sync(GP_FULL_MASK, (d >> b) & 1u);
    peers &= ((d >> b) & 1u) ? set : ~set;
  }
  return peers;
#endif
}

/* Exclusive scan of one value per thread over the block (256 threads). */
template <class S>
__device__ __forceinline__ unsigned gp_block_exclusive_scan(unsigned v, S &sm)
{
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  unsigned inclusive = v;
#pragma unroll
  for (int d = 1; d < 32; d <<= 1) {
    unsigned before = __shfl_up_sync(GP_FULL_MASK, inclusive, d);
    if (lane >= d)
      inclusive += before;
  }
  if (lane == 31)
    sm.warp_sums[warp] = inclusive;
  __syncthreads();
  unsigned before_warp = 0;
#pragma unroll
  for (int w = 0; w < GP_SORT_WARPS; w++)
    before_warp += w < warp ? sm.warp_sums[w] : 0u;
  __syncthreads();  /* warp_sums is free again */
  return before_warp + inclusive - v;
}

/* Load a tile's keys (encoding element bits where raw) and, with values,
 * its values (the positions first + element where in_values is NULL).
 * Slots past `valid` get nothing. */
template <class K, int ITEMS, bool VALUES>
__device__ __forceinline__ void gp_load_tile(const K *__restrict__ in, bool raw, gp_key_code code,
                                             const unsigned *__restrict__ in_values, long long first,
                                             long long tile_base, int valid, K (&keys)[ITEMS],
                                             unsigned (&values)[ITEMS])
{
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
#pragma unroll
  for (int j = 0; j < ITEMS; j++) {
    const int e = warp * 32 * ITEMS + j * 32 + lane;
    keys[j] = 0;
    values[j] = 0;
    if (e < valid) {
      const long long g = tile_base + e;
      keys[j] = raw ? gp_encode(in[g], code) : in[g];
      if (VALUES)
        values[j] = in_values ? in_values[g] : (unsigned) (first + g);
    }
  }
}

/* Rank the tile's keys by the digit at `shift`: rank[j] becomes the place
 * among the warp's elements of that digit; the tile's counts and run starts
 * go to shared memory (thread d has digit d's count, returned). */
template <class K, int ITEMS, class S>
__device__ __forceinline__ unsigned gp_rank_counts(const K (&keys)[ITEMS], int shift, int valid,
                                                   unsigned (&rank)[ITEMS], S &sm)
{
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  for (int i = tid; i < GP_SORT_WARPS * GP_RADIX; i += GP_SORT_THREADS)
    (&sm.u.warp_counts[0][0])[i] = 0;
  __syncthreads();
  unsigned *mine = sm.u.warp_counts[warp];
  const unsigned lanes_before = (1u << lane) - 1u;
#pragma unroll
  for (int j = 0; j < ITEMS; j++) {
    const bool ok = warp * 32 * ITEMS + j * 32 + lane < valid;
    const unsigned d = ok ? (unsigned) (keys[j] >> shift) & 255u : 256u;
    const unsigned peers = gp_peers(d);
    const int leader = __ffs(peers) - 1;
    unsigned before = 0;
    if (ok && lane == leader)
      before = atomicAdd(&mine[d], (unsigned) __popc(peers));
    rank[j] = __shfl_sync(GP_FULL_MASK, before, leader) + __popc(peers & lanes_before);
  }
  __syncthreads();
  /* thread d: the warps' counts of digit d become the warps' starts in its run */
  unsigned total = 0;
#pragma unroll
  for (int w = 0; w < GP_SORT_WARPS; w++) {
    const unsigned c = sm.u.warp_counts[w][tid];
    sm.u.warp_counts[w][tid] = total;
    total += c;
  }
  sm.tile_count[tid] = total;
  sm.tile_start[tid] = gp_block_exclusive_scan(total, sm);
  return total;
}

/* rank[j] becomes the element's slot in the tile sorted by digit. */
template <class K, int ITEMS, class S>
__device__ __forceinline__ void gp_rank_finish(const K (&keys)[ITEMS], int shift, int valid, unsigned (&rank)[ITEMS],
                                               S &sm)
{
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  __syncthreads();  /* every thread's out_start and the scans are in */
#pragma unroll
  for (int j = 0; j < ITEMS; j++) {
    const unsigned d = (unsigned) (keys[j] >> shift) & 255u;
    if (warp * 32 * ITEMS + j * 32 + lane < valid)
      rank[j] += sm.u.warp_counts[warp][d] + sm.tile_start[d];
  }
  __syncthreads();  /* warp_counts is about to become the stage */
}

/* Stage the tile in sorted order, then write each slot r to out_start[digit]
 * + r: keys (decoded where raw; none where out is NULL) and values. */
template <class K, int ITEMS, bool VALUES>
__device__ __forceinline__ void gp_write_tile(const K (&keys)[ITEMS], const unsigned (&values)[ITEMS],
                                              const unsigned (&rank)[ITEMS], int shift, int valid,
                                              K *__restrict__ out, bool raw, gp_key_code code,
                                              unsigned *__restrict__ out_values,
                                              gp_sort_tile_smem<K, ITEMS, VALUES> &sm)
{
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
#pragma unroll
  for (int j = 0; j < ITEMS; j++) {
    if (warp * 32 * ITEMS + j * 32 + lane < valid) {
      sm.u.stage.keys[rank[j]] = keys[j];
      if (VALUES)
        sm.u.stage.values[rank[j]] = values[j];
    }
  }
  __syncthreads();
#pragma unroll
  for (int j = 0; j < ITEMS; j++) {
    const int r = j * GP_SORT_THREADS + tid;
    if (r < valid) {
      const K k = sm.u.stage.keys[r];
      const long long to = sm.out_start[(k >> shift) & 255] + r;
      if (out)
        out[to] = raw ? gp_decode(k, code) : k;
      if (VALUES && out_values)
        out_values[to] = sm.u.stage.values[r];
    }
  }
  __syncthreads();  /* the stage is free for the next tile */
}

#endif
