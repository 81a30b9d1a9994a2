/* mex_extreme2.c - the commands "max2" and "min2": max (a, b) and min (a, b)
 * elementwise, a and b of one class, both real or both complex
 * (mex_extreme_pair.c applies Octave's class rules first), with the options struct's NaN flag and
 * "ComparisonMethod" (mex_comparison_of). */
#include "mex_commands.h"
#include "mex_context.h"
#include "mex_scan_args.h"
#include "mex_semantics.h"
#include "mx_gp_array.h"
#include "mx_output.h"
#include "mx_raise.h"

static void extreme2(gp_op op, const char *fname, const mex_options *given, int nlhs, mxArray *plhs[], int nrhs,
                     const mxArray *prhs[])
{
  mex_options room;
  const mex_options *o = mex_options_or_defaults(given, &room);
  if (nrhs != 2 || nlhs > 1)
    mx_raise("gpuprim:invalidCall", "%s: internal call needs (a, b[, options])", fname);
  int ca = 0, cb = 0;  /* complex operands: their parts views */
  gp_array a = mx_view_parts_gp(prhs[0], fname, &ca), b = mx_view_parts_gp(prhs[1], fname, &cb);
  if (a.dtype != b.dtype || ca != cb)
    mx_raise("gpuprim:invalidCall", "%s: internal call needs a and b of one class, both real or complex",
                      fname);
  const int as_gparray = mx_is_gparray(prhs[0]) || mx_is_gparray(prhs[1]);
  if (ca && as_gparray && !(mx_is_gparray(prhs[0]) && mx_is_gparray(prhs[1])))
    mx_raise("gpuprim:complex", "%s: a complex gparray pairs with a complex gparray only", fname);
  gp_extreme_options options;
  gp_extreme_options_init(&options);
  options.nan = mex_nan_flag_of(o, fname);
  options.compare = mex_comparison_of(o, ca, 1, fname);
  options.is_complex = ca;
  /* Octave 11's max (a, b) of complex: by abs, then arg, a NaN losing,
   * where before abs alone ranked and a NaN won */
  if (ca && options.nan == GP_NAN_DEFAULT && options.compare == GP_COMPARE_AUTO
      && mex_semantics_of_octave()->complex_arg_raw)
    options.compare = GP_COMPARE_ABS;
  const gp_array za = mx_whole(&a, ca), zb = mx_whole(&b, cb);
  gp_array y = za;
  if (gp_broadcast_result_dims(&za, &zb, &y) != GP_SUCCESS)
    mx_raise("gpuprim:nonconformant", "%s: nonconformant arguments", fname);
  mx_output out;
  if (ca) {
    gp_array yp = y;  /* the parts view of y */
    yp.ndims = y.ndims + 1;
    yp.dims[0] = 2;
    for (int d = 0; d < y.ndims; d++)
      yp.dims[d + 1] = y.dims[d];
    mx_output_create_complex(&out, &yp, y.dtype, as_gparray, fname);
    mx_outputs_return(gp_elementwise_extreme(mex_session_context(), op, &options, &a, &b, &out.view), &out, 1, plhs,
                      fname);
    return;
  }
  mx_output_create(&out, &y, y.dtype, as_gparray, fname);
  mx_outputs_return(gp_elementwise_extreme(mex_session_context(), op, &options, &a, &b, &out.view), &out, 1, plhs,
                    fname);
}

void mex_max2(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  extreme2(GP_OP_MAX, "gpu_max", o, nlhs, plhs, nrhs, prhs);
}

void mex_min2(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  extreme2(GP_OP_MIN, "gpu_min", o, nlhs, plhs, nrhs, prhs);
}

#if 0
%!assert (__gpuprim_mex__ ("max2", [1 NaN 3], [2 2 NaN]), [2 2 3])
%!assert (__gpuprim_mex__ ("min2", [1; 5], [2 0]), [1 0; 2 0])
%!assert (1 ./ __gpuprim_mex__ ("max2", [-0 0], [0 -0]), [-Inf Inf])
%!assert (__gpuprim_mex__ ("max2", [1 NaN 3 -3], [NaN 2 -3 3], struct ("nanflag", "includenan")), [NaN NaN 3 3])
%!assert (__gpuprim_mex__ ("max2", [1 -2 3 -3], [-1 2 -3 2], struct ("method", "abs")), [-1 -2 -3 -3])
%!assert (__gpuprim_mex__ ("min2", int8 ([-128 5 -5]), int8 ([127 -5 5]), struct ("method", "abs")), int8 ([127 5 5]))
%!assert (__gpuprim_mex__ ("max2", [1+1i 2], [1+2i 2i], struct ("method", "real")), [1+2i 2])
%!error id=gpuprim:nonconformant __gpuprim_mex__ ("max2", ones (2, 3), ones (3, 2))
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("max2", int8 (1), 2)
#endif
