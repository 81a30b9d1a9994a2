/* mex_scan_args.c - what the scan and reduction commands share: their
 * options, and running one into new output arrays. */
#include <string.h>

#include "mex_context.h"
#include "mex_scan_args.h"
#include "mx_gp_array.h"
#include "mx_output.h"
#include "mx_raise.h"

gp_accum mex_accum_of(const mex_options *o, const char *fname, int *extra)
{
  const char *type = o->type;
  if (extra)
    *extra = strcmp(type, "extra") == 0;
  if (extra && *extra)
    return GP_ACCUM_DOUBLE;
  if (strcmp(type, "default") == 0)
    return GP_ACCUM_DEFAULT;
  if (strcmp(type, "native") == 0)
    return GP_ACCUM_NATIVE;
  if (strcmp(type, "double") == 0)
    return GP_ACCUM_DOUBLE;
  mx_raise("gpuprim:unknownOption", "%s: unknown option '%s'", fname, type);
  return GP_ACCUM_DEFAULT; /* not reached */
}

gp_nan_flag mex_nan_flag_of(const mex_options *o, const char *fname)
{
  const char *flag = o->nanflag;
  if (!*flag)
    return GP_NAN_DEFAULT;
  if (strcmp(flag, "omitnan") == 0)
    return GP_NAN_OMIT;
  if (strcmp(flag, "includenan") != 0)
    mx_raise("gpuprim:unknownOption", "%s: unknown NaN flag '%s'", fname, flag);
  return GP_NAN_INCLUDE;
}

gp_scan_options mex_scan_options_of(const mex_options *o, const char *fname)
{
  gp_scan_options s;
  gp_scan_options_init(&s);
  s.exclusive = o->exclusive;
  s.reverse = o->reverse;
  s.nan = mex_nan_flag_of(o, fname);
  mx_require_known_algorithm(gp_scan_algorithm_from_name(o->algorithm, &s.algorithm), o->algorithm, fname);
  return s;
}

gp_comparison mex_comparison_of(const mex_options *o, int complex, int two_arrays, const char *fname)
{
  const int by_abs = strcmp(o->method, "abs") == 0, by_real = strcmp(o->method, "real") == 0;
  if (!by_abs && !by_real && strcmp(o->method, "auto") != 0)
    mx_raise("gpuprim:unknownOption", "%s: ComparisonMethod is \"auto\", \"abs\" or \"real\"", fname);
  if (by_real && complex)
    return GP_COMPARE_REAL;
  if (by_abs && !complex)
    return GP_COMPARE_ABS;
  /* a complex pair with any option: MATLAB's order, by abs then arg */
  if (complex && two_arrays && (*o->nanflag || by_abs))
    return GP_COMPARE_ABS;
  return GP_COMPARE_AUTO;  /* the value's order, or a complex one's (abs, arg) */
}

gp_reduce_options mex_reduce_options_of(const mex_options *o, const char *fname)
{
  gp_reduce_options r;
  gp_reduce_options_init(&r);
  r.nan = mex_nan_flag_of(o, fname);
  mx_require_known_algorithm(gp_reduce_algorithm_from_name(o->algorithm, &r.algorithm), o->algorithm, fname);
  return r;
}

/* Run `op` (the scan with `scan`, or with scan NULL the reduction with
 * `reduce`) of x along the 1-based dims dim..last (a run of dims, taken as
 * one) into new arrays of y_shape's dims and class (and, when want_index, a
 * double array of positions), or raise; nothing leaks.  complex: x and
 * y_shape are parts views (dim counts their leading 2). */
static void run_into(gp_op op, const gp_scan_options *scan, const gp_reduce_options *reduce, const char *fname,
                     const gp_array *x, int dim, int last, const gp_array *y_shape, int complex, int want_index,
                     int as_gparray, mxArray *plhs[])
{
  if (complex && scan && (op != GP_OP_SUM || scan->nan == GP_NAN_OMIT) && (scan->exclusive || scan->reverse))
    mx_raise("gpuprim:unsupportedOption", "%s: exclusive and reverse scans take real x", fname);
  mx_output out[2];
  const int outputs = mx_outputs_create(out, y_shape, y_shape->dtype, complex, want_index, as_gparray, fname);
  gp_array xm, ym, im;
  gp_array_merge_axes(x, dim - 1, last - 1, &xm);
  gp_array_merge_axes(&out[0].view, dim - 1, last - 1, &ym);
  gp_array *pidx = NULL;
  if (want_index) {
    gp_array_merge_axes(&out[1].view, dim - 1 - complex, last - 1 - complex, &im);
    pidx = &im;
  }
  gp_context *ctx = mex_session_context();
  gp_status st;
  if (scan) {
    gp_scan_options so = *scan;
    so.is_complex = complex;
    st = gp_scan(ctx, op, &so, &xm, &ym, pidx, dim - 1 - complex);
  } else {
    gp_reduce_options ro = *reduce;
    ro.is_complex = complex;
    st = gp_reduce(ctx, op, &ro, &xm, &ym, pidx, dim - 1 - complex);
  }
  mx_outputs_return(st, out, outputs, plhs, fname);
}

void mex_run_scan(gp_op op, const gp_scan_options *options, const char *fname, const gp_array *x, int dim,
                  int last, gp_dtype out_type, int complex, int want_index, int as_gparray, mxArray *plhs[])
{
  gp_array y = *x;
  y.dtype = out_type;
  run_into(op, options, NULL, fname, x, dim, last, &y, complex, want_index, as_gparray, plhs);
}

void mex_run_reduce(gp_op op, const gp_reduce_options *options, const char *fname, const gp_array *x, int dim, int last,
                    gp_dtype out_type, int complex, int want_index, int as_gparray, mxArray *plhs[])
{
  gp_array xm, ym, y = *x;
  gp_array_merge_axes(x, dim - 1, last - 1, &xm);
  gp_reduce_result_dims(op, &xm, dim - 1, &ym);  /* the run's first dim: 1, or 0 for max and min of nothing */
  for (int d = dim - 1; d < last && d < x->ndims; d++)
    y.dims[d] = d == dim - 1 ? ym.dims[d] : 1;
  y.dtype = out_type;
  run_into(op, NULL, options, fname, x, dim, last, &y, complex, want_index, as_gparray, plhs);
}
