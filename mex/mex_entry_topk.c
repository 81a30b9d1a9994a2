/* mex_entry_topk.c - the entries of gpu_maxk, gpu_mink and
 * gpu_nth_element, every form: [B, I] = gpu_maxk (A, k[, dim][,
 * "ComparisonMethod", c][, "algorithm", NAME]) through gp_topk (NAME:
 * "sort", "select" or a sort's), where A
 * lies (a gparray gives gparrays); char A by its codes, B char; sparse A
 * as a full one, B sparse; complex A in gpu_sort's complex order (abs then
 * arg, or the parts), then cut.  gpu_nth_element (A, n[, dim]) is gp_topk
 * from the n-th; its complex and sparse A go to the builtin. */
#include <math.h>
#include <string.h>

#include "mex_builtins.h"
#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_context.h"
#include "mex_options.h"
#include "mx_gp_array.h"
#include "mx_output.h"
#include "mx_raise.h"

/* k: a real, non-negative integer scalar (Inf: every element). */
static int64_t k_value(const mxArray *k, const char *fname)
{
  if (mx_is_gparray(k) || !(mxIsNumeric(k) || mxIsLogical(k)) || mxIsComplex(k) || mxIsSparse(k)
      || mxGetNumberOfElements(k) != 1)
    mx_raise("gpuprim:invalidK", "%s: K must be a real non-negative integer scalar", fname);
  const double v = mxGetScalar(k);
  if (!(v >= 0) || (v != floor(v) && !isinf(v)))
    mx_raise("gpuprim:invalidK", "%s: K must be a real non-negative integer scalar", fname);
  return v >= 9.2e18 ? INT64_MAX : (int64_t) v;
}

/* x's shape with `len` along dim (1-based; one past x's dims widens it). */
static gp_array cut_shape(const gp_array *x, int axis, int64_t len)
{
  gp_array s = *x;
  s.data = NULL;
  for (; s.ndims <= axis; s.ndims++)
    s.dims[s.ndims] = 1;
  s.dims[axis] = len;
  return s;
}

/* The leading `kept` along axis of the sorted s (complex: its parts), into a new output. */
static void cut_to(mx_output *out, const mxArray *s, int axis, int64_t kept, int device, const char *fname)
{
  int complex = 0;
  const gp_array parts = mx_view_parts_gp(s, fname, &complex);
  const gp_array shape = cut_shape(&parts, axis + complex, kept);
  if (complex)
    mx_output_create_complex(out, &shape, parts.dtype, device, fname);
  else
    mx_output_create(out, &shape, parts.dtype, device, fname);
  const gp_status st = gp_slice_along(mex_session_context(), &parts, axis + complex, 0, &out->view);
  if (st != GP_SUCCESS) {
    mx_output_discard(out);
    mx_raise_status(st, fname);
  }
}

/* Complex A: gpu_sort's [s, i] of the whole lines, then their leading k. */
static void complex_topk(const char *fname, int largest, int nlhs, mxArray *plhs[], const mxArray *a,
                         const mxArray *dim, int64_t k, const mex_options *o)
{
  mxArray *sorted[2] = {NULL, NULL};
  const mxArray *args[6] = {a, dim, mxCreateString(largest ? "descend" : "ascend"),
                            mxCreateString("ComparisonMethod"), mxCreateString(o->method),
                            mxCreateString("algorithm")};
  gp_topk_algorithm method;  /* "sort" or "select": gpu_sort's default; a sort's name: that sort */
  const char *sort = gp_topk_algorithm_from_name(o->algorithm, &method) == GP_SUCCESS ? "auto" : o->algorithm;
  const mxArray *all[7] = {args[0], args[1], args[2], args[3], args[4], args[5], mxCreateString(sort)};
  mex_entry_sort(2, sorted, 7, all);
  const int axis = (int) mxGetScalar(dim) - 1, device = mx_is_gparray(a);
  const mxArray *sz = mex_size_of(a, fname);
  const int64_t len = axis < (int) mxGetNumberOfElements(sz) ? (int64_t) mxGetPr(sz)[axis] : 1;
  const int64_t kept = k < len ? k : len;
  mx_output out[2];
  cut_to(&out[0], sorted[0], axis, kept, device, fname);
  if (nlhs > 1)
    cut_to(&out[1], sorted[1], axis, kept, device, fname);
  mx_outputs_return(GP_SUCCESS, out, nlhs > 1 ? 2 : 1, plhs, fname);
}

/* [B, I] of args, B then converted by the builtin `as` ("char", "sparse"). */
static void topk_then(const char *fname, int largest, const char *as, int nlhs, mxArray *plhs[], int n,
                      const mxArray *args[])
{
  mxArray *out[2] = {NULL, NULL};
  mex_entry_topk(fname, largest, nlhs > 1 ? 2 : 1, out, n, args);
  mexCallMATLAB(1, &plhs[0], 1, &out[0], as);
  if (nlhs > 1)
    plhs[1] = out[1];
}

/* What every form shares once its options are out: A checked (complex
 * where complex_ok), the DIM the rest of kept names (none: the first
 * non-singleton), the options' sort algorithm from o. */
static const mxArray *checked_dim(const char *fname, const mxArray *a, int n, const mxArray *kept[],
                                  const mex_options *o, int complex_ok, gp_topk_options *options)
{
  mex_check_input(fname, a, complex_ok, complex_ok);
  const mxArray *dim = mex_call_dim(fname, a, n, kept);
  gp_topk_options_init(options);
  mx_require_selection(o->algorithm, &options->method, &options->algorithm, fname);
  return dim;
}

/* gp_topk of x into new outputs, `count` along axis; the positions where
 * two outputs are asked for. */
static void run_topk(const char *fname, const gp_topk_options *options, const gp_array *x, int axis, int64_t count,
                     int device, int nlhs, mxArray *plhs[])
{
  const gp_array shape = cut_shape(x, axis, count);
  mx_output out[2];
  const int outputs = mx_outputs_create(out, &shape, x->dtype, 0, nlhs > 1, device, fname);
  const gp_status st = gp_topk(mex_session_context(), options, x, &out[0].view, outputs > 1 ? &out[1].view : NULL,
                               axis);
  mx_outputs_return(st, out, outputs, plhs, fname);
}

int mex_entry_topk(const char *fname, int largest, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  mex_check_outputs(fname, nlhs, 2);
  const mxArray *a = nrhs > 0 ? prhs[0] : NULL, *kept[8];
  mex_options o;
  const int n =
    nrhs < 2 || nrhs > 8 ? 0 : mex_take_kept(fname, MEX_OPT_ALGORITHM | MEX_OPT_METHOD, nrhs - 1, prhs + 1, &o, kept);
  if (n < 1 || n > 2)
    mx_raise("gpuprim:invalidCall",
             "%s: use %s (A, K[, DIM][, \"ComparisonMethod\", C][, \"algorithm\", NAME])", fname, fname);
  const int64_t k = k_value(kept[0], fname);
  const int device = mx_is_gparray(a);
  if (!device && (mxIsSparse(a) || mxIsChar(a))) {  /* as a full or numeric array, then back */
    const mxArray *args[8];
    mxArray *as_full = NULL;
    mexCallMATLAB(1, &as_full, 1, (mxArray **) &a, mxIsChar(a) ? "uint8" : "full");
    args[0] = as_full;
    memcpy(args + 1, prhs + 1, (size_t) (nrhs - 1) * sizeof args[0]);
    topk_then(fname, largest, mxIsChar(a) ? "char" : "sparse", nlhs, plhs, nrhs, args);
    return 1;
  }
  gp_topk_options options;
  const mxArray *dim = checked_dim(fname, a, n - 1, kept + 1, &o, 1, &options);
  int complex = 0;
  const gp_array x = mx_view_parts_gp(a, fname, &complex);
  if (complex) {
    complex_topk(fname, largest, nlhs, plhs, a, dim, k, &o);
    return 1;
  }
  options.k = k;
  options.largest = largest;
  options.compare = strcmp(o.method, "abs") == 0 ? GP_SORT_BY_ABS : GP_SORT_BY_VALUE;
  const int axis = (int) mxGetScalar(dim) - 1;
  const int64_t len = axis < x.ndims ? x.dims[axis] : 1;
  run_topk(fname, &options, &x, axis, k < len ? k : len, device, nlhs, plhs);
  return 1;
}

int mex_entry_maxk(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  return mex_entry_topk("gpu_maxk", 1, nlhs, plhs, nrhs, prhs);
}

int mex_entry_mink(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  return mex_entry_topk("gpu_mink", 0, nlhs, plhs, nrhs, prhs);
}

/* n of nth_element: a scalar or a contiguous range, rising or falling by
 * one, of integers from 1 to len, as the builtin takes it; its smallest
 * in *low, its count in *count, whether it falls in *falling. */
static void nth_range(const mxArray *n, int64_t len, int64_t *low, int64_t *count, int *falling, const char *fname)
{
  const size_t m = mxGetNumberOfElements(n);
  if (mx_is_gparray(n) || !(mxIsNumeric(n) || mxIsLogical(n)) || mxIsComplex(n) || mxIsSparse(n) || m == 0)
    mx_raise("gpuprim:invalidIndex", "%s: N must be a scalar or a contiguous range of integers", fname);
  mxArray *as_double = NULL;
  if (!mxIsDouble(n))
    mexCallMATLAB(1, &as_double, 1, (mxArray **) &n, "double");
  const double *v = mxGetPr(as_double ? as_double : n);
  const double step = m > 1 ? v[1] - v[0] : 1;
  for (size_t k = 0; k < m; k++) {
    if (!(v[k] >= 1 && v[k] == floor(v[k])))
      mx_raise("gpuprim:invalidIndex", "%s: N must hold integers from 1 up", fname);
    if ((step != 1 && step != -1) || (k > 0 && v[k] - v[k - 1] != step))
      mx_raise("gpuprim:invalidIndex", "%s: N must be a scalar or a contiguous range", fname);
    if (v[k] > (double) len)
      mx_raise("gpuprim:invalidIndex", "%s: N(%d) = %g is past the %lld elements along DIM", fname,
                        (int) k + 1, v[k], (long long) len);
  }
  *falling = step < 0;
  *low = (int64_t) (*falling ? v[m - 1] : v[0]);
  *count = (int64_t) m;
  if (as_double)
    mxDestroyArray(as_double);
}

int mex_entry_nth_element(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_nth_element";
  mex_check_outputs(fname, nlhs, 1);
  const mxArray *a = nrhs > 0 ? prhs[0] : NULL, *kept[8];
  mex_options o;
  const int n = nrhs < 2 || nrhs > 5 ? 0 : mex_take_kept(fname, MEX_OPT_ALGORITHM, nrhs - 1, prhs + 1, &o, kept);
  if (n < 1 || n > 2)
    mx_raise("gpuprim:invalidCall", "%s: use %s (A, N[, DIM][, \"algorithm\", NAME])", fname, fname);
  if (!mx_is_gparray(a) && (mxIsComplex(a) || mxIsSparse(a))) {
    mxArray *args[3] = {(mxArray *) a, (mxArray *) kept[0], n > 1 ? (mxArray *) kept[1] : NULL};
    mex_call_builtin(fname, "nth_element", nlhs, plhs, 1 + n, args);
    return 1;
  }
  gp_topk_options options;
  const mxArray *dim = checked_dim(fname, a, n - 1, kept + 1, &o, 0, &options);
  const gp_array x = mx_view(a, fname);
  const int axis = (int) mxGetScalar(dim) - 1;
  const int64_t len = axis < x.ndims ? x.dims[axis] : 1;
  int64_t low = 1, count = 1;
  int falling = 0;
  nth_range(kept[0], len, &low, &count, &falling, fname);
  /* a falling range u:-1:l is the descending sort's elements from n - u */
  options.largest = falling;
  options.first = falling ? len - (low + count - 1) : low - 1;
  options.k = count;
  run_topk(fname, &options, &x, axis, count, mx_is_gparray(a), nlhs, plhs);
  return 1;
}
