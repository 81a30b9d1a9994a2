/* sort_lines.cu - many lines sorted in one launch.
 *
 * Short lines (at most GP_SORT_SMALL_LINE elements): one thread per line, a
 * bitonic network on each key with its position, in registers, in any
 * layout.
 *
 * Longer contiguous lines: one block per line, long ones in wider tiles
 * (tuning.h).  The block counts every pass's digits in one read of its line,
 * skips the passes whose digit all its keys share, and runs the others as
 * counting-sort passes over its tiles in order (sort_tile.cuh ranks each
 * tile; a running count per digit places it), ping-ponging between y and a
 * scratch line so that the last pass lands in y.  Values (positions) travel along where the index is
 * wanted or the line has a NaN or -0, whose bits the keys do not keep: then
 * y is gathered from x at the end. */
#include <stdint.h>

#include "cuda_state.h"
#include "sort_tile.cuh"
#include "by_width.cuh"

/* Short lines, GP_SMALL_THREADS of them a block (tuning.h), each sorted by
 * one thread, staged in shared memory laid out [element][line]
 * (neighbouring threads touch neighbouring banks).  Contiguous lines are
 * read and written through the block's whole chunk, coalesced; strided
 * ones line by line, which is coalesced across the neighbouring lines
 * already.  y is gathered from x through the sorted positions, so every
 * bit comes back. */

/* One thread's line of len <= N keys (element l in key[l][tid]) sorted
 * in registers by a bitonic network on (key, position): the positions
 * differ, so the order is total and equal keys keep their order (a stable
 * sort).  The slots past len hold the largest key and positions past len:
 * they sort last.  The sorted positions go to pos, laid out as key. */
template <class K, int N>
__device__ __forceinline__ void gp_sort_small_line(K (&key)[GP_SORT_SMALL_LINE][GP_SMALL_THREADS],
                                                   unsigned char (&pos)[GP_SORT_SMALL_LINE][GP_SMALL_THREADS],
                                                   int len, int tid)
{
  K k[N];
  unsigned p[N];
#pragma unroll
  for (int l = 0; l < N; l++) {
    k[l] = l < len ? key[l][tid] : (K) ~(K) 0;
    p[l] = (unsigned) l;
  }
#pragma unroll
  for (int size = 2; size <= N; size <<= 1) {
#pragma unroll
    for (int stride = size >> 1; stride > 0; stride >>= 1) {
#pragma unroll
      for (int i = 0; i < N; i++) {
        const int j = i ^ stride;
        if (j > i) {  /* (i, j) in order: ascending where bit `size` of i is clear */
          const bool after = k[i] > k[j] || (k[i] == k[j] && p[i] > p[j]);
          const bool swap = after == ((i & size) == 0);
          const K ki = k[i], kj = k[j];
          const unsigned pi = p[i], pj = p[j];
          k[i] = swap ? kj : ki;
          k[j] = swap ? ki : kj;
          p[i] = swap ? pj : pi;
          p[j] = swap ? pi : pj;
        }
      }
    }
  }
#pragma unroll
  for (int l = 0; l < N; l++)
    if (l < len)
      pos[l][tid] = (unsigned char) p[l];
}

/* Element e of a block's contiguous lines: element l () = e % len of
 * line t () = e / len, carried from one e to the next (advance, with dl =
 * SMALL_THREADS % len and dt = SMALL_THREADS / len) rather than divided
 * out at every element. */
struct gp_small_at {
  int e, len;
  int l_, t_;
  __device__ __forceinline__ int l() const { return l_; }
  __device__ __forceinline__ int t() const { return t_; }
  __device__ __forceinline__ static gp_small_at first(int tid, int len)
  {
    return gp_small_at{tid, len, tid % len, tid / len};
  }
  __device__ __forceinline__ void advance(int dl, int dt)
  {
    e += GP_SMALL_THREADS;
    l_ += dl;
    t_ += dt;
    if (l_ >= len) {
      l_ -= len;
      t_++;
    }
  }
};

/* use (at, read (at)) for the block's elements e = tid, tid +
 * SMALL_THREADS, ... below count * len: at most N of them a thread (count
 * <= SMALL_THREADS, len <= N).  Every read comes before the first use,
 * unrolled, so that a thread keeps all its reads in flight at once. */
template <int N, class Read, class Use>
__device__ __forceinline__ void gp_small_walk(int tid, int count, int len, Read read, Use use)
{
  if (len <= 0)  /* no elements (and no division by 0) */
    return;
  const int dl = GP_SMALL_THREADS % len, dt = GP_SMALL_THREADS / len, end = count * len;
  decltype(read(gp_small_at::first(tid, len))) v[N];
  gp_small_at at = gp_small_at::first(tid, len);
#pragma unroll
  for (int k = 0; k < N; k++, at.advance(dl, dt))
    if (at.e < end)
      v[k] = read(at);
  at = gp_small_at::first(tid, len);
#pragma unroll
  for (int k = 0; k < N; k++, at.advance(dl, dt))
    if (at.e < end)
      use(at, v[k]);
}

/* N: the sorting network's size, a power of two of at least the lines' length. */
template <class K, int N>
__global__ void __launch_bounds__(GP_SMALL_THREADS)
gp_sort_small_kernel(const K *__restrict__ x, K *__restrict__ y, double *__restrict__ idx, gp_shape3 sh,
                     gp_key_code code)
{
  __shared__ K key[GP_SORT_SMALL_LINE][GP_SMALL_THREADS];
  __shared__ unsigned char pos[GP_SORT_SMALL_LINE][GP_SMALL_THREADS];
  const long long lines = sh.outer * sh.inner;
  const int len = (int) sh.len, tid = threadIdx.x;
  const bool contiguous = sh.inner == 1;
  for (long long first = (long long) blockIdx.x * GP_SMALL_THREADS; first < lines;
       first += (long long) gridDim.x * GP_SMALL_THREADS) {
    const int count = (int) (lines - first < GP_SMALL_THREADS ? lines - first : GP_SMALL_THREADS);
    const long long line = first + tid;
    const long long base = line / sh.inner * sh.len * sh.inner + line % sh.inner;  /* its element 0 */
    if (contiguous) {
      gp_small_walk<N>(
        tid, count, len, [&](gp_small_at at) { return x[first * len + at.e]; },
        [&](gp_small_at at, K v) { key[at.l()][at.t()] = gp_encode(v, code); });
    } else if (tid < count) {
      for (int l = 0; l < len; l++)
        key[l][tid] = gp_encode(x[base + l * sh.inner], code);
    }
    __syncthreads();
    if (tid < count)
      gp_sort_small_line<K, N>(key, pos, len, tid);
    __syncthreads();
    if (contiguous) {
      const auto sorted_from = [&](gp_small_at at) -> int { return pos[at.l()][at.t()]; };
      gp_small_walk<N>(
        tid, count, len, [&](gp_small_at at) { return x[first * len + at.e - at.l() + sorted_from(at)]; },
        [&](gp_small_at at, K v) {
          const long long g = first * len + at.e;
          y[g] = v;
          if (idx)
            idx[g] = sorted_from(at) + 1.0;
        });
    } else if (tid < count) {
      for (int l = 0; l < len; l++) {
        const int p = pos[l][tid];
        y[base + l * sh.inner] = x[base + p * sh.inner];
        if (idx)
          idx[base + l * sh.inner] = p + 1.0;
      }
    }
    __syncthreads();
  }
}

/* One thread a line, GP_SMALL_THREADS lines a block, 16 blocks a
 * multiprocessor (as many as the device holds at once were slower;
 * doc/DESIGN.md). */
template <class K, int N>
static void small_launch(gp_cuda_state *s, gp_key_code code, const void *x, void *y, double *idx, gp_shape3 sh)
{
  const long long lines = sh.outer * sh.inner;
  const unsigned grid = gp_grid_stride_blocks(s, lines, GP_SMALL_THREADS);
  gp_sort_small_kernel<K, N><<<grid, GP_SMALL_THREADS, 0, s->stream>>>((const K *) x, (K *) y, idx, sh, code);
}

/* the line kernel's bounds: GP_SORT_LINE_BLOCKS a multiprocessor where set (tuning.h) */
#if GP_SORT_LINE_BLOCKS
#define GP_SORT_LINE_BOUNDS __launch_bounds__(GP_SORT_THREADS, GP_SORT_LINE_BLOCKS)
#else
#define GP_SORT_LINE_BOUNDS __launch_bounds__(GP_SORT_THREADS)
#endif

template <class K, int ITEMS>
__global__ void GP_SORT_LINE_BOUNDS
gp_sort_lines_kernel(const K *__restrict__ x, K *__restrict__ y, double *__restrict__ idx, K *__restrict__ key_tmp,
                     unsigned *__restrict__ v0, unsigned *__restrict__ v1, long long lines, long long len,
                     gp_key_code code)
{
  typedef gp_sort_tile_smem<K, ITEMS> smem_t;
  enum { PASSES = sizeof(K), TILE = smem_t::TILE };
  __shared__ smem_t sm;
  __shared__ unsigned starts[PASSES][GP_RADIX];  /* the line's digit counts, then each run's start */
  __shared__ int active[PASSES];
  const int tid = threadIdx.x;
  /* a line's runs start at 32-bit counts (starts), so its indices fit 32 bits */
  const bool narrow = true;

  for (long long line = blockIdx.x; line < lines; line += gridDim.x) {
    const long long off = line * len;
    for (int i = tid; i < PASSES * GP_RADIX; i += GP_SORT_THREADS)
      (&starts[0][0])[i] = 0;
    if (tid < PASSES)
      active[tid] = 1;
    __syncthreads();
    bool special = false;
    for (long long e = tid; e < len; e += GP_SORT_THREADS) {
      const K bits = x[off + e];
      special |= gp_is_special(bits, code);
      const K key = gp_encode(bits, code);
#pragma unroll
      for (int p = 0; p < PASSES; p++)
        atomicAdd(&starts[p][(key >> (8 * p)) & 255], 1u);
    }
    special = __syncthreads_or(special);
#pragma unroll
    for (int p = 0; p < PASSES; p++)
      if (starts[p][tid] == len)
        active[p] = 0;  /* every key has digit tid here */
    __syncthreads();
    int m = 0;
#pragma unroll
    for (int p = 0; p < PASSES; p++)
      m += active[p];
    const bool carry = idx != NULL || special;

    if (m == 0) {  /* all keys equal: the line is sorted as it is */
      for (long long e = tid; e < len; e += GP_SORT_THREADS) {
        y[off + e] = x[off + e];
        if (idx)
          idx[off + e] = (double) (e + 1);
      }
      __syncthreads();
      continue;
    }
#pragma unroll
    for (int p = 0; p < PASSES; p++) {
      const unsigned c = starts[p][tid];
      starts[p][tid] = gp_block_exclusive_scan(c, sm);
    }

    int k = 0;
    for (int p = 0; p < PASSES; p++) {
      if (!active[p])
        continue;
      const bool first = k == 0, last = k == m - 1;
      const K *src = first ? x + off : ((m - k) % 2 == 0 ? y : key_tmp) + off;
      K *dst = ((m - 1 - k) % 2 == 0 ? y : key_tmp) + off;
      const unsigned *vsrc = first || !carry ? NULL : ((k - 1) % 2 ? v1 : v0) + off;
      unsigned *vdst = carry ? (k % 2 ? v1 : v0) + off : NULL;
      unsigned run = starts[p][tid];
      for (long long tile_base = 0; tile_base < len; tile_base += TILE) {
        const int valid = (int) (len - tile_base < TILE ? len - tile_base : TILE);
        K keys[ITEMS];
        gp_tile_ranks<ITEMS> rank;
        unsigned digit[ITEMS], run_start;
        gp_load_keys<false>(src, first, code, tile_base, valid, keys);
        const unsigned count = gp_rank_counts<false>(keys, 8 * p, valid, rank, sm, run_start);
        gp_put_out_start(sm, (long long) run - run_start);
        run += count;
        gp_rank_finish<false>(keys, 8 * p, valid, rank, sm);
        gp_stage_keys<false>(keys, rank, valid, sm);
        __syncthreads();
        gp_write_keys<false>(8 * p, valid, last && special ? NULL : dst, last, code, sm, digit, narrow);
        if (carry)
          gp_move_values<false>(vsrc, 0, tile_base, valid, rank, digit, vdst, NULL, sm, narrow);
        else
          __syncthreads();  /* the stage is free for the next tile */
      }
      k++;
    }
    if (carry) {  /* the block's writes above are visible to it after each tile's last barrier */
      const unsigned *final_values = ((m - 1) % 2 ? v1 : v0) + off;
      for (long long e = tid; e < len; e += GP_SORT_THREADS) {
        const unsigned v = final_values[e];
        if (idx)
          idx[off + e] = v + 1.0;
        if (special)
          y[off + e] = x[off + v];
      }
    }
    __syncthreads();
  }
}

template <class K>
static gp_status small_typed(gp_cuda_state *s, gp_key_code code, const void *x, void *y, double *idx, gp_shape3 sh)
{
  if (sh.len <= 8)
    small_launch<K, 8>(s, code, x, y, idx, sh);
  else if (sh.len <= 16)
    small_launch<K, 16>(s, code, x, y, idx, sh);
  else
    small_launch<K, 32>(s, code, x, y, idx, sh);
  return gp_cuda_after_launch(s);
}

extern "C" gp_status gp_cuda_sort_small(gp_cuda_state *s, gp_sort_keys keys, const void *x, void *y, double *idx,
                                        gp_shape3 shape)
{
  const gp_key_code code = {keys.kind, keys.order};
  if (shape.len > GP_SORT_SMALL_LINE)
    return GP_ERROR_INTERNAL;
  GP_RETURN_BY_WIDTH(keys.width, small_typed, s, code, x, y, idx, shape)
}

template <class K>
static gp_status lines_typed(gp_cuda_state *s, gp_key_code code, const void *x, void *y, double *idx, void *key_tmp,
                             unsigned *value_tmp, long long lines, long long len)
{
  const unsigned grid = (unsigned) (lines < (1ll << 30) ? lines : (1ll << 30));
  if (len >= GP_SORT_LONG_LINE)
    gp_sort_lines_kernel<K, GP_SORT_LONG_LINE_ITEMS><<<grid, GP_SORT_THREADS, 0, s->stream>>>(
      (const K *) x, (K *) y, idx, (K *) key_tmp, value_tmp, value_tmp + lines * len, lines, len, code);
  else
    gp_sort_lines_kernel<K, GP_SORT_LINE_ITEMS><<<grid, GP_SORT_THREADS, 0, s->stream>>>(
      (const K *) x, (K *) y, idx, (K *) key_tmp, value_tmp, value_tmp + lines * len, lines, len, code);
  return gp_cuda_after_launch(s);
}

extern "C" gp_status gp_cuda_sort_lines(gp_cuda_state *s, gp_sort_keys keys, const void *x, void *y, double *idx,
                                        void *key_tmp, unsigned *value_tmp, long long lines, long long len)
{
  const gp_key_code code = {keys.kind, keys.order};
  GP_RETURN_BY_WIDTH(keys.width, lines_typed, s, code, x, y, idx, key_tmp, value_tmp, lines, len)
}
