/* mex_sort.c - the command "sort": [s, i] = sort (x, dim, mode) through
 * gp_sort, into new arrays of x's size. */
#include <string.h>

#include "mex_commands.h"
#include "mex_context.h"
#include "mex_options.h"
#include "mx_gp_array.h"
#include "mx_output.h"
#include "mx_raise.h"

/* [s, i] = ("sort", x, dim[, o]): o's descending, algorithm, missing
 * ("auto", "first" or "last") and method ("abs": by abs, then arg; "auto"
 * and "real": by value, which they are for real x) */
void mex_sort(const mex_options *given, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_sort";
  mex_options room;
  const mex_options *o = mex_options_or_defaults(given, &room);
  if (nrhs != 2 || nlhs > 2)
    mx_raise("gpuprim:invalidCall", "%s: internal call needs (x, dim[, options])", fname);
  gp_array x = mx_view(prhs[0], fname);
  const int dim = mx_require_dim(prhs[1], &x, fname);
  gp_sort_algorithm alg = GP_SORT_AUTO;
  mx_require_known_algorithm(gp_sort_algorithm_from_name(o->algorithm, &alg), o->algorithm, fname);
  gp_sort_missing missing = GP_SORT_MISSING_AUTO;
  if (strcmp(o->missing, "first") == 0)
    missing = GP_SORT_MISSING_FIRST;
  else if (strcmp(o->missing, "last") == 0)
    missing = GP_SORT_MISSING_LAST;
  else if (strcmp(o->missing, "auto") != 0)
    mx_raise("gpuprim:unknownOption", "%s: MissingPlacement is \"auto\", \"first\" or \"last\"", fname);
  const gp_sort_compare compare = strcmp(o->method, "abs") == 0 ? GP_SORT_BY_ABS : GP_SORT_BY_VALUE;
  mex_run_sort(&x, dim, o->descending, missing, compare, alg, nlhs > 1, mx_is_gparray(prhs[0]), plhs);
}

void mex_run_sort(const gp_array *xv, int dim, int descending, gp_sort_missing missing, gp_sort_compare compare,
                  gp_sort_algorithm alg, int want_index, int as_gparray, mxArray *plhs[])
{
  const char *fname = "gpu_sort";
  const gp_array x = *xv;
  mx_output out[2];
  const int outputs = mx_outputs_create(out, &x, x.dtype, 0, want_index, as_gparray, fname);
  gp_sort_options o;
  gp_sort_options_init(&o);
  o.algorithm = alg;
  o.descending = descending;
  o.missing = missing;
  o.compare = compare;
  gp_status st = gp_sort(mex_session_context(), &o, &x, &out[0].view, outputs == 2 ? &out[1].view : NULL, dim - 1);
  if (st == GP_ERROR_DEVICE_OUT_OF_MEMORY) {
    /* Unlike the scans, a sort cannot stream: say what did not fit. */
    for (int k = 0; k < outputs; k++)
      mx_output_discard(&out[k]);
    mx_raise("gpuprim:deviceOutOfMemory",
                      "%s: out of device memory: a sort needs all of X (%.3g MB), its result and scratch space on "
                      "the device at once",
                      fname, (double) gp_array_numel(&x) * (double) gp_dtype_size(x.dtype) / 1e6);
  }
  mx_outputs_return(st, out, outputs, plhs, fname);
}

#if 0
%!test
%! [s, i] = __gpuprim_mex__ ("sort", [3 NaN 1 -0 0 1], 2);
%! assert (s, [-0 0 1 1 3 NaN]);
%! assert (i, [4 5 3 6 1 2]);
%!test
%! [s, i] = __gpuprim_mex__ ("sort", int8 ([5 -128 127 5]), 2, struct ("descending", true));
%! assert (s, int8 ([127 5 5 -128]));
%! assert (i, [3 1 4 2]);
%!assert (__gpuprim_mex__ ("sort", [2 1; 0 3], 1, struct ("algorithm", "split")), [0 1; 2 3])
%!assert (__gpuprim_mex__ ("sort", zeros (0, 3), 1), zeros (0, 3))
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("sort", [1 2 3])
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("sort", [1 2 3], 1, false)
%!error id=gpuprim:invalidCall [a, b, c] = __gpuprim_mex__ ("sort", [1 2 3], 1)
%!error id=gpuprim:unknownAlgorithm __gpuprim_mex__ ("sort", [1 2 3], 2, struct ("algorithm", "bogus"))
%!assert (__gpuprim_mex__ ("sort", [3 1 2], 0), [1 2 3])  # 0: the first non-singleton dim
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("sort", [1 2 3], -1)
%!test
%! [s, i] = __gpuprim_mex__ ("sort", [3 NaN 1 NaN], 2, struct ("missing", "first"));
%! assert ([s; i], [NaN NaN 1 3; 2 4 3 1]);
%! [s, i] = __gpuprim_mex__ ("sort", [3 NaN 1 NaN], 2, struct ("descending", true, "missing", "last"));
%! assert ([s; i], [3 1 NaN NaN; 1 3 2 4]);
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("sort", [1 2], 2, struct ("missing", "middle"))
#endif
