/* convert_rules.h - one element from one class to another, as Octave's
 * double (), single (), int8 () ... logical () convert it.  Shared by the
 * host reference and the CUDA kernel, so both convert alike.
 *
 * - To an integer class from a float: NaN is 0; otherwise rounded to the
 *   nearest integer, halves away from zero, then held to the class's range
 *   (Octave's octave_int conversion of a real).
 * - To an integer class from an integer class: held to the range.
 * - To a float class: the C conversion from the source itself (so
 *   single (int64 (x)) rounds once, as Octave's does), to nearest.
 * - To logical: nonzero is 1, -0 is 0; a NaN cannot be converted, and is
 *   reported (the caller raises the builtin's error).
 * - From logical: its 0 or 1. */
#ifndef GP_CONVERT_RULES_H
#define GP_CONVERT_RULES_H

#include <math.h>
#include <stdint.h>

#include "gpuprim.h"

#ifdef __CUDACC__
#define GP_CONV_FN static inline __host__ __device__
#else
#define GP_CONV_FN static inline
#endif

/* An element as read: a float (a single is exact in a double), or an
 * integer of either sign. */
enum { GP_CONV_FLOAT = 0, GP_CONV_SIGNED = 1, GP_CONV_UNSIGNED = 2 };
typedef struct gp_conv_value {
  int kind;
  double f;
  int64_t i;
  uint64_t u;
} gp_conv_value;

GP_CONV_FN gp_conv_value gp_conv_read(const void *p, gp_dtype t)
{
  gp_conv_value v = {GP_CONV_FLOAT, 0.0, 0, 0};
  switch (t) {
  case GP_DOUBLE: v.f = *(const double *) p; break;
  case GP_SINGLE: v.f = (double) *(const float *) p; break;
  case GP_INT8: v.kind = GP_CONV_SIGNED; v.i = *(const int8_t *) p; break;
  case GP_INT16: v.kind = GP_CONV_SIGNED; v.i = *(const int16_t *) p; break;
  case GP_INT32: v.kind = GP_CONV_SIGNED; v.i = *(const int32_t *) p; break;
  case GP_INT64: v.kind = GP_CONV_SIGNED; v.i = *(const int64_t *) p; break;
  case GP_UINT8: v.kind = GP_CONV_UNSIGNED; v.u = *(const uint8_t *) p; break;
  case GP_UINT16: v.kind = GP_CONV_UNSIGNED; v.u = *(const uint16_t *) p; break;
  case GP_UINT32: v.kind = GP_CONV_UNSIGNED; v.u = *(const uint32_t *) p; break;
  case GP_UINT64: v.kind = GP_CONV_UNSIGNED; v.u = *(const uint64_t *) p; break;
  default: v.kind = GP_CONV_UNSIGNED; v.u = *(const uint8_t *) p != 0; break;  /* logical */
  }
  return v;
}

/* v in the range of a signed class of `bits` bits. */
GP_CONV_FN int64_t gp_conv_signed(gp_conv_value v, int bits)
{
  const int64_t lo = bits == 64 ? INT64_MIN : -((int64_t) 1 << (bits - 1));
  const int64_t hi = bits == 64 ? INT64_MAX : ((int64_t) 1 << (bits - 1)) - 1;
  if (v.kind == GP_CONV_FLOAT) {
    if (v.f != v.f)
      return 0;
    const double r = round(v.f), edge = ldexp(1.0, bits - 1);  /* 2^(bits-1), exact */
    if (r >= edge)
      return hi;
    if (r <= -edge)
      return lo;
    return (int64_t) r;
  }
  if (v.kind == GP_CONV_UNSIGNED)
    return v.u > (uint64_t) hi ? hi : (int64_t) v.u;
  return v.i < lo ? lo : v.i > hi ? hi : v.i;
}

/* v in the range of an unsigned class of `bits` bits. */
GP_CONV_FN uint64_t gp_conv_unsigned(gp_conv_value v, int bits)
{
  const uint64_t hi = bits == 64 ? UINT64_MAX : ((uint64_t) 1 << bits) - 1;
  if (v.kind == GP_CONV_FLOAT) {
    if (v.f != v.f)
      return 0;
    const double r = round(v.f);
    if (r >= ldexp(1.0, bits))  /* 2^bits, exact */
      return hi;
    if (r <= 0)
      return 0;
    return (uint64_t) r;
  }
  if (v.kind == GP_CONV_SIGNED)
    return v.i < 0 ? 0 : (uint64_t) v.i > hi ? hi : (uint64_t) v.i;
  return v.u > hi ? hi : v.u;
}

GP_CONV_FN double gp_conv_double(gp_conv_value v)
{
  return v.kind == GP_CONV_FLOAT ? v.f : v.kind == GP_CONV_SIGNED ? (double) v.i : (double) v.u;
}

GP_CONV_FN float gp_conv_single(gp_conv_value v)
{
  return v.kind == GP_CONV_FLOAT ? (float) v.f : v.kind == GP_CONV_SIGNED ? (float) v.i : (float) v.u;
}

/* Write v into *p of class t; returns 1 where v is a NaN bound for logical
 * (*p then 0), else 0. */
GP_CONV_FN int gp_conv_write(gp_conv_value v, void *p, gp_dtype t)
{
  switch (t) {
  case GP_DOUBLE: *(double *) p = gp_conv_double(v); break;
  case GP_SINGLE: *(float *) p = gp_conv_single(v); break;
  case GP_INT8: *(int8_t *) p = (int8_t) gp_conv_signed(v, 8); break;
  case GP_INT16: *(int16_t *) p = (int16_t) gp_conv_signed(v, 16); break;
  case GP_INT32: *(int32_t *) p = (int32_t) gp_conv_signed(v, 32); break;
  case GP_INT64: *(int64_t *) p = gp_conv_signed(v, 64); break;
  case GP_UINT8: *(uint8_t *) p = (uint8_t) gp_conv_unsigned(v, 8); break;
  case GP_UINT16: *(uint16_t *) p = (uint16_t) gp_conv_unsigned(v, 16); break;
  case GP_UINT32: *(uint32_t *) p = (uint32_t) gp_conv_unsigned(v, 32); break;
  case GP_UINT64: *(uint64_t *) p = gp_conv_unsigned(v, 64); break;
  default:  /* logical */
    if (v.kind == GP_CONV_FLOAT && v.f != v.f) {
      *(uint8_t *) p = 0;
      return 1;
    }
    *(uint8_t *) p = v.kind == GP_CONV_FLOAT ? v.f != 0 : v.kind == GP_CONV_SIGNED ? v.i != 0 : v.u != 0;
    break;
  }
  return 0;
}

#endif
