/* mex_compact.c - the commands "compact" (x(mask)) and "find": a column of
 * the kept elements (the .m files shape it as the builtins do), and the
 * same shaped in C for the MEX entries' plain calls.  The output's memory is
 * taken for every element of x (the count is known only at the end), then
 * cut to the count. */
#include <string.h>

#include "mex_commands.h"
#include "mex_context.h"
#include "mex_options.h"
#include "mx_gp_array.h"
#include "mx_output.h"
#include "mx_raise.h"

/* The algorithm that a compact or find command's options name (o NULL:
 * "auto"). */
static gp_compact_algorithm command_algorithm(const mex_options *o, const char *fname)
{
  gp_compact_algorithm a = GP_COMPACT_AUTO;
  if (o)
    mx_require_known_algorithm(gp_compact_algorithm_from_name(o->algorithm, &a), o->algorithm, fname);
  return a;
}

/* An output with room for n elements of dtype (n x 1), cut to its count later. */
static void capacity_of(mx_output *out, gp_dtype dtype, int64_t n, int as_gparray, const char *fname)
{
  gp_array shape;
  int64_t dims[2] = {n, 1};
  gp_array_init(&shape, NULL, dtype, GP_HOST, 2, dims);
  mx_output_create(out, &shape, dtype, as_gparray, fname);
}

/* The first count elements of a capacity output, as a count x 1 column, or
 * shaped as x(mask) shapes them for an x and a mask of like's and
 * mask_dims' dims (like not NULL). */
static void cut_to(mx_output *out, int64_t count, const gp_array *like, const gp_array *mask_dims)
{
  int64_t dims[GP_MAX_DIMS] = {count, 1};
  int nd = 2;
  if (like)
    nd = mex_index_shape_of(like, mask_dims, count, dims);
  mx_output_set_dims(out, nd, dims);
}

/* How many of nd dims are not 1, and the last of them. */
static int long_dims(int nd, const int64_t *dims, int *last)
{
  int n = 0;
  for (int k = 0; k < nd; k++)
    if (dims[k] != 1) {
      n++;
      *last = k;
    }
  return n;
}

/* d's dims with its one long dim n long where it has one, else n x 1. */
static int vector_like(const gp_array *d, int64_t n, int64_t dims[GP_MAX_DIMS])
{
  int last = 0;
  if (long_dims(d->ndims, d->dims, &last) == 1) {
    for (int k = 0; k < d->ndims; k++)
      dims[k] = k == last ? n : 1;
    return d->ndims;
  }
  dims[0] = n;
  dims[1] = 1;
  return 2;
}

int mex_index_shape_of(const gp_array *x, const gp_array *mask, int64_t count, int64_t dims[GP_MAX_DIMS])
{
  int last = 0, nd = 2;
  if (long_dims(mask->ndims, mask->dims, &last) == 0) {
    dims[0] = dims[1] = count;  /* a scalar mask */
  } else {
    nd = vector_like(mask, count, dims);
  }
  /* a vector x keeps its orientation where the result is a vector too */
  if (gp_array_numel(x) != 1 && long_dims(x->ndims, x->dims, &last) == 1 && count != 1
      && long_dims(nd, dims, &last) == 1)
    nd = vector_like(x, count, dims);
  return nd;
}

int mex_index_shape(const gp_array *x, int64_t count, int64_t dims[GP_MAX_DIMS])
{
  return mex_index_shape_of(x, x, count, dims);
}

/* A complex output of room for n elements of dtype (parts dims 2 x n x 1),
 * cut to its count later (cut_parts_to). */
static void complex_capacity_of(mx_output *out, gp_dtype dtype, int64_t n, int as_gparray, const char *fname)
{
  gp_array shape;
  int64_t dims[3] = {2, n, 1};
  gp_array_init(&shape, NULL, dtype, GP_HOST, 3, dims);
  mx_output_create_complex(out, &shape, dtype, as_gparray, fname);
}

/* cut_to's dims (or those given, nd of them) for a complex output: its
 * parts view's leading 2, then them. */
static void cut_parts_to(mx_output *out, int nd, const int64_t *whole)
{
  int64_t dims[GP_MAX_DIMS + 1] = {2};
  memcpy(dims + 1, whole, (size_t) nd * sizeof dims[0]);
  mx_output_set_dims(out, nd + 1, dims);
}

/* x(mask) of a complex x (xp: its parts view) into plhs[0], each element
 * moved whole (gp_compact of its parts), on the device where either is a
 * gparray; the output is complex, a gparray where either is. */
static void compact_complex(const gp_array *xp, const gp_array *mask, gp_compact_algorithm alg, const gp_array *shape_mask,
                            int as_gparray, mxArray *plhs[])
{
  const char *fname = "gpu_compact";
  const gp_array x = mx_whole(xp, 1);
  mx_output y;
  complex_capacity_of(&y, xp->dtype, gp_array_numel(&x), as_gparray, fname);
  int64_t count = 0;
  gp_compact_options o;
  gp_compact_options_init(&o);
  o.algorithm = alg;
  o.is_complex = 1;
  gp_status st = gp_compact(mex_session_context(), &o, xp, mask, &y.view, &count);
  if (st == GP_SUCCESS) {
    int64_t whole[GP_MAX_DIMS] = {count, 1};
    cut_parts_to(&y, shape_mask ? mex_index_shape_of(&x, shape_mask, count, whole) : 2, whole);
  }
  mx_outputs_return(st, &y, 1, plhs, fname);
}

void mex_run_compact(const mxArray *xa, const mxArray *maska, gp_compact_algorithm alg, const gp_array *shape_mask,
                     mxArray *plhs[])
{
  int complex = 0;
  const gp_array x = mx_view_parts_gp(xa, "gpu_compact", &complex), mask = mx_view(maska, "gpu_compact");
  mex_run_compact_viewed(&x, complex, &mask, mx_is_gparray(xa) || mx_is_gparray(maska), alg, shape_mask, plhs);
}

void mex_run_compact_viewed(const gp_array *xv, int complex, const gp_array *maskv, int as_gparray,
                            gp_compact_algorithm alg, const gp_array *shape_mask, mxArray *plhs[])
{
  const char *fname = "gpu_compact";
  gp_array x = *xv, mask = *maskv;
  if (mask.dtype != GP_LOGICAL)
    mx_raise("gpuprim:invalidMask", "%s: MASK must be logical", fname);
  if (gp_array_numel(&mask) * (complex ? 2 : 1) != gp_array_numel(&x))
    mx_raise("gpuprim:maskSize", "%s: MASK must have as many elements as X", fname);
  if (complex) {
    compact_complex(&x, &mask, alg, shape_mask, as_gparray, plhs);
    return;
  }
  mx_output y;
  capacity_of(&y, x.dtype, gp_array_numel(&x), as_gparray, fname);
  int64_t count = 0;
  gp_compact_options o;
  gp_compact_options_init(&o);
  o.algorithm = alg;
  gp_status st = gp_compact(mex_session_context(), &o, &x, &mask, &y.view, &count);
  if (st == GP_SUCCESS)
    cut_to(&y, count, shape_mask ? &x : NULL, shape_mask);
  mx_outputs_return(st, &y, 1, plhs, fname);
}

void mex_compact(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const gp_compact_algorithm alg = command_algorithm(o, "gpu_compact");
  if (nrhs != 2 || nlhs > 1)
    mx_raise("gpuprim:invalidCall", "gpu_compact: internal call needs (x, mask[, options])");
  mex_run_compact(prhs[0], prhs[1], alg, NULL, plhs);
}

/* find's positions, shaped as find (x) shapes them: a row for a row, 0x0
 * for a scalar zero and for a 0x0 x (0x1 with shape MEX_FIND_SHAPE_0X1),
 * else a column. */
static void find_shape(const gp_array *x, int64_t count, int shape, int64_t dims[2])
{
  const int row = x->ndims == 2 && x->dims[0] == 1;
  dims[0] = row ? 1 : count;
  dims[1] = row ? count : 1;
  if (gp_array_numel(x) == 1 && count == 0)
    dims[0] = dims[1] = 0;
  if (x->ndims == 2 && x->dims[0] == 0 && x->dims[1] == 0)
    dims[1] = shape == MEX_FIND_SHAPE_0X1;
}

void mex_run_find(const mxArray *xa, double limit, int from_end, gp_compact_algorithm alg, int outputs, int split,
                  int shape_as_find, mxArray *plhs[])
{
  const char *fname = "gpu_find";
  int complex = 0;
  const gp_array xv = mx_view_parts_gp(xa, fname, &complex);  /* a complex x: its parts */
  const gp_array x = mx_whole(&xv, complex);
  const int64_t n = gp_array_numel(&x);
  const int as_gparray = mx_is_gparray(xa);
  /* out: positions (rows when split), then columns when split, then values */
  mx_output out[3] = {0};  /* the columns are made only once the count is known */
  const int values = split ? outputs == 3 : outputs == 2, v = outputs - 1;
  capacity_of(&out[0], GP_DOUBLE, n, as_gparray, fname);
  if (values && complex)
    complex_capacity_of(&out[v], x.dtype, n, as_gparray, fname);
  else if (values)
    capacity_of(&out[v], x.dtype, n, as_gparray, fname);
  int64_t count = 0;
  gp_find_options o;
  gp_find_options_init(&o);
  o.algorithm = alg;
  o.limit = limit < 0 ? -1 : (int64_t) limit;
  o.from_end = from_end;
  o.is_complex = complex;
  gp_array *vals = values ? &out[v].view : NULL;
  gp_status st = gp_find(mex_session_context(), &o, &xv, &out[0].view, vals, &count);
  if (st == GP_SUCCESS && split && outputs > 1) {  /* where the positions are: a gparray's on the device */
    capacity_of(&out[1], GP_DOUBLE, count, as_gparray, fname);
    st = gp_find_subscripts(mex_session_context(), &out[0].view, count, x.ndims > 0 && x.dims[0] > 0 ? x.dims[0] : 1,
                            &out[1].view);
  }
  for (int k = 0; k < outputs && st == GP_SUCCESS; k++) {
    int64_t dims[GP_MAX_DIMS] = {count, 1};
    int nd = 2;
    if (shape_as_find && k == v && values && x.ndims > 2)
      nd = mex_index_shape(&x, count, dims);  /* x(idx): an N-d vector's values lie along its dim */
    if (shape_as_find && nd == 2)
      find_shape(&x, count, shape_as_find, dims);
    if (complex && values && k == v)
      cut_parts_to(&out[k], nd, dims);
    else
      mx_output_set_dims(&out[k], nd, dims);
  }
  mx_outputs_return(st, out, outputs, plhs, fname);
}

/* [positions, values] = ("find", x, limit, from_end[, split][, o]);
 * limit < 0: all; split: [rows, columns, values] */
void mex_find(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_find";
  const gp_compact_algorithm alg = command_algorithm(o, fname);
  if (nrhs < 3 || nrhs > 4 || nlhs > 3)
    mx_raise("gpuprim:invalidCall", "%s: internal call needs (x, limit, from_end[, split][, options])",
                      fname);
  if (!mxIsNumeric(prhs[1]) || mxGetNumberOfElements(prhs[1]) != 1 || mxGetNumberOfElements(prhs[2]) != 1
      || (nrhs == 4 && mxGetNumberOfElements(prhs[3]) != 1))
    mx_raise("gpuprim:invalidCall", "%s: internal call needs scalar limit, from_end and split", fname);
  const int split = nrhs == 4 && mxGetScalar(prhs[3]) != 0;
  if (nlhs > 2 && !split)
    mx_raise("gpuprim:invalidCall", "%s: three outputs are [rows, columns, values]", fname);
  mex_run_find(prhs[0], mxGetScalar(prhs[1]), mxGetScalar(prhs[2]) != 0, alg, nlhs > 1 ? nlhs : 1, split, 0, plhs);
}

#if 0
%!assert (__gpuprim_mex__ ("compact", [5 6 7 8], logical ([1 0 1 1])), [5; 7; 8])
%!assert (__gpuprim_mex__ ("compact", int8 ([5 6]), logical ([0 0])), zeros (0, 1, "int8"))
%!assert (__gpuprim_mex__ ("compact", [5 6 7], true (1, 3), struct ("algorithm", "scan-scatter")), [5; 6; 7])
%!assert (__gpuprim_mex__ ("compact", [5+1i 6 7-2i], logical ([1 0 1])), [5+1i; 7-2i])
%!assert (__gpuprim_mex__ ("compact", single ([5+1i 6 7-2i]), logical ([0 1 1])), single ([6; 7-2i]))
%!assert (iscomplex (__gpuprim_mex__ ("compact", [5+1i 6 7-2i], logical ([0 1 0]))), false)
%!assert (__gpuprim_mex__ ("find", [0 NaN -0 2], -1, 0), [2; 4])
%!assert (__gpuprim_mex__ ("find", [1 1 0 1], 2, 1), [2; 4])
%!test
%! [p, v] = __gpuprim_mex__ ("find", single ([0 3 -1]), -1, 0);
%! assert (p, [2; 3]);
%! assert (v, single ([3; -1]));
%!test
%! [i, j, v] = __gpuprim_mex__ ("find", [0 2; 3 0; 0 4], -1, 0, true);
%! assert ([i j v], [2 1 3; 1 2 2; 3 2 4]);
%!test
%! [i, j] = __gpuprim_mex__ ("find", [0 2; 3 0; 0 4], 2, 1, true, struct ("algorithm", "auto"));
%! assert ([i j], [1 2; 3 2]);
%!error id=gpuprim:invalidCall [a, b, c] = __gpuprim_mex__ ("find", [1 2], -1, 0)
%!error id=gpuprim:invalidMask __gpuprim_mex__ ("compact", [1 2], [1 0])
%!error id=gpuprim:maskSize __gpuprim_mex__ ("compact", [1 2], true (1, 3))
%!error id=gpuprim:unknownAlgorithm __gpuprim_mex__ ("find", [1 2], -1, 0, struct ("algorithm", "bogus"))
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("find", [1 2], -1, 0, "auto")
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("compact", [1 2], true (1, 2), "auto")
%!error id=gpuprim:unknownAlgorithm __gpuprim_mex__ ("compact", [1 2], true (1, 2), struct ("algorithm", "bogus"))
%!assert (__gpuprim_mex__ ("find", [0 1 1], -1, 0, struct ("algorithm", "scan-scatter")), [2; 3])
#endif
