/* mex_dims.h - a VECDIM's dims as runs of adjacent dims (mex_dims.c). */
#ifndef GP_MEX_DIMS_H
#define GP_MEX_DIMS_H

#include "mex.h"
#include "gpuprim.h"

/* dims (a sorted double row) of an array of size `size` split into runs
 * that one command call takes: dims next to each other, or with only dims
 * of 1 between them that are not in the set.  Returns the count; run r is
 * runs[r][0..len[r]-1] (1-based dims). */
int mex_dim_runs(const mxArray *size, const mxArray *dims, int runs[][GP_MAX_DIMS], int len[]);
/* run as a double row */
mxArray *mex_run_array(const int *run, int n);

#endif
