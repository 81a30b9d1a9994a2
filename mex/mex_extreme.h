/* mex_extreme.h - the two halves of gpu_max's and gpu_min's forms that are
 * not plain (mex_entry_extreme.c parses the call): max (a, b) with Octave's
 * class and broadcasting rules, and max over a set of dims. */
#ifndef GP_MEX_EXTREME_H
#define GP_MEX_EXTREME_H

#include "mex.h"
#include "mex_options.h"

/* y = max (a, b) (min where max is 0) into plhs[0], o's nanflag and method
 * applied: both checked, converted to the builtin's result class, complex
 * where either is, compared with broadcasting. */
void mex_extreme_pair(int max, const char *fname, const mxArray *a, const mxArray *b, const mex_options *o,
                      mxArray *plhs[]);
/* [m, im] = max (x, [], dims) into plhs (nlhs outputs): dims a sorted
 * double row (DIM, VECDIM or "all"), folded one run of adjacent dims at a
 * time; im the position in the slice of the folded dims, or with o->linear
 * the linear index into x. */
void mex_extreme_over(int max, const mxArray *x, const mxArray *dims, const mex_options *o, int nlhs,
                      mxArray *plhs[]);

#endif
