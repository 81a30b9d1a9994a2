/* compact.cu - stream compaction kernels: x(mask) and find.
 *
 * "auto" is one pass.  A tile is THREADS * STEPS * G consecutive elements.
 * Warp w takes the tile's w-th run; at step j its lane l holds the group of
 * G consecutive elements (j * 32 + l) * G of that run, loaded as one vector
 * (mask bytes, or x where there is no mask), so every load of a warp is one
 * contiguous block.  Each lane counts its kept elements per step; the counts
 * of all steps, a byte each, travel in a few words through one warp scan on
 * shuffles, which gives every kept element its place in element order.  The
 * warps' counts make the tile's count, which decoupled look-back (tile order
 * from an atomic ticket) turns into the tile's first output slot.  While
 * warp 0 looks back the others gather their kept elements, in order, into a
 * shared stage; then the whole tile writes its kept run out coalesced, so
 * the writes cost the same at any keep rate.  With a mask, x is only read
 * where the mask keeps something: at low keep rates most of x is never
 * fetched.  For 4- and 8-byte elements those reads are async copies
 * straight into the stage, issued before the look-back, so that they are in
 * flight through it and hold no registers.  The last tile writes the total.
 *
 * "scan-scatter" is the textbook three steps: flags, the exclusive scan of
 * the flags (the library's scan, logical -> double), and a scatter in which
 * the scan gives each kept element its slot and the last flag plus the last
 * exclusive prefix give the count. */
#include <stdint.h>

#include "tile_state.cuh"
#include "by_width.cuh"
#include "tuning.h"

/* Tile counts add up in 64 bits: more than 2^32 elements may be kept. */
struct gp_count_op {
  typedef long long T;
  enum { EXACT_FOLD = 1 };  /* integer sums: a look-back may fold in any grouping */
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

/* The unsigned vector type of BYTES bytes, for one load of a group. */
template <int BYTES> struct gp_vector_of;
template <> struct gp_vector_of<1> { typedef unsigned char T; };  /* a mask group of one (16-byte elements) */
template <> struct gp_vector_of<2> { typedef unsigned short T; };
template <> struct gp_vector_of<4> { typedef unsigned T; };
template <> struct gp_vector_of<8> { typedef uint2 T; };
template <> struct gp_vector_of<16> { typedef uint4 T; };

/* G elements from p: one vector load where VECTOR (p aligned to the group),
 * else one by one, those at or past `left` elements as 0. */
template <bool VECTOR, class E, int G>
__device__ __forceinline__ void gp_load_group(const E *p, long long left, E (&v)[G])
{
  if (VECTOR && left >= G) {
    union {
      typename gp_vector_of<sizeof(E) * G>::T vector;
      E e[G];
    } u;
    u.vector = *reinterpret_cast<const typename gp_vector_of<sizeof(E) * G>::T *>(p);
#pragma unroll
    for (int c = 0; c < G; c++)
      v[c] = u.e[c];
  } else {
#pragma unroll
    for (int c = 0; c < G; c++)
      v[c] = c < left ? p[c] : (E) 0;
  }
}

/* Launch shape of the one-pass kernel, by element size (tuning.h): G is
 * the group a lane loads at a step, 16 bytes of x for 4-, 8- and 16-byte
 * (complex double) elements. */
template <class E>
struct gp_compact_shape {
  enum {
    WIDE = sizeof(E) >= 8,
    THREADS = GP_COMPACT_THREADS,
    STEPS = WIDE ? GP_COMPACT_STEPS_WIDE : GP_COMPACT_STEPS,
    BLOCKS = WIDE ? GP_COMPACT_BLOCKS_WIDE : GP_COMPACT_BLOCKS,
    CHUNK = WIDE ? GP_COMPACT_CHUNK_WIDE : GP_COMPACT_CHUNK,
    ASYNC = sizeof(E) == 4 || sizeof(E) == 8,  /* the sizes of an async copy */
    BLOCKS_ASYNC = WIDE ? GP_COMPACT_BLOCKS_ASYNC_WIDE : GP_COMPACT_BLOCKS_ASYNC,
    BLOCKS_FIND = WIDE ? GP_COMPACT_BLOCKS_FIND_WIDE : GP_COMPACT_BLOCKS_FIND,
    G = sizeof(E) >= 16 ? 1 : WIDE ? 2 : 4,
    TILE = THREADS * STEPS * G,
    STAGE_BYTES = sizeof(E) > 4 ? sizeof(E) : 4  /* a kept value, or its place in the tile */
  };
  /* Blocks per SM of a kernel: x(mask) with async copies and find of
   * positions alone hold fewer registers than find with values. */
  static constexpr int blocks(bool masked, bool values)
  {
    return masked && values && ASYNC ? BLOCKS_ASYNC : !masked && !values ? BLOCKS_FIND : BLOCKS;
  }
};

/* The byte of step j in the packed per-step counts. */
template <int STEPS>
__device__ __forceinline__ unsigned gp_step_count(const unsigned (&packed)[STEPS / 4], int j)
{
  return (packed[j / 4] >> (8 * (j % 4))) & 0xffu;
}

/* Visit this lane's kept elements of steps [j0, j1) in element order:
 * f(k, j, c) for element c of its group at step j, k its place in the
 * tile's stage.  slot: where the warp's kept elements of step j0 start; on
 * return, those of step j1. */
template <int STEPS, int G, class F>
__device__ __forceinline__ void gp_for_each_kept(unsigned keep, const unsigned (&excl)[STEPS / 4],
                                                 const unsigned (&total)[STEPS / 4], int j0, int j1,
                                                 unsigned &slot, F f)
{
#pragma unroll
  for (int j = j0; j < j1; j++) {
    unsigned k = slot + gp_step_count<STEPS>(excl, j);
#pragma unroll
    for (int c = 0; c < G; c++) {
      if (keep >> (j * G + c) & 1u) {
        f(k, j, c);
        k++;
      }
    }
    slot += gp_step_count<STEPS>(total, j);
  }
}

/* Put the places in the tile of this lane's kept elements, in order, at
 * their places in the stage (see gp_for_each_kept). */
template <int STEPS, int G>
__device__ __forceinline__ void gp_stage_positions(unsigned *stage, unsigned keep, const unsigned (&excl)[STEPS / 4],
                                                   const unsigned (&total)[STEPS / 4], unsigned &slot,
                                                   unsigned warp_first_index, int lane)
{
  gp_for_each_kept<STEPS, G>(keep, excl, total, 0, STEPS, slot, [&](unsigned k, int j, int c) {
    stage[k] = warp_first_index + (unsigned) ((j * 32 + lane) * G + c);
  });
}

/* Copy BYTES (4 or 8) from global to shared memory without holding a
 * register: on sm_80 and later an asynchronous copy, finished by
 * gp_copy_async_wait; before, a plain load and store. */
template <int BYTES>
__device__ __forceinline__ void gp_copy_async(void *to_shared, const void *from_global)
{
#if __CUDA_ARCH__ >= 800
  const unsigned to = (unsigned) __cvta_generic_to_shared(to_shared);
  asm volatile("cp.async.ca.shared.global [%0], [%1], %2;\n" ::"r"(to), "l"(from_global), "n"(BYTES) : "memory");
#else
  typedef typename gp_vector_of<BYTES>::T W;
  *(W *) to_shared = *(const W *) from_global;
#endif
}

__device__ __forceinline__ void gp_copy_async_wait()
{
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.wait_all;\n" ::: "memory");
#endif
}

/* x in the groups of steps [j0, j1) that keep something (a mask's values). */
template <bool VECTOR, class E, int STEPS, int G>
__device__ __forceinline__ void gp_load_kept_groups(const E *x, unsigned keep, long long warp_base, long long n,
                                                    int j0, int j1, int lane, E (&v)[STEPS][G])
{
#pragma unroll
  for (int j = j0; j < j1; j++) {
    const long long g = warp_base + (long long) (j * 32 + lane) * G;
    const unsigned group = keep >> (j * G) & ((1u << G) - 1u);
    if (VECTOR && group != 0 && n - g >= G) {
      gp_load_group<VECTOR>(x + g, G, v[j]);
    } else {
#pragma unroll
      for (int c = 0; c < G; c++)
        v[j][c] = group >> c & 1u ? x[g + c] : (E) 0;
    }
  }
}

template <class E, bool MASKED, bool VALUES, bool POSITIONS, bool VECTOR>
__global__ void __launch_bounds__(gp_compact_shape<E>::THREADS,
                                  gp_compact_shape<E>::blocks(MASKED, VALUES))
gp_compact_kernel(const E *__restrict__ x, const uint8_t *__restrict__ mask, E nonzero, long long n,
                  E *__restrict__ values, double *__restrict__ positions, long long *__restrict__ count,
                  gp_tile_state<long long> st)
{
  typedef gp_compact_shape<E> shape;
  enum {
    THREADS = shape::THREADS, STEPS = shape::STEPS, G = shape::G, TILE = shape::TILE,
    WARPS = THREADS / 32, WARP_ITEMS = 32 * STEPS * G, WORDS = STEPS / 4,
    ASYNC = MASKED && VALUES && shape::ASYNC
  };
  static_assert(STEPS * G <= 32, "a thread's keep flags fit one word");
  static_assert(STEPS % shape::CHUNK == 0, "x is read in whole chunks of steps");
  static_assert(STEPS % 4 == 0 && 32 * G < 256, "per-step counts of a warp fit a byte, four to a word");
  extern __shared__ __align__(16) unsigned char stage_raw[];  /* TILE * STAGE_BYTES, given at launch */
  __shared__ unsigned warp_count[WARPS];
  __shared__ long long tile_prefix;
  __shared__ unsigned tile_ticket;

  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  if (tid == 0)
    tile_ticket = atomicAdd(st.ticket, 1u);
  __syncthreads();
  const long long tile = tile_ticket, tiles = (n + TILE - 1) / TILE;
  const long long tile_base = tile * TILE;
  const long long warp_base = tile_base + (long long) warp * WARP_ITEMS;

  const unsigned warp_first_index = (unsigned) warp * WARP_ITEMS;
  E *stage_values = reinterpret_cast<E *>(stage_raw);
  unsigned *stage_index = reinterpret_cast<unsigned *>(stage_raw);

  /* 1. keep flags (bit j * G + c), all loads of a step's groups in flight
   *    together (with a mask, x is read at the stage, step 3) */
  unsigned keep = 0;
  E v[STEPS][G];
#pragma unroll
  for (int j = 0; j < STEPS; j++) {
    const long long g = warp_base + (long long) (j * 32 + lane) * G;
    const long long left = n - g;
    if (MASKED) {
      uint8_t m[G];
      gp_load_group<VECTOR>(mask + g, left, m);
#pragma unroll
      for (int c = 0; c < G; c++)
        keep |= (unsigned) (m[c] != 0) << (j * G + c);
    } else {
      gp_load_group<VECTOR>(x + g, left, v[j]);
#pragma unroll
      for (int c = 0; c < G; c++)
        keep |= (unsigned) ((v[j][c] & nonzero) != 0) << (j * G + c);
    }
  }

  /* 2. per-step counts, a byte each; one warp scan gives every step's
   *    exclusive count over the lanes before, and the warp's step totals */
  unsigned packed[WORDS], incl[WORDS], excl[WORDS], total[WORDS];
#pragma unroll
  for (int w = 0; w < WORDS; w++)
    packed[w] = 0;
#pragma unroll
  for (int j = 0; j < STEPS; j++)
    packed[j / 4] += (unsigned) __popc(keep >> (j * G) & ((1u << G) - 1u)) << (8 * (j % 4));
#pragma unroll
  for (int w = 0; w < WORDS; w++)
    incl[w] = packed[w];
#pragma unroll
  for (int d = 1; d < 32; d *= 2) {
#pragma unroll
    for (int w = 0; w < WORDS; w++) {
      const unsigned t = __shfl_up_sync(GP_FULL_MASK, incl[w], d);
      if (lane >= d)
        incl[w] += t;
    }
  }
  unsigned warp_total = 0;
#pragma unroll
  for (int w = 0; w < WORDS; w++) {
    excl[w] = incl[w] - packed[w];
    total[w] = __shfl_sync(GP_FULL_MASK, incl[w], 31);
  }
#pragma unroll
  for (int j = 0; j < STEPS; j++)
    warp_total += gp_step_count<STEPS>(total, j);
  if (lane == 0)
    warp_count[warp] = warp_total;
  __syncthreads();
  unsigned before = 0, tile_count = 0;
#pragma unroll
  for (int w = 0; w < WARPS; w++) {
    if (w == warp)
      before = tile_count;
    tile_count += warp_count[w];
  }

  /* 3. warp 0 looks back while the other warps stage their kept elements;
   *    with a mask, x's kept elements are copied straight into the stage,
   *    the copies issued first so that they are in flight through the
   *    look-back and hold no registers */
  unsigned slot = before;
  if constexpr (ASYNC)
    gp_for_each_kept<STEPS, G>(keep, excl, total, 0, STEPS, slot, [&](unsigned k, int j, int c) {
      gp_copy_async<sizeof(E)>(stage_values + k, x + warp_base + (long long) (j * 32 + lane) * G + c);
    });
  if (warp == 0) {
    long long prefix = 0;
    if (lane == 0)
      gp_tile_publish(st, tile, tile == 0 ? GP_TILE_INCLUSIVE : GP_TILE_AGGREGATE, (long long) tile_count);
    if (tile > 0) {
      prefix = gp_tile_lookback<gp_count_op, GP_COMPACT_LOOKBACK_SPAN>(st, tile, lane);
      if (lane == 0)
        gp_tile_publish(st, tile, GP_TILE_INCLUSIVE, prefix + tile_count);
    }
    if (lane == 0) {
      tile_prefix = prefix;
      if (tile == tiles - 1)
        *count = prefix + tile_count;
    }
  }
  if constexpr (ASYNC) {
    gp_copy_async_wait();
  } else if (VALUES) {
    /* with a mask, x is read here a few steps at a time, so that its values
     * do not hold registers through the scan */
    enum { CHUNK = MASKED ? shape::CHUNK : STEPS };
#pragma unroll
    for (int j0 = 0; j0 < STEPS; j0 += CHUNK) {
      if (MASKED)
        gp_load_kept_groups<VECTOR>(x, keep, warp_base, n, j0, j0 + CHUNK, lane, v);
      gp_for_each_kept<STEPS, G>(keep, excl, total, j0, j0 + CHUNK, slot,
                                 [&](unsigned k, int j, int c) { stage_values[k] = v[j][c]; });
    }
  } else {
    gp_stage_positions<STEPS, G>(stage_index, keep, excl, total, slot, warp_first_index, lane);
  }
  __syncthreads();

  /* 4. the tile's kept run, written out coalesced */
  const long long out = tile_prefix;
  if (VALUES) {
    for (unsigned k = tid; k < tile_count; k += THREADS)
      values[out + k] = stage_values[k];
    if (POSITIONS) {  /* find with values: the stage again, for the positions */
      __syncthreads();
      slot = before;
      gp_stage_positions<STEPS, G>(stage_index, keep, excl, total, slot, warp_first_index, lane);
      __syncthreads();
    }
  }
  if (POSITIONS)
    for (unsigned k = tid; k < tile_count; k += THREADS)
      positions[out + k] = (double) (tile_base + stage_index[k] + 1);
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
  /* whole groups load as vectors where x and the mask are aligned to them
   * (arrays from the pool are; views into them may not be) */
  const bool vector = (uintptr_t) a->x % (shape::G * sizeof(E)) == 0 && (uintptr_t) a->mask % shape::G == 0;
  void (*kernel)(const E *, const uint8_t *, E, long long, E *, double *, long long *, gp_tile_state<long long>) =
    vector ? gp_compact_kernel<E, MASKED, VALUES, POSITIONS, true> : gp_compact_kernel<E, MASKED, VALUES, POSITIONS, false>;
  const int stage_bytes = shape::TILE * shape::STAGE_BYTES;
  if (stage_bytes >= 48 * 1024)  /* at the default limit of shared memory or past it: ask for more */
    status = gp_cuda_status(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, stage_bytes));
  if (status == GP_SUCCESS) {
    kernel<<<(unsigned) tiles, shape::THREADS, stage_bytes, s->stream>>>(
      (const E *) a->x, a->mask, (E) a->nonzero, a->n, (E *) a->values, a->positions, a->count, st);
    status = gp_cuda_after_launch(s);
  }
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
    gp_scan_options exclusive;
    gp_scan_options_init(&exclusive);
    exclusive.exclusive = 1;
    const gp_shape3 line = {1, a->n, 1};
    st = gp_cuda_scan_device(s, GP_OP_SUM, &exclusive, GP_LOGICAL, GP_DOUBLE, flags, slots, NULL, line);
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

/* x(mask) keeps values, and positions where asked (gp_topk's select);
 * find keeps positions, and values where asked. */
template <class E>
static gp_status launch_typed(gp_cuda_state *s, gp_compact_algorithm alg, const gp_compact_args *a)
{
  const bool one_pass = alg == GP_COMPACT_AUTO;
  if (a->mask && a->positions)
    return one_pass ? launch_one_pass<E, true, true, true>(s, a) : launch_scan_scatter<E, true, true, true>(s, a);
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
  GP_RETURN_BY_WIDTH16(elem_size, launch_typed, s, alg, &a)
}
