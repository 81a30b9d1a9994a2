/* mex_extreme_over.c - [m, im] = max (x, [], dims) and min over a set of
 * dims: the dims fold one run of adjacent dims at a time (mex_dims.h), each
 * run over the last one's smaller result.  The positions of the runs are
 * composed on the host into the linear index into x, then, without
 * "linear", into the position in the slice of the folded dims. */
#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_dims.h"
#include "mex_extreme.h"
#include "mx_gp_array.h"
#include "mx_raise.h"

/* An array's size, its dims past n all 1. */
typedef struct {
  int n;
  double d[GP_MAX_DIMS + 2];
} extent;

static double along(const extent *e, int dim)  /* 1-based */
{
  return dim <= e->n ? e->d[dim - 1] : 1;
}

static extent extent_of(const mxArray *x, const char *fname)
{
  const mxArray *size = mex_size_of(x, fname);
  extent e = {(int) mxGetNumberOfElements(size), {0}};
  if (e.n > GP_MAX_DIMS + 2)  /* the command that made x raised before */
    mx_raise("gpuprim:invalidCall", "%s: too many dims", fname);
  for (int d = 0; d < e.n; d++)
    e.d[d] = mxGetPr(size)[d];
  return e;
}

/* i's values in double on the host (a gparray's gathered) */
static const double *host_positions(const mxArray *i)
{
  mxArray *h = (mxArray *) i;
  if (mx_is_gparray(i))
    mex_gather(1, &h, 1, &i);
  return mxGetPr(mex_as_double(h));
}

/* The linear index, into an array of size sz, of each result of a fold
 * over the dims run[0..len-1], from its position pos (count results, in
 * the result's column-major order); at[k] replaced by from[at[k]] where
 * from is given (a later run: its index into the earlier result). */
static void linear_index(const extent *sz, const int run[], int len, const double *pos, size_t count,
                         const double *from, double at[])
{
  double before = 1, length = 1;
  for (int d = 1; d < run[0]; d++)
    before *= along(sz, d);
  for (int d = run[0]; d <= run[len - 1]; d++)
    length *= along(sz, d);
  for (size_t k = 0; k < count; k++) {
    const double q = (double) (k / (size_t) before), r = (double) k - q * before;
    const double li = r + 1 + (pos[k] - 1) * before + q * before * length;
    at[k] = from ? from[(size_t) li - 1] : li;
  }
}

/* The position in the slice of the dims dims[0..nd-1] (sorted) of each
 * linear index at[] into an array of size sz (n dims), in place. */
static void slice_position(const extent *sz, const double *dims, int nd, double at[], size_t count)
{
  for (size_t k = 0; k < count; k++) {
    double rest = at[k] - 1, sub[GP_MAX_DIMS + 2], pos = 1, stride = 1;
    for (int d = 0; d < sz->n; d++) {
      const double q = (double) (size_t) (rest / sz->d[d]);
      sub[d] = rest - q * sz->d[d];
      rest = q;
    }
    for (int j = 0; j < nd && dims[j] <= sz->n; j++) {  /* a dim past x's is 1: its sub is 0 */
      const int d = (int) dims[j] - 1;
      pos += sub[d] * stride;
      stride *= sz->d[d];
    }
    at[k] = pos;
  }
}

void mex_extreme_over(int max, const mxArray *x, const mxArray *dims, const mex_options *o, int nlhs,
                      mxArray *plhs[])
{
  const mex_optioned_command command = max ? mex_max : mex_min;
  const char *fname = max ? "gpu_max" : "gpu_min";
  const int nd = (int) mxGetNumberOfElements(dims);
  const double *dim = mxGetPr(dims);
  const int want = nlhs < 2 ? 1 : 2;
  if (nd == 1 && !o->linear) {  /* one dim, one run: the positions are the command's own */
    const mxArray *args[2] = {x, dims};
    command(o, want, plhs, 2, args);
    return;
  }
  int runs[GP_MAX_DIMS][GP_MAX_DIMS], len[GP_MAX_DIMS];
  const int count = mex_dim_runs(mex_size_of(x, fname), dims, runs, len);
  mxArray *out[2] = {NULL, NULL};
  const mxArray *args[2] = {x, mex_run_array(runs[0], len[0])};
  command(o, want, out, 2, args);
  if (want == 1 || (count == 1 && !o->linear)) {
    for (int r = 1; r < count; r++) {
      const mxArray *next[2] = {out[0], mex_run_array(runs[r], len[r])};
      command(o, want, out, 2, next);  /* each result stays to the call's end, as the gateway's outputs */
    }
    plhs[0] = out[0];
    if (want == 2)
      plhs[1] = out[1];
    return;
  }
  const int on_device = mx_is_gparray(out[1]);
  const extent sz = extent_of(x, fname);
  size_t results = mex_numel_of(out[1], fname);
  double *at = mxMalloc((results ? results : 1) * sizeof *at);
  linear_index(&sz, runs[0], len[0], host_positions(out[1]), results, NULL, at);
  for (int r = 1; r < count; r++) {
    const extent ysz = extent_of(out[0], fname);
    const mxArray *next[2] = {out[0], mex_run_array(runs[r], len[r])};
    command(o, 2, out, 2, next);
    const size_t now = mex_numel_of(out[1], fname);
    double *composed = mxMalloc((now ? now : 1) * sizeof *composed);
    linear_index(&ysz, runs[r], len[r], host_positions(out[1]), now, at, composed);
    mxFree(at);
    at = composed;
    results = now;
  }
  if (!o->linear)
    slice_position(&sz, dim, nd, at, results);
  const mxArray *shape = mex_size_of(out[1], fname);
  mwSize shape_dims[GP_MAX_DIMS + 2];
  const int ns = (int) mxGetNumberOfElements(shape);
  for (int d = 0; d < ns; d++)
    shape_dims[d] = (mwSize) mxGetPr(shape)[d];
  mxArray *im = mxCreateNumericArray((mwSize) ns, shape_dims, mxDOUBLE_CLASS, mxREAL);
  for (size_t k = 0; k < results; k++)
    mxGetPr(im)[k] = at[k];
  mxFree(at);
  plhs[0] = out[0];
  plhs[1] = on_device ? mex_upload(im) : im;
}
