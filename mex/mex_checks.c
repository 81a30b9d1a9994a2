/* mex_checks.c - the checks of a user call that the builtins make before
 * any work: the outputs asked for, X's class, sparse and complex input. */
#include "mex_checks.h"
#include "mex_commands.h"
#include "mx_gp_array.h"

void mex_check_outputs(const char *fname, int nlhs, int most)
{
  if (nlhs > most)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "%s: called with %d outputs; it gives at most %d", fname, nlhs, most);
}

void mex_check_input(const char *fname, const mxArray *x, int complex_ok, int complex_gparray_ok)
{
  if (mx_is_gparray(x)) {
    int complex = 0;
    (void) mx_view_parts_gp(x, fname, &complex);
    if (complex && (!complex_ok || !complex_gparray_ok))
      mexErrMsgIdAndTxt("gpuprim:complex", "%s: does not take a complex gparray yet; use %s (gather (G), ...)", fname,
                        fname);
    return;
  }
  if (!(mxIsNumeric(x) || mxIsLogical(x)) || mxIsChar(x))
    mexErrMsgIdAndTxt("gpuprim:invalidType", "%s: X must be a numeric or logical array, not %s", fname,
                      mxGetClassName(x));
  if (mxIsSparse(x))
    mexErrMsgIdAndTxt("gpuprim:sparse", "%s: sparse input is not supported; use full (X)", fname);
  if (mxIsComplex(x) && !complex_ok)
    mexErrMsgIdAndTxt("gpuprim:complex", "%s: complex input is not supported", fname);
}

mxArray *mex_as_double(const mxArray *x)
{
  if (mxIsDouble(x))
    return (mxArray *) x;
  mxArray *y = NULL;
  if (mx_is_gparray(x)) {
    const mxArray *args[2] = {x, mxCreateString("double")};
    mex_convert(1, &y, 2, args);
    mxDestroyArray((mxArray *) args[1]);
  } else {
    mexCallMATLAB(1, &y, 1, (mxArray **) &x, "double");
  }
  return y;
}
