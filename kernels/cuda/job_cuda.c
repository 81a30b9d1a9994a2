/* job_cuda.c - one scan or reduction on device memory: the family of
 * kernels for the op, and the steps gp_scan_directed and gp_reduce_by_scan
 * take on the pool's memory.  Both the staged calls (lines_cuda.c) and the
 * streamed pieces (stream_rows.c) run their jobs here. */
#include "reduce_families.h"
#include "scan_families.h"

static gp_status run_family(void *state, gp_opcode op, gp_scan_algorithm alg, gp_dtype in, gp_dtype out, const void *dx,
                            void *dy, double *didx, gp_shape3 shape)
{
  gp_cuda_state *s = (gp_cuda_state *) state;
  switch (op) {
  case GP_OP_SUM:
    if (out == GP_DOUBLE)
      return gp_cuda_scan_sum_to_double(s, alg, in, dx, dy, shape);
    if (gp_dtype_is_integer(in))
      return gp_cuda_scan_sum_saturating(s, alg, in, dx, dy, shape);
    return gp_cuda_scan_sum_native_float(s, alg, in, dx, dy, shape);
  case GP_OP_PROD:
    return gp_cuda_scan_prod(s, alg, in, out, dx, dy, shape);
  case GP_OP_MAX:
    return gp_cuda_scan_cummax(s, alg, in, dx, dy, didx, shape);
  case GP_OP_MIN:
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

static gp_status run_reduce_family(gp_cuda_state *s, gp_opcode op, gp_reduce_algorithm alg, gp_dtype in, gp_dtype out,
                                   const void *dx, void *dy, double *didx, gp_shape3 shape)
{
  switch ((int) op) {  /* GP_REDUCE_SUM_EXTRA and its "omitnan" are outside the enum */
  case GP_OP_SUM: return gp_cuda_reduce_sum(s, alg, in, out, dx, dy, shape);
  case GP_OP_PROD: return gp_cuda_reduce_prod(s, alg, in, out, dx, dy, shape);
  case GP_OP_MAX: return gp_cuda_reduce_max(s, alg, in, dx, dy, didx, shape);
  case GP_OP_MIN: return gp_cuda_reduce_min(s, alg, in, dx, dy, didx, shape);
  case GP_REDUCE_SUM_EXTRA: return gp_cuda_reduce_sum_extra(s, alg, in, out, dx, dy, shape, 0);
  case GP_REDUCE_SUM_EXTRA_OMITNAN: return gp_cuda_reduce_sum_extra(s, alg, in, out, dx, dy, shape, 1);
  case GP_OP_SUM_OMITNAN:
  case GP_OP_PROD_OMITNAN:
  case GP_OP_MAX_INCLUDENAN:
  case GP_OP_MIN_INCLUDENAN: return gp_cuda_reduce_nan_flag(s, op, alg, in, out, dx, dy, didx, shape);
  case GP_OP_MAX_ABS:
  case GP_OP_MIN_ABS:
  case GP_OP_MAX_ABS_INCLUDENAN:
  case GP_OP_MIN_ABS_INCLUDENAN: return gp_cuda_reduce_by_abs(s, op, alg, in, dx, dy, didx, shape);
  }
  return GP_ERROR_INVALID_ARGUMENT;
}

gp_status gp_cuda_run_job(gp_cuda_state *s, const gp_cuda_job *job, gp_dtype in, gp_dtype out, const void *dx,
                          void *dy, double *didx, gp_shape3 shape)
{
  const gp_scan_steps device = {s,          pool_alloc,           pool_release,    device_reorder,
                                run_family, device_last_of_lines, device_zero_sign};
  if (gp_op_is_complex(job->op)) {  /* plain forward scans and default reductions (gp_complex.c) */
    const gp_opcode op = gp_op_of_complex(job->op);
    return job->options ? gp_cuda_scan_complex(s, op, job->options->algorithm, in, out, dx, dy, didx, shape)
                        : gp_cuda_reduce_complex(s, op, job->reduce_algorithm, in, out, dx, dy, didx, shape);
  }
  if (job->options)
    return gp_scan_directed(&device, job->op, job->options, in, out, dx, dy, didx, shape);
  if ((job->reduce_algorithm != GP_REDUCE_BY_SCAN && !gp_reduce_is_saturating(job->op, in, out))
      || gp_reduce_in_line_order(job->op, in, out))
    return run_reduce_family(s, job->op, job->reduce_algorithm, in, out, dx, dy, didx, shape);
  gp_status st = gp_reduce_by_scan(&device, job->op, in, out, dx, dy, didx, shape);
  if (st == GP_SUCCESS && gp_op_base(job->op) == GP_OP_SUM)
    st = device.zero_sign(s, dy, out, (size_t) (shape.outer * shape.inner));
  return st;
}

gp_status gp_cuda_scan_device(gp_cuda_state *s, gp_opcode op, const gp_scan_options *options, gp_dtype in, gp_dtype out,
                              const void *dx, void *dy, double *didx, gp_shape3 shape)
{
  gp_scan_options defaults;
  gp_scan_options_init(&defaults);
  const gp_cuda_job job = {op, options ? options : &defaults, GP_REDUCE_AUTO};
  return gp_cuda_run_job(s, &job, in, out, dx, dy, didx, shape);
}
