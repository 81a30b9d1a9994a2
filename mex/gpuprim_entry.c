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

static int entry = -2;  /* -2: not joined */

/* Cleared: leave, and join again at the next call.  Octave may clear a MEX
 * file without unmapping it (it stays mapped after `clear all` when built
 * for the interleaved API), so the next call must not trust `entry`. */
static void leave(void)
{
  entry = -2;
  gpuprim_mex_leave();
}

void mexFunction(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (entry == -2) {
    entry = gpuprim_mex_join(GP_NAME_OF(GP_ENTRY_NAME));
    mexAtExit(leave);
  }
  gpuprim_mex_run(entry, nlhs, plhs, nrhs, prhs);
}
