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

gp_status gp_opcode_of(gp_op op, gp_nan_flag nan, gp_comparison compare, gp_opcode *code)
{
  if ((int) op < GP_OP_SUM || (int) op > GP_OP_MIN || (int) nan < GP_NAN_DEFAULT || (int) nan > GP_NAN_INCLUDE
      || (int) compare < GP_COMPARE_AUTO || (int) compare > GP_COMPARE_REAL)
    return GP_ERROR_INVALID_ARGUMENT;
  if (op == GP_OP_SUM || op == GP_OP_PROD) {
    if (compare != GP_COMPARE_AUTO)
      return GP_ERROR_INVALID_ARGUMENT;
    *code = nan != GP_NAN_OMIT ? (gp_opcode) op : op == GP_OP_SUM ? GP_OP_SUM_OMITNAN : GP_OP_PROD_OMITNAN;
    return GP_SUCCESS;
  }
  /* max and min: each code of max has min's next to it */
  static const gp_opcode first[3][2] = {{GP_OP_MAX, GP_OP_MAX_INCLUDENAN},
                                        {GP_OP_MAX_ABS, GP_OP_MAX_ABS_INCLUDENAN},
                                        {GP_OP_MAX_REAL, GP_OP_MAX_REAL_INCLUDENAN}};
  *code = first[compare][nan == GP_NAN_INCLUDE] + (op == GP_OP_MIN);
  return GP_SUCCESS;
}

gp_opcode gp_op_base(gp_opcode op)
{
  switch (op) {
  case GP_OP_SUM_OMITNAN: return GP_OP_SUM;
  case GP_OP_PROD_OMITNAN: return GP_OP_PROD;
  case GP_OP_MAX_INCLUDENAN: return GP_OP_MAX;
  case GP_OP_MIN_INCLUDENAN: return GP_OP_MIN;
  case GP_OP_MAX_ABS:
  case GP_OP_MAX_ABS_INCLUDENAN:
  case GP_OP_MAX_REAL:
  case GP_OP_MAX_REAL_INCLUDENAN: return GP_OP_MAX;
  case GP_OP_MIN_ABS:
  case GP_OP_MIN_ABS_INCLUDENAN:
  case GP_OP_MIN_REAL:
  case GP_OP_MIN_REAL_INCLUDENAN: return GP_OP_MIN;
  default: return op;
  }
}

int gp_op_is_by_abs(gp_opcode op)
{
  return op == GP_OP_MAX_ABS || op == GP_OP_MIN_ABS || op == GP_OP_MAX_ABS_INCLUDENAN
         || op == GP_OP_MIN_ABS_INCLUDENAN;
}

int gp_op_is_by_parts(gp_opcode op)
{
  return op >= GP_OP_MAX_REAL && op <= GP_OP_MIN_REAL_INCLUDENAN;
}

int gp_op_includes_nan(gp_opcode op)
{
  return op == GP_OP_MAX_INCLUDENAN || op == GP_OP_MIN_INCLUDENAN || op == GP_OP_MAX_ABS_INCLUDENAN
         || op == GP_OP_MIN_ABS_INCLUDENAN || op == GP_OP_MAX_REAL_INCLUDENAN || op == GP_OP_MIN_REAL_INCLUDENAN;
}

/* The plain extreme with (include 1) or without its "includenan" form. */
static gp_opcode nan_form(gp_opcode op, int include)
{
  const int max = gp_op_base(op) == GP_OP_MAX;
  if (include)
    return max ? GP_OP_MAX_INCLUDENAN : GP_OP_MIN_INCLUDENAN;
  return max ? GP_OP_MAX : GP_OP_MIN;
}

int gp_op_is_variant(gp_opcode op)
{
  return gp_op_base(op) != op;
}

gp_opcode gp_op_for(gp_opcode op, gp_dtype in)
{
  const int floating = in == GP_DOUBLE || in == GP_SINGLE;
  if (gp_op_is_by_parts(op))  /* a real element's imaginary part is 0: the value's order */
    op = nan_form(op, gp_op_includes_nan(op));
  if (gp_op_is_by_abs(op)) {
    if (floating)
      return op;
    if (in == GP_INT8 || in == GP_INT16 || in == GP_INT32 || in == GP_INT64)  /* no NaN to include */
      return op == GP_OP_MAX_ABS_INCLUDENAN ? GP_OP_MAX_ABS : op == GP_OP_MIN_ABS_INCLUDENAN ? GP_OP_MIN_ABS : op;
    return gp_op_base(op);  /* unsigned and logical: the magnitude is the value */
  }
  return floating ? op : gp_op_base(op);
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
int gp_op_pair_supported(gp_opcode op, gp_dtype in, gp_dtype out)
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
