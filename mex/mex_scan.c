/* mex_scan.c - the scan commands "cumsum", "cumprod", "cummax", "cummin"
 * (x, dim[, o]), dim a dim or a run of dims next to each other (VECDIM,
 * scanned as one): checks, then gp_scan through mex_run_scan. */
#include <string.h>

#include "mex_commands.h"
#include "mex_semantics.h"
#include "mex_scan_args.h"
#include "mx_gp_array.h"
#include "mx_raise.h"

/* A scan command's call: x (complex x as its parts, *complex set), the run
 * of 1-based dims dim..last it scans in that view; or raise. */
static gp_array scan_call(int nlhs, int max_out, int nrhs, const mxArray *prhs[], const char *fname, int *complex,
                          int *dim, int *last)
{
  if (nrhs != 2 || nlhs > max_out)
    mx_raise("gpuprim:invalidCall", "%s: internal call needs (x, dim[, options])", fname);
  gp_array x = mx_view_parts_gp(prhs[0], fname, complex);  /* the outputs follow x (mex_run_scan) */
  const gp_array whole = mx_whole(&x, *complex);
  mx_require_dim_run(prhs[1], &whole, dim, last, fname);
  *dim += *complex;
  *last += *complex;
  return x;
}

/* op's scan in the class of its accumulation (cumsum's TYPE; the builtin's
 * own for cumprod), or with positions in x's class (cummax, cummin). */
static void scan_command(gp_op op, const char *fname, const mex_options *given, int nlhs, mxArray *plhs[], int nrhs,
                         const mxArray *prhs[])
{
  const int positions = op == GP_OP_MAX || op == GP_OP_MIN;
  int complex = 0, dim, last;
  mex_options room;
  const mex_options *o = mex_options_or_defaults(given, &room);
  gp_array x = scan_call(nlhs, positions ? 2 : 1, nrhs, prhs, fname, &complex, &dim, &last);
  gp_accum accum = op == GP_OP_SUM ? mex_accum_of(o, fname, NULL) : GP_ACCUM_DEFAULT;
  if (strcmp(o->type, "default") == 0)
    accum = mex_default_scan_accum(op, x.dtype);  /* the running Octave's class rule */
  const gp_scan_options options = mex_scan_options_of(o, fname);
  mex_run_scan(op, &options, fname, &x, dim, last, positions ? x.dtype : gp_scan_result_dtype(op, x.dtype, accum),
               complex, nlhs == 2, mx_is_gparray(prhs[0]), plhs);
}

void mex_cumsum(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  scan_command(GP_OP_SUM, "gpu_cumsum", o, nlhs, plhs, nrhs, prhs);
}

void mex_cumprod(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  scan_command(GP_OP_PROD, "gpu_cumprod", o, nlhs, plhs, nrhs, prhs);
}

void mex_cummax(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  scan_command(GP_OP_MAX, "gpu_cummax", o, nlhs, plhs, nrhs, prhs);
}

void mex_cummin(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  scan_command(GP_OP_MIN, "gpu_cummin", o, nlhs, plhs, nrhs, prhs);
}

#if 0
%!assert (__gpuprim_mex__ ("cumsum", [1 2 3], 2), [1 3 6])
%!assert (__gpuprim_mex__ ("cumsum", int8 ([100 100 -100]), 2, struct ("type", "native")), int8 ([100 127 27]))
%!assert (__gpuprim_mex__ ("cumsum", int8 ([100 100 -100]), 2), cumsum (int8 ([100 100 -100]), 2))
%!assert (__gpuprim_mex__ ("cumsum", [1 2; 3 4], 5), [1 2; 3 4])
%!assert (__gpuprim_mex__ ("cumprod", [1 2 3], 2), [1 2 6])
%!assert (__gpuprim_mex__ ("cumsum", [NaN 1 NaN 2], 2, struct ("nanflag", "omitnan")), [0 1 1 3])
%!assert (__gpuprim_mex__ ("cumprod", [NaN 2 NaN 3], 2, struct ("nanflag", "omitnan")), [1 2 2 6])
%!test
%! [w, iw] = __gpuprim_mex__ ("cummax", [1 NaN 3], 2, struct ("nanflag", "includenan"));
%! assert ([w; iw], [1 NaN NaN; 1 2 2]);
%!error id=gpuprim:unsupportedAlgorithm __gpuprim_mex__ ("cumsum", [NaN 1], 2, struct ("algorithm", "blelloch", "nanflag", "omitnan"))
%!assert (__gpuprim_mex__ ("cumsum", [1+2i 3-1i; 4i 5], 0), [1+2i 3-1i; 1+6i 8-1i])
%!assert (__gpuprim_mex__ ("cumsum", single ([1+2i 3-1i]), 2, struct ("reverse", true)), single ([4+1i 3-1i]))
%!assert (__gpuprim_mex__ ("cumprod", int8 ([100 2 -3]), 2, struct ("type", "double")), [100 200 -600])
%!test
%! [w, iw] = __gpuprim_mex__ ("cummax", [NaN 3 3 NaN 2 5], 2);
%! assert (w, [NaN 3 3 3 3 5]);
%! assert (iw, [1 2 2 2 2 6]);
%!test
%! [w, iw] = __gpuprim_mex__ ("cummin", int8 ([3 1 1 2]), 2);
%! assert (w, int8 ([3 1 1 1]));
%! assert (iw, [1 2 2 2]);
%!assert (__gpuprim_mex__ ("cumsum", [1 2 3], 0), [1 3 6])  # 0: the first non-singleton dim
%!assert (__gpuprim_mex__ ("cumsum", [1 3; 2 4], [1 2]), [1 6; 3 10])  # a run of dims, as one
%!assert (__gpuprim_mex__ ("cumprod", [1i 2; 3 4], [1 2]), [1i 6i; 3i 24i])
%!assert (__gpuprim_mex__ ("cumsum", ones (2, 1, 2), [1 3]), reshape (1:4, 2, 1, 2))  # only a dim of 1 between
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("cumsum", ones (2, 2, 2), [1 3])
%!assert (__gpuprim_mex__ ("cumsum", 5, 0), 5)
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("cumsum", [1 2 3], -1)
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("cummax", [1 2 3], 1.5)
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("cumsum", [1 2 3], 1, struct ("type", "bogus"))
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("cumsum", [1 2 3], 1, struct ("type", "a type longer than any"))
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("cumprod", [1 2 3], 1, struct ("nanflag", "omitNaNs"))
%!error id=gpuprim:invalidType __gpuprim_mex__ ("cumsum", {1}, 1)
%!error id=gpuprim:invalidType __gpuprim_mex__ ("cumprod", {1}, 1)
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cumsum", [1 2 3])
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cumprod", [1 2 3])
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cumsum", [1 2 3], 1, "default")
%!error id=gpuprim:invalidCall [a, b] = __gpuprim_mex__ ("cumsum", [1 2 3], 1)
%!assert (__gpuprim_mex__ ("cumsum", [1 2 3], 2, struct ("algorithm", "Blelloch")), [1 3 6])
%!assert (__gpuprim_mex__ ("cummin", [3 1 2], 2, struct ("algorithm", "chained")), [3 1 1])
%!error id=gpuprim:unknownAlgorithm __gpuprim_mex__ ("cumsum", [1 2 3], 2, struct ("algorithm", "bogus"))
%!error id=gpuprim:unknownAlgorithm __gpuprim_mex__ ("cumprod", [1 2 3], 2, struct ("algorithm", "bogus"))
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cummin", [1 2 3], 1, struct ("exclusive", "yes"))
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cummin", [1 2 3], 1, struct ("exclusive", [true false]))
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cummin", [1 2 3], 1, struct ("algorithm", 1))
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cummin", [1 2 3], 1, struct ("nanflags", "omitnan"))
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cummin", [1 2 3], 1, struct ("nanflag", {"omitnan", "includenan"}))
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("cummin", [1 2 3], 1, struct (), 1)
%!assert (__gpuprim_mex__ ("cumsum", [1 2 3], 2, struct ("exclusive", true)), [0 1 3])
%!assert (__gpuprim_mex__ ("cumsum", [1 2 3], 2, struct ("reverse", 1)), [6 5 3])
%!assert (__gpuprim_mex__ ("cumsum", [1 2 3], 2, struct ("exclusive", true, "reverse", true)), [5 3 0])
%!assert (__gpuprim_mex__ ("cumprod", [2 3 4], 2, struct ("exclusive", true)), [1 2 6])
%!test  # the struct the "options" command returns, as the .m files pass it
%! [~, o] = __gpuprim_mex__ ("options", "gpu_cumsum", {"algorithm", "scan_flags", "nanflag", "type"}, 1, "Reverse", "native");
%! assert (__gpuprim_mex__ ("cumsum", int8 ([100 100 -100]), 2, o), int8 ([100 0 -100]));
%!test
%! [w, iw] = __gpuprim_mex__ ("cummax", [1 3 2 3], 2, struct ("reverse", true));
%! assert (w, [3 3 3 3]);
%! assert (iw, [4 4 4 4]);
%!test
%! [w, iw] = __gpuprim_mex__ ("cummin", int8 ([3 1 2]), 2, struct ("exclusive", true));
%! assert (w, int8 ([127 3 1]));
%! assert (iw, [0 1 2]);
#endif
