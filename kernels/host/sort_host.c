/* sort_host.c - the host reference sort: a stable LSD radix sort of each
 * line's keys (sort_keys.h) with their positions, 8 bits a pass, skipping
 * the passes whose digit every key shares; then the values are gathered
 * from x through the sorted positions, so every bit comes back. */
#include <stdlib.h>
#include <string.h>

#include "gp_internal.h"
#include "sort_keys.h"

static uint64_t load_bits(const unsigned char *p, size_t es)
{
  uint64_t v = 0;
  memcpy(&v, p, es);  /* little-endian: the element's bits in the low bytes */
  return v;
}

/* One pass: keys and positions from (k, p) into (k2, p2) by the digit at shift. */
static void counting_pass(const uint64_t *k, const int64_t *p, uint64_t *k2, int64_t *p2, int64_t len, int shift,
                          const int64_t count[256])
{
  int64_t start[256], run = 0;
  for (int d = 0; d < 256; d++) {
    start[d] = run;
    run += count[d];
  }
  for (int64_t l = 0; l < len; l++) {
    const int64_t to = start[(k[l] >> shift) & 255]++;
    k2[to] = k[l];
    p2[to] = p[l];
  }
}

/* Sort one line's keys k with positions p (len of each); the result ends in
 * whichever buffer the last pass wrote, returned through *k / *p. */
static void radix_sort_line(uint64_t **k, int64_t **p, uint64_t *k2, int64_t *p2, int64_t len, int bits)
{
  for (int shift = 0; shift < bits; shift += 8) {
    int64_t count[256] = {0};
    for (int64_t l = 0; l < len; l++)
      count[((*k)[l] >> shift) & 255]++;
    if (count[((*k)[0] >> shift) & 255] == len)
      continue;  /* every key has this digit */
    counting_pass(*k, *p, k2, p2, len, shift, count);
    uint64_t *kt = *k;
    int64_t *pt = *p;
    *k = k2;
    *p = p2;
    k2 = kt;
    p2 = pt;
  }
}

gp_status gp_host_sort(const gp_sort_call *c)
{
  const gp_shape3 sh = c->shape;
  const size_t es = gp_dtype_size(c->x->dtype);
  const int kind = gp_sort_key_kind(c->x->dtype), bits = (int) es * 8;
  const unsigned char *x = (const unsigned char *) c->x->data;
  unsigned char *y = (unsigned char *) c->y->data;
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
      for (int64_t l = 0; l < sh.len; l++) {
        keys[l] = gp_key_of(load_bits(x + (size_t) (base + l * sh.inner) * es, es), kind, bits, c->descending);
        pos[l] = l;
      }
      uint64_t *k = keys;
      int64_t *p = pos;
      radix_sort_line(&k, &p, keys + sh.len, pos + sh.len, sh.len, bits);
      for (int64_t l = 0; l < sh.len; l++) {
        memcpy(y + (size_t) (base + l * sh.inner) * es, x + (size_t) (base + p[l] * sh.inner) * es, es);
        if (idx)
          idx[base + l * sh.inner] = (double) (p[l] + 1);
      }
    }
  }
  free(keys);
  free(pos);
  return GP_SUCCESS;
}
