/* array_views.c - element types and array views: their sizes, their lines
 * along an axis (gp_shape_along), their pages (gp_pages_of), a walk over
 * several dims (gp_walk_of) and where they live (gp_all_on_host), for the
 * front end and both backends. */
#include "gp_internal.h"

static const size_t dtype_sizes[GP_DTYPE_COUNT] = {8, 4, 1, 1, 2, 2, 4, 4, 8, 8, 1};
static const char *const dtype_names[GP_DTYPE_COUNT] = {
  "double", "single", "int8", "uint8", "int16", "uint16",
  "int32", "uint32", "int64", "uint64", "logical"};

size_t gp_dtype_size(gp_dtype dtype)
{
  return ((unsigned) dtype < GP_DTYPE_COUNT) ? dtype_sizes[dtype] : 0;
}

const char *gp_dtype_name(gp_dtype dtype)
{
  return ((unsigned) dtype < GP_DTYPE_COUNT) ? dtype_names[dtype] : "invalid";
}

int gp_dtype_is_integer(gp_dtype dtype)
{
  return dtype >= GP_INT8 && dtype <= GP_UINT64;
}

gp_status gp_array_init(gp_array *a, void *data, gp_dtype dtype, gp_location location,
                        int ndims, const int64_t *dims)
{
  if (!a || (ndims > 0 && !dims))
    return GP_ERROR_NULL_POINTER;
  if (ndims < 0 || ndims > GP_MAX_DIMS || gp_dtype_size(dtype) == 0
      || (location != GP_HOST && location != GP_DEVICE))
    return GP_ERROR_INVALID_ARGUMENT;
  a->data = data;
  a->dtype = dtype;
  a->location = location;
  a->ndims = ndims;
  for (int d = 0; d < GP_MAX_DIMS; d++) {
    if (d < ndims && dims[d] < 0)
      return GP_ERROR_INVALID_ARGUMENT;
    a->dims[d] = d < ndims ? dims[d] : 1;
  }
  return GP_SUCCESS;
}

int64_t gp_array_numel(const gp_array *a)
{
  int64_t n = 1;
  for (int d = 0; d < a->ndims; d++)
    n *= a->dims[d];
  return n;
}

gp_status gp_array_merge_axes(const gp_array *a, int first, int last, gp_array *merged)
{
  if (first < 0 || last < first)
    return GP_ERROR_INVALID_DIM;
  *merged = *a;
  last = last < a->ndims ? last : a->ndims - 1;  /* axes past the last are 1 */
  if (first >= last)
    return GP_SUCCESS;
  for (int d = first + 1; d <= last; d++)
    merged->dims[first] *= a->dims[d];
  for (int d = last + 1; d < a->ndims; d++)
    merged->dims[d - (last - first)] = a->dims[d];
  merged->ndims = a->ndims - (last - first);
  return GP_SUCCESS;
}

int gp_same_dims(const gp_array *a, const gp_array *b)
{
  int nd = a->ndims > b->ndims ? a->ndims : b->ndims;
  for (int d = 0; d < nd; d++) {
    int64_t da = d < a->ndims ? a->dims[d] : 1;
    int64_t db = d < b->ndims ? b->dims[d] : 1;
    if (da != db)
      return 0;
  }
  return 1;
}

gp_shape3 gp_shape_along(const gp_array *a, int axis)
{
  gp_shape3 s = {1, 1, 1};
  for (int d = 0; d < a->ndims; d++) {
    if (d < axis)
      s.inner *= a->dims[d];
    else if (d == axis)
      s.len = a->dims[d];
    else
      s.outer *= a->dims[d];
  }
  return s;
}

void gp_walk_of(const gp_array *x, const int *folded, gp_walk *w)
{
  int last = -1;  /* the kind of the group the previous dim (not 1) joined: 1 folded, 0 kept */
  int64_t step = 1;
  w->nfold = w->nkeep = 0;
  for (int d = 0; d < x->ndims; step *= x->dims[d], d++) {
    if (x->dims[d] == 1)
      continue;  /* the next dim's step is this group's end all the same */
    const int kind = folded[d] != 0;
    int64_t *len = kind ? w->fold_len : w->keep_len, *steps = kind ? w->fold_step : w->keep_step;
    int *count = kind ? &w->nfold : &w->nkeep;
    if (kind == last) {
      len[*count - 1] *= x->dims[d];
    } else {
      len[*count] = x->dims[d];
      steps[*count] = step;
      ++*count;
    }
    last = kind;
  }
}

gp_pages gp_pages_of(const gp_array *a, int axis)
{
  gp_pages p = {1, 1, 1, 1};
  for (int d = 0; d < a->ndims; d++) {
    if (d < axis)
      p.inner *= a->dims[d];
    else if (d == axis)
      p.m = a->dims[d];
    else if (d == axis + 1)
      p.n = a->dims[d];
    else
      p.pages *= a->dims[d];
  }
  return p;
}

int gp_all_on_host(const gp_array *const *arrays, int count)
{
  for (int k = 0; k < count; k++)
    if (arrays[k] && arrays[k]->location != GP_HOST)
      return 0;
  return 1;
}

gp_array gp_column_view(const void *data, gp_dtype dtype, gp_location where, int64_t n)
{
  gp_array a;
  const int64_t dims[2] = {n, 1};
  gp_array_init(&a, (void *) data, dtype, where, 2, dims);
  return a;
}
