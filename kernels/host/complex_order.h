/* complex_order.h - how the host backend ranks complex elements, as
 * Octave's builtins do: abs is libm's hypot, arg is atan2 with -pi counted
 * as pi, and an element is NaN when either part is. */
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
static inline double gp_carg(double complex z)
{
  const double a = atan2(cimag(z), creal(z));
  return a == -M_PI ? M_PI : a;
}
static inline float gp_cargf(float complex z)
{
  const float a = atan2f(cimagf(z), crealf(z));
  return a == (float) -M_PI ? (float) M_PI : a;
}

#endif
