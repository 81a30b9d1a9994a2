/* mex_scan.c - the scan commands "cumsum", "cumprod", "cummax", "cummin":
 * checks, then gp_scan_with through mex_run_scan.  Each takes a NaN flag
 * ("omitnan" or "includenan") after the reverse flag. */
#include "mex_commands.h"
#include "mex_scan_args.h"
#include "mx_gp_array.h"

void mex_cumsum(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs < 3 || nrhs > 7 || nlhs > 1)
    mexErrMsgIdAndTxt("gpuprim:invalidCall",
                      "gpu_cumsum: internal call needs (x, dim, type[, algorithm[, exclusive[, reverse[, nanflag]]]])");
  int complex = 0;  /* complex x: its parts, whose scans are the complex scan */
  gp_array x = mx_view_parts(prhs[0], "gpu_cumsum", &complex);
  const gp_array whole = complex ? mx_parts_whole(&x) : x;
  int dim = mx_require_dim(prhs[1], &whole, "gpu_cumsum") + complex;
  gp_accum accum = mex_parse_accum(prhs[2], "gpu_cumsum", NULL);
  gp_scan_options options = mex_parse_scan_options(nrhs, prhs, 3, "gpu_cumsum");
  const gp_op op = mex_parse_nan_flag(GP_OP_SUM, nrhs, prhs, 6, "gpu_cumsum");
  mex_run_scan(op, &options, "gpu_cumsum", &x, dim, gp_scan_result_dtype(GP_OP_SUM, x.dtype, accum),
               complex, 0, mx_is_gparray(prhs[0]), plhs);
}

void mex_cumprod(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs < 2 || nrhs > 6 || nlhs > 1)
    mexErrMsgIdAndTxt("gpuprim:invalidCall",
                      "gpu_cumprod: internal call needs (x, dim[, algorithm[, exclusive[, reverse[, nanflag]]]])");
  int complex = 0;  /* complex x: its parts view, run by the complex scan */
  gp_array x = mx_view_parts(prhs[0], "gpu_cumprod", &complex);
  const gp_array whole = complex ? mx_parts_whole(&x) : x;
  int dim = mx_require_dim(prhs[1], &whole, "gpu_cumprod") + complex;
  gp_scan_options options = mex_parse_scan_options(nrhs, prhs, 2, "gpu_cumprod");
  mex_run_scan(mex_parse_nan_flag(GP_OP_PROD, nrhs, prhs, 5, "gpu_cumprod"), &options, "gpu_cumprod", &x, dim,
               gp_scan_result_dtype(GP_OP_PROD, x.dtype, GP_ACCUM_DEFAULT), complex, 0, mx_is_gparray(prhs[0]),
               plhs);
}

static void extreme(gp_op op, const char *fname, int nlhs, mxArray *plhs[], int nrhs,
                    const mxArray *prhs[])
{
  if (nrhs < 2 || nrhs > 6 || nlhs > 2)
    mexErrMsgIdAndTxt("gpuprim:invalidCall",
                      "%s: internal call needs (x, dim[, algorithm[, exclusive[, reverse[, nanflag]]]])", fname);
  int complex = 0;
  gp_array x = mx_view_parts(prhs[0], fname, &complex);
  const gp_array whole = complex ? mx_parts_whole(&x) : x;
  int dim = mx_require_dim(prhs[1], &whole, fname) + complex;
  gp_scan_options options = mex_parse_scan_options(nrhs, prhs, 2, fname);
  mex_run_scan(mex_parse_nan_flag(op, nrhs, prhs, 5, fname), &options, fname, &x, dim, x.dtype, complex, nlhs == 2,
               mx_is_gparray(prhs[0]), plhs);
}

void mex_cummax(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  extreme(GP_OP_MAX, "gpu_cummax", nlhs, plhs, nrhs, prhs);
}

void mex_cummin(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  extreme(GP_OP_MIN, "gpu_cummin", nlhs, plhs, nrhs, prhs);
}

#if 0
%!assert (__gpuprim_mex__ ("cumsum", [1 2 3], 2, "default"), [1 3 6])
%!assert (__gpuprim_mex__ ("cumsum", int8 ([100 100 -100]), 2, "native"), int8 ([100 127 27]))
%!assert (__gpuprim_mex__ ("cumsum", [1 2; 3 4], 5, "default"), [1 2; 3 4])
%!assert (__gpuprim_mex__ ("cumprod", [1 2 3], 2), [1 2 6])
%!assert (__gpuprim_mex__ ("cumsum", [NaN 1 NaN 2], 2, "default", "auto", false, false, "omitnan"), [0 1 1 3])
%!assert (__gpuprim_mex__ ("cumprod", [NaN 2 NaN 3], 2, "auto", false, false, "omitnan"), [1 2 2 6])
%!test
%! [w, iw] = __gpuprim_mex__ ("cummax", [1 NaN 3], 2, "auto", false, false, "includenan");
%! assert ([w; iw], [1 NaN NaN; 1 2 2]);
%!error id=gpuprim:unsupportedAlgorithm __gpuprim_mex__ ("cumsum", [NaN 1], 2, "default", "blelloch", false, false, "omitnan")
%!assert (__gpuprim_mex__ ("cumsum", [1+2i 3-1i; 4i 5], 0, "default"), [1+2i 3-1i; 1+6i 8-1i])
%!assert (__gpuprim_mex__ ("cumsum", single ([1+2i 3-1i]), 2, "default", "auto", false, true), single ([4+1i 3-1i]))
%!assert (__gpuprim_mex__ ("cumprod", int8 ([100 2 -3]), 2), [100 200 -600])
%!test
%! [w, iw] = __gpuprim_mex__ ("cummax", [NaN 3 3 NaN 2 5], 2);
%! assert (w, [NaN 3 3 3 3 5]);
%! assert (iw, [1 2 2 2 2 6]);
%!test
%! [w, iw] = __gpuprim_mex__ ("cummin", int8 ([3 1 1 2]), 2);
%! assert (w, int8 ([3 1 1 1]));
%! assert (iw, [1 2 2 2]);
%!assert (__gpuprim_mex__ ("cumsum", [1 2 3], 0, "default"), [1 3 6])  # 0: the first non-singleton dim
%!assert (__gpuprim_mex__ ("cumsum", 5, 0, "default"), 5)
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("cumsum", [1 2 3], -1, "default")
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("cummax", [1 2 3], 1.5)
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("cumsum", [1 2 3], 1, "bogus")
%!error id=gpuprim:invalidType __gpuprim_mex__ ("cumsum", {1}, 1, "default")
%!error id=gpuprim:invalidType __gpuprim_mex__ ("cumprod", {1}, 1)
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cumsum", [1 2 3])
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cumprod", [1 2 3])
%!assert (__gpuprim_mex__ ("cumsum", [1 2 3], 2, "default", "blelloch"), [1 3 6])
%!assert (__gpuprim_mex__ ("cummin", [3 1 2], 2, "chained"), [3 1 1])
%!error id=gpuprim:unknownAlgorithm __gpuprim_mex__ ("cumsum", [1 2 3], 2, "default", "bogus")
%!error id=gpuprim:unknownAlgorithm __gpuprim_mex__ ("cumprod", [1 2 3], 2, "bogus")
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cummin", [1 2 3], 1, "auto", "yes")
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cummin", [1 2 3], 1, "auto", true, false, "omitnan", 1)
%!error id=gpuprim:invalidArgument __gpuprim_mex__ ("cummin", [1 2 3], 1, "auto", true, false, 1)
%!assert (__gpuprim_mex__ ("cumsum", [1 2 3], 2, "default", "auto", true, false), [0 1 3])
%!assert (__gpuprim_mex__ ("cumsum", [1 2 3], 2, "default", "auto", false, true), [6 5 3])
%!assert (__gpuprim_mex__ ("cumsum", [1 2 3], 2, "default", "auto", true, true), [5 3 0])
%!assert (__gpuprim_mex__ ("cumprod", [2 3 4], 2, "auto", true), [1 2 6])
%!test
%! [w, iw] = __gpuprim_mex__ ("cummax", [1 3 2 3], 2, "auto", false, true);
%! assert (w, [3 3 3 3]);
%! assert (iw, [4 4 4 4]);
%!test
%! [w, iw] = __gpuprim_mex__ ("cummin", int8 ([3 1 2]), 2, "auto", true, false);
%! assert (w, int8 ([127 3 1]));
%! assert (iw, [0 1 2]);
#endif
