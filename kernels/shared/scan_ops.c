/* scan_ops.c - what an operator is: its plain form, its form for a class,
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

gp_scan_op gp_scan_op_base(gp_scan_op op)
{
  switch (op) {
  case GP_SCAN_SUM_OMITNAN: return GP_SCAN_SUM;
  case GP_SCAN_PROD_OMITNAN: return GP_SCAN_PROD;
  case GP_SCAN_MAX_INCLUDENAN: return GP_SCAN_MAX;
  case GP_SCAN_MIN_INCLUDENAN: return GP_SCAN_MIN;
  case GP_SCAN_MAX_ABS: return GP_SCAN_MAX;
  case GP_SCAN_MIN_ABS: return GP_SCAN_MIN;
  default: return op;
  }
}

int gp_scan_op_is_variant(gp_scan_op op)
{
  return gp_scan_op_base(op) != op;
}

gp_scan_op gp_scan_op_for(gp_scan_op op, gp_dtype in)
{
  if (op == GP_SCAN_MAX_ABS || op == GP_SCAN_MIN_ABS)
    return in == GP_DOUBLE || in == GP_SINGLE || in == GP_INT8 || in == GP_INT16 || in == GP_INT32 || in == GP_INT64
             ? op
             : gp_scan_op_base(op);
  return in == GP_DOUBLE || in == GP_SINGLE ? op : gp_scan_op_base(op);
}

gp_dtype gp_scan_result_dtype(gp_scan_op op, gp_dtype in, gp_accum accum)
{
  switch (gp_scan_op_base(op)) {
  case GP_SCAN_SUM:
    return gp_sum_result_dtype(in, accum);
  case GP_SCAN_PROD:  /* as sum's types ("native" integers saturate, logical is AND); cumprod takes none */
    return gp_sum_result_dtype(in, accum);
  case GP_SCAN_MAX:
  case GP_SCAN_MIN:
    return in;
  default:
    return in;
  }
}

/* The (input, output) pairs each operator's arithmetic supports; see gpuprim.h. */
int gp_scan_pair_supported(gp_scan_op op, gp_dtype in, gp_dtype out)
{
  switch (gp_scan_op_base(op)) {
  case GP_SCAN_SUM:
    return out == GP_DOUBLE || out == in;
  case GP_SCAN_PROD:  /* out == in: "native", a reduction's alone (gp_reduce_in_line_order) */
    return out == GP_DOUBLE || out == in;
  case GP_SCAN_MAX:
  case GP_SCAN_MIN:
    return out == in;
  default:
    return 0;
  }
}
