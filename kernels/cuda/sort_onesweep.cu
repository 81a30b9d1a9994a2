/* sort_onesweep.cu - the one-sweep LSD radix sort of a long line (after
 * Adinets & Merrill, "Onesweep", 2022): one histogram pass gives every
 * digit pass's counts up front, so each digit pass is a single launch that
 * reads and writes every element once.  Tiles take indices from a ticket;
 * each tile ranks its elements (sort_tile.cuh), publishes its count of each
 * digit, and finds the counts of the tiles before it by decoupled look-back,
 * one digit per thread.  Its elements of digit d then go to base[d] + that
 * prefix, in order: the pass is a stable counting sort. */
#include <stdint.h>

#include "cuda_state.h"
#include "overlap.cuh"
#include "sort_tile.cuh"
#include "by_width.cuh"

/* A tile's state for one digit: a flag in the top two bits, a count below. */
enum { GP_SORT_COUNT_BITS = 30 };
#define GP_SORT_AGGREGATE (1u << GP_SORT_COUNT_BITS)
#define GP_SORT_INCLUSIVE (2u << GP_SORT_COUNT_BITS)
#define GP_SORT_COUNT_MASK (GP_SORT_AGGREGATE - 1u)

/* A one-sweep tile's shared memory: GP_SORT_SWEEP_THREADS threads (tuning.h). */
template <class K, int ITEMS>
using gp_sweep_smem = gp_sort_tile_smem<K, ITEMS, GP_SORT_SWEEP_THREADS>;

template <class K, int KIND>
__global__ void __launch_bounds__(GP_SORT_THREADS)
gp_sort_histogram_kernel(const K *__restrict__ x, bool raw, long long n, long long portion, gp_kind_code<KIND> code,
                         unsigned *__restrict__ hist, unsigned *__restrict__ special)
{
  enum { PASSES = sizeof(K) };
  __shared__ unsigned counts[PASSES][GP_RADIX];
  gp_let_next_start();  /* the plan kernel may be scheduled from now */
  for (int i = threadIdx.x; i < PASSES * GP_RADIX; i += blockDim.x)
    (&counts[0][0])[i] = 0;
  __syncthreads();
  const long long begin = (long long) blockIdx.y * portion;
  const long long end = begin + portion < n ? begin + portion : n;
  bool any_special = false;
  const long long stride = (long long) gridDim.x * blockDim.x;
  /* U keys a thread in flight before their counts: one load in flight a
   * thread left DRAM mostly idle (52.7% in ncu; tuning.h) */
  enum { U = GP_SORT_HIST_UNROLL };
  for (long long g0 = begin + (long long) blockIdx.x * blockDim.x + threadIdx.x; g0 < end; g0 += U * stride) {
    K got[U];
#pragma unroll
    for (int u = 0; u < U; u++)
      got[u] = g0 + u * stride < end ? x[g0 + u * stride] : K(0);
#pragma unroll
    for (int u = 0; u < U; u++) {
      if (g0 + u * stride >= end)
        break;
      const K bits = got[u];
      any_special |= raw && gp_is_special(bits, code);
      const K key = raw ? gp_encode(bits, code) : bits;
#pragma unroll
      for (int p = 0; p < PASSES; p++)
        atomicAdd(&counts[p][(key >> (8 * p)) & 255], 1u);
    }
  }
  if (__syncthreads_or(any_special) && threadIdx.x == 0)
    atomicOr(special, 1u);
  unsigned *mine = hist + (size_t) blockIdx.y * PASSES * GP_RADIX;
  for (int i = threadIdx.x; i < PASSES * GP_RADIX; i += blockDim.x) {
    const unsigned c = (&counts[0][0])[i];
    if (c)
      atomicAdd(mine + i, c);
  }
}

/* One tile of a digit pass.  The tile's counts are published as soon as
 * they are known, and the look-back waits for the earlier tiles' only
 * after the keys are staged, so that work hides the wait. */
template <bool FULL, bool VALUES, class K, int ITEMS, class Code>
__device__ __forceinline__ void gp_onesweep_tile(const gp_sort_pass &p, Code code, unsigned *__restrict__ status,
                                                 long long tile, int valid, gp_sweep_smem<K, ITEMS> &sm,
                                                 double *out_index)
{
  typedef gp_sweep_smem<K, ITEMS> smem_t;
  const int tid = threadIdx.x;
  const bool per_digit = gp_digit_thread<smem_t>();  /* thread tid stands for digit tid */
  const long long tile_base = tile * (long long) smem_t::TILE;
  K keys[ITEMS];
  gp_tile_ranks<ITEMS> rank;
  unsigned run_start;
  gp_load_keys<FULL>((const K *) p.in, p.in_raw != 0, code, tile_base, valid, keys);
  const unsigned count = gp_rank_counts<FULL>(keys, p.shift, valid, rank, sm, run_start);
  unsigned *mine = status + tile * GP_RADIX + (per_digit ? tid : 0);
  if (per_digit)
    gp_store_flag(mine, (tile == 0 ? GP_SORT_INCLUSIVE : GP_SORT_AGGREGATE) | count);
  gp_rank_finish<FULL>(keys, p.shift, valid, rank, sm);
  gp_stage_keys<FULL>(keys, rank, valid, sm);

  /* look-back for digit tid: the counts of every earlier tile */
  unsigned prefix = 0;
  for (long long t = tile - 1; per_digit && t >= 0; t--) {
    unsigned w;
    do {
      w = gp_load_flag(status + t * GP_RADIX + tid);
    } while (w == 0);
    prefix += w & GP_SORT_COUNT_MASK;
    if (w & GP_SORT_INCLUSIVE)
      break;
  }
  long long start = 0;
  if (per_digit) {
    if (tile > 0)
      gp_store_flag(mine, GP_SORT_INCLUSIVE | (prefix + count));
    start = p.base[tid] + prefix - run_start;
    gp_put_out_start(sm, start);
  }
  /* whether the 32-bit out_starts serve every digit */
  const bool narrow = __syncthreads_and(start >= 0 && start + smem_t::TILE <= 0xffffffffLL);

  if (VALUES) {
    unsigned digit[ITEMS];
    gp_write_keys<FULL>(p.shift, valid, (K *) p.out, p.out_raw != 0, code, sm, digit, narrow);
    gp_move_values<FULL>(p.in_values, p.first, tile_base, valid, rank, digit, p.out_values, out_index, sm, narrow);
  } else {
    gp_write_keys<FULL, K, ITEMS>(p.shift, valid, (K *) p.out, p.out_raw != 0, code, sm, narrow);
  }
}

/* The block's tile of pass p: ticket taken (tile), full or not; the
 * values written as the index to out_index where it is set. */
template <bool VALUES, class K, int ITEMS, class Code>
__device__ __forceinline__ void gp_onesweep_block(const gp_sort_pass &p, Code code, unsigned *__restrict__ status,
                                                  long long tile, gp_sweep_smem<K, ITEMS> &sm,
                                                  double *out_index = NULL)
{
  typedef gp_sweep_smem<K, ITEMS> smem_t;
  const long long tile_base = tile * smem_t::TILE;
  const int valid = (int) (p.n - tile_base < smem_t::TILE ? p.n - tile_base : smem_t::TILE);
  if (valid == smem_t::TILE)
    gp_onesweep_tile<true, VALUES>(p, code, status, tile, valid, sm, out_index);
  else
    gp_onesweep_tile<false, VALUES>(p, code, status, tile, valid, sm, out_index);
}

template <class K, int KIND, int ITEMS, bool VALUES>
__global__ void __launch_bounds__(GP_SORT_SWEEP_THREADS, GP_SORT_BLOCKS(sizeof(K), VALUES))
gp_onesweep_kernel(gp_sort_pass p, gp_kind_code<KIND> code, unsigned *__restrict__ status,
                   unsigned *__restrict__ ticket)
{
  __shared__ gp_sweep_smem<K, ITEMS> sm;
  __shared__ unsigned tile_ticket;
  if (threadIdx.x == 0)
    tile_ticket = atomicAdd(ticket, 1u);
  __syncthreads();
  gp_onesweep_block<VALUES>(p, code, status, tile_ticket, sm);
}

/* A pass of planned lines: its parameters come from the plan that the
 * device made (sort_plan.cu); a skipped pass's blocks leave at once, and so
 * do those of a kernel whose VALUES (all or none) is not the plan's.  With
 * VALUES GP_SORT_VALUES_PLANNED the plan says whether positions travel;
 * the tile and the registers are then the keys-only pass's.  Tickets run
 * line by line: ticket t is tile t % line_tiles of line t / line_tiles,
 * whose look-back stays within its line. */
template <class K, int KIND, int ITEMS, int VALUES>
__global__ void __launch_bounds__(GP_SORT_SWEEP_THREADS, GP_SORT_BLOCKS(sizeof(K), VALUES == GP_SORT_VALUES_ALL))
gp_onesweep_planned_kernel(const gp_sort_plan *__restrict__ plan, int pass, gp_kind_code<KIND> code,
                           unsigned *__restrict__ status, unsigned *__restrict__ ticket)
{
  enum { TILE = gp_sweep_smem<K, ITEMS>::TILE };
  __shared__ gp_sweep_smem<K, ITEMS> sm;
  __shared__ unsigned tile_ticket, tile_line, line_tiles;
  /* launched overlapping the kernel before */
  gp_wait_for_previous();
  gp_let_next_start();
  /* every thread its own copy: read from shared memory, each use would be
   * read again after every atomic of the ranking */
  gp_sort_pass p = plan->pass[pass];
  /* skipped; or launched beside the other kind of kernel, whose pass it is */
  if (p.n == 0 || (VALUES != GP_SORT_VALUES_PLANNED && (VALUES == GP_SORT_VALUES_ALL) != (p.out_values != NULL)))
    return;
  if (threadIdx.x == 0) {
    const unsigned t = atomicAdd(ticket, 1u), tiles = (unsigned) ((p.n + TILE - 1) / TILE);
    line_tiles = tiles;  /* one 64-bit division, shared with the block */
    tile_line = t / tiles;
    tile_ticket = t - tile_line * tiles;
  }
  __syncthreads();
  /* with the index, the last pass writes it itself (positions + 1, as doubles) */
  double *index = VALUES == GP_SORT_VALUES_ALL && p.out_raw ? plan->index : NULL;
  if (tile_line) {  /* the line's own arrays, bases and tile states */
    const long long at = (long long) tile_line * p.n;
    p.in = (const K *) p.in + at;
    p.in_values = p.in_values ? p.in_values + at : NULL;
    p.out = p.out ? (K *) p.out + at : NULL;
    p.out_values = p.out_values ? p.out_values + at : NULL;
    p.base += tile_line * plan->base_stride;
    index = index ? index + at : NULL;
    status += (size_t) tile_line * line_tiles * GP_RADIX;
  }
  if (VALUES == GP_SORT_VALUES_ALL || (VALUES == GP_SORT_VALUES_PLANNED && p.out_values))
    gp_onesweep_block<true>(p, code, status, tile_ticket, sm, index);
  else
    gp_onesweep_block<false>(p, code, status, tile_ticket, sm);
}

/* fn<K, KIND>(args...) for the kind of `code` (floats are 4 or 8 bytes wide) */
#define GP_RETURN_BY_KIND(K, code, fn, ...)                                       \
  switch ((code).kind) {                                                          \
  case GP_KEY_SIGNED: return fn<K, GP_KEY_SIGNED>(__VA_ARGS__);                   \
  case GP_KEY_SIGNED_ABS: return fn<K, GP_KEY_SIGNED_ABS>(__VA_ARGS__);           \
  case GP_KEY_FLOAT:                                                              \
    if constexpr (sizeof(K) >= 4)                                                 \
      return fn<K, GP_KEY_FLOAT>(__VA_ARGS__);                                    \
    return GP_ERROR_INVALID_ARGUMENT;                                             \
  case GP_KEY_FLOAT_ABS:                                                          \
    if constexpr (sizeof(K) >= 4)                                                 \
      return fn<K, GP_KEY_FLOAT_ABS>(__VA_ARGS__);                                \
    return GP_ERROR_INVALID_ARGUMENT;                                             \
  default: return fn<K, GP_KEY_UNSIGNED>(__VA_ARGS__);                            \
  }

template <class K, int KIND>
static gp_status histogram_kind(gp_cuda_state *s, int order, const void *x, bool raw, long long n, long long portion,
                                unsigned *hist, unsigned *special, int zeroed)
{
  const long long portions = (n + portion - 1) / portion;
  if (!zeroed) {
    gp_status st = gp_cuda_status(
      cudaMemsetAsync(hist, 0, (size_t) portions * sizeof(K) * GP_RADIX * sizeof(unsigned), s->stream));
    if (st == GP_SUCCESS)
      st = gp_cuda_status(cudaMemsetAsync(special, 0, sizeof(unsigned), s->stream));
    if (st != GP_SUCCESS)
      return st;
  }
  /* one grid-stride sweep per portion; together they fill the device about once */
  unsigned blocks = gp_grid_stride_blocks(s, n < portion ? n : portion, GP_SORT_THREADS);
  blocks = (unsigned) (blocks / portions > 0 ? blocks / portions : 1);
  const dim3 grid(blocks, (unsigned) portions);
  const gp_kind_code<KIND> code = {order};
  gp_sort_histogram_kernel<K, KIND><<<grid, GP_SORT_THREADS, 0, s->stream>>>((const K *) x, raw, n, portion, code,
                                                                           hist, special);
  return gp_cuda_after_launch(s);
}

template <class K>
static gp_status histogram_typed(gp_cuda_state *s, gp_key_code code, const void *x, bool raw, long long n,
                                 long long portion, unsigned *hist, unsigned *special, int zeroed)
{
  GP_RETURN_BY_KIND(K, code, histogram_kind, s, code.order, x, raw, n, portion, hist, special, zeroed)
}

extern "C" gp_status gp_cuda_sort_histogram(gp_cuda_state *s, gp_sort_keys keys, const void *x, int raw, long long n,
                                            long long portion, unsigned *hist, unsigned *special, int zeroed)
{
  const gp_key_code code = {keys.kind, keys.order};
  GP_RETURN_BY_WIDTH(keys.width, histogram_typed, s, code, x, raw != 0, n, portion, hist, special, zeroed)
}

/* A pass's tile states: a ticket, then each tile's counts of each digit.
 * with_tile_states below lays them out; keep the two together. */
enum { GP_SORT_TICKET_BYTES = 256 };

/* The tiles of a pass over `lines` lines of n keys, `tile` keys a tile:
 * its grid, and what gp_cuda_sort_pass_state_bytes sizes the states by. */
static long long sweep_tiles(long long lines, long long n, long long tile)
{
  return lines * ((n + tile - 1) / tile);
}

extern "C" size_t gp_cuda_sort_pass_state_bytes(int key_bytes, int with_values, long long lines, long long n)
{
  /* the key width is known only now: the launches' gp_sweep_smem TILE, by hand */
  const long long tile = (long long) GP_SORT_SWEEP_THREADS * GP_SORT_ITEMS(key_bytes, with_values);
  const size_t status_bytes = (size_t) sweep_tiles(lines, n, tile) * GP_RADIX * sizeof(unsigned);
  return GP_SORT_TICKET_BYTES + gp_align_up(status_bytes, 256);
}

/* Zeroed tile states for one pass of `tiles` tiles, handed to
 * launch(ticket, status): `given` (zeroed by the caller), or else
 * allocated and zeroed here. */
template <class Launch>
static gp_status with_tile_states(gp_cuda_state *s, unsigned *given, long long tiles, Launch launch)
{
  const size_t ticket_bytes = GP_SORT_TICKET_BYTES, status_bytes = (size_t) tiles * GP_RADIX * sizeof(unsigned);
  if (given) {
    launch(given, (unsigned *) ((char *) given + ticket_bytes));
    return gp_cuda_after_launch(s);
  }
  void *block = NULL;
  gp_status st = gp_pool_alloc(&s->pool, ticket_bytes + status_bytes, &block);
  if (st != GP_SUCCESS)
    return st;
  st = gp_cuda_status(cudaMemsetAsync(block, 0, ticket_bytes + status_bytes, s->stream));
  if (st == GP_SUCCESS) {
    launch((unsigned *) block, (unsigned *) ((char *) block + ticket_bytes));
    st = gp_cuda_after_launch(s);
  }
  gp_pool_free(&s->pool, block);  /* stream order keeps it until the kernel is done */
  return st;
}

template <class K, int KIND, bool VALUES>
static gp_status pass_launch(gp_cuda_state *s, gp_kind_code<KIND> code, const gp_sort_pass *p)
{
  enum { ITEMS = GP_SORT_ITEMS(sizeof(K), VALUES), TILE = gp_sweep_smem<K, ITEMS>::TILE };
  const long long tiles = sweep_tiles(1, p->n, TILE);
  return with_tile_states(s, NULL, tiles, [&](unsigned *ticket, unsigned *status) {
    gp_onesweep_kernel<K, KIND, ITEMS, VALUES><<<(unsigned) tiles, GP_SORT_SWEEP_THREADS, 0, s->stream>>>(
      *p, code, status, ticket);
  });
}

template <class K, int KIND>
static gp_status pass_kind(gp_cuda_state *s, int order, const gp_sort_pass *p)
{
  const gp_kind_code<KIND> code = {order};
  return p->out_values ? pass_launch<K, KIND, true>(s, code, p) : pass_launch<K, KIND, false>(s, code, p);
}

template <class K>
static gp_status pass_typed(gp_cuda_state *s, gp_key_code code, const gp_sort_pass *p)
{
  GP_RETURN_BY_KIND(K, code, pass_kind, s, code.order, p)
}

extern "C" gp_status gp_cuda_sort_pass(gp_cuda_state *s, gp_sort_keys keys, const gp_sort_pass *p)
{
  const gp_key_code code = {keys.kind, keys.order};
  if (p->n <= 0)
    return GP_SUCCESS;
  GP_RETURN_BY_WIDTH(keys.width, pass_typed, s, code, p)
}

template <class K, int KIND, int VALUES>
static gp_status planned_launch(gp_cuda_state *s, gp_kind_code<KIND> code, const gp_sort_plan *plan, int pass,
                                long long lines, long long n, unsigned *states)
{
  enum { ITEMS = GP_SORT_ITEMS(sizeof(K), VALUES == GP_SORT_VALUES_ALL), TILE = gp_sweep_smem<K, ITEMS>::TILE };
  static_assert((int) TILE == GP_SORT_SWEEP_THREADS * ITEMS, "gp_cuda_sort_pass_state_bytes sizes the states by this tile");
  const long long tiles = sweep_tiles(lines, n, TILE);
  /* overlapping only where the states were zeroed before the histogram:
   * else the launch comes after a memset, not a kernel */
  return with_tile_states(s, states, tiles, [&](unsigned *ticket, unsigned *status) {
    gp_launch_overlapping(s, states != NULL, gp_onesweep_planned_kernel<K, KIND, ITEMS, VALUES>,
                          (unsigned) tiles, GP_SORT_SWEEP_THREADS, plan, pass, code, status, ticket);
  });
}

template <class K, int KIND>
static gp_status planned_kind(gp_cuda_state *s, int order, const gp_sort_plan *plan, int pass, long long lines,
                              long long n, gp_sort_values values, unsigned *states)
{
  const gp_kind_code<KIND> code = {order};
  switch (values) {
  case GP_SORT_VALUES_ALL: return planned_launch<K, KIND, GP_SORT_VALUES_ALL>(s, code, plan, pass, lines, n, states);
  case GP_SORT_VALUES_PLANNED:
    if constexpr (KIND == GP_KEY_FLOAT || KIND == GP_KEY_FLOAT_ABS)  /* only float keys can be special */
      return planned_launch<K, KIND, GP_SORT_VALUES_PLANNED>(s, code, plan, pass, lines, n, states);
    return GP_ERROR_INVALID_ARGUMENT;
  default: return planned_launch<K, KIND, GP_SORT_VALUES_NONE>(s, code, plan, pass, lines, n, states);
  }
}

template <class K>
static gp_status planned_typed(gp_cuda_state *s, gp_key_code code, const gp_sort_plan *plan, int pass,
                               long long lines, long long n, gp_sort_values values, unsigned *states)
{
  GP_RETURN_BY_KIND(K, code, planned_kind, s, code.order, plan, pass, lines, n, values, states)
}

extern "C" gp_status gp_cuda_sort_planned_pass(gp_cuda_state *s, gp_sort_keys keys, const gp_sort_plan *plan,
                                               int pass, long long lines, long long n, gp_sort_values values,
                                               unsigned *states)
{
  const gp_key_code code = {keys.kind, keys.order};
  if (lines <= 0 || n <= 0)
    return GP_SUCCESS;
  GP_RETURN_BY_WIDTH(keys.width, planned_typed, s, code, plan, pass, lines, n, values, states)
}
