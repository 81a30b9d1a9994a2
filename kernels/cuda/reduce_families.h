/* reduce_families.h - the typed reduction launchers, one family per .cu file
 * so they compile in parallel.  Each takes the algorithm (not
 * GP_REDUCE_BY_SCAN, which job_cuda.c runs through the scan) and device
 * pointers, and returns GP_ERROR_UNSUPPORTED_DTYPE for a class pair outside
 * its family. */
#ifndef GP_REDUCE_FAMILIES_H
#define GP_REDUCE_FAMILIES_H

#include "cuda_state.h"

#ifdef __cplusplus
extern "C" {
#endif

/* sum: y double for any input; single -> single; logical -> logical (OR). */
gp_status gp_cuda_reduce_sum(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, gp_dtype out, const void *x,
                             void *y, gp_shape3 shape);
/* sum of double in double-double, y double (gp_reduce with extra); with omit
 * each NaN element counts as 0. */
gp_status gp_cuda_reduce_sum_extra(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, gp_dtype out,
                                   const void *x, void *y, gp_shape3 shape, int omit);
/* prod: y double for any input, or single -> single. */
gp_status gp_cuda_reduce_prod(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, gp_dtype out, const void *x,
                              void *y, gp_shape3 shape);
/* gp_prod_native_dims on device memory: y of x's integer or logical class,
 * one element per slice of the walk w. */
gp_status gp_cuda_prod_walk_device(gp_cuda_state *s, gp_dtype dtype, const void *x, void *y, const gp_walk *w);
/* max / min: y of x's class; idx (1-based positions, double) or NULL. */
gp_status gp_cuda_reduce_max(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, const void *x, void *y,
                             double *idx, gp_shape3 shape);
gp_status gp_cuda_reduce_min(gp_cuda_state *s, gp_reduce_algorithm alg, gp_dtype in, const void *x, void *y,
                             double *idx, gp_shape3 shape);

/* The NaN-flag operators (GP_OP_SUM_OMITNAN, ...) on double or single x,
 * with the plain operator's output classes; idx for max and min or NULL. */
gp_status gp_cuda_reduce_nan_flag(gp_cuda_state *s, gp_opcode op, gp_reduce_algorithm alg, gp_dtype in, gp_dtype out,
                                  const void *x, void *y, double *idx, gp_shape3 shape);

/* max / min with "ComparisonMethod", "abs" (GP_OP_MAX_ABS, GP_OP_MIN_ABS)
 * on double, single and signed integer x, and with "includenan" too
 * (GP_OP_MAX_ABS_INCLUDENAN, ...) on double and single: y of x's class,
 * idx or NULL. */
gp_status gp_cuda_reduce_by_abs(gp_cuda_state *s, gp_opcode op, gp_reduce_algorithm alg, gp_dtype in, const void *x,
                                void *y, double *idx, gp_shape3 shape);

/* Complex x (elements of two parts of class `in`) into parts of class
 * `out`: sum with "omitnan", prod, max and min with their NaN flags (the
 * plain op codes) or in the "real" order (GP_OP_MAX_REAL, ...), by the
 * default kernels alone (other names:
 * GP_ERROR_UNSUPPORTED_ALGORITHM); idx for max and min or NULL. */
gp_status gp_cuda_reduce_complex(gp_cuda_state *s, gp_opcode op, gp_reduce_algorithm alg, gp_dtype in, gp_dtype out,
                                 const void *x, void *y, double *idx, gp_shape3 shape);

#ifdef __cplusplus
}
#endif

#endif
