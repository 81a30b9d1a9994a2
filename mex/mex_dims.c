/* mex_dims.c - a VECDIM's dims as the runs the commands fold or scan at
 * once. */
#include "mex_dims.h"

int mex_dim_runs(const mxArray *size, const mxArray *dims, int runs[][GP_MAX_DIMS], int len[])
{
  const int nd = (int) mxGetNumberOfElements(dims), ns = (int) mxGetNumberOfElements(size);
  const double *d = mxGetPr(dims), *sz = mxGetPr(size);
  int in[GP_MAX_DIMS + 2] = {0}, wide[GP_MAX_DIMS + 1], nw = 0;
#define SZ(k) ((k) <= ns ? sz[(k) - 1] : 1.0)
  for (int k = 0; k < nd; k++) {
    if (d[k] <= GP_MAX_DIMS + 1)  /* past x's dims a dim is 1: never between two wide ones */
      in[(int) d[k]] = 1;
    if (SZ((int) d[k]) != 1)
      wide[nw++] = (int) d[k];
  }
  if (nw == 0) {
    runs[0][0] = (int) d[0];
    len[0] = 1;
    return 1;
  }
  int count = 1;
  runs[0][0] = wide[0];
  len[0] = 1;
  for (int w = 1; w < nw; w++) {
    const int last = runs[count - 1][len[count - 1] - 1];
    int apart = 0;
    for (int b = last + 1; b < wide[w]; b++)
      apart |= SZ(b) != 1 && !in[b];
    if (apart) {
      runs[count][0] = wide[w];
      len[count++] = 1;
    } else {
      runs[count - 1][len[count - 1]++] = wide[w];
    }
  }
#undef SZ
  return count;
}

mxArray *mex_run_array(const int *run, int n)
{
  mxArray *a = mxCreateDoubleMatrix(1, (mwSize) n, mxREAL);
  for (int k = 0; k < n; k++)
    mxGetPr(a)[k] = run[k];
  return a;
}

