/* gp_compact.c - stream compaction entry points (x(mask) and find): check
 * the call, then hand it to a backend. */
#include <string.h>

#include "gp_backend.h"

static const char *const algorithm_names[GP_COMPACT_ALGORITHM_COUNT] = {"auto", "scan-scatter"};

GP_NAMED_ALGORITHMS(compact, GP_COMPACT_ALGORITHM_COUNT, algorithm_names)

/* An output: the right dtype and a capacity of at least n elements. */
static gp_status check_output(const gp_array *out, gp_dtype dtype, int64_t n)
{
  if (out->dtype != dtype)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (gp_array_numel(out) < n)
    return GP_ERROR_SHAPE_MISMATCH;
  if (n > 0 && !out->data)
    return GP_ERROR_NULL_POINTER;
  return GP_SUCCESS;
}

/* The call checked and run; outputs hold `capacity` (-1: numel (x)). */
static gp_status run(gp_context *ctx, const gp_compact_call *call, int64_t *count, int64_t capacity)
{
  const gp_array *x = call->x;
  if (!ctx || !x || !count)
    return GP_ERROR_NULL_POINTER;
  if (call->algorithm < 0 || call->algorithm >= GP_COMPACT_ALGORITHM_COUNT)
    return GP_ERROR_UNKNOWN_ALGORITHM;
  if (gp_dtype_size(x->dtype) == 0)
    return GP_ERROR_INVALID_ARGUMENT;
  /* complex: x must be a parts view (2 x ..., double or single); the
   * complex view itself is not needed, every element moves whole */
  gp_array unused;
  gp_status st = call->complex_parts ? gp_complex_of_parts(x, &unused) : GP_SUCCESS;
  if (st != GP_SUCCESS)
    return st;
  const int64_t n = gp_compact_numel(call);
  if (call->mask) {
    if (call->mask->dtype != GP_LOGICAL)
      return GP_ERROR_UNSUPPORTED_DTYPE;
    if (gp_array_numel(call->mask) != n)
      return GP_ERROR_SHAPE_MISMATCH;
  }
  if (call->values)  /* both parts of each element */
    st = check_output(call->values, x->dtype, capacity < 0 ? gp_array_numel(x) : capacity);
  if (st == GP_SUCCESS && call->positions)
    st = check_output(call->positions, GP_DOUBLE, capacity < 0 ? n : capacity);
  if (st != GP_SUCCESS)
    return st;
  *count = 0;
  if (n == 0)
    return GP_SUCCESS;
  if (!x->data || (call->mask && !call->mask->data))
    return GP_ERROR_NULL_POINTER;
  const gp_array *arrays[] = {x, call->mask, call->values, call->positions};
  const gp_runner r = gp_route(ctx, GP_WORK_COMPACT, call->algorithm != GP_COMPACT_AUTO, n, arrays, 4);
  return r.ops->compact(r.state, call, count);
}

static gp_status compact_of(gp_context *ctx, gp_compact_algorithm algorithm, const gp_array *x,
                            const gp_array *mask, gp_array *y, int64_t *count, int complex_parts)
{
  if (!mask || !y)
    return GP_ERROR_NULL_POINTER;
  const gp_compact_call call = {algorithm, x, mask, y, NULL, -1, 0, complex_parts};
  return run(ctx, &call, count, -1);
}

static gp_status find_of(gp_context *ctx, gp_compact_algorithm algorithm, const gp_array *x, int64_t limit,
                         int from_end, gp_array *positions, gp_array *values, int64_t *count, int complex_parts)
{
  if (!positions)
    return GP_ERROR_NULL_POINTER;
  const gp_compact_call call = {algorithm, x, NULL, values, positions, limit, from_end, complex_parts};
  return run(ctx, &call, count, -1);
}

gp_status gp_compact_known(gp_context *ctx, const gp_array *x, const gp_array *mask, gp_array *values,
                           gp_array *positions, int64_t kept)
{
  if (!mask)
    return GP_ERROR_NULL_POINTER;
  const gp_compact_call call = {GP_COMPACT_AUTO, x, mask, values, positions, -1, 0, 0};
  int64_t count = 0;
  const gp_status st = run(ctx, &call, &count, kept + 1);
  return st == GP_SUCCESS && count != kept ? GP_ERROR_INTERNAL : st;
}

void gp_compact_options_init(gp_compact_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
  options->algorithm = GP_COMPACT_AUTO;
}

void gp_find_options_init(gp_find_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
  options->algorithm = GP_COMPACT_AUTO;
  options->limit = -1;
}

gp_status gp_compact(gp_context *ctx, const gp_compact_options *options, const gp_array *x, const gp_array *mask,
                     gp_array *y, int64_t *count)
{
  gp_compact_options defaults;
  gp_compact_options_init(&defaults);
  const gp_compact_options *o = options ? options : &defaults;
  if (o->size != sizeof *o)
    return GP_ERROR_INVALID_ARGUMENT;
  return compact_of(ctx, o->algorithm, x, mask, y, count, o->is_complex != 0);
}

gp_status gp_find(gp_context *ctx, const gp_find_options *options, const gp_array *x, gp_array *positions,
                  gp_array *values, int64_t *count)
{
  gp_find_options defaults;
  gp_find_options_init(&defaults);
  const gp_find_options *o = options ? options : &defaults;
  if (o->size != sizeof *o)
    return GP_ERROR_INVALID_ARGUMENT;
  return find_of(ctx, o->algorithm, x, o->limit, o->from_end, positions, values, count, o->is_complex != 0);
}

/* Host positions go to the host backend whatever the context: splitting
 * them is less work than a copy to the device would be. */
gp_status gp_find_subscripts(gp_context *ctx, gp_array *positions, int64_t count, int64_t rows, gp_array *cols)
{
  if (!ctx || !positions || !cols)
    return GP_ERROR_NULL_POINTER;
  if (count < 0 || rows < 1)
    return GP_ERROR_INVALID_ARGUMENT;
  gp_status st = check_output(positions, GP_DOUBLE, count);
  if (st == GP_SUCCESS)
    st = check_output(cols, GP_DOUBLE, count);
  if (st != GP_SUCCESS || count == 0)
    return st;
  if (positions->location != cols->location)
    return GP_ERROR_WRONG_LOCATION;
  const gp_array *arrays[] = {positions, cols};
  const gp_runner host = {&gp_host_backend, ctx->host_state};
  const gp_runner r = positions->location == GP_HOST ? host : gp_route(ctx, GP_WORK_COMPACT, 0, count, arrays, 2);
  return r.ops->subscripts(r.state, positions, count, rows, cols);
}
