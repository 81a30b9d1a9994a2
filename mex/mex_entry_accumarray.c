/* mex_entry_accumarray.c - gpu_accumarray's entry, every form:
 * A = gpu_accumarray (subs, vals[, sz[, func[, fillval[, issparse]]]]),
 * through gp_accumarray for func @sum (or []), @max, @min and @prod on
 * real subscripts (a column, or one column per dim) and real values.
 * Octave's accumarray is the specification, quirks and all: the sum's
 * class (single, else double), max's and min's start value (intmin,
 * false, 0 where every value allows it, else NaN) and the fill that
 * follows from it.  Cell subscripts, sparse results, other functions,
 * complex values and the forms whose class the builtin decides in ways
 * of its own go to the builtin, and so do host arrays of 1024 subscripts
 * or more where the session has no GPU: Octave's loop over them is
 * faster there than any sort. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mex_builtins.h"
#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_context.h"
#include "mx_gp_array.h"
#include "mx_output.h"
#include "mx_raise.h"

static const char *fname = "gpu_accumarray";

/* Host arrays of these go to the builtin whole. */
static int host_other(const mxArray *a)
{
  return !mx_is_gparray(a) && (!(mxIsNumeric(a) || mxIsLogical(a)) || mxIsComplex(a) || mxIsSparse(a));
}

static int is_float(const char *cls)
{
  return strcmp(cls, "double") == 0 || strcmp(cls, "single") == 0;
}

/* func: GP_OP_SUM for [], the op of @sum, @max, @min, @prod, or -1. */
static int op_of(const mxArray *f)
{
  if (!mx_is_gparray(f) && (mxIsNumeric(f) || mxIsChar(f)) && mxGetNumberOfElements(f) == 0)
    return GP_OP_SUM;
  if (!mxIsClass(f, "function_handle"))
    return -1;
  mxArray *name = NULL, *ff = (mxArray *) f;
  char s[8] = "";
  if (mexCallMATLABWithTrap(1, &name, 1, &ff, "func2str") || mxGetString(name, s, sizeof s) != 0)
    return -1;
  return strcmp(s, "sum") == 0 ? GP_OP_SUM : strcmp(s, "max") == 0 ? GP_OP_MAX
       : strcmp(s, "min") == 0 ? GP_OP_MIN : strcmp(s, "prod") == 0 ? GP_OP_PROD : -1;
}

/* One reduction of all of x (double or single, host or device; max and
 * min with "includenan") into a double on the host, staged devices'
 * buffers freed first on an error. */
static double reduce_all(gp_op op, const gp_array *x, void *to_free[2])
{
  union { double d; float f; } r;
  gp_array col = *x, y;
  const int64_t one[2] = {1, 1};
  col.ndims = 2;
  col.dims[0] = gp_array_numel(x);
  col.dims[1] = 1;
  gp_array_init(&y, &r, x->dtype, GP_HOST, 2, one);
  gp_reduce_options with_nan;  /* a NaN is the answer */
  gp_reduce_options_init(&with_nan);
  with_nan.nan = GP_NAN_INCLUDE;
  const gp_status st = gp_reduce(mex_session_context(), op, &with_nan, &col, &y, NULL, 0);
  if (st != GP_SUCCESS) {
    for (int k = 0; k < 2; k++)
      if (to_free[k])
        gp_device_free(mex_session_context(), to_free[k]);
    mx_raise_status(st, fname);
  }
  return x->dtype == GP_SINGLE ? (double) r.f : r.d;
}

/* intmin (is_min 0) or intmax of an integer class, as a double. */
static double int_limit(gp_dtype dtype, int is_max)
{
  static const double lo[] = {-128.0, 0, -32768.0, 0, -2147483648.0, 0, -9223372036854775808.0, 0};
  static const double hi[] = {127.0, 255.0, 32767.0, 65535.0, 2147483647.0, 4294967295.0, 9223372036854775807.0,
                              18446744073709551615.0};
  const int k = (int) dtype - (int) GP_INT8;
  return is_max ? hi[k] : lo[k];
}

/* A host array of n x elements staged on the device once, where the
 * session has one and n is large enough for it to pay: the reductions
 * that check the call and gp_accumarray then read it there. */
typedef struct staged {
  gp_array view;
  void *device;
} staged;

static void stage(staged *s, const gp_array *v)
{
  s->view = *v;
  s->device = NULL;
  gp_context *ctx = mex_session_context();
  const size_t bytes = (size_t) gp_array_numel(v) * gp_dtype_size(v->dtype);
  if (v->location != GP_HOST || gp_array_numel(v) < (1 << 16) || gp_context_backend(ctx) != GP_BACKEND_CUDA)
    return;
  if (gp_device_alloc(ctx, bytes, &s->device) != GP_SUCCESS) {
    s->device = NULL;
    return;
  }
  if (gp_copy(ctx, s->device, GP_DEVICE, v->data, GP_HOST, bytes) != GP_SUCCESS) {
    gp_device_free(ctx, s->device);
    s->device = NULL;
    return;
  }
  s->view.data = s->device;
  s->view.location = GP_DEVICE;
}

static void unstage(staged *s)
{
  if (s->device)
    gp_device_free(mex_session_context(), s->device);
  s->device = NULL;
}

/* Several columns of subscripts (host, double) into linear ones, each
 * column's extent in ext (from the subscripts where ext is given as 0);
 * 0 where a subscript is no positive integer or past its extent. */
static int linear_subs(const double *s, int64_t n, int64_t d, double *ext, double *lin)
{
  for (int64_t k = 0; k < d; k++)
    if (ext[k] == 0)
      for (int64_t i = 0; i < n; i++)
        if (s[k * n + i] > ext[k])
          ext[k] = s[k * n + i];
  for (int64_t i = 0; i < n; i++) {
    double at = 0, stride = 1;
    for (int64_t k = 0; k < d; k++) {
      const double v = s[k * n + i];
      if (!(v >= 1 && v <= ext[k] && v == floor(v)))
        return 0;
      at += (v - 1) * stride;
      stride *= ext[k];
    }
    lin[i] = at + 1;
  }
  return 1;
}

static void to_builtin(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  mexCallMATLAB(nlhs < 1 ? 1 : nlhs, plhs, nrhs, (mxArray **) prhs, "accumarray");
}

int mex_entry_accumarray(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  mex_check_outputs(fname, nlhs, 1);
  if (nrhs < 2 || nrhs > 6)
    mx_raise("gpuprim:invalidCall", "%s: use %s (SUBS, VALS[, SZ[, FUNC[, FILLVAL[, ISSPARSE]]]])", fname, fname);
  const mxArray *subs = prhs[0], *vals = prhs[1];
  const mxArray *szarg = nrhs > 2 ? prhs[2] : NULL, *farg = nrhs > 3 ? prhs[3] : NULL;
  const mxArray *fillarg = nrhs > 4 ? prhs[4] : NULL, *sparg = nrhs > 5 ? prhs[5] : NULL;
  const int op = farg ? op_of(farg) : GP_OP_SUM;
  const int sparse = sparg && !mx_is_gparray(sparg) && mxGetNumberOfElements(sparg) > 0
                     && (mxIsNumeric(sparg) || mxIsLogical(sparg)) && mxGetScalar(sparg) != 0;
  const int fill_ok = !fillarg || (!mx_is_gparray(fillarg) && (mxIsNumeric(fillarg) || mxIsLogical(fillarg))
                                   && !mxIsComplex(fillarg) && mxGetNumberOfElements(fillarg) <= 1);
  const int sz_ok = !szarg || (!mx_is_gparray(szarg) && (mxIsNumeric(szarg) || mxIsLogical(szarg))
                               && !mxIsComplex(szarg) && mxGetNumberOfDimensions(szarg) == 2
                               && (mxGetM(szarg) <= 1 || mxGetN(szarg) <= 1));
  if (op < 0 || sparse || !fill_ok || !sz_ok || mxIsCell(subs) || host_other(subs) || host_other(vals)
      || (sparg && mx_is_gparray(sparg))) {
    const mxArray *args[6];
    mxArray *host[6] = {NULL};
    for (int k = 0; k < nrhs; k++) {  /* the builtin takes host arrays */
      args[k] = prhs[k];
      if (mx_is_gparray(prhs[k])) {
        mex_gather(1, &host[k], 1, &prhs[k]);
        args[k] = host[k];
      }
    }
    to_builtin(nlhs, plhs, nrhs, args);
    return 1;
  }
  mex_check_input(fname, subs, 0, 0);
  mex_check_input(fname, vals, 0, 0);
  const double fill = fillarg && mxGetNumberOfElements(fillarg) == 1 ? mxGetScalar(fillarg) : 0;
  const char *vcls = mex_class_of(vals);
  const int fill_double = !fillarg || mxIsDouble(fillarg) || mxGetNumberOfElements(fillarg) == 0;
  /* prod goes through accumarray's general path: its class is prod's, or the fill's */
  const int general_other =
    op == GP_OP_PROD && (!is_float(vcls) || (fill != 0 && (!fill_double || strcmp(vcls, "single") == 0)));

  mxArray *size = mex_size_of(subs, fname);
  const int64_t sdims = (int64_t) mxGetNumberOfElements(size);
  const int64_t n = (int64_t) mxGetPr(size)[0], d = (int64_t) mxGetPr(size)[1];
  /* vals a vector or one value: accumarray checks length (vals), then takes them all */
  mxArray *vsize = mex_size_of(vals, fname);
  int64_t nv = (int64_t) mex_numel_of(vals, fname), longest = 0;
  for (size_t k = 0; k < mxGetNumberOfElements(vsize); k++)
    longest = (int64_t) mxGetPr(vsize)[k] > longest ? (int64_t) mxGetPr(vsize)[k] : longest;
  if (nv > 1 && longest != nv)
    nv = -1;  /* a matrix: the builtin's own answer */
  const int64_t nsz = szarg ? (int64_t) mxGetNumberOfElements(szarg) : 0;
  /* without a GPU, the builtin's own loop beats a sort from a thousand values on; below, its .m costs more */
  const int host_only = gp_context_backend(mex_session_context()) == GP_BACKEND_HOST && !mx_is_gparray(subs)
                        && !mx_is_gparray(vals) && n >= 1024;
  if (general_other || host_only || sdims > 2 || n == 0 || d == 0 || (nv != 1 && nv != n)
      || (nsz > 0 && d == 1 && nsz < 2) || (nsz > 0 && d > 1 && nsz != d) || nsz > GP_MAX_DIMS || d > GP_MAX_DIMS) {
    to_builtin(nlhs, plhs, nrhs, prhs);  /* its own result, or its own error */
    return 1;
  }
  double ext[GP_MAX_DIMS];
  mxArray *szd = NULL;
  if (nsz > 0) {
    szd = mex_as_class(szarg, "double");
    for (int64_t k = 0; k < nsz; k++) {
      const double e = mxGetPr(szd)[k];
      if (!(e >= 0 && e == floor(e))) {
        to_builtin(nlhs, plhs, nrhs, prhs);
        return 1;
      }
      ext[k] = e;
    }
  }

  /* the class of the work and of A */
  const char *cls = op == GP_OP_SUM ? (strcmp(vcls, "single") == 0 ? "single" : "double")
                    : strcmp(vcls, "logical") == 0 ? "double" : vcls;
  const int device = mx_is_gparray(subs) || mx_is_gparray(vals);
  const gp_array vv = mx_view(mex_as_class(vals, cls), fname);
  gp_accumarray_options o;
  gp_accumarray_options_init(&o);
  o.by_key.op = (gp_op) op;
  o.fill = fill;

  /* linear subscripts: a column as it is, several columns through their extents */
  mxArray *lin = NULL;
  gp_array sv;
  int64_t outd = 2, dims[GP_MAX_DIMS] = {0, 1};
  double len = 0;
  staged ss = {0}, vs = {0};
  if (d == 1) {
    sv = mx_view(mex_as_class(subs, "double"), fname);
    stage(&ss, &sv);
    void *held[2] = {ss.device, NULL};
    const double most = reduce_all(GP_OP_MAX, &ss.view, held);
    if (nsz > 0) {
      len = 1;
      for (int64_t k = 0; k < nsz; k++)
        len *= ext[k];
    } else {
      len = most;
    }
    if (!(most >= 1 && most <= len)) {  /* NaN, below 1 or past A: the builtin's own result or error */
      unstage(&ss);
      to_builtin(nlhs, plhs, nrhs, prhs);
      return 1;
    }
    if (nsz > 0) {
      outd = nsz;
      for (int64_t k = 0; k < nsz; k++)
        dims[k] = (int64_t) ext[k];
    } else {
      dims[0] = (int64_t) len;
    }
  } else {
    mxArray *hs = (mxArray *) subs;
    if (mx_is_gparray(subs))
      mex_gather(1, &hs, 1, &subs);
    hs = mex_as_class(hs, "double");
    if (nsz == 0)
      for (int64_t k = 0; k < d; k++)
        ext[k] = 0;
    lin = mxCreateDoubleMatrix((mwSize) n, 1, mxREAL);
    if (!linear_subs(mxGetPr(hs), n, d, ext, mxGetPr(lin))) {
      to_builtin(nlhs, plhs, nrhs, prhs);
      return 1;
    }
    sv = mx_view(lin, fname);
    stage(&ss, &sv);
    outd = d;
    len = 1;
    for (int64_t k = 0; k < d; k++) {
      dims[k] = (int64_t) ext[k];
      len *= ext[k];
    }
  }
  stage(&vs, &vv);

  /* max's and min's start value, as accumarray picks it, and the fill it leaves */
  if (op == GP_OP_MAX || op == GP_OP_MIN) {
    const int is_max = op == GP_OP_MAX;
    double zero = NAN;
    if (!is_float(cls)) {  /* intmin or intmax, which changes no result */
      zero = int_limit(vv.dtype, !is_max);
    } else if (strcmp(vcls, "logical") == 0) {
      zero = is_max ? 0 : 1;
    } else if (fill == 0) {  /* 0 where all (vals >= 0) for max, all (vals <= 0) for min */
      void *held[2] = {ss.device, vs.device};
      const double edge = reduce_all(is_max ? GP_OP_MIN : GP_OP_MAX, &vs.view, held);
      if (is_max ? edge >= 0 : edge <= 0)
        zero = 0;
    }
    o.by_key.has_init = is_float(cls);
    o.by_key.init = zero;
    o.fill = (fill != zero && !(isnan(fill) || isnan(zero))) ? fill : zero;
  }

  gp_array shape;
  gp_array_init(&shape, NULL, vv.dtype, GP_HOST, (int) outd, dims);
  mx_output out;
  mx_output_create(&out, &shape, vv.dtype, device, fname);
  gp_array y = out.view;
  const gp_status st = gp_accumarray(mex_session_context(), &o, &ss.view, &vs.view, &y);
  unstage(&ss);
  unstage(&vs);
  if (st == GP_ERROR_INVALID_ARGUMENT) {  /* a subscript that is no position of A */
    mx_output_discard(&out);
    to_builtin(nlhs, plhs, nrhs, prhs);
    return 1;
  }
  mx_outputs_return(st, &out, 1, plhs, fname);
  return 1;
}
