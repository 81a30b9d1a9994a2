/* mex_scan_args.h - the values of the scan and reduction commands'
 * options, and running one into new output arrays (mex_scan_args.c). */
#ifndef GP_MEX_SCAN_ARGS_H
#define GP_MEX_SCAN_ARGS_H

#include "mex.h"
#include "gpuprim.h"
#include "mex_options.h"

/* The values of a command's options (mex_command_options), each checked
 * here, raising gpuprim:unknownOption or gpuprim:unknownAlgorithm naming
 * fname where it is none the function takes. */
/* o->type: "default" | "native" | "double", and with extra not NULL also
 * "extra" (a "double" sum, and *extra set). */
gp_accum mex_accum_of(const mex_options *o, const char *fname, int *extra);
/* A scan's algorithm and its exclusive and reverse flags. */
gp_scan_options mex_scan_options_of(const mex_options *o, const char *fname);
/* The reduction op for plain op `op` and o->nanflag: "omitnan" or
 * "includenan", or "" for the builtin's own (the op's default). */
gp_op mex_nan_op(gp_op op, const mex_options *o, const char *fname);
/* The op of max or min (op GP_OP_MAX or GP_OP_MIN) for o->nanflag and
 * o->method ("ComparisonMethod"), of real or complex operands, along lines
 * or of two arrays (whose complex form without options is Octave's own
 * pick, and with any of them MATLAB's order). */
gp_op mex_extreme_op(gp_op op, const mex_options *o, int complex, int two_arrays, const char *fname);
/* A reduction's algorithm. */
gp_reduce_algorithm mex_reduce_algorithm_of(const mex_options *o, const char *fname);
/* The scan of x along the 1-based dims dim..last, taken as one in their
 * column-major order (a VECDIM run; mx_require_dim_run), into plhs[0]
 * (class out_type, x's dims) and, when want_index, the positions into
 * plhs[1], as gparrays when as_gparray; raise on failure.  complex: x is a
 * complex array's parts view (dim and last count its leading 2), and so is
 * the result. */
void mex_run_scan(gp_op op, const gp_scan_options *options, const char *fname, const gp_array *x, int dim,
                  int last, gp_dtype out_type, int complex, int want_index, int as_gparray, mxArray *plhs[]);
/* The same for the reduction (gp_reduce, or with extra gp_reduce_sum_extra)
 * over the 1-based dims dim..last, taken as one (a VECDIM run;
 * mx_require_dim_run): outputs of x's dims with those reduced to 1 (the
 * first to 0 for max and min of empty lines). */
void mex_run_reduce(gp_op op, gp_reduce_algorithm algorithm, int extra, const char *fname, const gp_array *x,
                    int dim, int last, gp_dtype out_type, int complex, int want_index, int as_gparray,
                    mxArray *plhs[]);

#endif
