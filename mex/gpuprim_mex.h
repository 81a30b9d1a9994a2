/* gpuprim_mex.h - what each MEX file asks of libgpuprim_octave.so, the
 * shared library that holds the gateway and the session's one context.
 *
 * Every MEX file (__gpuprim_mex__.mex, gpu_cumsum.mex, ...) is the same small
 * stub (gpuprim_entry.c, built once per name), so that they all share one
 * context, one memory pool and one table of gparrays. */
#ifndef GP_GPUPRIM_MEX_H
#define GP_GPUPRIM_MEX_H

#include "mex.h"

/* The entry of a MEX file's name: GPUPRIM_MEX_COMMANDS for "__gpuprim_mex__"
 * (the commands the .m files call), else a user function's; -1 for a name
 * gpuprim does not have.  Each call of it counts a MEX file in. */
enum { GPUPRIM_MEX_COMMANDS = 1000 };
int gpuprim_mex_join(const char *name);
/* Run an entry, as a MEX file's mexFunction. */
void gpuprim_mex_run(int entry, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* A MEX file is cleared (its mexAtExit): the last one releases the context. */
void gpuprim_mex_leave(void);

#endif
