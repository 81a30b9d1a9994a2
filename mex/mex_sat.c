/* mex_sat.c - the commands "sat" (summed-area table) and "boxfilter", of
 * real and complex x (a complex x's table is its parts' tables). */
#include <stdint.h>

#include "mex_commands.h"
#include "mex_context.h"
#include "mx_gp_array.h"
#include "mx_output.h"
#include "mx_raise.h"

/* y of x's dims and class dtype: complex where x is (x then being the
 * (re, im) parts view, whose tables over its dims 2 and 3 are the complex
 * table). */
static void sat_output(mx_output *y, const gp_array *x, int complex, gp_dtype dtype, const mxArray *a,
                       const char *fname)
{
  if (complex)
    mx_output_create_complex(y, x, dtype, 0, fname);
  else
    mx_output_create(y, x, dtype, mx_is_gparray(a), fname);
}

void mex_sat(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_sat";
  if (nrhs != 1 || nlhs > 1)
    mx_raise("gpuprim:invalidCall", "%s: internal call needs (x)", fname);
  int complex = 0;
  gp_array x = mx_view_parts(prhs[0], fname, &complex);
  mx_output y;
  sat_output(&y, &x, complex, gp_sum_result_dtype(x.dtype, GP_ACCUM_DEFAULT), prhs[0], fname);
  mx_outputs_return(gp_sat(mex_session_context(), &x, complex, &y.view), &y, 1, plhs, fname);
}

void mex_run_boxfilter(const mxArray *a, int64_t h, int64_t w, mxArray *plhs[])
{
  const char *fname = "gpu_boxfilter";
  int complex = 0;
  gp_array x = mx_view_parts(a, fname, &complex);
  if (x.dtype != GP_DOUBLE && x.dtype != GP_SINGLE)
    mx_raise("gpuprim:invalidType", "%s: X must be double or single", fname);
  mx_output y;
  sat_output(&y, &x, complex, x.dtype, a, fname);
  mx_outputs_return(gp_boxfilter(mex_session_context(), &x, complex, h, w, &y.view), &y, 1, plhs, fname);
}

int mex_box_side(double v, int64_t *n)
{
  if (!(v >= 1 && v <= 9.0e15) || v != (double) (int64_t) v)
    return 0;
  *n = (int64_t) v;
  return 1;
}

/* y = ("boxfilter", x, h, w): h and w checked by gpu_boxfilter.m */
void mex_boxfilter(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs != 3 || nlhs > 1)
    mx_raise("gpuprim:invalidCall", "gpu_boxfilter: internal call needs (x, h, w)");
  int64_t h, w;
  if (!mex_box_side(mxGetScalar(prhs[1]), &h) || !mex_box_side(mxGetScalar(prhs[2]), &w))
    mx_raise("gpuprim:invalidBox", "gpu_boxfilter: the box size must be positive integers");
  mex_run_boxfilter(prhs[0], h, w, plhs);
}

#if 0
%!assert (__gpuprim_mex__ ("sat", [1 2; 3 4]), [1 3; 4 10])
%!assert (__gpuprim_mex__ ("sat", int8 ([100 100; 100 100])), [100 200; 200 400])
%!assert (class (__gpuprim_mex__ ("sat", true (2))), "double")
%!assert (__gpuprim_mex__ ("boxfilter", magic (4), 3, 3), conv2 (magic (4), ones (3) / 9, "same"), 1e-12)
%!error id=gpuprim:invalidType __gpuprim_mex__ ("boxfilter", int8 (magic (3)), 3, 3)
%!error id=gpuprim:invalidBox __gpuprim_mex__ ("boxfilter", magic (3), 0, 3)
%!test
%! z = complex ([1 2; 3 4], [0 -1; 2 0.5]);
%! assert (__gpuprim_mex__ ("sat", z), complex ([1 3; 4 10], [0 -1; 2 1.5]))
%! assert (__gpuprim_mex__ ("boxfilter", z, 1, 2), (z + [z(:, 2), [0; 0]]) / 2, 1e-15)
#endif
