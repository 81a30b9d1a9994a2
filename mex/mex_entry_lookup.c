/* mex_entry_lookup.c - the entries of gpu_lookup and gpu_histc, every
 * form: idx = gpu_lookup (table, y[, opt]) through gp_lookup and
 * [n, idx] = gpu_histc (x, edges[, dim]) through gp_histc, where the
 * arrays lie (a gparray table or y gives a gparray; histc's outputs lie
 * where x does).  Both arrays are
 * brought to the class the builtins compute in first; char, cell,
 * logical, sparse and complex host arrays go to the builtins. */
#include <stdlib.h>
#include <string.h>

#include "mex_builtins.h"
#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_context.h"
#include "mx_gp_array.h"
#include "mx_output.h"
#include "mx_raise.h"

/* lookup's class for a pair: one integer class shared, else single where
 * either is single, else double (single_wins 0: double unless shared). */
static const char *common_class(const mxArray *a, const mxArray *b, int single_wins)
{
  const char *ca = mex_class_of(a), *cb = mex_class_of(b);
  if (strcmp(ca, cb) == 0)
    return ca;
  if (single_wins && (strcmp(ca, "single") == 0 || strcmp(cb, "single") == 0))
    return "single";
  return "double";
}

/* Whether the builtin takes this array on the host, not the kernels. */
static int for_the_builtin(const mxArray *a)
{
  return !mx_is_gparray(a) && (mxIsChar(a) || mxIsCell(a) || mxIsLogical(a) || mxIsSparse(a) || mxIsComplex(a));
}

int mex_entry_lookup(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_lookup";
  mex_check_outputs(fname, nlhs, 1);
  if (nrhs < 2 || nrhs > 3)
    mx_raise("gpuprim:invalidCall", "%s: use %s (TABLE, Y[, OPT])", fname, fname);
  gp_lookup_options o;
  gp_lookup_options_init(&o);
  if (nrhs == 3) {
    char opt[16] = "";
    if (!mxIsChar(prhs[2]) || mxGetString(prhs[2], opt, sizeof opt) != 0)
      mx_raise("gpuprim:invalidOption", "%s: OPT must be a string of the letters l, r, m, b", fname);
    for (const char *c = opt; *c; c++) {
      if (!strchr("lrmb", *c))
        mx_raise("gpuprim:invalidOption", "%s: unrecognized option: %c", fname, *c);
      o.left |= *c == 'l';
      o.right |= *c == 'r';
      if (*c == 'm' || *c == 'b') {
        if (o.match && o.match != (*c == 'm' ? GP_LOOKUP_INDEX : GP_LOOKUP_BOOL))
          mx_raise("gpuprim:invalidOption", "%s: only one of m or b can be specified", fname);
        o.match = *c == 'm' ? GP_LOOKUP_INDEX : GP_LOOKUP_BOOL;
      }
    }
    if (o.match && (o.left || o.right))
      mx_raise("gpuprim:invalidOption", "%s: m, b cannot be specified with l or r", fname);
  }
  const mxArray *table = prhs[0], *y = prhs[1];
  if (for_the_builtin(table) || for_the_builtin(y)) {
    mex_call_builtin(fname, "lookup", 1, plhs, nrhs, (mxArray **) prhs);
    return 1;
  }
  mex_check_input(fname, table, 0, 0);
  mex_check_input(fname, y, 0, 0);
  const int device = mx_is_gparray(table) || mx_is_gparray(y);
  const char *cls = common_class(table, y, 1);
  const gp_array tv = mx_view(mex_as_class(table, cls), fname), yv = mx_view(mex_as_class(y, cls), fname);
  if (tv.ndims > 2 || (tv.dims[0] > 1 && tv.dims[1] > 1))
    mexWarnMsgIdAndTxt("gpuprim:tableNotVector", "%s: table is not a vector", fname);
  mx_output out;
  mx_output_create(&out, &yv, o.match == GP_LOOKUP_BOOL ? GP_LOGICAL : GP_DOUBLE, device, fname);
  const gp_status st = gp_lookup(mex_session_context(), &o, &tv, &yv, &out.view);
  mx_outputs_return(st, &out, 1, plhs, fname);
  return 1;
}

/* histc's edges: a column, sorted (with histc's warning) where they are not. */
static const mxArray *sorted_edges(const mxArray *edges, const char *fname)
{
  mxArray *host = (mxArray *) edges, *col = NULL, *sorted = NULL, *is = NULL;
  if (mx_is_gparray(edges))
    mex_gather(1, &host, 1, &edges);
  const size_t n = mxGetNumberOfElements(host);
  col = mxDuplicateArray(host);
  const mwSize dims[2] = {n, 1};
  mxSetDimensions(col, dims, 2);
  mexCallMATLAB(1, &is, 1, &col, "issorted");
  mxArray *args[1] = {col};
  int ascending = mxIsLogicalScalarTrue(is);
  if (ascending && n > 1) {  /* and not first > last (NaN at the end is sorted, but unordered) */
    mxArray *d = NULL;
    mexCallMATLAB(1, &d, 1, &col, "double");
    ascending = !(mxGetPr(d)[0] > mxGetPr(d)[n - 1]);
  }
  if (ascending)
    return col;
  mexWarnMsgIdAndTxt("gpuprim:edgesNotSorted", "%s: edge values not sorted on input", fname);
  mexCallMATLAB(1, &sorted, 1, args, "sort");
  return sorted;
}

int mex_entry_histc(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_histc";
  mex_check_outputs(fname, nlhs, 2);
  if (nrhs < 2 || nrhs > 3)
    mx_raise("gpuprim:invalidCall", "%s: use [N, IDX] = %s (X, EDGES[, DIM])", fname, fname);
  const mxArray *x = prhs[0], *edges = prhs[1];
  if (!mx_is_gparray(x) && mxIsComplex(x))
    mx_raise("gpuprim:complex", "%s: X argument must be real-valued, not complex", fname);
  if (mex_numel_of(edges, fname) == 0) {
    mexWarnMsgIdAndTxt("gpuprim:emptyEdges", "%s: empty EDGES specified", fname);
    for (int k = 0; k < (nlhs < 1 ? 1 : nlhs); k++)
      plhs[k] = mxCreateDoubleMatrix(0, 0, mxREAL);
    return 1;
  }
  if (!mx_is_gparray(edges) && mxIsComplex(edges))
    mx_raise("gpuprim:complex", "%s: EDGES must be real-valued, not complex", fname);
  if (for_the_builtin(x) || for_the_builtin(edges)) {
    mex_call_builtin(fname, "histc", nlhs, plhs, nrhs, (mxArray **) prhs);
    return 1;
  }
  mex_check_input(fname, x, 0, 0);
  const mxArray *col = sorted_edges(edges, fname);
  mxArray *nan = NULL, *any = NULL, *colx = (mxArray *) col;
  mexCallMATLAB(1, &nan, 1, &colx, "isnan");
  mexCallMATLAB(1, &any, 1, &nan, "any");
  if (mxIsLogicalScalarTrue(any)) {  /* histc compares NaN edges bin by bin: its own loop */
    mex_call_builtin(fname, "histc", nlhs, plhs, nrhs, (mxArray **) prhs);
    return 1;
  }
  mxArray *size = mex_size_of(x, fname);
  const int nd = (int) mxGetNumberOfElements(size);
  const double *sz = mxGetPr(size);
  int dim = 1;
  if (nrhs == 3) {
    const mxArray *d = prhs[2];
    const double v = mxIsNumeric(d) && !mxIsComplex(d) && mxGetNumberOfElements(d) == 1 ? mxGetScalar(d) : 0;
    if (!(v >= 1 && v <= nd && v == (int) v))
      mx_raise("gpuprim:invalidDim", "%s: DIM must be an integer and a valid dimension", fname);
    dim = (int) v;
  } else {
    for (int k = nd - 1; k >= 0; k--)
      if (sz[k] > 1)
        dim = k + 1;
  }
  const int64_t ne = (int64_t) mxGetNumberOfElements(col);
  /* up to three edges histc compares in double; more, lookup's class */
  const char *cls = common_class(x, col, ne > 3);
  const int device = mx_is_gparray(x);
  const gp_array xv = mx_view(mex_as_class(x, cls), fname);
  const mxArray *ec = mex_as_class(col, cls);
  const mxArray *ed = device ? mex_upload(ec) : ec;
  const gp_array ev = mx_view(ed, fname);
  gp_array nshape = xv;
  nshape.dims[dim - 1] = ne;
  mx_output out[2];
  mx_output_create(&out[0], &nshape, GP_DOUBLE, device, fname);
  if (nlhs > 1)
    mx_output_create(&out[1], &xv, GP_DOUBLE, device, fname);
  gp_status st;
  const int vector = xv.ndims == 2 && (xv.dims[0] == 1 || xv.dims[1] == 1) && gp_array_numel(&xv) > 0;
  if (vector && ne > 3) {
    /* histc's accumarray takes a vector x as one line whatever DIM says: its
     * counts fill n's first ne elements, the rest 0 */
    gp_array line = xv, counts = out[0].view, idx = nlhs > 1 ? out[1].view : xv;
    const int64_t all = gp_array_numel(&xv), rest = gp_array_numel(&counts) - ne;
    line.dims[0] = idx.dims[0] = all;
    line.dims[1] = idx.dims[1] = 1;
    counts.dims[0] = ne;
    counts.dims[1] = 1;
    counts.ndims = line.ndims = idx.ndims = 2;
    st = gp_histc(mex_session_context(), &line, &ev, &counts, nlhs > 1 ? &idx : NULL, 0);
    double *zeros = rest > 0 ? calloc((size_t) rest, sizeof *zeros) : NULL;
    if (st == GP_SUCCESS && rest > 0)
      st = zeros ? gp_copy(mex_session_context(), (double *) counts.data + ne, counts.location, zeros, GP_HOST,
                           (size_t) rest * sizeof *zeros)
                 : GP_ERROR_HOST_OUT_OF_MEMORY;
    free(zeros);
  } else {
    st = gp_histc(mex_session_context(), &xv, &ev, &out[0].view, nlhs > 1 ? &out[1].view : NULL, dim - 1);
  }
  mx_outputs_return(st, out, nlhs > 1 ? 2 : 1, plhs, fname);
  return 1;
}
