/* mex_entry_compact.c - gpu_compact's MEX entry, every form: y = gpu_compact
 * (x, mask[, "algorithm", name]), x(mask) as Octave gives it, for a logical
 * mask of x's dims or of any other (cut or padded to x's elements), sparse
 * x by the builtin indexing itself. */
#include <string.h>

#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_options.h"
#include "mx_gp_array.h"
#include "mx_raise.h"

/* Octave's isvector: 2-D, a row or a column. */
static int is_vector(const gp_array *a)
{
  return a->ndims == 2 && (a->dims[0] == 1 || a->dims[1] == 1);
}

/* Whether mask has x's dims, or x and mask are vectors of one length. */
int mex_mask_fits(const gp_array *x, const gp_array *mask)
{
  if (x->ndims == mask->ndims && memcmp(x->dims, mask->dims, (size_t) x->ndims * sizeof x->dims[0]) == 0)
    return 1;
  return is_vector(x) && is_vector(mask) && gp_array_numel(x) == gp_array_numel(mask);
}

/* A row of dims as a double array (for reshape). */
static mxArray *dims_row(const gp_array *x)
{
  mxArray *r = mxCreateDoubleMatrix(1, (mwSize) x->ndims, mxREAL);
  for (int k = 0; k < x->ndims; k++)
    mxGetPr(r)[k] = (double) x->dims[k];
  return r;
}

/* The mask as a host logical array of x's dims: its first elements, false
 * past its end; a true past x's last element is gpuprim:maskSize. */
static mxArray *mask_of_size(const mxArray *mask, const gp_array *x)
{
  const mxArray *host = mask;
  mxArray *gathered = NULL;
  if (mx_is_gparray(mask)) {  /* rare: cut or padded on the host */
    mex_gather(1, &gathered, 1, &mask);
    host = gathered;
  }
  const int64_t n = gp_array_numel(x), m = (int64_t) mxGetNumberOfElements(host);
  const mxLogical *in = mxGetLogicals(host);
  for (int64_t k = n; k < m; k++)
    if (in[k])
      mx_raise("gpuprim:maskSize", "gpu_compact: MASK is true at element %lld, past the last element of X (%lld)",
                        (long long) (k + 1), (long long) n);
  mwSize dims[GP_MAX_DIMS];
  for (int k = 0; k < x->ndims; k++)
    dims[k] = (mwSize) x->dims[k];
  mxArray *out = mxCreateLogicalArray((mwSize) x->ndims, dims);  /* zeroed */
  memcpy(mxGetLogicals(out), in, (size_t) (m < n ? m : n) * sizeof(mxLogical));
  return out;
}

/* The mask reshaped to x's dims (it has as many elements). */
static mxArray *mask_reshaped(const mxArray *mask, const gp_array *x)
{
  mxArray *out = NULL;
  if (mx_is_gparray(mask)) {
    const mxArray *args[2] = {mask, dims_row(x)};
    mex_reshape(1, &out, 2, args);
    return out;
  }
  out = mxDuplicateArray(mask);
  mwSize dims[GP_MAX_DIMS];
  for (int k = 0; k < x->ndims; k++)
    dims[k] = (mwSize) x->dims[k];
  mxSetDimensions(out, dims, (mwSize) x->ndims);
  return out;
}

/* x(mask) of a sparse x (or a sparse mask with a host x): by the builtin. */
static void compact_on_host(const mxArray *x, const mxArray *mask, mxArray *plhs[])
{
  mxArray *index = (mxArray *) mask;
  if (mx_is_gparray(mask))
    mex_gather(1, &index, 1, &mask);
  const size_t n = mxGetNumberOfElements(x), m = mxGetNumberOfElements(index);
  if (m > n) {  /* what x(mask) would raise, named as gpuprim's */
    mxArray *full_mask = index;
    if (mxIsSparse(index))
      mexCallMATLAB(1, &full_mask, 1, &index, "full");
    const mxLogical *in = mxGetLogicals(full_mask);
    for (size_t k = n; k < m; k++)
      if (in[k])
        mx_raise("gpuprim:maskSize", "gpu_compact: MASK is true at element %zu, past the last element of X (%zu)",
                          k + 1, n);
  }
  const char *fields[2] = {"type", "subs"};
  mxArray *s = mxCreateStructMatrix(1, 1, 2, fields), *subs = mxCreateCellMatrix(1, 1);
  mxSetCell(subs, 0, mxDuplicateArray(index));
  mxSetField(s, 0, "type", mxCreateString("()"));
  mxSetField(s, 0, "subs", subs);
  mxArray *args[2] = {(mxArray *) x, s};
  mexCallMATLAB(1, plhs, 2, args, "subsref");
  mxDestroyArray(s);
}

int mex_entry_compact(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_compact";
  mex_check_outputs(fname, nlhs, 1);
  if (nrhs != 2 && nrhs != 4)
    mx_raise("gpuprim:invalidCall",
                      "gpu_compact: use gpu_compact (X, MASK) or gpu_compact (X, MASK, \"algorithm\", NAME)");
  mex_options o;
  int keep[2] = {0, 0};
  mex_take_options(fname, MEX_OPT_ALGORITHM, nrhs - 2, prhs + 2, 0, &o, keep);
  if (keep[0] || keep[1])
    mx_raise("gpuprim:unknownOption", "gpu_compact: unknown option");
  gp_compact_algorithm alg = GP_COMPACT_AUTO;
  const mxArray *x = prhs[0], *mask = prhs[1];
  const int x_sparse = !mx_is_gparray(x) && mxIsSparse(x), mask_sparse = !mx_is_gparray(mask) && mxIsSparse(mask);
  if (!x_sparse)
    mex_check_input(fname, x, 1, 1);
  int complex = 0;
  const int logical = mx_is_gparray(mask) ? mx_view_parts_gp(mask, fname, &complex).dtype == GP_LOGICAL
                                          : mxIsLogical(mask);
  if (!logical)
    mx_raise("gpuprim:invalidMask", "gpu_compact: MASK must be logical (a numeric MASK would be an index)");
  if (x_sparse || (mask_sparse && !mx_is_gparray(x))) {
    compact_on_host(x, mask, plhs);
    return 1;
  }
  mx_require_known_algorithm(gp_compact_algorithm_from_name(o.algorithm, &alg), o.algorithm, fname);
  if (mask_sparse) {  /* with a gparray x: the mask full */
    mxArray *full_mask = NULL;
    mexCallMATLAB(1, &full_mask, 1, (mxArray **) &mask, "full");
    mask = full_mask;
  }
  const gp_array xp = mx_view_parts_gp(x, fname, &complex), xv = mx_whole(&xp, complex);
  int mask_complex = 0;
  const gp_array mv = mx_view_parts_gp(mask, fname, &mask_complex);
  if (mex_mask_fits(&xv, &mv)) {  /* the views already made serve */
    mex_run_compact_viewed(&xp, complex, &mv, mx_is_gparray(x) || mx_is_gparray(mask), alg, &mv, plhs);
    return 1;
  }
  const mxArray *fitted =
    gp_array_numel(&mv) == gp_array_numel(&xv) ? mask_reshaped(mask, &xv) : mask_of_size(mask, &xv);
  mex_run_compact(x, fitted, alg, &mv, plhs);  /* fitted stays to the call's end, as the gateway's outputs */
  return 1;
}
