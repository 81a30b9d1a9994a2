/* mex_reduce.c - the reduction commands "sum", "prod", "max", "min":
 * checks, then gp_reduce through mex_run_reduce.  DIM may be a vector of
 * dims that lie next to each other (apart from dims of 1), folded as one. */
#include <string.h>

#include "mex_commands.h"
#include "mex_scan_args.h"
#include "mx_gp_array.h"

/* sum and prod take a 0x0 x as 0x1, whatever the dim (sum ([]) is 0), as
 * the wrappers' gpuprim_empty_as_column does; `from` skips a complex
 * array's leading parts dim. */
static void empty_as_column(gp_array *x, int from)
{
  if (x->ndims == 2 + from && x->dims[from] == 0 && x->dims[from + 1] == 0)
    x->dims[from + 1] = 1;
}

void mex_sum(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs < 3 || nrhs > 5 || nlhs > 1)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "gpu_sum: internal call needs (x, dim, type[, algorithm[, nanflag]])");
  int complex = 0;
  gp_array x = mx_view_parts(prhs[0], "gpu_sum", &complex);
  empty_as_column(&x, complex);
  const gp_array whole = complex ? mx_parts_whole(&x) : x;
  int dim, last;
  mx_require_dim_run(prhs[1], &whole, &dim, &last, "gpu_sum");
  int extra = 0;
  gp_accum accum = mex_parse_accum(prhs[2], "gpu_sum", &extra);
  extra = extra && x.dtype == GP_DOUBLE;  /* on other classes "extra" is the "double" sum, as in Octave */
  const gp_op op = mex_parse_nan_flag(GP_OP_SUM, nrhs, prhs, 4, "gpu_sum");
  if (op != GP_OP_SUM && extra)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "gpu_sum: internal call: \"omitnan\" does not take \"extra\"");
  mex_run_reduce(op, mex_parse_reduce_algorithm(nrhs, prhs, 3, "gpu_sum"), extra, "gpu_sum", &x,
                 dim + complex, last + complex, gp_scan_result_dtype(GP_OP_SUM, x.dtype, accum), complex, 0, mx_is_gparray(prhs[0]), plhs);
}

void mex_prod(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs < 3 || nrhs > 5 || nlhs > 1)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "gpu_prod: internal call needs (x, dim, type[, algorithm[, nanflag]])");
  int complex = 0;
  gp_array x = mx_view_parts(prhs[0], "gpu_prod", &complex);
  empty_as_column(&x, complex);
  const gp_array whole = complex ? mx_parts_whole(&x) : x;
  int dim, last;
  mx_require_dim_run(prhs[1], &whole, &dim, &last, "gpu_prod");
  const gp_accum accum = mex_parse_accum(prhs[2], "gpu_prod", NULL);
  mex_run_reduce(mex_parse_nan_flag(GP_OP_PROD, nrhs, prhs, 4, "gpu_prod"),
                 mex_parse_reduce_algorithm(nrhs, prhs, 3, "gpu_prod"), 0, "gpu_prod", &x, dim + complex,
                 last + complex, gp_scan_result_dtype(GP_OP_PROD, x.dtype, accum), complex, 0,
                 mx_is_gparray(prhs[0]), plhs);
}

static void extreme(gp_op op, const char *fname, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs < 2 || nrhs > 5 || nlhs > 2)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "%s: internal call needs (x, dim[, algorithm[, nanflag[, method]]])",
                      fname);
  int complex = 0;
  gp_array x = mx_view_parts(prhs[0], fname, &complex);
  const gp_array whole = complex ? mx_parts_whole(&x) : x;
  int dim, last;
  mx_require_dim_run(prhs[1], &whole, &dim, &last, fname);
  gp_op how = mex_parse_nan_flag(op, nrhs, prhs, 3, fname);
  if (nrhs > 4) {  /* "ComparisonMethod": "auto" is the plain order; so are "real" of real x and "abs" of complex x */
    char method[8];
    mx_require_string(prhs[4], method, sizeof method, fname);
    const int by_abs = strcmp(method, "abs") == 0, by_real = strcmp(method, "real") == 0;
    if (!by_abs && !by_real && strcmp(method, "auto") != 0)
      mexErrMsgIdAndTxt("gpuprim:unknownOption", "%s: ComparisonMethod is \"auto\", \"abs\" or \"real\"", fname);
    if ((by_abs && !complex && how != op) || (by_real && complex))
      mexErrMsgIdAndTxt("gpuprim:unsupportedOption", "%s: \"%s\" with %s is not supported", fname, method,
                        complex ? "complex x" : "\"includenan\"");
    if (by_abs && !complex)
      how = op == GP_OP_MAX ? GP_OP_MAX_ABS : GP_OP_MIN_ABS;
  }
  mex_run_reduce(how, mex_parse_reduce_algorithm(nrhs, prhs, 2, fname), 0, fname, &x, dim + complex,
                 last + complex, x.dtype, complex, nlhs == 2, mx_is_gparray(prhs[0]), plhs);
}

void mex_max(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  extreme(GP_OP_MAX, "gpu_max", nlhs, plhs, nrhs, prhs);
}

void mex_min(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  extreme(GP_OP_MIN, "gpu_min", nlhs, plhs, nrhs, prhs);
}

#if 0
%!assert (__gpuprim_mex__ ("sum", [1 2; 3 4], 1, "default"), [4 6])
%!assert (__gpuprim_mex__ ("sum", int8 ([100 100 -100]), 2, "native"), int8 (27))
%!assert (__gpuprim_mex__ ("sum", zeros (0, 3), 1, "default"), [0 0 0])
%!assert (__gpuprim_mex__ ("prod", [1 2; 3 4], 2, "default"), [2; 12])
%!assert (__gpuprim_mex__ ("prod", int8 ([100 2 -1; 100 -1 2]), 2, "native"), int8 ([-127; -128]))
%!assert (__gpuprim_mex__ ("prod", [true true; true false], 2, "native"), [true; false])
%!assert (__gpuprim_mex__ ("prod", single ([2 3]), 2, "double"), 6)
%!assert (__gpuprim_mex__ ("prod", uint8 (zeros (2, 0)), 2, "native"), uint8 ([1; 1]))
%!error id=gpuprim:unsupportedAlgorithm __gpuprim_mex__ ("prod", int8 ([1 2]), 2, "native", "interleaved")
%!assert (__gpuprim_mex__ ("sum", [1+2i 3-1i; 4i 5], 0, "default"), [1+6i 8-1i])
%!assert (__gpuprim_mex__ ("sum", [1+2i 3-1i; 4i 5], 2, "default"), [4+1i; 5+4i])
%!assert (__gpuprim_mex__ ("sum", single ([1+2i; 3]), 3, "default"), single ([1+2i; 3]))
%!assert (__gpuprim_mex__ ("sum", complex (zeros (0, 0)), 0, "default"), 0)
%!assert (size (__gpuprim_mex__ ("max", zeros (0, 3), 1)), [0 3])
%!test
%! [m, i] = __gpuprim_mex__ ("max", [NaN 2 NaN 2], 2);
%! assert ([m i], [2 2]);
%!assert (__gpuprim_mex__ ("sum", reshape (1:24, 2, 3, 4), [2 3], "default"), [144; 156])
%!assert (__gpuprim_mex__ ("sum", reshape (1:24, 2, 1, 3, 4), [1 3], "default"), reshape ([21 57 93 129], 1, 1, 1, 4))
%!test
%! [m, i] = __gpuprim_mex__ ("max", reshape ([1:11 30 13:24], 2, 3, 4), [1 2]);
%! assert (reshape (m, 1, 4), [6 30 18 24]);
%! assert (reshape (i, 1, 4), [6 6 6 6]);
%! assert (size (m), [1 1 4]);
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("sum", ones (2, 3, 4), [1 3], "default")
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("sum", ones (2, 3), [1 1], "default")
%!assert (__gpuprim_mex__ ("sum", [1 NaN 2; NaN NaN 3], 2, "default", "auto", "omitnan"), [3; 3])
%!assert (__gpuprim_mex__ ("sum", single ([NaN NaN]), 2, "default", "auto", "omitnan"), single (0))
%!assert (__gpuprim_mex__ ("prod", [2 NaN 3], 2, "default", "auto", "omitnan"), 6)
%!assert (__gpuprim_mex__ ("sum", [Inf NaN -Inf], 2, "default", "auto", "omitnan"), NaN)
%!test
%! [m, i] = __gpuprim_mex__ ("max", [1 5 NaN 7 NaN], 2, "auto", "includenan");
%! assert ([m i], [NaN 3]);
%! [m, i] = __gpuprim_mex__ ("min", [1 5 NaN 7 NaN], 2, "auto", "omitnan");
%! assert ([m i], [1 1]);
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("max", [1 2], 2, "auto", "omitNaN")
%!test
%! [m, i] = __gpuprim_mex__ ("max", [3 -3 2 NaN], 2, "auto", "omitnan", "abs");
%! assert ([m i], [-3 2]);
%! [m, i] = __gpuprim_mex__ ("min", int8 ([-2 5 2 -128]), 2, "auto", "omitnan", "abs");
%! assert ([m i], [int8(2) 3]);
%! [m, i] = __gpuprim_mex__ ("max", int8 ([127 -128 5]), 2, "auto", "omitnan", "abs");
%! assert ([m i], [int8(-128) 2]);
%!error id=gpuprim:unsupportedOption __gpuprim_mex__ ("max", [1 2], 2, "auto", "includenan", "abs")
%!error id=gpuprim:unsupportedAlgorithm __gpuprim_mex__ ("sum", [1 2], 2, "default", "scan", "omitnan")
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("sum", [1 2 3], 1)
%!error id=gpuprim:unknownAlgorithm __gpuprim_mex__ ("min", [1 2 3], 1, "bogus")
%!error id=gpuprim:unknownAlgorithm __gpuprim_mex__ ("max", [1 2 3], 1, "kogge-stone")
%!assert (__gpuprim_mex__ ("sum", [1 2 3], 2, "default", "interleaved"), 6)
%!assert (__gpuprim_mex__ ("sum", [1 1e100 1 -1e100], 2, "extra"), 2)
%!assert (__gpuprim_mex__ ("sum", single ([1 2]), 2, "extra"), 3)
%!error id=gpuprim:unsupportedAlgorithm __gpuprim_mex__ ("sum", [1 2], 2, "extra", "scan")
%!assert (__gpuprim_mex__ ("sum", int8 ([100 100 -100]), 2, "native", "scan"), int8 (27))
%!error id=gpuprim:unsupportedAlgorithm __gpuprim_mex__ ("sum", int8 ([1 2]), 2, "native", "interleaved")
#endif
