/* gp_sort.c - the sort entry points, and the rearranging by a sort's index
 * (gp_take_along): check the call, then hand it to a backend. */
#include <string.h>

#include "gp_backend.h"
#include "sort_keys.h"

static const char *const algorithm_names[GP_SORT_ALGORITHM_COUNT] = {"auto", "onesweep", "split"};

GP_NAMED_ALGORITHMS(sort, GP_SORT_ALGORITHM_COUNT, algorithm_names)

void gp_sort_options_init(gp_sort_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
  options->algorithm = GP_SORT_AUTO;
  options->missing = GP_SORT_MISSING_AUTO;
  options->compare = GP_SORT_BY_VALUE;
}

gp_status gp_sort(gp_context *ctx, const gp_sort_options *options, const gp_array *x, gp_array *y, gp_array *idx,
                  int axis)
{
  gp_sort_options defaults;
  gp_sort_options_init(&defaults);
  const gp_sort_options *o = options ? options : &defaults;
  const gp_sort_algorithm algorithm = o->algorithm;
  const gp_sort_missing missing = o->missing;
  const gp_sort_compare compare = o->compare;
  const int descending = o->descending != 0;
  if (!ctx || !x || !y)
    return GP_ERROR_NULL_POINTER;
  if (o->size != sizeof *o || missing < GP_SORT_MISSING_AUTO || missing > GP_SORT_MISSING_LAST
      || compare < GP_SORT_BY_VALUE || compare > GP_SORT_BY_ABS)
    return GP_ERROR_INVALID_ARGUMENT;
  if (algorithm < 0 || algorithm >= GP_SORT_ALGORITHM_COUNT)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  if (axis < 0)
    return GP_ERROR_INVALID_DIM;
  if (gp_dtype_size(x->dtype) == 0 || y->dtype != x->dtype || (idx && idx->dtype != GP_DOUBLE))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (!gp_same_dims(x, y) || (idx && !gp_same_dims(x, idx)))
    return GP_ERROR_SHAPE_MISMATCH;
  const gp_shape3 shape = gp_shape_along(x, axis);
  if (gp_array_numel(x) == 0)
    return GP_SUCCESS;
  if (!x->data || !y->data || (idx && !idx->data))
    return GP_ERROR_NULL_POINTER;
  if (idx && shape.len >= ((int64_t) 1 << 32))
    return GP_ERROR_INVALID_ARGUMENT;  /* positions travel as 32-bit integers */
  const int order = (descending ? GP_KEY_DESCENDING : 0) | (missing == GP_SORT_MISSING_FIRST ? GP_KEY_NAN_FIRST : 0)
                    | (missing == GP_SORT_MISSING_LAST ? GP_KEY_NAN_LAST : 0);
  const gp_sort_call call = {algorithm, x, y, idx, shape, order,
                             gp_sort_key_kind_by(x->dtype, compare == GP_SORT_BY_ABS)};
  if (gp_sort_spreads(ctx, &call)) {
    const gp_status st = gp_sort_spread(ctx, o, &call);
    if (st != GP_ERROR_DEVICE_OUT_OF_MEMORY)
      return st;
    /* a member's device cannot hold its share: the call as one device takes it */
  }
  const gp_array *arrays[] = {x, y, idx};
  const gp_runner r = gp_route(ctx, GP_WORK_SORT, algorithm != GP_SORT_AUTO, gp_array_numel(x), arrays, 3);
  return r.ops->sort(r.state, &call);
}

gp_status gp_take_along(gp_context *ctx, const gp_array *x, const gp_array *positions, gp_array *y, int axis,
                        int complex)
{
  if (!ctx || !x || !positions || !y)
    return GP_ERROR_NULL_POINTER;
  if (axis < 0)
    return GP_ERROR_INVALID_DIM;
  gp_array whole = *x;  /* x's elements, both parts one element where complex */
  if (complex) {
    const gp_status st = gp_complex_of_parts(x, &whole);
    if (st != GP_SUCCESS)
      return st;
  }
  if (gp_dtype_size(x->dtype) == 0 || y->dtype != x->dtype || positions->dtype != GP_DOUBLE)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (!gp_same_dims(x, y) || !gp_same_dims(&whole, positions))
    return GP_ERROR_SHAPE_MISMATCH;
  if (gp_array_numel(positions) == 0)
    return GP_SUCCESS;
  if (!x->data || !y->data || !positions->data)
    return GP_ERROR_NULL_POINTER;
  const gp_array *arrays[] = {x, positions, y};
  const gp_runner r = gp_route(ctx, GP_WORK_ELEMENTWISE, 0, gp_array_numel(positions), arrays, 3);
  return r.ops->take_along(r.state, x, positions, y, gp_shape_along(positions, axis),
                           gp_dtype_size(x->dtype) * (complex ? 2 : 1));
}
