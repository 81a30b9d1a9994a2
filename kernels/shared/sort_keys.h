/* sort_keys.h - radix keys of gp_sort: the element bits mapped to unsigned
 * integers whose order is the sort's order.  Shared by the host reference
 * and the CUDA kernels, so both order alike.
 *
 * Ascending:  unsigned classes as they are; signed ones with the sign bit
 * flipped; floats with the sign bit set when positive and every bit flipped
 * when negative, -0 first made +0 (they are equal, and a stable sort then
 * keeps their input order) and every NaN made the largest key (after +Inf,
 * NaNs in input order).  Descending: the complement, which puts NaN first
 * and keeps ties stable.  The `order` of a sort is GP_KEY_DESCENDING or not,
 * with GP_KEY_NAN_FIRST or GP_KEY_NAN_LAST to place NaN at that end in
 * either direction (MATLAB's "MissingPlacement"): key 0 or the largest.  -0 and NaN cannot be told back from their keys
 * ("special" elements): where they occur, the sorted values are gathered
 * from x through the sorted positions instead.
 *
 * By abs (MATLAB's "ComparisonMethod" "abs"; the builtins' order of
 * complex numbers, abs then arg, taken by real ones): the _ABS kinds order
 * by magnitude, then positives (arg 0) before negatives (arg pi), +0 before
 * -0.  Floats: (magnitude << 1 | sign) + 1, so key 0 stays free for a NaN
 * placed first.  Signed integers: 0, 1, -1, 2, -2, ..., and the most
 * negative value last (all 2^bits values in 2^bits keys). */
#ifndef GP_SORT_KEYS_H
#define GP_SORT_KEYS_H

#include <stdint.h>
#include <string.h>

#include "gpuprim.h"

#ifdef __CUDACC__
#define GP_KEY_FN static inline __host__ __device__
#else
#define GP_KEY_FN static inline
#endif

enum { GP_KEY_UNSIGNED = 0, GP_KEY_SIGNED = 1, GP_KEY_FLOAT = 2, GP_KEY_SIGNED_ABS = 3, GP_KEY_FLOAT_ABS = 4 };
enum { GP_KEY_DESCENDING = 1, GP_KEY_NAN_FIRST = 2, GP_KEY_NAN_LAST = 4 };

/* How keys of a dtype are made: its kind and its width in bytes. */
static inline int gp_sort_key_kind(gp_dtype dtype)
{
  switch (dtype) {
  case GP_DOUBLE:
  case GP_SINGLE: return GP_KEY_FLOAT;
  case GP_INT8:
  case GP_INT16:
  case GP_INT32:
  case GP_INT64: return GP_KEY_SIGNED;
  default: return GP_KEY_UNSIGNED;
  }
}

/* The kind of keys of a sort by value or (by_abs) by abs, then arg. */
static inline int gp_sort_key_kind_by(gp_dtype dtype, int by_abs)
{
  const int kind = gp_sort_key_kind(dtype);
  if (!by_abs)
    return kind;
  return kind == GP_KEY_SIGNED ? GP_KEY_SIGNED_ABS : kind == GP_KEY_FLOAT ? GP_KEY_FLOAT_ABS : kind;
}

/* Whether keys of this kind come from floats (and so may be special). */
GP_KEY_FN int gp_key_is_float(int kind)
{
  return kind == GP_KEY_FLOAT || kind == GP_KEY_FLOAT_ABS;
}

/* All ones in the low `bits` bits. */
GP_KEY_FN uint64_t gp_key_mask(int bits)
{
  return bits >= 64 ? ~0ull : (1ull << bits) - 1ull;
}

/* Whether a float's bits (width `bits`) are NaN or -0. */
GP_KEY_FN int gp_key_special(uint64_t v, int kind, int bits)
{
  if (!gp_key_is_float(kind))
    return 0;
  const uint64_t sign = 1ull << (bits - 1), magnitude = v & (sign - 1ull);
  const uint64_t inf = bits == 64 ? 0x7ff0000000000000ull : bits == 32 ? 0x7f800000ull : 0x7c00ull;
  return v == sign || magnitude > inf;
}

/* The key of an element's bits (the low `bits` bits of v) in `order`. */
GP_KEY_FN uint64_t gp_key_of(uint64_t v, int kind, int bits, int order)
{
  const int descending = order & GP_KEY_DESCENDING;
  const uint64_t mask = gp_key_mask(bits), sign = 1ull << (bits - 1);
  uint64_t k = v;
  if (kind == GP_KEY_SIGNED) {
    k = v ^ sign;
  } else if (gp_key_is_float(kind)) {
    const uint64_t inf = bits == 64 ? 0x7ff0000000000000ull : bits == 32 ? 0x7f800000ull : 0x7c00ull;
    if ((v & (sign - 1ull)) > inf)  /* NaN: the largest key, or where order places it */
      return order & GP_KEY_NAN_FIRST ? 0 : order & GP_KEY_NAN_LAST ? mask : descending ? 0 : mask;
    else if (kind == GP_KEY_FLOAT_ABS)
      k = (((v & (sign - 1ull)) << 1) | (v >> (bits - 1))) + 1ull;
    else if (v == sign)
      k = sign;                       /* -0: the key of +0 */
    else
      k = (v & sign) ? ~v & mask : v | sign;
  } else if (kind == GP_KEY_SIGNED_ABS) {
    k = v == sign ? mask : (v & sign) ? ((0ull - v) & mask) << 1 : v ? (v << 1) - 1ull : 0ull;
  }
  return descending ? ~k & mask : k;
}

/* The bits whose key is k in `order`, for keys of elements that are not special. */
GP_KEY_FN uint64_t gp_key_value(uint64_t k, int kind, int bits, int order)
{
  const int descending = order & GP_KEY_DESCENDING;
  const uint64_t mask = gp_key_mask(bits), sign = 1ull << (bits - 1);
  if (descending)
    k = ~k & mask;
  if (kind == GP_KEY_SIGNED)
    return k ^ sign;
  if (kind == GP_KEY_FLOAT)
    return (k & sign) ? k ^ sign : ~k & mask;
  if (kind == GP_KEY_FLOAT_ABS) {
    k -= 1ull;
    return (k >> 1) | ((k & 1ull) << (bits - 1));
  }
  if (kind == GP_KEY_SIGNED_ABS)
    return k == mask ? sign : (k & 1ull) ? (k + 1ull) >> 1 : (0ull - (k >> 1)) & mask;
  return k;
}

/* Element i of y, of es bytes (1, 2, 4 or 8), gets v's low es bytes: the
 * element whose bits gp_key_value gave (the host's sort and median). */
static inline void gp_store_bits(void *y, size_t es, int64_t i, uint64_t v)
{
  unsigned char *at = (unsigned char *) y + (size_t) i * es;
  const uint8_t b1 = (uint8_t) v;
  const uint16_t b2 = (uint16_t) v;
  const uint32_t b4 = (uint32_t) v;
  switch (es) {
  case 1: memcpy(at, &b1, 1); break;
  case 2: memcpy(at, &b2, 2); break;
  case 4: memcpy(at, &b4, 4); break;
  default: memcpy(at, &v, 8); break;
  }
}

#endif
