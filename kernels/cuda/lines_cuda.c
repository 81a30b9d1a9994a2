/* lines_cuda.c - the CUDA backend's scans and reductions along lines of
 * host or device arrays.  Before anything is allocated, a call whose host
 * arrays would not fit in the device memory gpuprim may use is sent to
 * stream_rows.c in pieces; any other call is staged whole: its host arrays
 * copied in, the job run (job_cuda.c), the outputs copied back. */
#include "cuda_state.h"

/* Device bytes a staged call needs beyond the arrays already there: a copy
 * of each host array, and the job's scratch.  The one large scratch is a
 * reduction through the scan (saturating integer sums, or the "scan"
 * algorithm), which writes the whole scan first (reduce_by_scan.c); the
 * rest (look-back tile states, partial results) is small, and a sixteenth
 * of the arrays more covers it. */
static size_t staged_bytes(const gp_cuda_job *job, const gp_array *x, const gp_array *y, const gp_array *idx)
{
  const size_t xb = (size_t) gp_array_numel(x) * gp_dtype_size(x->dtype);
  const size_t yb = (size_t) gp_array_numel(y) * gp_dtype_size(y->dtype);
  const size_t ib = idx ? (size_t) gp_array_numel(idx) * sizeof(double) : 0;
  size_t need = (x->location == GP_HOST ? xb : 0) + (y->location == GP_HOST ? yb : 0)
                + (idx && idx->location == GP_HOST ? ib : 0);
  if (!job->options && (job->reduce_algorithm == GP_REDUCE_BY_SCAN
                        || gp_reduce_is_saturating(job->op, x->dtype, y->dtype)))
    need += (size_t) gp_array_numel(x) * gp_dtype_size(y->dtype);
  return need + (xb + yb + ib) / 16 + ((size_t) 16 << 20);
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
  return gp_cuda_finish_staged(s, touches_host, st, owned, 3);
}

static gp_status run_lines(gp_cuda_state *s, const gp_cuda_job *job, const gp_array *x, gp_array *y,
                           gp_array *idx, gp_shape3 shape)
{
  if (gp_cuda_can_stream(job, x, y, idx)) {
    const size_t available = gp_pool_available(&s->pool);
    if (staged_bytes(job, x, y, idx) > available)
      return gp_cuda_stream_rows(s, job, x, y, idx, shape, available);
  }
  return run_staged(s, job, x, y, idx, shape);
}

gp_status gp_cuda_scan(gp_cuda_state *s, gp_opcode op, const gp_scan_options *options, const gp_array *x, gp_array *y,
                       gp_array *idx, gp_shape3 shape)
{
  const gp_cuda_job job = {op, options, GP_REDUCE_AUTO};
  return run_lines(s, &job, x, y, idx, shape);
}

gp_status gp_cuda_reduce(gp_cuda_state *s, gp_opcode op, gp_reduce_algorithm algorithm, const gp_array *x, gp_array *y,
                         gp_array *idx, gp_shape3 shape)
{
  const gp_cuda_job job = {op, NULL, algorithm};
  return run_lines(s, &job, x, y, idx, shape);
}
