/* extreme2_host.c - the host backend's elementwise max (a, b) and min (a, b),
 * of real and complex elements. */
#include <stdint.h>

#include "complex_order.h"
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

/* Octave's array loop: y = isnan (b) ? a : (a >= b ? a : b), or a <= b for
 * min; operands of one shape (one run of steps 1) in a plain loop the
 * compiler can vectorise. */
#define EXTREME2_PASS(T, CMP)                                                    \
  if (bc->ndims == 1 && bc->a_step[0] == 1 && bc->b_step[0] == 1) {              \
    for (int64_t e = 0; e < n; e++) {                                            \
      T u = pa[e], v = pb[e];                                                    \
      py[e] = (v != v) || u CMP v ? u : v;                                       \
    }                                                                            \
  } else {                                                                       \
    for (int64_t e = 0; e < n; e++) {                                            \
      int64_t ia, ib;                                                            \
      offsets(bc, e, &ia, &ib);                                                  \
      T u = pa[ia], v = pb[ib];                                                  \
      py[e] = (v != v) || u CMP v ? u : v;                                       \
    }                                                                            \
  }

#define EXTREME2_LOOP(T)                                                         \
  {                                                                              \
    const T *pa = (const T *) a, *pb = (const T *) b;                            \
    T *py = (T *) y;                                                             \
    if (op == GP_OP_MAX)                                                       \
      EXTREME2_PASS(T, >=)                                                       \
    else                                                                         \
      EXTREME2_PASS(T, <=)                                                       \
    return GP_SUCCESS;                                                           \
  }

gp_status gp_host_elementwise_extreme(gp_op op, gp_dtype dtype, const void *a, const void *b, void *y,
                                      const gp_broadcast *bc)
{
  int64_t n = 1;
  for (int d = 0; d < bc->ndims; d++)
    n *= bc->dims[d];
  switch (dtype) {
  case GP_DOUBLE: EXTREME2_LOOP(double)
  case GP_SINGLE: EXTREME2_LOOP(float)
  case GP_INT8: EXTREME2_LOOP(int8_t)
  case GP_UINT8: case GP_LOGICAL: EXTREME2_LOOP(uint8_t)
  case GP_INT16: EXTREME2_LOOP(int16_t)
  case GP_UINT16: EXTREME2_LOOP(uint16_t)
  case GP_INT32: EXTREME2_LOOP(int32_t)
  case GP_UINT32: EXTREME2_LOOP(uint32_t)
  case GP_INT64: EXTREME2_LOOP(int64_t)
  case GP_UINT64: EXTREME2_LOOP(uint64_t)
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}

/* Octave's max (a, b) of complex elements: a unless abs (a) < abs (b) and a
 * is not NaN (<= and > for min). */
#define EXTREME2_COMPLEX(C, HYPOT, ISNAN)                                          \
  {                                                                                \
    const C *pa = (const C *) a, *pb = (const C *) b;                              \
    C *py = (C *) y;                                                               \
    for (int64_t e = 0; e < n; e++) {                                              \
      int64_t ia, ib;                                                              \
      offsets(bc, e, &ia, &ib);                                                    \
      const C u = pa[ia], v = pb[ib];                                              \
      const double au = HYPOT(creal(u), cimag(u)), av = HYPOT(creal(v), cimag(v)); \
      py[e] = (op == GP_OP_MAX ? au >= av : au <= av) || ISNAN(u) ? u : v;       \
    }                                                                              \
    return GP_SUCCESS;                                                             \
  }

gp_status gp_host_extreme2_complex(gp_op op, gp_dtype parts, const void *a, const void *b, void *y,
                                   const gp_broadcast *bc)
{
  int64_t n = 1;
  for (int d = 0; d < bc->ndims; d++)
    n *= bc->dims[d];
  switch (parts) {
  case GP_DOUBLE: EXTREME2_COMPLEX(double complex, hypot, gp_cnan)
  case GP_SINGLE: EXTREME2_COMPLEX(float complex, hypotf, gp_cnanf)
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
