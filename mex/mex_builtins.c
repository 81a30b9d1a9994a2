/* mex_builtins.c - Octave's builtins on host arrays, for the forms the
 * gateway routes to them: indexing by a struct S, NaN elements replaced,
 * a call whose refusal is a gpuprim: error. */
#include "mex_builtins.h"
#include "mx_raise.h"

/* A struct S of subsref and subsasgn for (index). */
mxArray *mex_paren(mxArray *index)
{
  const char *fields[2] = {"type", "subs"};
  mxArray *s = mxCreateStructMatrix(1, 1, 2, fields), *subs = mxCreateCellMatrix(1, 1);
  mxSetCell(subs, 0, index);
  mxSetField(s, 0, "type", mxCreateString("()"));
  mxSetField(s, 0, "subs", subs);
  return s;
}

/* x with each NaN element (either part) set to v, on the host. */
mxArray *mex_nan_to(mxArray *x, double v)
{
  mxArray *mask = NULL, *out = NULL;
  mexCallMATLAB(1, &mask, 1, &x, "isnan");
  mxArray *args[3] = {x, mex_paren(mask), mxCreateDoubleScalar(v)};
  mexCallMATLAB(1, &out, 3, args, "subsasgn");
  return out;
}

void mex_call_builtin(const char *fname, const char *builtin, int nlhs, mxArray *plhs[], int nrhs, mxArray *prhs[])
{
  const int n = nlhs < 1 ? 1 : nlhs;
  for (int k = 0; k < n; k++)
    plhs[k] = NULL;
  if (mexCallMATLABWithTrap(n, plhs, nrhs, prhs, builtin))
    mx_raise("gpuprim:invalidCall", "%s: %s does not take these arguments for this X", fname, builtin);
  for (int k = 0; k < n; k++)  /* max (a, b) has one output: the trap leaves the second unset */
    if (plhs[k] == NULL)
      mx_raise("gpuprim:invalidCall", "%s: %s gives no output %d for these arguments", fname, builtin, k + 1);
}

