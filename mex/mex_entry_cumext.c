/* mex_entry_cumext.c - the forms of gpu_cummax and gpu_cummin that are not
 * plain (mex_entries.c takes those): [w, iw] = gpu_cummax (x[, dim][,
 * nanflag][, "exclusive"][, "reverse"][, "algorithm", name]), sparse x by
 * the builtin (or, with "includenan", which it lacks, as a full array). */
#include <string.h>

#include "mex_builtins.h"
#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_options.h"
#include "mx_gp_array.h"
#include "mx_raise.h"

enum { MEX_CUMEXT_KINDS = MEX_OPT_ALGORITHM | MEX_OPT_SCAN_FLAGS | MEX_OPT_NANFLAG };

/* The builtin on a sparse x, its NaN flag and algorithm taken out, its DIM
 * checked; a call it rejects is gpuprim:invalidCall. */
static void on_host(const char *fname, const char *builtin, int nlhs, mxArray *plhs[], const mxArray *x, int n,
                    const mxArray *args[])
{
  mex_options o;
  mxArray *in[8] = {(mxArray *) x};
  const int k = mex_take_kept(fname, MEX_OPT_ALGORITHM | MEX_OPT_NANFLAG, n, args, &o, (const mxArray **) in + 1);
  if (k >= 1 && mxIsNumeric(in[1]))
    (void) mex_dim_value(in[1], fname);
  mex_call_builtin(fname, builtin, nlhs, plhs, 1 + k, in);
}

int mex_entry_cumext(int max, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = max ? "gpu_cummax" : "gpu_cummin", *builtin = max ? "cummax" : "cummin";
  mex_check_outputs(fname, nlhs, 2);
  if (nrhs < 1 || nrhs > 7)
    mx_raise("gpuprim:invalidCall",
                      "%s: called with %d arguments; use %s (X, DIM, NANFLAG, \"algorithm\", NAME, \"exclusive\", "
                      "\"reverse\")",
                      fname, nrhs, fname);
  const mxArray *x = prhs[0], *kept[8];
  mex_options o;
  if (!mx_is_gparray(x) && mxIsSparse(x)) {
    (void) mex_take_kept(fname, MEX_CUMEXT_KINDS, nrhs - 1, prhs + 1, &o, kept);
    if (strcmp(o.nanflag, "includenan") != 0) {
      on_host(fname, builtin, nlhs, plhs, x, nrhs - 1, prhs + 1);
      return 1;
    }
    mxArray *full_x = NULL;  /* the builtin's result would be full too */
    mexCallMATLAB(1, &full_x, 1, (mxArray **) &x, "full");
    x = full_x;
  }
  mex_check_input(fname, x, 1, 1);
  const int k = mex_take_kept(fname, MEX_CUMEXT_KINDS, nrhs - 1, prhs + 1, &o, kept);
  const mxArray *args[2] = {x, mex_call_dim(fname, x, k, kept)};
  (max ? mex_cummax : mex_cummin)(&o, nlhs, plhs, 2, args);
  return 1;
}
