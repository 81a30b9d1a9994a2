/* scan_complex.cuh - the complex scans of some op families
 * (complex_dispatch.cuh), by the look-back kernels alone; each
 * scan_complex*.cu file instantiates one family, so they compile in
 * parallel. */
#ifndef GP_SCAN_COMPLEX_CUH
#define GP_SCAN_COMPLEX_CUH

#include "complex_dispatch.cuh"
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

#if GP_CX_PROD_CHECKED
/* Products: without Annex G's second try, then, only if some product
 * needed it, again with it. */
template <class F, class A, bool OMIT>
struct gp_cx_look_back<gp_cx_prod_op<F, A, OMIT> > {
  static gp_status go(gp_cuda_state *s, const void *x, void *y, double *idx, gp_shape3 shape)
  {
    return gp_launch_scan_checked<gp_cx_prod_op<F, A, OMIT, true>, gp_cx_prod_op<F, A, OMIT>, gp_complex<F> >(
      s, x, y, idx, shape);
  }
};
#endif

template <int FAMILY>
static gp_status gp_cx_scan_family(gp_cuda_state *s, gp_op op, gp_dtype in, gp_dtype out, const void *x, void *y,
                                   double *idx, gp_shape3 shape)
{
  return gp_cx_dispatch<gp_cx_look_back, FAMILY>(s, op, in, out, x, y, idx, shape);
}

#endif
