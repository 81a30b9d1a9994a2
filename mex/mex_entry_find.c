/* mex_entry_find.c - gpu_find's MEX entry, every form: [i[, j[, v]]] =
 * gpu_find (x[, n[, direction]][, "algorithm", name]) as find gives them,
 * sparse x by the builtin itself, char x by its codes (its values char). */
#include <math.h>
#include <string.h>

#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_options.h"
#include "mx_gp_array.h"
#include "mx_raise.h"

/* N and DIRECTION: *limit (-1: all) and *from_end. */
static void find_limit(int n, const mxArray *args[], double *limit, int *from_end)
{
  *limit = -1;
  *from_end = 0;
  if (n > 2)
    mx_raise("gpuprim:invalidCall", "gpu_find: too many arguments");
  if (n >= 1) {
    const mxArray *a = args[0];
    const double v = (mxIsNumeric(a) || mxIsLogical(a)) && mxGetNumberOfElements(a) == 1 && !mxIsComplex(a)
                       ? mxGetScalar(a)
                       : NAN;
    if (isnan(v) || v < 0 || (isfinite(v) && v != floor(v)))
      mx_raise("gpuprim:invalidArgument", "gpu_find: N must be a non-negative integer");
    if (isfinite(v))
      *limit = v;
  }
  if (n == 2) {
    char direction[8] = "";
    if (!mxIsChar(args[1]) || mxGetNumberOfElements(args[1]) >= sizeof direction
        || mxGetString(args[1], direction, sizeof direction) != 0
        || (strcmp(direction, "first") != 0 && strcmp(direction, "last") != 0))
      mx_raise("gpuprim:invalidArgument", "gpu_find: DIRECTION must be \"first\" or \"last\"");
    *from_end = strcmp(direction, "last") == 0;
  }
}

int mex_entry_find(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_find";
  mex_check_outputs(fname, nlhs, 3);
  if (nrhs < 1 || nrhs > 5)
    mx_raise("gpuprim:invalidCall", "gpu_find: use gpu_find (X, N, DIRECTION, \"algorithm\", NAME)");
  /* the options out, N and DIRECTION kept in order */
  const mxArray *args[16];
  mex_options o;
  const int n = mex_take_kept(fname, MEX_OPT_ALGORITHM, nrhs - 1, prhs + 1, &o, args);
  double limit;
  int from_end;
  find_limit(n, args, &limit, &from_end);
  const mxArray *x = prhs[0];
  if (!mx_is_gparray(x) && mxIsSparse(x)) {  /* the builtin's own sparse find */
    mxArray *in[3] = {(mxArray *) x, n > 0 ? (mxArray *) args[0] : NULL, n > 1 ? (mxArray *) args[1] : NULL};
    mexCallMATLAB(nlhs < 1 ? 1 : nlhs, plhs, 1 + n, in, "find");
    return 1;
  }
  gp_compact_algorithm alg = GP_COMPACT_AUTO;
  mx_require_known_algorithm(gp_compact_algorithm_from_name(o.algorithm, &alg), o.algorithm, fname);
  const int is_char = !mx_is_gparray(x) && mxIsChar(x);
  mxArray *codes = NULL;
  if (is_char) {  /* found by its codes; its values stay char, as the builtin's */
    mexCallMATLAB(1, &codes, 1, (mxArray **) &x, "double");
    x = codes;
  }
  mex_check_input(fname, x, 1, 1);  /* complex too: nonzero where either part is */
  int complex = 0;
  const gp_array view = mx_view_parts_gp(x, fname, &complex);  /* a gparray's class and dims too */
  const int logical_0x0 = view.dtype == GP_LOGICAL && view.ndims == 2 && view.dims[0] == 0 && view.dims[1] == 0;
  const int shape = logical_0x0 && nlhs <= 1 && n == 0 ? MEX_FIND_SHAPE_0X1 : MEX_FIND_SHAPE;
  const int split = nlhs > 1;  /* [i, j] and [i, j, v] */
  mex_run_find(x, limit, from_end, alg, split ? nlhs : 1, split, shape, plhs);
  if (codes)
    mxDestroyArray(codes);
  if (is_char && nlhs == 3) {  /* the codes' array stays to the call's end: an adopted output is held there */
    mxArray *v = plhs[2];
    mexCallMATLAB(1, &plhs[2], 1, &v, "char");
  }
  return 1;
}
