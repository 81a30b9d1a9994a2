/* gp_reduce_by_key.c - CUB's ReduceByKey and InclusiveScanByKey made of
 * the primitives: where each run of equal keys starts (the backends'
 * run_starts), then each run reduced or scanned in a fixed order and the
 * runs counted (the backends' reduce_runs).  The work runs where gp_route
 * sends it; arrays elsewhere are copied to scratch there first, results
 * back after. */
#include <string.h>

#include "gp_backend.h"

void gp_reduce_by_key_options_init(gp_reduce_by_key_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
  options->op = GP_OP_SUM;
}

int gp_reduce_by_key_takes(gp_opcode op, gp_dtype dtype)
{
  if (op == GP_OP_SUM || op == GP_OP_PROD)
    return dtype == GP_DOUBLE || dtype == GP_SINGLE;
  return (op == GP_OP_MAX || op == GP_OP_MIN) && gp_dtype_size(dtype) > 0;
}

gp_status gp_reduce_by_key_at(const gp_by_key_work *w, const gp_reduce_by_key_options *o, int64_t *count)
{
  *count = 0;
  if (w->n == 0)
    return GP_SUCCESS;
  gp_status st = w->steps.ops->run_starts(w->steps.state, w->keys, w->kdtype, w->n, 1, w->flags);
  const gp_runs_reduce c = {o->op, w->vdtype, w->values, w->value_step, w->flags, w->n, w->reduced, o->has_init,
                            o->init, w->keys, w->unique_keys, gp_dtype_size(w->kdtype), 0, count};
  if (st == GP_SUCCESS)
    st = w->steps.ops->reduce_runs(w->steps.state, &c);
  return st;
}

static gp_status check(const gp_reduce_by_key_options *o, const gp_array *keys, const gp_array *values,
                       const gp_array *unique_keys, const gp_array *reduced, int64_t n)
{
  if (o->size != sizeof *o)
    return GP_ERROR_INVALID_ARGUMENT;
  if (o->op != GP_OP_SUM && o->op != GP_OP_PROD && o->op != GP_OP_MAX && o->op != GP_OP_MIN)
    return GP_ERROR_INVALID_ARGUMENT;
  if (!gp_reduce_by_key_takes(o->op, values->dtype) || reduced->dtype != values->dtype
      || !gp_reduce_by_key_takes(GP_OP_MAX, keys->dtype) || (unique_keys && unique_keys->dtype != keys->dtype))
    return GP_ERROR_UNSUPPORTED_DTYPE;
  const int64_t nv = gp_array_numel(values);
  if ((nv != n && nv != 1) || (n > 0 && nv == 0))
    return GP_ERROR_SHAPE_MISMATCH;
  if (n > 0 && (!keys->data || !values->data || !reduced->data || (unique_keys && !unique_keys->data)))
    return GP_ERROR_NULL_POINTER;
  return GP_SUCCESS;
}

gp_status gp_reduce_by_key(gp_context *ctx, const gp_reduce_by_key_options *options, const gp_array *keys,
                           const gp_array *values, gp_array *unique_keys, gp_array *reduced, int64_t *count)
{
  gp_reduce_by_key_options defaults;
  gp_reduce_by_key_options_init(&defaults);
  const gp_reduce_by_key_options *o = options ? options : &defaults;
  if (!ctx || !keys || !values || !reduced || !count)
    return GP_ERROR_NULL_POINTER;
  const int64_t n = gp_array_numel(keys);
  *count = 0;
  gp_status st = check(o, keys, values, unique_keys, reduced, n);
  if (st != GP_SUCCESS || n == 0)
    return st;
  const int64_t nv = gp_array_numel(values);
  const gp_array *arrays[] = {keys, values, unique_keys, reduced};
  gp_by_key_work w;
  memset(&w, 0, sizeof w);
  w.steps = gp_route(ctx, GP_WORK_SORT, 0, n, arrays, 4);
  const gp_location where = w.steps.ops != &gp_host_backend ? GP_DEVICE : GP_HOST;
  w.kdtype = keys->dtype;
  w.vdtype = values->dtype;
  w.n = n;
  w.value_step = nv == 1 ? 0 : 1;
  void *owned[4] = {NULL, NULL, NULL, NULL}, *scratch = NULL, *at = NULL;
  st = gp_bring(ctx, where, keys, n, 1, &at, &owned[0]);
  w.keys = at;
  if (st == GP_SUCCESS)
    st = gp_bring(ctx, where, values, nv, 1, &at, &owned[1]);
  w.values = at;
  /* the outputs written in place only where they hold n (the most runs there can be) */
  if (st == GP_SUCCESS && unique_keys)
    st = gp_bring(ctx, where, unique_keys, n, 0, &w.unique_keys, &owned[2]);
  if (st == GP_SUCCESS)
    st = gp_bring(ctx, where, reduced, n, 0, &w.reduced, &owned[3]);
  if (st == GP_SUCCESS)
    st = gp_scratch_take(ctx, where, (size_t) n + 1, &scratch);
  if (st == GP_SUCCESS) {
    w.flags = scratch;
    st = gp_reduce_by_key_at(&w, o, count);
  }
  if (st == GP_SUCCESS && (gp_array_numel(reduced) < *count || (unique_keys && gp_array_numel(unique_keys) < *count)))
    st = GP_ERROR_SHAPE_MISMATCH;
  if (st == GP_SUCCESS && owned[2])
    st = gp_copy(ctx, unique_keys->data, unique_keys->location, owned[2], where,
                 (size_t) *count * gp_dtype_size(keys->dtype));
  if (st == GP_SUCCESS && owned[3])
    st = gp_copy(ctx, reduced->data, reduced->location, owned[3], where,
                 (size_t) *count * gp_dtype_size(values->dtype));
  if (where == GP_DEVICE && st == GP_SUCCESS)
    st = gp_context_synchronize(ctx);  /* the copies out are done before the host reads them */
  if (scratch)
    gp_scratch_give(ctx, where, scratch);
  for (int k = 0; k < 4; k++)
    if (owned[k])
      gp_scratch_give(ctx, where, owned[k]);
  if (st != GP_SUCCESS)
    *count = 0;
  return st;
}

void gp_scan_by_key_options_init(gp_scan_by_key_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
  options->op = GP_OP_SUM;
}

gp_status gp_scan_by_key(gp_context *ctx, const gp_scan_by_key_options *options, const gp_array *keys,
                         const gp_array *values, gp_array *out)
{
  gp_scan_by_key_options defaults;
  gp_scan_by_key_options_init(&defaults);
  const gp_scan_by_key_options *o = options ? options : &defaults;
  if (!ctx || !keys || !values || !out)
    return GP_ERROR_NULL_POINTER;
  const int64_t n = gp_array_numel(keys), nv = gp_array_numel(values);
  gp_reduce_by_key_options as_reduce;
  gp_reduce_by_key_options_init(&as_reduce);
  as_reduce.op = o->op;
  gp_status st = o->size != sizeof *o ? GP_ERROR_INVALID_ARGUMENT : check(&as_reduce, keys, values, NULL, out, n);
  if (st == GP_SUCCESS && gp_array_numel(out) != n)
    st = GP_ERROR_SHAPE_MISMATCH;
  if (st != GP_SUCCESS || n == 0)
    return st;
  const gp_array *arrays[] = {keys, values, out};
  const gp_runner r = gp_route(ctx, GP_WORK_SORT, 0, n, arrays, 3);
  const gp_location where = r.ops != &gp_host_backend ? GP_DEVICE : GP_HOST;
  void *owned[3] = {NULL, NULL, NULL}, *flags = NULL, *k = NULL, *v = NULL, *y = NULL;
  st = gp_bring(ctx, where, keys, n, 1, &k, &owned[0]);
  if (st == GP_SUCCESS)
    st = gp_bring(ctx, where, values, nv, 1, &v, &owned[1]);
  if (st == GP_SUCCESS)
    st = gp_bring(ctx, where, out, n, 0, &y, &owned[2]);
  if (st == GP_SUCCESS)
    st = gp_scratch_take(ctx, where, (size_t) n + 1, &flags);
  if (st == GP_SUCCESS)
    st = r.ops->run_starts(r.state, k, keys->dtype, n, 1, flags);
  const gp_runs_reduce c = {o->op, values->dtype, v, nv == 1 ? 0 : 1, flags, n, y, 0, 0, NULL, NULL, 0, 1, NULL};
  if (st == GP_SUCCESS)
    st = r.ops->reduce_runs(r.state, &c);
  if (st == GP_SUCCESS && owned[2])
    st = gp_copy(ctx, out->data, out->location, owned[2], where, (size_t) n * gp_dtype_size(out->dtype));
  if (where == GP_DEVICE && st == GP_SUCCESS)
    st = gp_context_synchronize(ctx);  /* the copies out are done before the host reads them */
  if (flags)
    gp_scratch_give(ctx, where, flags);
  for (int i = 0; i < 3; i++)
    if (owned[i])
      gp_scratch_give(ctx, where, owned[i]);
  return st;
}
