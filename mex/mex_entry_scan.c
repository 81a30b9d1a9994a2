/* mex_entry_scan.c - the forms of gpu_cumsum and gpu_cumprod that are not
 * plain (mex_entries.c takes those): y = gpu_cumsum (x[, dim | vecdim |
 * "all"][, type][, nanflag][, "exclusive"][, "reverse"][, "algorithm",
 * name]), as cumsum and cumprod give them: sparse x by the builtin, a VECDIM
 * of dims apart through a permuted copy, Octave 11's saturating integer
 * products line by line by the builtin. */
#include <string.h>
#include <strings.h>

#include "mex_builtins.h"
#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_dims.h"
#include "mex_options.h"
#include "mex_semantics.h"
#include "mx_gp_array.h"
#include "mx_raise.h"

/* One builtin call: y = name (args...). */
static mxArray *call(const char *name, int n, mxArray *a0, mxArray *a1, mxArray *a2)
{
  mxArray *in[3] = {a0, a1, a2}, *out = NULL;
  mexCallMATLAB(1, &out, n, in, name);
  return out;
}

/* The builtin on a sparse x: its NaN flag and algorithm out ("omitnan"
 * makes each NaN element the identity), before Octave 11 a last "native"
 * or "double" as the gpu_ functions take it, its DIM checked. */
static void on_host(const char *fname, const char *builtin, int prod, mxArray *plhs[], const mxArray *x, int n,
                    const mxArray *args[])
{
  mex_options o;
  int native = 0;
  mxArray *in[17] = {(mxArray *) x};
  int k = mex_take_kept(fname, MEX_OPT_ALGORITHM | MEX_OPT_NANFLAG, n, args, &o, (const mxArray **) in + 1);
  if (strcmp(o.nanflag, "omitnan") == 0)
    in[0] = mex_nan_to(in[0], prod);
  char word[8];
  if (!mex_semantics_of_octave()->scan_type_options && k > 0 && mxIsChar(in[k])
      && mxGetString(in[k], word, sizeof word) == 0 && (strcasecmp(word, "native") == 0 || strcasecmp(word, "double") == 0)) {
    native = strcasecmp(word, "native") == 0 && mxIsLogical(in[0]);  /* a running OR or AND of logical elements */
    if (strcasecmp(word, "double") == 0)
      in[0] = call("double", 1, in[0], NULL, NULL);
    k--;
  }
  if (k >= 1 && mxIsNumeric(in[1]))
    (void) mex_dim_value(in[1], fname);
  mex_call_builtin(fname, builtin, 1, plhs, 1 + k, in);
  if (native)
    plhs[0] = call("logical", 1, plhs[0], NULL, NULL);
}

/* size (x) with as many dims as dims names (ones past x's), and the order
 * that puts dims first (1-based), as double rows. */
static void dims_first(const mxArray *x, const mxArray *dims, const char *fname, mxArray **size, mxArray **order)
{
  const mxArray *s = mex_size_of(x, fname);
  const int nd = (int) mxGetNumberOfElements(dims), ns = (int) mxGetNumberOfElements(s);
  const double *d = mxGetPr(dims);
  int n = ns;
  for (int k = 0; k < nd; k++)
    n = (int) d[k] > n ? (int) d[k] : n;
  *size = mxCreateDoubleMatrix(1, (mwSize) n, mxREAL);
  *order = mxCreateDoubleMatrix(1, (mwSize) n, mxREAL);
  double *sz = mxGetPr(*size), *o = mxGetPr(*order);
  for (int k = 0; k < n; k++)
    sz[k] = k < ns ? mxGetPr(s)[k] : 1;
  int m = 0;
  for (int k = 0; k < nd; k++)
    o[m++] = d[k];
  for (int k = 1; k <= n; k++) {
    int in = 0;
    for (int j = 0; j < nd; j++)
      in |= (int) d[j] == k;
    if (!in)
      o[m++] = k;
  }
}

static void gparray_unsupported(const char *fname)
{
  mx_raise("gpuprim:gparrayUnsupported",
                    "%s: VECDIM with other dims between its own needs a permuted copy, which gparrays do not make; use "
                    "gparray (%s (gather (G), VECDIM, ...))",
                    fname, fname);
}

/* The scan over dims: one command call where they make one run, else
 * through a copy with dims first. */
static mxArray *scan_over(const char *fname, mex_optioned_command command, const mxArray *x, const mxArray *dims,
                          const mex_options *o)
{
  int runs[GP_MAX_DIMS][GP_MAX_DIMS], len[GP_MAX_DIMS];
  mxArray *y = NULL;
  if (mxGetNumberOfElements(dims) == 1) {  /* one dim, one run: no arrays made for it */
    const mxArray *args[2] = {x, dims};
    command(o, 1, &y, 2, args);
    return y;
  }
  if (mex_dim_runs(mex_size_of(x, fname), dims, runs, len) == 1) {
    const mxArray *args[2] = {x, mex_run_array(runs[0], len[0])};
    command(o, 1, &y, 2, args);
    return y;
  }
  if (mx_is_gparray(x))
    gparray_unsupported(fname);
  mxArray *size, *order;
  dims_first(x, dims, fname, &size, &order);
  int lead[GP_MAX_DIMS];
  const int nd = (int) mxGetNumberOfElements(dims);
  for (int k = 0; k < nd; k++)
    lead[k] = k + 1;
  const mxArray *args[2] = {call("permute", 2, (mxArray *) x, order, NULL), mex_run_array(lead, nd)};
  command(o, 1, &y, 2, args);
  return call("ipermute", 2, y, order, NULL);
}

/* Octave 11's cumprod of integers, saturating: the builtin on each line of
 * the folded dims, on the host. */
static mxArray *saturating_cumprod(const mxArray *x, const mxArray *dims, const mex_options *o, const char *fname)
{
  if (mxGetNumberOfElements(x) == 0)
    return mxDuplicateArray(x);
  mxArray *size, *order;
  dims_first(x, dims, fname, &size, &order);
  const int nd = (int) mxGetNumberOfElements(dims);
  double line = 1;
  for (int k = 0; k < nd; k++)
    line *= mxGetPr(size)[(int) mxGetPr(dims)[k] - 1];
  mxArray *lines = call("reshape", 3, call("permute", 2, (mxArray *) x, order, NULL), mxCreateDoubleScalar(line),
                        mxCreateDoubleMatrix(0, 0, mxREAL));
  if (o->reverse)
    lines = call("flipud", 1, lines, NULL, NULL);
  lines = call("cumprod", 2, lines, mxCreateDoubleScalar(1), NULL);
  if (o->exclusive) {  /* one row down, ones first */
    lines = call("circshift", 3, lines, mxCreateDoubleScalar(1), mxCreateDoubleScalar(1));
    const char *fields[2] = {"type", "subs"};
    mxArray *s = mxCreateStructMatrix(1, 1, 2, fields), *subs = mxCreateCellMatrix(1, 2);
    mxSetCell(subs, 0, mxCreateDoubleScalar(1));
    mxSetCell(subs, 1, mxCreateString(":"));
    mxSetField(s, 0, "type", mxCreateString("()"));
    mxSetField(s, 0, "subs", subs);
    lines = call("subsasgn", 3, lines, s, mxCreateDoubleScalar(1));
  }
  if (o->reverse)
    lines = call("flipud", 1, lines, NULL, NULL);
  mxArray *shape = mxCreateDoubleMatrix(1, mxGetNumberOfElements(order), mxREAL);
  for (size_t k = 0; k < mxGetNumberOfElements(order); k++)
    mxGetPr(shape)[k] = mxGetPr(size)[(int) mxGetPr(order)[k] - 1];
  return call("ipermute", 2, call("reshape", 2, lines, shape, NULL), order, NULL);
}

int mex_entry_scan(int prod, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = prod ? "gpu_cumprod" : "gpu_cumsum";
  mex_check_outputs(fname, nlhs, 1);
  if (nrhs < 1 || nrhs > (prod ? 7 : 8))
    mx_raise("gpuprim:invalidCall", "%s: called with %d arguments; use %s (X, DIM, %sNANFLAG, \"algorithm\", NAME, "
                      "\"exclusive\", \"reverse\")", fname, nrhs, fname, prod ? "" : "TYPE, ");
  const mxArray *x = prhs[0];
  if (!mx_is_gparray(x) && mxIsSparse(x)) {
    on_host(fname, prod ? "cumprod" : "cumsum", prod, plhs, x, nrhs - 1, prhs + 1);
    return 1;
  }
  if (prod)
    mex_check_input(fname, x, 1, 1);
  const unsigned kinds = MEX_OPT_ALGORITHM | MEX_OPT_SCAN_FLAGS | MEX_OPT_NANFLAG | MEX_OPT_ALL
                         | (prod ? 0 : MEX_OPT_TYPE);
  mex_options o;
  const mxArray *kept[16];
  const int n = mex_take_kept(fname, kinds, nrhs - 1, prhs + 1, &o, kept);
  if (!prod)
    mex_check_input(fname, x, 1, 1);
  mxArray *dims = mex_call_dims(fname, x, n, kept, 1);  /* DIM, VECDIM or "all" */
  int complex = 0;
  const gp_array parts = mx_view_parts_gp(x, fname, &complex);
  if (prod && gp_dtype_is_integer(parts.dtype) && mex_semantics_of_octave()->integer_scans_native) {
    if (!mx_is_gparray(x)) {
      plhs[0] = saturating_cumprod(x, dims, &o, fname);
      return 1;
    }
    int runs[GP_MAX_DIMS][GP_MAX_DIMS], len[GP_MAX_DIMS];
    if (mex_dim_runs(mex_size_of(x, fname), dims, runs, len) > 1)  /* as scan_over says of other classes */
      gparray_unsupported(fname);
    mxArray *host = NULL;
    mex_gather(1, &host, 1, &x);
    plhs[0] = mex_upload(saturating_cumprod(host, dims, &o, fname));
    return 1;
  }
  if (!prod && complex && strcmp(o.nanflag, "omitnan") == 0 && (o.exclusive || o.reverse))
    x = mex_nan_as_zero_on_host(fname, "\"omitnan\" and \"exclusive\" or \"reverse\"", x, &o);
  plhs[0] = scan_over(fname, prod ? mex_cumprod : mex_cumsum, x, dims, &o);  /* complex x too, as its parts */
  return 1;
}
