/* reduce_complex.cu - prod, max and min of complex arrays (max and min in
 * the "real" order too; and sum with "omitnan": plain sums run on the parts
 * as real numbers), by the default kernels. */
#include "complex_dispatch.cuh"
#include "cx_prod_in_order.cuh"
#include "reduce_families.h"
#include "reduce_launch.cuh"

/* A tree may pair any two partial results: of equal rank the earlier
 * position wins, as in the scan. */
template <class F, class Order, bool NAN_WINS, bool BY_PARTS, bool RAW_ARG>
struct gp_fold<gp_cx_extreme_op<F, Order, NAN_WINS, BY_PARTS, RAW_ARG> > {
  typedef gp_cx_extreme_op<F, Order, NAN_WINS, BY_PARTS, RAW_ARG> Op;
  typedef typename Op::T T;
  enum { ORDERED = 0 };
  __device__ static T apply(T a, T b)
  {
    if (b.at < 0)
      return a;
    if (a.at < 0 || Op::better(b, a))
      return b;
    if (Op::better(a, b))
      return a;
    return b.at < a.at ? b : a;
  }
};

/* Octave's prod loop starts from 1: a line's product is 1 times the
 * tree's (which matters only where a part is infinite or a zero's sign). */
template <class F, class A, bool OMIT>
struct gp_finish<gp_cx_prod_op<F, A, OMIT> > {
  __device__ static gp_complex<A> value(gp_cx_product<A> t)
  {
    const gp_complex<A> one = {(A) 1, (A) 0};
    const gp_complex<A> v = {t.re, t.im};
    return gp_cx_product_is_none(t) ? one : gp_cx_mul(one, v);
  }
};

/* Octave's sum loop starts from +0 in each part. */
template <class F, class A>
struct gp_finish<gp_cx_sum_omitnan_op<F, A> > {
  __device__ static gp_complex<A> value(gp_complex<A> t)
  {
    gp_complex<A> r = {t.re + (A) 0, t.im + (A) 0};
    return r;
  }
};

template <class Op>
struct default_kernels {
  static gp_status go(gp_cuda_state *s, const void *x, void *y, double *idx, gp_shape3 shape)
  {
    return gp_reduce_default<Op, typename Op::In>(s, (const typename Op::In *) x, y, idx, shape);
  }
};

/* Products: the tree, then the lines whose product has a non-finite part
 * again in order (cx_prod_in_order.cuh). */
template <class F, class A, bool OMIT>
struct default_kernels<gp_cx_prod_op<F, A, OMIT> > {
  static gp_status go(gp_cuda_state *s, const void *x, void *y, double *idx, gp_shape3 shape)
  {
    typedef gp_cx_prod_op<F, A, OMIT> Op;
    gp_status st = gp_reduce_default<Op, typename Op::In>(s, (const typename Op::In *) x, y, idx, shape);
    return st == GP_SUCCESS ? gp_cx_prod_in_order<F, A, OMIT, false>(s, x, y, shape, NULL) : st;
  }
};

extern "C" gp_status gp_cuda_reduce_complex(gp_cuda_state *s, gp_opcode op, gp_reduce_algorithm alg, gp_dtype in,
                                            gp_dtype out, const void *x, void *y, double *idx, gp_shape3 shape)
{
  if (alg != GP_REDUCE_AUTO)
    return GP_ERROR_UNSUPPORTED_ALGORITHM;
  return gp_cx_dispatch<default_kernels, GP_CX_ALL_OPS, true>(s, op, in, out, x, y, idx, shape);
}
