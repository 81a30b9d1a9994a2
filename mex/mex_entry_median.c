/* mex_entry_median.c - gpu_median's entry, every form:
 * m = gpu_median (x[, dim | vecdim | "all"][, nanflag][, outtype][,
 * "algorithm", NAME]) through gp_median, where x lies (a gparray gives a
 * gparray), with the running Octave's formulas (mex_semantics.h): Octave
 * 7's sum (.., "native") / 2 with NaN injected, or Octave 9's overflow-free
 * pairs, a vector's its own.  The dims become one axis of a 3-D view
 * (permuted first where they are not adjacent); logical x with a double
 * outtype as double; sparse and complex host x by the builtin. */
#include <math.h>
#include <string.h>
#include <strings.h>

#include "mex_builtins.h"
#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_context.h"
#include "mex_dims.h"
#include "mex_options.h"
#include "mex_semantics.h"
#include "mx_gp_array.h"
#include "mx_output.h"
#include "mx_raise.h"

/* The class median gives x of class `cls` under the outtype (median's
 * rules: none keeps the class; "default" double but for single; "native"
 * keeps it but logical becomes double; "double"). */
static const char *out_class(const char *cls, const char *type)
{
  if (type[0] == 0)
    return cls;
  if (strcmp(type, "double") == 0 || (strcmp(type, "default") == 0 && strcmp(cls, "single") != 0)
      || (strcmp(type, "native") == 0 && strcmp(cls, "logical") == 0))
    return "double";
  return cls;
}

/* The builtin on the host, as called but for "algorithm", NAME. */
static void on_host(mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  mxArray *args[8];
  int k = 0;
  for (int a = 0; a < nrhs; a++) {
    char word[16] = "";
    if (a > 0 && mxIsChar(prhs[a]) && mxGetString(prhs[a], word, sizeof word) == 0
        && strcasecmp(word, "algorithm") == 0) {
      a++;
      continue;
    }
    args[k++] = (mxArray *) prhs[a];
  }
  mex_call_builtin("gpu_median", "median", 1, plhs, k, args);
}

/* The class name of a (a gparray: its elements'). */
static void class_of(const mxArray *a, char *cls, size_t size)
{
  mxArray *c = NULL, *aa = (mxArray *) a;
  mexCallMATLAB(1, &c, 1, &aa, "class");
  mxGetString(c, cls, size);
  mxDestroyArray(c);
}

/* The outtype the call names ("" where none): what mex_options cannot
 * tell from its default. */
static const char *given_type(int nrhs, const mxArray *prhs[])
{
  static const char *types[] = {"default", "native", "double"};
  for (int a = 1; a < nrhs; a++) {
    char word[16] = "";
    if (!mxIsChar(prhs[a]) || mxGetString(prhs[a], word, sizeof word) != 0)
      continue;
    if (strcasecmp(word, "algorithm") == 0)
      a++;
    for (int t = 0; t < 3; t++)
      if (strcasecmp(word, types[t]) == 0)
        return types[t];
  }
  return "";
}

/* a converted to class cls where it has another (the builtin, or gparray's own method) */
static mxArray *as_class(mxArray *a, const char *cls)
{
  char now[16] = "";
  class_of(a, now, sizeof now);
  if (strcmp(now, cls) == 0)
    return a;
  mxArray *out = NULL;
  mexCallMATLAB(1, &out, 1, &a, cls);
  return out;
}

/* The dims as one axis: x seen as pre x len x post (x permuted first
 * where the dims are apart); sz_out: x's dims with 1 along them. */
typedef struct median_axis {
  const mxArray *x;
  int64_t pre, len, post;
  int ndims_out;
  int64_t sz_out[GP_MAX_DIMS];
} median_axis;

static median_axis axis_of(const mxArray *x, const mxArray *dims, const char *fname)
{
  median_axis a = {x, 1, 1, 1, 0, {0}};
  mxArray *size = mex_size_of(x, fname);
  const double *sz = mxGetPr(size), *d = mxGetPr(dims);
  const int nd = (int) mxGetNumberOfElements(size), nset = (int) mxGetNumberOfElements(dims);
  int in_set[GP_MAX_DIMS + 1] = {0}, top = nd;
  for (int k = 0; k < nset; k++) {
    if (d[k] <= GP_MAX_DIMS)
      in_set[(int) d[k] - 1] = 1;
    if ((int) d[k] > top)
      top = (int) d[k] > GP_MAX_DIMS ? GP_MAX_DIMS : (int) d[k];
  }
  a.ndims_out = top;
  for (int k = 0; k < top; k++)
    a.sz_out[k] = in_set[k] ? 1 : (k < nd ? (int64_t) sz[k] : 1);
  int runs[GP_MAX_DIMS][GP_MAX_DIMS], len[GP_MAX_DIMS];
  if (mex_dim_runs(size, dims, runs, len) > 1) {  /* apart: the set's dims first, then the rest in order */
    mxArray *perm = mxCreateDoubleMatrix(1, nd > top ? nd : top, mxREAL), *px = NULL;
    double *p = mxGetPr(perm);
    int m = 0;
    for (int k = 0; k < (int) mxGetNumberOfElements(perm); k++)
      if (in_set[k])
        p[m++] = k + 1;
    for (int k = 0; k < (int) mxGetNumberOfElements(perm); k++)
      if (!in_set[k])
        p[m++] = k + 1;
    mxArray *host = (mxArray *) x;
    if (mx_is_gparray(x))
      mex_gather(1, &host, 1, &x);
    mxArray *args[2] = {host, perm};
    mexCallMATLAB(1, &px, 2, args, "permute");
    a.x = mx_is_gparray(x) ? mex_upload(px) : px;
    for (int k = 0; k < nd; k++)
      a.len *= in_set[k] ? (int64_t) sz[k] : 1;
    for (int k = 0; k < nd; k++)
      a.post *= in_set[k] ? 1 : (int64_t) sz[k];
    return a;
  }
  const int nruns = mex_dim_runs(size, dims, runs, len);
  const int first = nruns ? runs[0][0] - 1 : nd, last = nruns ? runs[0][len[0] - 1] - 1 : nd;
  for (int k = 0; k < nd; k++) {
    const int64_t s = (int64_t) sz[k];
    if (k < first)
      a.pre *= s;
    else if (k <= last)
      a.len *= s;
    else
      a.post *= s;
  }
  return a;
}

/* Octave 9's early answers of a line of one element: x itself, but +NaN
 * where every element of x is NaN (checked before). */
static mxArray *single_elements(const mxArray *x, const median_axis *a, const char *fname)
{
  mxArray *host = (mxArray *) x, *nan = NULL, *all = NULL, *y = NULL;
  if (mx_is_gparray(x))
    mex_gather(1, &host, 1, &x);
  mexCallMATLAB(1, &nan, 1, &host, "isnan");
  mxArray *col = nan;
  mexCallMATLAB(1, &all, 1, &col, "all");
  mxArray *flat = NULL;
  mexCallMATLAB(1, &flat, 1, &all, "all");
  const int all_nan = mxGetNumberOfElements(host) > 0 && mxIsLogicalScalarTrue(flat);
  mxArray *shape = mxCreateDoubleMatrix(1, a->ndims_out < 2 ? 2 : a->ndims_out, mxREAL);
  for (int k = 0; k < (int) mxGetNumberOfElements(shape); k++)
    mxGetPr(shape)[k] = k < a->ndims_out ? (double) a->sz_out[k] : 1;
  if (all_nan) {
    mxArray *args[2] = {shape, mxCreateString(mxIsSingle(host) ? "single" : "double")};
    mexCallMATLAB(1, &y, 2, args, "NaN");
  } else {
    mxArray *args[2] = {host, shape};
    mexCallMATLAB(1, &y, 2, args, "reshape");
  }
  (void) fname;
  return mx_is_gparray(x) ? mex_upload(y) : y;
}

/* Whether float x holds a NaN: max with "includenan" over all of it. */
static int has_nan(const gp_array *x, const char *fname)
{
  if (x->dtype != GP_DOUBLE && x->dtype != GP_SINGLE)
    return 0;
  double room[1];
  gp_array all, y;
  const int64_t n[2] = {gp_array_numel(x), 1}, one[2] = {1, 1};
  gp_array_init(&all, x->data, x->dtype, x->location, 2, n);
  gp_array_init(&y, room, x->dtype, GP_HOST, 2, one);
  gp_reduce_options with_nan;
  gp_reduce_options_init(&with_nan);
  with_nan.nan = GP_NAN_INCLUDE;
  const gp_status st = gp_reduce(mex_session_context(), GP_OP_MAX, &with_nan, &all, &y, NULL, 0);
  if (st != GP_SUCCESS)
    mx_raise_status(st, fname);
  return x->dtype == GP_DOUBLE ? isnan(room[0]) : isnan(((float *) room)[0]);
}

int mex_entry_median(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_median";
  mex_check_outputs(fname, nlhs, 1);
  if (nrhs < 1 || nrhs > 7)
    mx_raise("gpuprim:invalidCall",
             "%s: use %s (X[, DIM | VECDIM | \"all\"][, NANFLAG][, OUTTYPE][, \"algorithm\", NAME])", fname, fname);
  const mxArray *x = prhs[0], *kept[8];
  mex_options o;
  const int n = mex_take_kept(fname, MEX_OPT_ALGORITHM | MEX_OPT_NANFLAG | MEX_OPT_TYPE | MEX_OPT_ALL, nrhs - 1,
                              prhs + 1, &o, kept);
  if (n > 1 || strcmp(o.type, "extra") == 0)
    mx_raise("gpuprim:invalidCall",
             "%s: use %s (X[, DIM | VECDIM | \"all\"][, NANFLAG][, OUTTYPE][, \"algorithm\", NAME])", fname, fname);
  gp_median_options options;
  gp_median_options_init(&options);
  mx_require_selection(o.algorithm, &options.method, &options.algorithm, fname);
  const int v9 = mex_semantics_of_octave()->median_safe_pairs, device = mx_is_gparray(x);
  if (!device && (mxIsSparse(x) || mxIsComplex(x))) {
    on_host(plhs, nrhs, prhs);
    return 1;
  }
  mex_check_input(fname, x, 0, 0);
  if (!v9 && mex_numel_of(x, fname) == 0)
    mx_raise("gpuprim:emptyInput", "%s: X cannot be an empty matrix", fname);
  char cls[16] = "";
  class_of(x, cls, sizeof cls);
  const char *want = out_class(cls, given_type(nrhs, prhs));
  if (strcmp(cls, "logical") == 0 && strcmp(want, "double") == 0)
    x = mex_as_double(x);  /* a pair of 0 and 1 is then 0.5 */
  mxArray *dims = mex_call_dims(fname, x, n, kept, 1);
  const gp_array xv0 = mx_view(x, fname);
  median_axis a = axis_of(x, dims, fname);
  if (v9 && n == 0 && xv0.ndims == 2 && xv0.dims[0] == 0 && xv0.dims[1] == 0) {
    a.len = 0;  /* median ([]): NaN, as of a 0 x 1 column */
    a.post = 1;
    a.sz_out[1] = 1;
  }
  if (v9 && a.len == 1) {
    plhs[0] = as_class(single_elements(x, &a, fname), want);
    return 1;
  }
  const int lines_many = a.pre * a.post != 1;
  if (v9 && !device && lines_many && a.len % 2 == 0 && strcmp(want, "double") == 0
      && (xv0.dtype == GP_INT64 || xv0.dtype == GP_UINT64)) {
    on_host(plhs, nrhs, prhs);  /* its mixed double and 64-bit arithmetic rounds a first */
    return 1;
  }
  options.omitnan = strcmp(o.nanflag, "omitnan") == 0;
  options.pair = !v9 ? GP_MEDIAN_SUM_HALVED : lines_many ? GP_MEDIAN_SAFE_SUM : GP_MEDIAN_SAFE_MIDPOINT;
  if (v9 && lines_many && options.omitnan && a.len > 0 && has_nan(&xv0, fname))
    options.pair = GP_MEDIAN_SUM_HALVED;  /* Octave 9 sums each pair (from +0) only where it omits a NaN */
  const gp_array xv = mx_view(a.x, fname);
  gp_array x3, y3;
  const int64_t d3[3] = {a.pre, a.len, a.post}, r3[3] = {a.pre, 1, a.post};
  gp_array_init(&x3, xv.data, xv.dtype, xv.location, 3, d3);
  mx_output out;
  gp_array shape;
  gp_array_init(&shape, NULL, xv.dtype, GP_HOST, a.ndims_out < 2 ? 2 : a.ndims_out, a.sz_out);
  if (a.ndims_out < 2)
    shape.dims[1] = 1;
  mx_output_create(&out, &shape, xv.dtype, device, fname);
  gp_array_init(&y3, out.view.data, xv.dtype, out.view.location, 3, r3);
  const gp_status st = gp_median(mex_session_context(), &options, &x3, &y3, 1);
  mx_outputs_return(st, &out, 1, plhs, fname);
  plhs[0] = as_class(plhs[0], want);
  return 1;
}
