/* gp_lookup.c - Octave's lookup and histc: a binary search an element
 * (the backends' lookup; lookup_search.h), and for histc each element's
 * bin counted into its line.  The work runs where gp_route sends it;
 * arrays elsewhere are copied to scratch there first, results back after. */
#include <stdlib.h>
#include <string.h>

#include "gp_backend.h"

void gp_lookup_options_init(gp_lookup_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
}

/* An output's memory at where (gp_bring), zeroed where asked. */
static gp_status output_at(gp_context *ctx, gp_location where, const gp_array *a, int zeroed, void **at, void **owned)
{
  const size_t bytes = (size_t) gp_array_numel(a) * gp_dtype_size(a->dtype);
  gp_status st = gp_bring(ctx, where, a, gp_array_numel(a), 0, at, owned);
  if (st == GP_SUCCESS && zeroed && bytes > 0) {
    void *zeros = calloc(1, bytes);
    st = zeros ? gp_copy(ctx, *at, where, zeros, GP_HOST, bytes) : GP_ERROR_HOST_OUT_OF_MEMORY;
    free(zeros);
  }
  return st;
}

/* The call on the backend gp_route picks, its arrays brought there. */
static gp_status run(gp_context *ctx, gp_lookup_call *c, const gp_array *table, const gp_array *y, gp_array *idx,
                     gp_array *counts)
{
  const gp_array *arrays[] = {table, y, idx, counts};
  const gp_runner r = gp_route(ctx, GP_WORK_ELEMENTWISE, 0, gp_array_numel(y), arrays, 4);
  const gp_location where = r.ops != &gp_host_backend ? GP_DEVICE : GP_HOST;
  void *owned[4] = {NULL, NULL, NULL, NULL}, *idx_at = NULL, *counts_at = NULL;
  void *at = NULL;
  gp_status st = gp_bring(ctx, where, table, gp_array_numel(table), 1, &at, &owned[0]);
  c->table = at;
  if (st == GP_SUCCESS)
    st = gp_bring(ctx, where, y, gp_array_numel(y), 1, &at, &owned[1]);
  c->y = at;
  if (st == GP_SUCCESS && idx)
    st = output_at(ctx, where, idx, 0, &idx_at, &owned[2]);
  if (st == GP_SUCCESS && counts)
    st = output_at(ctx, where, counts, 1, &counts_at, &owned[3]);
  c->idx = idx_at;
  c->counts = (double *) counts_at;
  if (st == GP_SUCCESS)
    st = r.ops->lookup(r.state, c);
  if (st == GP_SUCCESS && owned[2])
    st = gp_copy(ctx, idx->data, idx->location, owned[2], where,
                 (size_t) gp_array_numel(idx) * gp_dtype_size(idx->dtype));
  if (st == GP_SUCCESS && owned[3])
    st = gp_copy(ctx, counts->data, counts->location, owned[3], where, (size_t) gp_array_numel(counts) * sizeof(double));
  if (where == GP_DEVICE && (owned[0] || owned[1] || owned[2] || owned[3]) && st == GP_SUCCESS)
    st = gp_context_synchronize(ctx);  /* the copies out are done before the host reads them */
  for (int k = 0; k < 4; k++)
    if (owned[k])
      gp_scratch_give(ctx, where, owned[k]);
  return st;
}

gp_status gp_lookup(gp_context *ctx, const gp_lookup_options *options, const gp_array *table, const gp_array *y,
                    gp_array *idx)
{
  gp_lookup_options defaults;
  gp_lookup_options_init(&defaults);
  const gp_lookup_options *o = options ? options : &defaults;
  if (!ctx || !table || !y || !idx)
    return GP_ERROR_NULL_POINTER;
  if (o->size != sizeof *o || o->match < 0 || o->match > GP_LOOKUP_BOOL || (o->match && (o->left || o->right)))
    return GP_ERROR_INVALID_ARGUMENT;
  if (gp_dtype_size(y->dtype) == 0 || table->dtype != y->dtype
      || idx->dtype != (o->match == GP_LOOKUP_BOOL ? GP_LOGICAL : GP_DOUBLE))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (!gp_same_dims(y, idx))
    return GP_ERROR_SHAPE_MISMATCH;
  const int64_t count = gp_array_numel(y), n = gp_array_numel(table);
  if (count == 0)
    return GP_SUCCESS;
  if (!y->data || !idx->data || (n > 0 && !table->data))
    return GP_ERROR_NULL_POINTER;
  gp_lookup_call c = {NULL, n, NULL, count, y->dtype, *o, 0, NULL, NULL, {1, count, 1}};
  return run(ctx, &c, table, y, idx, NULL);
}

gp_status gp_histc(gp_context *ctx, const gp_array *x, const gp_array *edges, gp_array *n, gp_array *idx, int axis)
{
  if (!ctx || !x || !edges || !n)
    return GP_ERROR_NULL_POINTER;
  if (axis < 0)
    return GP_ERROR_INVALID_DIM;
  if (gp_dtype_size(x->dtype) == 0 || edges->dtype != x->dtype || n->dtype != GP_DOUBLE
      || (idx && idx->dtype != GP_DOUBLE))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  const int64_t ne = gp_array_numel(edges);
  const gp_shape3 s = gp_shape_along(x, axis), ns = gp_shape_along(n, axis);
  if (ns.outer != s.outer || ns.inner != s.inner || ns.len != ne || (idx && !gp_same_dims(x, idx)))
    return GP_ERROR_SHAPE_MISMATCH;
  if (gp_array_numel(n) == 0 && gp_array_numel(x) == 0)
    return GP_SUCCESS;
  if (!n->data || (gp_array_numel(x) > 0 && !x->data) || (ne > 0 && !edges->data) || (idx && !idx->data))
    return GP_ERROR_NULL_POINTER;
  gp_lookup_call c = {NULL, ne, NULL, gp_array_numel(x), x->dtype, {sizeof(gp_lookup_options), 0, 0, 0}, 1, NULL,
                      NULL, s};
  return run(ctx, &c, edges, x, idx, n);
}
