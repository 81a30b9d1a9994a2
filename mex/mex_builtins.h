/* mex_builtins.h - Octave's builtins on host arrays (mex_builtins.c). */
#ifndef GP_MEX_BUILTINS_H
#define GP_MEX_BUILTINS_H

#include "mex.h"

/* The struct S of subsref and subsasgn for (index), which it takes: give
 * each S an index of its own. */
mxArray *mex_paren(mxArray *index);
/* x with each NaN element (either part) set to v. */
mxArray *mex_nan_to(mxArray *x, double v);
/* A call of the builtin `builtin` on a sparse or cell x; a call it rejects
 * is gpuprim:invalidCall (Octave's trap keeps no message of its own). */
void mex_call_builtin(const char *fname, const char *builtin, int nlhs, mxArray *plhs[], int nrhs, mxArray *prhs[]);

#endif
