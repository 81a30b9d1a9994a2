/* mex_checks.c - the checks of a user call that the builtins make before
 * any work: the outputs asked for, X's class, sparse and complex input. */
#include <string.h>

#include "mex_checks.h"
#include "mex_builtins.h"
#include "mex_commands.h"
#include "mex_options.h"
#include "mx_gp_array.h"
#include "mx_raise.h"

void mex_check_outputs(const char *fname, int nlhs, int most)
{
  if (nlhs > most)
    mx_raise("gpuprim:invalidCall", "%s: called with %d outputs; it gives at most %d", fname, nlhs, most);
}

void mex_check_input(const char *fname, const mxArray *x, int complex_ok, int complex_gparray_ok)
{
  if (mx_is_gparray(x)) {
    int complex = 0;
    (void) mx_view_parts_gp(x, fname, &complex);
    if (complex && (!complex_ok || !complex_gparray_ok))
      mx_raise("gpuprim:complex", "%s: does not take a complex gparray yet; use %s (gather (G), ...)", fname,
                        fname);
    return;
  }
  if (!(mxIsNumeric(x) || mxIsLogical(x)) || mxIsChar(x))
    mx_raise("gpuprim:invalidType", "%s: X must be a numeric or logical array, not %s", fname,
                      mxGetClassName(x));
  if (mxIsSparse(x))
    mx_raise("gpuprim:sparse", "%s: sparse input is not supported; use full (X)", fname);
  if (mxIsComplex(x) && !complex_ok)
    mx_raise("gpuprim:complex", "%s: complex input is not supported", fname);
}

mxArray *mex_size_of(const mxArray *x, const char *fname)
{
  if (!mx_is_gparray(x)) {  /* any class: char and cells too */
    const mwSize nd = mxGetNumberOfDimensions(x);
    mxArray *size = mxCreateDoubleMatrix(1, nd, mxREAL);
    for (mwSize d = 0; d < nd; d++)
      mxGetPr(size)[d] = (double) mxGetDimensions(x)[d];
    return size;
  }
  int complex = 0;
  const gp_array parts = mx_view_parts_gp(x, fname, &complex), whole = mx_whole(&parts, complex);
  mxArray *size = mxCreateDoubleMatrix(1, (mwSize) (whole.ndims < 2 ? 2 : whole.ndims), mxREAL);
  for (int d = 0; d < whole.ndims; d++)
    mxGetPr(size)[d] = (double) whole.dims[d];
  return size;
}

size_t mex_numel_of(const mxArray *x, const char *fname)
{
  if (!mx_is_gparray(x))
    return mxGetNumberOfElements(x);
  const mxArray *size = mex_size_of(x, fname);
  size_t n = 1;
  for (size_t d = 0; d < mxGetNumberOfElements(size); d++)
    n *= (size_t) mxGetPr(size)[d];
  return n;
}

mxArray *mex_call_dim(const char *fname, const mxArray *x, int n, const mxArray *args[])
{
  return mex_call_dims(fname, x, n, args, 0);
}

mxArray *mex_call_dims(const char *fname, const mxArray *x, int n, const mxArray *args[], int vecdim)
{
  if (n > 1)
    mx_raise("gpuprim:invalidCall", "%s: too many arguments; see help %s", fname, fname);
  const mxArray *a = n > 0 ? args[0] : NULL;
  if (mx_is_gparray(x)) {
    mxArray *size = mex_size_of(x, fname);
    mxArray *dims = mex_dims_of(fname, mxGetPr(size), (int) mxGetNumberOfElements(size), vecdim, a);
    mxDestroyArray(size);
    return dims;
  }
  /* a plain x's size read in place: an mxArray for it costs as much as a
   * small call's work */
  const mwSize nd = mxGetNumberOfDimensions(x);
  double room[16], *size = nd <= 16 ? room : mxMalloc(nd * sizeof *size);
  for (mwSize d = 0; d < nd; d++)
    size[d] = (double) mxGetDimensions(x)[d];
  mxArray *dims = mex_dims_of(fname, size, (int) nd, vecdim, a);
  if (size != room)
    mxFree(size);
  return dims;
}

int mex_take_kept(const char *fname, unsigned kinds, int n, const mxArray *args[], mex_options *o,
                  const mxArray *kept[])
{
  return mex_take_kept_from(fname, kinds, n, args, 0, o, kept);
}

int mex_take_kept_from(const char *fname, unsigned kinds, int n, const mxArray *args[], int from, mex_options *o,
                       const mxArray *kept[])
{
  int keep[16], k = 0;
  if (n > 16)
    mx_raise("gpuprim:invalidCall", "%s: too many arguments; see help %s", fname, fname);
  mex_take_options(fname, kinds, n, args, from, o, keep);
  for (int j = 0; j < n; j++)
    if (keep[j])
      kept[k++] = args[j];
  return k;
}

const mxArray *mex_nan_as_zero_on_host(const char *fname, const char *form, const mxArray *x, mex_options *o)
{
  if (mx_is_gparray(x))
    mx_raise("gpuprim:complex", "%s: does not take a complex gparray with %s yet; use %s (gather (G), ...)",
                      fname, form, fname);
  o->nanflag[0] = '\0';
  return mex_nan_to((mxArray *) x, 0);
}

mxArray *mex_as_class(const mxArray *x, const char *cls)
{
  if (strcmp(mex_class_of(x), cls) == 0)
    return (mxArray *) x;
  mxArray *y = NULL;
  if (mx_is_gparray(x)) {
    const mxArray *args[2] = {x, mxCreateString(cls)};
    mex_convert(1, &y, 2, args);
    mxDestroyArray((mxArray *) args[1]);
  } else {
    mexCallMATLAB(1, &y, 1, (mxArray **) &x, cls);
  }
  return y;
}

mxArray *mex_as_double(const mxArray *x)
{
  return mex_as_class(x, "double");
}

const char *mex_class_of(const mxArray *x)
{
  if (mx_is_gparray(x))
    return gp_dtype_name(mx_view(x, "class").dtype);
  /* by the class id: mxGetClassName of an array made in a MEX call is NULL on Octave 11 */
  const mxClassID id = mx_class_id(x);
  for (int t = 0; t < GP_DTYPE_COUNT; t++)
    if (mx_class_of((gp_dtype) t) == id)
      return gp_dtype_name((gp_dtype) t);
  return mxIsChar(x) ? "char" : "other";
}
