/* scan_cuda.c - the CUDA backend's scans, reductions and elementwise max and
 * min: stage host arrays, pick the family. */
#include "reduce_families.h"
#include "scan_families.h"

static gp_status run_family(void *state, gp_scan_op op, gp_scan_algorithm alg, gp_dtype in, gp_dtype out,
                            const void *dx, void *dy, double *didx, gp_shape3 shape)
{
  gp_cuda_state *s = (gp_cuda_state *) state;
  switch (op) {
  case GP_SCAN_SUM:
    if (out == GP_DOUBLE)
      return gp_cuda_scan_sum_to_double(s, alg, in, dx, dy, shape);
    if (gp_dtype_is_integer(in))
      return gp_cuda_scan_sum_saturating(s, alg, in, dx, dy, shape);
    return gp_cuda_scan_sum_native_float(s, alg, in, dx, dy, shape);
  case GP_SCAN_PROD:
    return gp_cuda_scan_prod(s, alg, in, out, dx, dy, shape);
  case GP_SCAN_MAX:
    return gp_cuda_scan_cummax(s, alg, in, dx, dy, didx, shape);
  case GP_SCAN_MIN:
    return gp_cuda_scan_cummin(s, alg, in, dx, dy, didx, shape);
  default:
    return gp_cuda_scan_nan_flag(s, op, alg, in, out, dx, dy, didx, shape);
  }
  return GP_ERROR_INVALID_ARGUMENT;
}

/* The steps of gp_scan_directed on device memory from the pool. */
static gp_status pool_alloc(void *state, size_t bytes, void **ptr)
{
  return gp_pool_alloc(&((gp_cuda_state *) state)->pool, bytes, ptr);
}

static void pool_release(void *state, void *ptr)
{
  gp_pool_free(&((gp_cuda_state *) state)->pool, ptr);  /* stream order keeps it until its last use */
}

static gp_status device_reorder(void *state, const void *src, void *dst, size_t elem_size, gp_shape3 shape,
                                const gp_reorder *how)
{
  return gp_cuda_reorder((gp_cuda_state *) state, src, dst, elem_size, shape, how);
}

static gp_status device_last_of_lines(void *state, const void *src, void *dst, size_t elem_size, gp_shape3 shape)
{
  return gp_cuda_last_of_lines((gp_cuda_state *) state, src, dst, elem_size, shape);
}

static gp_status device_zero_sign(void *state, void *data, gp_dtype dtype, size_t count)
{
  return gp_cuda_zero_sign((gp_cuda_state *) state, data, dtype, count);
}

static gp_status run_reduce_family(gp_cuda_state *s, gp_scan_op op, gp_reduce_algorithm alg, gp_dtype in,
                                   gp_dtype out, const void *dx, void *dy, double *didx, gp_shape3 shape)
{
  switch ((int) op) {  /* GP_REDUCE_SUM_EXTRA is outside the enum */
  case GP_SCAN_SUM: return gp_cuda_reduce_sum(s, alg, in, out, dx, dy, shape);
  case GP_SCAN_PROD: return gp_cuda_reduce_prod(s, alg, in, out, dx, dy, shape);
  case GP_SCAN_MAX: return gp_cuda_reduce_max(s, alg, in, dx, dy, didx, shape);
  case GP_SCAN_MIN: return gp_cuda_reduce_min(s, alg, in, dx, dy, didx, shape);
  case GP_REDUCE_SUM_EXTRA: return gp_cuda_reduce_sum_extra(s, alg, in, out, dx, dy, shape);
  case GP_SCAN_SUM_OMITNAN:
  case GP_SCAN_PROD_OMITNAN:
  case GP_SCAN_MAX_INCLUDENAN:
  case GP_SCAN_MIN_INCLUDENAN: return gp_cuda_reduce_nan_flag(s, op, alg, in, out, dx, dy, didx, shape);
  case GP_SCAN_MAX_ABS:
  case GP_SCAN_MIN_ABS: return gp_cuda_reduce_by_abs(s, op, alg, in, dx, dy, didx, shape);
  }
  return GP_ERROR_INVALID_ARGUMENT;
}

gp_status gp_cuda_run_job(gp_cuda_state *s, const gp_cuda_job *job, gp_dtype in, gp_dtype out, const void *dx,
                          void *dy, double *didx, gp_shape3 shape)
{
  const gp_scan_steps device = {s,          pool_alloc,           pool_release,    device_reorder,
                                run_family, device_last_of_lines, device_zero_sign};
  if (gp_op_is_complex(job->op)) {  /* plain forward scans and default reductions (gp_complex.c) */
    const gp_scan_op op = gp_op_of_complex(job->op);
    return job->options ? gp_cuda_scan_complex(s, op, job->options->algorithm, in, out, dx, dy, didx, shape)
                        : gp_cuda_reduce_complex(s, op, job->reduce_algorithm, in, out, dx, dy, didx, shape);
  }
  if (job->options)
    return gp_scan_directed(&device, job->op, job->options, in, out, dx, dy, didx, shape);
  if ((job->reduce_algorithm != GP_REDUCE_BY_SCAN && !gp_reduce_is_saturating(job->op, in, out))
      || gp_reduce_in_line_order(job->op, in, out))
    return run_reduce_family(s, job->op, job->reduce_algorithm, in, out, dx, dy, didx, shape);
  gp_status st = gp_reduce_by_scan(&device, job->op, in, out, dx, dy, didx, shape);
  if (st == GP_SUCCESS && gp_scan_op_base(job->op) == GP_SCAN_SUM)
    st = device.zero_sign(s, dy, out, (size_t) (shape.outer * shape.inner));
  return st;
}

gp_status gp_cuda_scan_device(gp_cuda_state *s, gp_scan_op op, const gp_scan_options *options, gp_dtype in,
                              gp_dtype out, const void *dx, void *dy, double *didx, gp_shape3 shape)
{
  const gp_scan_options defaults = {GP_SCAN_AUTO, 0, 0};
  const gp_cuda_job job = {op, options ? options : &defaults, GP_REDUCE_AUTO};
  return gp_cuda_run_job(s, &job, in, out, dx, dy, didx, shape);
}

/* Stage host arrays on the device, run the job, copy the outputs back. */
static gp_status run_staged(gp_cuda_state *s, const gp_cuda_job *job, const gp_array *x, gp_array *y,
                            gp_array *idx, gp_shape3 shape)
{
  size_t n = (size_t) gp_array_numel(x), m = (size_t) gp_array_numel(y);
  size_t ybytes = m * gp_dtype_size(y->dtype), ibytes = idx ? (size_t) gp_array_numel(idx) * sizeof(double) : 0;
  const void *dx = NULL;
  void *x_owned = NULL, *y_owned = NULL, *i_owned = NULL, *dy = NULL, *didx = NULL;

  gp_status st = gp_cuda_stage_in(s, x, n * gp_dtype_size(x->dtype), &dx, &x_owned);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_out(s, y, ybytes, &dy, &y_owned);
  if (st == GP_SUCCESS && idx)
    st = gp_cuda_stage_out(s, idx, ibytes, &didx, &i_owned);
  if (st == GP_SUCCESS)
    st = gp_cuda_run_job(s, job, x->dtype, y->dtype, dx, dy, (double *) didx, shape);
  if (st == GP_SUCCESS)
    st = gp_cuda_unstage_out(s, y, dy, ybytes);
  if (st == GP_SUCCESS && idx)
    st = gp_cuda_unstage_out(s, idx, didx, ibytes);
  int touches_host = x->location == GP_HOST || y->location == GP_HOST || (idx && idx->location == GP_HOST);
  void *const owned[] = {x_owned, y_owned, i_owned};
  st = gp_cuda_finish_staged(s, touches_host, st, owned, 3);
  /* Host arrays too large for the device's memory (or its cap) go through in pieces. */
  if (st == GP_ERROR_DEVICE_OUT_OF_MEMORY && gp_cuda_can_stream(job, x, y, idx))
    st = gp_cuda_stream_rows(s, job, x, y, idx, shape);
  return st;
}

gp_status gp_cuda_scan(gp_cuda_state *s, gp_scan_op op, const gp_scan_options *options,
                       const gp_array *x, gp_array *y, gp_array *idx, gp_shape3 shape)
{
  const gp_cuda_job job = {op, options, GP_REDUCE_AUTO};
  return run_staged(s, &job, x, y, idx, shape);
}

gp_status gp_cuda_reduce(gp_cuda_state *s, gp_scan_op op, gp_reduce_algorithm algorithm, const gp_array *x,
                         gp_array *y, gp_array *idx, gp_shape3 shape)
{
  const gp_cuda_job job = {op, NULL, algorithm};
  return run_staged(s, &job, x, y, idx, shape);
}

gp_status gp_cuda_elementwise_extreme(gp_cuda_state *s, gp_scan_op op, const gp_array *a, const gp_array *b,
                                      gp_array *y, const gp_broadcast *bc)
{
  const size_t esize = gp_dtype_size(y->dtype), n = (size_t) gp_array_numel(y);  /* parts, for complex */
  const void *da = NULL, *db = NULL;
  void *a_owned = NULL, *b_owned = NULL, *y_owned = NULL, *dy = NULL;
  gp_status st = gp_cuda_stage_in(s, a, (size_t) gp_array_numel(a) * esize, &da, &a_owned);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_in(s, b, (size_t) gp_array_numel(b) * esize, &db, &b_owned);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_out(s, y, n * esize, &dy, &y_owned);
  if (st == GP_SUCCESS)
    st = gp_op_is_complex(op) ? gp_cuda_extreme2_complex(s, gp_op_of_complex(op), y->dtype, da, db, dy,
                                                         (long long) n / 2, bc)
                              : gp_cuda_extreme2_device(s, op, y->dtype, da, db, dy, (long long) n, bc);
  if (st == GP_SUCCESS)
    st = gp_cuda_unstage_out(s, y, dy, n * esize);
  void *const owned[] = {a_owned, b_owned, y_owned};
  return gp_cuda_finish_staged(s, a->location == GP_HOST || b->location == GP_HOST || y->location == GP_HOST, st,
                               owned, 3);
}
