/* test_data.h - what the C tests share besides TAP: a small fixed-seed
 * random generator (xorshift64*), bitwise comparison, reading elements. */
#ifndef GP_TEST_DATA_H
#define GP_TEST_DATA_H

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "gpuprim.h"

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rng(void)
{
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 0x2545f4914f6cdd1dull;
}

static __attribute__((unused)) int same_bits(const void *a, const void *b, size_t n)
{
  return memcmp(a, b, n) == 0;
}

/* Element i of an array of dtype t, as a double. */
static __attribute__((unused)) double get_double(const void *p, gp_dtype t, int64_t i)
{
  switch (t) {
  case GP_DOUBLE: return ((const double *) p)[i];
  case GP_SINGLE: return ((const float *) p)[i];
  case GP_INT8: return ((const int8_t *) p)[i];
  case GP_UINT8: case GP_LOGICAL: return ((const uint8_t *) p)[i];
  case GP_INT16: return ((const int16_t *) p)[i];
  case GP_UINT16: return ((const uint16_t *) p)[i];
  case GP_INT32: return ((const int32_t *) p)[i];
  case GP_UINT32: return ((const uint32_t *) p)[i];
  case GP_INT64: return (double) ((const int64_t *) p)[i];
  case GP_UINT64: return (double) ((const uint64_t *) p)[i];
  default: return NAN;
  }
}

#endif
