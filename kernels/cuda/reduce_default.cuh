/* reduce_default.cuh - the default ("auto") reduction kernels.
 *
 * Rows (contiguous lines, inner == 1): a group of GROUP threads (a warp for
 * short lines, a block for long ones) takes one share of one line: 16-byte
 * vector loads (one complex double each), four in flight per thread
 * (GP_REDUCE_LOADS, tuning.h), in a grid-stride loop over the line's
 * aligned middle; the unaligned ends go to the first share's threads.
 * Columns (inner > 1): a block of 32 x 8 threads takes 32 neighbouring lines
 * (coalesced 32-element rows) and one share of their length, eight rows at a
 * time.  Both fold in registers, then across the group with warp shuffles;
 * a line split into several shares leaves one accumulator per share, and a
 * second pass of the same kernel (LIFTED) folds them.  The shares depend only
 * on the shape and the GPU's size, so the tree, and each float result's bits,
 * are the same every run. */
#ifndef GP_REDUCE_DEFAULT_CUH
#define GP_REDUCE_DEFAULT_CUH

#include <stdint.h>

#include "cuda_state.h"
#include "reduce_fold.cuh"

/* Fold 16 bytes of consecutive elements, the first at line position j. */
template <class Op, class In>
__device__ __forceinline__ typename Op::T gp_fold_vector(typename Op::T acc, uint4 bits, long long j)
{
  gp_vector16<In> u;
  u.q = bits;
#pragma unroll
  for (int k = 0; k < u.VEC; k++)
    acc = gp_fold_next<Op, false>(acc, u.e[k], j + k);
  return acc;
}

/* This thread's fold of share `share` (of `shares`) of the line at p, its
 * elements met in line order. */
template <class Op, class In, bool LIFTED, int GROUP>
__device__ __forceinline__ typename Op::T gp_fold_row_share(const In *__restrict__ p, long long len, long long share,
                                                            long long shares, int rank)
{
  typedef typename Op::T T;
  T acc = Op::identity();
  const long long step = shares * GROUP;
  if constexpr (LIFTED || sizeof(In) > 16 || 16 % sizeof(In) != 0) {
    for (long long j = share * GROUP + rank; j < len; j += step)
      acc = gp_fold_next<Op, LIFTED>(acc, p[j], j);
    return acc;
  } else {
    enum { VEC = 16 / sizeof(In) };
    const long long misalign = (long long) ((uintptr_t) p % 16) / (long long) sizeof(In);
    long long head = misalign ? VEC - misalign : 0;
    head = head < len ? head : len;
    const long long body = (len - head) / VEC, tail = head + body * VEC;
    /* fewer than VEC elements at each end, for the first share: VEC <= 16 <= GROUP */
    if (share == 0 && rank < head)
      acc = gp_fold_next<Op, false>(acc, p[rank], rank);
    const uint4 *v = reinterpret_cast<const uint4 *>(p + head);
    long long u = share * GROUP + rank;
    enum { LOADS = GP_REDUCE_LOADS(sizeof(T), Op::INDEXED) };  /* in flight per thread */
    if constexpr (LOADS == 4) {  /* as every default was measured (an array changes ptxas's registers) */
      for (; u + 3 * step < body; u += 4 * step) {
        const uint4 a = __ldg(v + u), b = __ldg(v + u + step), c = __ldg(v + u + 2 * step),
                    d = __ldg(v + u + 3 * step);
        acc = gp_fold_vector<Op, In>(acc, a, head + u * VEC);
        acc = gp_fold_vector<Op, In>(acc, b, head + (u + step) * VEC);
        acc = gp_fold_vector<Op, In>(acc, c, head + (u + 2 * step) * VEC);
        acc = gp_fold_vector<Op, In>(acc, d, head + (u + 3 * step) * VEC);
      }
    } else {
      for (; u + (LOADS - 1) * step < body; u += LOADS * step) {
        uint4 a[LOADS];
#pragma unroll
        for (int k = 0; k < LOADS; k++)
          a[k] = __ldg(v + u + k * step);
#pragma unroll
        for (int k = 0; k < LOADS; k++)
          acc = gp_fold_vector<Op, In>(acc, a[k], head + (u + k * step) * VEC);
      }
    }
    for (; u < body; u += step)
      acc = gp_fold_vector<Op, In>(acc, __ldg(v + u), head + u * VEC);
    if (share == 0 && rank < len - tail)
      acc = gp_fold_next<Op, false>(acc, p[tail + rank], tail + rank);
    return acc;
  }
}

/* Group g = line * shares + share folds its share; FINAL (shares == 1) stores
 * the line's result, otherwise accumulator g. */
template <class Op, class In, bool LIFTED, bool FINAL, int GROUP>
__global__ void __launch_bounds__(GP_REDUCE_THREADS, GP_REDUCE_MIN_BLOCKS(sizeof(typename Op::T), Op::INDEXED))
gp_reduce_rows_kernel(const In *__restrict__ in, void *out, double *index, long long groups, long long len,
                      long long shares)
{
  const long long g = (long long) blockIdx.x * (GP_REDUCE_THREADS / GROUP) + threadIdx.x / GROUP;
  const int rank = threadIdx.x % GROUP;
  if (g >= groups)  /* a whole warp (GROUP 32) or block (GROUP 256) leaves together */
    return;
  const long long line = g / shares, share = g % shares;
  typename Op::T acc = gp_fold_row_share<Op, In, LIFTED, GROUP>(in + line * len, len, share, shares, rank);
  acc = gp_group_fold<Op, GROUP>(acc, rank);
  if (rank == 0)
    gp_reduce_store<Op, FINAL>(out, index, line, g, acc);
}

/* Block (x: column tile of outer block o, y: share) folds GP_REDUCE_COL_WIDTH
 * lines over its share of rows; FINAL (one share) stores the results,
 * otherwise accumulator share * lines + line. */
template <class Op, class In, bool LIFTED, bool FINAL>
__global__ void __launch_bounds__(GP_REDUCE_COL_WIDTH *GP_REDUCE_COL_ROWS,
                                  GP_REDUCE_MIN_BLOCKS(sizeof(typename Op::T), Op::INDEXED))
gp_reduce_columns_kernel(const In *__restrict__ in, void *out, double *index, gp_shape3 shape, long long tiles,
                         long long rows_per_share)
{
  typedef typename Op::T T;
  __shared__ T part[GP_REDUCE_COL_ROWS][GP_REDUCE_COL_WIDTH];
  const long long o = blockIdx.x / tiles, i = (blockIdx.x % tiles) * GP_REDUCE_COL_WIDTH + threadIdx.x;
  const long long j0 = (long long) blockIdx.y * rows_per_share;
  const long long j1 = j0 + rows_per_share < shape.len ? j0 + rows_per_share : shape.len;
  const long long step = GP_REDUCE_COL_ROWS, pitch = shape.inner;
  T acc = Op::identity();
  if (i < shape.inner) {
    const In *p = in + o * shape.len * pitch + i;
    long long j = j0 + threadIdx.y;
    for (; j + 3 * step < j1; j += 4 * step) {
      const In a = p[j * pitch], b = p[(j + step) * pitch], c = p[(j + 2 * step) * pitch],
               d = p[(j + 3 * step) * pitch];
      acc = gp_fold_next<Op, LIFTED>(acc, a, j);
      acc = gp_fold_next<Op, LIFTED>(acc, b, j + step);
      acc = gp_fold_next<Op, LIFTED>(acc, c, j + 2 * step);
      acc = gp_fold_next<Op, LIFTED>(acc, d, j + 3 * step);
    }
    for (; j < j1; j += step)
      acc = gp_fold_next<Op, LIFTED>(acc, p[j * pitch], j);
  }
  part[threadIdx.y][threadIdx.x] = acc;
  __syncthreads();
  if (threadIdx.y == 0 && i < shape.inner) {
#pragma unroll
    for (int r = 1; r < GP_REDUCE_COL_ROWS; r++)
      acc = gp_fold<Op>::apply(acc, part[r][threadIdx.x]);
    const long long line = o * shape.inner + i, lines = shape.outer * shape.inner;
    gp_reduce_store<Op, FINAL>(out, index, line, (long long) blockIdx.y * lines + line, acc);
  }
}

/* Blocks that fill the GPU twice over: enough loads in flight to cover
 * memory latency, few enough shares that the second pass is small. */
static inline long long gp_reduce_target_blocks(const gp_cuda_state *s)
{
  return (long long) (s->sm_count > 0 ? s->sm_count : 1) * 2 * (2048 / GP_REDUCE_THREADS);
}

static inline long long gp_ceil_div(long long a, long long b)
{
  return (a + b - 1) / b;
}

template <class Op, class In, bool LIFTED, bool FINAL, int GROUP>
static gp_status gp_launch_rows(gp_cuda_state *s, const In *in, void *out, double *index, long long lines,
                                long long len, long long shares)
{
  const long long groups = lines * shares, per_block = GP_REDUCE_THREADS / GROUP;
  gp_reduce_rows_kernel<Op, In, LIFTED, FINAL, GROUP>
    <<<(unsigned) gp_ceil_div(groups, per_block), GP_REDUCE_THREADS, 0, s->stream>>>(in, out, index, groups, len,
                                                                                     shares);
  return gp_cuda_after_launch(s);
}

/* The rows' final pass: lines of `len` elements (or accumulators) to outputs. */
template <class Op, class In, bool LIFTED>
static gp_status gp_reduce_rows_final(gp_cuda_state *s, const In *in, void *out, double *index, long long lines,
                                      long long len)
{
  if (len >= 4 * GP_REDUCE_THREADS)
    return gp_launch_rows<Op, In, LIFTED, true, GP_REDUCE_THREADS>(s, in, out, index, lines, len, 1);
  return gp_launch_rows<Op, In, LIFTED, true, 32>(s, in, out, index, lines, len, 1);
}

template <class Op, class In>
static gp_status gp_reduce_rows(gp_cuda_state *s, const In *in, void *out, double *index, gp_shape3 shape)
{
  typedef typename Op::T T;
  const long long lines = shape.outer, len = shape.len;
  /* a share of at least four vector loads per thread of a block */
  const long long most = gp_ceil_div(len, GP_REDUCE_THREADS * 4 * (16 / (long long) sizeof(In)));
  long long shares = gp_ceil_div(gp_reduce_target_blocks(s), lines);
  shares = shares < most ? shares : most;
  if (shares <= 1)
    return gp_reduce_rows_final<Op, In, false>(s, in, out, index, lines, len);
  void *partial = NULL;
  gp_status st = gp_pool_alloc(&s->pool, (size_t) (lines * shares) * sizeof(T), &partial);
  if (st == GP_SUCCESS)
    st = gp_launch_rows<Op, In, false, false, GP_REDUCE_THREADS>(s, in, partial, NULL, lines, len, shares);
  if (st == GP_SUCCESS)
    st = gp_reduce_rows_final<Op, T, true>(s, (const T *) partial, out, index, lines, shares);
  gp_pool_free(&s->pool, partial);  /* stream order keeps it until the last pass is done */
  return st;
}

template <class Op, class In, bool LIFTED, bool FINAL>
static gp_status gp_launch_columns(gp_cuda_state *s, const In *in, void *out, double *index, gp_shape3 shape,
                                   long long shares)
{
  const long long tiles = gp_ceil_div(shape.inner, GP_REDUCE_COL_WIDTH);
  const dim3 grid((unsigned) (shape.outer * tiles), (unsigned) shares);
  const dim3 block(GP_REDUCE_COL_WIDTH, GP_REDUCE_COL_ROWS);
  gp_reduce_columns_kernel<Op, In, LIFTED, FINAL><<<grid, block, 0, s->stream>>>(in, out, index, shape, tiles,
                                                                                 gp_ceil_div(shape.len, shares));
  return gp_cuda_after_launch(s);
}

template <class Op, class In>
static gp_status gp_reduce_columns(gp_cuda_state *s, const In *in, void *out, double *index, gp_shape3 shape)
{
  typedef typename Op::T T;
  const long long blocks = shape.outer * gp_ceil_div(shape.inner, GP_REDUCE_COL_WIDTH);
  /* a share of at least four loads per thread, and within the grid's y limit */
  long long most = gp_ceil_div(shape.len, 4 * GP_REDUCE_COL_ROWS);
  most = most < 65535 ? most : 65535;
  long long shares = gp_ceil_div(gp_reduce_target_blocks(s), blocks);
  shares = shares < most ? shares : most;
  if (shares <= 1)
    return gp_launch_columns<Op, In, false, true>(s, in, out, index, shape, 1);
  shares = gp_ceil_div(shape.len, gp_ceil_div(shape.len, shares));  /* no empty share */
  const long long lines = shape.outer * shape.inner;
  void *partial = NULL;
  gp_status st = gp_pool_alloc(&s->pool, (size_t) (lines * shares) * sizeof(T), &partial);
  if (st == GP_SUCCESS)
    st = gp_launch_columns<Op, In, false, false>(s, in, partial, NULL, shape, shares);
  if (st == GP_SUCCESS) {
    const gp_shape3 totals = {1, shares, lines};
    st = gp_launch_columns<Op, T, true, true>(s, (const T *) partial, out, index, totals, 1);
  }
  gp_pool_free(&s->pool, partial);
  return st;
}

/* The default reduction of device arrays along shape. */
template <class Op, class In>
static gp_status gp_reduce_default(gp_cuda_state *s, const In *in, void *out, double *index, gp_shape3 shape)
{
  if (shape.inner == 1)
    return gp_reduce_rows<Op, In>(s, in, out, index, shape);
  return gp_reduce_columns<Op, In>(s, in, out, index, shape);
}

#endif
