/* mex_entry_sortrows.c - gpu_sortrows's entry, every form:
 * [s, i] = gpu_sortrows (A[, C][, "algorithm", NAME]) through gp_sortrows,
 * where A lies (a gparray gives gparrays); char A by its codes; sparse,
 * cell and complex host A by the builtin sortrows. */
#include <math.h>
#include <string.h>

#include "mex_builtins.h"
#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_context.h"
#include "mex_options.h"
#include "mx_gp_array.h"
#include "mx_output.h"
#include "mx_raise.h"

/* C's key columns, checked as sortrows checks them (a numeric vector of
 * nonzero integers within +-cols), into new memory; their count in *n. */
static int *key_columns(const mxArray *c, int64_t cols, int *n, const char *fname)
{
  const mwSize count = mxGetNumberOfElements(c);
  if (mx_is_gparray(c) || !mxIsNumeric(c) || mxIsComplex(c) || mxIsSparse(c) || count == 0
      || mxGetNumberOfDimensions(c) != 2 || (mxGetM(c) != 1 && mxGetN(c) != 1))
    mx_raise("gpuprim:invalidColumns", "%s: C must be a numeric vector", fname);
  mxArray *as_double = NULL;
  if (!mxIsDouble(c))
    mexCallMATLAB(1, &as_double, 1, (mxArray **) &c, "double");
  const double *v = mxGetPr(as_double ? as_double : c);
  int *keys = mxMalloc(count * sizeof *keys);
  for (mwSize k = 0; k < count; k++) {
    if (!(v[k] >= -(double) cols && v[k] <= (double) cols) || v[k] == 0 || v[k] != floor(v[k]))  /* NaN too */
      mx_raise("gpuprim:invalidColumns",
                        "%s: all elements of C must be integers in the range [1, columns (A)], or their negatives",
                        fname);
    keys[k] = (int) v[k];
  }
  if (as_double)
    mxDestroyArray(as_double);
  *n = (int) count;
  return keys;
}

/* The builtin's sortrows on the host, as given (but "algorithm"). */
static void on_host(int nlhs, mxArray *plhs[], const mxArray *a, const mxArray *c)
{
  mxArray *args[2] = {(mxArray *) a, (mxArray *) c};
  mex_call_builtin("gpu_sortrows", "sortrows", nlhs, plhs, c ? 2 : 1, args);
}

/* s and i of A's codes, s made char again. */
static void char_rows(int nlhs, mxArray *plhs[], const mxArray *a, const mxArray *c, const mex_options *o)
{
  mxArray *codes = NULL, *out[2] = {NULL, NULL};
  mexCallMATLAB(1, &codes, 1, (mxArray **) &a, "uint8");
  const mxArray *args[4] = {codes, c, mxCreateString("algorithm"), mxCreateString(o->algorithm)};
  if (!c) {
    args[1] = args[2];
    args[2] = args[3];
  }
  mex_entry_sortrows(nlhs < 2 ? 1 : 2, out, c ? 4 : 3, args);
  mexCallMATLAB(1, &plhs[0], 1, &out[0], "char");
  if (nlhs > 1)
    plhs[1] = out[1];
}

int mex_entry_sortrows(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_sortrows";
  mex_check_outputs(fname, nlhs, 2);
  if (nrhs < 1)
    mx_raise("gpuprim:invalidCall", "gpu_sortrows: use gpu_sortrows (A[, C][, \"algorithm\", NAME])");
  const mxArray *a = prhs[0], *kept[16];
  mex_options o;
  const int n = nrhs - 1 > 16 ? 17 : mex_take_kept(fname, MEX_OPT_ALGORITHM, nrhs - 1, prhs + 1, &o, kept);
  if (n > 1)
    mx_raise("gpuprim:invalidCall", "gpu_sortrows: use gpu_sortrows (A[, C][, \"algorithm\", NAME])");
  const mxArray *c = n == 1 ? kept[0] : NULL;
  gp_sortrows_options options;
  gp_sortrows_options_init(&options);
  mx_require_known_algorithm(gp_sort_algorithm_from_name(o.algorithm, &options.algorithm), o.algorithm, fname);
  const int device = mx_is_gparray(a);
  if (!device && (mxIsSparse(a) || mxIsCell(a) || mxIsComplex(a))) {
    if (c)
      mxFree(key_columns(c, (int64_t) mxGetN(a), &options.ncolumns, fname));
    on_host(nlhs, plhs, a, c);
    return 1;
  }
  if (!device && mxIsChar(a)) {
    char_rows(nlhs, plhs, a, c, &o);
    return 1;
  }
  mex_check_input(fname, a, 0, 0);
  const gp_array x = mx_view(a, fname);
  if (x.ndims > 2)
    mx_raise("gpuprim:invalidDims", "gpu_sortrows: A must be a matrix (2-D), as for sortrows");
  const int64_t rows = x.ndims >= 1 ? x.dims[0] : 1, cols = x.ndims >= 2 ? x.dims[1] : 1;
  if (c)
    options.columns = key_columns(c, cols, &options.ncolumns, fname);
  mx_output out[2];
  const gp_array index_shape = {NULL, GP_DOUBLE, x.location, 2, {rows, 1}};
  mx_output_create(&out[0], &x, x.dtype, device, fname);
  if (nlhs > 1)
    mx_output_create(&out[1], &index_shape, GP_DOUBLE, device, fname);
  const gp_status st = gp_sortrows(mex_session_context(), &options, &x, &out[0].view, nlhs > 1 ? &out[1].view : NULL);
  if (c)
    mxFree((void *) options.columns);
  mx_outputs_return(st, out, nlhs > 1 ? 2 : 1, plhs, fname);
  return 1;
}

#if 0
%!test
%! [s, i] = gpu_sortrows ([1 1; 1 2; 3 6; 2 7], [1 -2]);
%! assert (s, [1 2; 1 1; 2 7; 3 6]);
%! assert (i, [2; 1; 4; 3]);
%!assert (gpu_sortrows ([3 NaN; 1 2; NaN 0; 1 -0]), sortrows ([3 NaN; 1 2; NaN 0; 1 -0]))
%!assert (gpu_sortrows (["ba"; "ab"]), ["ab"; "ba"])
%!test
%! [s, i] = gpu_sortrows (zeros (3, 0));
%! assert (size (s), [3 0]);
%! assert (i, [1; 2; 3]);
%!error id=gpuprim:invalidColumns gpu_sortrows ([1 2], 3)
%!error id=gpuprim:invalidColumns gpu_sortrows ([1 2], 0)
%!error id=gpuprim:invalidColumns gpu_sortrows ([1 2], [])
%!error id=gpuprim:invalidColumns gpu_sortrows ([1 2], NaN)
%!error id=gpuprim:invalidColumns gpu_sortrows ([1 2], -Inf)
%!error id=gpuprim:invalidDims gpu_sortrows (ones (2, 2, 2))
%!error id=gpuprim:unknownAlgorithm gpu_sortrows ([1 2], "algorithm", "bogus")
%!error id=gpuprim:invalidCall gpu_sortrows ()
#endif
