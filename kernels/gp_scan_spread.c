/* gp_scan_spread.c - gp_scan of a host array spread over the context's
 * members (gp_context_options.device_count > 1), each a context of one
 * device.  A scan of host arrays is bound by its transfers, and each device
 * has a bus of its own.
 *
 * Several lines: each member scans a run of whole outer groups of lines,
 * with the call's options: up, scanned, down.
 *
 * One line: each member takes a slice up (made y's class on the device
 * where x's differs), all at once; then the slices are scanned in turn,
 * each with the running value so far (the last result of the slice before
 * it, read back) put in front of it, so that the line goes on as one pass
 * takes it (saturating integer sums, NaN in max and min included); then all
 * go down at once.  The scans, one pass of device memory each, are short
 * beside the transfers.  Floating-point sums and products can differ from
 * one device's by rounding (the grouping differs), as the pieces of a
 * streamed scan do; integers, max and min do not.  Scans of one line with
 * positions, exclusive, reversed or omitting NaN stay on one device: a
 * value put in front does not carry them. */
#include <string.h>

#include "gp_backend.h"

typedef struct scan_job {
  gp_opcode op;
  const gp_scan_options *o;
  const gp_array *x;
  gp_array *y, *idx;
  gp_shape3 shape;
  size_t xs, ys;                 /* element bytes of x and y */
  void *in[GP_MAX_DEVICES];      /* one line: slice g in y's class, after one free element */
  void *out[GP_MAX_DEVICES];     /* its scan, after the result of that element */
} scan_job;

#define JOB(t) ((scan_job *) (t)->job)

/* ---- Several lines: whole outer groups to each member. */

static gp_status scan_groups_of(gp_spread *t, int g)
{
  const scan_job *j = JOB(t);
  const gp_shape3 sh = j->shape;
  gp_context *part = gp_context_member(t->ctx, g);
  const gp_location at = gp_member_place(part);
  const int64_t group = sh.len * sh.inner, count = (t->first[g + 1] - t->first[g]) * group;
  const int64_t dims[3] = {sh.inner, sh.len, t->first[g + 1] - t->first[g]}, first = t->first[g] * group;
  const size_t bytes[3] = {(size_t) count * j->xs, (size_t) count * j->ys, (size_t) count * sizeof(double)};
  const gp_dtype dtypes[3] = {j->x->dtype, j->y->dtype, GP_DOUBLE};
  void *mem[3] = {NULL, NULL, NULL};
  gp_array v[3];
  gp_status st = GP_SUCCESS;
  for (int a = 0; a < 3 && st == GP_SUCCESS; a++)
    if (a < 2 || j->idx)
      st = gp_spread_take(t, g, bytes[a], &mem[a]);
  for (int a = 0; a < 3 && st == GP_SUCCESS; a++)
    st = gp_array_init(&v[a], mem[a], dtypes[a], at, 3, dims);
  if (st == GP_SUCCESS)
    st = gp_copy(part, mem[0], at, (const char *) j->x->data + (size_t) first * j->xs, GP_HOST, bytes[0]);
  if (st == GP_SUCCESS)
    st = gp_scan_code(part, j->op, j->o, &v[0], &v[1], j->idx ? &v[2] : NULL, 1);
  if (st == GP_SUCCESS)
    st = gp_copy(part, (char *) j->y->data + (size_t) first * j->ys, GP_HOST, mem[1], at, bytes[1]);
  if (st == GP_SUCCESS && j->idx)
    st = gp_copy(part, (double *) j->idx->data + first, GP_HOST, mem[2], at, bytes[2]);
  return st;
}

/* ---- One line: slices up at once, scanned in turn, down at once. */

static gp_status slice_up(gp_spread *t, int g)
{
  scan_job *j = JOB(t);
  gp_context *part = gp_context_member(t->ctx, g);
  const gp_location at = gp_member_place(part);
  const int64_t n = t->first[g + 1] - t->first[g];
  const int convert = j->x->dtype != j->y->dtype;
  const void *from = (const char *) j->x->data + (size_t) t->first[g] * j->xs;
  void *raw = NULL;
  gp_status st = gp_spread_take(t, g, (size_t) (n + 1) * j->ys, &j->in[g]);
  if (st == GP_SUCCESS)
    st = gp_spread_take(t, g, (size_t) (n + 1) * j->ys, &j->out[g]);
  if (st == GP_SUCCESS && convert)
    st = gp_spread_take(t, g, (size_t) n * j->xs, &raw);
  char *slice = (char *) j->in[g] + j->ys;
  if (st == GP_SUCCESS)
    st = gp_copy(part, convert ? raw : slice, at, from, GP_HOST, (size_t) n * j->xs);
  gp_array vraw = gp_member_column(part, raw, j->x->dtype, n), vin = gp_member_column(part, slice, j->y->dtype, n);
  if (st == GP_SUCCESS && convert)  /* exact, or rounded as the scan would take each element */
    st = gp_convert(part, &vraw, &vin);
  return st;
}

static gp_status slices_scanned(gp_spread *t)
{
  scan_job *j = JOB(t);
  unsigned char carry[16];
  gp_status st = GP_SUCCESS;
  for (int g = 0; g < t->parts && st == GP_SUCCESS; g++) {
    gp_context *part = gp_context_member(t->ctx, g);
    const gp_location at = gp_member_place(part);
    const int64_t n = t->first[g + 1] - t->first[g], lead = g > 0;
    if (lead)
      st = gp_copy(part, j->in[g], at, carry, GP_HOST, j->ys);
    gp_array vin = gp_member_column(part, (char *) j->in[g] + (1 - lead) * j->ys, j->y->dtype, n + lead);
    gp_array vout = gp_member_column(part, (char *) j->out[g] + (1 - lead) * j->ys, j->y->dtype, n + lead);
    if (st == GP_SUCCESS)
      st = gp_scan_code(part, j->op, j->o, &vin, &vout, NULL, 0);
    if (st == GP_SUCCESS && g + 1 < t->parts)  /* the line so far: in front of the next slice */
      st = gp_copy(part, carry, GP_HOST, (char *) j->out[g] + (size_t) n * j->ys, at, j->ys);
  }
  return st;
}

static gp_status slice_down(gp_spread *t, int g)
{
  const scan_job *j = JOB(t);
  gp_context *part = gp_context_member(t->ctx, g);
  const int64_t n = t->first[g + 1] - t->first[g];
  return gp_copy(part, (char *) j->y->data + (size_t) t->first[g] * j->ys, GP_HOST, (char *) j->out[g] + j->ys,
                 gp_member_place(part), (size_t) n * j->ys);
}

int gp_scan_spreads(const gp_context *ctx, gp_opcode op, const gp_scan_options *options, const gp_array *x,
                    const gp_array *y, const gp_array *idx, gp_shape3 shape)
{
  const gp_array *arrays[] = {x, y, idx};
  if (!gp_spreads(ctx, shape.outer * shape.len * shape.inner, arrays, 3))
    return 0;
  if (shape.outer > 1)
    return 1;
  return shape.inner == 1 && shape.len > 1 && !idx && !options->exclusive && !options->reverse
         && op != GP_OP_SUM_OMITNAN && op != GP_OP_PROD_OMITNAN;
}

gp_status gp_scan_spread(gp_context *ctx, gp_opcode op, const gp_scan_options *options, const gp_array *x,
                         gp_array *y, gp_array *idx, gp_shape3 shape)
{
  scan_job j = {.op = op, .o = options, .x = x, .y = y, .idx = idx, .shape = shape,
                .xs = gp_dtype_size(x->dtype), .ys = gp_dtype_size(y->dtype)};
  gp_spread t = {.ctx = ctx, .job = &j};
  gp_status st;
  if (shape.outer > 1) {
    gp_spread_cut(&t, shape.outer);
    st = gp_spread_each(&t, scan_groups_of);
  } else {
    gp_spread_cut(&t, shape.len);
    st = gp_spread_each(&t, slice_up);
    if (st == GP_SUCCESS)
      st = slices_scanned(&t);
    if (st == GP_SUCCESS)
      st = gp_spread_each(&t, slice_down);
  }
  return gp_spread_finish(&t, st);
}
