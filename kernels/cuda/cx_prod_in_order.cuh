/* cx_prod_in_order.cuh - complex prod and cumprod again, in each line's
 * own order, for the lines whose parallel result has an infinite or NaN
 * part.
 *
 * Where a factor has an infinite part, which parts of a complex product
 * come out NaN or infinite depends on how the factors are grouped (Annex
 * G), and Octave's loops group them left to right: on the H100 the tree
 * and the look-back differed from the builtin on most such lines
 * (doc/PERFORMANCE.md).  Lines of finite factors differ only by rounding,
 * and keep the parallel result.  A product with a non-finite part stays
 * non-finite in any grouping, so a line's last result (prod's one result)
 * says whether the line had one, or overflowed: those lines are folded
 * again, left to right, and match the builtin bit for bit.
 *
 * A warp checks 32 lines at once, then folds each marked line: its lanes
 * load 32 factors at a time and every lane folds all of them, keeping its
 * own position's running product.  The fold is serial in the line's
 * length: a long line with an infinity takes about as long as the
 * builtin's own loop. */
#ifndef GP_CX_PROD_IN_ORDER_CUH
#define GP_CX_PROD_IN_ORDER_CUH

#include "complex_ops.cuh"
#include "cuda_state.h"
#include "warp.cuh"

/* The position of line `line`'s first element (lines counted inner
 * fastest, as the reduction stores their results). */
__device__ __forceinline__ long long gp_line_first(gp_shape3 shape, long long line)
{
  return (line / shape.inner) * shape.len * shape.inner + line % shape.inner;
}

/* Fold line `first` (elements `stride` apart) left to right as Octave's
 * loop does: prod from 1 (ac = 1; ac *= x), cumprod from its first factor;
 * CUMULATIVE stores every running product, else only the last at *total. */
template <class F, class A, bool OMIT, bool CUMULATIVE>
__device__ void gp_cx_fold_line(const gp_complex<F> *__restrict__ in, gp_complex<A> *__restrict__ out,
                                gp_complex<A> *total, long long first, long long len, long long stride, int lane)
{
  typedef gp_cx_prod_op<F, A, OMIT> Op;
  typename Op::T acc = CUMULATIVE ? Op::identity() : gp_cx_product_of((A) 1, (A) 0);  /* prod: the loop's 1, multiplied in */
  for (long long base = 0; base < len; base += 32) {
    const long long j = base + lane;
    gp_complex<F> x = {(F) 0, (F) 0};
    if (j < len)
      x = in[first + j * stride];
    const int count = len - base < 32 ? (int) (len - base) : 32;
    gp_complex<A> mine = {(A) 0, (A) 0};
    for (int t = 0; t < count; t++) {
      const gp_complex<F> w = {__shfl_sync(GP_FULL_MASK, x.re, t), __shfl_sync(GP_FULL_MASK, x.im, t)};
      acc = Op::combine(acc, Op::lift(w, base + t));
      if (CUMULATIVE && t == lane)
        mine = Op::run_out(acc);
    }
    if (CUMULATIVE && j < len)
      out[first + j * stride] = mine;
  }
  if (!CUMULATIVE && lane == 0)
    *total = Op::run_out(acc);
}

/* Lines of shape (outer x inner of them, len long); y: prod's one result
 * per line, or cumprod's whole lines.  flag: NULL, or skip everything
 * while *flag is 0 (the look-back saw no non-finite output). */
template <class F, class A, bool OMIT, bool CUMULATIVE>
__global__ void __launch_bounds__(GP_CX_IN_ORDER_THREADS)
  gp_cx_prod_in_order_kernel(const gp_complex<F> *__restrict__ in, gp_complex<A> *__restrict__ y, gp_shape3 shape,
                             const unsigned *flag)
{
  if (flag != NULL && *flag == 0)
    return;
  const int lane = threadIdx.x & 31;
  const long long lines = shape.outer * shape.inner;
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long group = (long long) blockIdx.x * blockDim.x + threadIdx.x - lane; group < lines; group += step) {
    const long long line = group + lane;
    bool redo = false;
    if (line < lines) {
      const long long last = CUMULATIVE ? gp_line_first(shape, line) + (shape.len - 1) * shape.inner : line;
      redo = !gp_cx_is_finite(y[last]);
    }
    for (unsigned todo = __ballot_sync(GP_FULL_MASK, redo); todo != 0; todo &= todo - 1) {
      const long long l = group + __ffs(todo) - 1;
      gp_cx_fold_line<F, A, OMIT, CUMULATIVE>(in, y, y + l, gp_line_first(shape, l), shape.len, shape.inner, lane);
    }
  }
}

/* After a complex prod (CUMULATIVE false: y holds one result per line) or
 * cumprod (true) of x along shape, by any grouping: the lines with a
 * non-finite result, again in order.  A grid that fits on the device at
 * once, each warp taking 32 lines at a time, so that a guarded launch
 * whose flag is clear costs a few microseconds. */
template <class F, class A, bool OMIT, bool CUMULATIVE>
static gp_status gp_cx_prod_in_order(gp_cuda_state *s, const void *x, void *y, gp_shape3 shape, const unsigned *flag)
{
  const long long lines = shape.outer * shape.inner;
  if (lines == 0 || shape.len == 0)
    return GP_SUCCESS;  /* empty lines: prod's 1 is finite, cumprod has nothing */
  gp_cx_prod_in_order_kernel<F, A, OMIT, CUMULATIVE>
    <<<gp_grid_stride_blocks(s, lines, GP_CX_IN_ORDER_THREADS), GP_CX_IN_ORDER_THREADS, 0, s->stream>>>(
      (const gp_complex<F> *) x, (gp_complex<A> *) y, shape, flag);
  return gp_cuda_after_launch(s);
}

/* The second step of a checked complex cumprod (gp_launch_scan_flagged):
 * the flagged lines again, in order. */
template <class F, class A, bool OMIT>
struct gp_cx_cumprod_in_order {
  static gp_status go(gp_cuda_state *s, const void *x, void *y, double *, gp_shape3 shape, const unsigned *flag)
  {
    return gp_cx_prod_in_order<F, A, OMIT, true>(s, x, y, shape, flag);
  }
};

#endif
