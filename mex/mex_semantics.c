/* mex_semantics.c - the running Octave's semantics, from its version.
 *
 * Octave 11 changed several builtins that gpuprim follows (its NEWS:
 * "Matlab compatibility"); 10.x is taken to behave as 9.x, as its cumsum,
 * sum and max still did in the 10 development sources.  Measured against
 * 7.3, 9.4 and 11.3 by the test suite. */
#include <stdio.h>

#include "mex.h"

#include "mex_commands.h"
#include "mex_semantics.h"
#include "mx_raise.h"

static mex_semantics semantics;
static int known = 0;

/* OCTAVE_VERSION, the interpreter's own builtin ("11.3.0"). */
static void running_version(int *major, int *minor)
{
  mxArray *v = NULL;
  char text[32] = "";
  *major = 0;
  *minor = 0;
  if (mexCallMATLAB(1, &v, 0, NULL, "OCTAVE_VERSION") == 0 && v) {
    if (mxGetString(v, text, sizeof text) == 0 && sscanf(text, "%d.%d", major, minor) < 1)
      *major = 0;
    mxDestroyArray(v);
  }
}

const mex_semantics *mex_semantics_of_octave(void)
{
  if (!known) {
    mex_semantics s = {0};
    running_version(&s.major, &s.minor);
    const int eleven = s.major >= 11;
    s.integer_scans_native = eleven;
    s.scan_type_options = !eleven;
    s.empty_as_column_by_dim = !eleven;
    s.sort_index_past_ndims = eleven;
    s.complex_arg_raw = eleven;
    s.pair_ties_take_a = eleven;
    s.extra_sum_plain_when_nonfinite = eleven;
    s.plain_outputs_uncopied = eleven;
    s.median_safe_pairs = s.major >= 9;
    semantics = s;
    known = 1;
  }
  return &semantics;
}

gp_accum mex_default_scan_accum(gp_op op, gp_dtype in)
{
  const int integer = in != GP_DOUBLE && in != GP_SINGLE && in != GP_LOGICAL;
  if ((op == GP_OP_SUM || op == GP_OP_PROD) && integer && mex_semantics_of_octave()->integer_scans_native)
    return GP_ACCUM_NATIVE;
  return GP_ACCUM_DEFAULT;
}

void mex_semantics_command(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  (void) nlhs;
  (void) prhs;
  if (nrhs != 0)
    mx_raise("gpuprim:invalidCall", "__gpuprim_mex__: \"semantics\" takes no arguments");
  const mex_semantics *s = mex_semantics_of_octave();
  static const char *fields[] = {"version", "integer_scans_native", "scan_type_options", "empty_as_column_by_dim",
                                 "sort_index_past_ndims", "complex_arg_raw", "pair_ties_take_a",
                                 "extra_sum_plain_when_nonfinite", "plain_outputs_uncopied"};
  mxArray *r = mxCreateStructMatrix(1, 1, sizeof fields / sizeof fields[0], fields);
  mxArray *v = mxCreateDoubleMatrix(1, 2, mxREAL);
  mxGetPr(v)[0] = s->major;
  mxGetPr(v)[1] = s->minor;
  mxSetField(r, 0, "version", v);
  mxSetField(r, 0, "integer_scans_native", mxCreateLogicalScalar(s->integer_scans_native != 0));
  mxSetField(r, 0, "scan_type_options", mxCreateLogicalScalar(s->scan_type_options != 0));
  mxSetField(r, 0, "empty_as_column_by_dim", mxCreateLogicalScalar(s->empty_as_column_by_dim != 0));
  mxSetField(r, 0, "sort_index_past_ndims", mxCreateLogicalScalar(s->sort_index_past_ndims != 0));
  mxSetField(r, 0, "complex_arg_raw", mxCreateLogicalScalar(s->complex_arg_raw != 0));
  mxSetField(r, 0, "pair_ties_take_a", mxCreateLogicalScalar(s->pair_ties_take_a != 0));
  mxSetField(r, 0, "extra_sum_plain_when_nonfinite", mxCreateLogicalScalar(s->extra_sum_plain_when_nonfinite != 0));
  mxSetField(r, 0, "plain_outputs_uncopied", mxCreateLogicalScalar(s->plain_outputs_uncopied != 0));
  plhs[0] = r;
}

#if 0
%!test
%! s = __gpuprim_mex__ ("semantics");
%! v = transpose (sscanf (OCTAVE_VERSION, "%d.%d"));  # no quote mark: the C compiler reads this
%! assert (s.version, v(1:2));
%! assert (s.integer_scans_native, isa (cumsum (int8 (1)), "int8"));
%! assert (s.empty_as_column_by_dim, isequal (size (sum (zeros (0, 0), 1)), [1 1]));
%! assert (s.scan_type_options, ! s.integer_scans_native);
%! assert (s.pair_ties_take_a, signbit (max (-0, 0)));
%! assert (s.extra_sum_plain_when_nonfinite, sum ([1 Inf 2], "extra") == Inf);
%! assert (s.complex_arg_raw, max (complex (-5, -0), 4 - 3i) == 4 - 3i);
%! assert (s.plain_outputs_uncopied, compare_versions (OCTAVE_VERSION, "11.0.0", ">="));
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("semantics", 1)
#endif
