/* select_host.c - gp_topk's radix select on host memory: the first pass
 * counts the top digit of every key (16 bits of a long input's 4- and
 * 8-byte keys: floats in a narrow range share their top byte, which would
 * leave most keys under the first 8-bit digit); the second keeps the keys
 * under that prefix (few), and each later pass counts the next 8-bit
 * digit among them, so the whole input is read about three times. */
#include <stdlib.h>
#include <string.h>

#include "gp_backend.h"
#include "sort_keys.h"

/* The loop (...) with K and O the key's kind and order: constants for
 * the common ones (floats and signed integers, either way), so that
 * gp_key_of's tests of them leave the loop (2^22 doubles, median by
 * select, on this project's CI host under load: about 100 ms before,
 * 49-78 ms after). */
#define GP_SELECT_AS(k, o, K, O, ...)                                                                              \
  {                                                                                                                \
    enum { K = (k), O = (o) };                                                                                     \
    __VA_ARGS__                                                                                                    \
  }
#define GP_SELECT_BY_KIND(kind, order, K, O, ...)                                                                  \
  if ((kind) == GP_KEY_FLOAT && (order) == 0)                                                                      \
    GP_SELECT_AS(GP_KEY_FLOAT, 0, K, O, __VA_ARGS__)                                                               \
  else if ((kind) == GP_KEY_FLOAT && (order) == GP_KEY_DESCENDING)                                                 \
    GP_SELECT_AS(GP_KEY_FLOAT, GP_KEY_DESCENDING, K, O, __VA_ARGS__)                                               \
  else if ((kind) == GP_KEY_SIGNED && (order) == 0)                                                                \
    GP_SELECT_AS(GP_KEY_SIGNED, 0, K, O, __VA_ARGS__)                                                              \
  else if ((kind) == GP_KEY_SIGNED && (order) == GP_KEY_DESCENDING)                                                \
    GP_SELECT_AS(GP_KEY_SIGNED, GP_KEY_DESCENDING, K, O, __VA_ARGS__)                                              \
  else {                                                                                                           \
    const int K = (kind), O = (order);                                                                             \
    __VA_ARGS__                                                                                                    \
  }

/* The three walks over x, one set per element width so that each loop
 * has its load and key inline: the top digits counted, the keys under a
 * top digit kept, and the elements marked. */
#define GP_SELECT_WALKS(T)                                                                                          \
  static inline void count_top_##T(const T *x, int64_t n, int kind, int order, int shift, int64_t *counts)          \
  {                                                                                                                 \
    GP_SELECT_BY_KIND(kind, order, K, O, for (int64_t i = 0; i < n; i++)                                            \
                      counts[gp_key_of(x[i], K, 8 * sizeof(T), O) >> shift]++;)                                      \
  }                                                                                                                 \
  static inline int64_t keep_under_##T(const T *x, int64_t n, int kind, int order, int shift, uint64_t top,         \
                                      uint64_t *keys)                                                               \
  {                                                                                                                 \
    int64_t m = 0;                                                                                                  \
    GP_SELECT_BY_KIND(kind, order, K, O, for (int64_t i = 0; i < n; i++) {                                          \
      const uint64_t k = gp_key_of(x[i], K, 8 * sizeof(T), O);                                                      \
      if (k >> shift == top)                                                                                        \
        keys[m++] = k;                                                                                              \
    })                                                                                                              \
    return m;                                                                                                       \
  }                                                                                                                 \
  static inline void mark_##T(const T *x, int64_t n, int kind, int order, uint64_t threshold, int equal_only,       \
                              unsigned char *keep)                                                                  \
  {                                                                                                                 \
    GP_SELECT_BY_KIND(kind, order, K, O, for (int64_t i = 0; i < n; i++) {                                          \
      const uint64_t k = gp_key_of(x[i], K, 8 * sizeof(T), O);                                                      \
      keep[i] = equal_only ? k == threshold : k <= threshold;                                                       \
    })                                                                                                              \
  }
GP_SELECT_WALKS(uint8_t)
GP_SELECT_WALKS(uint16_t)
GP_SELECT_WALKS(uint32_t)
GP_SELECT_WALKS(uint64_t)

#define GP_SELECT_BY_WIDTH(es, walk, ...)                                                                           \
  switch (es) {                                                                                                     \
  case 1: walk##_uint8_t((const uint8_t *) __VA_ARGS__); break;                                                     \
  case 2: walk##_uint16_t((const uint16_t *) __VA_ARGS__); break;                                                   \
  case 4: walk##_uint32_t((const uint32_t *) __VA_ARGS__); break;                                                   \
  default: walk##_uint64_t((const uint64_t *) __VA_ARGS__); break;                                                  \
  }

/* The digit (of `bins`) holding the key of rank *rank among the counted
 * ones; *rank and *below move past the digits before it. */
static unsigned pick_digit(const int64_t *counts, unsigned bins, int64_t *rank, int64_t *below)
{
  unsigned d = 0;
  while (d < bins - 1 && *rank >= counts[d]) {
    *rank -= counts[d];
    *below += counts[d];
    d++;
  }
  return d;
}

gp_status gp_host_select(gp_select_call *c)
{
  const size_t es = gp_dtype_size(c->dtype);
  const int bits = (int) (8 * es);
  /* 16 bits only where the input is long: clearing their counts (512 KiB)
   * would cost more than a short input's whole select */
  const int top_bits = bits >= 32 && c->n >= ((int64_t) 1 << 16) ? 16 : 8;
  const unsigned top_bins = 1u << top_bits;
  int64_t rank = c->rank, below = 0, counts[256];
  int64_t *top_counts = top_bits > 8 ? calloc(top_bins, sizeof *top_counts) : counts;
  if (!top_counts)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  memset(counts, 0, sizeof counts);
  int shift = bits - top_bits;
  GP_SELECT_BY_WIDTH(es, count_top, c->x, c->n, c->kind, c->order, shift, top_counts)
  uint64_t prefix = (uint64_t) pick_digit(top_counts, top_bins, &rank, &below) << shift;
  int64_t m = 0, equal = top_counts[prefix >> shift];  /* the keys under the prefix so far: at the end, the ties */
  if (top_counts != counts)
    free(top_counts);
  uint64_t *keys = NULL;
  if (shift > 0) {
    keys = malloc((size_t) (equal > 0 ? equal : 1) * sizeof *keys);
    if (!keys)
      return GP_ERROR_HOST_OUT_OF_MEMORY;
    switch (es) {
    case 2: m = keep_under_uint16_t(c->x, c->n, c->kind, c->order, shift, prefix >> shift, keys); break;
    case 4: m = keep_under_uint32_t(c->x, c->n, c->kind, c->order, shift, prefix >> shift, keys); break;
    default: m = keep_under_uint64_t(c->x, c->n, c->kind, c->order, shift, prefix >> shift, keys); break;
    }
  }
  while (shift > 0) {
    shift -= 8;
    memset(counts, 0, sizeof counts);
    for (int64_t i = 0; i < m; i++)
      counts[(keys[i] >> shift) & 255]++;
    const unsigned d = pick_digit(counts, 256, &rank, &below);
    prefix |= (uint64_t) d << shift;
    equal = counts[d];
    int64_t kept = 0;
    for (int64_t i = 0; i < m; i++)
      if (((keys[i] >> shift) & 255) == d)
        keys[kept++] = keys[i];
    m = kept;
  }
  free(keys);
  c->threshold = prefix;
  c->below = below;
  c->equal = equal;
  if (c->keep)
    GP_SELECT_BY_WIDTH(es, mark, c->x, c->n, c->kind, c->order, prefix, c->equal_only, c->keep)
  return GP_SUCCESS;
}
