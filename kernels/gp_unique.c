/* gp_unique.c - Octave's unique, made of the primitives: a stable sort
 * with positions (gp_sort; gp_sortrows for rows), the flags of where
 * each run of equals starts (the backends' run_starts), compactions of
 * the sorted values and positions by them (gp_compact), and for j a scan
 * of the flags (gp_scan) scattered back through the positions (the
 * backends' move_by_index).  "stable" sorts the runs' first positions
 * once more and gathers in that order.  The steps all work where the
 * scratch lies; an output elsewhere is copied there at the end. */
#include <string.h>

#include "gp_backend.h"

void gp_unique_options_init(gp_unique_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
  options->algorithm = GP_SORT_AUTO;
}

/* The call's sizes, its scratch and the backend of its own steps. */
typedef struct unique_work {
  gp_context *ctx;
  gp_runner steps;     /* runs run_starts and move_by_index, where the scratch lies */
  gp_location where;
  gp_dtype dtype;
  size_t es;
  int64_t n, cols;     /* n elements (rows), of cols columns */
  void *sorted;        /* n x cols, sorted; stable: later y before its copy out */
  double *pos;         /* n: where each sorted element (row) came from */
  unsigned char *flags; /* n + 1: run starts; flags + 1 marks run ends */
  double *d[3];        /* n doubles each */
  void *firsts;        /* stable: n x cols, the first of each run */
} unique_work;

/* A rows x cols array at data, of dtype, at where. */
static gp_array view_at(const void *data, gp_dtype dtype, gp_location where, int64_t rows, int64_t cols)
{
  gp_array a;
  const int64_t dims[2] = {rows, cols};
  gp_array_init(&a, (void *) data, dtype, where, 2, dims);
  return a;
}

/* Column c of the sorted rows kept where mask is set, into out's column c
 * (out packed with m rows, m still unknown for c = 0: *m gets it). */
static gp_status compact_column(unique_work *w, const void *src, const unsigned char *mask, const gp_array *out,
                                int64_t c, int64_t *m)
{
  const size_t at = (size_t) (c * *m) * w->es;
  const gp_array x = view_at((const char *) src + (size_t) (c * w->n) * w->es, w->dtype, w->where, w->n, 1);
  const gp_array f = view_at(mask, GP_LOGICAL, w->where, w->n, 1);
  /* the compaction wants room for n: column c's n rows fit in what is left */
  gp_array y = view_at((char *) out->data + at, w->dtype, out->location, w->n * w->cols - c * *m, 1);
  int64_t kept = 0;
  const gp_status st = gp_compact(w->ctx, NULL, &x, &f, &y, &kept);
  if (c == 0)
    *m = kept;
  return st;
}

static gp_status move(unique_work *w, const void *src, const double *positions, void *dst, int64_t count,
                      int64_t cols, int64_t src_rows, int64_t dst_rows, size_t es, int scatter)
{
  const gp_index_move m = {src, dst, positions, count, cols, src_rows, dst_rows, es, scatter};
  return w->steps.ops->move_by_index(w->steps.state, &m);
}

/* The rows of src (n x cols, at where) whose mask is set, packed into out
 * (m x cols; *m gets m).  One column is one compaction; more are the
 * kept rows' numbers (gp_find of the mask, into rows_mem: n doubles at
 * where) and one gather of every column, not a compaction a column. */
static gp_status compact_rows(unique_work *w, const void *src, const unsigned char *mask, double *rows_mem,
                              const gp_array *out, int64_t *m)
{
  if (w->cols == 1)
    return compact_column(w, src, mask, out, 0, m);
  const gp_array f = view_at(mask, GP_LOGICAL, w->where, w->n, 1);
  gp_array kept_rows = view_at(rows_mem, GP_DOUBLE, w->where, w->n, 1);
  gp_status st = gp_find(w->ctx, NULL, &f, &kept_rows, NULL, m);
  const size_t bytes = (size_t) (*m * w->cols) * w->es;
  void *scratch = NULL, *into = out->location == w->where ? out->data : NULL;
  if (st == GP_SUCCESS && !into) {
    st = gp_scratch_take(w->ctx, w->where, bytes, &scratch);
    into = scratch;
  }
  if (st == GP_SUCCESS)
    st = move(w, src, rows_mem, into, *m, w->cols, w->n, *m, w->es, 0);
  if (st == GP_SUCCESS && scratch)
    st = gp_copy(w->ctx, out->data, out->location, scratch, w->where, bytes);
  if (scratch)
    gp_scratch_give(w->ctx, w->where, scratch);
  return st;
}

/* The positions kept where mask is set, into out (capacity n); their count in *m. */
static gp_status compact_positions(unique_work *w, const unsigned char *mask, gp_array *out, int64_t *m)
{
  const gp_array p = view_at(w->pos, GP_DOUBLE, w->where, w->n, 1), f = view_at(mask, GP_LOGICAL, w->where, w->n, 1);
  return gp_compact(w->ctx, NULL, &p, &f, out, m);
}


/* dst = bytes at where, then to out (elsewhere) where out is not at where. */
static gp_status deliver(unique_work *w, gp_array *out, const void *dst, size_t bytes)
{
  if (out->location == w->where && out->data == dst)
    return GP_SUCCESS;
  return gp_copy(w->ctx, out->data, out->location, dst, w->where, bytes);
}

/* Memory at where for out's result, out's own where it lies there. */
static void *target(unique_work *w, gp_array *out, void *scratch)
{
  return out->location == w->where ? out->data : scratch;
}

/* d[0] = the running count of run starts: each sorted element's run, 1-based. */
static gp_status run_numbers(unique_work *w)
{
  const gp_array f = view_at(w->flags, GP_LOGICAL, w->where, w->n, 1);
  gp_array g = view_at(w->d[0], GP_DOUBLE, w->where, w->n, 1);
  return gp_scan(w->ctx, GP_OP_SUM, NULL, &f, &g, NULL, 0);
}

/* Sorted order: y the last of each run, i its first or last, j the run of each element. */
static gp_status sorted_outputs(unique_work *w, int last, gp_array *y, gp_array *i, gp_array *j, int64_t *count)
{
  const unsigned char *ends = w->flags + 1, *keep = last ? ends : w->flags;
  gp_status st = GP_SUCCESS;
  int64_t m = 0, mi = 0;
  if (w->cols > 0) {
    st = compact_rows(w, w->sorted, ends, w->d[2], y, &m);
  } else {  /* rows none wide: the count from the positions */
    gp_array room = view_at(w->d[1], GP_DOUBLE, w->where, w->n, 1);
    st = compact_positions(w, ends, &room, &m);
    if (st == GP_SUCCESS)
      st = compact_rows(w, w->sorted, ends, w->d[2], y, &m);
  }
  if (st == GP_SUCCESS && i)
    st = compact_positions(w, keep, i, &mi);
  if (st == GP_SUCCESS && j) {
    void *into = target(w, j, w->d[1]);
    st = run_numbers(w);
    if (st == GP_SUCCESS)
      st = move(w, w->d[0], w->pos, into, w->n, 1, w->n, w->n, sizeof(double), 1);
    if (st == GP_SUCCESS)
      st = deliver(w, j, into, (size_t) w->n * sizeof(double));
  }
  *count = m;
  return st;
}

/* Stable order: the runs by their first positions. */
static gp_status stable_outputs(unique_work *w, gp_array *y, gp_array *i, gp_array *j, int64_t *count)
{
  int64_t m = 0;
  gp_array first = view_at(w->d[0], GP_DOUBLE, w->where, w->n, 1);
  gp_status st = compact_positions(w, w->flags, &first, &m);
  /* d[1]: the first positions ascending (i); d[2]: the runs in that order */
  gp_array firsts_in = view_at(w->d[0], GP_DOUBLE, w->where, m, 1), order = view_at(w->d[1], GP_DOUBLE, w->where, m, 1);
  gp_array runs = view_at(w->d[2], GP_DOUBLE, w->where, m, 1);
  gp_sort_options so;
  gp_sort_options_init(&so);
  if (st == GP_SUCCESS)
    st = gp_sort(w->ctx, &so, &firsts_in, &order, &runs, 0);
  if (st == GP_SUCCESS && i)
    st = gp_copy(w->ctx, i->data, i->location, w->d[1], w->where, (size_t) m * sizeof(double));
  const gp_array firsts = view_at(w->firsts, w->dtype, w->where, w->n * w->cols, 1);
  if (st == GP_SUCCESS)
    st = compact_rows(w, w->sorted, w->flags, w->d[0], &firsts, &m);  /* d[0] is free once sorted */
  void *into = target(w, y, w->sorted);
  if (st == GP_SUCCESS)
    st = move(w, w->firsts, w->d[2], into, m, w->cols, m, m, w->es, 0);
  if (st == GP_SUCCESS)
    st = deliver(w, y, into, (size_t) (m * w->cols) * w->es);
  if (st == GP_SUCCESS && j) {
    st = run_numbers(w);  /* d[0]: each sorted element's run, in sorted order of runs */
    if (st == GP_SUCCESS)  /* d[1]: each run's place in the stable order */
      st = move(w, NULL, w->d[2], w->d[1], m, 1, m, m, sizeof(double), 1);
    if (st == GP_SUCCESS)  /* d[2]: each sorted element's place */
      st = move(w, w->d[1], w->d[0], w->d[2], w->n, 1, m, w->n, sizeof(double), 0);
    void *jinto = target(w, j, w->d[0]);
    if (st == GP_SUCCESS)
      st = move(w, w->d[2], w->pos, jinto, w->n, 1, w->n, w->n, sizeof(double), 1);
    if (st == GP_SUCCESS)
      st = deliver(w, j, jinto, (size_t) w->n * sizeof(double));
  }
  *count = m;
  return st;
}

/* y = x, i = j = 1, one run: the call of a single element or row. */
static gp_status one_of_one(gp_context *ctx, const gp_array *x, gp_array *y, gp_array *i, gp_array *j, int64_t *count)
{
  const double one = 1;
  const size_t bytes = (size_t) gp_array_numel(x) * gp_dtype_size(x->dtype);
  gp_status st = gp_copy(ctx, y->data, y->location, x->data, x->location, bytes);
  if (st == GP_SUCCESS && i)
    st = gp_copy(ctx, i->data, i->location, &one, GP_HOST, sizeof one);
  if (st == GP_SUCCESS && j)
    st = gp_copy(ctx, j->data, j->location, &one, GP_HOST, sizeof one);
  *count = st == GP_SUCCESS ? 1 : 0;
  return st;
}

static gp_status check(const gp_unique_options *o, const gp_array *x, const gp_array *y, const gp_array *i,
                       const gp_array *j, int64_t n)
{
  if (o->size != sizeof *o)
    return GP_ERROR_INVALID_ARGUMENT;
  if (o->algorithm < 0 || o->algorithm >= GP_SORT_ALGORITHM_COUNT)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  if (gp_dtype_size(x->dtype) == 0 || y->dtype != x->dtype || (i && i->dtype != GP_DOUBLE)
      || (j && j->dtype != GP_DOUBLE))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if ((o->rows && x->ndims > 2) || gp_array_numel(y) < gp_array_numel(x) || (i && gp_array_numel(i) < n)
      || (j && gp_array_numel(j) < n))
    return GP_ERROR_SHAPE_MISMATCH;
  if (gp_array_numel(x) > 0 && (!x->data || !y->data || (i && !i->data) || (j && !j->data)))
    return GP_ERROR_NULL_POINTER;
  return GP_SUCCESS;
}

gp_status gp_unique(gp_context *ctx, const gp_unique_options *options, const gp_array *x, gp_array *y, gp_array *i,
                    gp_array *j, int64_t *count)
{
  gp_unique_options defaults;
  gp_unique_options_init(&defaults);
  const gp_unique_options *o = options ? options : &defaults;
  if (!ctx || !x || !y || !count)
    return GP_ERROR_NULL_POINTER;
  const int64_t n = o->rows ? (x->ndims >= 1 ? x->dims[0] : 1) : gp_array_numel(x);
  gp_status st = check(o, x, y, i, j, n);
  *count = 0;
  if (st != GP_SUCCESS || n == 0)
    return st;
  if (n == 1)  /* one element or row is its own unique: no sort, no compaction a column */
    return one_of_one(ctx, x, y, i, j, count);
  unique_work w;
  memset(&w, 0, sizeof w);
  w.ctx = ctx;
  w.dtype = x->dtype;
  w.es = gp_dtype_size(x->dtype);
  w.n = n;
  w.cols = o->rows ? (x->ndims >= 2 ? x->dims[1] : 1) : 1;
  const int need_pos = o->rows || o->stable || i || j;

  /* the scratch where the sort runs; host memory where the device's pool cannot hold it */
  const gp_array *arrays[] = {x, y, i, j};
  const gp_runner sorter = gp_route(ctx, GP_WORK_SORT, o->algorithm != GP_SORT_AUTO, n, arrays, 4);
  const size_t values = ((size_t) (n * w.cols) * w.es + 255) & ~(size_t) 255, doubles = (size_t) n * sizeof(double);
  const size_t flags = ((size_t) n + 1 + 255) & ~(size_t) 255;
  const size_t bytes = values * (o->stable ? 2 : 1) + flags + doubles * (need_pos ? 4 : 0);
  void *mem = NULL;
  st = gp_scratch_for(ctx, sorter, bytes, &mem, &w.where, &w.steps);
  if (st != GP_SUCCESS)
    return st;
  char *at = mem;
  w.sorted = at;
  at += values;
  w.flags = (unsigned char *) at;
  at += flags;
  if (need_pos) {
    w.pos = (double *) at;
    for (int k = 0; k < 3; k++)
      w.d[k] = (double *) (at + (size_t) (k + 1) * doubles);
    at += 4 * doubles;
  }
  w.firsts = o->stable ? at : NULL;

  gp_sort_options so;
  gp_sort_options_init(&so);
  so.algorithm = o->algorithm;
  gp_array sorted = view_at(w.sorted, w.dtype, w.where, n, w.cols), pos = view_at(w.pos, GP_DOUBLE, w.where, n, 1);
  if (o->rows) {
    gp_sortrows_options ro;
    gp_sortrows_options_init(&ro);
    ro.algorithm = o->algorithm;
    const gp_array xm = view_at(x->data, w.dtype, x->location, n, w.cols);
    st = gp_sortrows(ctx, &ro, &xm, &sorted, &pos);
  } else {
    const gp_array xc = view_at(x->data, w.dtype, x->location, n, 1);
    st = gp_sort(ctx, &so, &xc, &sorted, need_pos ? &pos : NULL, 0);
  }
  if (st == GP_SUCCESS)
    st = w.steps.ops->run_starts(w.steps.state, w.sorted, w.dtype, n, w.cols, w.flags);
  if (st == GP_SUCCESS)
    st = o->stable ? stable_outputs(&w, y, i, j, count) : sorted_outputs(&w, o->last, y, i, j, count);
  gp_scratch_give(ctx, w.where, mem);
  return st;
}
