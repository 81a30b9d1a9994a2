/* test_data.h - what the C tests share besides TAP: a small fixed-seed
 * random generator (xorshift64*) and bitwise comparison. */
#ifndef GP_TEST_DATA_H
#define GP_TEST_DATA_H

#include <stdint.h>
#include <string.h>

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

#endif
