/* scan_complex_min.cu - cummin of complex arrays (scan_complex.cu's entry
 * sends it here): a file of its own, as its kernels take the longest to
 * compile. */
#include "scan_complex.cuh"

extern "C" gp_status gp_cuda_scan_complex_min(gp_cuda_state *s, gp_opcode op, gp_dtype in, gp_dtype out, const void *x,
                                              void *y, double *idx, gp_shape3 shape)
{
  return gp_cx_scan_family<GP_CX_MIN_OPS>(s, op, in, out, x, y, idx, shape);
}
