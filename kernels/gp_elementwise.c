/* gp_elementwise.c - elementwise max and min with broadcasting, of real and
 * complex arrays: check the call, describe the broadcast, hand it to a
 * backend. */
#include <string.h>

#include "gp_backend.h"

static int64_t dim_of(const gp_array *a, int d)
{
  return d < a->ndims ? a->dims[d] : 1;
}

gp_status gp_broadcast_result_dims(const gp_array *a, const gp_array *b, gp_array *y)
{
  if (!a || !b || !y)
    return GP_ERROR_NULL_POINTER;
  int nd = a->ndims > b->ndims ? a->ndims : b->ndims;
  for (int d = 0; d < nd; d++) {
    int64_t da = dim_of(a, d), db = dim_of(b, d);
    if (da != db && da != 1 && db != 1)
      return GP_ERROR_SHAPE_MISMATCH;
    y->dims[d] = da == 1 ? db : da;
  }
  y->ndims = nd;
  return GP_SUCCESS;
}

/* Joins each dim to the one kept before it where, in both operands, it
 * continues that one's run of memory (or both are broadcast), so that
 * operands of one shape make one run: a loop with no division per element. */
static void merge_runs(gp_broadcast *bc)
{
  int kept = 0;
  for (int d = 1; d < bc->ndims; d++) {
    if (bc->a_step[d] == bc->a_step[kept] * bc->dims[kept] && bc->b_step[d] == bc->b_step[kept] * bc->dims[kept]) {
      bc->dims[kept] *= bc->dims[d];
      continue;
    }
    kept++;
    bc->dims[kept] = bc->dims[d];
    bc->a_step[kept] = bc->a_step[d];
    bc->b_step[kept] = bc->b_step[d];
  }
  bc->ndims = kept + 1;
}

/* y's dims and each operand's steps; dims of length 1 are dropped (they move
 * nothing), so the kernels divide once per dim that counts. */
static void describe(const gp_array *a, const gp_array *b, const gp_array *y, gp_broadcast *bc)
{
  int64_t sa = 1, sb = 1;
  bc->ndims = 0;
  for (int d = 0; d < y->ndims; d++) {
    int64_t da = dim_of(a, d), db = dim_of(b, d);
    if (y->dims[d] != 1) {
      bc->dims[bc->ndims] = y->dims[d];
      bc->a_step[bc->ndims] = da == 1 ? 0 : sa;
      bc->b_step[bc->ndims] = db == 1 ? 0 : sb;
      bc->ndims++;
    }
    sa *= da;
    sb *= db;
  }
  if (bc->ndims == 0) {  /* one element */
    bc->dims[0] = 1;
    bc->a_step[0] = bc->b_step[0] = 0;
    bc->ndims = 1;
  }
  merge_runs(bc);
}

/* Check the call (a, b, y: the complex views za, zb, zy of complex ones, or
 * the arrays themselves), then run it on a backend: complex ones as
 * complex ops over the parts. */
static gp_status extreme2(gp_context *ctx, gp_opcode op, int complex, const gp_array *a, const gp_array *b, gp_array *y)
{
  if (!ctx || !a || !b || !y)
    return GP_ERROR_NULL_POINTER;
  if (op < GP_OP_SUM || op > GP_OP_MIN_REAL_INCLUDENAN || (gp_op_base(op) != GP_OP_MAX && gp_op_base(op) != GP_OP_MIN))
    return GP_ERROR_INVALID_ARGUMENT;
  if (gp_dtype_size(a->dtype) == 0 || a->dtype != b->dtype || a->dtype != y->dtype)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  if (!complex)
    op = gp_op_for(op, a->dtype);
  gp_array za = *a, zb = *b, zy = *y;
  if (complex) {
    gp_status st = gp_complex_of_parts(a, &za);
    if (st == GP_SUCCESS)
      st = gp_complex_of_parts(b, &zb);
    if (st == GP_SUCCESS)
      st = gp_complex_of_parts(y, &zy);
    if (st != GP_SUCCESS)
      return st;
  }
  gp_array want = zy;
  gp_status st = gp_broadcast_result_dims(&za, &zb, &want);
  if (st != GP_SUCCESS)
    return st;
  if (!gp_same_dims(&want, &zy))
    return GP_ERROR_SHAPE_MISMATCH;
  if (gp_array_numel(&zy) == 0)
    return GP_SUCCESS;
  if (!a->data || !b->data || !y->data)
    return GP_ERROR_NULL_POINTER;
  gp_broadcast bc;
  describe(&za, &zb, &zy, &bc);
  const gp_array *arrays[] = {a, b, y};
  const gp_work work = !complex && ctx->route_small && gp_host_backend.elementwise_shares(ctx->host_state, &bc)
                         ? GP_WORK_ELEMENTWISE_SHARED
                         : GP_WORK_ELEMENTWISE;
  const gp_runner r = gp_route(ctx, work, 0, gp_array_numel(y), arrays, 3);
  return r.ops->elementwise_extreme(r.state, complex ? gp_complex_op(op) : op, a, b, y, &bc);
}

void gp_extreme_options_init(gp_extreme_options *options)
{
  if (!options)
    return;
  memset(options, 0, sizeof *options);
  options->size = sizeof *options;
  options->nan = GP_NAN_DEFAULT;
  options->compare = GP_COMPARE_AUTO;
}

gp_status gp_elementwise_extreme(gp_context *ctx, gp_op op, const gp_extreme_options *options, const gp_array *a,
                                 const gp_array *b, gp_array *y)
{
  gp_extreme_options defaults;
  gp_extreme_options_init(&defaults);
  if (!options)
    options = &defaults;
  gp_opcode code;
  if (options->size != sizeof *options || gp_opcode_of(op, options->nan, options->compare, &code) != GP_SUCCESS)
    return ctx && a && b && y ? GP_ERROR_INVALID_ARGUMENT : GP_ERROR_NULL_POINTER;
  return extreme2(ctx, code, options->is_complex, a, b, y);
}
