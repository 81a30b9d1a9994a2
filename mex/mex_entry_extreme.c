/* mex_entry_extreme.c - the forms of gpu_max and gpu_min that are not
 * plain (mex_entries.c takes those): [m, im] = gpu_max (x, [], dim |
 * vecdim | "all", nanflag, "linear", "ComparisonMethod", how, "algorithm",
 * name) and y = gpu_max (a, b, nanflag, "ComparisonMethod", how), as max
 * and min give them: sparse input by the builtin (or as full arrays for the
 * options it lacks), char input by its codes. */
#include <string.h>

#include "mex_builtins.h"
#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_extreme.h"
#include "mex_options.h"
#include "mx_gp_array.h"
#include "mx_raise.h"

enum { EXTREME_KINDS = MEX_OPT_ALGORITHM | MEX_OPT_SCAN_FLAGS | MEX_OPT_NANFLAG | MEX_OPT_METHOD | MEX_OPT_LINEAR };

static int is_sparse(const mxArray *a)
{
  return !mx_is_gparray(a) && mxIsSparse(a);
}

/* Whether args (those after x) make the pair form max (a, b): a second
 * argument that is not the placeholder [] of a third (b = [] alone is a
 * pair; a gparray's empty counts as [] too). */
static int two_arrays(int n, const mxArray *args[], const char *fname)
{
  if (n == 0)
    return 0;
  if (n == 1)
    return 1;
  int complex = 0;
  const int numeric = mx_is_gparray(args[0]) ? mx_view_parts_gp(args[0], fname, &complex).dtype != GP_LOGICAL
                                              : mxIsNumeric(args[0]);
  return !(numeric && mex_numel_of(args[0], fname) == 0);
}

/* A call with a sparse argument: the builtin on the host where it has the
 * options (DIM, third, checked as on the GPU's path), else the full
 * arrays on the GPU's path, the result as sparse as the builtin makes it:
 * max (a, b) is sparse where both are, or one is and the other a scalar. */
static void sparse_call(int max, const char *fname, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  mex_options o;
  const mxArray *kept[16];
  (void) mex_take_kept_from(fname, EXTREME_KINDS, nrhs - 1, prhs + 1, 1, &o, kept);
  if (strcmp(o.nanflag, "includenan") != 0 && strcmp(o.method, "auto") == 0) {
    mxArray *in[17] = {(mxArray *) prhs[0]};
    const int k = mex_take_kept_from(fname, MEX_OPT_ALGORITHM | MEX_OPT_NANFLAG, nrhs - 1, prhs + 1, 1, &o,
                                     (const mxArray **) in + 1);
    if (nrhs > 2 && k >= 2 && mxIsNumeric(in[2]))
      (void) mex_dim_value(in[2], fname);
    mex_call_builtin(fname, max ? "max" : "min", nlhs, plhs, 1 + k, in);
    return;
  }
  const mxArray *full[9];
  for (int k = 0; k < nrhs; k++) {
    full[k] = prhs[k];
    if (is_sparse(prhs[k]))
      mexCallMATLAB(1, (mxArray **) &full[k], 1, (mxArray **) &prhs[k], "full");
  }
  (void) mex_entry_extreme(max, nlhs, plhs, nrhs, full);
  const mxArray *a = prhs[0], *b = nrhs > 1 ? prhs[1] : NULL;
  const int keep = !two_arrays(nrhs - 1, prhs + 1, fname)
                   || (is_sparse(a) && (is_sparse(b) || mex_numel_of(b, fname) == 1))
                   || (is_sparse(b) && mex_numel_of(a, fname) == 1);
  if (keep) {
    mxArray *y = NULL;
    mexCallMATLAB(1, &y, 1, plhs, "sparse");
    plhs[0] = y;
  }
}

int mex_entry_extreme(int max, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = max ? "gpu_max" : "gpu_min";
  mex_check_outputs(fname, nlhs, 2);
  if (nrhs < 1 || nrhs > 9)
    mx_raise("gpuprim:invalidCall",
                      "%s: called with %d arguments; use %s (X, [], DIM, NANFLAG, \"linear\", \"ComparisonMethod\", "
                      "HOW, \"algorithm\", NAME)",
                      fname, nrhs, fname);
  for (int k = 0; k < nrhs; k++)
    if (is_sparse(prhs[k])) {
      sparse_call(max, fname, nlhs, plhs, nrhs, prhs);
      return 1;
    }
  const mxArray *x = prhs[0], *args[9];
  int n = nrhs - 1;
  memcpy(args, prhs + 1, (size_t) n * sizeof *args);
  if (!mx_is_gparray(x) && mxIsChar(x)) {  /* the codes; max ("abc", "b") too, but not a string with a number */
    if (n > 0 && !mx_is_gparray(args[0]) && mxIsChar(args[0]))
      args[0] = mex_as_double(args[0]);
    else if (two_arrays(n, args, fname))
      mx_raise("gpuprim:invalidType", "%s: a string compares only with a string, not %s", fname,
                        mx_is_gparray(args[0]) ? "gparray" : mxGetClassName(args[0]));
    x = mex_as_double(x);
  }
  mex_check_input(fname, x, 1, 1);
  mex_options o, named;
  const mxArray *kept[9], *rest[9];
  n = mex_take_kept(fname, MEX_OPT_ALGORITHM | MEX_OPT_SCAN_FLAGS, n, args, &o, kept);
  if (o.exclusive || o.reverse)
    mx_raise("gpuprim:invalidCall", "%s: \"exclusive\" and \"reverse\" are options of the scans only", fname);
  const int pair = two_arrays(n, kept, fname);
  /* (a, b, nanflag) or (x, [], ..., nanflag): the NaN flag from the second argument on */
  const int m = mex_take_kept_from(fname, MEX_OPT_NANFLAG | MEX_OPT_METHOD | MEX_OPT_LINEAR, n, kept, 1, &named,
                                   rest);
  strcpy(o.nanflag, named.nanflag);
  strcpy(o.method, named.method);
  o.linear = named.linear;
  if (pair && m > 0) {  /* (x, "ComparisonMethod", how) is no pair: nothing is left */
    if (m > 1 || nlhs > 1 || strcmp(o.algorithm, "auto") != 0 || o.linear)
      mx_raise("gpuprim:invalidCall", "%s: the two-argument form is Y = %s (A, B), one output, no algorithm",
                        fname, fname);
    mex_extreme_pair(max, fname, x, rest[0], &o, plhs);
    return 1;
  }
  const int given = m > 0 ? m - 1 : 0;  /* the placeholder [] out */
  mxArray *dims = mex_call_dims(fname, x, given, rest + (m > 0), 1);
  int complex = 0;
  if (mx_view_parts_gp(x, fname, &complex).dtype == GP_LOGICAL && mex_numel_of(x, fname) == 0 && nlhs <= 1
      && (given == 0 || mex_numel_of(rest[1], fname) == 1)) {
    /* The builtin's one-output max and min of an empty logical array, with
     * or without DIM, return it as it is (any and all would reduce it):
     * max (false (3, 0)) is 3x0.  "all" and VECDIM reduce as MATLAB does. */
    plhs[0] = mxDuplicateArray(x);
    return 1;
  }
  mex_extreme_over(max, x, dims, &o, nlhs, plhs);
  return 1;
}
