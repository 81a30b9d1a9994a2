/* mex_entry_fold.c - the forms of gpu_sum and gpu_prod that are not plain
 * (mex_entries.c takes those): y = gpu_sum (x[, dim | vecdim | "all"][,
 * type][, nanflag][, "algorithm", name]), as sum and prod give them: sparse
 * x by the builtin, char x by its codes, a VECDIM as runs of adjacent dims
 * folded in turn. */
#include <string.h>

#include "mex_builtins.h"
#include "mex_checks.h"
#include "mex_dims.h"
#include "mex_commands.h"
#include "mex_options.h"
#include "mex_semantics.h"
#include "mx_gp_array.h"
#include "mx_raise.h"

/* The builtin on a sparse x: its NaN flag and algorithm out (an "omitnan"
 * turns each NaN element into the identity), its DIM checked. */
static void on_host(const char *fname, const char *builtin, double identity, mxArray *plhs[], const mxArray *x,
                    int n, const mxArray *args[])
{
  mex_options o;
  mxArray *in[17] = {(mxArray *) x};
  int k = mex_take_kept(fname, MEX_OPT_ALGORITHM | MEX_OPT_NANFLAG, n, args, &o, (const mxArray **) in + 1);
  if (strcmp(o.nanflag, "omitnan") == 0)
    in[0] = mex_nan_to(in[0], identity);
  if (k >= 1 && mxIsNumeric(in[1]))
    (void) mex_dim_value(in[1], fname);
  mex_call_builtin(fname, builtin, 1, plhs, 1 + k, in);
}

/* command (x, run, o) for each run in turn, the NaN flag only in the first */
static mxArray *fold_over(const char *fname, mex_optioned_command command, const mxArray *x, const mxArray *dims,
                          mex_options o)
{
  mxArray *y = NULL;
  if (mxGetNumberOfElements(dims) == 1) {  /* one dim, one run: no arrays made for it */
    const mxArray *args[2] = {x, dims};
    command(&o, 1, &y, 2, args);
    return y;
  }
  int runs[GP_MAX_DIMS][GP_MAX_DIMS], len[GP_MAX_DIMS];
  const int count = mex_dim_runs(mex_size_of(x, fname), dims, runs, len);
  const mxArray *args[2] = {x, mex_run_array(runs[0], len[0])};
  command(&o, 1, &y, 2, args);
  o.nanflag[0] = '\0';
  for (int r = 1; r < count; r++) {
    const mxArray *next[2] = {y, mex_run_array(runs[r], len[r])};
    command(&o, 1, &y, 2, next);  /* each y stays to the call's end, as the gateway's outputs */
  }
  return y;
}

/* A 0x0 x (of that size) as 0x1 (sum and prod of [] give 0 and 1; before
 * Octave 11 along a given dim too). */
static const mxArray *empty_as_column(const mxArray *x, const char *fname, int dim_given)
{
  if (!mx_is_gparray(x) && mxGetNumberOfElements(x) != 0)
    return x;
  const mxArray *size = mex_size_of(x, fname);
  const double *sz = mxGetPr(size);
  if (mxGetNumberOfElements(size) != 2 || sz[0] != 0 || sz[1] != 0
      || (dim_given && !mex_semantics_of_octave()->empty_as_column_by_dim))
    return x;
  mxArray *out = NULL, *column = mxCreateDoubleMatrix(1, 2, mxREAL);
  mxGetPr(column)[1] = 1;
  const mxArray *args[2] = {x, column};
  if (mx_is_gparray(x)) {
    mex_reshape(1, &out, 2, args);
  } else {
    out = mxDuplicateArray(x);
    const mwSize dims[2] = {0, 1};
    mxSetDimensions(out, dims, 2);
  }
  return out;
}

/* sum (x, "extra") is the plain sum where that is NaN (Octave 11), complex
 * x too: yh(bad) = plain(bad), by the builtins on the host. */
static mxArray *plain_where_nonfinite(mxArray *y, const mxArray *x, const mxArray *dims, mex_options o)
{
  const int device = mx_is_gparray(y);
  mxArray *yh = y, *bad = NULL;
  if (device)
    mex_gather(1, &yh, 1, (const mxArray **) &y);
  mexCallMATLAB(1, &bad, 1, &yh, "isnan");
  const mxLogical *b = mxGetLogicals(bad);
  size_t any = 0;
  for (size_t k = 0; k < mxGetNumberOfElements(bad); k++)
    any += b[k];
  if (any == 0)
    return y;
  strcpy(o.type, "default");
  mxArray *plain = fold_over("gpu_sum", mex_sum, x, dims, o), *ph = plain, *taken = NULL, *out = NULL;
  if (mx_is_gparray(plain))
    mex_gather(1, &ph, 1, (const mxArray **) &plain);
  mxArray *take[2] = {ph, mex_paren(bad)};
  mexCallMATLAB(1, &taken, 2, take, "subsref");
  mxArray *put[3] = {yh, mex_paren(mxDuplicateArray(bad)), taken};  /* a cell owns what it holds: one each */
  mexCallMATLAB(1, &out, 3, put, "subsasgn");
  return device ? mex_upload(out) : out;
}

int mex_entry_fold(int prod, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = prod ? "gpu_prod" : "gpu_sum";
  mex_check_outputs(fname, nlhs, 1);
  if (nrhs < 1 || nrhs > 6)
    mx_raise("gpuprim:invalidCall",
                      "%s: called with %d arguments; use %s (X, DIM, TYPE, NANFLAG, \"algorithm\", NAME)", fname, nrhs,
                      fname);
  const mxArray *x = prhs[0];
  if (!mx_is_gparray(x) && mxIsSparse(x)) {
    on_host(fname, prod ? "prod" : "sum", prod, plhs, x, nrhs - 1, prhs + 1);
    return 1;
  }
  if (!mx_is_gparray(x) && mxIsChar(x))
    x = mex_as_double(x);
  if (prod)
    mex_check_input(fname, x, 1, 1);
  const unsigned kinds = MEX_OPT_ALGORITHM | MEX_OPT_SCAN_FLAGS | MEX_OPT_NANFLAG | MEX_OPT_TYPE | MEX_OPT_ALL
                         | (prod ? 0 : MEX_OPT_EXTRA);
  mex_options o;
  const mxArray *kept[16];
  const int n = mex_take_kept(fname, kinds, nrhs - 1, prhs + 1, &o, kept);
  if (o.exclusive || o.reverse)
    mx_raise("gpuprim:invalidCall", "%s: \"exclusive\" and \"reverse\" are options of the scans only", fname);
  if (!prod)
    mex_check_input(fname, x, 1, 1);
  mxArray *dims = mex_call_dims(fname, x, n, kept, 1);  /* DIM, VECDIM or "all", by the one parser */
  int complex = 0;
  const gp_array parts = mx_view_parts_gp(x, fname, &complex);
  if (prod && strcmp(o.type, "native") == 0 && gp_dtype_is_integer(parts.dtype) && mxGetNumberOfElements(dims) > 1) {
    int runs[GP_MAX_DIMS][GP_MAX_DIMS], len[GP_MAX_DIMS];
    if (mex_dim_runs(mex_size_of(x, fname), dims, runs, len) > 1) {  /* each slice's product in its own order */
      if (strcmp(o.algorithm, "auto") != 0)
        mx_raise("gpuprim:unsupportedAlgorithm",
                          "gpu_prod: a \"native\" integer product runs in each slice's order, with no algorithm to name");
      const mxArray *args[2] = {x, dims};
      mex_prod_native(1, plhs, 2, args);
      return 1;
    }
  }
  x = empty_as_column(x, fname, n > 0);
  if (!prod && complex && strcmp(o.nanflag, "omitnan") == 0 && strcmp(o.type, "extra") == 0)
    x = mex_nan_as_zero_on_host(fname, "\"omitnan\" and \"extra\"", x, &o);
  /* real "extra" with "omitnan", and complex "omitnan" alone: the kernels take a NaN element as 0 */
  mxArray *y = fold_over(fname, prod ? mex_prod : mex_sum, x, dims, o);
  if (!prod && strcmp(o.type, "extra") == 0 && parts.dtype == GP_DOUBLE
      && mex_semantics_of_octave()->extra_sum_plain_when_nonfinite)
    y = plain_where_nonfinite(y, x, dims, o);
  plhs[0] = y;
  return 1;
}
