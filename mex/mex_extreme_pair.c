/* mex_extreme_pair.c - max (a, b) and min (a, b) as the builtins take
 * them: the result class the builtin gives (asked of one zero of each
 * class, so its rules hold: int8 with double is int8, single with double
 * is single, two integer classes are an error), both operands converted to
 * it (rounding, saturating, NaN to 0), complex where either is, then the
 * "max2" command with broadcasting. */
#include <stdio.h>
#include <string.h>

#include "mex_checks.h"
#include "mex_commands.h"
#include "mex_extreme.h"
#include "mex_semantics.h"
#include "mx_gp_array.h"
#include "mx_raise.h"

/* The class of a's elements (a gparray's too), and whether a is complex;
 * its view raises where a has more dims than the kernels take.  Classes
 * are named by gp_dtype_name: mxGetClassName of an array made here gives
 * NULL on Octave 11. */
static gp_dtype class_of(const mxArray *a, const char *fname, int *complex)
{
  return mx_view_parts_gp(a, fname, complex).dtype;
}

static mxArray *zero_of(gp_dtype t)
{
  return t == GP_LOGICAL ? mxCreateLogicalScalar(0) : mxCreateNumericMatrix(1, 1, mx_class_of(t), mxREAL);
}

/* The builtin's result class of op (a, b), or gpuprim:classMismatch. */
static gp_dtype result_class(int max, gp_dtype a, gp_dtype b, const char *fname)
{
  mxArray *in[2] = {zero_of(a), zero_of(b)}, *y = NULL;
  if (mexCallMATLABWithTrap(1, &y, 2, in, max ? "max" : "min"))
    mx_raise("gpuprim:classMismatch", "%s: the builtin compares no %s with %s", fname, gp_dtype_name(a),
                      gp_dtype_name(b));
  const gp_dtype t = mx_require_dtype(y, fname);
  mxDestroyArray(y);
  mxDestroyArray(in[0]);
  mxDestroyArray(in[1]);
  return t;
}

/* x in class t, converted as the builtin converts it; a gparray must have
 * it already (there is no conversion of a pair's operand on the device). */
static const mxArray *in_class(const mxArray *x, gp_dtype t, const char *fname)
{
  int complex = 0;
  const gp_dtype own = class_of(x, fname, &complex);
  if (own == t)
    return x;
  mxArray *y = NULL;
  if (mx_is_gparray(x))
    mx_raise("gpuprim:classMismatch", "%s: a gparray of %s would need converting to %s; give both one class",
                      fname, gp_dtype_name(own), gp_dtype_name(t));
  if (complex && t != GP_DOUBLE && t != GP_SINGLE)  /* the builtin's own conversion fails there */
    mx_raise("gpuprim:classMismatch", "%s: invalid conversion from complex %s to %s", fname,
                      gp_dtype_name(own), gp_dtype_name(t));
  mexCallMATLAB(1, &y, 1, (mxArray **) &x, gp_dtype_name(t));
  return y;
}

/* The sizes of a and b padded to one length n (returned), or
 * gpuprim:nonconformant where they do not broadcast. */
static int pair_sizes(const mxArray *a, const mxArray *b, double sa[], double sb[], const char *fname)
{
  const mxArray *za = mex_size_of(a, fname), *zb = mex_size_of(b, fname);
  const int na = (int) mxGetNumberOfElements(za), nb = (int) mxGetNumberOfElements(zb), n = na > nb ? na : nb;
  int bad = 0;
  for (int d = 0; d < n; d++) {
    sa[d] = d < na ? mxGetPr(za)[d] : 1;
    sb[d] = d < nb ? mxGetPr(zb)[d] : 1;
    bad |= sa[d] != sb[d] && sa[d] != 1 && sb[d] != 1;
  }
  if (bad) {
    char text[2][96];
    for (int s = 0; s < 2; s++) {
      const mxArray *z = s ? zb : za;
      size_t at = 0;
      text[s][0] = '\0';
      for (size_t d = 0; d < mxGetNumberOfElements(z) && at + 24 < sizeof text[s]; d++)
        at += (size_t) snprintf(text[s] + at, sizeof text[s] - at, d ? "x%.0f" : "%.0f", mxGetPr(z)[d]);
    }
    mx_raise("gpuprim:nonconformant", "%s: nonconformant arguments (op1 is %s, op2 is %s)", fname, text[0],
                      text[1]);
  }
  return n;
}

/* Whether Octave's broadcasting runs a's elements as the scalar operand:
 * where a is a scalar, and where the first dim in which the sizes differ
 * has only 1s before it and a has 1 along it (the loop then takes one
 * element of a against a run of b's).  Before Octave 11 those loops take
 * the second of equal values (-0 and 0): min ([-0 -0], [0; 0]) is 0s. */
static int scalar_first_loop(const double sa[], const double sb[], int n)
{
  if (mex_semantics_of_octave()->pair_ties_take_a)
    return 0;
  int start = 0, ones = 1;
  while (start < n && sa[start] == sb[start])
    start++;
  for (int d = 0; d < n; d++)
    ones &= sa[d] == 1;
  if (ones)
    return 1;
  if (start == n || sa[start] != 1)
    return 0;
  for (int d = 0; d < start; d++)
    if (sa[d] != 1)
      return 0;
  return 1;
}

static const mxArray *as_complex(const mxArray *x)
{
  mxArray *y = NULL;
  mexCallMATLAB(1, &y, 1, (mxArray **) &x, "complex");
  return y;
}

void mex_extreme_pair(int max, const char *fname, const mxArray *a, const mxArray *b, const mex_options *o,
                      mxArray *plhs[])
{
  mex_check_input(fname, a, 1, 1);
  mex_check_input(fname, b, 1, 1);
  int ca = 0, cb = 0;
  const gp_dtype ia = class_of(a, fname, &ca), ib = class_of(b, fname, &cb);
  const gp_dtype id = result_class(max, ia, ib, fname);
  double sa[GP_MAX_DIMS + 1], sb[GP_MAX_DIMS + 1];
  const int n = pair_sizes(a, b, sa, sb, fname);
  a = in_class(a, id, fname);
  b = in_class(b, id, fname);
  const mxArray *args[2] = {a, b};
  if (ca || cb) {  /* both complex: without options the builtin compares by abs alone, a's element on ties */
    const int on_device = mx_is_gparray(a) + mx_is_gparray(b);
    if (on_device && !(on_device == 2 && ca && cb))
      mx_raise("gpuprim:complex",
                        "%s: a complex pair on the device needs two complex gparrays; use %s (gather (A), gather (B))",
                        fname, fname);
    if (!on_device) {  /* a real array of the pair as complex, the same class */
      args[0] = as_complex(a);
      args[1] = as_complex(b);
    }
  } else if (scalar_first_loop(sa, sb, n)) {
    args[0] = b;
    args[1] = a;
  }
  (max ? mex_max2 : mex_min2)(o, 1, plhs, 2, args);
}
