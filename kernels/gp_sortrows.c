/* gp_sortrows.c - Octave's sortrows, made of the sort and the gathers:
 * an LSD pass a key column, least significant first, each a stable
 * gp_sort of that column in the row order so far, whose index then
 * reorders the rows (gp_take_along); equal keys keep the order the later
 * keys gave them, so the passes together sort by every key at once.  A
 * matrix with few rows for its key columns goes by comparison on the
 * host instead (host/sortrows_host.c), in the same order, unless a sort
 * algorithm is named. */
#include <stdlib.h>
#include <string.h>

#include "gp_backend.h"

void gp_sortrows_options_init(gp_sortrows_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
  options->algorithm = GP_SORT_AUTO;
}

/* idx = 1..rows, the order of no key (an x of no columns). */
static gp_status identity_order(gp_context *ctx, gp_array *idx, int64_t rows)
{
  double *ones = malloc((size_t) rows * sizeof *ones);
  if (!ones)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  for (int64_t r = 0; r < rows; r++)
    ones[r] = (double) (r + 1);
  const gp_status st = gp_copy(ctx, idx->data, idx->location, ones, GP_HOST, (size_t) rows * sizeof *ones);
  free(ones);
  return st;
}

/* The passes, the last key first: *order ends as the rows' order (1-based
 * doubles), in one of the two order buffers. */
static gp_status sort_passes(gp_context *ctx, const gp_sortrows_options *o, const gp_array *x, int64_t rows,
                             int nkeys, void *key_mem, void *sorted_mem, double *order_mem[2], double *pass_mem,
                             double **order)
{
  const size_t es = gp_dtype_size(x->dtype), column_bytes = (size_t) rows * es;
  int have = -1;  /* which order buffer holds the order so far; -1: none yet (the input's) */
  for (int k = nkeys - 1; k >= 0; k--) {
    const int c = o->ncolumns > 0 ? o->columns[k] : k + 1;
    const int col = abs(c) - 1;
    const gp_array in = gp_column_view((char *) x->data + (size_t) col * column_bytes, x->dtype, x->location, rows);
    gp_array key = in, sorted = gp_column_view(sorted_mem, x->dtype, x->location, rows);
    gp_array pass = gp_column_view(have < 0 ? order_mem[0] : pass_mem, GP_DOUBLE, x->location, rows);
    const gp_array so_far = gp_column_view(order_mem[have < 0 ? 0 : have], GP_DOUBLE, x->location, rows);
    gp_status st = GP_SUCCESS;
    if (have >= 0) {  /* the key column in the order so far */
      key = gp_column_view(key_mem, x->dtype, x->location, rows);
      st = gp_take_along(ctx, &in, &so_far, &key, 0, 0);
    }
    gp_sort_options so;
    gp_sort_options_init(&so);
    so.algorithm = o->algorithm;
    so.descending = c < 0;
    if (st == GP_SUCCESS)
      st = gp_sort(ctx, &so, &key, &sorted, &pass, 0);
    if (st != GP_SUCCESS)
      return st;
    if (have < 0) {
      have = 0;
      continue;
    }
    gp_array next = gp_column_view(order_mem[1 - have], GP_DOUBLE, x->location, rows);
    st = gp_take_along(ctx, &so_far, &pass, &next, 0, 0);
    if (st != GP_SUCCESS)
      return st;
    have = 1 - have;
  }
  *order = order_mem[have];
  return GP_SUCCESS;
}

/* gp_sortrows of host x on the device: x copied there once, the passes
 * and the moves there, y and idx copied back; GP_ERROR_DEVICE_OUT_OF_MEMORY
 * where the pool cannot hold x, y and idx at once. */
static gp_status staged_on_device(gp_context *ctx, const gp_sortrows_options *o, const gp_array *x, gp_array *y,
                                  gp_array *idx, int64_t rows)
{
  const size_t bytes = (size_t) gp_array_numel(x) * gp_dtype_size(x->dtype), idx_bytes = (size_t) rows * sizeof(double);
  const size_t room = (bytes + 255) & ~(size_t) 255;  /* each part 256-byte aligned, as the pool's blocks are */
  void *mem = NULL;
  gp_status st = gp_device_alloc(ctx, 2 * room + (idx ? idx_bytes : 0), &mem);
  if (st != GP_SUCCESS)
    return st;
  gp_array dx = *x, dy = *y, di = idx ? *idx : *y;
  dx.data = mem;
  dy.data = (char *) mem + room;
  dx.location = dy.location = di.location = GP_DEVICE;
  if (idx)
    di.data = (char *) mem + 2 * room;
  st = gp_copy(ctx, dx.data, GP_DEVICE, x->data, GP_HOST, bytes);
  if (st == GP_SUCCESS)
    st = gp_sortrows(ctx, o, &dx, &dy, idx ? &di : NULL);
  if (st == GP_SUCCESS)
    st = gp_copy(ctx, y->data, y->location, dy.data, GP_DEVICE, bytes);
  if (st == GP_SUCCESS && idx)
    st = gp_copy(ctx, idx->data, idx->location, di.data, GP_DEVICE, idx_bytes);
  gp_device_free(ctx, mem);
  return st;
}

/* Whether the rows go by comparison rather than a pass a key column:
 * rows log2 rows (the comparisons) under `per_key` a key column, 300 where
 * the passes run on the host (a few us a pass; 1000 x 3 on this project's
 * CI host: passes 0.1 ms, compared 0.4) and 6000 on the GPU (three
 * launches, some 30 us, a pass; not yet measured there). */
static int by_comparison(int64_t rows, int nkeys, int on_host)
{
  double steps = 1;
  for (int64_t r = rows; r > 1; r >>= 1)
    steps++;
  return (double) rows * steps < (on_host ? 300.0 : 6000.0) * nkeys;
}

/* gp_sortrows by comparison on the host: x there (copied if it lies on
 * the device), y and idx written there and copied where they lie. */
static gp_status compared_on_host(gp_context *ctx, const gp_sortrows_options *o, const gp_array *x, gp_array *y,
                                  gp_array *idx, int64_t rows, int64_t cols, int nkeys)
{
  const size_t es = gp_dtype_size(x->dtype), bytes = (size_t) rows * (size_t) cols * es;
  int *every = NULL;
  const int *columns = o->columns;
  if (o->ncolumns == 0) {  /* every column, ascending */
    every = malloc((size_t) nkeys * sizeof *every);
    if (!every)
      return GP_ERROR_HOST_OUT_OF_MEMORY;
    for (int k = 0; k < nkeys; k++)
      every[k] = k + 1;
    columns = every;
  }
  void *at = NULL, *owned = NULL, *into = NULL;
  gp_status st = gp_bring(ctx, GP_HOST, x, gp_array_numel(x), 1, &at, &owned);
  const int own_y = y->location != GP_HOST || y->data == x->data;  /* written elsewhere, or over x */
  const int own_idx = idx && idx->location != GP_HOST;
  if (st == GP_SUCCESS)
    into = own_y || own_idx ? malloc(bytes + (size_t) rows * sizeof(double)) : NULL;
  if (st == GP_SUCCESS && (own_y || own_idx) && !into)
    st = GP_ERROR_HOST_OUT_OF_MEMORY;
  void *y_at = own_y ? into : y->data;
  double *idx_at = !idx ? NULL : own_idx ? (double *) ((char *) into + bytes) : (double *) idx->data;
  if (st == GP_SUCCESS)
    st = gp_host_sortrows(at, x->dtype, rows, cols, columns, nkeys, y_at, idx_at);
  if (st == GP_SUCCESS && own_y)
    st = gp_copy(ctx, y->data, y->location, y_at, GP_HOST, bytes);
  if (st == GP_SUCCESS && own_idx)
    st = gp_copy(ctx, idx->data, idx->location, idx_at, GP_HOST, (size_t) rows * sizeof(double));
  free(into);
  if (owned)
    gp_scratch_give(ctx, GP_HOST, owned);
  free(every);
  return st;
}

gp_status gp_sortrows(gp_context *ctx, const gp_sortrows_options *options, const gp_array *x, gp_array *y,
                      gp_array *idx)
{
  gp_sortrows_options defaults;
  gp_sortrows_options_init(&defaults);
  const gp_sortrows_options *o = options ? options : &defaults;
  if (!ctx || !x || !y || (o->ncolumns > 0 && !o->columns))
    return GP_ERROR_NULL_POINTER;
  if (o->size != sizeof *o || o->ncolumns < 0)
    return GP_ERROR_INVALID_ARGUMENT;
  if (o->algorithm < 0 || o->algorithm >= GP_SORT_ALGORITHM_COUNT)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  if (gp_dtype_size(x->dtype) == 0 || y->dtype != x->dtype || (idx && idx->dtype != GP_DOUBLE))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (x->ndims > 2 || !gp_same_dims(x, y))
    return GP_ERROR_SHAPE_MISMATCH;
  const int64_t rows = x->ndims >= 1 ? x->dims[0] : 1, cols = x->ndims >= 2 ? x->dims[1] : 1;
  if (idx && (gp_array_numel(idx) != rows || (idx->ndims >= 2 && idx->dims[0] != rows)))
    return GP_ERROR_SHAPE_MISMATCH;
  for (int k = 0; k < o->ncolumns; k++)
    if (o->columns[k] == 0 || o->columns[k] > cols || o->columns[k] < -cols)
      return GP_ERROR_INVALID_ARGUMENT;
  if (rows == 0)
    return GP_SUCCESS;
  if (!y->data || (cols > 0 && !x->data) || (idx && !idx->data))
    return GP_ERROR_NULL_POINTER;
  const int nkeys = o->ncolumns > 0 ? o->ncolumns : (int) cols;
  if (nkeys == 0)  /* no column: every row stays */
    return idx ? identity_order(ctx, idx, rows) : GP_SUCCESS;
  if (rows == 1) {  /* one row stays as it is: no sort a column (on the GPU, launches a column) */
    const size_t bytes = (size_t) cols * gp_dtype_size(x->dtype);
    const int in_place = y->data == x->data && y->location == x->location;
    const gp_status st = in_place ? GP_SUCCESS : gp_copy(ctx, y->data, y->location, x->data, x->location, bytes);
    return st == GP_SUCCESS && idx ? identity_order(ctx, idx, 1) : st;
  }
  const gp_array *arrays[] = {x, y, idx};
  const int passes_on_host =
    gp_route(ctx, GP_WORK_SORT, o->algorithm != GP_SORT_AUTO, rows, arrays, 3).ops == &gp_host_backend;
  if (o->algorithm == GP_SORT_AUTO && by_comparison(rows, nkeys, passes_on_host))  /* a named sort: its passes */
    return compared_on_host(ctx, o, x, y, idx, rows, cols, nkeys);
  if (x->location == GP_HOST && !passes_on_host) {
    const gp_status staged = staged_on_device(ctx, o, x, y, idx, rows);
    if (staged != GP_ERROR_DEVICE_OUT_OF_MEMORY)
      return staged;  /* else a key column at a time, which needs less of the device */
  }

  /* scratch: the key in the order so far and its sorted copy, the pass's
   * index and the two order buffers */
  const size_t es = gp_dtype_size(x->dtype), n = (size_t) rows;
  void *mem = NULL;
  gp_status st = gp_scratch_take(ctx, x->location, 2 * n * es + 3 * n * sizeof(double), &mem);
  if (st != GP_SUCCESS)
    return st;
  double *orders = (double *) mem;  /* doubles first: aligned whatever es is */
  double *order_mem[2] = {orders, orders + n}, *pass_mem = orders + 2 * n, *order = NULL;
  char *key_mem = (char *) (orders + 3 * n), *sorted_mem = key_mem + n * es;
  st = sort_passes(ctx, o, x, rows, nkeys, key_mem, sorted_mem, order_mem, pass_mem, &order);
  const gp_array rows_order = gp_column_view(order, GP_DOUBLE, x->location, rows);
  for (int64_t c = 0; c < cols && st == GP_SUCCESS; c++) {  /* every column moved once */
    const gp_array in = gp_column_view((char *) x->data + (size_t) c * n * es, x->dtype, x->location, rows);
    gp_array out = gp_column_view((char *) y->data + (size_t) c * n * es, y->dtype, y->location, rows);
    st = gp_take_along(ctx, &in, &rows_order, &out, 0, 0);
  }
  if (st == GP_SUCCESS && idx)
    st = gp_copy(ctx, idx->data, idx->location, order, x->location, n * sizeof(double));
  gp_scratch_give(ctx, x->location, mem);
  return st;
}
