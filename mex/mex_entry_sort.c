/* mex_entry_sort.c - the forms of gpu_sort that are not plain (mex_entries.c
 * takes those): [s, i] = gpu_sort (x[, dim][, mode][, "MissingPlacement",
 * m][, "ComparisonMethod", c][, "algorithm", name]), as sort gives them:
 * sparse x and cells of strings by the builtin (sparse x with either named
 * option as a full array), char x by its codes, complex x by its keys (abs
 * then arg, or the parts). */
#include <string.h>

#include "mex_builtins.h"
#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_options.h"
#include "mex_semantics.h"
#include "mx_gp_array.h"
#include "mx_raise.h"

static const char *fname = "gpu_sort";

static int is_cellstr(const mxArray *x)
{
  if (!mxIsCell(x))
    return 0;
  for (size_t k = 0; k < mxGetNumberOfElements(x); k++) {
    const mxArray *c = mxGetCell(x, k);
    if (!c || !mxIsChar(c))
      return 0;
  }
  return 1;
}

/* ndims (x), of a gparray too */
static int array_ndims(const mxArray *x)
{
  return (int) mxGetNumberOfElements(mex_size_of(x, fname));
}

/* The permutation that sorts complex x along dim: by the second key, then
 * stably by the first (gp_complex_sort_keys: abs then arg, or the parts). */
static mxArray *complex_order(const mxArray *x, const mxArray *dim, mex_options o)
{
  mxArray *keys[2] = {NULL, NULL}, *sorted[2] = {NULL, NULL}, *again[2] = {NULL, NULL}, *first = NULL, *i = NULL;
  const mxArray *key_args[2] = {x, mxCreateLogicalScalar(strcmp(o.method, "real") == 0)};
  mex_sort_keys(2, keys, 2, key_args);
  strcpy(o.method, "auto");  /* the keys are real: by their values */
  const mxArray *by_second[2] = {keys[1], dim};
  mex_sort(&o, 2, sorted, 2, by_second);
  const mxArray *take_first[3] = {keys[0], sorted[1], dim};
  mex_take_along(1, &first, 3, take_first);
  const mxArray *by_first[2] = {first, dim};
  mex_sort(&o, 2, again, 2, by_first);
  const mxArray *compose[3] = {sorted[1], again[1], dim};
  mex_take_along(1, &i, 3, compose);
  return i;  /* every array above stays to the call's end: the gateway's outputs are held there */
}

/* [s, i] = gpu_sort (args...) with s then converted by the builtin `as`. */
static void sort_then(const char *as, int nlhs, mxArray *plhs[], int n, const mxArray *args[])
{
  mxArray *out[2] = {NULL, NULL};
  mex_entry_sort(nlhs > 1 ? 2 : 1, out, n, args);
  mexCallMATLAB(1, &plhs[0], 1, &out[0], as);
  if (nlhs > 1)
    plhs[1] = out[1];
}

/* Octave 11's [s, i] = sort (x, dim) with dim past ndims (x): x, and ones. */
static void past_ndims(int nlhs, mxArray *plhs[], const mxArray *x)
{
  plhs[0] = mxDuplicateArray(x);  /* a gparray: another reference to its handle */
  mxArray *ones = NULL, *size = mex_size_of(x, fname);
  mexCallMATLAB(1, &ones, 1, &size, "ones");
  if (nlhs > 1)
    plhs[1] = mx_is_gparray(x) ? mex_upload(ones) : ones;
}

int mex_entry_sort(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  mex_check_outputs(fname, nlhs, 2);
  if (nrhs < 1 || nrhs > 9)
    mx_raise("gpuprim:invalidCall",
                      "gpu_sort: called with %d arguments; use gpu_sort (X, DIM, MODE, NAME, VALUE, \"algorithm\", NAME)",
                      nrhs);
  const mxArray *x = prhs[0], *kept[16];
  mex_options o;
  const int n = mex_take_kept(fname, MEX_OPT_ALGORITHM | MEX_OPT_MISSING | MEX_OPT_METHOD | MEX_OPT_MODE, nrhs - 1,
                              prhs + 1, &o, kept);
  const int sparse = !mx_is_gparray(x) && mxIsSparse(x);
  if (sparse && (strcmp(o.missing, "auto") != 0 || strcmp(o.method, "auto") != 0)) {
    const mxArray *args[9];
    mxArray *full_x = NULL;
    mexCallMATLAB(1, &full_x, 1, (mxArray **) &x, "full");
    args[0] = full_x;
    memcpy(args + 1, prhs + 1, (size_t) (nrhs - 1) * sizeof args[0]);
    sort_then("sparse", nlhs, plhs, nrhs, args);
    return 1;
  }
  if (sparse || is_cellstr(x)) {  /* no missing and no complex element: the options change nothing */
    mxArray *args[10] = {(mxArray *) x};
    for (int k = 0; k < n; k++)
      args[1 + k] = (mxArray *) kept[k];
    args[1 + n] = mxCreateString(o.descending ? "descend" : "ascend");
    if (n >= 1 && mxIsNumeric(kept[0]))
      (void) mex_dim_value(kept[0], fname);
    mex_call_builtin(fname, "sort", nlhs, plhs, 2 + n, args);
    return 1;
  }
  if (nlhs > 1 && !mxIsCell(x) && mex_semantics_of_octave()->sort_index_past_ndims
      && (mx_is_gparray(x) || mxIsNumeric(x) || mxIsLogical(x) || mxIsChar(x))) {
    const mxArray *dim = mex_call_dim(fname, x, n, kept);
    if (mxGetScalar(dim) > array_ndims(x)) {  /* every line along such a dim is one element long */
      past_ndims(nlhs, plhs, x);
      return 1;
    }
  }
  if (!mx_is_gparray(x) && mxIsChar(x)) {  /* by its codes, the result char */
    const mxArray *dim = mex_call_dim(fname, x, n, kept);
    if (nlhs > 1 && mxGetScalar(dim) > array_ndims(x))  /* the builtin's char sort refuses it, a scalar's too */
      mx_raise("gpuprim:invalidDim", "gpu_sort: invalid dimension %d for two outputs", (int) mxGetScalar(dim));
    mxArray *codes = NULL;
    mexCallMATLAB(1, &codes, 1, (mxArray **) &x, "uint8");
    const mxArray *args[9] = {codes};
    int m = 1;
    for (int k = 0; k < n; k++)
      args[m++] = kept[k];
    args[m++] = mxCreateString(o.descending ? "descend" : "ascend");
    args[m++] = mxCreateString("algorithm");
    args[m++] = mxCreateString(o.algorithm);
    args[m++] = mxCreateString("ComparisonMethod");
    args[m++] = mxCreateString(o.method);
    sort_then("char", nlhs, plhs, m, args);
    return 1;
  }
  mex_check_input(fname, x, 1, 1);  /* complex gparrays too: their keys are made where they lie */
  const mxArray *dim = mex_call_dim(fname, x, n, kept);
  int complex = 0;
  const gp_array parts = mx_view_parts_gp(x, fname, &complex);
  if (nlhs > 1 && mxGetScalar(dim) > parts.ndims - complex && gp_array_numel(&parts) != (complex ? 2 : 1))
    mx_raise("gpuprim:invalidDim", "gpu_sort: invalid dimension %d for two outputs", (int) mxGetScalar(dim));
  if (complex) {  /* by abs, then arg; or "real": by the real parts, then the imaginary ones */
    mxArray *i = complex_order(x, dim, o);
    const mxArray *take[3] = {x, i, dim};
    mex_take_along(1, plhs, 3, take);
    if (nlhs > 1)
      plhs[1] = i;
    return 1;
  }
  const mxArray *args[2] = {x, dim};
  mex_sort(&o, nlhs < 1 ? 1 : nlhs, plhs, 2, args);
  return 1;
}
