/* mex_compact.c - the commands "compact" (x(mask)) and "find": a column of
 * the kept elements, which the .m files shape as the builtins do.  The
 * output's memory is taken for every element of x (the count is known only
 * at the end), then cut to the count. */
#include <string.h>

#include "mex_commands.h"
#include "mex_context.h"
#include "mx_gp_array.h"

static gp_compact_algorithm parse_algorithm(int nrhs, const mxArray *prhs[], int at, const char *fname)
{
  char buf[32];
  gp_compact_algorithm a = GP_COMPACT_AUTO;
  const char *name = mx_algorithm_name(nrhs, prhs, at, buf, sizeof buf, fname);
  mx_require_known_algorithm(gp_compact_algorithm_from_name(name, &a), name, fname);
  return a;
}

/* Uninitialised host memory for n elements of dtype, as a view of capacity n. */
static gp_array capacity_of(gp_dtype dtype, int64_t n, const char *fname)
{
  gp_array a;
  int64_t dims[1] = {n};
  void *data = mxMalloc((size_t) (n > 0 ? n : 1) * gp_dtype_size(dtype));
  if (!data)
    mexErrMsgIdAndTxt("gpuprim:hostOutOfMemory", "%s: out of memory", fname);
  gp_array_init(&a, data, dtype, GP_HOST, 1, dims);
  return a;
}

/* The first count elements of a capacity view as a count x 1 mxArray (which takes the memory). */
static mxArray *column_of(gp_array *a, int64_t count)
{
  mxArray *r;
  if (a->dtype == GP_LOGICAL)
    r = mxCreateLogicalMatrix(0, 0);
  else
    r = mxCreateNumericMatrix(0, 0, mx_class_of(a->dtype), mxREAL);
  void *data = mxRealloc(a->data, (size_t) (count > 0 ? count : 1) * gp_dtype_size(a->dtype));
  mxSetData(r, data);
  mxSetM(r, (mwSize) count);
  mxSetN(r, 1);
  return r;
}

void mex_compact(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_compact";
  if (nrhs < 2 || nrhs > 3 || nlhs > 1)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "%s: internal call needs (x, mask[, algorithm])", fname);
  gp_array x = mx_view(prhs[0], fname), mask = mx_view(prhs[1], fname);
  gp_compact_algorithm alg = parse_algorithm(nrhs, prhs, 2, fname);
  if (mask.dtype != GP_LOGICAL)
    mexErrMsgIdAndTxt("gpuprim:invalidMask", "%s: MASK must be logical", fname);
  if (gp_array_numel(&mask) != gp_array_numel(&x))
    mexErrMsgIdAndTxt("gpuprim:maskSize", "%s: MASK must have as many elements as X", fname);
  gp_context *ctx = mex_context();
  gp_array y = capacity_of(x.dtype, gp_array_numel(&x), fname);
  int64_t count = 0;
  gp_status st = gp_compact(ctx, alg, &x, &mask, &y, &count);
  if (st != GP_SUCCESS) {
    mxFree(y.data);
    mx_raise_status(st, fname);
  }
  plhs[0] = column_of(&y, count);
}

/* [positions, values] = ("find", x, limit, from_end[, algorithm]); limit < 0: all */
void mex_find(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_find";
  if (nrhs < 3 || nrhs > 4 || nlhs > 2)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "%s: internal call needs (x, limit, from_end[, algorithm])", fname);
  gp_array x = mx_view(prhs[0], fname);
  if (!mxIsNumeric(prhs[1]) || mxGetNumberOfElements(prhs[1]) != 1 || mxGetNumberOfElements(prhs[2]) != 1)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "%s: internal call needs scalar limit and from_end", fname);
  const double limit = mxGetScalar(prhs[1]);
  const int from_end = mxGetScalar(prhs[2]) != 0;
  gp_compact_algorithm alg = parse_algorithm(nrhs, prhs, 3, fname);
  gp_context *ctx = mex_context();
  const int64_t n = gp_array_numel(&x);
  gp_array positions = capacity_of(GP_DOUBLE, n, fname);
  gp_array values = {0};
  if (nlhs > 1)
    values = capacity_of(x.dtype, n, fname);
  int64_t count = 0;
  gp_status st = gp_find(ctx, alg, &x, limit < 0 ? -1 : (int64_t) limit, from_end, &positions,
                         nlhs > 1 ? &values : NULL, &count);
  if (st != GP_SUCCESS) {
    mxFree(positions.data);
    if (values.data)
      mxFree(values.data);
    mx_raise_status(st, fname);
  }
  plhs[0] = column_of(&positions, count);
  if (nlhs > 1)
    plhs[1] = column_of(&values, count);
}

#if 0
%!assert (__gpuprim_mex__ ("compact", [5 6 7 8], logical ([1 0 1 1])), [5; 7; 8])
%!assert (__gpuprim_mex__ ("compact", int8 ([5 6]), logical ([0 0])), zeros (0, 1, "int8"))
%!assert (__gpuprim_mex__ ("compact", [5 6 7], true (1, 3), "scan-scatter"), [5; 6; 7])
%!assert (__gpuprim_mex__ ("find", [0 NaN -0 2], -1, 0), [2; 4])
%!assert (__gpuprim_mex__ ("find", [1 1 0 1], 2, 1), [2; 4])
%!test
%! [p, v] = __gpuprim_mex__ ("find", single ([0 3 -1]), -1, 0);
%! assert (p, [2; 3]);
%! assert (v, single ([3; -1]));
%!error id=gpuprim:invalidMask __gpuprim_mex__ ("compact", [1 2], [1 0])
%!error id=gpuprim:maskSize __gpuprim_mex__ ("compact", [1 2], true (1, 3))
%!error id=gpuprim:unknownAlgorithm __gpuprim_mex__ ("find", [1 2], -1, 0, "bogus")
#endif
