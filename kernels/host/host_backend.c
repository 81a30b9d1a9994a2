/* host_backend.c - the host backend's table: the front end's checked calls,
 * on host arrays, handed to the plain C loops of kernels/host. */
#include <stdlib.h>
#include <string.h>

#include "copy_team.h"
#include "gp_backend.h"

/* All the host needs of its context: the team that shares large work. */
struct gp_backend_state {
  gp_copy_team *team;
  int raw_arg; /* options.complex_arg_atan2 */
};

static gp_status open_host(const gp_context_options *options, const gp_measure_options *measure,
                           gp_copy_team *team, gp_backend_state **state)
{
  (void) measure;  /* its settings are the device's */
  *state = calloc(1, sizeof **state);
  if (!*state)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  (*state)->team = team;
  (*state)->raw_arg = options && options->complex_arg_atan2 != 0;
  return GP_SUCCESS;
}

static void close_host(gp_backend_state *s)
{
  free(s);
}

static const char *device_name(const gp_backend_state *s)
{
  (void) s;
  return "host";
}

static gp_status no_work(gp_backend_state *s)
{
  (void) s;
  return GP_SUCCESS;
}

static void *no_stream(gp_backend_state *s)
{
  (void) s;
  return NULL;
}

static gp_status no_limit(gp_backend_state *s, size_t bytes)
{
  (void) s;
  (void) bytes;
  return GP_SUCCESS;
}

static gp_status no_pool(const gp_backend_state *s, size_t *in_use, size_t *cached)
{
  (void) s;
  *in_use = *cached = 0;
  return GP_SUCCESS;
}

static gp_status no_device_memory(gp_backend_state *s, size_t *free_bytes, size_t *total_bytes)
{
  (void) s;
  (void) free_bytes;
  (void) total_bytes;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

static gp_status no_alloc(gp_backend_state *s, size_t bytes, void **ptr)
{
  (void) s;
  (void) bytes;
  (void) ptr;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

static gp_status no_release(gp_backend_state *s, void *ptr)
{
  (void) s;
  (void) ptr;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

static gp_status copy_host(gp_backend_state *s, void *dst, gp_location dst_location, const void *src,
                           gp_location src_location, size_t bytes)
{
  (void) s;
  if (dst_location != GP_HOST || src_location != GP_HOST)
    return GP_ERROR_WRONG_LOCATION;
  if (bytes)
    memmove(dst, src, bytes);
  return GP_SUCCESS;
}

static gp_status upload_beside_host(gp_backend_state *s, void *dst, const void *src, size_t bytes)
{
  (void) s;
  if (bytes)
    memcpy(dst, src, bytes);
  return GP_SUCCESS;
}

static gp_status copy_rows_host(gp_backend_state *s, void *dst, size_t dst_pitch, gp_location dst_location,
                                const void *src, size_t src_pitch, gp_location src_location, size_t width,
                                size_t rows)
{
  (void) s;
  if (dst_location != GP_HOST || src_location != GP_HOST)
    return GP_ERROR_WRONG_LOCATION;
  for (size_t r = 0; r < rows && width; r++)
    memmove((char *) dst + r * dst_pitch, (const char *) src + r * src_pitch, width);
  return GP_SUCCESS;
}

static int all_on_host(const gp_array *a, const gp_array *b, const gp_array *c)
{
  const gp_array *arrays[] = {a, b, c};
  return gp_all_on_host(arrays, 3);
}

static double *positions_of(gp_array *idx)
{
  return idx ? (double *) idx->data : NULL;
}

static gp_status scan(gp_backend_state *s, gp_opcode op, const gp_scan_options *options, const gp_array *x, gp_array *y,
                      gp_array *idx, gp_shape3 shape)
{
  if (!all_on_host(x, y, idx))
    return GP_ERROR_WRONG_LOCATION;
  if (gp_op_is_complex(op))  /* plain forward scans (gp_complex.c) */
    return gp_host_complex(gp_op_of_complex(op), x->dtype, y->dtype, x->data, y->data, positions_of(idx), shape, 0,
                           s->raw_arg);
  return gp_scan_directed(gp_host_steps(), op, options, x->dtype, y->dtype, x->data, y->data, positions_of(idx),
                          shape);
}

/* The fold of each line (the scan's last element, without writing the
 * scan; nothing to fold gives the identity; large ones shared among the
 * team), then Octave's +0 for sums that come to zero (its loop starts from
 * +0, and +0 + -0 is +0). */
static gp_status reduce(gp_backend_state *s, gp_opcode op, gp_reduce_algorithm algorithm, const gp_array *x,
                        gp_array *y, gp_array *idx, gp_shape3 shape)
{
  (void) algorithm;  /* one loop serves every name */
  if (!all_on_host(x, y, idx))
    return GP_ERROR_WRONG_LOCATION;
  if (gp_op_is_extra(op))
    return gp_host_sum_extra((const double *) x->data, (double *) y->data, shape,
                             (int) op == (int) GP_REDUCE_SUM_EXTRA_OMITNAN);
  if (gp_op_is_complex(op))
    return gp_host_complex(gp_op_of_complex(op), x->dtype, y->dtype, x->data, y->data, positions_of(idx), shape, 1,
                           s->raw_arg);
  const gp_scan_steps *host = gp_host_steps();
  gp_status st = shape.len == 0 ? gp_reduce_by_scan(host, op, x->dtype, y->dtype, x->data, y->data,
                                                    positions_of(idx), shape)
                                : gp_host_fold_shared(s->team, op, x->dtype, y->dtype, x->data, y->data,
                                                      positions_of(idx), shape);
  if (st == GP_SUCCESS && gp_op_base(op) == GP_OP_SUM)
    st = host->zero_sign(host->state, y->data, y->dtype, (size_t) (shape.outer * shape.inner));
  return st;
}

static gp_status prod_walk(gp_backend_state *s, const gp_array *x, gp_array *y, const gp_walk *w)
{
  (void) s;
  if (!all_on_host(x, y, NULL))
    return GP_ERROR_WRONG_LOCATION;
  return gp_host_prod_walk(x->dtype, x->data, y->data, w);
}

static gp_status elementwise_extreme(gp_backend_state *s, gp_opcode op, const gp_array *a, const gp_array *b,
                                     gp_array *y, const gp_broadcast *bc)
{
  if (!all_on_host(a, b, y))
    return GP_ERROR_WRONG_LOCATION;
  if (gp_op_is_complex(op))
    return gp_host_extreme2_complex(gp_op_of_complex(op), a->dtype, a->data, b->data, y->data, bc, s->raw_arg);
  return gp_host_elementwise_shared(s->team, op, a->dtype, a->data, b->data, y->data, bc);
}

static gp_status compact(gp_backend_state *s, const gp_compact_call *call, int64_t *count)
{
  (void) s;
  const gp_array *arrays[] = {call->x, call->mask, call->values, call->positions};
  if (!gp_all_on_host(arrays, 4))
    return GP_ERROR_WRONG_LOCATION;
  return gp_host_compact(call, count);
}

/* The table: two cumsums in y's class, down the columns of each page, then
 * along its rows, through a temporary. */
static gp_status sat(gp_backend_state *s, const gp_array *x, int axis, gp_array *y)
{
  (void) s;
  if (!all_on_host(x, y, NULL))
    return GP_ERROR_WRONG_LOCATION;
  const size_t bytes = (size_t) gp_array_numel(x) * gp_dtype_size(y->dtype);
  void *down = malloc(bytes ? bytes : 1);
  if (!down)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  gp_status st = gp_host_scan(GP_OP_SUM, x->dtype, y->dtype, x->data, down, NULL, gp_shape_along(x, axis));
  if (st == GP_SUCCESS)
    st = gp_host_scan(GP_OP_SUM, y->dtype, y->dtype, down, y->data, NULL, gp_shape_along(x, axis + 1));
  free(down);
  return st;
}

static gp_status boxfilter(gp_backend_state *s, const gp_array *x, int axis, int64_t h, int64_t w, gp_array *y)
{
  (void) s;
  if (!all_on_host(x, y, NULL))
    return GP_ERROR_WRONG_LOCATION;
  return gp_host_boxfilter(x, axis, h, w, y);
}

static gp_status sort(gp_backend_state *s, const gp_sort_call *call)
{
  (void) s;
  if (!all_on_host(call->x, call->y, call->idx))
    return GP_ERROR_WRONG_LOCATION;
  return gp_host_sort(call);
}

static gp_status convert(gp_backend_state *s, const gp_array *x, gp_array *y)
{
  (void) s;
  if (!all_on_host(x, y, NULL))
    return GP_ERROR_WRONG_LOCATION;
  return gp_host_convert(x, y);
}

static gp_status subscripts(gp_backend_state *s, gp_array *positions, int64_t count, int64_t rows, gp_array *cols)
{
  (void) s;
  if (!all_on_host(positions, cols, NULL))
    return GP_ERROR_WRONG_LOCATION;
  gp_host_subscripts((double *) positions->data, count, rows, (double *) cols->data);
  return GP_SUCCESS;
}

static gp_status complex_keys(gp_backend_state *s, const gp_array *parts, int by_parts, gp_array *first,
                              gp_array *second)
{
  (void) s;
  if (!all_on_host(parts, first, second))
    return GP_ERROR_WRONG_LOCATION;
  return gp_host_complex_keys(parts, by_parts, first, second);
}

static gp_status take_along(gp_backend_state *s, const gp_array *x, const gp_array *positions, gp_array *y,
                            gp_shape3 shape, size_t elem_bytes)
{
  (void) s;
  if (!all_on_host(x, positions, y))
    return GP_ERROR_WRONG_LOCATION;
  return gp_host_take_along(x->data, (const double *) positions->data, y->data, elem_bytes, shape);
}

/* gp_unique's steps: the front end hands host memory here */
static gp_status run_starts(gp_backend_state *s, const void *x, gp_dtype dtype, int64_t rows, int64_t cols,
                            unsigned char *flags)
{
  (void) s;
  return gp_host_run_starts(x, dtype, rows, cols, flags);
}

static gp_status move_by_index(gp_backend_state *s, const gp_index_move *m)
{
  (void) s;
  return gp_host_move_by_index(m);
}

static gp_status median_of_sorted(gp_backend_state *s, const gp_median_call *call)
{
  (void) s;
  return gp_host_median_of_sorted(call);
}

static gp_status reduce_runs(gp_backend_state *s, const gp_runs_reduce *call)
{
  (void) s;
  return gp_host_reduce_runs(call);
}

static gp_status fill(gp_backend_state *s, void *dst, size_t elem_bytes, const unsigned char value[8], int64_t count)
{
  (void) s;
  return gp_host_fill(dst, elem_bytes, value, count);
}

static gp_status lookup(gp_backend_state *s, const gp_lookup_call *call)
{
  (void) s;
  return gp_host_lookup(call);
}

static gp_status radix_select(gp_backend_state *s, gp_select_call *call)
{
  (void) s;
  return gp_host_select(call);
}

static int reduce_shares(const gp_backend_state *s, gp_opcode op, gp_dtype in, gp_dtype out, gp_shape3 shape)
{
  return gp_host_fold_shares(s->team, op, in, out, shape);
}

static int elementwise_shares(const gp_backend_state *s, const gp_broadcast *bc)
{
  return gp_host_elementwise_shares(s->team, bc);
}

const gp_backend_table gp_host_backend = {
  .kind = GP_BACKEND_HOST,
  .open = open_host,
  .close = close_host,
  .device_name = device_name,
  .synchronize = no_work,
  .stream = no_stream,
  .set_memory_limit = no_limit,
  .pool_usage = no_pool,
  .trim = no_work,
  .device_memory = no_device_memory,
  .alloc = no_alloc,
  .release = no_release,
  .copy = copy_host,
  .upload_beside = upload_beside_host,
  .copy_rows = copy_rows_host,
  .scan = scan,
  .reduce = reduce,
  .prod_walk = prod_walk,
  .elementwise_extreme = elementwise_extreme,
  .compact = compact,
  .sat = sat,
  .boxfilter = boxfilter,
  .sort = sort,
  .convert = convert,
  .subscripts = subscripts,
  .complex_keys = complex_keys,
  .take_along = take_along,
  .run_starts = run_starts,
  .move_by_index = move_by_index,
  .median_of_sorted = median_of_sorted,
  .lookup = lookup,
  .select = radix_select,
  .reduce_runs = reduce_runs,
  .fill = fill,
  .reduce_shares = reduce_shares,
  .elementwise_shares = elementwise_shares,
};
