/* mex_commands.h - the commands of the __gpuprim_mex__ gateway, one file each. */
#ifndef GP_MEX_COMMANDS_H
#define GP_MEX_COMMANDS_H

#include "mex.h"

/* y = __gpuprim_mex__ ("cumsum", x, dim, type): dim 1-based, type "default"|"native"|"double" */
void mex_cumsum(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("cumprod", x, dim) */
void mex_cumprod(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* [w, iw] = __gpuprim_mex__ ("cummax" | "cummin", x, dim) */
void mex_cummax(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
void mex_cummin(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("sum", x, dim, type[, algorithm]) */
void mex_sum(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("prod", x, dim[, algorithm]) */
void mex_prod(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* [m, im] = __gpuprim_mex__ ("max" | "min", x, dim[, algorithm]) */
void mex_max(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
void mex_min(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("max2" | "min2", a, b): elementwise, a and b of one class */
void mex_max2(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
void mex_min2(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("compact", x, mask[, algorithm]): x(mask) as a column */
void mex_compact(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* [p, v] = __gpuprim_mex__ ("find", x, limit, from_end[, algorithm]): columns */
void mex_find(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("sat", x) */
void mex_sat(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("boxfilter", x, h, w) */
void mex_boxfilter(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* [s, i] = __gpuprim_mex__ ("sort", x, dim, descending[, algorithm]) */
void mex_sort(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* s = __gpuprim_mex__ ("info") */
void mex_info(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* name = __gpuprim_mex__ ("backend" [, "auto"|"host"|"cuda"]) */
void mex_backend(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* __gpuprim_mex__ ("memory_limit", bytes): cap the device pool (0: none) */
void mex_memory_limit(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* __gpuprim_mex__ ("trim"): give the pool's cached device memory back */
void mex_trim(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* h = __gpuprim_mex__ ("gparray", x): x's copy in the session's memory; its uint64 handle */
void mex_gparray(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* x = __gpuprim_mex__ ("gather", g): a gparray's data as an Octave array */
void mex_gather(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* __gpuprim_mex__ ("free", h): free a gparray's memory; a stale handle or a non-handle is ignored */
void mex_free(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* g2 = __gpuprim_mex__ ("reshape", g, dims): a copy of gparray g with other dims, same numel */
void mex_reshape(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);

#endif
