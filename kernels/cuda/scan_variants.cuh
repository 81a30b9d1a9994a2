/* scan_variants.cuh - the classic scan algorithms, selectable by name.
 *
 * Any array is `lines` independent lines (outer x inner of gp_shape3), element
 * j of line l = (o, i) at (o * len + j) * inner + i, so every dim works
 * without a transpose (uncoalesced for inner > 1: these variants are for
 * teaching and comparison; the default is the look-back scan).
 *
 * Block-level algorithms (scan_blocks.cuh) cover one tile; the hierarchical
 * scheme makes any length work: scan each tile, keep its values and total,
 * scan the totals of each line recursively (as lines of their own), and add
 * each tile's prefix back.  "chained" is single pass instead: tiles take
 * tickets in line order, and each waits for its predecessor's inclusive
 * prefix (so it cannot deadlock: a ticket's predecessor is already running).
 *
 * FINAL levels write Op's outputs (and positions); the recursive levels
 * write accumulators T, through gp_lifted<Op>. */
#ifndef GP_SCAN_VARIANTS_CUH
#define GP_SCAN_VARIANTS_CUH

#include "cuda_state.h"
#include "layout.cuh"
#include "lookback.cuh"
#include "scan_blocks.cuh"
#include "scan_ops.cuh"

/* Op on its own accumulators: the recursive levels' input. */
template <class Op>
struct gp_lifted {
  enum { INDEXED = 0 };
  typedef typename Op::T T;
  typedef T Out;
  __device__ static T identity() { return Op::identity(); }
  __device__ static T lift(T t, long long) { return t; }
  __device__ static T combine(T a, T b) { return Op::combine(a, b); }
};
template <class Op> struct gp_lift_of { typedef gp_lifted<Op> type; };
template <class Op> struct gp_lift_of<gp_lifted<Op> > { typedef gp_lifted<Op> type; };


/* Store the inclusive accumulator v of the element at addr: the output (and
 * position) on a FINAL level, v itself on a recursive one. */
template <class Op, bool FINAL, class Dst>
__device__ __forceinline__ void gp_emit(Dst *out, double *index, long long addr, typename Op::T v)
{
  if constexpr (FINAL) {
    typename Op::R r = Op::run_from(v);
    out[addr] = Op::run_out(r);
    if constexpr (Op::INDEXED)
      if (index != NULL)
        index[addr] = Op::run_index(r);
  } else {
    out[addr] = v;
  }
}

/* Shared memory of one variant block: the tile, and GP_VAR_THREADS more. */
template <class T>
struct gp_var_shared {
  T *tile, *extra;
};

#define GP_VAR_SHARED(T, name)                                                                   \
  __shared__ __align__(16) unsigned char name##_raw[(GP_VAR_SLOTS + GP_VAR_THREADS) * sizeof(T)]; \
  T *name = reinterpret_cast<T *>(name##_raw)

/* Load tile `tt` of line l into s, lifted, identity past the line's end;
 * scan it with `alg`; return how many elements of the line it holds. */
template <class Op, class In>
__device__ int gp_var_load_scan(gp_scan_algorithm alg, const In *in, gp_shape3 sh, long long l,
                                long long tt, int tile, typename Op::T *s)
{
  const long long j0 = tt * tile;
  for (int k = threadIdx.x; k < tile; k += GP_VAR_THREADS) {
    long long j = j0 + k;
    s[k] = j < sh.len ? Op::lift(in[gp_line_addr(sh, l, j)], j) : Op::identity();
  }
  __syncthreads();
  gp_block_scan<Op>(alg, s, s + GP_VAR_SLOTS);
  return (int) (sh.len - j0 < tile ? sh.len - j0 : tile);
}

/* Hierarchical, step 1: scan every tile.  One tile per line: the results.
 * Otherwise each element's in-tile scan goes to temp (line-major), each
 * tile's total to sums[l * tiles_per_line + tt]. */
template <class Op, class In, bool FINAL, class Dst>
__global__ void __launch_bounds__(GP_VAR_THREADS)
gp_var_tiles_kernel(gp_scan_algorithm alg, const In *in, Dst *out, double *index, typename Op::T *temp,
                    typename Op::T *sums, gp_shape3 sh, long long tiles_per_line)
{
  typedef typename Op::T T;
  GP_VAR_SHARED(T, s);
  const int tile = gp_block_tile(alg);
  const long long blocks = sh.outer * sh.inner * tiles_per_line;
  for (long long b = blockIdx.x; b < blocks; b += gridDim.x) {
    const long long l = b / tiles_per_line, tt = b % tiles_per_line;
    const int count = gp_var_load_scan<Op, In>(alg, in, sh, l, tt, tile, s);
    for (int k = threadIdx.x; k < count; k += GP_VAR_THREADS) {
      long long j = tt * tile + k;
      if (tiles_per_line == 1)
        gp_emit<Op, FINAL>(out, index, gp_line_addr(sh, l, j), s[k]);
      else
        temp[l * sh.len + j] = s[k];
    }
    if (tiles_per_line > 1 && threadIdx.x == 0)
      sums[b] = s[count - 1];
    __syncthreads();  /* s is reused by the next tile */
  }
}

/* Hierarchical, step 3: each element's in-tile value after its tile's
 * prefix (the scanned sums of the tiles before it). */
template <class Op, bool FINAL, class Dst>
__global__ void gp_var_add_back_kernel(const typename Op::T *temp, const typename Op::T *scanned_sums,
                                       Dst *out, double *index, gp_shape3 sh, long long tiles_per_line,
                                       int tile)
{
  typedef typename Op::T T;
  const long long n = sh.outer * sh.inner * sh.len;
  for (long long e = blockIdx.x * (long long) blockDim.x + threadIdx.x; e < n;
       e += (long long) gridDim.x * blockDim.x) {
    const long long l = e / sh.len, j = e % sh.len, tt = j / tile;
    T v = temp[e];
    if (tt > 0)
      v = Op::combine(scanned_sums[l * tiles_per_line + tt - 1], v);
    gp_emit<Op, FINAL>(out, index, gp_line_addr(sh, l, j), v);
  }
}

/* Chained scan: single pass; tile b (by ticket, line-major) waits until tile
 * b - 1 of the same line has published its inclusive prefix. */
template <class Op, class In>
__global__ void __launch_bounds__(GP_VAR_THREADS)
gp_var_chained_kernel(const In *in, typename Op::Out *out, double *index, gp_shape3 sh,
                      long long tiles_per_line, unsigned *ticket, unsigned *flags, typename Op::T *inclusive)
{
  typedef typename Op::T T;
  GP_VAR_SHARED(T, s);
  __shared__ unsigned long long my_ticket;
  __shared__ T prefix_shared;
  const int tile = gp_block_tile(GP_SCAN_CHAINED);
  const long long blocks = sh.outer * sh.inner * tiles_per_line;
  for (;;) {
    if (threadIdx.x == 0)
      my_ticket = atomicAdd(ticket, 1u);
    __syncthreads();
    const long long b = (long long) my_ticket;
    if (b >= blocks)
      break;
    const long long l = b / tiles_per_line, tt = b % tiles_per_line;
    const int count = gp_var_load_scan<Op, In>(GP_SCAN_CHAINED, in, sh, l, tt, tile, s);
    if (threadIdx.x == 0) {
      T prefix = Op::identity();
      if (tt > 0) {
        while (gp_load_flag(flags + b - 1) != GP_TILE_INCLUSIVE)
          __nanosleep(32);
        __threadfence();  /* the flag before the value */
        prefix = gp_load_cg(inclusive + b - 1);
      }
      gp_tile_put(inclusive + b, Op::combine(prefix, s[count - 1]));
      gp_tile_raise(flags + b, GP_TILE_INCLUSIVE);
      prefix_shared = prefix;
    }
    __syncthreads();
    const T prefix = prefix_shared;
    for (int k = threadIdx.x; k < count; k += GP_VAR_THREADS)
      gp_emit<Op, true>(out, index, gp_line_addr(sh, l, tt * tile + k), Op::combine(prefix, s[k]));
    __syncthreads();  /* s, my_ticket and prefix_shared are reused by the next tile */
  }
}

static inline unsigned gp_var_grid(long long work, long long per_block)
{
  long long g = (work + per_block - 1) / per_block;
  return (unsigned) (g < 1 ? 1 : g > (1 << 20) ? (1 << 20) : g);
}

template <class Op, class In>
static gp_status gp_var_chained(gp_cuda_state *s, const In *in, typename Op::Out *out, double *index,
                                gp_shape3 sh, long long tiles_per_line)
{
  typedef typename Op::T T;
  const long long tiles = sh.outer * sh.inner * tiles_per_line;
  const size_t zeroed = gp_align_up(256 + (size_t) tiles * sizeof(unsigned), 256);  /* ticket, flags */
  void *block = NULL;
  gp_status st = gp_pool_alloc(&s->pool, zeroed + (size_t) tiles * sizeof(T), &block);
  if (st != GP_SUCCESS)
    return st;
  char *base = (char *) block;
  st = gp_cuda_status(cudaMemsetAsync(base, 0, zeroed, s->stream));
  if (st == GP_SUCCESS) {
    gp_var_chained_kernel<Op, In><<<gp_var_grid(tiles, 1), GP_VAR_THREADS, 0, s->stream>>>(
      in, out, index, sh, tiles_per_line, (unsigned *) base, (unsigned *) (base + 256), (T *) (base + zeroed));
    st = gp_cuda_after_launch(s);
  }
  gp_pool_free(&s->pool, block);
  return st;
}

/* Scan the lines of `sh` from in to out with the named variant (any but the
 * look-back); in place is allowed on recursive levels. */
template <class Op, class In, bool FINAL, class Dst>
static gp_status gp_var_scan(gp_cuda_state *s, gp_scan_algorithm alg, const In *in, Dst *out, double *index,
                             gp_shape3 sh)
{
  typedef typename Op::T T;
  typedef typename gp_lift_of<Op>::type Lifted;
  const long long lines = sh.outer * sh.inner, n = lines * sh.len;
  if (n == 0)
    return GP_SUCCESS;
  const int tile = gp_block_tile(alg);
  const long long per_line = (sh.len + tile - 1) / tile;
  if constexpr (FINAL) {
    if (alg == GP_SCAN_CHAINED)
      return gp_var_chained<Op, In>(s, in, out, index, sh, per_line);
  }
  if (per_line == 1) {
    gp_var_tiles_kernel<Op, In, FINAL, Dst><<<gp_var_grid(lines, 1), GP_VAR_THREADS, 0, s->stream>>>(
      alg, in, out, index, NULL, NULL, sh, 1);
    return gp_cuda_after_launch(s);
  }
  void *temp = NULL, *sums = NULL;
  gp_status st = gp_pool_alloc(&s->pool, (size_t) n * sizeof(T), &temp);
  if (st == GP_SUCCESS)
    st = gp_pool_alloc(&s->pool, (size_t) (lines * per_line) * sizeof(T), &sums);
  if (st == GP_SUCCESS) {
    gp_var_tiles_kernel<Op, In, FINAL, Dst><<<gp_var_grid(lines * per_line, 1), GP_VAR_THREADS, 0, s->stream>>>(
      alg, in, out, index, (T *) temp, (T *) sums, sh, per_line);
    st = gp_cuda_after_launch(s);
  }
  if (st == GP_SUCCESS) {
    gp_shape3 totals = {lines, per_line, 1};
    st = gp_var_scan<Lifted, T, false, T>(s, alg, (const T *) sums, (T *) sums, NULL, totals);
  }
  if (st == GP_SUCCESS) {
    gp_var_add_back_kernel<Op, FINAL, Dst><<<gp_var_grid(n, 256), 256, 0, s->stream>>>(
      (const T *) temp, (const T *) sums, out, index, sh, per_line, tile);
    st = gp_cuda_after_launch(s);
  }
  gp_pool_free(&s->pool, temp);  /* stream order keeps them until the kernels are done */
  gp_pool_free(&s->pool, sums);
  return st;
}

#endif
