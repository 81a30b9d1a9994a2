/* complex_order.h - how the host backend ranks complex elements, as
 * Octave's builtins do: abs is libm's hypot, arg is atan2 with -pi counted
 * as pi (Octave 7-10 and every sort) or as atan2 gives it (max and min of
 * Octave 11: gp_context_options.complex_arg_atan2), and an element is NaN
 * when either part is; or by parts, as MATLAB's "ComparisonMethod", "real". */
#ifndef GP_COMPLEX_ORDER_H
#define GP_COMPLEX_ORDER_H

#include <complex.h>
#include <math.h>

static inline int gp_cnan(double complex z)
{
  return isnan(creal(z)) || isnan(cimag(z));
}
static inline int gp_cnanf(float complex z)
{
  return isnan(crealf(z)) || isnan(cimagf(z));
}
/* arg in (-pi, pi], or with raw as atan2 gives it, in [-pi, pi] */
static inline double gp_carg(double complex z, int raw)
{
  const double a = atan2(cimag(z), creal(z));
  return a == -M_PI && !raw ? M_PI : a;
}
static inline float gp_cargf(float complex z, int raw)
{
  const float a = atan2f(cimagf(z), crealf(z));
  return a == (float) -M_PI && !raw ? (float) M_PI : a;
}

/* Whether the number v (its abs mv) ranks strictly first over the number
 * best (mbest): larger for max; by (abs, arg; raw: gp_carg's), or by_parts
 * by (real part, imaginary part), MATLAB's "real". */
#define GP_COMPLEX_FIRST(NAME, F, C, RE, IM, ARG)                                             \
  static inline int NAME(C v, F mv, C best, F mbest, int larger, int by_parts, int raw)        \
  {                                                                                           \
    F kv = mv, kb = mbest;                                                                    \
    if (by_parts && RE(v) != RE(best)) {                                                      \
      kv = RE(v);                                                                             \
      kb = RE(best);                                                                          \
    } else if (by_parts) {                                                                    \
      kv = IM(v);                                                                             \
      kb = IM(best);                                                                          \
    } else if (mv == mbest) {                                                                 \
      kv = ARG(v, raw);                                                                       \
      kb = ARG(best, raw);                                                                    \
    }                                                                                         \
    return larger ? kv > kb : kv < kb;                                                        \
  }
GP_COMPLEX_FIRST(gp_cfirst, double, double complex, creal, cimag, gp_carg)
GP_COMPLEX_FIRST(gp_cfirstf, float, float complex, crealf, cimagf, gp_cargf)

#endif
