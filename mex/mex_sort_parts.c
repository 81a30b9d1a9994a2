/* mex_sort_parts.c - the commands that sort complex arrays by real sorts
 * (mex_entry_sort.c): "sort_keys", the two keys of a complex array
 * (gp_complex_sort_keys), and "take_along", an array rearranged by a
 * sort's index (gp_take_along).  Made where the arrays lie: gparrays give
 * gparrays. */
#include "mex_commands.h"
#include "mex_context.h"
#include "mx_gp_array.h"
#include "mx_output.h"
#include "mx_raise.h"

/* [first, second] = ("sort_keys", x, by_parts): x complex (a host array or
 * a gparray); by_parts true: the real, then the imaginary parts (MATLAB's
 * "real"), else abs, then arg */
void mex_sort_keys(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_sort";
  if (nrhs != 2 || nlhs > 2 || !(mxIsLogical(prhs[1]) || mxIsNumeric(prhs[1])) || mxGetNumberOfElements(prhs[1]) != 1)
    mx_raise("gpuprim:invalidCall", "sort_keys: internal call needs (X, BY_PARTS)");
  int complex = 0;
  const gp_array parts = mx_view_parts_gp(prhs[0], fname, &complex);
  if (!complex)
    mx_raise("gpuprim:invalidCall", "sort_keys: X must be complex");
  const gp_array whole = mx_whole(&parts, 1);
  const int as_gparray = mx_is_gparray(prhs[0]);
  mx_output keys[2];
  mx_output_create(&keys[0], &whole, whole.dtype, as_gparray, fname);
  mx_output_create(&keys[1], &whole, whole.dtype, as_gparray, fname);
  const gp_status st = gp_complex_sort_keys(mex_session_context(), &parts, mxGetScalar(prhs[1]) != 0, &keys[0].view,
                                            &keys[1].view);
  mx_outputs_return(st, keys, 2, plhs, fname);
}

/* y = ("take_along", x, i, dim): y(.., k, ..) = x(.., i(.., k, ..), ..)
 * along dim (1-based); x real or complex, i double of x's size; a gparray
 * where x or i is one */
void mex_take_along(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_sort";
  if (nrhs != 3 || nlhs > 1)
    mx_raise("gpuprim:invalidCall", "take_along: internal call needs (X, I, DIM)");
  int complex = 0;
  const gp_array x = mx_view_parts_gp(prhs[0], fname, &complex);
  const gp_array positions = mx_view(prhs[1], fname);
  const gp_array whole = mx_whole(&x, complex);
  const int dim = mx_require_dim(prhs[2], &whole, fname);
  const int as_gparray = mx_is_gparray(prhs[0]) || mx_is_gparray(prhs[1]);
  mx_output y;
  if (complex)
    mx_output_create_complex(&y, &x, x.dtype, as_gparray, fname);
  else
    mx_output_create(&y, &x, x.dtype, as_gparray, fname);
  mx_outputs_return(gp_take_along(mex_session_context(), &x, &positions, &y.view, dim - 1, complex), &y, 1, plhs, fname);
}

#if 0
%!test
%! x = [3+4i, -5, 4-3i, 5i, NaN, 1];
%! [a, b] = __gpuprim_mex__ ("sort_keys", x, false);
%! assert (a, [5 5 5 5 NaN 1]);
%! assert (b, [arg(3+4i), pi, arg(4-3i), pi/2, NaN, 0]);
%! [a, b] = __gpuprim_mex__ ("sort_keys", single (x), true);
%! assert (a, single ([3 -5 4 0 NaN 1]));
%! assert (b, single ([4 0 -3 5 NaN 0]));
%!assert (__gpuprim_mex__ ("take_along", [10 20 30; 40 50 60], [2 1 1; 1 2 2], 1), [40 20 30; 10 50 60])
%!assert (__gpuprim_mex__ ("take_along", [1+1i 2 3i], [3 1 2], 2), [3i 1+1i 2])
%!assert (__gpuprim_mex__ ("take_along", int8 ([1 2 3]), [1 1 1], 5), int8 ([1 2 3]))
%!test  # a complex host X with a gparray I gives a gparray, as a real X does
%! x = [1+2i, 3-1i, -4i; 5, 6+6i, -Inf+1i];
%! y = __gpuprim_mex__ ("take_along", x, gparray ([2 1 2; 1 2 1]), 1);
%! assert (isa (y, "gparray"));
%! assert (gather (y), [5, 3-1i, -Inf+1i; 1+2i, 6+6i, -4i]);
%! y = __gpuprim_mex__ ("take_along", single (x), gparray ([3 1 2; 1 1 1]), 2);
%! assert (gather (y), single ([-4i, 1+2i, 3-1i; 5, 5, 5]));
%!error id=gpuprim:invalidArgument __gpuprim_mex__ ("take_along", [1 2 3], [1 4 2], 2)
%!error id=gpuprim:invalidArgument __gpuprim_mex__ ("take_along", [1 2 3], [1 1.5 2], 2)
%!error id=gpuprim:invalidArgument __gpuprim_mex__ ("take_along", [1 2 3], [1 NaN 2], 2)
%!error id=gpuprim:shapeMismatch __gpuprim_mex__ ("take_along", [1 2 3], [1 2], 2)
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("sort_keys", [1 2], false)
#endif
