/* gp_median_select.c - gp_median of a vector without sorting it.  The
 * backend's radix select finds the key at a rank, which gives the
 * element's bits; where that key is zero's, its ties are marked and
 * compacted in input order, so the one the stable sort would put at that
 * rank is read with its own bits (-0 or 0).  A select of the last
 * rank tells how many NaN there are (their key is the largest).  The
 * middle element or pair, with one NaN after it where x had any, is then
 * a sorted line of its own, which the host's median_of_sorted combines
 * exactly as it would the whole sorted line (median_pair.h). */
#include <math.h>
#include <string.h>

#include "gp_backend.h"
#include "sort_keys.h"

typedef struct {
  gp_context *ctx;
  gp_runner runner;
  gp_location where;
  const void *x;
  gp_dtype dtype;
  int64_t n;
  unsigned char *keep;  /* n bytes at where */
} median_work;

/* The key at ascending rank `rank`: its select call (keep marks its ties). */
static gp_status select_rank(median_work *w, int64_t rank, int mark, gp_select_call *call)
{
  const gp_select_call c = {w->x, w->dtype, w->n, gp_sort_key_kind(w->dtype), 0, rank, mark ? w->keep : NULL,
                            0, 0, 0, 1};
  *call = c;
  return w->runner.ops->select(w->runner.state, call);
}

/* The ties of the key at `rank` marked and compacted in input order: the
 * one at that rank, and the next where both (ties too), into out. */
static gp_status ties_at(median_work *w, int64_t rank, int both, unsigned char *out)
{
  gp_select_call call;
  gp_status st = select_rank(w, rank, 1, &call);
  const size_t es = gp_dtype_size(w->dtype);
  void *ties = NULL;
  if (st == GP_SUCCESS)
    st = gp_scratch_take(w->ctx, w->where, (size_t) (call.equal + 1) * es, &ties);
  if (st == GP_SUCCESS) {
    const gp_array line = gp_column_view(w->x, w->dtype, w->where, w->n);
    const gp_array mask = gp_column_view(w->keep, GP_LOGICAL, w->where, w->n);
    gp_array into = gp_column_view(ties, w->dtype, w->where, call.equal + 1);
    st = gp_compact_known(w->ctx, &line, &mask, &into, NULL, call.equal);
  }
  if (st == GP_SUCCESS)
    st = gp_copy(w->ctx, out, GP_HOST, (const char *) ties + (size_t) (rank - call.below) * es, w->where,
                 (size_t) (1 + both) * es);
  if (ties)
    gp_scratch_give(w->ctx, w->where, ties);
  return st;
}

/* The elements at ascending ranks rank .. rank + count - 1 (count 1 or 2)
 * of the stable sort into out (host).  An element's bits follow from its
 * key, and ties have the same bits, except where a float's key is zero's,
 * which -0 and 0 share: only there are the ties marked and compacted, so
 * that the one in the sort's place (input order) is read. */
static gp_status elements_at(median_work *w, int64_t rank, int count, unsigned char *out)
{
  gp_select_call call;
  gp_status st = select_rank(w, rank, 0, &call);
  const size_t es = gp_dtype_size(w->dtype);
  const int bits = (int) (8 * es), kind = gp_sort_key_kind(w->dtype);
  if (st == GP_SUCCESS && (call.below > rank || call.below + call.equal <= rank))
    st = GP_ERROR_INTERNAL;
  if (st != GP_SUCCESS)
    return st;
  const int64_t here = rank - call.below, both = count > 1 && here + 1 < call.equal;  /* the next a tie too */
  if (gp_key_is_float(kind) && call.threshold == 1ull << (bits - 1)) {
    st = ties_at(w, rank, (int) both, out);
  } else {
    gp_store_bits(out, es, 0, gp_key_value(call.threshold, kind, bits, 0));
    if (both)
      memcpy(out + es, out, es);
  }
  if (st == GP_SUCCESS && count > 1 && !both)
    st = elements_at(w, rank + 1, 1, out + es);
  return st;
}

/* The NaN elements of x (floats; none for the other classes). */
static gp_status nan_count(median_work *w, int64_t *nans)
{
  *nans = 0;
  if (!gp_key_is_float(gp_sort_key_kind(w->dtype)))
    return GP_SUCCESS;
  gp_select_call call;
  const gp_status st = select_rank(w, w->n - 1, 0, &call);
  if (st == GP_SUCCESS && call.threshold == gp_key_mask((int) (8 * gp_dtype_size(w->dtype))))
    *nans = call.equal;  /* the largest key is NaN's: these are they */
  return st;
}

gp_status gp_median_by_select(gp_context *ctx, const gp_median_options *o, gp_runner runner, const gp_array *x,
                              gp_array *y)
{
  const int64_t n = gp_array_numel(x);
  const size_t es = gp_dtype_size(x->dtype);
  gp_select_input in;
  gp_status st = gp_select_input_take(ctx, runner, x, &in);
  median_work w = {ctx, runner, in.where, in.x, x->dtype, n, in.keep};
  int64_t nans = 0;
  if (st == GP_SUCCESS)
    st = nan_count(&w, &nans);
  /* the line median_of_sorted reads: the middle (one or two), then a NaN where x had any */
  unsigned char line[3 * 8];
  int64_t len = 0;
  const int64_t numbers = n - nans;
  if (st == GP_SUCCESS && numbers > 0 && (nans == 0 || o->omitnan)) {
    len = numbers % 2 ? 1 : 2;
    st = elements_at(&w, (numbers - 1) / 2, (int) len, line);
  }
  if (nans > 0 || numbers == 0) {
    const double nan = NAN;
    const float nanf = NAN;
    memcpy(line + (size_t) len * es, es == 8 ? (const void *) &nan : (const void *) &nanf, es);
    len++;
  }
  gp_select_input_give(ctx, &in);
  unsigned char m[8];
  const gp_shape3 shape = {1, len, 1};
  const gp_median_call call = {line, m, x->dtype, shape, o->pair, o->omitnan};
  if (st == GP_SUCCESS)
    st = gp_host_backend.median_of_sorted(ctx->host_state, &call);
  if (st == GP_SUCCESS)
    st = gp_copy(ctx, y->data, y->location, m, GP_HOST, es);
  return st;
}
