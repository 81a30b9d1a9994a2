/* operators.c - what an operator is: its plain form, its form for a class,
 * its result class and the class pairs its arithmetic has.  The front end
 * checks calls with these, and both backends pick kernels by them. */
#include "gp_internal.h"

gp_dtype gp_sum_result_dtype(gp_dtype in, gp_accum accum)
{
  switch (accum) {
  case GP_ACCUM_DOUBLE:
    return GP_DOUBLE;
  case GP_ACCUM_NATIVE:
    return in;
  case GP_ACCUM_DEFAULT:
    break;
  }
  /* Octave: single stays single; integers and logical accumulate in double. */
  return in == GP_SINGLE ? GP_SINGLE : GP_DOUBLE;
}

gp_op gp_op_base(gp_op op)
{
  switch (op) {
  case GP_OP_SUM_OMITNAN: return GP_OP_SUM;
  case GP_OP_PROD_OMITNAN: return GP_OP_PROD;
  case GP_OP_MAX_INCLUDENAN: return GP_OP_MAX;
  case GP_OP_MIN_INCLUDENAN: return GP_OP_MIN;
  case GP_OP_MAX_ABS: return GP_OP_MAX;
  case GP_OP_MIN_ABS: return GP_OP_MIN;
  default: return op;
  }
}

int gp_op_is_variant(gp_op op)
{
  return gp_op_base(op) != op;
}

gp_op gp_op_for(gp_op op, gp_dtype in)
{
  if (op == GP_OP_MAX_ABS || op == GP_OP_MIN_ABS)
    return in == GP_DOUBLE || in == GP_SINGLE || in == GP_INT8 || in == GP_INT16 || in == GP_INT32 || in == GP_INT64
             ? op
             : gp_op_base(op);
  return in == GP_DOUBLE || in == GP_SINGLE ? op : gp_op_base(op);
}

gp_dtype gp_scan_result_dtype(gp_op op, gp_dtype in, gp_accum accum)
{
  switch (gp_op_base(op)) {
  case GP_OP_SUM:
    return gp_sum_result_dtype(in, accum);
  case GP_OP_PROD:  /* as sum's types ("native" integers saturate, logical is AND); cumprod takes none */
    return gp_sum_result_dtype(in, accum);
  case GP_OP_MAX:
  case GP_OP_MIN:
    return in;
  default:
    return in;
  }
}

/* The (input, output) pairs each operator's arithmetic supports; see gpuprim.h. */
int gp_op_pair_supported(gp_op op, gp_dtype in, gp_dtype out)
{
  switch (gp_op_base(op)) {
  case GP_OP_SUM:
    return out == GP_DOUBLE || out == in;
  case GP_OP_PROD:  /* out == in: "native", a reduction's alone (gp_reduce_in_line_order) */
    return out == GP_DOUBLE || out == in;
  case GP_OP_MAX:
  case GP_OP_MIN:
    return out == in;
  default:
    return 0;
  }
}
