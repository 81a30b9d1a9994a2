/* mex_floor_ret.c - what returning an array from a MEX file costs in this
 * Octave, whatever computed it (bench/bench_mex_floor.m).
 *
 *   y = mex_floor_ret (N)        an N-by-1 double array, its memory untouched
 *   y = mex_floor_ret (N, 1)     the same, zeroed by one thread
 *   y = mex_floor_ret (N, 2, X)  the same, X's first N elements copied in */
#include <string.h>

#include "mex.h"

void mexFunction(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  (void) nlhs;
  if (nrhs < 1 || nrhs > 3 || !mxIsDouble(prhs[0]) || mxGetNumberOfElements(prhs[0]) != 1)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "mex_floor_ret: use mex_floor_ret (N, MODE, X)");
  double n = mxGetScalar(prhs[0]);
  int mode = nrhs > 1 ? (int) mxGetScalar(prhs[1]) : 0;
  if (!(n >= 0 && n <= 4.0e9) || mode < 0 || mode > 2)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "mex_floor_ret: N in [0, 4e9], MODE 0, 1 or 2");
  if (mode == 2 && (nrhs < 3 || !mxIsDouble(prhs[2]) || mxIsComplex(prhs[2]) || mxGetNumberOfElements(prhs[2]) < n))
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "mex_floor_ret: MODE 2 needs a real double X of at least N elements");
  size_t count = (size_t) n;
  plhs[0] = mxCreateUninitNumericMatrix(count, 1, mxDOUBLE_CLASS, mxREAL);
  if (mode == 1)
    memset(mxGetData(plhs[0]), 0, count * sizeof(double));
  else if (mode == 2)
    memcpy(mxGetData(plhs[0]), mxGetData(prhs[2]), count * sizeof(double));
}
