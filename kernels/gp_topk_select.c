/* gp_topk_select.c - gp_topk of a vector without sorting all of it: the
 * backend's radix select finds the key at rank first + k - 1 and marks the
 * elements whose keys are at most it; they are compacted in order with
 * their positions and only they are sorted.  The stable sort of the marked
 * elements is the whole sort's start: every smaller key is there, and the
 * ties of the last key come after them in input order, as there. */
#include "gp_backend.h"
#include "sort_keys.h"

/* The marked elements (at where; positions may be NULL) sorted, cut into y and idx. */
static gp_status sort_marked(gp_context *ctx, const gp_topk_options *o, gp_location where, const gp_array *values,
                             const gp_array *positions, gp_array *y, gp_array *idx, int64_t kept)
{
  const int64_t count = gp_array_numel(values);
  const size_t room = ((size_t) count * gp_dtype_size(values->dtype) + 255) & ~(size_t) 255;
  void *mem = NULL;
  gp_status st = gp_scratch_take(ctx, where, room + (idx ? 2 * (size_t) count * sizeof(double) : 0), &mem);
  if (st != GP_SUCCESS)
    return st;
  gp_array sorted = gp_column_view(mem, values->dtype, where, count);
  gp_array order = gp_column_view((char *) mem + room, GP_DOUBLE, where, count);
  gp_array taken = gp_column_view((char *) mem + room + (size_t) count * sizeof(double), GP_DOUBLE, where, count);
  gp_sort_options sort;
  gp_sort_options_init(&sort);
  sort.algorithm = o->algorithm;
  sort.descending = o->largest != 0;
  sort.compare = o->compare;
  gp_array y_line = gp_column_view(y->data, y->dtype, y->location, kept);
  st = gp_sort(ctx, &sort, values, &sorted, idx ? &order : NULL, 0);
  if (st == GP_SUCCESS)
    st = gp_slice_along(ctx, &sorted, 0, o->first, &y_line);
  if (st == GP_SUCCESS && idx)
    st = gp_take_along(ctx, positions, &order, &taken, 0, 0);
  if (st == GP_SUCCESS && idx) {
    gp_array idx_line = gp_column_view(idx->data, GP_DOUBLE, idx->location, kept);
    st = gp_slice_along(ctx, &taken, 0, o->first, &idx_line);
  }
  gp_scratch_give(ctx, where, mem);
  return st;
}

gp_status gp_topk_by_select(gp_context *ctx, const gp_topk_options *o, gp_runner r, const gp_array *x, gp_array *y,
                            gp_array *idx, int64_t kept)
{
  const int64_t n = gp_array_numel(x);
  gp_select_input in;
  gp_status st = gp_select_input_take(ctx, r, x, &in);
  const gp_location where = in.where;
  void *marked = NULL;
  gp_select_call call = {in.x, x->dtype, n, gp_sort_key_kind_by(x->dtype, o->compare == GP_SORT_BY_ABS),
                         o->largest ? GP_KEY_DESCENDING : 0, o->first + kept - 1, in.keep, 0, 0, 0, 0};
  if (st == GP_SUCCESS)
    st = r.ops->select(r.state, &call);
  /* the marked elements, every key below the one at rank and its ties,
   * in that many elements and one (gp_compact_known) */
  const int64_t count = call.below + call.equal;
  const size_t room = ((size_t) (count + 1) * gp_dtype_size(x->dtype) + 255) & ~(size_t) 255;
  if (st == GP_SUCCESS && (call.below > call.rank || count <= call.rank || count > n))
    st = GP_ERROR_INTERNAL;
  if (st == GP_SUCCESS)
    st = gp_scratch_take(ctx, where, room + (idx ? (size_t) (count + 1) * sizeof(double) : 0), &marked);
  if (st == GP_SUCCESS) {
    const gp_array line = gp_column_view(in.x, x->dtype, where, n);
    const gp_array mask = gp_column_view(in.keep, GP_LOGICAL, where, n);
    gp_array into = gp_column_view(marked, x->dtype, where, count + 1);
    gp_array at_positions = gp_column_view((char *) marked + room, GP_DOUBLE, where, count + 1);
    st = gp_compact_known(ctx, &line, &mask, &into, idx ? &at_positions : NULL, count);
  }
  const gp_array values = gp_column_view(marked, x->dtype, where, count);
  const gp_array positions = gp_column_view((char *) marked + room, GP_DOUBLE, where, count);
  gp_select_input_give(ctx, &in);
  if (st == GP_SUCCESS)
    st = sort_marked(ctx, o, where, &values, idx ? &positions : NULL, y, idx, kept);
  if (marked)
    gp_scratch_give(ctx, where, marked);
  return st;
}
