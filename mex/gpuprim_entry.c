/* gpuprim_entry.c - one MEX file: built once per name (GP_ENTRY_NAME, the
 * function's name as a bare word), each a stub that runs its entry in
 * libgpuprim_octave.so, found beside it (rpath $ORIGIN). */
#include "mex.h"

#include "gpuprim_mex.h"

#ifndef GP_ENTRY_NAME
#error "build with -DGP_ENTRY_NAME=name"
#endif
#define GP_STRING(x) #x
#define GP_NAME_OF(x) GP_STRING(x)

void mexFunction(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  static int entry = -2;  /* -2: not yet joined */
  if (entry == -2) {
    entry = gpuprim_mex_join(GP_NAME_OF(GP_ENTRY_NAME));
    mexAtExit(gpuprim_mex_leave);
  }
  gpuprim_mex_run(entry, nlhs, plhs, nrhs, prhs);
}
