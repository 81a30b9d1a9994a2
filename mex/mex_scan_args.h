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
/* o->nanflag: "omitnan", "includenan", or "" for the builtin's own. */
gp_nan_flag mex_nan_flag_of(const mex_options *o, const char *fname);
/* A scan's algorithm, its exclusive and reverse flags and its NaN flag. */
gp_scan_options mex_scan_options_of(const mex_options *o, const char *fname);
/* A reduction's algorithm and NaN flag (extra is the caller's). */
gp_reduce_options mex_reduce_options_of(const mex_options *o, const char *fname);
/* The comparison of max or min for o->method ("ComparisonMethod"), of real
 * or complex operands, along lines or of two arrays (whose complex form
 * without options is Octave's own pick, and with any of them MATLAB's
 * order). */
gp_comparison mex_comparison_of(const mex_options *o, int complex, int two_arrays, const char *fname);
/* The scan of x along the 1-based dims dim..last, taken as one in their
 * column-major order (a VECDIM run; mx_require_dim_run), into plhs[0]
 * (class out_type, x's dims) and, when want_index, the positions into
 * plhs[1], as gparrays when as_gparray; raise on failure.  complex: x is a
 * complex array's parts view (dim and last count its leading 2), and so is
 * the result (options' is_complex is set here). */
void mex_run_scan(gp_op op, const gp_scan_options *options, const char *fname, const gp_array *x, int dim,
                  int last, gp_dtype out_type, int complex, int want_index, int as_gparray, mxArray *plhs[]);
/* The same for the reduction with options over the 1-based dims dim..last, taken as one (a VECDIM run;
 * mx_require_dim_run): outputs of x's dims with those reduced to 1 (the
 * first to 0 for max and min of empty lines). */
void mex_run_reduce(gp_op op, const gp_reduce_options *options, const char *fname, const gp_array *x, int dim, int last,
                    gp_dtype out_type, int complex, int want_index, int as_gparray, mxArray *plhs[]);

#endif
