/* scan_families.h - the typed scan launchers, one family per .cu file so they
 * compile in parallel.  Each takes the algorithm, device pointers, and returns
 * GP_ERROR_UNSUPPORTED_DTYPE for an input outside its family. */
#ifndef GP_SCAN_FAMILIES_H
#define GP_SCAN_FAMILIES_H

#include "cuda_state.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Any input, accumulated and returned in double. */
gp_status gp_cuda_scan_sum_to_double(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in, const void *x, void *y,
                                     gp_shape3 shape);
/* single -> single, logical -> logical (running OR). */
gp_status gp_cuda_scan_sum_native_float(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in, const void *x, void *y,
                                        gp_shape3 shape);
/* integer -> same integer, saturating at every step. */
gp_status gp_cuda_scan_sum_saturating(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in, const void *x, void *y,
                                      gp_shape3 shape);

/* cumprod: y double for any input, or single -> single. */
gp_status gp_cuda_scan_prod(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in, gp_dtype out, const void *x, void *y,
                            gp_shape3 shape);
/* cummax / cummin: y of x's class; idx (1-based positions, double) or NULL. */
gp_status gp_cuda_scan_cummax(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in, const void *x, void *y, double *idx,
                              gp_shape3 shape);
gp_status gp_cuda_scan_cummin(gp_cuda_state *s, gp_scan_algorithm alg, gp_dtype in, const void *x, void *y, double *idx,
                              gp_shape3 shape);

/* The NaN-flag operators (GP_OP_SUM_OMITNAN, ...) on double or single x,
 * with the plain operator's output classes, by the look-back kernels alone
 * (a classic algorithm's name: GP_ERROR_UNSUPPORTED_ALGORITHM); idx for
 * cummax and cummin or NULL. */
gp_status gp_cuda_scan_nan_flag(gp_cuda_state *s, gp_opcode op, gp_scan_algorithm alg, gp_dtype in, gp_dtype out,
                                const void *x, void *y, double *idx, gp_shape3 shape);

/* Complex x (elements of two parts of class `in`) into parts of class
 * `out`: sum with "omitnan", prod, max and min with their NaN flags (the
 * plain op codes), by the look-back kernels alone (other names:
 * GP_ERROR_UNSUPPORTED_ALGORITHM); idx for max and min or NULL. */
gp_status gp_cuda_scan_complex(gp_cuda_state *s, gp_opcode op, gp_scan_algorithm alg, gp_dtype in, gp_dtype out,
                               const void *x, void *y, double *idx, gp_shape3 shape);
/* Its op families, one file each (complex_dispatch.cuh's gp_cx_family):
 * sum "omitnan" and prod; max; min.  An op of another family:
 * GP_ERROR_INVALID_ARGUMENT. */
gp_status gp_cuda_scan_complex_arith(gp_cuda_state *s, gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y,
                                     double *idx, gp_shape3 shape);
gp_status gp_cuda_scan_complex_max(gp_cuda_state *s, gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y,
                                   double *idx, gp_shape3 shape);
gp_status gp_cuda_scan_complex_min(gp_cuda_state *s, gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y,
                                   double *idx, gp_shape3 shape);

#ifdef __cplusplus
}
#endif

#endif
