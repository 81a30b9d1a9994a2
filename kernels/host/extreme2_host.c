/* extreme2_host.c - the host backend's elementwise max (a, b) and min (a, b),
 * of real and complex elements. */
#include <stdint.h>

#include "complex_order.h"
#include "extreme_order.h"
#include "gp_internal.h"

/* Offsets in a and b of output element e (one run, the usual case: no division). */
static void offsets(const gp_broadcast *bc, int64_t e, int64_t *ia, int64_t *ib)
{
  if (bc->ndims == 1) {
    *ia = e * bc->a_step[0];
    *ib = e * bc->b_step[0];
    return;
  }
  *ia = *ib = 0;
  for (int d = 0; d < bc->ndims; d++) {
    int64_t c = e % bc->dims[d];
    e /= bc->dims[d];
    *ia += c * bc->a_step[d];
    *ib += c * bc->b_step[d];
  }
}

/* y = b's element where PICK ranks it strictly first over a's, else a's
 * (extreme_order.h: Octave's array loop under BETTER, NaN in b losing and
 * ties taking a's); operands of one shape (one run of steps 1) in a plain
 * loop the compiler can vectorise. */
#define EXTREME2_PASS(T, PICK, CMP)                                              \
  if (bc->ndims == 1 && bc->a_step[0] == 1 && bc->b_step[0] == 1) {              \
    for (int64_t e = 0; e < n; e++) {                                            \
      T u = pa[e], v = pb[e];                                                    \
      py[e] = PICK (v, u, CMP) ? v : u;                                          \
    }                                                                            \
  } else {                                                                       \
    for (int64_t e = 0; e < n; e++) {                                            \
      int64_t ia, ib;                                                            \
      offsets(bc, e, &ia, &ib);                                                  \
      T u = pa[ia], v = pb[ib];                                                  \
      py[e] = PICK (v, u, CMP) ? v : u;                                          \
    }                                                                            \
  }

/* op (as gp_op_for gives it for T) with its rule; ABS: the class's "abs"
 * rule, or none; WITH_NAN: whether the class has NaN (the "includenan" rules) */
#define EXTREME2_LOOP(T, ABS, WITH_NAN)                                          \
  {                                                                              \
    const T *pa = (const T *) a, *pb = (const T *) b;                            \
    T *py = (T *) y;                                                             \
    switch (op) {                                                                \
    case GP_OP_MAX: EXTREME2_PASS(T, BETTER, >) return GP_SUCCESS;               \
    case GP_OP_MIN: EXTREME2_PASS(T, BETTER, <) return GP_SUCCESS;               \
    default: break;                                                              \
    }                                                                            \
    EXTREME2_##ABS(T)                                                            \
    EXTREME2_##WITH_NAN(T)                                                       \
    return GP_ERROR_INVALID_ARGUMENT;                                            \
  }
#define EXTREME2_NO_ABS(T)
#define EXTREME2_ABS_RULE(T, RULE)                                               \
  if (op == GP_OP_MAX_ABS) {                                                     \
    EXTREME2_PASS(T, RULE, >) return GP_SUCCESS;                                 \
  }                                                                              \
  if (op == GP_OP_MIN_ABS) {                                                     \
    EXTREME2_PASS(T, RULE, <) return GP_SUCCESS;                                 \
  }
#define EXTREME2_ABS_F(T) EXTREME2_ABS_RULE(T, BETTER_ABS_F)
#define EXTREME2_ABS_I(T) EXTREME2_ABS_RULE(T, BETTER_ABS_I)
#define EXTREME2_NO_NAN(T)
#define EXTREME2_NAN(T)                                                          \
  switch (op) {                                                                  \
  case GP_OP_MAX_INCLUDENAN: EXTREME2_PASS(T, BETTER_NAN, >) return GP_SUCCESS;  \
  case GP_OP_MIN_INCLUDENAN: EXTREME2_PASS(T, BETTER_NAN, <) return GP_SUCCESS;  \
  case GP_OP_MAX_ABS_INCLUDENAN: EXTREME2_PASS(T, BETTER_ABS_NAN_F, >) return GP_SUCCESS; \
  case GP_OP_MIN_ABS_INCLUDENAN: EXTREME2_PASS(T, BETTER_ABS_NAN_F, <) return GP_SUCCESS; \
  default: break;                                                                \
  }

gp_status gp_host_elementwise_extreme(gp_opcode op, gp_dtype dtype, const void *a, const void *b, void *y,
                                      const gp_broadcast *bc)
{
  int64_t n = 1;
  for (int d = 0; d < bc->ndims; d++)
    n *= bc->dims[d];
  switch (dtype) {
  case GP_DOUBLE: EXTREME2_LOOP(double, ABS_F, NAN)
  case GP_SINGLE: EXTREME2_LOOP(float, ABS_F, NAN)
  case GP_INT8: EXTREME2_LOOP(int8_t, ABS_I, NO_NAN)
  case GP_UINT8: case GP_LOGICAL: EXTREME2_LOOP(uint8_t, NO_ABS, NO_NAN)
  case GP_INT16: EXTREME2_LOOP(int16_t, ABS_I, NO_NAN)
  case GP_UINT16: EXTREME2_LOOP(uint16_t, NO_ABS, NO_NAN)
  case GP_INT32: EXTREME2_LOOP(int32_t, ABS_I, NO_NAN)
  case GP_UINT32: EXTREME2_LOOP(uint32_t, NO_ABS, NO_NAN)
  case GP_INT64: EXTREME2_LOOP(int64_t, ABS_I, NO_NAN)
  case GP_UINT64: EXTREME2_LOOP(uint64_t, NO_ABS, NO_NAN)
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}

/* Octave's max (a, b) of complex elements (GP_OP_MAX, GP_OP_MIN): a unless
 * abs (a) < abs (b) and a is not NaN (<= and > for min).  The other ops,
 * MATLAB's: b's element where it ranks strictly first (FIRST: by abs, then
 * arg, raw_arg as gp_carg takes it, or by parts), a NaN losing to a number, or with "includenan"
 * winning; of equal ones a's. */
#define EXTREME2_COMPLEX(F, C, HYPOT, FIRST, ISNAN)                                \
  {                                                                                \
    const C *pa = (const C *) a, *pb = (const C *) b;                              \
    C *py = (C *) y;                                                               \
    const int octave = op == GP_OP_MAX || op == GP_OP_MIN, larger = gp_op_base(op) == GP_OP_MAX; \
    const int nan_wins = gp_op_includes_nan(op), by_parts = gp_op_is_by_parts(op); \
    for (int64_t e = 0; e < n; e++) {                                              \
      int64_t ia, ib;                                                              \
      offsets(bc, e, &ia, &ib);                                                    \
      const C u = pa[ia], v = pb[ib];                                              \
      const F au = by_parts ? 0 : HYPOT(creal(u), cimag(u)), av = by_parts ? 0 : HYPOT(creal(v), cimag(v)); \
      if (octave) {                                                                \
        py[e] = (larger ? au >= av : au <= av) || ISNAN(u) ? u : v;                \
        continue;                                                                  \
      }                                                                            \
      const int nu = ISNAN(u), nv = ISNAN(v);                                      \
      const int first = !nu && !nv && FIRST(v, av, u, au, larger, by_parts, raw_arg);       \
      py[e] = (nan_wins ? !nu && (nv || first) : !nv && (nu || first)) ? v : u;    \
    }                                                                              \
    return GP_SUCCESS;                                                             \
  }

gp_status gp_host_extreme2_complex(gp_opcode op, gp_dtype parts, const void *a, const void *b, void *y,
                                   const gp_broadcast *bc, int raw_arg)
{
  int64_t n = 1;
  for (int d = 0; d < bc->ndims; d++)
    n *= bc->dims[d];
  switch (parts) {
  case GP_DOUBLE: EXTREME2_COMPLEX(double, double complex, hypot, gp_cfirst, gp_cnan)
  case GP_SINGLE: EXTREME2_COMPLEX(float, float complex, hypotf, gp_cfirstf, gp_cnanf)
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
