/* cuda_backend.c - the CUDA backend's table.  Each entry makes the
 * context's device current on the calling thread first, so a context
 * opened on device N works from any thread whose current device is another. */
#include "cuda_state.h"
#include "gp_backend.h"

#define STATE(s) ((gp_cuda_state *) (s))
/* Return from the entry where the device cannot be made current. */
#define ENTER(s)                                  \
  do {                                            \
    gp_status entered = gp_cuda_enter(STATE(s));  \
    if (entered != GP_SUCCESS)                    \
      return entered;                             \
  } while (0)

static gp_status open_cuda(const gp_context_options *options, const gp_measure_options *measure,
                           struct gp_copy_team *team, gp_backend_state **state)
{
  gp_cuda_state *s = NULL;
  gp_status st = gp_cuda_open(options, measure, team, &s);
  *state = (gp_backend_state *) s;
  return st;
}

static void close_cuda(gp_backend_state *s)
{
  gp_cuda_enter(STATE(s));
  gp_cuda_close(STATE(s));
}

/* The context's memory and ordering: its pool and its stream. */
static const char *device_name(const gp_backend_state *s)
{
  return ((const gp_cuda_state *) s)->name;
}

static gp_status synchronize(gp_backend_state *s)
{
  ENTER(s);
  return gp_cuda_status(cudaStreamSynchronize(STATE(s)->stream));
}

static void *stream(gp_backend_state *s)
{
  return (void *) STATE(s)->stream;
}

static gp_status set_memory_limit(gp_backend_state *s, size_t bytes)
{
  ENTER(s);
  STATE(s)->pool.limit = bytes;
  gp_pool_trim(&STATE(s)->pool);
  return GP_SUCCESS;
}

static gp_status pool_usage(const gp_backend_state *s, size_t *in_use, size_t *cached)
{
  const gp_pool *pool = &((const gp_cuda_state *) s)->pool;
  *in_use = pool->in_use_bytes;
  *cached = pool->cached_bytes;
  return GP_SUCCESS;
}

static gp_status trim(gp_backend_state *s)
{
  ENTER(s);
  gp_status st = gp_cuda_status(cudaStreamSynchronize(STATE(s)->stream));
  gp_pool_trim(&STATE(s)->pool);
  return st;
}

static gp_status device_memory(gp_backend_state *s, size_t *free_bytes, size_t *total_bytes)
{
  ENTER(s);
  return gp_cuda_status(cudaMemGetInfo(free_bytes, total_bytes));
}

static gp_status alloc(gp_backend_state *s, size_t bytes, void **ptr)
{
  ENTER(s);
  return gp_pool_alloc(&STATE(s)->pool, bytes, ptr);
}

static gp_status release(gp_backend_state *s, void *ptr)
{
  ENTER(s);
  gp_pool_free(&STATE(s)->pool, ptr);  /* stream order keeps the block until its last use */
  return GP_SUCCESS;
}

/* Large host <-> device copies through the transfer engine; returns when the copy is done. */
static gp_status copy(gp_backend_state *state, void *dst, gp_location dst_location, const void *src,
                      gp_location src_location, size_t bytes)
{
  static const enum cudaMemcpyKind kinds[2][2] = {
    {cudaMemcpyHostToHost, cudaMemcpyHostToDevice},   /* from host to [host, device] */
    {cudaMemcpyDeviceToHost, cudaMemcpyDefault}};  /* Default: from another device too (a part's, UVA) */
  ENTER(state);
  gp_cuda_state *s = STATE(state);
  if ((unsigned) dst_location > 1 || (unsigned) src_location > 1)
    return GP_ERROR_INVALID_ARGUMENT;
  if (!bytes)
    return GP_SUCCESS;
  gp_status st = src_location == GP_HOST && dst_location == GP_DEVICE ? gp_transfer_to_device(s, dst, src, bytes)
                 : src_location == GP_DEVICE && dst_location == GP_HOST
                   ? gp_transfer_to_host(s, dst, src, bytes)
                   : gp_cuda_status(cudaMemcpyAsync(dst, src, bytes, kinds[src_location][dst_location], s->stream));
  gp_status sync = gp_cuda_status(cudaStreamSynchronize(s->stream));
  return st != GP_SUCCESS ? st : sync;
}

static void peer(gp_backend_state *state, const gp_backend_state *other)
{
  gp_cuda_state *s = STATE(state);
  const int from = ((const gp_cuda_state *) other)->device;
  int can = 0;
  if (from == s->device || gp_cuda_enter(s) != GP_SUCCESS || cudaDeviceCanAccessPeer(&can, s->device, from) != cudaSuccess
      || !can)
    return;
  if (cudaDeviceEnablePeerAccess(from, 0) != cudaSuccess)
    cudaGetLastError();  /* already enabled by another pair of members: the copies work either way */
}

static void join(gp_backend_state *const *states, int count, int how, const char *nccl_library)
{
  gp_cuda_join((gp_cuda_state *const *) states, count, how, nccl_library);
}

static gp_status exchange(gp_backend_state *const *states, int count, const gp_exchange *plan)
{
  return gp_cuda_exchange((gp_cuda_state *const *) states, count, plan);
}

static gp_status upload_beside(gp_backend_state *state, void *dst, const void *src, size_t bytes)
{
  ENTER(state);
  if (!bytes)
    return GP_SUCCESS;
  return GP_TRANSFER_BESIDE ? gp_transfer_to_device_beside(STATE(state), dst, src, bytes)
                            : gp_transfer_to_device(STATE(state), dst, src, bytes);
}

static gp_status upload_subscripts(gp_backend_state *state, uint32_t *dst, const double *src, int64_t n,
                                   uint32_t limit, int *valid)
{
  ENTER(state);
  return gp_transfer_subscripts(STATE(state), dst, src, (size_t) n, limit, valid);
}

/* One 2-D copy on the stream (pageable host memory staged by the driver);
 * returns when it is done. */
static gp_status copy_rows(gp_backend_state *state, void *dst, size_t dst_pitch, gp_location dst_location,
                           const void *src, size_t src_pitch, gp_location src_location, size_t width, size_t rows)
{
  static const enum cudaMemcpyKind kinds[2][2] = {
    {cudaMemcpyHostToHost, cudaMemcpyHostToDevice},
    {cudaMemcpyDeviceToHost, cudaMemcpyDefault}};  /* Default: from another device too (a part's, UVA) */
  ENTER(state);
  gp_cuda_state *s = STATE(state);
  if ((unsigned) dst_location > 1 || (unsigned) src_location > 1)
    return GP_ERROR_INVALID_ARGUMENT;
  if (!width || !rows)
    return GP_SUCCESS;
  gp_status st = gp_cuda_status(cudaMemcpy2DAsync(dst, dst_pitch, src, src_pitch, width, rows,
                                                  kinds[src_location][dst_location], s->stream));
  gp_status sync = gp_cuda_status(cudaStreamSynchronize(s->stream));
  return st != GP_SUCCESS ? st : sync;
}

static gp_status scan(gp_backend_state *s, gp_opcode op, const gp_scan_options *options, const gp_array *x, gp_array *y,
                      gp_array *idx, gp_shape3 shape)
{
  ENTER(s);
  return gp_cuda_scan(STATE(s), op, options, x, y, idx, shape);
}

static gp_status reduce(gp_backend_state *s, gp_opcode op, gp_reduce_algorithm algorithm, const gp_array *x,
                        gp_array *y, gp_array *idx, gp_shape3 shape)
{
  ENTER(s);
  return gp_cuda_reduce(STATE(s), op, algorithm, x, y, idx, shape);
}

static gp_status elementwise_extreme(gp_backend_state *s, gp_opcode op, const gp_array *a, const gp_array *b,
                                     gp_array *y, const gp_broadcast *bc)
{
  ENTER(s);
  return gp_cuda_elementwise_extreme(STATE(s), op, a, b, y, bc);
}

static gp_status prod_walk(gp_backend_state *s, const gp_array *x, gp_array *y, const gp_walk *w)
{
  ENTER(s);
  return gp_cuda_prod_walk(STATE(s), x, y, w);
}

static gp_status compact(gp_backend_state *s, const gp_compact_call *call, int64_t *count)
{
  *count = 0;
  ENTER(s);
  return gp_cuda_compact(STATE(s), call, count);
}

static gp_status sat(gp_backend_state *s, const gp_array *x, int axis, gp_array *y)
{
  ENTER(s);
  return gp_cuda_sat(STATE(s), x, axis, y);
}

static gp_status boxfilter(gp_backend_state *s, const gp_array *x, int axis, int64_t h, int64_t w, gp_array *y)
{
  ENTER(s);
  return gp_cuda_boxfilter(STATE(s), x, axis, h, w, y);
}

static gp_status sort(gp_backend_state *s, const gp_sort_call *call)
{
  ENTER(s);
  return gp_cuda_sort(STATE(s), call);
}

static gp_status convert(gp_backend_state *s, const gp_array *x, gp_array *y)
{
  ENTER(s);
  return gp_cuda_convert(STATE(s), x, y);
}

static gp_status subscripts(gp_backend_state *s, gp_array *positions, int64_t count, int64_t rows, gp_array *cols)
{
  ENTER(s);
  if (positions->location != GP_DEVICE || cols->location != GP_DEVICE)
    return GP_ERROR_WRONG_LOCATION;  /* gp_find_subscripts splits host positions on the host */
  return gp_cuda_subscripts(STATE(s), (double *) positions->data, count, rows, (double *) cols->data);
}

static gp_status complex_keys(gp_backend_state *s, const gp_array *parts, int by_parts, gp_array *first,
                              gp_array *second)
{
  ENTER(s);
  return gp_cuda_complex_keys(STATE(s), parts, by_parts, first, second);
}

static gp_status take_along(gp_backend_state *s, const gp_array *x, const gp_array *positions, gp_array *y,
                            gp_shape3 shape, size_t elem_bytes)
{
  ENTER(s);
  return gp_cuda_take_along(STATE(s), x, positions, y, shape, elem_bytes);
}

static gp_status run_starts(gp_backend_state *s, const void *x, gp_dtype dtype, int64_t rows, int64_t cols,
                            unsigned char *flags)
{
  ENTER(s);
  return gp_cuda_run_starts(STATE(s), x, dtype, rows, cols, flags);
}

static gp_status move_by_index(gp_backend_state *s, const gp_index_move *m)
{
  ENTER(s);
  return gp_cuda_move_by_index(STATE(s), m);
}

static gp_status median_of_sorted(gp_backend_state *s, const gp_median_call *call)
{
  ENTER(s);
  return gp_cuda_median_of_sorted(STATE(s), call);
}

static gp_status reduce_runs(gp_backend_state *s, const gp_runs_reduce *call)
{
  ENTER(s);
  return gp_cuda_reduce_runs(STATE(s), call);
}

static gp_status fill(gp_backend_state *s, void *dst, size_t elem_bytes, const unsigned char value[8], int64_t count)
{
  ENTER(s);
  return gp_cuda_fill(STATE(s), dst, elem_bytes, value, count);
}

static gp_status radix_select(gp_backend_state *s, gp_select_call *call)
{
  ENTER(s);
  return gp_cuda_select(STATE(s), call);
}

static gp_status lookup(gp_backend_state *s, const gp_lookup_call *call)
{
  ENTER(s);
  return gp_cuda_lookup(STATE(s), call);
}

const gp_backend_table gp_cuda_backend = {
  .kind = GP_BACKEND_CUDA,
  .open = open_cuda,
  .close = close_cuda,
  .device_name = device_name,
  .synchronize = synchronize,
  .stream = stream,
  .set_memory_limit = set_memory_limit,
  .pool_usage = pool_usage,
  .trim = trim,
  .device_memory = device_memory,
  .alloc = alloc,
  .release = release,
  .copy = copy,
  .peer = peer,
  .join = join,
  .exchange = exchange,
  .upload_beside = upload_beside,
  .upload_subscripts = GP_NARROW_SUBSCRIPTS ? upload_subscripts : NULL,
  .copy_rows = copy_rows,
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
  .reduce_runs = reduce_runs,
  .fill = fill,
  .select = radix_select,
};
