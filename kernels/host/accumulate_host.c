/* accumulate_host.c - gp_accumarray on the host: each value added into
 * its subscript's element in the order given (Octave's own loop, so a
 * sum has the builtin's bits), no sort.  Max and min as reduce_runs
 * gives them: NaN skipped, the first of equals kept, then the start
 * value; elements no subscript reaches get the fill. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gp_internal.h"
#include "take_positions.h"

/* state of each element: 0 untouched, 1 touched by NaN alone, 2 holding a number */
#define ACCUMULATE(T)                                                                              \
  static gp_status accumulate_##T(const gp_host_accumulate *c, unsigned char *state)              \
  {                                                                                                \
    const T *v = (const T *) c->values;                                                            \
    T *y = (T *) c->y;                                                                             \
    const int is_max = c->op == GP_OP_MAX, extreme = is_max || c->op == GP_OP_MIN;                \
    for (int64_t i = 0; i < c->n; i++) {                                                           \
      const double p = c->subs[i];                                                                 \
      if (!gp_take_position_ok(p, c->len))                                                          \
        return GP_ERROR_INVALID_ARGUMENT;                                                          \
      const int64_t k = (int64_t) p - 1;                                                           \
      const T x = v[i * c->value_step];                                                            \
      if (!extreme) {                                                                              \
        if (!state[k])                                                                             \
          y[k] = c->op == GP_OP_PROD ? (T) 1 : (T) 0;                                              \
        y[k] = c->op == GP_OP_PROD ? y[k] * x : y[k] + x;                                          \
        state[k] = 2;                                                                              \
      } else if (x != x) {                                                                         \
        if (!state[k])                                                                             \
          state[k] = 1;                                                                            \
      } else if (state[k] < 2 || (is_max ? x > y[k] : x < y[k])) {                                 \
        y[k] = x;                                                                                  \
        state[k] = 2;                                                                              \
      }                                                                                            \
    }                                                                                              \
    T fill;                                                                                        \
    memcpy(&fill, c->fill, sizeof fill);                                                           \
    for (int64_t k = 0; k < c->len; k++) {                                                         \
      if (!state[k]) {                                                                             \
        y[k] = fill;                                                                               \
        continue;                                                                                  \
      }                                                                                            \
      T r = state[k] == 1 ? (T) NAN : y[k];                                                        \
      if (c->has_init) {                                                                           \
        const T init = (T) c->init;                                                                \
        if (!extreme)                                                                              \
          r = c->op == GP_OP_PROD ? init * r : init + r;                                           \
        else if (r != r || (is_max ? init >= r : init <= r))                                       \
          r = init;                                                                                \
      }                                                                                            \
      y[k] = r;                                                                                    \
    }                                                                                              \
    return GP_SUCCESS;                                                                             \
  }
ACCUMULATE(double)
ACCUMULATE(float)
ACCUMULATE(int8_t)
ACCUMULATE(uint8_t)
ACCUMULATE(int16_t)
ACCUMULATE(uint16_t)
ACCUMULATE(int32_t)
ACCUMULATE(uint32_t)
ACCUMULATE(int64_t)
ACCUMULATE(uint64_t)

gp_status gp_host_accumulate_in_order(const gp_host_accumulate *c)
{
  unsigned char *state = calloc((size_t) c->len + 1, 1);
  if (!state)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  gp_status st;
  switch (c->dtype) {
  case GP_DOUBLE: st = accumulate_double(c, state); break;
  case GP_SINGLE: st = accumulate_float(c, state); break;
  case GP_INT8: st = accumulate_int8_t(c, state); break;
  case GP_UINT8: case GP_LOGICAL: st = accumulate_uint8_t(c, state); break;
  case GP_INT16: st = accumulate_int16_t(c, state); break;
  case GP_UINT16: st = accumulate_uint16_t(c, state); break;
  case GP_INT32: st = accumulate_int32_t(c, state); break;
  case GP_UINT32: st = accumulate_uint32_t(c, state); break;
  case GP_INT64: st = accumulate_int64_t(c, state); break;
  case GP_UINT64: st = accumulate_uint64_t(c, state); break;
  default: st = GP_ERROR_UNSUPPORTED_DTYPE; break;
  }
  free(state);
  return st;
}
