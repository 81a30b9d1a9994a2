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

gp_scan_options mex_scan_options_of(const mex_options *o, const char *fname)
{
  gp_scan_options s = {GP_SCAN_AUTO, o->exclusive, o->reverse};
  mx_require_known_algorithm(gp_scan_algorithm_from_name(o->algorithm, &s.algorithm), o->algorithm, fname);
  return s;
}

gp_op mex_nan_op(gp_op op, const mex_options *o, const char *fname)
{
  const char *flag = o->nanflag;
  if (!*flag)
    return op;
  const int omit = strcmp(flag, "omitnan") == 0;
  if (!omit && strcmp(flag, "includenan") != 0)
    mx_raise("gpuprim:unknownOption", "%s: unknown NaN flag '%s'", fname, flag);
  switch (op) {
  case GP_OP_SUM: return omit ? GP_OP_SUM_OMITNAN : op;
  case GP_OP_PROD: return omit ? GP_OP_PROD_OMITNAN : op;
  case GP_OP_MAX: return omit ? op : GP_OP_MAX_INCLUDENAN;
  case GP_OP_MIN: return omit ? op : GP_OP_MIN_INCLUDENAN;
  default: return op;
  }
}

gp_op mex_extreme_op(gp_op op, const mex_options *o, int complex, int two_arrays, const char *fname)
{
  const int max = op == GP_OP_MAX;
  const gp_op how = mex_nan_op(op, o, fname);
  const int include = how != op;
  if (strcmp(o->method, "abs") != 0 && strcmp(o->method, "real") != 0 && strcmp(o->method, "auto") != 0)
    mx_raise("gpuprim:unknownOption", "%s: ComparisonMethod is \"auto\", \"abs\" or \"real\"", fname);
  if (strcmp(o->method, "real") == 0 && complex) {
    if (include)
      return max ? GP_OP_MAX_REAL_INCLUDENAN : GP_OP_MIN_REAL_INCLUDENAN;
    return max ? GP_OP_MAX_REAL : GP_OP_MIN_REAL;
  }
  if (strcmp(o->method, "abs") == 0 && !complex) {
    if (include)
      return max ? GP_OP_MAX_ABS_INCLUDENAN : GP_OP_MIN_ABS_INCLUDENAN;
    return max ? GP_OP_MAX_ABS : GP_OP_MIN_ABS;
  }
  /* the value's order, or a complex one's (abs, arg) */
  if (complex && two_arrays && (*o->nanflag || strcmp(o->method, "abs") == 0))
    return include ? how : max ? GP_OP_MAX_ABS : GP_OP_MIN_ABS;
  return how;
}

gp_reduce_algorithm mex_reduce_algorithm_of(const mex_options *o, const char *fname)
{
  gp_reduce_algorithm a = GP_REDUCE_AUTO;
  mx_require_known_algorithm(gp_reduce_algorithm_from_name(o->algorithm, &a), o->algorithm, fname);
  return a;
}

/* What a reduction runs: the algorithm, and for a sum whether it is "extra". */
typedef struct reduce_choice {
  gp_reduce_algorithm algorithm;
  int extra;
} reduce_choice;

/* Run `op` (a scan with options, or with NULL options the reduction `reduce`)
 * of x along the 1-based dims dim..last (a run of dims, taken as one) into new arrays of y_shape's dims and class
 * (and, when want_index, a double array of positions), or raise; nothing
 * leaks.  complex: x and y_shape are parts views (dim counts their leading
 * 2), run by the complex entry points. */
static void run_into(gp_op op, const gp_scan_options *options, reduce_choice reduce, const char *fname,
                     const gp_array *x, int dim, int last, const gp_array *y_shape, int complex, int want_index,
                     int as_gparray, mxArray *plhs[])
{
  /* complex: the parts' dims count first; plain sums add the parts as real numbers */
  const int cx = complex && op != GP_OP_SUM;
  if (cx && options && (options->exclusive || options->reverse))
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
  if (cx)
    st = options ? gp_scan_complex(ctx, op, options->algorithm, &xm, &ym, pidx, dim - 2)
                 : gp_reduce_complex(ctx, op, reduce.algorithm, &xm, &ym, pidx, dim - 2);
  else
    st = options        ? gp_scan_with(ctx, op, options, &xm, &ym, pidx, dim - 1)
         : reduce.extra ? gp_reduce_extra(ctx, op, reduce.algorithm, &xm, &ym, dim - 1)
                        : gp_reduce(ctx, op, reduce.algorithm, &xm, &ym, pidx, dim - 1);
  mx_outputs_return(st, out, outputs, plhs, fname);
}

void mex_run_scan(gp_op op, const gp_scan_options *options, const char *fname, const gp_array *x, int dim,
                  int last, gp_dtype out_type, int complex, int want_index, int as_gparray, mxArray *plhs[])
{
  gp_array y = *x;
  y.dtype = out_type;
  const reduce_choice none = {GP_REDUCE_AUTO, 0};
  run_into(op, options, none, fname, x, dim, last, &y, complex, want_index, as_gparray, plhs);
}

void mex_run_reduce(gp_op op, gp_reduce_algorithm algorithm, int extra, const char *fname, const gp_array *x,
                    int dim, int last, gp_dtype out_type, int complex, int want_index, int as_gparray,
                    mxArray *plhs[])
{
  const reduce_choice reduce = {algorithm, extra};
  gp_array xm, ym, y = *x;
  gp_array_merge_axes(x, dim - 1, last - 1, &xm);
  gp_reduce_result_dims(op, &xm, dim - 1, &ym);  /* the run's first dim: 1, or 0 for max and min of nothing */
  for (int d = dim - 1; d < last && d < x->ndims; d++)
    y.dims[d] = d == dim - 1 ? ym.dims[d] : 1;
  y.dtype = out_type;
  run_into(op, NULL, reduce, fname, x, dim, last, &y, complex, want_index, as_gparray, plhs);
}
