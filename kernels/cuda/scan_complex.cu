/* scan_complex.cu - cumprod, cummax and cummin of complex arrays (and
 * cumsum with "omitnan"): the entry, which sends each op to its family's
 * file, and the products and sums themselves. */
#include "scan_complex.cuh"

extern "C" gp_status gp_cuda_scan_complex_arith(gp_cuda_state *s, gp_opcode op, gp_dtype in, gp_dtype out,
                                                const void *x, void *y, double *idx, gp_shape3 shape)
{
  return gp_cx_scan_family<GP_CX_ARITH_OPS>(s, op, in, out, x, y, idx, shape);
}

extern "C" gp_status gp_cuda_scan_complex(gp_cuda_state *s, gp_opcode op, gp_scan_algorithm alg, gp_dtype in,
                                          gp_dtype out, const void *x, void *y, double *idx, gp_shape3 shape)
{
  if (alg != GP_SCAN_AUTO && alg != GP_SCAN_DECOUPLED_LOOKBACK)
    return GP_ERROR_UNSUPPORTED_ALGORITHM;
  switch (gp_cx_family(op)) {
  case GP_CX_MAX_OPS: return gp_cuda_scan_complex_max(s, op, in, out, x, y, idx, shape);
  case GP_CX_MIN_OPS: return gp_cuda_scan_complex_min(s, op, in, out, x, y, idx, shape);
  default: return gp_cuda_scan_complex_arith(s, op, in, out, x, y, idx, shape);
  }
}
