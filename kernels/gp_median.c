/* gp_median.c - Octave's median, made of the sort: each line sorted
 * ascending (NaN last) into scratch where the sort runs, then each line's
 * middle element or pair combined by the backends' median_of_sorted
 * (median_pair.h's formulas).  A vector may go by radix select instead
 * (gp_median_select.c), which reads it a few times and sorts nothing. */
#include <string.h>

#include "gp_backend.h"

void gp_median_options_init(gp_median_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
  options->algorithm = GP_SORT_AUTO;
  options->pair = GP_MEDIAN_SAFE_SUM;
  options->method = GP_TOPK_AUTO;
}

/* Whether y has x's dims but 1 along axis. */
static int reduced_dims(const gp_array *x, const gp_array *y, int axis)
{
  const int nd = x->ndims > y->ndims ? x->ndims : y->ndims;
  for (int d = 0; d < nd; d++) {
    const int64_t dx = d < x->ndims ? x->dims[d] : 1, dy = d < y->ndims ? y->dims[d] : 1;
    if (dy != (d == axis ? 1 : dx))
      return 0;
  }
  return 1;
}

gp_status gp_median(gp_context *ctx, const gp_median_options *options, const gp_array *x, gp_array *y, int axis)
{
  gp_median_options defaults;
  gp_median_options_init(&defaults);
  const gp_median_options *o = options ? options : &defaults;
  if (!ctx || !x || !y)
    return GP_ERROR_NULL_POINTER;
  if (axis < 0)
    return GP_ERROR_INVALID_DIM;
  if (o->size != sizeof *o || o->pair < 0 || o->pair >= GP_MEDIAN_PAIR_COUNT)
    return GP_ERROR_INVALID_ARGUMENT;
  if (o->algorithm < 0 || o->algorithm >= GP_SORT_ALGORITHM_COUNT || o->method < 0
      || o->method >= GP_TOPK_ALGORITHM_COUNT)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  if (gp_dtype_size(x->dtype) == 0 || y->dtype != x->dtype)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (!reduced_dims(x, y, axis))
    return GP_ERROR_SHAPE_MISMATCH;
  if (gp_array_numel(y) == 0)
    return GP_SUCCESS;
  if (!y->data || (gp_array_numel(x) > 0 && !x->data))
    return GP_ERROR_NULL_POINTER;

  /* the sorted lines, and y's own memory where y lies elsewhere, at where the sort runs */
  const gp_array *arrays[] = {x, y};
  const gp_runner sorter = gp_route(ctx, GP_WORK_SORT, o->algorithm != GP_SORT_AUTO, gp_array_numel(x), arrays, 2);
  const int64_t n = gp_array_numel(x);
  /* a vector by select: asked for, or (auto) on the host from 16384
   * elements (this project's CI host, doubles: sort 629 us, select 624 at
   * 16384; 3159 and 2414 at 65536; 0.5 and 5.4 at 16) */
  if (gp_array_numel(y) == 1 && n > 1 && o->method != GP_TOPK_SORT
      && (o->method == GP_TOPK_SELECT || (sorter.ops == &gp_host_backend && n >= 16384))) {
    const gp_status st = gp_median_by_select(ctx, o, sorter, x, y);
    if (st != GP_ERROR_DEVICE_OUT_OF_MEMORY)
      return st;  /* else the sort, which can work in host memory */
  }
  const size_t es = gp_dtype_size(x->dtype), m = (size_t) gp_array_numel(y);
  const size_t room = ((size_t) n * es + 255) & ~(size_t) 255, bytes = room + m * es;
  void *mem = NULL;
  gp_location where;
  gp_runner steps;
  gp_status st = gp_scratch_for(ctx, sorter, bytes, &mem, &where, &steps);
  if (st != GP_SUCCESS)
    return st;
  gp_array sorted = *x;
  sorted.data = mem;
  sorted.location = where;
  gp_sort_options so;
  gp_sort_options_init(&so);
  so.algorithm = o->algorithm;
  if (n > 0)
    st = gp_sort(ctx, &so, x, &sorted, NULL, axis);
  void *into = y->location == where ? y->data : (char *) mem + room;
  const gp_median_call call = {mem, into, x->dtype, gp_shape_along(x, axis), o->pair, o->omitnan};
  if (st == GP_SUCCESS)
    st = steps.ops->median_of_sorted(steps.state, &call);
  if (st == GP_SUCCESS && into != y->data)
    st = gp_copy(ctx, y->data, y->location, into, where, m * es);
  gp_scratch_give(ctx, where, mem);
  return st;
}
