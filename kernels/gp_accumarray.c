/* gp_accumarray.c - Octave's accumarray on linear subscripts, made of the
 * primitives: a stable sort of the subscripts with positions
 * (gp_sort), the values gathered into that order (the backends'
 * move_by_index), gp_reduce_by_key's steps over the sorted subscripts,
 * then y filled (the backends' fill) and each run's result scattered to
 * its subscript (move_by_index, which refuses a subscript that is no
 * position of y).  The steps all work where the scratch lies; y
 * elsewhere is copied there at the end.  On the host, with every array
 * there, one pass in the given order does it all (accumulate_host.c). */
#include <string.h>

#include "convert_rules.h"
#include "gp_backend.h"

void gp_accumarray_options_init(gp_accumarray_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
  gp_reduce_by_key_options_init(&options->by_key);
  options->algorithm = GP_SORT_AUTO;
}

/* v as one element of dtype, as Octave's conversion makes it (convert_rules.h:
 * integers rounded half away from zero and held to the class, NaN as 0). */
static void element_of(double v, gp_dtype dtype, unsigned char bytes[8])
{
  memset(bytes, 0, 8);
  gp_conv_write(gp_conv_read(&v, GP_DOUBLE), bytes, dtype);
}

static gp_status check(const gp_accumarray_options *o, const gp_array *subs, const gp_array *vals, const gp_array *y)
{
  if (o->size != sizeof *o || o->by_key.size != sizeof o->by_key)
    return GP_ERROR_INVALID_ARGUMENT;
  if (o->algorithm < 0 || o->algorithm >= GP_SORT_ALGORITHM_COUNT)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  const gp_opcode op = o->by_key.op;
  if (op != GP_OP_SUM && op != GP_OP_PROD && op != GP_OP_MAX && op != GP_OP_MIN)
    return GP_ERROR_INVALID_ARGUMENT;
  if (subs->dtype != GP_DOUBLE || vals->dtype != y->dtype || !gp_reduce_by_key_takes(op, vals->dtype))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  const int64_t n = gp_array_numel(subs), nv = gp_array_numel(vals);
  if (n > 0 && nv != n && nv != 1)
    return GP_ERROR_SHAPE_MISMATCH;
  if ((n > 0 && (!subs->data || !vals->data)) || (gp_array_numel(y) > 0 && !y->data))
    return GP_ERROR_NULL_POINTER;
  return GP_SUCCESS;
}

/* The subscripts where the sort runs (at), in the runs' subscripts' place
 * where they come from elsewhere: as uint32 where the backend narrows them
 * on the way up (half the bytes to copy and to sort), else as doubles; *kt
 * says which.  Any that is no position of y keeps them doubles, for the
 * scatter to refuse. */
static gp_status bring_subscripts(gp_context *ctx, gp_runner steps, gp_location where, const gp_array *subs,
                                  int64_t n, int64_t len, double *keys, const void **at, gp_dtype *kt)
{
  *at = subs->data;
  *kt = GP_DOUBLE;
  if (subs->location == where)
    return GP_SUCCESS;
  *at = keys;
  if (subs->location == GP_HOST && steps.ops->upload_subscripts && len <= (int64_t) UINT32_MAX) {
    int valid = 0;
    const gp_status st = steps.ops->upload_subscripts(steps.state, (uint32_t *) keys, (const double *) subs->data,
                                                      n, (uint32_t) len, &valid);
    if (st != GP_SUCCESS || valid) {
      *kt = GP_UINT32;
      return st;
    }
  }
  return gp_copy(ctx, keys, where, subs->data, subs->location, (size_t) n * sizeof(double));
}

gp_status gp_accumarray(gp_context *ctx, const gp_accumarray_options *options, const gp_array *subs,
                        const gp_array *vals, gp_array *y)
{
  gp_accumarray_options defaults;
  gp_accumarray_options_init(&defaults);
  const gp_accumarray_options *o = options ? options : &defaults;
  if (!ctx || !subs || !vals || !y)
    return GP_ERROR_NULL_POINTER;
  gp_status st = check(o, subs, vals, y);
  if (st != GP_SUCCESS)
    return st;
  const int64_t n = gp_array_numel(subs), len = gp_array_numel(y), nv = n > 0 ? gp_array_numel(vals) : 0;
  const size_t es = gp_dtype_size(y->dtype), d = sizeof(double);
  if (len == 0 && n == 0)
    return GP_SUCCESS;

  const gp_array *arrays[] = {subs, vals, y};
  const gp_runner sorter = gp_route(ctx, GP_WORK_SORT, o->algorithm != GP_SORT_AUTO, n > 0 ? n : len, arrays, 3);
  unsigned char fill[8];
  element_of(o->fill, y->dtype, fill);
  const int all_host = subs->location == GP_HOST && vals->location == GP_HOST && y->location == GP_HOST;
  if (sorter.ops == &gp_host_backend && o->algorithm == GP_SORT_AUTO && all_host) {  /* Octave's loop, no sort */
    const gp_host_accumulate c = {o->by_key.op, y->dtype, subs->data, n, vals->data, nv > 1 ? 1 : 0, y->data, len,
                                  fill, o->by_key.has_init, o->by_key.init};
    return gp_host_accumulate_in_order(&c);
  }

  /* scratch where the sort runs (host memory where the device's pool cannot hold it):
   * sorted subscripts, positions, runs' subscripts, values in that order, runs'
   * results, flags, and y where y lies elsewhere */
#define ALIGNED(b) (((size_t) (b) + 255) & ~(size_t) 255)
  const size_t vbytes = ALIGNED((size_t) n * es), dbytes = ALIGNED((size_t) n * d), fbytes = ALIGNED(n + 1);
  const size_t ybytes = ALIGNED((size_t) len * es);
  const size_t bytes = 3 * dbytes + 2 * vbytes + fbytes + ybytes;
  void *mem = NULL;
  gp_location where;
  gp_runner steps;
  st = gp_scratch_for(ctx, sorter, bytes, &mem, &where, &steps);
  if (st != GP_SUCCESS)
    return st;
  char *at = mem;
  double *sorted = (double *) at, *pos = (double *) (at + dbytes), *keys = (double *) (at + 2 * dbytes);
  at += 3 * dbytes;
  void *in_order = at, *reduced = at + vbytes;
  at += 2 * vbytes;
  unsigned char *flags = (unsigned char *) at;
  at += fbytes;
  void *yat = y->location == where ? y->data : at;

  int64_t runs_count = 0;
  gp_dtype kt = GP_DOUBLE;  /* the subscripts' class where the sort runs */
  if (n > 0) {
    gp_sort_options so;
    gp_sort_options_init(&so);
    so.algorithm = o->algorithm;
    /* the subscripts brought here first, so that the sort has no host side
     * and returns once queued; host values then go up beside it, into the
     * runs' results' place, and are gathered */
    const void *at_subs = NULL;
    st = bring_subscripts(ctx, steps, where, subs, n, len, keys, &at_subs, &kt);
    const gp_array sc = gp_column_view(at_subs, kt, where, n);
    gp_array sv = gp_column_view(sorted, kt, where, n), pv = gp_column_view(pos, GP_DOUBLE, where, n);
    if (st == GP_SUCCESS)
      st = gp_sort(ctx, &so, &sc, &sv, nv > 1 ? &pv : NULL, 0);
    const void *values = nv > 1 ? vals->data : in_order;
    if (st == GP_SUCCESS && nv == 1)  /* one value for all: no order to follow */
      st = gp_copy(ctx, in_order, where, vals->data, vals->location, es);
    if (st == GP_SUCCESS && nv > 1 && vals->location != where) {
      st = vals->location == GP_HOST ? steps.ops->upload_beside(steps.state, reduced, vals->data, (size_t) n * es)
                                     : gp_copy(ctx, reduced, where, vals->data, vals->location, (size_t) n * es);
      values = reduced;
    }
    if (st == GP_SUCCESS && nv > 1) {
      const gp_index_move m = {values, in_order, pos, n, 1, n, n, es, 0};
      st = steps.ops->move_by_index(steps.state, &m);
    }
    gp_by_key_work w = {steps, sorted, kt, in_order, y->dtype, n, nv > 1 ? 1 : 0, flags, keys, reduced};
    if (st == GP_SUCCESS)
      st = gp_reduce_by_key_at(&w, &o->by_key, &runs_count);
  }
  if (st == GP_SUCCESS)
    st = steps.ops->fill(steps.state, yat, es, fill, len);
  const double *positions = keys;
  if (st == GP_SUCCESS && runs_count > 0 && kt != GP_DOUBLE) {  /* the runs' subscripts as the positions a move takes */
    const gp_array narrow = gp_column_view(keys, kt, where, runs_count);
    gp_array wide = gp_column_view(sorted, GP_DOUBLE, where, runs_count);
    st = steps.ops->convert(steps.state, &narrow, &wide);
    positions = sorted;
  }
  if (st == GP_SUCCESS && runs_count > 0) {
    /* each run's result to its subscript: any that is no position of y is refused */
    const gp_index_move m = {reduced, yat, positions, runs_count, 1, runs_count, len, es, 1};
    st = steps.ops->move_by_index(steps.state, &m);
  }
  if (st == GP_SUCCESS && yat != y->data)
    st = gp_copy(ctx, y->data, y->location, yat, where, (size_t) len * es);
  if (st == GP_SUCCESS && where == GP_DEVICE && y->location != where)
    st = gp_context_synchronize(ctx);
  gp_scratch_give(ctx, where, mem);
  return st;
#undef ALIGNED
}
