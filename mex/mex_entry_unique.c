/* mex_entry_unique.c - gpu_unique's entry, every form:
 * [y, i, j] = gpu_unique (x[, "rows"][, "first" | "last"][, "sorted" |
 * "stable"][, "legacy"][, "algorithm", NAME]) through gp_unique, where x
 * lies (a gparray gives gparrays), shaped as unique shapes them; char x by
 * its codes, y char; sparse, cell and complex host x by the builtin. */
#include <string.h>

#include "mex_builtins.h"
#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_context.h"
#include "mex_options.h"
#include "mx_gp_array.h"
#include "mx_output.h"
#include "mx_raise.h"

typedef struct unique_flags {
  int rows, first, last, sorted, stable, legacy;
} unique_flags;

/* The options among args[0..n-1], checked as unique checks them. */
static unique_flags parse_flags(int n, const mxArray *args[], const char *fname)
{
  static const char *names[] = {"rows", "first", "last", "sorted", "stable", "legacy"};
  unique_flags f = {0};
  int *slot[] = {&f.rows, &f.first, &f.last, &f.sorted, &f.stable, &f.legacy};
  for (int k = 0; k < n; k++) {
    char s[8] = "";
    if (!mxIsChar(args[k]) || mxGetString(args[k], s, sizeof s) != 0)
      mx_raise("gpuprim:invalidOption", "%s: options must be strings (rows, first, last, sorted, stable, legacy)",
               fname);
    int known = 0;
    for (int m = 0; m < 6; m++)
      if (strcmp(s, names[m]) == 0)
        *slot[m] = known = 1;
    if (!known)
      mx_raise("gpuprim:invalidOption", "%s: invalid option \"%s\"", fname, s);
  }
  if (f.first && f.last)
    mx_raise("gpuprim:invalidOption", "%s: cannot specify both \"first\" and \"last\"", fname);
  if (f.sorted && f.stable)
    mx_raise("gpuprim:invalidOption", "%s: cannot specify both \"sorted\" and \"stable\"", fname);
  if ((f.first || f.last) && (f.sorted || f.stable))
    mx_raise("gpuprim:invalidOption", "%s: cannot specify \"first\"/\"last\" with \"sorted\"/\"stable\"", fname);
  if (f.legacy && (f.sorted || f.stable))
    mx_raise("gpuprim:invalidOption", "%s: cannot specify \"sorted\" or \"stable\" with \"legacy\"", fname);
  return f;
}

/* The builtin's unique of x with the option strings (no "algorithm"). */
static void on_host(int nlhs, mxArray *plhs[], const mxArray *x, int n, const mxArray *opts[])
{
  mxArray *args[8] = {(mxArray *) x};
  for (int k = 0; k < n; k++)
    args[k + 1] = (mxArray *) opts[k];
  mex_call_builtin("gpu_unique", "unique", nlhs, plhs, n + 1, args);
}

/* Char x: the unique of its codes, y char again. */
static void char_unique(int nlhs, mxArray *plhs[], const mxArray *x, int nrhs, const mxArray *prhs[])
{
  const mxArray *args[10];
  mxArray *codes = NULL, *out[3] = {NULL, NULL, NULL};
  mexCallMATLAB(1, &codes, 1, (mxArray **) &x, "uint8");
  args[0] = codes;
  memcpy(args + 1, prhs + 1, (size_t) (nrhs - 1) * sizeof args[0]);
  mex_entry_unique(nlhs < 1 ? 1 : nlhs, out, nrhs, args);
  mexCallMATLAB(1, &plhs[0], 1, &out[0], "char");
  for (int k = 1; k < nlhs; k++)
    plhs[k] = out[k];
}

/* A new output of rows x cols. */
static void make(mx_output *out, gp_dtype dtype, int64_t rows, int64_t cols, int device, const char *fname)
{
  const gp_array shape = {NULL, dtype, GP_HOST, 2, {rows, cols}};
  mx_output_create(out, &shape, dtype, device, fname);
}

static void set_dims2(mx_output *out, int64_t rows, int64_t cols)
{
  const int64_t dims[2] = {rows, cols};
  mx_output_set_dims(out, 2, dims);
}

/* The outputs of an x of no elements (rows): y as unique gives it, i and j 0x0. */
static void empty_outputs(mx_output out[3], const gp_array *x, const unique_flags *f, int outputs)
{
  int all_zero = 1;
  for (int d = 0; d < x->ndims; d++)
    all_zero &= x->dims[d] == 0;
  if (f->rows || all_zero)
    mx_output_set_dims(&out[0], x->ndims, x->dims);
  else
    set_dims2(&out[0], 0, 1);
  for (int k = 1; k < outputs; k++)
    set_dims2(&out[k], 0, 0);
}

int mex_entry_unique(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_unique";
  mex_check_outputs(fname, nlhs, 3);
  const mxArray *x = nrhs > 0 ? prhs[0] : NULL, *kept[8];
  mex_options o;
  const int n = nrhs < 1 || nrhs > 9 ? -1 : mex_take_kept(fname, MEX_OPT_ALGORITHM, nrhs - 1, prhs + 1, &o, kept);
  if (n < 0)
    mx_raise("gpuprim:invalidCall", "%s: use %s (X[, \"rows\"][, \"first\" | \"last\"][, \"sorted\" | \"stable\"]"
             "[, \"legacy\"][, \"algorithm\", NAME])", fname, fname);
  const unique_flags f = parse_flags(n, kept, fname);
  gp_unique_options options;
  gp_unique_options_init(&options);
  mx_require_known_algorithm(gp_sort_algorithm_from_name(o.algorithm, &options.algorithm), o.algorithm, fname);
  const int device = mx_is_gparray(x);
  if (!device && (mxIsSparse(x) || mxIsCell(x) || mxIsComplex(x))) {
    on_host(nlhs, plhs, x, n, kept);
    return 1;
  }
  if (!device && mxIsChar(x)) {
    char_unique(nlhs, plhs, x, nrhs, prhs);
    return 1;
  }
  mex_check_input(fname, x, 0, 0);
  const gp_array xv = mx_view(x, fname);
  if (f.rows && xv.ndims > 2)
    mx_raise("gpuprim:invalidDims", "%s: X must be a matrix (2-D) with \"rows\"", fname);
  options.rows = f.rows;
  options.stable = f.stable;
  options.last = f.last || f.legacy;  /* legacy's i: the last of each run, as unique gives it */
  const int64_t numel = gp_array_numel(&xv), n_items = f.rows ? xv.dims[0] : numel;
  const int64_t cols = f.rows ? (xv.ndims >= 2 ? xv.dims[1] : 1) : 1;
  const int outputs = nlhs < 1 ? 1 : nlhs;
  mx_output out[3];
  make(&out[0], xv.dtype, numel, 1, device, fname);
  for (int k = 1; k < outputs; k++)
    make(&out[k], GP_DOUBLE, n_items, 1, device, fname);
  int64_t m = 0;
  const gp_status st = gp_unique(mex_session_context(), &options, &xv, &out[0].view, outputs > 1 ? &out[1].view : NULL,
                                 outputs > 2 ? &out[2].view : NULL, &m);
  if (st == GP_SUCCESS && n_items == 0) {
    empty_outputs(out, &xv, &f, outputs);
  } else if (st == GP_SUCCESS) {
    const int is_row = xv.ndims == 2 && xv.dims[0] == 1, is_vector = xv.ndims == 2 && (is_row || xv.dims[1] == 1);
    const int legacy_row = f.legacy && !f.rows && is_row;  /* legacy: i and j follow a row x */
    if (f.rows)
      set_dims2(&out[0], m, cols);
    else
      set_dims2(&out[0], is_vector && is_row ? 1 : m, is_vector && is_row ? m : 1);
    if (outputs > 1)
      set_dims2(&out[1], legacy_row ? 1 : m, legacy_row ? m : 1);
    if (outputs > 2)
      set_dims2(&out[2], legacy_row ? 1 : n_items, legacy_row ? n_items : 1);
  }
  mx_outputs_return(st, out, outputs, plhs, fname);
  return 1;
}
