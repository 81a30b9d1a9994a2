/* compact.cu - stream compaction kernels: x(mask) and find.
 *
 * "auto" is one pass.  A tile is THREADS * ITEMS consecutive elements; warp
 * w takes the tile's w-th run of 32 * ITEMS, and at step i its lanes hold
 * elements i * 32 + lane of that run, so the loads are coalesced and each
 * step's ballot of "kept" flags is in element order: an element's place
 * among the warp's kept ones is a popcount, with no shared-memory scan.  The
 * warps' counts make the tile's count, which decoupled look-back (tile order
 * from an atomic ticket) turns into the tile's first output slot; the kept
 * elements of each step go out as one contiguous run.  The last tile writes
 * the total.  With a mask, x is only read where the mask keeps: sectors with
 * nothing kept are never fetched.
 *
 * "scan-scatter" is the textbook three steps: flags, the exclusive scan of
 * the flags (the library's scan, logical -> double), and a scatter in which
 * the scan gives each kept element its slot and the last flag plus the last
 * exclusive prefix give the count. */
#include <stdint.h>

#include "tile_state.cuh"
#include "by_width.cuh"

/* Tile counts add up in 64 bits: more than 2^32 elements may be kept. */
struct gp_count_op {
  typedef long long T;
  __device__ static T identity() { return 0; }
  __device__ static T combine(T a, T b) { return a + b; }
};

/* Whether element g is kept: its mask byte, or its bits under `nonzero`. */
template <class E, bool MASKED>
__device__ __forceinline__ bool gp_kept(const E *x, const uint8_t *mask, E nonzero, long long g)
{
  if (MASKED)
    return mask[g] != 0;
  return (x[g] & nonzero) != 0;
}

template <class E, bool MASKED, bool VALUES, bool POSITIONS, int THREADS, int ITEMS>
__global__ void __launch_bounds__(THREADS)
gp_compact_kernel(const E *__restrict__ x, const uint8_t *__restrict__ mask, E nonzero, long long n,
                  E *__restrict__ values, double *__restrict__ positions, long long *__restrict__ count,
                  gp_tile_state<long long> st)
{
  enum { WARPS = THREADS / 32, TILE = THREADS * ITEMS, WARP_ITEMS = 32 * ITEMS };
  __shared__ long long warp_count[WARPS];
  __shared__ long long tile_prefix;
  __shared__ unsigned tile_ticket;

  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  if (tid == 0)
    tile_ticket = atomicAdd(st.ticket, 1u);
  __syncthreads();
  const long long tile = tile_ticket, tiles = (n + TILE - 1) / TILE;
  const long long warp_base = tile * TILE + (long long) warp * WARP_ITEMS;
  const bool full = tile * TILE + TILE <= n;

  /* the flags (all loads in flight together); with a mask, then the values it keeps */
  bool keep[ITEMS];
  E v[ITEMS];
#pragma unroll
  for (int i = 0; i < ITEMS; i++) {
    const long long g = warp_base + i * 32 + lane;
    const bool inside = full || g < n;
    if (MASKED) {
      keep[i] = inside && mask[g] != 0;
    } else {
      v[i] = inside ? x[g] : (E) 0;
      keep[i] = (v[i] & nonzero) != 0;
    }
  }
#pragma unroll
  for (int i = 0; i < ITEMS; i++)
    if (MASKED && VALUES && keep[i])
      v[i] = x[warp_base + i * 32 + lane];
  unsigned ballot[ITEMS];
  int kept = 0;
#pragma unroll
  for (int i = 0; i < ITEMS; i++) {
    ballot[i] = __ballot_sync(GP_FULL_MASK, keep[i]);
    kept += __popc(ballot[i]);
  }
  if (lane == 0)
    warp_count[warp] = kept;
  __syncthreads();
  long long before = 0, tile_count = 0;
#pragma unroll
  for (int w = 0; w < WARPS; w++) {
    if (w == warp)
      before = tile_count;
    tile_count += warp_count[w];
  }

  if (warp == 0) {
    long long prefix = 0;
    if (lane == 0)
      gp_tile_publish(st, tile, tile == 0 ? GP_TILE_INCLUSIVE : GP_TILE_AGGREGATE, tile_count);
    if (tile > 0) {
      prefix = gp_tile_lookback<gp_count_op>(st, tile, lane);
      if (lane == 0)
        gp_tile_publish(st, tile, GP_TILE_INCLUSIVE, prefix + tile_count);
    }
    if (lane == 0) {
      tile_prefix = prefix;
      if (tile == tiles - 1)
        *count = prefix + tile_count;
    }
  }
  __syncthreads();

  long long slot = tile_prefix + before;
  const unsigned lanes_before = (1u << lane) - 1u;
#pragma unroll
  for (int i = 0; i < ITEMS; i++) {
    if (keep[i]) {
      const long long k = slot + __popc(ballot[i] & lanes_before);
      if (VALUES)
        values[k] = v[i];
      if (POSITIONS)
        positions[k] = (double) (warp_base + i * 32 + lane + 1);
    }
    slot += __popc(ballot[i]);
  }
}

template <class E, bool MASKED>
__global__ void gp_flags_kernel(const E *__restrict__ x, const uint8_t *__restrict__ mask, E nonzero,
                                long long n, uint8_t *__restrict__ flags)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long g = (long long) blockIdx.x * blockDim.x + threadIdx.x; g < n; g += step)
    flags[g] = gp_kept<E, MASKED>(x, mask, nonzero, g);
}

template <class E, bool VALUES, bool POSITIONS>
__global__ void gp_scatter_kernel(const E *__restrict__ x, const uint8_t *__restrict__ flags,
                                  const double *__restrict__ slots, long long n, E *__restrict__ values,
                                  double *__restrict__ positions, long long *__restrict__ count)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long g = (long long) blockIdx.x * blockDim.x + threadIdx.x; g < n; g += step) {
    const long long k = (long long) slots[g];
    if (flags[g]) {
      if (VALUES)
        values[k] = x[g];
      if (POSITIONS)
        positions[k] = (double) (g + 1);
    }
    if (g == n - 1)
      *count = k + flags[g];
  }
}

/* One compaction of device arrays; what is wanted picks the kernel. */
typedef struct gp_compact_args {
  const void *x;
  const uint8_t *mask;    /* NULL: find */
  uint64_t nonzero;
  long long n;
  void *values;           /* NULL: not wanted */
  double *positions;      /* NULL: not wanted */
  long long *count;
} gp_compact_args;

/* Launch shape of the one-pass kernel, by element size. */
template <class E>
struct gp_compact_shape {
  enum { THREADS = 256, ITEMS = sizeof(E) >= 8 ? 8 : 16, TILE = THREADS * ITEMS };
};

template <class E, bool MASKED, bool VALUES, bool POSITIONS>
static gp_status launch_one_pass(gp_cuda_state *s, const gp_compact_args *a)
{
  typedef gp_compact_shape<E> shape;
  const long long tiles = (a->n + shape::TILE - 1) / shape::TILE;
  gp_tile_state<long long> st;
  void *block = NULL;
  const gp_scan_guard no_guard = {NULL, NULL};
  gp_status status = gp_tile_state_alloc(s, tiles, 1, no_guard, &st, &block);
  if (status != GP_SUCCESS)
    return status;
  gp_compact_kernel<E, MASKED, VALUES, POSITIONS, shape::THREADS, shape::ITEMS>
    <<<(unsigned) tiles, shape::THREADS, 0, s->stream>>>((const E *) a->x, a->mask, (E) a->nonzero, a->n,
                                                         (E *) a->values, a->positions, a->count, st);
  status = gp_cuda_after_launch(s);
  gp_pool_free(&s->pool, block);  /* stream order keeps it until the kernel is done */
  return status;
}

template <class E, bool MASKED, bool VALUES, bool POSITIONS>
static gp_status launch_scan_scatter(gp_cuda_state *s, const gp_compact_args *a)
{
  const int threads = 256;
  const unsigned grid = gp_grid_stride_blocks(s, a->n, threads);
  void *flags = NULL, *slots = NULL;
  gp_status st = gp_pool_alloc(&s->pool, (size_t) a->n, &flags);
  if (st == GP_SUCCESS)
    st = gp_pool_alloc(&s->pool, (size_t) a->n * sizeof(double), &slots);
  if (st == GP_SUCCESS) {
    gp_flags_kernel<E, MASKED><<<grid, threads, 0, s->stream>>>((const E *) a->x, a->mask, (E) a->nonzero, a->n,
                                                                 (uint8_t *) flags);
    st = gp_cuda_after_launch(s);
  }
  if (st == GP_SUCCESS) {
    const gp_scan_options exclusive = {GP_SCAN_AUTO, 1, 0};
    const gp_shape3 line = {1, a->n, 1};
    st = gp_cuda_scan_device(s, GP_SCAN_SUM, &exclusive, GP_LOGICAL, GP_DOUBLE, flags, slots, NULL, line);
  }
  if (st == GP_SUCCESS) {
    gp_scatter_kernel<E, VALUES, POSITIONS><<<grid, threads, 0, s->stream>>>(
      (const E *) a->x, (const uint8_t *) flags, (const double *) slots, a->n, (E *) a->values, a->positions,
      a->count);
    st = gp_cuda_after_launch(s);
  }
  gp_pool_free(&s->pool, flags);
  gp_pool_free(&s->pool, slots);
  return st;
}

/* x(mask) keeps values; find keeps positions, and values where asked. */
template <class E>
static gp_status launch_typed(gp_cuda_state *s, gp_compact_algorithm alg, const gp_compact_args *a)
{
  const bool one_pass = alg == GP_COMPACT_AUTO;
  if (a->mask)
    return one_pass ? launch_one_pass<E, true, true, false>(s, a) : launch_scan_scatter<E, true, true, false>(s, a);
  if (a->values)
    return one_pass ? launch_one_pass<E, false, true, true>(s, a) : launch_scan_scatter<E, false, true, true>(s, a);
  return one_pass ? launch_one_pass<E, false, false, true>(s, a) : launch_scan_scatter<E, false, false, true>(s, a);
}

extern "C" gp_status gp_cuda_compact_device(gp_cuda_state *s, gp_compact_algorithm alg, size_t elem_size,
                                            const void *x, const uint8_t *mask, uint64_t nonzero, long long n,
                                            void *values, double *positions, long long *count)
{
  const gp_compact_args a = {x, mask, nonzero, n, values, positions, count};
  if (!mask && !positions)
    return GP_ERROR_INVALID_ARGUMENT;
  GP_RETURN_BY_WIDTH(elem_size, launch_typed, s, alg, &a)
}
