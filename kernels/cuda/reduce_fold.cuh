/* reduce_fold.cuh - how the reductions fold the scan ops' accumulators
 * (scan_ops.cuh), across lanes, warps and blocks.
 *
 * A scan folds strictly left to right; a reduction tree may pair any two
 * partial results, so its fold must not care about order.  Float addition
 * and multiplication, OR and the checked sums are commutative as they are;
 * max and min become so by breaking ties on the position (the first of equal
 * values, or of NaNs, wins, as in Octave's loop).  The saturating clamp maps
 * are not: gp_fold<...>::ORDERED marks them, and gp_reduce never gives them
 * to these kernels.  Any fixed tree gives the same bits every run. */
#ifndef GP_REDUCE_FOLD_CUH
#define GP_REDUCE_FOLD_CUH

#include "scan_ops.cuh"
#include "warp.cuh"

template <class Op>
struct gp_fold {
  typedef typename Op::T T;
  enum { ORDERED = 0 };
  __device__ static T apply(T a, T b) { return Op::combine(a, b); }
};

template <class I>
struct gp_fold<gp_sat_op<I> > {
  enum { ORDERED = 1 };
};

template <class V, class Order>
struct gp_fold<gp_extreme_op<V, Order> > {
  typedef gp_extreme_op<V, Order> Op;
  typedef typename Op::T T;
  enum { ORDERED = 0 };
  __device__ static T apply(T a, T b)
  {
    if (b.at < 0)
      return a;
    if (a.at < 0 || Op::better(b.v, a.v))
      return b;
    if (Op::better(a.v, b.v))
      return a;
    return b.at < a.at ? b : a;  /* equal, or both NaN */
  }
};

/* The value a line's result is stored as: Op's output, and +0 for a sum that
 * comes to -0 (Octave's loop starts from +0; adding +0 changes nothing else). */
template <class Op>
struct gp_finish {
  __device__ static typename Op::Out value(typename Op::T t) { return Op::run_out(Op::run_from(t)); }
};
template <class In, class A>
struct gp_finish<gp_arith_op<In, A, gp_plus> > {
  __device__ static A value(A t) { return t + (A) 0; }
};
template <class In, class A>
struct gp_finish<gp_arith_omit_op<In, A, gp_plus> > : gp_finish<gp_arith_op<In, A, gp_plus> > {};

/* Store line `line`'s total t: the output (and position) when FINAL, else
 * the accumulator itself at partial slot `slot`. */
template <class Op, bool FINAL>
__device__ __forceinline__ void gp_reduce_store(void *out, double *index, long long line, long long slot,
                                                typename Op::T t)
{
  if constexpr (FINAL) {
    ((typename Op::Out *) out)[line] = gp_finish<Op>::value(t);
    if constexpr (Op::INDEXED)
      if (index != NULL)
        index[line] = Op::run_index(Op::run_from(t));
  } else {
    ((typename Op::T *) out)[slot] = t;
  }
}

/* 16 loaded bytes as the elements they hold (the rows kernel's vector loads). */
template <class In>
union gp_vector16 {
  enum { VEC = 16 / sizeof(In) };
  uint4 q;
  In e[VEC];
};

/* Fold element x at line position j into acc, which holds only elements
 * before it: the op's sequential step, so max and min keep the earlier of
 * equal values with one comparison and no look at positions. */
template <class Op, bool LIFTED, class In>
__device__ __forceinline__ typename Op::T gp_fold_next(typename Op::T acc, In x, long long j)
{
  if constexpr (LIFTED)
    return gp_fold<Op>::apply(acc, x);
  else
    return Op::run_step(acc, x, j);
}

/* The fold of the warp's 32 values, in lane 0. */
template <class Op>
__device__ __forceinline__ typename Op::T gp_warp_fold(typename Op::T v, int lane)
{
#pragma unroll
  for (int d = 16; d > 0; d >>= 1) {
    typename Op::T other = gp_shfl_down(v, d);
    if (lane + d < 32)
      v = gp_fold<Op>::apply(v, other);
  }
  return v;
}

/* Whether a block folds Op's accumulators through shared memory
 * (GP_REDUCE_FOLD_IN_SHARED, tuning.h): indexed accumulators of 32 bytes
 * or more (the complex doubles' extremes) at 1, of 24 or more (the
 * complex singles' too) at 2.  An extreme picks one element by a total
 * order with the position last, so a fold left to right picks the
 * element that the shuffled tree picks. */
template <class Op>
struct gp_folds_in_shared
    : cuda::std::bool_constant<Op::INDEXED && GP_REDUCE_FOLD_IN_SHARED >= 1 &&
                               sizeof(typename Op::T) >= (GP_REDUCE_FOLD_IN_SHARED >= 2 ? 24 : 32)> {};

/* The fold of a group of GROUP threads (a warp, or the whole block), in its
 * first thread.  Every thread of the group must call it. */
template <class Op, int GROUP>
__device__ __forceinline__ typename Op::T gp_group_fold(typename Op::T v, int rank)
{
  typedef typename Op::T T;
  if constexpr (GROUP > 32 && gp_folds_in_shared<Op>::value) {
    /* each warp's first thread folds its warp's 32 in turn, then the
     * first thread the warps', by the same loop: one copy of the fold's
     * code, where the shuffled tree below holds two */
    __shared__ T all[GROUP];
    all[rank] = v;
#pragma unroll 1
    for (int gap = 1; gap < GROUP; gap *= 32) {
      __syncthreads();
      if (rank % (32 * gap) == 0) {
#pragma unroll 1
        for (int k = 1; k < 32 && rank + k * gap < GROUP; k++)
          v = gp_fold<Op>::apply(v, all[rank + k * gap]);
        all[rank] = v;
      }
    }
    return v;
  }
  v = gp_warp_fold<Op>(v, rank % 32);
  if constexpr (GROUP > 32) {
    __shared__ T warp_totals[GROUP / 32];
    if (rank % 32 == 0)
      warp_totals[rank / 32] = v;
    __syncthreads();
    if (rank < 32) {
      v = rank < GROUP / 32 ? warp_totals[rank] : Op::identity();
      v = gp_warp_fold<Op>(v, rank);
    }
  }
  return v;
}

#endif
