/* scan_directed.c - exclusive and reverse scans from the forward inclusive
 * one: reverse the input lines, scan, then gather each output element from
 * where it sits in that scan (shifted by one for exclusive).  The same steps
 * serve both backends, each on its own memory.  The scan options' defaults
 * (gp_scan_options_init) live here too. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "gp_internal.h"

void gp_scan_identity(gp_opcode op, gp_dtype out, unsigned char bytes[8])
{
  union {
    double d;
    float f;
    int8_t i8;
    uint8_t u8;
    int16_t i16;
    uint16_t u16;
    int32_t i32;
    uint32_t u32;
    int64_t i64;
    uint64_t u64;
    unsigned char b[8];
  } v;
  memset(&v, 0, sizeof v);
  op = gp_op_base(op);
  int lowest = op == GP_OP_MAX, highest = op == GP_OP_MIN;
  if (op == GP_OP_PROD) {
    if (out == GP_SINGLE)
      v.f = 1.0f;
    else if (out == GP_DOUBLE)
      v.d = 1.0;
    else
      v.u8 = 1;  /* integers and logical: 1 in the low byte (little-endian) of zeros */
  } else if (lowest || highest) {
    switch (out) {
    case GP_DOUBLE: v.d = lowest ? -INFINITY : INFINITY; break;
    case GP_SINGLE: v.f = lowest ? -INFINITY : INFINITY; break;
    case GP_INT8: v.i8 = lowest ? INT8_MIN : INT8_MAX; break;
    case GP_UINT8: v.u8 = lowest ? 0 : UINT8_MAX; break;
    case GP_INT16: v.i16 = lowest ? INT16_MIN : INT16_MAX; break;
    case GP_UINT16: v.u16 = lowest ? 0 : UINT16_MAX; break;
    case GP_INT32: v.i32 = lowest ? INT32_MIN : INT32_MAX; break;
    case GP_UINT32: v.u32 = lowest ? 0 : UINT32_MAX; break;
    case GP_INT64: v.i64 = lowest ? INT64_MIN : INT64_MAX; break;
    case GP_UINT64: v.u64 = lowest ? 0 : UINT64_MAX; break;
    case GP_LOGICAL: v.u8 = lowest ? 0 : 1; break;
    default: break;
    }
  }
  memcpy(bytes, v.b, 8);  /* sums: all zero bits, 0 in every class */
}

/* Here, below the backends, which make scan options of their own (an
 * exclusive scan of flags) and may not call up into kernels/. */
void gp_scan_options_init(gp_scan_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
  options->algorithm = GP_SCAN_AUTO;
  options->nan = GP_NAN_DEFAULT;
}

gp_status gp_scan_directed(const gp_scan_steps *steps, gp_opcode op, const gp_scan_options *options, gp_dtype in,
                           gp_dtype out, const void *x, void *y, double *idx, gp_shape3 shape)
{
  gp_scan_options o;
  gp_scan_options_init(&o);
  if (options)
    o = *options;
  if (!o.exclusive && !o.reverse)
    return steps->scan(steps->state, op, o.algorithm, in, out, x, y, idx, shape);

  const size_t n = (size_t) (shape.outer * shape.len * shape.inner);
  const size_t in_size = gp_dtype_size(in), out_size = gp_dtype_size(out);
  void *flipped = NULL, *scanned = NULL, *scanned_idx = NULL;
  gp_status st = GP_SUCCESS;
  if (o.reverse) {
    gp_reorder flip = {1, 0, 0, {0}};
    st = steps->alloc(steps->state, n * in_size, &flipped);
    if (st == GP_SUCCESS)
      st = steps->reorder(steps->state, x, flipped, in_size, shape, &flip);
  }
  if (st == GP_SUCCESS)
    st = steps->alloc(steps->state, n * out_size, &scanned);
  if (st == GP_SUCCESS && idx)
    st = steps->alloc(steps->state, n * sizeof(double), &scanned_idx);
  if (st == GP_SUCCESS)
    st = steps->scan(steps->state, op, o.algorithm, in, out, o.reverse ? flipped : x, scanned,
                     (double *) scanned_idx, shape);
  gp_reorder gather = {o.reverse != 0, o.exclusive != 0, 0, {0}};
  gp_scan_identity(op, out, gather.fill);
  if (st == GP_SUCCESS)
    st = steps->reorder(steps->state, scanned, y, out_size, shape, &gather);
  if (st == GP_SUCCESS && idx) {
    gp_reorder positions = {o.reverse != 0, o.exclusive != 0, 1, {0}};  /* fill: position 0.0 */
    st = steps->reorder(steps->state, scanned_idx, idx, sizeof(double), shape, &positions);
  }
  steps->release(steps->state, flipped);
  steps->release(steps->state, scanned);
  steps->release(steps->state, scanned_idx);
  return st;
}
