/* sort_host.c - the host reference sort: a stable LSD radix sort of each
 * line's keys (sort_keys.h), 8 bits a pass, skipping the passes whose digit
 * every key shares (a stable insertion sort for short lines, a stable merge
 * sort for lines of a few hundred).  With the
 * index output, or where a line holds -0 or NaN (whose keys do not give
 * their bits back), the keys carry their positions and the values are
 * gathered from x through them, so every bit comes back; otherwise the keys
 * alone are sorted and turned back into values, half the memory traffic. */
#include <stdlib.h>
#include <string.h>

#include "gp_internal.h"
#include "sort_keys.h"

/* The element at x[i] of es bytes, as bits in the low bytes. */
static inline uint64_t load_bits(const void *x, size_t es, int64_t i)
{
  switch (es) {
  case 1: return ((const uint8_t *) x)[i];
  case 2: return ((const uint16_t *) x)[i];
  case 4: return ((const uint32_t *) x)[i];
  default: return ((const uint64_t *) x)[i];
  }
}

/* y[to] = x[from], elements of es bytes. */
static inline void move_element(void *y, const void *x, size_t es, int64_t to, int64_t from)
{
  switch (es) {
  case 1: ((uint8_t *) y)[to] = ((const uint8_t *) x)[from]; break;
  case 2: ((uint16_t *) y)[to] = ((const uint16_t *) x)[from]; break;
  case 4: ((uint32_t *) y)[to] = ((const uint32_t *) x)[from]; break;
  default: ((uint64_t *) y)[to] = ((const uint64_t *) x)[from]; break;
  }
}

/* One pass: keys (and positions, where p is not NULL) from (k, p) into
 * (k2, p2) by the digit at shift. */
static void counting_pass(const uint64_t *k, const int64_t *p, uint64_t *k2, int64_t *p2, int64_t len, int shift,
                          const int64_t count[256])
{
  int64_t start[256], run = 0;
  for (int d = 0; d < 256; d++) {
    start[d] = run;
    run += count[d];
  }
  if (!p) {
    for (int64_t l = 0; l < len; l++)
      k2[start[(k[l] >> shift) & 255]++] = k[l];
    return;
  }
  for (int64_t l = 0; l < len; l++) {
    const int64_t to = start[(k[l] >> shift) & 255]++;
    k2[to] = k[l];
    p2[to] = p[l];
  }
}

/* A short line: a stable insertion sort (radix passes would cost more in
 * their counters than in the keys). */
static void insertion_sort_line(uint64_t *k, int64_t *p, int64_t len)
{
  for (int64_t i = 1; i < len; i++) {
    const uint64_t key = k[i];
    const int64_t pos = p ? p[i] : 0;
    int64_t j = i;
    for (; j > 0 && k[j - 1] > key; j--) {
      k[j] = k[j - 1];
      if (p)
        p[j] = p[j - 1];
    }
    k[j] = key;
    if (p)
      p[j] = pos;
  }
}

/* Two sorted runs of (k, p) into (k2, p2), stable: of equal keys the left
 * run's first.  The choice is a select, not a branch (keys in random order
 * would mispredict half the time). */
static void merge_runs(const uint64_t *k, const int64_t *p, int64_t left, int64_t right, uint64_t *k2, int64_t *p2)
{
  int64_t i = 0, j = left, o = 0;
  const int64_t end = left + right;
  while (i < left && j < end) {
    const int take_right = k[j] < k[i];
    const int64_t from = take_right ? j : i;
    k2[o] = k[from];
    if (p)
      p2[o] = p[from];
    o++;
    i += !take_right;
    j += take_right;
  }
  for (; i < left; i++, o++) {
    k2[o] = k[i];
    if (p)
      p2[o] = p[i];
  }
  for (; j < end; j++, o++) {
    k2[o] = k[j];
    if (p)
      p2[o] = p[j];
  }
}

enum { INSERTION_MAX = 64, MERGE_RUN = 16, MERGE_MAX = 256 };

/* A line of up to MERGE_MAX keys: insertion-sorted runs of MERGE_RUN, then
 * merged in pairs (for so few keys a radix pass costs more in its 256
 * counters than in the keys); the result as radix_sort_line returns it. */
static void merge_sort_line(uint64_t **k, int64_t **p, uint64_t *k2, int64_t *p2, int64_t len)
{
  for (int64_t s = 0; s < len; s += MERGE_RUN)
    insertion_sort_line(*k + s, *p ? *p + s : NULL, len - s < MERGE_RUN ? len - s : MERGE_RUN);
  for (int64_t width = MERGE_RUN; width < len; width *= 2) {
    for (int64_t s = 0; s < len; s += 2 * width) {
      const int64_t left = len - s < width ? len - s : width;
      const int64_t right = len - s - left < width ? len - s - left : width;
      merge_runs(*k + s, *p ? *p + s : NULL, left, right, k2 + s, *p ? p2 + s : NULL);
    }
    uint64_t *kt = *k;
    int64_t *pt = *p;
    *k = k2;
    if (pt)
      *p = p2;
    k2 = kt;
    p2 = pt;
  }
}

/* Sort one line's keys k with positions p (len of each; *p NULL for keys
 * alone); the result ends in whichever buffer the last pass wrote, returned
 * through *k / *p.  Every digit's counts come from one read of the keys. */
static void radix_sort_line(uint64_t **k, int64_t **p, uint64_t *k2, int64_t *p2, int64_t len, int bits)
{
  if (len <= INSERTION_MAX) {
    insertion_sort_line(*k, *p, len);
    return;
  }
  if (len <= MERGE_MAX) {
    merge_sort_line(k, p, k2, p2, len);
    return;
  }

  const int digits = bits / 8;
  int64_t count[8][256];
  memset(count, 0, sizeof count[0] * (size_t) digits);
  for (int64_t l = 0; l < len; l++) {
    const uint64_t key = (*k)[l];
    for (int d = 0; d < digits; d++)
      count[d][(key >> (8 * d)) & 255]++;
  }
  for (int d = 0; d < digits; d++) {
    if (count[d][((*k)[0] >> (8 * d)) & 255] == len)
      continue;  /* every key has this digit */
    counting_pass(*k, *p, k2, p2, len, 8 * d, count[d]);
    uint64_t *kt = *k;
    int64_t *pt = *p;
    *k = k2;
    if (pt)
      *p = p2;
    k2 = kt;
    p2 = pt;
  }
}

gp_status gp_host_sort(const gp_sort_call *c)
{
  const gp_shape3 sh = c->shape;
  const size_t es = gp_dtype_size(c->x->dtype);
  const int kind = c->kind, bits = (int) es * 8;
  const void *x = c->x->data;
  void *y = c->y->data;
  double *idx = c->idx ? (double *) c->idx->data : NULL;
  uint64_t *keys = (uint64_t *) malloc(2 * (size_t) sh.len * sizeof(uint64_t));
  int64_t *pos = (int64_t *) malloc(2 * (size_t) sh.len * sizeof(int64_t));
  if (!keys || !pos) {
    free(keys);
    free(pos);
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  }
  for (int64_t o = 0; o < sh.outer; o++) {
    for (int64_t i = 0; i < sh.inner; i++) {
      const int64_t base = o * sh.len * sh.inner + i;
      int special = 0;
      for (int64_t l = 0; l < sh.len; l++) {
        const uint64_t v = load_bits(x, es, base + l * sh.inner);
        special |= gp_key_special(v, kind, bits);
        keys[l] = gp_key_of(v, kind, bits, c->order);
      }
      uint64_t *k = keys;
      if (!idx && !special) {
        int64_t *none = NULL;
        radix_sort_line(&k, &none, keys + sh.len, NULL, sh.len, bits);
        for (int64_t l = 0; l < sh.len; l++)
          gp_store_bits(y, es, base + l * sh.inner, gp_key_value(k[l], kind, bits, c->order));
        continue;
      }
      for (int64_t l = 0; l < sh.len; l++)
        pos[l] = l;
      int64_t *p = pos;
      radix_sort_line(&k, &p, keys + sh.len, pos + sh.len, sh.len, bits);
      for (int64_t l = 0; l < sh.len; l++) {
        move_element(y, x, es, base + l * sh.inner, base + p[l] * sh.inner);
        if (idx)
          idx[base + l * sh.inner] = (double) (p[l] + 1);
      }
    }
  }
  free(keys);
  free(pos);
  return GP_SUCCESS;
}
