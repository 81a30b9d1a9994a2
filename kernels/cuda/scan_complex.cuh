/* scan_complex.cuh - the complex scans of some op families
 * (complex_dispatch.cuh), by the look-back kernels alone; each
 * scan_complex*.cu file instantiates one family, so they compile in
 * parallel. */
#ifndef GP_SCAN_COMPLEX_CUH
#define GP_SCAN_COMPLEX_CUH

#include "complex_dispatch.cuh"
#include "cx_prod_in_order.cuh"
#include "scan_families.h"
#include "scan_launch.cuh"

template <class Op>
struct gp_cx_look_back {
  static gp_status go(gp_cuda_state *s, const void *x, void *y, double *idx, gp_shape3 shape)
  {
    const gp_scan_guard none = {NULL, NULL};
    return gp_launch_scan_guarded<Op, typename Op::In>(s, x, y, idx, shape, none);
  }
};

/* Products: the look-back without Annex G's second try (inlined into every
 * step of the unrolled loops it made the single scan 1.8 times slower),
 * which flags any output with a non-finite part; then,
 * only if one was flagged, the lines whose last output has one, folded
 * again in order (cx_prod_in_order.cuh).  x is read again there, so x and
 * y must not overlap. */
template <class F, class A, bool OMIT>
struct gp_cx_look_back<gp_cx_prod_op<F, A, OMIT> > {
  static gp_status go(gp_cuda_state *s, const void *x, void *y, double *idx, gp_shape3 shape)
  {
    typedef gp_cx_prod_op<F, A, OMIT, true> Fast;
    return gp_launch_scan_flagged<Fast, gp_complex<F>, gp_cx_cumprod_in_order<F, A, OMIT> >(s, x, y, idx, shape);
  }
};

template <int FAMILY>
static gp_status gp_cx_scan_family(gp_cuda_state *s, gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y,
                                   double *idx, gp_shape3 shape)
{
  return gp_cx_dispatch<gp_cx_look_back, FAMILY>(s, op, in, out, x, y, idx, shape);
}

#endif
