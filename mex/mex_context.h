/* mex_context.h - the one libgpuprim context of an Octave session. */
#ifndef GP_MEX_CONTEXT_H
#define GP_MEX_CONTEXT_H

#include "gpuprim.h"

/* The session's context, created on first use (backend "auto" unless set);
 * raises an Octave error if it cannot be created.  Freed when the last MEX
 * file is cleared or Octave exits.  Not "mex_context": liboctinterp exports
 * a variable of that name (the linker warned of the clash). */
gp_context *mex_session_context(void);
/* Replace the context with one of the given backend.  The old one is freed
 * first (its device memory with it, every gparray's included); on failure this raises, and the next
 * call starts a fresh "auto" context. */
void mex_context_switch(gp_backend backend);
/* Replace the context with one that spreads large calls over these
 * devices (count 0 or 1: one device), of the backend last asked for; on
 * failure this raises and the list stays as it was. */
void mex_context_spread(const int *devices, int count);
/* The devices chosen (gpuprim_devices, else GPUPRIM_DEVICES) into
 * devices[0 .. GP_MAX_DEVICES); their count, 0 where none were. */
int mex_context_devices(int *devices);
/* A MEX file is loaded, or cleared (its mexAtExit). */
void mex_context_join(void);
void mex_context_leave(void);
/* Free the gparrays a failed call made and never handed back. */
void mex_context_tidy(void);
/* Whether a CUDA context can be had in this session (probed once). */
int mex_cuda_available(void);

#endif
