/* sort_tile.cuh - one tile of one radix-sort pass, shared by the one-sweep
 * kernel (tiles of a line in parallel, look-back between them) and the
 * line kernel (a block walks its line's tiles in order).
 *
 * A tile is THREADS * ITEMS consecutive elements.  Warp w holds the tile's
 * w-th run of 32 * ITEMS; at step j lane l holds element j * 32 + l of that
 * run, so loads are coalesced and each step's lanes are in element order.
 * Ranking is stable: at each step the lanes with the same digit find each
 * other (one shared-memory atomicOr each into their digit's mask), and the lowest of them advances the warp's
 * counter of that digit by their number (one shared-memory atomic) and
 * hands the old count to the others, who take their places after it in
 * lane order.  The warps' counters, scanned digit-major, give every element
 * its place in the tile sorted by digit.  The keys are then staged in shared
 * memory in that order and written out digit run by digit run, so each run
 * goes to consecutive addresses.  Values come after the keys, through the
 * same stage: they are loaded only then, so they take no registers while
 * the keys are ranked.
 *
 * FULL: the tile has all THREADS * ITEMS elements (every tile of a line but
 * its last), so no slot is checked against `valid`. */
#ifndef GP_SORT_TILE_CUH
#define GP_SORT_TILE_CUH

#include "sort_keys.h"
#include "tuning.h"
#include "warp.cuh"

enum { GP_RADIX = 256, GP_SORT_THREADS = 256, GP_SORT_WARPS = GP_SORT_THREADS / 32 };

/* How element bits become keys, and back (sort_keys.h). */
struct gp_key_code {
  int kind;
  int order;
};

template <class K>
__device__ __forceinline__ K gp_encode(K bits, gp_key_code c)
{
  return (K) gp_key_of((uint64_t) bits, c.kind, (int) sizeof(K) * 8, c.order);
}

template <class K>
__device__ __forceinline__ K gp_decode(K key, gp_key_code c)
{
  return (K) gp_key_value((uint64_t) key, c.kind, (int) sizeof(K) * 8, c.order);
}

template <class K>
__device__ __forceinline__ bool gp_is_special(K bits, gp_key_code c)
{
  return gp_key_special((uint64_t) bits, c.kind, (int) sizeof(K) * 8) != 0;
}

/* A key code whose kind is fixed when the kernel is compiled, for the
 * one-sweep passes: with the kind a runtime value, every key that the
 * first pass encodes (and the last decodes) took a tree of branches in
 * 64-bit arithmetic, between loads that could otherwise all be in flight. */
template <int KIND>
struct gp_kind_code {
  int order;
};

template <class K, int KIND>
__device__ __forceinline__ K gp_encode(K bits, gp_kind_code<KIND> c)
{
  return (K) gp_key_of((uint64_t) bits, KIND, (int) sizeof(K) * 8, c.order);
}

template <class K, int KIND>
__device__ __forceinline__ K gp_decode(K key, gp_kind_code<KIND> c)
{
  return (K) gp_key_value((uint64_t) key, KIND, (int) sizeof(K) * 8, c.order);
}

template <class K, int KIND>
__device__ __forceinline__ bool gp_is_special(K bits, gp_kind_code<KIND>)
{
  return gp_key_special((uint64_t) bits, KIND, (int) sizeof(K) * 8) != 0;
}

/* Shared memory of a tile of THREADS threads: 256 (one a digit) but in
 * the one-sweep passes, which may take more (GP_SORT_SWEEP_THREADS,
 * tuning.h); threads past the digits then only rank and move keys. */
template <class K, int ITEMS, int THREADS_ = GP_SORT_THREADS>
struct gp_sort_tile_smem {
  enum { THREADS = THREADS_, WARPS = THREADS / 32, TILE = THREADS * ITEMS };
  static_assert(THREADS_ % 32 == 0 && THREADS_ >= (int) GP_RADIX, "a thread for each digit, whole warps");
  static_assert(TILE <= 65536, "gp_tile_ranks holds ranks in 16 bits");
  union {
    struct {
      unsigned warp_counts[WARPS][GP_RADIX]; /* counts, then each warp's first slot */
      unsigned peers[WARPS][GP_RADIX + 1];   /* each step's lanes of a digit (256: past the end) */
    } rank;                 /* while ranking */
    K keys[TILE];           /* the keys in sorted order, while written out */
    unsigned values[TILE];  /* then their values */
  } u;
  long long out_start[GP_RADIX];   /* output index of sorted-tile slot 0 of each digit's run */
  unsigned out_start32[GP_RADIX];  /* the same in 32 bits, read where every index fits */
  unsigned warp_sums[WARPS];
};

/* Whether this thread stands for digit threadIdx.x (known when the
 * block has a thread a digit and no more). */
template <class S>
__device__ __forceinline__ bool gp_digit_thread()
{
  return (int) S::THREADS == (int) GP_RADIX || threadIdx.x < GP_RADIX;
}

/* Digit d's out_start (this thread's, d = threadIdx.x), in both widths. */
template <class S>
__device__ __forceinline__ void gp_put_out_start(S &sm, long long start)
{
  sm.out_start[threadIdx.x] = start;
  sm.out_start32[threadIdx.x] = (unsigned) start;
}

/* Where slot r of digit d's run goes: from the 32-bit table where `narrow`
 * (every index of the tile's output below 2^32), so a warp's 32 reads of
 * random digits take half the shared-memory wavefronts of 8-byte ones. */
template <class S>
__device__ __forceinline__ long long gp_out_index(const S &sm, unsigned d, int r, bool narrow)
{
  if (narrow)
    return (long long) (sm.out_start32[d] + (unsigned) r);
  return sm.out_start[d] + r;
}

/* The ranks of a thread's ITEMS keys (slots in a tile of at most 2^16),
 * two to a register: ranks are held from the ranking to the staging (and
 * to the values' move), and 24 of them in registers of their own pushed
 * the one-sweep pass past its register bound into local memory (ncu: 13.3
 * M spill requests a pass of 2^28 keys).  Both halves of a pair grow by
 * one add, since neither carries into the other. */
template <int ITEMS>
struct gp_tile_ranks {
  unsigned r[(ITEMS + 1) / 2];
  __device__ __forceinline__ unsigned get(int j) const { return (j & 1) ? r[j >> 1] >> 16 : r[j >> 1] & 0xffffu; }
  /* set j even before j + 1 */
  __device__ __forceinline__ void set(int j, unsigned v) { r[j >> 1] = (j & 1) ? r[j >> 1] | (v << 16) : v; }
  /* add a to rank j (even) and b to rank j + 1 */
  __device__ __forceinline__ void add2(int j, unsigned a, unsigned b) { r[j >> 1] += a | (b << 16); }
};

/* The lanes of the warp whose digit d equals this lane's, by shared
 * memory: each lane ORs its bit into the warp's mask of d (256: past the
 * end), all read their mask once every bit is in, and the lowest of them
 * clears it for the next step.  (Nine ballots, one a bit of d, were 1.2-1.9
 * times slower; doc/DESIGN.md.) */
__device__ __forceinline__ unsigned gp_peers_by_or(unsigned *masks, unsigned d, int lane)
{
  atomicOr(&masks[d], 1u << lane);
  __syncwarp();
  const unsigned group = masks[d];
  __syncwarp();  /* every lane has read its mask */
  if (lane == __ffs(group) - 1)
    masks[d] = 0;
  __syncwarp();  /* cleared before the next step's bits */
  return group;
}

/* The digit of a key at bit `shift` (a multiple of 8).  For 4-byte keys one
 * byte permute picks it. */
template <class K>
__device__ __forceinline__ unsigned gp_digit(K key, int shift)
{
  return (unsigned) (key >> shift) & 255u;
}

__device__ __forceinline__ unsigned gp_digit(uint32_t key, int shift)
{
  return __byte_perm(key, 0u, 0x4440u | (unsigned) (shift >> 3));
}

/* Whether slot j of this thread holds an element of the tile. */
template <bool FULL, int ITEMS>
__device__ __forceinline__ bool gp_slot_valid(int j, int valid)
{
  return FULL || (int) (threadIdx.x >> 5) * 32 * ITEMS + j * 32 + (int) (threadIdx.x & 31) < valid;
}

/* Load a tile's keys, encoding element bits where raw; slots past `valid`
 * get nothing. */
template <bool FULL, class K, int ITEMS, class Code>
__device__ __forceinline__ void gp_load_keys(const K *__restrict__ in, bool raw, Code code, long long tile_base,
                                             int valid, K (&keys)[ITEMS])
{
  /* this thread's first slot; the others are 32 elements apart */
  const int e0 = (threadIdx.x >> 5) * 32 * ITEMS + (threadIdx.x & 31);
  const K *from = in + tile_base + e0;
#pragma unroll
  for (int j = 0; j < ITEMS; j++) {
    keys[j] = 0;
    if (gp_slot_valid<FULL, ITEMS>(j, valid))
      keys[j] = raw ? gp_encode(from[j * 32], code) : from[j * 32];
  }
}

/* Rank the tile's keys by the digit at `shift`: rank[j] becomes the place
 * among the warp's elements of that digit, and each warp's counter of digit
 * d the slot of its first such element in the tile sorted by digit.  Thread
 * d gets digit d's count (returned) and the slot where its run starts. */
template <bool FULL, class K, int ITEMS, class S>
__device__ __forceinline__ unsigned gp_rank_counts(const K (&keys)[ITEMS], int shift, int valid,
                                                   gp_tile_ranks<ITEMS> &rank, S &sm, unsigned &run_start)
{
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  for (int i = tid; i < S::WARPS * GP_RADIX; i += S::THREADS)
    (&sm.u.rank.warp_counts[0][0])[i] = 0;
  for (int i = tid; i < (int) (sizeof sm.u.rank.peers / sizeof(unsigned)); i += S::THREADS)
    (&sm.u.rank.peers[0][0])[i] = 0;
  unsigned *mine = sm.u.rank.warp_counts[warp];
  __syncthreads();
  const unsigned lanes_before = (1u << lane) - 1u;
#pragma unroll
  for (int j = 0; j < ITEMS; j++) {
    /* a slot past the end takes the digit 256, which no counter has */
    const bool ok = gp_slot_valid<FULL, ITEMS>(j, valid);
    const unsigned d = ok ? gp_digit(keys[j], shift) : 256u;
    const unsigned peers = gp_peers_by_or(sm.u.rank.peers[warp], d, lane);
    const int leader = __ffs(peers) - 1;
    unsigned before = 0;
    if (ok && lane == leader)
      before = atomicAdd(&mine[d], (unsigned) __popc(peers));
    rank.set(j, __shfl_sync(GP_FULL_MASK, before, leader) + __popc(peers & lanes_before));
  }
  __syncthreads();
  /* thread d: the warps' counts of digit d become the warps' first slots
   * (the threads past the digits, where there are any, scan a 0) */
  const bool per_digit = gp_digit_thread<S>();
  unsigned total = 0;
  if (per_digit) {
#pragma unroll
    for (int w = 0; w < S::WARPS; w++) {
      const unsigned c = sm.u.rank.warp_counts[w][tid];
      sm.u.rank.warp_counts[w][tid] = total;
      total += c;
    }
  }
  run_start = gp_block_exclusive_scan(total, sm);
  if (per_digit) {
#pragma unroll
    for (int w = 0; w < S::WARPS; w++)
      sm.u.rank.warp_counts[w][tid] += run_start;
  }
  return total;
}

/* rank[j] becomes the element's slot in the tile sorted by digit. */
template <bool FULL, class K, int ITEMS, class S>
__device__ __forceinline__ void gp_rank_finish(const K (&keys)[ITEMS], int shift, int valid,
                                               gp_tile_ranks<ITEMS> &rank, S &sm)
{
  const unsigned *first = sm.u.rank.warp_counts[threadIdx.x >> 5];
  __syncthreads();  /* every thread's out_start and first slots are in */
#pragma unroll
  for (int j = 0; j < ITEMS; j += 2) {
    const unsigned a = gp_slot_valid<FULL, ITEMS>(j, valid) ? first[gp_digit(keys[j], shift)] : 0u;
    const unsigned b = j + 1 < ITEMS && gp_slot_valid<FULL, ITEMS>(j + 1, valid)
                         ? first[gp_digit(keys[j + 1 < ITEMS ? j + 1 : j], shift)]
                         : 0u;
    rank.add2(j, a, b);
  }
  __syncthreads();  /* warp_counts is about to become the stage */
}

/* Stage the keys in sorted order (after gp_rank_finish). */
template <bool FULL, class K, int ITEMS, class S>
__device__ __forceinline__ void gp_stage_keys(const K (&keys)[ITEMS], const gp_tile_ranks<ITEMS> &rank, int valid,
                                              S &sm)
{
#pragma unroll
  for (int j = 0; j < ITEMS; j++)
    if (gp_slot_valid<FULL, ITEMS>(j, valid))
      sm.u.keys[rank.get(j)] = keys[j];
}

/* Once out_start is in and the keys are staged (a barrier between): write
 * slot r = j * THREADS + thread of the sorted tile to out_start[digit] + r
 * (gp_out_index), decoded where raw (nothing where out is NULL), and
 * return its digit. */
template <bool FULL, class K, class Code, class S>
__device__ __forceinline__ unsigned gp_write_slot(int j, int shift, int valid, K *__restrict__ out, bool raw,
                                                  Code code, S &sm, bool narrow)
{
  const int r = j * S::THREADS + threadIdx.x;
  if (!FULL && r >= valid)
    return 0;
  const K k = sm.u.keys[r];
  const unsigned d = gp_digit(k, shift);
  if (out)
    out[gp_out_index(sm, d, r, narrow)] = raw ? gp_decode(k, code) : k;
  return d;
}

/* Write the tile's keys; digit[j] keeps the digit of this thread's j-th
 * slot, for the values. */
template <bool FULL, class K, int ITEMS, class Code, class S>
__device__ __forceinline__ void gp_write_keys(int shift, int valid, K *__restrict__ out, bool raw, Code code,
                                              S &sm, unsigned (&digit)[ITEMS], bool narrow)
{
#pragma unroll
  for (int j = 0; j < ITEMS; j++)
    digit[j] = gp_write_slot<FULL>(j, shift, valid, out, raw, code, sm, narrow);
}

/* The same without the values, every slot unrolled (4 a step spill less,
 * but ran 2^28 uint32 keys 6% slower on the H100).  By a count of ITEMS:
 * a plain unroll compiles four of the 8-byte planned passes otherwise. */
template <bool FULL, class K, int ITEMS, class Code, class S>
__device__ __forceinline__ void gp_write_keys(int shift, int valid, K *__restrict__ out, bool raw, Code code,
                                              S &sm, bool narrow)
{
  constexpr int step = ITEMS;  /* a constant the pragma takes */
#pragma unroll step
  for (int j = 0; j < ITEMS; j++)
    gp_write_slot<FULL>(j, shift, valid, out, raw, code, sm, narrow);
}

/* The values of the tile (in_values, or the positions first + element
 * where it is NULL) follow their keys: staged by rank, written by digit,
 * to out_values, or as the index (value + 1) to out_index where it is
 * set.  Ends with the stage free for the next tile. */
template <bool FULL, int ITEMS, class S>
__device__ __forceinline__ void gp_move_values(const unsigned *__restrict__ in_values, long long first,
                                               long long tile_base, int valid, const gp_tile_ranks<ITEMS> &rank,
                                               const unsigned (&digit)[ITEMS], unsigned *__restrict__ out_values,
                                               double *__restrict__ out_index, S &sm, bool narrow)
{
  const int e0 = (threadIdx.x >> 5) * 32 * ITEMS + (threadIdx.x & 31);
  unsigned values[ITEMS];
#pragma unroll
  for (int j = 0; j < ITEMS; j++)
    values[j] = in_values ? (gp_slot_valid<FULL, ITEMS>(j, valid) ? in_values[tile_base + e0 + j * 32] : 0u)
                          : (unsigned) (first + tile_base + e0 + j * 32);
  __syncthreads();  /* the staged keys are all read */
#pragma unroll
  for (int j = 0; j < ITEMS; j++)
    if (gp_slot_valid<FULL, ITEMS>(j, valid))
      sm.u.values[rank.get(j)] = values[j];
  __syncthreads();
#pragma unroll
  for (int j = 0; j < ITEMS; j++) {
    const int r = j * S::THREADS + threadIdx.x;
    if (FULL || r < valid) {
      if (out_index)
        out_index[gp_out_index(sm, digit[j], r, narrow)] = (double) sm.u.values[r] + 1.0;
      else
        out_values[gp_out_index(sm, digit[j], r, narrow)] = sm.u.values[r];
    }
  }
  __syncthreads();
}

#endif
