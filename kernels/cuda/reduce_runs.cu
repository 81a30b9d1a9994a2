/* reduce_runs.cu - gp_reduce_by_key's and gp_scan_by_key's runs, with
 * no atomics, so a sum is the same on every run.
 *
 * The reduction goes in tiles of GP_RUNS_THREADS x GP_RUNS_ITEMS
 * elements, each thread ITEMS in a row, in four passes: count each tile's
 * run starts; scan the counts (one block) for each tile's first run
 * number and the total; reduce each tile (each thread's row left to
 * right, the rows joined by a segmented scan in a fixed tree), writing
 * every run that ends inside it and keeping the tile's part before its
 * first start and its last run's part; join each tile's last run to the
 * parts of the tiles after it up to the next start (a warp a tile).  A
 * run of millions is then tiles' parts, not one warp's walk.  The tiles
 * go with GP_RUNS_TILED 1 (tuning.h); until a GPU has run them, the
 * default is the warps' walk below, each run numbered by a scan first.
 *
 * The scan by key: a warp per window of 32 elements takes each run that
 * starts in it, 32 elements a step, each step a warp scan joined to the
 * run's carry. */
#include <stdint.h>

#include "cuda_state.h"
#include "warp.cuh"

/* A run's extreme so far: the value, where it came from, whether any
 * number (not NaN) was seen. */
template <class T>
struct gp_run_extreme {
  T v;
  long long at;
  int any;
};

template <class T>
__device__ __forceinline__ bool gp_is_nan(T x)
{
  return !(x == x);
}

/* +NaN for a run of NaN; integers are always numbers (0 never read) */
template <class T>
__device__ __forceinline__ T gp_run_nan()
{
  return (T) 0;
}
template <>
__device__ __forceinline__ double gp_run_nan<double>()
{
  return __longlong_as_double(0x7ff8000000000000ll);
}
template <>
__device__ __forceinline__ float gp_run_nan<float>()
{
  return __int_as_float(0x7fc00000);
}

/* b beats a: a number, greater (max) or less (min), or equal and earlier. */
template <class T, bool MAX>
__device__ __forceinline__ bool gp_run_beats(const gp_run_extreme<T> &b, const gp_run_extreme<T> &a)
{
  if (!b.any)
    return false;
  if (!a.any)
    return true;
  if (b.v == a.v)
    return b.at < a.at;
  return MAX ? b.v > a.v : b.v < a.v;
}

template <class T, int OP>
struct gp_run_op;

template <class T>
struct gp_run_op<T, GP_OP_SUM> {
  typedef T acc;
  static __device__ acc start() { return (T) 0; }
  static __device__ acc lift(T x, long long) { return x; }
  static __device__ acc add(acc a, T x, long long) { return a + x; }
  static __device__ acc join(acc a, acc b) { return a + b; }
  static __device__ T finish(acc a, int has_init, double init) { return has_init ? (T) init + a : a; }
};

template <class T>
struct gp_run_op<T, GP_OP_PROD> {
  typedef T acc;
  static __device__ acc start() { return (T) 1; }
  static __device__ acc lift(T x, long long) { return x; }
  static __device__ acc add(acc a, T x, long long) { return a * x; }
  static __device__ acc join(acc a, acc b) { return a * b; }
  static __device__ T finish(acc a, int has_init, double init) { return has_init ? (T) init * a : a; }
};

/* max (MAX true) and min: NaN skipped, the earliest of equals kept; with
 * init, Octave's max (init, r): r only where it is a number beating init */
template <class T, bool MAX>
struct gp_run_extreme_op {
  typedef gp_run_extreme<T> acc;
  static __device__ acc start() { return acc{(T) 0, 0, 0}; }
  static __device__ acc lift(T x, long long at) { return acc{x, at, !gp_is_nan(x)}; }
  static __device__ acc add(acc a, T x, long long at)
  {
    const acc b{x, at, !gp_is_nan(x)};
    return gp_run_beats<T, MAX>(b, a) ? b : a;
  }
  static __device__ acc join(acc a, acc b) { return gp_run_beats<T, MAX>(b, a) ? b : a; }
  static __device__ T finish(acc a, int has_init, double init)
  {
    const T r = a.any ? a.v : gp_run_nan<T>();
    if (!has_init || gp_is_nan(r))
      return has_init ? (T) init : r;
    const T i = (T) init;
    return (MAX ? i >= r : i <= r) ? i : r;
  }
};

template <class T>
struct gp_run_op<T, GP_OP_MAX> : gp_run_extreme_op<T, true> {};
template <class T>
struct gp_run_op<T, GP_OP_MIN> : gp_run_extreme_op<T, false> {};

/* The key at s into out_keys(r), moved as bits of its width. */
__device__ __forceinline__ void gp_copy_key(const void *keys, void *out_keys, size_t width, long long s, long long r)
{
  switch (width) {
  case 1: ((unsigned char *) out_keys)[r] = ((const unsigned char *) keys)[s]; break;
  case 2: ((unsigned short *) out_keys)[r] = ((const unsigned short *) keys)[s]; break;
  case 4: ((unsigned *) out_keys)[r] = ((const unsigned *) keys)[s]; break;
  default: ((unsigned long long *) out_keys)[r] = ((const unsigned long long *) keys)[s]; break;
  }
}

#define RUNS_THREADS GP_RUNS_THREADS
#define RUNS_ITEMS GP_RUNS_ITEMS
#define RUNS_TILE (RUNS_THREADS * RUNS_ITEMS)
#define RUNS_WARPS (RUNS_THREADS / 32)

/* The flags of elements at .. at + ITEMS - 1 as bits (those at n or past
 * clear): one 16-byte load where the row is whole and aligned. */
__device__ __forceinline__ unsigned gp_row_flags(const unsigned char *flags, long long at, long long n, int aligned)
{
  unsigned bits = 0;
  if (aligned && at + RUNS_ITEMS <= n) {
    const uint4 w = *(const uint4 *) (flags + at);
    const unsigned words[4] = {w.x, w.y, w.z, w.w};
#pragma unroll
    for (int k = 0; k < RUNS_ITEMS; k++)
      bits |= ((words[k >> 2] >> (8 * (k & 3))) & 0xffu) ? 1u << k : 0u;
  } else {
    for (int k = 0; k < RUNS_ITEMS && at + k < n; k++)
      bits |= flags[at + k] ? 1u << k : 0u;
  }
  return bits;
}

/* Pass 1: each tile's run starts. */
__global__ void __launch_bounds__(RUNS_THREADS)
  gp_run_heads_kernel(const unsigned char *__restrict__ flags, long long n, int aligned, int *__restrict__ heads)
{
  __shared__ int warp_sum[RUNS_WARPS];
  const long long at = (long long) blockIdx.x * RUNS_TILE + threadIdx.x * RUNS_ITEMS;
  const int c = __reduce_add_sync(GP_FULL_MASK, __popc(gp_row_flags(flags, at, n, aligned)));
  if ((threadIdx.x & 31) == 0)
    warp_sum[threadIdx.x >> 5] = c;
  __syncthreads();
  if (threadIdx.x == 0) {
    int t = 0;
    for (int w = 0; w < RUNS_WARPS; w++)
      t += warp_sum[w];
    heads[blockIdx.x] = t;
  }
}

/* Sums of counts, and parts of runs joined by Op::join, as gp_warp_scan
 * takes an operator. */
struct gp_count_sum {
  typedef long long T;
  static __device__ T combine(T a, T b) { return a + b; }
};
template <class Op>
struct gp_run_join {
  typedef typename Op::acc T;
  static __device__ T combine(T a, T b) { return Op::join(a, b); }
};

/* Pass 2, one block: first_run[t] = the starts of the tiles before t;
 * *count = all of them.  Each thread sums a stretch of tiles, the
 * stretches' sums are scanned, then each stretch numbered in turn. */
__global__ void __launch_bounds__(1024)
  gp_run_heads_scan_kernel(const int *__restrict__ heads, long long tiles, long long *__restrict__ first_run,
                           long long *__restrict__ count)
{
  __shared__ long long warp_sum[32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const long long per = (tiles + blockDim.x - 1) / blockDim.x, lo = threadIdx.x * per;
  const long long hi = lo + per < tiles ? lo + per : tiles;
  long long own = 0;
  for (long long t = lo; t < hi; t++)
    own += heads[t];
  long long incl = own;
  bool no_head = false;
  gp_warp_scan<gp_count_sum, false>(incl, no_head, lane);
  if (lane == 31)
    warp_sum[warp] = incl;
  __syncthreads();
  long long off = incl - own;
  for (int w = 0; w < warp; w++)
    off += warp_sum[w];
  for (long long t = lo; t < hi; t++) {
    first_run[t] = off;
    off += heads[t];
  }
  if (threadIdx.x == blockDim.x - 1)
    *count = off;
}

/* A part of a run and whether a run starts in it: joined left to right,
 * a start drops what came before (a segmented scan's operator). */
template <class A>
struct gp_seg {
  A a;
  int started;
};

template <class Op>
__device__ __forceinline__ gp_seg<typename Op::acc> gp_seg_join(const gp_seg<typename Op::acc> &x,
                                                               const gp_seg<typename Op::acc> &y)
{
  return gp_seg<typename Op::acc>{y.started ? y.a : Op::join(x.a, y.a), x.started | y.started};
}

/* Pass 3: a block a tile.  The values go through shared memory (rows of
 * ITEMS with a pad after each: a warp reads its rows without bank
 * conflicts); each thread reduces its row, writes the runs that end in it,
 * and the segmented scan of the rows' parts closes the runs that cross
 * rows.  head_part[t]: the tile's part before its first start (all of it
 * where none starts); tail_part[t]: its last run's part. */
template <class T, int OP>
__global__ void __launch_bounds__(RUNS_THREADS)
  gp_run_tiles_kernel(const T *__restrict__ v, long long step, const unsigned char *__restrict__ flags, long long n,
                      int aligned, const long long *__restrict__ first_run, T *__restrict__ out, int has_init,
                      double init, const void *keys, void *out_keys, size_t key_bytes,
                      typename gp_run_op<T, OP>::acc *__restrict__ head_part,
                      typename gp_run_op<T, OP>::acc *__restrict__ tail_part)
{
  typedef gp_run_op<T, OP> Op;
  typedef typename Op::acc A;
  __shared__ T tile[RUNS_TILE + RUNS_THREADS];
  __shared__ A warp_part[RUNS_WARPS];
  __shared__ int warp_started[RUNS_WARPS];
  __shared__ struct {
    unsigned warp_sums[RUNS_WARPS];
  } starts_sm;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const long long base = (long long) blockIdx.x * RUNS_TILE;
  const int len = n - base < RUNS_TILE ? (int) (n - base) : RUNS_TILE;
  for (int i = threadIdx.x; i < len; i += RUNS_THREADS)
    tile[i + i / RUNS_ITEMS] = v[(base + i) * step];
  const long long at = base + threadIdx.x * RUNS_ITEMS;
  const unsigned bits = gp_row_flags(flags, at, n, aligned);

  /* the starts in the rows before this one (its barriers also put the
   * tile's values in shared memory before any row reads them) */
  const int before = (int) gp_block_exclusive_scan((unsigned) __popc(bits), starts_sm);

  /* the row, left to right: the part before its first start, each run
   * that starts and ends in it, and the part of its last run */
  const T *row = tile + threadIdx.x * (RUNS_ITEMS + 1);
  const long long first = first_run[blockIdx.x];
  long long run = first + before - 1;
  A a = Op::start(), head = Op::start();
  int started = 0;
#pragma unroll
  for (int k = 0; k < RUNS_ITEMS; k++) {
    const long long g = at + k;
    if (g < n) {
      if ((bits >> k) & 1) {
        if (started)
          out[run] = Op::finish(a, has_init, init);
        else
          head = a;
        started = 1;
        run++;
        if (out_keys)
          gp_copy_key(keys, out_keys, key_bytes, g, run);
        a = Op::add(Op::start(), row[k], g);
      } else {
        a = Op::add(a, row[k], g);
      }
    }
  }
  if (!started)
    head = a;

  /* the rows' parts, joined in a fixed tree: lanes, then warps in order */
  A part = started ? a : head;
  bool part_started = started;
  gp_warp_scan<gp_run_join<Op>, true>(part, part_started, lane);
  gp_seg<A> incl{part, part_started};
  gp_seg<A> excl{gp_shfl_up(incl.a, 1), __shfl_up_sync(GP_FULL_MASK, incl.started, 1)};
  if (lane == 31) {
    warp_part[warp] = incl.a;
    warp_started[warp] = incl.started;
  }
  __syncthreads();
  gp_seg<A> prefix{Op::start(), 0};
  for (int w = 0; w < warp; w++)
    prefix = gp_seg_join<Op>(prefix, gp_seg<A>{warp_part[w], warp_started[w]});
  excl = lane == 0 ? prefix : gp_seg_join<Op>(prefix, excl);
  incl = gp_seg_join<Op>(prefix, incl);

  if (started) {  /* this row's first start ends the run before it */
    const A r = Op::join(excl.a, head);
    if (excl.started)
      out[first + before - 1] = Op::finish(r, has_init, init);
    else
      head_part[blockIdx.x] = r;
  }
  if (threadIdx.x == RUNS_THREADS - 1) {
    if (incl.started)
      tail_part[blockIdx.x] = incl.a;
    else
      head_part[blockIdx.x] = incl.a;
  }
}

/* Pass 4: a warp a tile in which a run starts; its last run joined to the
 * parts of the tiles after it, up to and with the first tile in which a
 * run starts (its part before that start), 32 tiles a step. */
template <class T, int OP>
__global__ void gp_run_tails_kernel(const int *__restrict__ heads, const long long *__restrict__ first_run,
                                    long long tiles, const typename gp_run_op<T, OP>::acc *__restrict__ head_part,
                                    const typename gp_run_op<T, OP>::acc *__restrict__ tail_part,
                                    T *__restrict__ out, int has_init, double init)
{
  typedef gp_run_op<T, OP> Op;
  typedef typename Op::acc A;
  const int lane = threadIdx.x & 31;
  const long long warp = ((long long) blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const long long warps = ((long long) gridDim.x * blockDim.x) >> 5;
  for (long long t = warp; t < tiles; t += warps) {
    const int h = heads[t];
    if (h == 0)
      continue;
    A r = tail_part[t];
    for (long long u0 = t + 1; u0 < tiles; u0 += 32) {
      const long long u = u0 + lane;
      const unsigned stops = __ballot_sync(GP_FULL_MASK, u >= tiles || heads[u] > 0);
      const int last = stops ? __ffs(stops) - 1 : 31;
      A p = u < tiles && lane <= last ? head_part[u] : Op::start();
#pragma unroll
      for (int d = 16; d > 0; d >>= 1)
        p = Op::join(p, gp_shfl_xor(p, d));
      r = Op::join(r, p);
      if (stops)
        break;
    }
    if (lane == 0)
      out[first_run[t] + h - 1] = Op::finish(r, has_init, init);
  }
}

/* The four passes, with their scratch from the pool; *c->count when
 * they are done. */
template <class T, int OP>
static gp_status reduce_tiles(gp_cuda_state *s, const gp_runs_reduce *c)
{
  typedef typename gp_run_op<T, OP>::acc A;
  const long long n = c->n, tiles = (n + RUNS_TILE - 1) / RUNS_TILE;
  const size_t heads_bytes = gp_align_up((size_t) tiles * sizeof(int), 256);
  const size_t first_bytes = gp_align_up((size_t) tiles * sizeof(long long), 256);
  const size_t part_bytes = gp_align_up((size_t) tiles * sizeof(A), 256);
  void *block = NULL;
  gp_status st = gp_pool_alloc(&s->pool, heads_bytes + first_bytes + 2 * part_bytes + sizeof(long long), &block);
  if (st != GP_SUCCESS)
    return st;
  char *at = (char *) block;
  int *heads = (int *) at;
  long long *first = (long long *) (at + heads_bytes);
  A *head_part = (A *) (at + heads_bytes + first_bytes), *tail_part = (A *) (at + heads_bytes + first_bytes + part_bytes);
  long long *count = (long long *) (at + heads_bytes + first_bytes + 2 * part_bytes);
  const int aligned = ((uintptr_t) c->flags & 15) == 0;
  gp_run_heads_kernel<<<(unsigned) tiles, RUNS_THREADS, 0, s->stream>>>(c->flags, n, aligned, heads);
  st = gp_cuda_after_launch(s);
  if (st == GP_SUCCESS) {
    gp_run_heads_scan_kernel<<<1, 1024, 0, s->stream>>>(heads, tiles, first, count);
    st = gp_cuda_after_launch(s);
  }
  if (st == GP_SUCCESS) {
    gp_run_tiles_kernel<T, OP><<<(unsigned) tiles, RUNS_THREADS, 0, s->stream>>>(
      (const T *) c->values, c->value_step, c->flags, n, aligned, first, (T *) c->out, c->has_init, c->init, c->keys,
      c->out_keys, c->key_bytes, head_part, tail_part);
    st = gp_cuda_after_launch(s);
  }
  if (st == GP_SUCCESS) {
    gp_run_tails_kernel<T, OP><<<gp_grid_stride_blocks(s, tiles * 32, 256), 256, 0, s->stream>>>(
      heads, first, tiles, head_part, tail_part, (T *) c->out, c->has_init, c->init);
    st = gp_cuda_after_launch(s);
  }
  long long runs = 0;
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaMemcpyAsync(&runs, count, sizeof runs, cudaMemcpyDeviceToHost, s->stream));
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaStreamSynchronize(s->stream));
  if (st == GP_SUCCESS && c->count)
    *c->count = runs;
  gp_pool_free(&s->pool, block);
  return st;
}

#if !GP_RUNS_TILED
/* The reduction as it was before the tiles (GP_RUNS_TILED 0): the runs
 * numbered by a scan of the flags, then a warp per window of 32 elements
 * takes each run that starts in it, its lanes reading the run 32 elements
 * a step, the lanes joined by a fixed butterfly; one warp takes a whole
 * run. */
template <class T, int OP>
__global__ void gp_reduce_runs_kernel(const T *__restrict__ v, long long step, const unsigned char *__restrict__ flags,
                                      const double *__restrict__ runs, long long n, T *__restrict__ out, int has_init,
                                      double init, const void *keys, void *out_keys, size_t key_bytes)
{
  typedef gp_run_op<T, OP> Op;
  const int lane = threadIdx.x & 31;
  const long long warp = ((long long) blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const long long warps = ((long long) gridDim.x * blockDim.x) >> 5;
  for (long long base = warp * 32; base < n; base += warps * 32) {
    unsigned starts = __ballot_sync(GP_FULL_MASK, base + lane < n && flags[base + lane]);
    while (starts) {
      const long long s = base + __ffs(starts) - 1;
      starts &= starts - 1;
      typename Op::acc a = Op::start();
      for (long long j0 = s;; j0 += 32) {
        const long long j = j0 + lane;
        /* flags[n] is set: some lane of the step that reaches n sees the end */
        const unsigned ends = __ballot_sync(GP_FULL_MASK, j > s && j <= n && flags[j]);
        const long long stop = ends ? j0 + __ffs(ends) - 1 : j0 + 32;
        if (j < stop)
          a = Op::add(a, v[j * step], j);
        if (ends)
          break;
      }
#pragma unroll
      for (int d = 16; d > 0; d >>= 1)
        a = Op::join(a, gp_shfl_xor(a, d));
      if (lane == 0) {
        const long long r = (long long) runs[s] - 1;
        out[r] = Op::finish(a, has_init, init);
        if (out_keys)
          gp_copy_key(keys, out_keys, key_bytes, s, r);
      }
    }
  }
}

template <class T, int OP>
static gp_status reduce_by_warps(gp_cuda_state *s, const gp_runs_reduce *c)
{
  void *runs = NULL;
  gp_status st = gp_pool_alloc(&s->pool, (size_t) c->n * sizeof(double), &runs);
  if (st != GP_SUCCESS)
    return st;
  gp_scan_options o;
  gp_scan_options_init(&o);
  const gp_array f = gp_column_view(c->flags, GP_LOGICAL, GP_DEVICE, c->n);
  gp_array r = gp_column_view(runs, GP_DOUBLE, GP_DEVICE, c->n);
  const gp_shape3 line = {1, c->n, 1};
  st = gp_cuda_scan(s, GP_OP_SUM, &o, &f, &r, NULL, line);
  if (st == GP_SUCCESS) {
    gp_reduce_runs_kernel<T, OP><<<gp_grid_stride_blocks(s, c->n, 256), 256, 0, s->stream>>>(
      (const T *) c->values, c->value_step, c->flags, (const double *) runs, c->n, (T *) c->out, c->has_init, c->init,
      c->keys, c->out_keys, c->key_bytes);
    st = gp_cuda_after_launch(s);
  }
  double total = 0;
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaMemcpyAsync(&total, (const double *) runs + c->n - 1, sizeof total,
                                        cudaMemcpyDeviceToHost, s->stream));
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaStreamSynchronize(s->stream));
  if (st == GP_SUCCESS && c->count)
    *c->count = (int64_t) total;
  gp_pool_free(&s->pool, runs);
  return st;
}
#endif

/* The scan by key: each step of 32 a warp's inclusive scan (lane l joins
 * lanes below it, 1, 2, 4, ... away) joined to the run's carry, whose
 * first step starts from the first element itself. */
template <class T, int OP>
__global__ void gp_scan_runs_kernel(const T *__restrict__ v, long long step, const unsigned char *__restrict__ flags,
                                    long long n, T *__restrict__ out)
{
  typedef gp_run_op<T, OP> Op;
  const int lane = threadIdx.x & 31;
  const long long warp = ((long long) blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const long long warps = ((long long) gridDim.x * blockDim.x) >> 5;
  for (long long base = warp * 32; base < n; base += warps * 32) {
    unsigned starts = __ballot_sync(GP_FULL_MASK, base + lane < n && flags[base + lane]);
    while (starts) {
      const long long s = base + __ffs(starts) - 1;
      starts &= starts - 1;
      typename Op::acc carry = Op::start();
      for (long long j0 = s;; j0 += 32) {
        const long long j = j0 + lane;
        const unsigned ends = __ballot_sync(GP_FULL_MASK, j > s && j <= n && flags[j]);
        const long long stop = ends ? j0 + __ffs(ends) - 1 : j0 + 32;
        /* lanes past the run's end hold the identity; no lane of the run reads them */
        typename Op::acc a = j < stop ? Op::lift(v[j * step], j) : Op::start();
#pragma unroll
        for (int d = 1; d < 32; d <<= 1) {
          const typename Op::acc b = gp_shfl_up(a, d);
          if (lane >= d)
            a = Op::join(b, a);
        }
        if (j0 != s)
          a = Op::join(carry, a);
        if (j < stop)
          out[j] = Op::finish(a, 0, 0.0);
        if (ends)
          break;
        carry = gp_shfl(a, 31);
      }
    }
  }
}

template <class T, int OP>
static gp_status reduce_as(gp_cuda_state *s, const gp_runs_reduce *c)
{
  if (!c->scan)
#if GP_RUNS_TILED
    return reduce_tiles<T, OP>(s, c);
#else
    return reduce_by_warps<T, OP>(s, c);
#endif
  const int threads = 256;
  gp_scan_runs_kernel<T, OP><<<gp_grid_stride_blocks(s, c->n, threads), threads, 0, s->stream>>>(
    (const T *) c->values, c->value_step, c->flags, c->n, (T *) c->out);
  return gp_cuda_after_launch(s);
}

template <class T>
static gp_status extreme_as(gp_cuda_state *s, const gp_runs_reduce *c)
{
  return c->op == GP_OP_MAX ? reduce_as<T, GP_OP_MAX>(s, c) : reduce_as<T, GP_OP_MIN>(s, c);
}

template <class T>
static gp_status any_op_as(gp_cuda_state *s, const gp_runs_reduce *c)
{
  if (c->op == GP_OP_SUM)
    return reduce_as<T, GP_OP_SUM>(s, c);
  if (c->op == GP_OP_PROD)
    return reduce_as<T, GP_OP_PROD>(s, c);
  return extreme_as<T>(s, c);
}

extern "C" gp_status gp_cuda_reduce_runs(gp_cuda_state *s, const gp_runs_reduce *c)
{
  if (c->n == 0)
    return GP_SUCCESS;
  switch (c->dtype) {  /* sums and products of floats only (gp_reduce_by_key checks) */
  case GP_DOUBLE: return any_op_as<double>(s, c);
  case GP_SINGLE: return any_op_as<float>(s, c);
  case GP_INT8: return extreme_as<int8_t>(s, c);
  case GP_UINT8: case GP_LOGICAL: return extreme_as<uint8_t>(s, c);
  case GP_INT16: return extreme_as<int16_t>(s, c);
  case GP_UINT16: return extreme_as<uint16_t>(s, c);
  case GP_INT32: return extreme_as<int32_t>(s, c);
  case GP_UINT32: return extreme_as<uint32_t>(s, c);
  case GP_INT64: return extreme_as<long long>(s, c);
  case GP_UINT64: return extreme_as<unsigned long long>(s, c);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
