/* mex_reduce.c - the reduction commands "sum", "prod", "max", "min"
 * (x, dim[, o]): checks, then gp_reduce through mex_run_reduce.  DIM may be a vector of
 * dims that lie next to each other (apart from dims of 1), folded as one.
 * "prod_native" (x, vecdim): any set of dims at once, by gp_prod_native_dims. */
#include <string.h>

#include "mex_commands.h"
#include "mex_scan_args.h"
#include "mex_context.h"
#include "mex_semantics.h"
#include "mx_gp_array.h"
#include "mx_output.h"
#include "mx_raise.h"

/* sum and prod take a 0x0 x as 0x1 without a dim (dim 0, the first
 * non-singleton: sum ([]) is 0), and before Octave 11 along a given dim
 * too, as the wrappers' gpuprim_empty_as_column does; `from` skips a
 * complex array's leading parts dim. */
static void empty_as_column(gp_array *x, int from, const mxArray *dim)
{
  const int given = !(mxIsNumeric(dim) && mxGetNumberOfElements(dim) == 1 && mxGetScalar(dim) == 0);
  if (x->ndims == 2 + from && x->dims[from] == 0 && x->dims[from + 1] == 0
      && (!given || mex_semantics_of_octave()->empty_as_column_by_dim))
    x->dims[from + 1] = 1;
}

/* A call of op's reduction command: x (complex x as its parts, *complex
 * set; sum and prod take a 0x0 x as 0x1), the run of 1-based dims
 * dim..last it folds in x's own view; or raise.  max and min may have a
 * second output, their positions. */
static gp_array reduce_call(gp_op op, int nlhs, int nrhs, const mxArray *prhs[], const char *fname, int *complex,
                            int *dim, int *last)
{
  const int positions = op == GP_OP_MAX || op == GP_OP_MIN;
  if (nrhs != 2 || nlhs > 1 + positions)
    mx_raise("gpuprim:invalidCall", "%s: internal call needs (x, dim[, options])", fname);
  gp_array x = mx_view_parts_gp(prhs[0], fname, complex);  /* the outputs follow x (mex_run_reduce) */
  if (!positions)
    empty_as_column(&x, *complex, prhs[1]);
  const gp_array whole = mx_whole(&x, *complex);
  mx_require_dim_run(prhs[1], &whole, dim, last, fname);
  return x;
}

/* sum and prod, in the class of their TYPE ("extra": a sum of doubles
 * with its rounding errors carried, the "double" sum on other classes, as in
 * Octave). */
static void fold_command(gp_op op, const char *fname, const mex_options *given, int nlhs, mxArray *plhs[], int nrhs,
                         const mxArray *prhs[])
{
  int complex = 0, dim, last, extra = 0;
  mex_options room;
  const mex_options *o = mex_options_or_defaults(given, &room);
  gp_array x = reduce_call(op, nlhs, nrhs, prhs, fname, &complex, &dim, &last);
  const gp_accum accum = mex_accum_of(o, fname, op == GP_OP_SUM ? &extra : NULL);
  extra = extra && x.dtype == GP_DOUBLE;
  gp_reduce_options options = mex_reduce_options_of(o, fname);
  options.extra = extra;
  /* a complex NaN element is NaN in either part: the parts' sum cannot skip it */
  if (options.nan == GP_NAN_OMIT && extra && complex)
    mx_raise("gpuprim:invalidCall", "%s: internal call: complex \"omitnan\" does not take \"extra\"", fname);
  mex_run_reduce(op, &options, fname, &x, dim + complex, last + complex, gp_scan_result_dtype(op, x.dtype, accum),
                 complex, 0, mx_is_gparray(prhs[0]), plhs);
}

void mex_sum(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  fold_command(GP_OP_SUM, "gpu_sum", o, nlhs, plhs, nrhs, prhs);
}

void mex_prod(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  fold_command(GP_OP_PROD, "gpu_prod", o, nlhs, plhs, nrhs, prhs);
}

void mex_prod_native(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "gpu_prod";
  if (nrhs != 2 || nlhs > 1)
    mx_raise("gpuprim:invalidCall", "%s: internal call needs (x, vecdim)", fname);
  gp_array x = mx_view(prhs[0], fname);
  empty_as_column(&x, 0, prhs[1]);
  int in[GP_MAX_DIMS + 2], axes[GP_MAX_DIMS], naxes = 0;
  mx_require_dim_set(prhs[1], in, fname);
  gp_array y = x;
  for (int d = 1; d <= GP_MAX_DIMS; d++)
    if (in[d]) {
      axes[naxes++] = d - 1;
      if (d <= y.ndims)
        y.dims[d - 1] = 1;
    }
  mx_output out[2];
  const int outputs = mx_outputs_create(out, &y, x.dtype, 0, 0, mx_is_gparray(prhs[0]), fname);
  mx_outputs_return(gp_prod_native_dims(mex_session_context(), &x, &out[0].view, naxes, axes), out, outputs, plhs, fname);
}

/* max and min with their positions, in the order of o->nanflag and
 * o->method (mex_comparison_of). */
static void extreme(gp_op op, const char *fname, const mex_options *given, int nlhs, mxArray *plhs[], int nrhs,
                    const mxArray *prhs[])
{
  int complex = 0, dim, last;
  mex_options room;
  const mex_options *o = mex_options_or_defaults(given, &room);
  gp_array x = reduce_call(op, nlhs, nrhs, prhs, fname, &complex, &dim, &last);
  gp_reduce_options options = mex_reduce_options_of(o, fname);
  options.compare = mex_comparison_of(o, complex, 0, fname);
  mex_run_reduce(op, &options, fname, &x, dim + complex, last + complex, x.dtype, complex, nlhs == 2,
                 mx_is_gparray(prhs[0]), plhs);
}

void mex_max(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  extreme(GP_OP_MAX, "gpu_max", o, nlhs, plhs, nrhs, prhs);
}

void mex_min(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  extreme(GP_OP_MIN, "gpu_min", o, nlhs, plhs, nrhs, prhs);
}

#if 0
%!assert (__gpuprim_mex__ ("sum", [1 2; 3 4], 1), [4 6])
%!assert (__gpuprim_mex__ ("sum", int8 ([100 100 -100]), 2, struct ("type", "native")), int8 (27))
%!assert (__gpuprim_mex__ ("sum", zeros (0, 3), 1), [0 0 0])
%!assert (__gpuprim_mex__ ("prod", [1 2; 3 4], 2), [2; 12])
%!assert (__gpuprim_mex__ ("prod", int8 ([100 2 -1; 100 -1 2]), 2, struct ("type", "native")), int8 ([-127; -128]))
%!assert (__gpuprim_mex__ ("prod", [true true; true false], 2, struct ("type", "native")), [true; false])
%!assert (__gpuprim_mex__ ("prod", single ([2 3]), 2, struct ("type", "double")), 6)
%!assert (__gpuprim_mex__ ("prod", uint8 (zeros (2, 0)), 2, struct ("type", "native")), uint8 ([1; 1]))
%!error id=gpuprim:unsupportedAlgorithm __gpuprim_mex__ ("prod", int8 ([1 2]), 2, struct ("type", "native", "algorithm", "interleaved"))
%!assert (__gpuprim_mex__ ("sum", [1+2i 3-1i; 4i 5], 0), [1+6i 8-1i])
%!assert (__gpuprim_mex__ ("sum", [1+2i 3-1i; 4i 5], 2), [4+1i; 5+4i])
%!assert (__gpuprim_mex__ ("sum", single ([1+2i; 3]), 3), single ([1+2i; 3]))
%!assert (__gpuprim_mex__ ("sum", complex (zeros (0, 0)), 0), 0)
%!assert (size (__gpuprim_mex__ ("max", zeros (0, 3), 1)), [0 3])
%!test
%! [m, i] = __gpuprim_mex__ ("max", [NaN 2 NaN 2], 2);
%! assert ([m i], [2 2]);
%!assert (__gpuprim_mex__ ("sum", reshape (1:24, 2, 3, 4), [2 3]), [144; 156])
%!assert (__gpuprim_mex__ ("sum", reshape (1:24, 2, 1, 3, 4), [1 3]), reshape ([21 57 93 129], 1, 1, 1, 4))
%!test
%! [m, i] = __gpuprim_mex__ ("max", reshape ([1:11 30 13:24], 2, 3, 4), [1 2]);
%! assert (reshape (m, 1, 4), [6 30 18 24]);
%! assert (reshape (i, 1, 4), [6 6 6 6]);
%! assert (size (m), [1 1 4]);
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("sum", ones (2, 3, 4), [1 3])
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("sum", ones (2, 3), [1 1])
%!assert (__gpuprim_mex__ ("prod_native", int8 (reshape ([100 2 3 -3 -128 -1 2 -1 5 0 1 1], 2, 3, 2)), [1 3]), int8 ([-127 0 127]))
%!assert (__gpuprim_mex__ ("prod_native", uint8 (zeros (0, 3, 2)), [1 3]), uint8 ([1 1 1]))
%!error id=gpuprim:unsupportedType __gpuprim_mex__ ("prod_native", [1 2; 3 4], [1 2])
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("prod_native", int8 ([1 2]), [2 2])
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("prod_native", int8 ([1 2]))
%!assert (__gpuprim_mex__ ("sum", [1 NaN 2; NaN NaN 3], 2, struct ("nanflag", "omitnan")), [3; 3])
%!assert (__gpuprim_mex__ ("sum", single ([NaN NaN]), 2, struct ("nanflag", "omitnan")), single (0))
%!assert (__gpuprim_mex__ ("prod", [2 NaN 3], 2, struct ("nanflag", "omitnan")), 6)
%!assert (__gpuprim_mex__ ("sum", [Inf NaN -Inf], 2, struct ("nanflag", "omitnan")), NaN)
%!test
%! [m, i] = __gpuprim_mex__ ("max", [1 5 NaN 7 NaN], 2, struct ("nanflag", "includenan"));
%! assert ([m i], [NaN 3]);
%! [m, i] = __gpuprim_mex__ ("min", [1 5 NaN 7 NaN], 2, struct ("nanflag", "omitnan"));
%! assert ([m i], [1 1]);
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("max", [1 2], 2, struct ("nanflag", "omitNaNs"))
%!test
%! [m, i] = __gpuprim_mex__ ("max", [3 -3 2 NaN], 2, struct ("method", "abs"));
%! assert ([m i], [-3 2]);
%! [m, i] = __gpuprim_mex__ ("min", int8 ([-2 5 2 -128]), 2, struct ("method", "abs"));
%! assert ([m i], [int8(2) 3]);
%! [m, i] = __gpuprim_mex__ ("max", int8 ([127 -128 5]), 2, struct ("method", "abs"));
%! assert ([m i], [int8(-128) 2]);
%!test
%! [m, i] = __gpuprim_mex__ ("max", [1 -3 NaN 3], 2, struct ("nanflag", "includenan", "method", "abs"));
%! assert ([m i], [NaN 3]);
%! [m, i] = __gpuprim_mex__ ("min", [5 -3 3 NaN], 2, struct ("nanflag", "omitnan", "method", "abs"));
%! assert ([m i], [3 3]);
%!test
%! [m, i] = __gpuprim_mex__ ("max", [1i 2 2-1i 1+5i], 2, struct ("method", "real"));
%! assert ([m i], [2 2]);
%! [m, i] = __gpuprim_mex__ ("min", [1i 2 -1i NaN], 2, struct ("method", "real", "nanflag", "includenan"));
%! assert (isnan (m) && i == 4);
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("min", [1 2], 2, struct ("method", "size"))
%!error id=gpuprim:unsupportedAlgorithm __gpuprim_mex__ ("sum", [1 2], 2, struct ("algorithm", "scan", "nanflag", "omitnan"))
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("sum", [1 2 3])
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("sum", [1 2 3], 1, "default")
%!error id=gpuprim:invalidCall [m, i] = __gpuprim_mex__ ("sum", [1 2 3], 1)
%!error id=gpuprim:unknownAlgorithm __gpuprim_mex__ ("min", [1 2 3], 1, struct ("algorithm", "bogus"))
%!error id=gpuprim:unknownAlgorithm __gpuprim_mex__ ("max", [1 2 3], 1, struct ("algorithm", "kogge-stone"))
%!assert (__gpuprim_mex__ ("sum", [1 2 3], 2, struct ("algorithm", "interleaved")), 6)
%!assert (__gpuprim_mex__ ("sum", [1 1e100 1 -1e100], 2, struct ("type", "extra")), 2)
%!assert (__gpuprim_mex__ ("sum", single ([1 2]), 2, struct ("type", "extra")), 3)
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("prod", [1 2], 2, struct ("type", "extra"))
%!assert (__gpuprim_mex__ ("sum", [1 NaN 1e100 1 -1e100], 2, struct ("type", "extra", "nanflag", "omitnan")), 2)
%!assert (__gpuprim_mex__ ("sum", [NaN NaN], 2, struct ("type", "extra", "nanflag", "omitnan")), 0)
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("sum", [1i NaN], 2, struct ("type", "extra", "nanflag", "omitnan"))
%!error id=gpuprim:unsupportedAlgorithm __gpuprim_mex__ ("sum", [1 2], 2, struct ("type", "extra", "algorithm", "scan"))
%!assert (__gpuprim_mex__ ("sum", int8 ([100 100 -100]), 2, struct ("type", "native", "algorithm", "scan")), int8 (27))
%!error id=gpuprim:unsupportedAlgorithm __gpuprim_mex__ ("sum", int8 ([1 2]), 2, struct ("type", "native", "algorithm", "interleaved"))
#endif
