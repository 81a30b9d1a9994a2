/* stream_rows.c - scans and reductions of host arrays larger than the device
 * memory gpuprim may use (the device's, or the context's memory_limit).
 *
 * The array is taken as outer groups of len rows of inner elements (the
 * lines run along the rows).  Pieces are whole groups where a group fits,
 * else rows of one group, halving the piece until it fits.  A piece of rows
 * after the first starts from the carry, the last row of the results so far:
 *  - where the output has the input's class, the carry row goes on the device
 *    in front of the piece's rows, so the kernels continue the line exactly
 *    as one pass would (saturating integer sums included), and a position
 *    that points at the carry row is the carry's own position;
 *  - else (sums and products accumulated in double) the piece's results are
 *    combined with the carry on the host, in the order the line runs.
 * Floating-point sums and products can differ from the one-pass results by
 * rounding (the grouping changes); integers, max and min do not. */
#include <stdlib.h>
#include <string.h>

#include "cuda_state.h"

int gp_cuda_can_stream(const gp_cuda_job *job, const gp_array *x, const gp_array *y, const gp_array *idx)
{
  /* "extra" sums; omitted NaN, which a carry row of partial sums in front of
   * a piece would be taken for; complex elements, which the pieces do not count */
  if (gp_op_is_extra(job->op) || gp_op_is_complex(job->op) || job->op == GP_OP_SUM_OMITNAN
      || job->op == GP_OP_PROD_OMITNAN)
    return 0;
  if (job->options && (job->options->exclusive || job->options->reverse))
    return 0;
  const gp_array *arrays[] = {x, y, idx};
  return gp_all_on_host(arrays, 3);
}

typedef struct stream {
  gp_cuda_state *s;
  const gp_cuda_job *job;
  gp_dtype in, out;
  size_t isize, osize;
  const char *x;
  char *y;
  double *idx;
  gp_shape3 shape;
  int scan;            /* else a reduction */
  int carry_on_device; /* out == in */
  void *carry_dev;     /* inner elements of class out: the last results so far */
  double *carry_host;  /* inner doubles, where out != in (out is then double) */
  double *carry_idx;   /* inner 1-based positions of the carried extremes */
} stream;

static double combine(gp_opcode op, double carry, double v)
{
  return gp_op_base(op) == GP_OP_PROD ? carry * v : carry + v;  /* partial results: no NaN to omit */
}

/* Positions within a piece of lines of rows + prepend elements, as positions in the whole line. */
static void global_positions(const stream *t, double *pos, int64_t count, int prepend, int64_t k0)
{
  const int64_t inner = t->shape.inner;
  for (int64_t e = 0; e < count; e++) {
    double p = pos[e];
    pos[e] = prepend && p == 1 ? t->carry_idx[e % inner] : p - prepend + (double) k0;
  }
}

/* One piece: groups o0 .. o0 + ng - 1, rows k0 .. k0 + rows - 1 of each (ng > 1 only with whole groups). */
static gp_status piece(stream *t, int64_t o0, int64_t ng, int64_t k0, int64_t rows)
{
  gp_cuda_state *s = t->s;
  const int64_t inner = t->shape.inner, len = t->shape.len;
  const int whole = k0 == 0 && rows == len;
  const int prepend = k0 > 0 && t->carry_on_device;
  const int64_t lines = rows + prepend;
  const int64_t out_count = t->scan ? ng * lines * inner : ng * inner;
  const int64_t first = (o0 * len + k0) * inner;  /* the piece's first element of x (and of a scan's y) */
  void *din = NULL, *dout = NULL, *didx = NULL;
  gp_status st = gp_pool_alloc(&s->pool, (size_t) (ng * lines * inner) * t->isize, &din);
  if (st == GP_SUCCESS)
    st = gp_pool_alloc(&s->pool, (size_t) out_count * t->osize, &dout);
  if (st == GP_SUCCESS && t->idx)
    st = gp_pool_alloc(&s->pool, (size_t) out_count * sizeof(double), &didx);
  if (st == GP_SUCCESS && prepend)
    st = gp_cuda_status(cudaMemcpyAsync(din, t->carry_dev, (size_t) inner * t->isize, cudaMemcpyDeviceToDevice,
                                        s->stream));
  if (st == GP_SUCCESS)
    st = gp_transfer_to_device(s, (char *) din + (size_t) (prepend * inner) * t->isize,
                               t->x + (size_t) first * t->isize, (size_t) (ng * rows * inner) * t->isize);
  const gp_shape3 shape = {ng, lines, inner};
  if (st == GP_SUCCESS)
    st = gp_cuda_run_job(s, t->job, t->in, t->out, din, dout, (double *) didx, shape);

  /* Where the piece's results go on the host. */
  const int64_t done_count = t->scan ? ng * rows * inner : ng * inner;
  const int64_t at = t->scan ? first : o0 * inner;
  const int64_t skip = t->scan ? prepend * inner : 0;
  char *y_at = t->y + (size_t) at * t->osize;
  double *i_at = t->idx ? t->idx + at : NULL;
  double *partial = NULL, *partial_idx = NULL;  /* a reduction's piece of a group, on the host */
  if (st == GP_SUCCESS && !t->scan && !whole) {
    partial = malloc((size_t) inner * sizeof(double));
    partial_idx = malloc((size_t) inner * sizeof(double));
    if (!partial || !partial_idx)
      st = GP_ERROR_HOST_OUT_OF_MEMORY;
  }
  if (st == GP_SUCCESS) {
    if (t->scan || whole) {
      st = gp_transfer_to_host(s, y_at, (const char *) dout + (size_t) skip * t->osize,
                               (size_t) done_count * t->osize);
      if (st == GP_SUCCESS && t->idx)
        st = gp_transfer_to_host(s, i_at, (const double *) didx + skip, (size_t) done_count * sizeof(double));
    } else {
      if (!t->carry_on_device)
        st = gp_transfer_to_host(s, partial, dout, (size_t) inner * sizeof(double));
      if (st == GP_SUCCESS && t->idx)
        st = gp_transfer_to_host(s, partial_idx, didx, (size_t) inner * sizeof(double));
    }
  }
  /* The carry for the next piece of this group: the results' last row. */
  if (st == GP_SUCCESS && !whole && t->carry_on_device) {
    const char *last = (const char *) dout + (size_t) (t->scan ? (lines - 1) * inner : 0) * t->osize;
    st = gp_cuda_status(cudaMemcpyAsync(t->carry_dev, last, (size_t) inner * t->osize, cudaMemcpyDeviceToDevice,
                                        s->stream));
  }
  gp_status sync = gp_cuda_status(cudaStreamSynchronize(s->stream));
  if (st == GP_SUCCESS)
    st = sync;
  gp_pool_free(&s->pool, din);
  gp_pool_free(&s->pool, dout);
  gp_pool_free(&s->pool, didx);

  if (st == GP_SUCCESS && !whole) {
    if (t->scan) {
      double *y_d = (double *) y_at;  /* out is double where the carry is on the host */
      if (t->idx)
        global_positions(t, i_at, done_count, prepend, k0);
      if (!t->carry_on_device && k0 > 0)
        for (int64_t e = 0; e < done_count; e++)
          y_d[e] = combine(t->job->op, t->carry_host[e % inner], y_d[e]);
      if (t->idx)
        memcpy(t->carry_idx, i_at + done_count - inner, (size_t) inner * sizeof(double));
      if (!t->carry_on_device)
        memcpy(t->carry_host, y_d + done_count - inner, (size_t) inner * sizeof(double));
    } else {
      if (t->idx) {
        global_positions(t, partial_idx, inner, prepend, k0);
        memcpy(t->carry_idx, partial_idx, (size_t) inner * sizeof(double));
      }
      if (!t->carry_on_device)
        for (int64_t i = 0; i < inner; i++)
          t->carry_host[i] = k0 == 0 ? partial[i] : combine(t->job->op, t->carry_host[i], partial[i]);
    }
  }
  free(partial);
  free(partial_idx);
  return st;
}

/* A reduction's group done in pieces: its carry is its result. */
static gp_status finish_group(stream *t, int64_t o)
{
  gp_cuda_state *s = t->s;
  const int64_t inner = t->shape.inner;
  if (t->idx)
    memcpy(t->idx + o * inner, t->carry_idx, (size_t) inner * sizeof(double));
  if (!t->carry_on_device) {
    memcpy(t->y + (size_t) (o * inner) * t->osize, t->carry_host, (size_t) inner * sizeof(double));
    return GP_SUCCESS;
  }
  gp_status st = gp_transfer_to_host(s, t->y + (size_t) (o * inner) * t->osize, t->carry_dev,
                                     (size_t) inner * t->osize);
  gp_status sync = gp_cuda_status(cudaStreamSynchronize(s->stream));
  return st != GP_SUCCESS ? st : sync;
}

/* Group o in pieces of at most *rows rows, halving them while they do not fit. */
static gp_status stream_group(stream *t, int64_t o, int64_t *rows)
{
  const int64_t len = t->shape.len;
  for (int64_t k0 = 0; k0 < len;) {
    const int64_t r = len - k0 < *rows ? len - k0 : *rows;
    gp_status st = piece(t, o, 1, k0, r);
    if (st == GP_ERROR_DEVICE_OUT_OF_MEMORY && *rows > 1) {
      *rows /= 2;
      continue;
    }
    if (st != GP_SUCCESS)
      return st;
    k0 += r;
  }
  return t->scan ? GP_SUCCESS : finish_group(t, o);
}

gp_status gp_cuda_stream_rows(gp_cuda_state *s, const gp_cuda_job *job, const gp_array *x, gp_array *y,
                              gp_array *idx, gp_shape3 shape, size_t available)
{
  stream t = {s, job, x->dtype, y->dtype, gp_dtype_size(x->dtype), gp_dtype_size(y->dtype), (const char *) x->data,
              (char *) y->data, idx ? (double *) idx->data : NULL, shape, job->options != NULL,
              x->dtype == y->dtype, NULL, NULL, NULL};
  const int64_t group = shape.len * shape.inner;
  gp_status st = GP_SUCCESS;
  if (t.carry_on_device)
    st = gp_pool_alloc(&s->pool, (size_t) shape.inner * t.osize, &t.carry_dev);
  else if (!(t.carry_host = malloc((size_t) shape.inner * sizeof(double))))
    st = GP_ERROR_HOST_OUT_OF_MEMORY;
  if (st == GP_SUCCESS && idx && !(t.carry_idx = malloc((size_t) shape.inner * sizeof(double))))
    st = GP_ERROR_HOST_OUT_OF_MEMORY;

  /* Elements of x per piece: as many as three quarters of the available
   * bytes hold with their outputs (a reduction's are a group's inner
   * elements), at most half the array; halved again while a piece does not fit. */
  const size_t per_element = t.isize + (t.scan ? t.osize + (idx ? sizeof(double) : 0) : 0);
  int64_t budget = (int64_t) (available / 4 * 3 / per_element);
  if (budget > shape.outer * group / 2)
    budget = shape.outer * group / 2;
  for (int64_t o = 0; st == GP_SUCCESS && o < shape.outer;) {
    if (budget >= group) {
      int64_t ng = budget / group < shape.outer - o ? budget / group : shape.outer - o;
      st = piece(&t, o, ng, 0, shape.len);
      if (st == GP_ERROR_DEVICE_OUT_OF_MEMORY) {
        budget /= 2;
        st = GP_SUCCESS;
        continue;
      }
      o += ng;
    } else {
      int64_t rows = budget / shape.inner;
      if (rows < 1) {  /* not even one row fits */
        st = GP_ERROR_DEVICE_OUT_OF_MEMORY;
        break;
      }
      st = stream_group(&t, o, &rows);
      budget = rows * shape.inner;
      o += 1;
    }
  }
  gp_pool_free(&s->pool, t.carry_dev);
  free(t.carry_host);
  free(t.carry_idx);
  return st;
}
