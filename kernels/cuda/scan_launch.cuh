/* scan_launch.cuh - host side of one scan: tile-state storage, then the launch. */
#ifndef GP_SCAN_LAUNCH_CUH
#define GP_SCAN_LAUNCH_CUH

#include "cuda_state.h"
#include "resident_grid.cuh"
#include "scan_contiguous.cuh"
#include "scan_ops.cuh"
#include "scan_strided.cuh"
#include "scan_variants.cuh"
#include "tile_state.cuh"
#include "tuning.h"

/* Blocks for a launch of `tiles` tiles: one per tile, or for a LOOP launch
 * as many as fit on the device at once, each taking tiles until none is
 * left.  The guarded launch of gp_rescan_guarded is one:
 * it is mostly skipped, and tens of thousands of blocks that only read its
 * flag and exit cost more than the scan they guard. */
template <bool LOOP, class Kernel>
static unsigned gp_scan_grid(const gp_cuda_state *s, Kernel kernel, int threads, long long tiles)
{
  const long long resident = LOOP ? gp_resident_blocks(s, kernel, threads) : 0;  /* 0: one block per tile */
  return (unsigned) (resident > 0 && resident < tiles ? resident : tiles);
}

/* Reduce, then scan: the tiles' aggregates, their scan, the tiles again from
 * their prefixes (scan_contiguous.cuh).  One line or SEGMENTED lines; the
 * second run reports inexact outputs where guard.inexact asks. */
template <class Op, class In, int THREADS, int ITEMS, bool SEGMENTED, int GPU>
static gp_status gp_launch_prefixed(gp_cuda_state *s, const In *in, typename Op::Out *out, double *index,
                                    long long n, long long seglen, long long tiles, gp_scan_guard guard)
{
  typedef typename Op::T T;
  const size_t value_bytes = gp_align_up((size_t) tiles * sizeof(T), 256);
  void *block = NULL;
  gp_status status = gp_pool_alloc(&s->pool, 2 * value_bytes + (size_t) tiles, &block);
  if (status != GP_SUCCESS)
    return status;
  gp_tile_sums<T> sums = {(T *) block, (unsigned char *) block + 2 * value_bytes,
                          (T *) ((char *) block + value_bytes)};
  gp_tile_state<T> none = {}, report = {};
  report.inexact = guard.inexact;
  gp_scan_contiguous_kernel<Op, In, THREADS, ITEMS, SEGMENTED, false, GP_SCAN_AGGREGATES, GPU>
    <<<(unsigned) tiles, THREADS, 0, s->stream>>>(in, out, index, n, seglen, none, sums);
  gp_tile_prefix_kernel<Op, SEGMENTED><<<1, GP_TILE_PREFIX_THREADS, 0, s->stream>>>(sums, tiles);
  gp_scan_contiguous_kernel<Op, In, THREADS, ITEMS, SEGMENTED, false, GP_SCAN_PREFIXED, GPU>
    <<<(unsigned) tiles, THREADS, 0, s->stream>>>(in, out, index, n, seglen, report, sums);
  status = gp_cuda_after_launch(s);
  gp_pool_free(&s->pool, block);  /* stream order keeps it until the kernels are done */
  return status;
}

/* Contiguous lines (inner == 1), tiles of THREADS * ITEMS, staged and
 * bounded as tuning.h has it for GPU (GP_GPU_*). */
template <class Op, class In, int THREADS, int ITEMS, bool LOOP, int GPU = GP_GPU_GENERATION>
static gp_status gp_launch_contiguous(gp_cuda_state *s, const In *in, typename Op::Out *out,
                                      double *index, gp_shape3 shape, gp_scan_guard guard)
{
  enum { TILE = THREADS * ITEMS };
  const long long n = shape.outer * shape.len;
  const long long tiles = (n + TILE - 1) / TILE;
  const bool segmented = shape.outer > 1 && shape.len < n;
  if (sizeof(typename Op::T) >= GP_SCAN_PREFIXED_T_BYTES && GP_SCAN_PREFIXED_MIN_TILES > 0
      && tiles >= GP_SCAN_PREFIXED_MIN_TILES && !LOOP && !guard.only_if) {
    if (segmented)
      return gp_launch_prefixed<Op, In, THREADS, ITEMS, true, GPU>(s, in, out, index, n, shape.len, tiles, guard);
    return gp_launch_prefixed<Op, In, THREADS, ITEMS, false, GPU>(s, in, out, index, n, n, tiles, guard);
  }
  gp_tile_state<typename Op::T> st;
  void *block = NULL;
  gp_status status = gp_tile_state_alloc(s, tiles, 1, guard, &st, &block);
  if (status != GP_SUCCESS)
    return status;
  const gp_tile_sums<typename Op::T> unused = {};
  if (segmented) {
    auto kernel = gp_scan_contiguous_kernel<Op, In, THREADS, ITEMS, true, LOOP, GP_SCAN_LOOKBACK, GPU>;
    kernel<<<gp_scan_grid<LOOP>(s, kernel, THREADS, tiles), THREADS, 0, s->stream>>>(in, out, index, n,
                                                                                      shape.len, st, unused);
  } else {
    auto kernel = gp_scan_contiguous_kernel<Op, In, THREADS, ITEMS, false, LOOP, GP_SCAN_LOOKBACK, GPU>;
    kernel<<<gp_scan_grid<LOOP>(s, kernel, THREADS, tiles), THREADS, 0, s->stream>>>(in, out, index, n, n,
                                                                                      st, unused);
  }
  status = gp_cuda_after_launch(s);
  gp_pool_free(&s->pool, block);  /* stream order keeps it until the kernel is done */
  return status;
}

/* Lines along a later dimension (inner > 1). */
template <class Op, class In, int THREADS, int ROWS, bool LOOP>
static gp_status gp_launch_strided(gp_cuda_state *s, const In *in, typename Op::Out *out,
                                   double *index, gp_shape3 shape, gp_scan_guard guard)
{
  const long long per_outer = (shape.inner + THREADS - 1) / THREADS;
  const long long col_blocks = per_outer * shape.outer;
  const long long chunks = (shape.len + ROWS - 1) / ROWS;
  const long long tiles = col_blocks * chunks;
  gp_tile_state<typename Op::T> st;
  void *block = NULL;
  gp_status status = gp_tile_state_alloc(s, tiles, THREADS, guard, &st, &block);
  if (status != GP_SUCCESS)
    return status;
  auto kernel = gp_scan_strided_kernel<Op, In, THREADS, ROWS, LOOP>;
  kernel<<<gp_scan_grid<LOOP>(s, kernel, THREADS, tiles), THREADS, 0, s->stream>>>(
    in, out, index, shape.len, shape.inner, per_outer, col_blocks, st);
  status = gp_cuda_after_launch(s);
  gp_pool_free(&s->pool, block);
  return status;
}

/* Scan device arrays x -> y (and the positions idx of an indexed op) with
 * the arithmetic Op, along `shape`, in the launch shape tuning.h gives for
 * the input, staged element and accumulator sizes. */
template <class Op, class In, bool LOOP = false>
static gp_status gp_launch_scan_guarded(gp_cuda_state *s, const void *x, void *y, double *idx,
                                        gp_shape3 shape, gp_scan_guard guard)
{
  typedef typename Op::Out Out;
  typedef typename Op::T T;
  enum { STAGE = gp_stage_bytes<Op, In>::value };
#define GP_SHAPE_OF(gpu)                                                                                   \
  GP_SCAN_THREADS_OF(gpu, sizeof(In), STAGE, sizeof(T), Op::INDEXED),                                      \
    GP_SCAN_ITEMS_OF(gpu, sizeof(In), STAGE, sizeof(T), Op::INDEXED), LOOP, gpu
  const In *in = (const In *) x;
  Out *out = (Out *) y;
  if (shape.inner == 1) {
    if constexpr (GP_SCAN_ROW_DIFFERS(GP_GPU_H200, sizeof(In), STAGE, sizeof(T), Op::INDEXED))
      if (s->gpu == GP_GPU_H200)  /* the H200's own row (tuning.h) */
        return gp_launch_contiguous<Op, In, GP_SHAPE_OF(GP_GPU_H200)>(s, in, out, idx, shape, guard);
    return gp_launch_contiguous<Op, In, GP_SHAPE_OF(GP_GPU_GENERATION)>(s, in, out, idx, shape, guard);
#undef GP_SHAPE_OF
  }
  return gp_launch_strided<Op, In, GP_STRIDED_THREADS, GP_STRIDED_ROWS(STAGE), LOOP>(s, in, out, idx, shape,
                                                                                     guard);
}

/* The named algorithm: the look-back kernels for "auto" and
 * "decoupled-lookback", the classic variants (scan_variants.cuh) otherwise. */
template <class Op, class In>
static gp_status gp_scan_by(gp_cuda_state *s, gp_scan_algorithm alg, const void *x, void *y, double *idx,
                            gp_shape3 shape)
{
  if (alg == GP_SCAN_AUTO || alg == GP_SCAN_DECOUPLED_LOOKBACK) {
    gp_scan_guard none = {NULL, NULL};
    return gp_launch_scan_guarded<Op, In>(s, x, y, idx, shape, none);
  }
  return gp_var_scan<Op, In, true, typename Op::Out>(s, alg, (const In *) x, (typename Op::Out *) y, idx,
                                                     shape);
}

/* One scan for whichever input class arrives: OpT<In, A> for every real
 * class In, logical as its 0/1 bytes (uint8).  idx: the positions of an
 * indexed op, or NULL. */
template <template <class, class> class OpT, class A>
static gp_status gp_scan_any_input(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in, const void *x,
                                   void *y, double *idx, gp_shape3 shape)
{
  switch (in) {
  case GP_DOUBLE: return gp_scan_by<OpT<double, A>, double>(s, alg, x, y, idx, shape);
  case GP_SINGLE: return gp_scan_by<OpT<float, A>, float>(s, alg, x, y, idx, shape);
  case GP_INT8: return gp_scan_by<OpT<int8_t, A>, int8_t>(s, alg, x, y, idx, shape);
  case GP_UINT8: return gp_scan_by<OpT<uint8_t, A>, uint8_t>(s, alg, x, y, idx, shape);
  case GP_INT16: return gp_scan_by<OpT<int16_t, A>, int16_t>(s, alg, x, y, idx, shape);
  case GP_UINT16: return gp_scan_by<OpT<uint16_t, A>, uint16_t>(s, alg, x, y, idx, shape);
  case GP_INT32: return gp_scan_by<OpT<int32_t, A>, int32_t>(s, alg, x, y, idx, shape);
  case GP_UINT32: return gp_scan_by<OpT<uint32_t, A>, uint32_t>(s, alg, x, y, idx, shape);
  case GP_INT64: return gp_scan_by<OpT<int64_t, A>, int64_t>(s, alg, x, y, idx, shape);
  case GP_UINT64: return gp_scan_by<OpT<uint64_t, A>, uint64_t>(s, alg, x, y, idx, shape);
  case GP_LOGICAL: return gp_scan_by<OpT<uint8_t, A>, uint8_t>(s, alg, x, y, idx, shape);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}

/* The scan by Fast, whose run_exact flags each output it may have got
 * wrong; then Redo::go(..., flag), a second step that does its work only
 * if one was flagged. */
template <class Fast, class In, class Redo>
static gp_status gp_launch_scan_flagged(gp_cuda_state *s, const void *x, void *y, double *idx, gp_shape3 shape)
{
  void *flag = NULL;
  gp_status status = gp_cuda_flag_new(s, &flag);
  if (status == GP_SUCCESS) {
    gp_scan_guard report = {(unsigned *) flag, NULL};
    status = gp_launch_scan_guarded<Fast, In>(s, x, y, idx, shape, report);
  }
  if (status == GP_SUCCESS)
    status = Redo::go(s, x, y, idx, shape, (const unsigned *) flag);
  gp_pool_free(&s->pool, flag);  /* stream order keeps it until the kernels are done */
  return status;
}

/* A second step: the whole scan again by Full, a LOOP launch whose blocks
 * return at once while the flag is clear. */
template <class Full, class In>
struct gp_rescan_guarded {
  static gp_status go(gp_cuda_state *s, const void *x, void *y, double *idx, gp_shape3 shape, const unsigned *flag)
  {
    gp_scan_guard redo = {NULL, flag};
    return gp_launch_scan_guarded<Full, In, true>(s, x, y, idx, shape, redo);
  }
};

/* "native" cumsum of integers up to 32 bits: the checked plain sum, then the
 * clamp-map scan only if some output left the class's range. */
template <class I>
static gp_status gp_launch_scan_saturating_fast(gp_cuda_state *s, const void *x, void *y, gp_shape3 shape)
{
  return gp_launch_scan_flagged<gp_checked_sum_op<I>, I, gp_rescan_guarded<gp_sat_op<I>, I> >(s, x, y, NULL, shape);
}

#endif
