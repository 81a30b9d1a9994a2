/* reduce_by_scan.c - a reduction as the last element of each line's
 * inclusive scan.  Exact wherever the scan is (saturating "native" sums,
 * NaN-skipping extremes and their first positions), on either backend, at
 * the price of writing the whole scan once; and which reductions must run
 * so (gp_reduce_is_saturating), for the front end and the CUDA backend. */
#include "gp_internal.h"

gp_status gp_reduce_by_scan(const gp_scan_steps *steps, gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y,
                            double *idx, gp_shape3 shape)
{
  const gp_shape3 reduced = {shape.outer, 1, shape.inner};
  if (shape.len == 0) {
    /* every output is the identity: a gather that reads nothing */
    gp_reorder identity = {0, 1, 0, {0}};
    gp_scan_identity(op, out, identity.fill);
    return steps->reorder(steps->state, y, y, gp_dtype_size(out), reduced, &identity);
  }
  const size_t n = (size_t) (shape.outer * shape.len * shape.inner), out_size = gp_dtype_size(out);
  void *scanned = NULL, *scanned_idx = NULL;
  gp_status st = steps->alloc(steps->state, n * out_size, &scanned);
  if (st == GP_SUCCESS && idx)
    st = steps->alloc(steps->state, n * sizeof(double), &scanned_idx);
  if (st == GP_SUCCESS)
    st = steps->scan(steps->state, op, GP_SCAN_AUTO, in, out, x, scanned, (double *) scanned_idx, shape);
  if (st == GP_SUCCESS)
    st = steps->last_of_lines(steps->state, scanned, y, out_size, shape);
  if (st == GP_SUCCESS && idx)
    st = steps->last_of_lines(steps->state, scanned_idx, idx, sizeof(double), shape);
  steps->release(steps->state, scanned);
  steps->release(steps->state, scanned_idx);
  return st;
}

int gp_reduce_in_line_order(gp_opcode op, gp_dtype in, gp_dtype out)
{
  return op == GP_OP_PROD && in == out && (gp_dtype_is_integer(in) || in == GP_LOGICAL);
}

int gp_reduce_is_saturating(gp_opcode op, gp_dtype in, gp_dtype out)
{
  return op == GP_OP_SUM && in == out && gp_dtype_is_integer(in);
}
