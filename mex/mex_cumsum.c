/* mex_cumsum.c - the "cumsum" command: checks, output allocation, gp_scan. */
#include <string.h>

#include "mex_commands.h"
#include "mex_context.h"
#include "mx_gp_array.h"

static gp_accum parse_accum(const mxArray *a)
{
  char buf[16];
  mx_require_string(a, buf, sizeof buf, "gpu_cumsum");
  if (strcmp(buf, "default") == 0)
    return GP_ACCUM_DEFAULT;
  if (strcmp(buf, "native") == 0)
    return GP_ACCUM_NATIVE;
  if (strcmp(buf, "double") == 0)
    return GP_ACCUM_DOUBLE;
  mexErrMsgIdAndTxt("gpuprim:unknownOption", "gpu_cumsum: unknown option '%s'", buf);
  return GP_ACCUM_DEFAULT; /* not reached */
}

void mex_cumsum(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs != 3 || nlhs > 1)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "gpu_cumsum: internal call needs (x, dim, type)");
  gp_array x = mx_view(prhs[0], "gpu_cumsum");
  int dim = mx_require_dim(prhs[1], "gpu_cumsum");
  gp_accum accum = parse_accum(prhs[2]);
  gp_context *ctx = mex_context();

  gp_dtype out_type = gp_sum_result_dtype(x.dtype, accum);
  mxArray *result = mx_create_like(&x, out_type);
  if (!result)
    mexErrMsgIdAndTxt("gpuprim:hostOutOfMemory", "gpu_cumsum: out of memory");
  gp_array y = x;
  y.dtype = out_type;
  y.data = mxGetData(result);
  gp_status st = gp_scan(ctx, GP_SCAN_SUM, GP_SCAN_AUTO, &x, &y, dim - 1);
  if (st != GP_SUCCESS) {
    mxDestroyArray(result);
    mx_raise_status(st, "gpu_cumsum");
  }
  plhs[0] = result;
}

#if 0
%!assert (__gpuprim_mex__ ("cumsum", [1 2 3], 2, "default"), [1 3 6])
%!assert (__gpuprim_mex__ ("cumsum", int8 ([100 100 -100]), 2, "native"), int8 ([100 127 27]))
%!assert (__gpuprim_mex__ ("cumsum", [1 2; 3 4], 5, "default"), [1 2; 3 4])
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("cumsum", [1 2 3], 0, "default")
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("cumsum", [1 2 3], 1, "bogus")
%!error id=gpuprim:invalidType __gpuprim_mex__ ("cumsum", {1}, 1, "default")
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cumsum", [1 2 3])
#endif
