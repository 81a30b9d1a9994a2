/* mex_scan_args.h - the options of the scan and reduction commands, and
 * running one into new output arrays (mex_scan_args.c). */
#ifndef GP_MEX_SCAN_ARGS_H
#define GP_MEX_SCAN_ARGS_H

#include "mex.h"
#include "gpuprim.h"

/* "default" | "native" | "double", or raise gpuprim:unknownOption naming
 * fname; with extra not NULL also "extra" (a "double" sum, and *extra set). */
gp_accum mex_parse_accum(const mxArray *a, const char *fname, int *extra);
/* The optional trailing arguments from prhs[at]: the algorithm name (default
 * "auto"), then the exclusive and reverse flags (default false). */
gp_scan_options mex_parse_scan_options(int nrhs, const mxArray *prhs[], int at, const char *fname);
/* The reduction op for plain op `op` and the optional NaN flag at
 * prhs[at]: "omitnan" or "includenan" (the builtins' own, as the op's
 * default, where absent), or raise gpuprim:unknownOption. */
gp_op mex_parse_nan_flag(gp_op op, int nrhs, const mxArray *prhs[], int at, const char *fname);
/* The optional algorithm name of a reduction at prhs[at] (default "auto"). */
gp_reduce_algorithm mex_parse_reduce_algorithm(int nrhs, const mxArray *prhs[], int at, const char *fname);
/* The scan of x along the 1-based dim into plhs[0] (class out_type) and,
 * when want_index, the positions into plhs[1], as gparrays when as_gparray;
 * raise on failure.  complex: x is a complex array's parts view (dim counts
 * its leading 2), and so is the result. */
void mex_run_scan(gp_op op, const gp_scan_options *options, const char *fname, const gp_array *x, int dim,
                  gp_dtype out_type, int complex, int want_index, int as_gparray, mxArray *plhs[]);
/* The same for the reduction (gp_reduce, or with extra gp_reduce_sum_extra)
 * over the 1-based dims dim..last, taken as one (a VECDIM run;
 * mx_require_dim_run): outputs of x's dims with those reduced to 1 (the
 * first to 0 for max and min of empty lines). */
void mex_run_reduce(gp_op op, gp_reduce_algorithm algorithm, int extra, const char *fname, const gp_array *x,
                    int dim, int last, gp_dtype out_type, int complex, int want_index, int as_gparray,
                    mxArray *plhs[]);

#endif
