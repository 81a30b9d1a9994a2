/* by_width.cuh - the launchers that move elements as bits take the unsigned
 * integer type of the element's width: one switch for all of them. */
#ifndef GP_BY_WIDTH_CUH
#define GP_BY_WIDTH_CUH

#include <stdint.h>

/* return fn<E>(args...), E the unsigned type of `width` bytes (1, 2, 4 or
 * 8); any other width is GP_ERROR_INVALID_ARGUMENT. */
#define GP_RETURN_BY_WIDTH(width, fn, ...)                  \
  switch (width) {                                          \
  case 1: return fn<uint8_t>(__VA_ARGS__);                  \
  case 2: return fn<uint16_t>(__VA_ARGS__);                 \
  case 4: return fn<uint32_t>(__VA_ARGS__);                 \
  case 8: return fn<unsigned long long>(__VA_ARGS__);       \
  default: return GP_ERROR_INVALID_ARGUMENT;                \
  }

/* Both parts of a complex double, moved as one element.  For find's test
 * of nonzero bits, & works half by half, a 64-bit value converts into both
 * halves, and != 0 asks whether any bit is left. */
struct __align__(16) gp_bytes16 {
  unsigned long long lo, hi;
  gp_bytes16() = default;
  __host__ __device__ gp_bytes16(unsigned long long both) : lo(both), hi(both) {}
  __host__ __device__ gp_bytes16(unsigned long long l, unsigned long long h) : lo(l), hi(h) {}
  __host__ __device__ gp_bytes16 operator&(gp_bytes16 b) const { return gp_bytes16(lo & b.lo, hi & b.hi); }
  __host__ __device__ bool operator!=(int zero) const { return (lo | hi) != (unsigned long long) zero; }
};

/* GP_RETURN_BY_WIDTH, and gp_bytes16 for width 16 (the launchers that
 * move complex doubles whole). */
#define GP_RETURN_BY_WIDTH16(width, fn, ...)                \
  if ((width) == 16)                                        \
    return fn<gp_bytes16>(__VA_ARGS__);                     \
  GP_RETURN_BY_WIDTH(width, fn, __VA_ARGS__)

#endif
