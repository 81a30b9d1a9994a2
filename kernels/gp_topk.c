/* gp_topk.c - MATLAB's maxk and mink, and Octave's nth_element, made of
 * the sort and a slice: each line sorted stably (descending for the
 * largest), then k of its elements from `first`, and their positions, cut
 * out by one copy (gp_slice_along).  Lines whole in memory may go by
 * radix select instead, one a line (gp_topk_select.c). */
#include <string.h>

#include "gp_backend.h"

static const char *const algorithm_names[GP_TOPK_ALGORITHM_COUNT] = {"auto", "sort", "select"};

GP_NAMED_ALGORITHMS(topk, GP_TOPK_ALGORITHM_COUNT, algorithm_names)

/* Whether x's lines go by select: asked for, or (auto) on the host where
 * each line has 256 elements or more and the select keeps up to a quarter
 * of it (this project's CI host, maxk (x, 3) of doubles: sort 7.4 us,
 * select 5.7 at 256; 0.6 and 2.8 at 16); on the device for a vector of
 * 8-byte elements of 2^24 or more where the select keeps up to 1/4096 of
 * it (H100, 2^24 device doubles, bench_functions: maxk 100 by select 0.86
 * ms, by sort 1.70; nth_element at n/2 by select 1.41, by sort 1.22;
 * shorter lines, matrices and narrower classes not measured yet, so the
 * sort there).  The lines must lie whole in memory (along the first
 * non-singleton dim), one select a line. */
static int by_select(const gp_topk_options *o, gp_runner sorter, const gp_array *x, gp_shape3 shape, int64_t kept)
{
  if (shape.inner != 1 || o->method == GP_TOPK_SORT)
    return 0;
  if (o->method == GP_TOPK_SELECT)
    return 1;
  if (sorter.ops == &gp_host_backend)
    return shape.len >= 256 && o->first + kept <= shape.len / 4;
  return shape.outer == 1 && gp_dtype_size(x->dtype) == 8 && shape.len >= (int64_t) 1 << 24
         && o->first + kept <= shape.len / 4096;
}

/* x's lines one by one by select: line l of x (inner 1: whole in memory)
 * gives the kept elements and positions at l * kept of y and idx. */
static gp_status select_lines(gp_context *ctx, const gp_topk_options *o, gp_runner sorter, const gp_array *x,
                              gp_array *y, gp_array *idx, gp_shape3 shape, int64_t kept)
{
  const size_t es = gp_dtype_size(x->dtype);
  gp_status st = GP_SUCCESS;
  for (int64_t l = 0; l < shape.outer && st == GP_SUCCESS; l++) {
    const gp_array xl = gp_column_view((const char *) x->data + (size_t) (l * shape.len) * es, x->dtype,
                                       x->location, shape.len);
    gp_array yl = gp_column_view((char *) y->data + (size_t) (l * kept) * es, y->dtype, y->location, kept);
    gp_array il = idx ? gp_column_view((double *) idx->data + l * kept, GP_DOUBLE, idx->location, kept) : yl;
    st = gp_topk_by_select(ctx, o, sorter, &xl, &yl, idx ? &il : NULL, kept);
  }
  return st;
}

/* Whether b has a's dims but along axis, where b has `len`. */
static int dims_but_axis(const gp_array *a, const gp_array *b, int axis, int64_t len)
{
  const int nd = a->ndims > b->ndims ? a->ndims : b->ndims;
  for (int d = 0; d < nd || d <= axis; d++) {
    const int64_t da = d < a->ndims ? a->dims[d] : 1, db = d < b->ndims ? b->dims[d] : 1;
    if (d == axis ? db != len : da != db)
      return 0;
  }
  return 1;
}

gp_status gp_slice_along(gp_context *ctx, const gp_array *x, int axis, int64_t first, gp_array *y)
{
  if (!ctx || !x || !y)
    return GP_ERROR_NULL_POINTER;
  if (axis < 0)
    return GP_ERROR_INVALID_DIM;
  if (gp_dtype_size(x->dtype) == 0 || y->dtype != x->dtype)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  const gp_shape3 from = gp_shape_along(x, axis), to = gp_shape_along(y, axis);
  if (!dims_but_axis(x, y, axis, to.len))
    return GP_ERROR_SHAPE_MISMATCH;
  if (first < 0 || first > from.len - to.len)
    return GP_ERROR_INVALID_ARGUMENT;
  if (gp_array_numel(y) == 0)
    return GP_SUCCESS;
  if (!x->data || !y->data)
    return GP_ERROR_NULL_POINTER;
  const size_t es = gp_dtype_size(x->dtype), width = (size_t) (to.len * to.inner) * es;
  const char *src = (const char *) x->data + (size_t) (first * from.inner) * es;
  if (to.outer == 1 || to.len == from.len)  /* one contiguous block */
    return gp_copy(ctx, y->data, y->location, src, x->location, width * (size_t) to.outer);
  return gp_copy_rows(ctx, y->data, width, y->location, src, (size_t) (from.len * from.inner) * es, x->location,
                      width, (size_t) to.outer);
}

void gp_topk_options_init(gp_topk_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
  options->algorithm = GP_SORT_AUTO;
  options->k = 1;
  options->largest = 1;
  options->compare = GP_SORT_BY_VALUE;
  options->method = GP_TOPK_AUTO;
}

gp_status gp_topk(gp_context *ctx, const gp_topk_options *options, const gp_array *x, gp_array *y, gp_array *idx,
                  int axis)
{
  gp_topk_options defaults;
  gp_topk_options_init(&defaults);
  const gp_topk_options *o = options ? options : &defaults;
  if (!ctx || !x || !y)
    return GP_ERROR_NULL_POINTER;
  if (axis < 0)
    return GP_ERROR_INVALID_DIM;
  if (o->size != sizeof *o || o->k < 0 || (o->compare != GP_SORT_BY_VALUE && o->compare != GP_SORT_BY_ABS))
    return GP_ERROR_INVALID_ARGUMENT;
  if (o->algorithm < 0 || o->algorithm >= GP_SORT_ALGORITHM_COUNT || o->method < 0
      || o->method >= GP_TOPK_ALGORITHM_COUNT)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  if (gp_dtype_size(x->dtype) == 0 || y->dtype != x->dtype || (idx && idx->dtype != GP_DOUBLE))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  const gp_shape3 shape = gp_shape_along(x, axis);
  if (o->first < 0 || (o->first > 0 && o->first >= shape.len))
    return GP_ERROR_INVALID_ARGUMENT;
  const int64_t kept = o->k < shape.len - o->first ? o->k : shape.len - o->first;
  if (!dims_but_axis(x, y, axis, kept) || (idx && !gp_same_dims(y, idx)))
    return GP_ERROR_SHAPE_MISMATCH;
  gp_sort_options sort;
  gp_sort_options_init(&sort);
  sort.algorithm = o->algorithm;
  sort.descending = o->largest != 0;
  sort.compare = o->compare;
  if (kept == shape.len)  /* every element of each line: the sort alone */
    return gp_sort(ctx, &sort, x, y, idx, axis);
  if (gp_array_numel(y) == 0)
    return GP_SUCCESS;
  if (!x->data || !y->data || (idx && !idx->data))
    return GP_ERROR_NULL_POINTER;
  const gp_array *arrays[] = {x, y, idx};
  const gp_runner sorter = gp_route(ctx, GP_WORK_SORT, o->algorithm != GP_SORT_AUTO, gp_array_numel(x), arrays, 3);
  if (by_select(o, sorter, x, shape, kept)) {
    const gp_status st = select_lines(ctx, o, sorter, x, y, idx, shape, kept);
    if (st != GP_ERROR_DEVICE_OUT_OF_MEMORY)
      return st;  /* else the sort, which can work in host memory */
  }

  /* the sorted lines (and positions), kept where the sort runs; host
   * memory where the device's pool cannot hold them */
  const size_t n = (size_t) gp_array_numel(x), es = gp_dtype_size(x->dtype);
  const size_t room = (n * es + 255) & ~(size_t) 255, bytes = room + (idx ? n * sizeof(double) : 0);
  gp_location where;
  gp_runner steps;  /* topk's own steps are gp_sort's, which find their backend themselves */
  void *mem = NULL;
  gp_status st = gp_scratch_for(ctx, sorter, bytes, &mem, &where, &steps);
  if (st != GP_SUCCESS)
    return st;
  gp_array sorted = *x, positions = *x;
  sorted.data = mem;
  sorted.location = positions.location = where;
  positions.data = (char *) mem + room;
  positions.dtype = GP_DOUBLE;
  st = gp_sort(ctx, &sort, x, &sorted, idx ? &positions : NULL, axis);
  if (st == GP_SUCCESS)
    st = gp_slice_along(ctx, &sorted, axis, o->first, y);
  if (st == GP_SUCCESS && idx)
    st = gp_slice_along(ctx, &positions, axis, o->first, idx);
  gp_scratch_give(ctx, where, mem);
  return st;
}
