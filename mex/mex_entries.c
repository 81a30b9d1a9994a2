/* mex_entries.c - the user functions' own MEX entries (gpu_cumsum.mex, ...).
 *
 * An interpreted wrapper costs more than a builtin's whole call on a small
 * array, so each user function is a MEX file of its own name, beside its .m
 * file (which keeps the help text and the BIST).  Every form is parsed in
 * C: the plain calls here ((x) and (x, dim), (x, [], dim) and (a, b) for
 * max and min, x a real, full, non-empty numeric or logical array, complex
 * too but for max (a, b), or a non-empty gparray), the rest in
 * mex_entry_scan.c, mex_entry_cumext.c, mex_entry_fold.c,
 * mex_entry_extreme.c, mex_entry_sort.c, mex_entry_find.c and
 * mex_entry_compact.c, gpu_sortrows in mex_entry_sortrows.c, gpu_maxk,
 * gpu_mink and gpu_nth_element in mex_entry_topk.c, gpu_unique in
 * mex_entry_unique.c, gpu_median in mex_entry_median.c, gpu_lookup and
 * gpu_histc in mex_entry_lookup.c, gpu_accumarray in
 * mex_entry_accumarray.c; gpu_sat and
 * gpu_boxfilter here.  Options and dims go
 * through the one parser (mex_options.c). */
#include <stdlib.h>
#include <string.h>

#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_options.h"
#include "mex_scan_args.h"
#include "mex_semantics.h"
#include "mx_gp_array.h"
#include "mx_raise.h"

/* x of a plain call: its view, or 0 where the call is not plain.  With
 * complex not NULL a complex x is plain too, as its parts (mx_view_parts);
 * a complex gparray only with gparrays_too (the scans and reductions, whose
 * outputs follow x), else its call goes to the .m implementation. */
static int plain_x_parts(const mxArray *a, gp_array *x, int *complex, int gparrays_too, const char *fname)
{
  int parts = 0;
  if ((mxIsNumeric(a) || mxIsLogical(a)) && (complex || !mxIsComplex(a)) && !mxIsSparse(a)) {
    if (mxGetNumberOfElements(a) == 0)
      return 0;
  } else if (!mx_is_gparray(a)) {
    return 0;
  }
  *x = mx_view_parts_gp(a, fname, &parts);
  if (parts && mx_is_gparray(a) && !(complex && gparrays_too))
    return 0;
  if (complex)
    *complex = parts;
  return gp_array_numel(x) > 0;
}

static int plain_x(const mxArray *a, gp_array *x, const char *fname)
{
  return plain_x_parts(a, x, NULL, 0, fname);
}

/* DIM of a plain call, checked by the one parser (mex_options.c); 0 where
 * it is not a numeric scalar (a VECDIM, or a mistake the Octave
 * implementation names). */
static int plain_dim(const mxArray *a, const char *fname)
{
  if (!mxIsNumeric(a) || mxIsSparse(a) || mxGetNumberOfElements(a) != 1)
    return 0;
  return mex_dim_value(a, fname);
}

/* (x) or (x, dim) with at most max_out outputs: x and the 1-based dim, or
 * 0.  complex as for plain_x_parts; the dim of a complex x counts in its
 * parts view. */
static int plain_x_dim(int nlhs, int max_out, int nrhs, const mxArray *prhs[], gp_array *x, int *complex, int *dim,
                       const char *fname)
{
  if (nrhs < 1 || nrhs > 2 || nlhs > max_out || !plain_x_parts(prhs[0], x, complex, 1, fname))
    return 0;
  const int parts = complex && *complex;
  const gp_array whole = mx_whole(x, parts);
  *dim = nrhs == 2 ? plain_dim(prhs[1], fname) : mx_default_dim(&whole);
  *dim += *dim > 0 ? parts : 0;
  return *dim > 0;
}

/* The plain call of a scan, or with reduce of a reduction: positions for max
 * and min, each result in the builtin's class.  Complex x goes as its parts
 * (mex_run_scan and mex_run_reduce take it from there). */
static int fold_entry(gp_op op, int reduce, const char *fname, int nlhs, mxArray *plhs[], int nrhs,
                      const mxArray *prhs[])
{
  gp_array x;
  int dim, complex = 0;
  const int positions = op == GP_OP_MAX || op == GP_OP_MIN;
  if (!plain_x_dim(nlhs, positions ? 2 : 1, nrhs, prhs, &x, &complex, &dim, fname))
    return 0;
  const gp_accum accum = reduce ? GP_ACCUM_DEFAULT : mex_default_scan_accum(op, x.dtype);
  if (op == GP_OP_PROD && accum == GP_ACCUM_NATIVE)
    return 0;  /* Octave 11's saturating integer cumprod: mex_entry_scan.c takes it */
  const gp_dtype out = positions ? x.dtype : gp_scan_result_dtype(op, x.dtype, accum);
  const int as_gparray = mx_is_gparray(prhs[0]);
  if (reduce) {
    gp_reduce_options plain;
    gp_reduce_options_init(&plain);
    mex_run_reduce(op, &plain, fname, &x, dim, dim, out, complex, nlhs == 2, as_gparray, plhs);
  } else {
    gp_scan_options plain;
    gp_scan_options_init(&plain);
    mex_run_scan(op, &plain, fname, &x, dim, dim, out, complex, nlhs == 2, as_gparray, plhs);
  }
  return 1;
}

static int entry_cumsum(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  return fold_entry(GP_OP_SUM, 0, "gpu_cumsum", nlhs, plhs, nrhs, prhs) || mex_entry_scan(0, nlhs, plhs, nrhs, prhs);
}

static int entry_cumprod(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  return fold_entry(GP_OP_PROD, 0, "gpu_cumprod", nlhs, plhs, nrhs, prhs) || mex_entry_scan(1, nlhs, plhs, nrhs, prhs);
}

static int entry_cummax(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  return fold_entry(GP_OP_MAX, 0, "gpu_cummax", nlhs, plhs, nrhs, prhs) || mex_entry_cumext(1, nlhs, plhs, nrhs, prhs);
}

static int entry_cummin(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  return fold_entry(GP_OP_MIN, 0, "gpu_cummin", nlhs, plhs, nrhs, prhs) || mex_entry_cumext(0, nlhs, plhs, nrhs, prhs);
}

static int entry_sum(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  return fold_entry(GP_OP_SUM, 1, "gpu_sum", nlhs, plhs, nrhs, prhs) || mex_entry_fold(0, nlhs, plhs, nrhs, prhs);
}

static int entry_prod(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  return fold_entry(GP_OP_PROD, 1, "gpu_prod", nlhs, plhs, nrhs, prhs) || mex_entry_fold(1, nlhs, plhs, nrhs, prhs);
}

/* a and b of max (a, b) that the gateway takes as they are: one class, real,
 * full, the same dims, more than one element (a scalar pair has its own tie
 * rule, mex_extreme_pair.c). */
static int plain_pair(const mxArray *a, const mxArray *b)
{
  if (!mxIsNumeric(a) || !mxIsNumeric(b) || mx_class_id(a) != mx_class_id(b) || mxIsComplex(a)
      || mxIsComplex(b) || mxIsSparse(a) || mxIsSparse(b) || mxGetNumberOfElements(a) <= 1)
    return 0;
  mwSize na = mxGetNumberOfDimensions(a);
  return na == mxGetNumberOfDimensions(b)
         && memcmp(mxGetDimensions(a), mxGetDimensions(b), (size_t) na * sizeof(mwSize)) == 0;
}

static int extreme_entry(gp_op op, const char *fname, int nlhs, mxArray *plhs[], int nrhs,
                         const mxArray *prhs[])
{
  if (nrhs == 2) {
    if (nlhs > 1 || !plain_pair(prhs[0], prhs[1]))
      return 0;
    (op == GP_OP_MAX ? mex_max2 : mex_min2)(NULL, nlhs, plhs, nrhs, prhs);
    return 1;
  }
  if (nrhs == 3) {  /* (x, [], dim) */
    if (!mxIsNumeric(prhs[1]) || mxGetNumberOfElements(prhs[1]) != 0)
      return 0;
    const mxArray *x_dim[2] = {prhs[0], prhs[2]};
    return fold_entry(op, 1, fname, nlhs, plhs, 2, x_dim);
  }
  return fold_entry(op, 1, fname, nlhs, plhs, nrhs, prhs);
}

static int entry_max(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  return extreme_entry(GP_OP_MAX, "gpu_max", nlhs, plhs, nrhs, prhs) || mex_entry_extreme(1, nlhs, plhs, nrhs, prhs);
}

static int entry_min(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  return extreme_entry(GP_OP_MIN, "gpu_min", nlhs, plhs, nrhs, prhs) || mex_entry_extreme(0, nlhs, plhs, nrhs, prhs);
}

/* Whether a is the char row "ascend" or "descend" (as the builtin spells
 * them), and which. */
static int sort_mode(const mxArray *a, int *descending)
{
  char mode[8];
  if (!mxIsChar(a) || mxGetNumberOfElements(a) > 7 || mxGetString(a, mode, sizeof mode) != 0)
    return 0;
  *descending = strcmp(mode, "descend") == 0;
  return *descending || strcmp(mode, "ascend") == 0;
}

static int plain_sort(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  gp_array x;
  int dim, descending = 0;
  if (nrhs >= 2 && mxIsChar(prhs[nrhs - 1]) && !sort_mode(prhs[nrhs - 1], &descending))
    return 0;
  if (nrhs >= 2 && mxIsChar(prhs[nrhs - 1]))
    nrhs--;  /* (x, mode) or (x, dim, mode) */
  if (!plain_x_dim(nlhs, 2, nrhs, prhs, &x, NULL, &dim, "gpu_sort"))
    return 0;
  if (nlhs > 1 && dim > x.ndims && gp_array_numel(&x) != 1)
    return 0;  /* sort has no index along a dim x lacks: mex_entry_sort raises */
  mex_run_sort(&x, dim, descending, GP_SORT_MISSING_AUTO, GP_SORT_BY_VALUE, GP_SORT_AUTO, nlhs > 1,
               mx_is_gparray(prhs[0]), plhs);
  return 1;
}

static int entry_sort(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  return plain_sort(nlhs, plhs, nrhs, prhs) || mex_entry_sort(nlhs, plhs, nrhs, prhs);
}

/* gpu_sat (A), every form: sparse A by the builtins on the host, Octave
 * 11's saturating integer tables as two native scans, the rest one table
 * (complex A as its parts). */
static int entry_sat(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_sat";
  mex_check_outputs(fname, nlhs, 1);
  if (nrhs != 1)
    mx_raise("gpuprim:invalidCall", "gpu_sat: use gpu_sat (A)");
  if (!mx_is_gparray(prhs[0]) && mxIsSparse(prhs[0])) {
    mxArray *one = mxCreateDoubleScalar(1), *down = NULL, *args[2] = {(mxArray *) prhs[0], one};
    mexCallMATLAB(1, &down, 2, args, "cumsum");
    args[0] = down;
    mxGetPr(one)[0] = 2;
    mexCallMATLAB(1, plhs, 2, args, "cumsum");
    mxDestroyArray(down);
    mxDestroyArray(one);
    return 1;
  }
  mex_check_input(fname, prhs[0], 1, 0);
  int complex = 0;
  const gp_array x = mx_view_parts_gp(prhs[0], fname, &complex);
  if (gp_dtype_is_integer(x.dtype) && mex_default_scan_accum(GP_OP_SUM, x.dtype) == GP_ACCUM_NATIVE) {
    mxArray *down = NULL;
    const mxArray *args[2] = {prhs[0], mxCreateDoubleScalar(1)};
    mex_cumsum(NULL, 1, &down, 2, args);
    mxGetPr((mxArray *) args[1])[0] = 2;
    args[0] = down;
    mex_cumsum(NULL, 1, plhs, 2, args);  /* down stays to the call's end: an adopted output is held there */
    mxDestroyArray((mxArray *) args[1]);
    return 1;
  }
  mex_sat(1, plhs, 1, prhs);
  return 1;
}

/* gpu_boxfilter (A, [h w]), every form: the box one or two positive
 * integers, A of an integer or logical class taken in double. */
static int entry_boxfilter(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_boxfilter";
  mex_check_outputs(fname, nlhs, 1);
  if (nrhs != 2)
    mx_raise("gpuprim:invalidCall", "gpu_boxfilter: use gpu_boxfilter (A, [H W])");
  mex_check_input(fname, prhs[0], 1, 0);
  const mxArray *box = prhs[1];
  const size_t sides = mxIsNumeric(box) ? mxGetNumberOfElements(box) : 0;
  int64_t h = 0, w = 0;
  if (!mxIsComplex(box) && !mxIsSparse(box) && (sides == 1 || sides == 2)) {
    mxArray *d = mex_as_double(box);
    const double *side = mxGetPr(d);
    if (!mex_box_side(side[0], &h) || !mex_box_side(side[sides - 1], &w))
      h = 0;
  }
  if (h == 0)
    mx_raise("gpuprim:invalidBox", "gpu_boxfilter: the box [H W] must be one or two positive integers");
  int complex = 0;
  const gp_array x = mx_view_parts_gp(prhs[0], fname, &complex);
  if (x.dtype == GP_DOUBLE || x.dtype == GP_SINGLE) {
    mex_run_boxfilter(prhs[0], h, w, plhs);
  } else {
    mex_run_boxfilter(mex_as_double(prhs[0]), h, w, plhs);  /* freed at the call's end */
  }
  return 1;
}

/* Each entry parses every form of its function: its plain calls first. */
typedef int (*plain_entry)(int, mxArray *[], int, const mxArray *[]);

static const struct {
  const char *name;
  plain_entry plain;
} entries[] = {
  {"gpu_cumsum", entry_cumsum}, {"gpu_cumprod", entry_cumprod}, {"gpu_cummax", entry_cummax},
  {"gpu_cummin", entry_cummin}, {"gpu_sum", entry_sum},         {"gpu_prod", entry_prod},
  {"gpu_max", entry_max},       {"gpu_min", entry_min},         {"gpu_sort", entry_sort},
  {"gpu_compact", mex_entry_compact}, {"gpu_find", mex_entry_find},     {"gpu_sat", entry_sat},
  {"gpu_boxfilter", entry_boxfilter}, {"gpu_sortrows", mex_entry_sortrows},
  {"gpu_maxk", mex_entry_maxk},       {"gpu_mink", mex_entry_mink},       {"gpu_nth_element", mex_entry_nth_element},
  {"gpu_unique", mex_entry_unique},  {"gpu_median", mex_entry_median},
  {"gpu_lookup", mex_entry_lookup},  {"gpu_histc", mex_entry_histc},
  {"gpu_accumarray", mex_entry_accumarray},
};

int mex_entry_index(const char *name)
{
  for (size_t k = 0; k < sizeof entries / sizeof entries[0]; k++)
    if (strcmp(name, entries[k].name) == 0)
      return (int) k;
  return -1;
}

void mex_entry_run(int index, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  (void) entries[index].plain(nlhs, plhs, nrhs, prhs);
}
