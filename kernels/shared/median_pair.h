/* median_pair.h - how a median of an even count combines its middle pair
 * a <= b (gp_median_pair), shared by the host and the device so both
 * round alike: the float steps each rounded on their own (no fused
 * multiply-add on the device), integer halving half away from zero as
 * Octave's integer division rounds. */
#ifndef GP_MEDIAN_PAIR_H
#define GP_MEDIAN_PAIR_H

#include <math.h>
#include <stdint.h>

#ifdef __CUDACC__
#define GP_MEDIAN_FN static inline __host__ __device__
#else
#define GP_MEDIAN_FN static inline
#endif

#if defined(__CUDA_ARCH__)
#define GP_DADD(a, b) __dadd_rn(a, b)
#define GP_DSUB(a, b) __dsub_rn(a, b)
#define GP_DHALF(a) __dmul_rn(a, 0.5)
#define GP_FADD(a, b) __fadd_rn(a, b)
#define GP_FSUB(a, b) __fsub_rn(a, b)
#define GP_FHALF(a) __fmul_rn(a, 0.5f)
#else
#define GP_DADD(a, b) ((a) + (b))
#define GP_DSUB(a, b) ((a) - (b))
#define GP_DHALF(a) ((a) / 2.0)
#define GP_FADD(a, b) ((float) ((a) + (b)))
#define GP_FSUB(a, b) ((float) ((a) - (b)))
#define GP_FHALF(a) ((float) ((a) / 2.0f))
#endif

/* The NaN x86 arithmetic makes of Inf - Inf: its sign set (Octave's NaN
 * constant has it clear). */
GP_MEDIAN_FN double gp_arith_nan(void)
{
  return copysign((double) NAN, -1.0);
}

GP_MEDIAN_FN double gp_median_pair_double(double a, double b, int pair)
{
  double m;
  if (pair == 2 && !isinf(a) && !isinf(b))  /* GP_MEDIAN_SAFE_MIDPOINT */
    m = GP_DADD(a, GP_DHALF(GP_DSUB(b, a)));
  else if (pair == 2)
    m = GP_DADD(a, b);
  else if (pair == 1)
    m = GP_DHALF(GP_DADD(a, b));
  else  /* a sum from +0, as Octave's sum: -0 and -0 give +0 */
    m = GP_DHALF(GP_DADD(GP_DADD(0.0, a), b));
  return m != m ? gp_arith_nan() : m;
}

GP_MEDIAN_FN float gp_median_pair_float(float a, float b, int pair)
{
  float m;
  if (pair == 2 && !isinf(a) && !isinf(b))
    m = GP_FADD(a, GP_FHALF(GP_FSUB(b, a)));
  else if (pair == 2)
    m = GP_FADD(a, b);
  else if (pair == 1)
    m = GP_FHALF(GP_FADD(a, b));
  else
    m = GP_FHALF(GP_FADD(GP_FADD(0.0f, a), b));
  return m != m ? (float) gp_arith_nan() : m;
}

/* s / 2, rounding half away from zero */
GP_MEDIAN_FN int64_t gp_half_signed(int64_t s)
{
  return s / 2 + (s % 2 != 0 ? (s > 0 ? 1 : -1) : 0);
}

GP_MEDIAN_FN uint64_t gp_half_unsigned(uint64_t s)
{
  return (s >> 1) + (s & 1);
}

/* a <= b of a signed class of limits lo .. hi */
GP_MEDIAN_FN int64_t gp_median_pair_signed(int64_t a, int64_t b, int64_t lo, int64_t hi, int pair)
{
  if (pair == 0) {  /* GP_MEDIAN_SUM_HALVED: the sum saturates first */
    const int64_t s = b > 0 && a > hi - b ? hi : b < 0 && a < lo - b ? lo : a + b;
    return gp_half_signed(s);
  }
  const int same_sign = (a > 0 && b > 0) || (a < 0 && b < 0);
  return same_sign ? a + gp_half_signed(b - a) : gp_half_signed(a + b);
}

/* a <= b of an unsigned class whose largest value is hi */
GP_MEDIAN_FN uint64_t gp_median_pair_unsigned(uint64_t a, uint64_t b, uint64_t hi, int pair)
{
  if (pair == 0)
    return gp_half_unsigned(a > hi - b ? hi : a + b);
  return a > 0 ? a + gp_half_unsigned(b - a) : gp_half_unsigned(b);
}

#endif
