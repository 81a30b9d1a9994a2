/* scan_complex_host.c - the host backend's complex scans and reductions:
 * Octave's loops over each line, in C's complex arithmetic (whose products
 * are the builtins', Annex G included).  max and min keep the running
 * extreme with its abs, taking a later element only when it ranks strictly
 * first (gp_reduce_complex's rules). */
#include <stdint.h>

#include "complex_order.h"
#include "gp_internal.h"

/* One line: element j at base + j * step. */
typedef struct line {
  int64_t base, step, len;
} line;

static double complex load_d(const void *x, gp_dtype in, int64_t k)
{
  if (in == GP_SINGLE)
    return (double complex) ((const float complex *) x)[k];
  return ((const double complex *) x)[k];
}

/* sum "omitnan" (sum 1) and prod (sum 0) in OUT_C from any input, as the
 * scan (y at each element) or the fold (y at slot `at`). */
#define ARITH_LINE(NAME, OUT_C, LOAD, ISNAN)                                                          \
  static void NAME(const void *x, gp_dtype in, OUT_C *y, int64_t at, line l, int sum, int omit, int fold) \
  {                                                                                                   \
    OUT_C acc = sum ? 0 : 1;                                                                          \
    int started = 0; /* a factor taken: cumprod starts from its first, prod from 1 */                 \
    for (int64_t j = 0; j < l.len; j++) {                                                             \
      const int64_t k = l.base + j * l.step;                                                          \
      const OUT_C v = (OUT_C) LOAD(x, in, k);                                                         \
      const int skip = omit && ISNAN(v);                                                              \
      if (sum)                                                                                        \
        acc = j == 0 && !fold ? (skip ? 0 : v) : acc + (skip ? 0 : v);                                \
      else if (!skip) {                                                                               \
        acc = started || fold ? acc * v : v;                                                          \
        started = 1;                                                                                  \
      }                                                                                               \
      if (!fold)                                                                                      \
        y[k] = acc;                                                                                   \
    }                                                                                                 \
    if (fold)                                                                                         \
      y[at] = acc;                                                                                    \
  }

static float complex load_f(const void *x, gp_dtype in, int64_t k)
{
  (void) in;
  return ((const float complex *) x)[k];
}

ARITH_LINE(arith_line_d, double complex, load_d, gp_cnan)
ARITH_LINE(arith_line_f, float complex, load_f, gp_cnanf)

/* max (larger 1) and min of one line, NaN as the NaN flag says, by (abs,
 * arg) or by parts. */
#define EXTREME_LINE(NAME, F, C, HYPOT, FIRST, ISNAN)                                                    \
  static void NAME(const C *x, C *y, double *idx, int64_t at, line l, int larger, int nan_wins, int by_parts, \
                   int raw, int fold)                                                                    \
  {                                                                                                      \
    C best = 0;                                                                                          \
    F mag = 0;                                                                                           \
    int64_t pos = -1;                                                                                    \
    for (int64_t j = 0; j < l.len; j++) {                                                                \
      const int64_t k = l.base + j * l.step;                                                             \
      const C v = x[k];                                                                                  \
      const F m = by_parts ? 0 : HYPOT(creal(v), cimag(v));                                              \
      int take = pos < 0;                                                                                \
      if (!take) {                                                                                       \
        const int nv = ISNAN(v), nb = ISNAN(best);                                                       \
        const int first = !nv && !nb && FIRST(v, m, best, mag, larger, by_parts, raw);                        \
        take = nan_wins ? !nb && (nv || first) : !nv && (nb || first);                                   \
      }                                                                                                  \
      if (take) {                                                                                        \
        best = v;                                                                                        \
        mag = m;                                                                                         \
        pos = j;                                                                                         \
      }                                                                                                  \
      if (!fold) {                                                                                       \
        y[k] = best;                                                                                     \
        if (idx)                                                                                         \
          idx[k] = (double) (pos + 1);                                                                   \
      }                                                                                                  \
    }                                                                                                    \
    if (fold) {                                                                                          \
      y[at] = best;                                                                                      \
      if (idx)                                                                                           \
        idx[at] = (double) (pos + 1);                                                                    \
    }                                                                                                    \
  }

EXTREME_LINE(extreme_line_d, double, double complex, hypot, gp_cfirst, gp_cnan)
EXTREME_LINE(extreme_line_f, float, float complex, hypotf, gp_cfirstf, gp_cnanf)

gp_status gp_host_complex(gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y, double *idx, gp_shape3 shape,
                          int fold, int raw_arg)
{
  const gp_opcode base = gp_op_base(op);
  const int extreme = base == GP_OP_MAX || base == GP_OP_MIN;
  if ((in != GP_DOUBLE && in != GP_SINGLE) || (out != GP_DOUBLE && out != GP_SINGLE)
      || (extreme ? out != in : in == GP_DOUBLE && out == GP_SINGLE))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (base != GP_OP_SUM && base != GP_OP_PROD && !extreme)
    return GP_ERROR_INVALID_ARGUMENT;
  for (int64_t o = 0; o < shape.outer; o++)
    for (int64_t i = 0; i < shape.inner; i++) {
      const line l = {o * shape.len * shape.inner + i, shape.inner, shape.len};
      const int64_t at = o * shape.inner + i;
      if (extreme && in == GP_DOUBLE)
        extreme_line_d((const double complex *) x, (double complex *) y, idx, at, l, base == GP_OP_MAX,
                       gp_op_includes_nan(op), gp_op_is_by_parts(op), raw_arg, fold);
      else if (extreme)
        extreme_line_f((const float complex *) x, (float complex *) y, idx, at, l, base == GP_OP_MAX,
                       gp_op_includes_nan(op), gp_op_is_by_parts(op), raw_arg, fold);
      else if (out == GP_DOUBLE)
        arith_line_d(x, in, (double complex *) y, at, l, base == GP_OP_SUM, op != base, fold);
      else
        arith_line_f(x, in, (float complex *) y, at, l, base == GP_OP_SUM, op != base, fold);
    }
  return GP_SUCCESS;
}
