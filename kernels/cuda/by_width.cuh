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

#endif
