/* reduce_runs_host.c - gp_reduce_by_key's and gp_scan_by_key's runs on
 * the host (the reference of reduce_runs.cu): each run's values combined
 * left to right. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "gp_internal.h"

/* Octave's max (init, r) and min (init, r): r where it is a number that
 * beats init, else init (ties keep init). */
#define WITH_INIT(T, is_max, init, r) \
  ((r) != (r) ? (T) (init) : ((is_max) ? ((T) (init) >= (r) ? (T) (init) : (r)) : ((T) (init) <= (r) ? (T) (init) : (r))))

/* One run [s, e) of T: sum or product left to right, or the extreme
 * (NaN skipped, the first of equals kept; +NaN where none is a number). */
#define REDUCE_RUNS(T)                                                                      \
  static void runs_##T(const gp_runs_reduce *c)                                             \
  {                                                                                         \
    const T *v = (const T *) c->values;                                                     \
    T *out = (T *) c->out;                                                                  \
    const int is_max = c->op == GP_OP_MAX, extreme = is_max || c->op == GP_OP_MIN;         \
    int64_t s = 0, run = 0;                                                                 \
    while (s < c->n) {                                                                      \
      int64_t e = s + 1;                                                                    \
      while (!c->flags[e])                                                                  \
        e++;                                                                                \
      T r = c->op == GP_OP_PROD ? (T) 1 : (T) 0;                                            \
      int any = 0;                                                                          \
      for (int64_t k = s; k < e; k++) {                                                     \
        const T x = v[k * c->value_step];                                                   \
        if (!extreme)                                                                       \
          r = c->scan && k == s ? x : c->op == GP_OP_PROD ? r * x : r + x;                  \
        else if (x == x && (!any || (is_max ? x > r : x < r))) {                            \
          r = x;                                                                            \
          any = 1;                                                                          \
        }                                                                                   \
        if (c->scan)                                                                        \
          out[k] = extreme && !any ? (T) NAN : r;                                           \
      }                                                                                     \
      if (c->scan) {                                                                        \
        s = e;                                                                              \
        continue;                                                                           \
      }                                                                                     \
      if (extreme && !any)                                                                  \
        r = (T) NAN;                                                                        \
      if (c->has_init)                                                                      \
        r = extreme ? WITH_INIT(T, is_max, c->init, r) : (c->op == GP_OP_PROD ? (T) c->init * r : (T) c->init + r); \
      out[run] = r;                                                                         \
      if (c->out_keys)                                                                      \
        memcpy((char *) c->out_keys + run * c->key_bytes, (const char *) c->keys + s * c->key_bytes, c->key_bytes); \
      run++;                                                                                \
      s = e;                                                                                \
    }                                                                                       \
    if (c->count)                                                                           \
      *c->count = run;                                                                      \
  }
REDUCE_RUNS(double)
REDUCE_RUNS(float)
REDUCE_RUNS(int8_t)
REDUCE_RUNS(uint8_t)
REDUCE_RUNS(int16_t)
REDUCE_RUNS(uint16_t)
REDUCE_RUNS(int32_t)
REDUCE_RUNS(uint32_t)
REDUCE_RUNS(int64_t)
REDUCE_RUNS(uint64_t)

gp_status gp_host_reduce_runs(const gp_runs_reduce *call)
{
  switch (call->dtype) {
  case GP_DOUBLE: runs_double(call); break;
  case GP_SINGLE: runs_float(call); break;
  case GP_INT8: runs_int8_t(call); break;
  case GP_UINT8: case GP_LOGICAL: runs_uint8_t(call); break;
  case GP_INT16: runs_int16_t(call); break;
  case GP_UINT16: runs_uint16_t(call); break;
  case GP_INT32: runs_int32_t(call); break;
  case GP_UINT32: runs_uint32_t(call); break;
  case GP_INT64: runs_int64_t(call); break;
  case GP_UINT64: runs_uint64_t(call); break;
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
  return GP_SUCCESS;
}
