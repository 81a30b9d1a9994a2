/* sortrows_host.c - gp_sortrows of a wide matrix on host memory: a stable
 * merge sort of the row numbers, two rows compared key column by key
 * column through gp_sort's keys (sort_keys.h: NaN last ascending and first
 * descending, -0 equal to 0), so the order is the LSD passes' own; then
 * every row moved once.  Few rows and many key columns make the passes a
 * launch or a call each, where this touches only the columns that decide. */
#include <stdlib.h>
#include <string.h>

#include "gp_backend.h"
#include "sort_keys.h"

typedef struct {
  const unsigned char *x;
  size_t es;
  int64_t rows;
  int kind, bits;
  const int *columns;  /* 1-based, negative descending */
  int nkeys;
} row_keys;

static uint64_t element_key(const row_keys *k, int64_t row, int column)
{
  const int col = abs(column) - 1;
  uint64_t v = 0;
  memcpy(&v, k->x + ((size_t) col * (size_t) k->rows + (size_t) row) * k->es, k->es);  /* little-endian */
  return gp_key_of(v, k->kind, k->bits, column < 0 ? GP_KEY_DESCENDING : 0);
}

/* Whether row b sorts strictly before row a. */
static int before(const row_keys *k, int64_t b, int64_t a)
{
  for (int j = 0; j < k->nkeys; j++) {
    const uint64_t ka = element_key(k, a, k->columns[j]), kb = element_key(k, b, k->columns[j]);
    if (ka != kb)
      return kb < ka;
  }
  return 0;
}

/* order[lo, hi) sorted stably, tmp the same size as order. */
static void merge_sort(const row_keys *k, int64_t *order, int64_t *tmp, int64_t lo, int64_t hi)
{
  if (hi - lo < 2)
    return;
  const int64_t mid = lo + (hi - lo) / 2;
  merge_sort(k, order, tmp, lo, mid);
  merge_sort(k, order, tmp, mid, hi);
  if (!before(k, order[mid], order[mid - 1]))
    return;  /* already in order */
  int64_t i = lo, j = mid, o = lo;
  while (i < mid && j < hi)
    tmp[o++] = before(k, order[j], order[i]) ? order[j++] : order[i++];
  while (i < mid)
    tmp[o++] = order[i++];
  while (j < hi)
    tmp[o++] = order[j++];
  memcpy(order + lo, tmp + lo, (size_t) (hi - lo) * sizeof *order);
}

gp_status gp_host_sortrows(const void *x, gp_dtype dtype, int64_t rows, int64_t cols, const int *columns, int nkeys,
                           void *y, double *idx)
{
  const size_t es = gp_dtype_size(dtype);
  int64_t *order = malloc(2 * (size_t) rows * sizeof *order);
  if (!order)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  for (int64_t r = 0; r < rows; r++)
    order[r] = r;
  const row_keys k = {(const unsigned char *) x, es, rows, gp_sort_key_kind(dtype), (int) (8 * es), columns, nkeys};
  merge_sort(&k, order, order + rows, 0, rows);
  for (int64_t c = 0; c < cols; c++) {
    const unsigned char *from = (const unsigned char *) x + (size_t) c * (size_t) rows * es;
    unsigned char *to = (unsigned char *) y + (size_t) c * (size_t) rows * es;
    for (int64_t r = 0; r < rows; r++)
      memcpy(to + (size_t) r * es, from + (size_t) order[r] * es, es);
  }
  for (int64_t r = 0; idx && r < rows; r++)
    idx[r] = (double) (order[r] + 1);
  free(order);
  return GP_SUCCESS;
}
