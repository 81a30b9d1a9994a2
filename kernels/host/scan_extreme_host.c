/* scan_extreme_host.c - the host reference cummax and cummin, with positions.
 *
 * Each line is walked front to back keeping the running extreme and where it
 * was, as Octave does: a number replaces a NaN, a NaN never replaces a number,
 * and otherwise only a strictly greater (smaller) element replaces the
 * extreme, so ties keep the earlier position.  y itself holds the running
 * extreme, and idx the running position, so no scratch memory is needed; a
 * fold (max and min) keeps one running row, as scan_host.c's folds do, and a
 * contiguous line keeps its running extreme and position in registers. */
#include <math.h>
#include <stdint.h>

#include "extreme_order.h"
#include "gp_internal.h"

/* The running extreme of xo[from .. len) after `best` (a number), into
 * y[l * ystep]; returns the last.  A loop that stores the running extreme
 * at every element compiles to a max instruction that waits on the one
 * before it (about twice the builtin's time); here the reading loop only
 * looks for the next element that replaces the extreme, a jump the
 * processor predicts, and the stretch before it is filled then.  Ties keep
 * the earlier element, and NaN never replaces a number.  With idx, the
 * positions are filled alike. */
#define DEFINE_RUNNING_FILL(NAME, T, CMP)                                                     \
  static void fill_##NAME(T *y, double *idx, int64_t ystep, int64_t from, int64_t to, T best, double at) \
  {                                                                                           \
    if (idx)                                                                                  \
      for (int64_t l = from; l < to; l++) {                                                   \
        y[l * ystep] = best;                                                                  \
        idx[l * ystep] = at;                                                                  \
      }                                                                                       \
    else                                                                                      \
      for (int64_t l = from; l < to; l++)                                                     \
        y[l * ystep] = best;                                                                  \
  }                                                                                           \
  static void running_fill_##NAME(const T *xo, T *y, double *idx, int64_t ystep, int64_t from,  \
                                  int64_t len, T best, double at)                               \
  {                                                                                           \
    int64_t filled = from;                                                                    \
    for (int64_t l = from; l < len; l++)                                                      \
      if (xo[l] CMP best) {                                                                   \
        if (ystep) /* a fold (ystep 0) keeps its last only */                                \
          fill_##NAME(y, idx, ystep, filled, l, best, at);                                    \
        filled = l;                                                                           \
        best = xo[l];                                                                         \
        at = (double) (l + 1);                                                                \
      }                                                                                       \
    fill_##NAME(y, idx, ystep, ystep ? filled : len - 1, len, best, at);                      \
  }

/* The walk of every line, keeping y's running extreme where PICK (v, best,
 * CMP) says v replaces it; with FAST, a contiguous line takes the running
 * fill above, running_fill_FILL (for the default NaN rule). */
#define DEFINE_HOST_EXTREME_WITH(NAME, T, CMP, PICK, FAST, FILL)                    \
  static void NAME(const void *xv, void *yv, double *idx, gp_shape3 s, int fold)    \
  {                                                                                 \
    const T *x = (const T *) xv;                                                    \
    T *y = (T *) yv;                                                                \
    const int64_t ystep = fold ? 0 : s.inner;                                       \
    for (int64_t o = 0; o < s.outer && s.len > 0; o++) {                            \
      const T *xo = x + o * s.len * s.inner;                                        \
      const int64_t base = o * (fold ? 1 : s.len) * s.inner;                        \
      if (FAST && s.inner == 1) {                                                   \
        T best = xo[0];                                                             \
        double at = 1;                                                              \
        y[base] = best;                                                             \
        if (idx)                                                                    \
          idx[base] = at;                                                           \
        int64_t l = 1;                                                              \
        /* a leading run of NaN: the first number replaces it */                    \
        for (; l < s.len && best != best; l++) {                                    \
          if (xo[l] == xo[l]) {                                                     \
            best = xo[l];                                                           \
            at = (double) (l + 1);                                                  \
          }                                                                         \
          y[base + l * ystep] = best;                                               \
          if (idx)                                                                  \
            idx[base + l * ystep] = at;                                             \
        }                                                                           \
        if (l < s.len)                                                              \
          running_fill_##FILL(xo, y + base, idx ? idx + base : NULL, ystep, l, s.len, best, at); \
        continue;                                                                   \
      }                                                                             \
      for (int64_t i = 0; i < s.inner; i++) {                                       \
        y[base + i] = xo[i];                                                        \
        if (idx)                                                                    \
          idx[base + i] = 1;                                                        \
      }                                                                             \
      for (int64_t l = 1; l < s.len; l++) {                                         \
        const int64_t at = base + l * ystep;                                        \
        for (int64_t i = 0; i < s.inner; i++) {                                     \
          T v = xo[l * s.inner + i], best = y[at - ystep + i];                      \
          int take = PICK(v, best, CMP);                                            \
          y[at + i] = take ? v : best;                                              \
          if (idx)                                                                  \
            idx[at + i] = take ? (double) (l + 1) : idx[at - ystep + i];            \
        }                                                                           \
      }                                                                             \
    }                                                                               \
  }

#define DEFINE_BOTH(SUFFIX, T)                        \
  DEFINE_RUNNING_FILL(max_##SUFFIX, T, >)            \
  DEFINE_RUNNING_FILL(min_##SUFFIX, T, <)            \
  DEFINE_HOST_EXTREME_WITH(max_##SUFFIX, T, >, BETTER, 1, max_##SUFFIX) \
  DEFINE_HOST_EXTREME_WITH(min_##SUFFIX, T, <, BETTER, 1, min_##SUFFIX)
DEFINE_BOTH(f64, double)
DEFINE_BOTH(f32, float)
DEFINE_BOTH(i8, int8_t)
DEFINE_BOTH(u8, uint8_t)
DEFINE_BOTH(i16, int16_t)
DEFINE_BOTH(u16, uint16_t)
DEFINE_BOTH(i32, int32_t)
DEFINE_BOTH(u32, uint32_t)
DEFINE_BOTH(i64, int64_t)
DEFINE_BOTH(u64, uint64_t)

typedef void (*host_extreme_fn)(const void *, void *, double *, gp_shape3, int);

/* The NaN flag and "abs" (extreme_order.h) take the plain walk, without
 * the running fill (they are rare). */
/* max_VARIANT_SUFFIX and min_VARIANT_SUFFIX: the plain walk with PICK */
#define DEFINE_BOTH_VARIANT(VARIANT, SUFFIX, T, PICK)                                 \
  DEFINE_HOST_EXTREME_WITH(max_##VARIANT##_##SUFFIX, T, >, PICK, 0, max_##SUFFIX)     \
  DEFINE_HOST_EXTREME_WITH(min_##VARIANT##_##SUFFIX, T, <, PICK, 0, min_##SUFFIX)
DEFINE_BOTH_VARIANT(nan, f64, double, BETTER_NAN)
DEFINE_BOTH_VARIANT(nan, f32, float, BETTER_NAN)

DEFINE_BOTH_VARIANT(abs_nan, f64, double, BETTER_ABS_NAN_F)
DEFINE_BOTH_VARIANT(abs_nan, f32, float, BETTER_ABS_NAN_F)
DEFINE_BOTH_VARIANT(abs, f64, double, BETTER_ABS_F)
DEFINE_BOTH_VARIANT(abs, f32, float, BETTER_ABS_F)
DEFINE_BOTH_VARIANT(abs, i8, int8_t, BETTER_ABS_I)
DEFINE_BOTH_VARIANT(abs, i16, int16_t, BETTER_ABS_I)
DEFINE_BOTH_VARIANT(abs, i32, int32_t, BETTER_ABS_I)
DEFINE_BOTH_VARIANT(abs, i64, int64_t, BETTER_ABS_I)

/* by class: NULL where the magnitude is the value (unsigned, logical) */
static const host_extreme_fn max_by_abs[GP_DTYPE_COUNT] = {
  max_abs_f64, max_abs_f32, max_abs_i8, NULL, max_abs_i16, NULL, max_abs_i32, NULL, max_abs_i64, NULL, NULL};
static const host_extreme_fn min_by_abs[GP_DTYPE_COUNT] = {
  min_abs_f64, min_abs_f32, min_abs_i8, NULL, min_abs_i16, NULL, min_abs_i32, NULL, min_abs_i64, NULL, NULL};

/* logical is stored as 0/1 bytes: the uint8 walk */
static const host_extreme_fn running_max[GP_DTYPE_COUNT] = {
  max_f64, max_f32, max_i8, max_u8, max_i16, max_u16, max_i32, max_u32, max_i64, max_u64, max_u8};
static const host_extreme_fn running_min[GP_DTYPE_COUNT] = {
  min_f64, min_f32, min_i8, min_u8, min_i16, min_u16, min_i32, min_u32, min_i64, min_u64, min_u8};

gp_status gp_host_scan_extreme(gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y, double *idx,
                               gp_shape3 shape, int fold)
{
  const gp_opcode base = gp_op_base(op);
  if ((base != GP_OP_MAX && base != GP_OP_MIN) || out != in)
    return GP_ERROR_INVALID_ARGUMENT;
  host_extreme_fn fn = (base == GP_OP_MAX ? running_max : running_min)[in];
  const int floating = in == GP_DOUBLE || in == GP_SINGLE;
  if (gp_op_is_by_abs(op) && gp_op_includes_nan(op) && floating) {
    fn = in == GP_DOUBLE ? (base == GP_OP_MAX ? max_abs_nan_f64 : min_abs_nan_f64)
                         : (base == GP_OP_MAX ? max_abs_nan_f32 : min_abs_nan_f32);
  } else if (gp_op_is_by_abs(op)) {
    if ((base == GP_OP_MAX ? max_by_abs : min_by_abs)[in])
      fn = (base == GP_OP_MAX ? max_by_abs : min_by_abs)[in];
  } else if (op != base && floating) {
    fn = in == GP_DOUBLE ? (base == GP_OP_MAX ? max_nan_f64 : min_nan_f64)
                         : (base == GP_OP_MAX ? max_nan_f32 : min_nan_f32);
  }
  fn(x, y, idx, shape, fold);
  return GP_SUCCESS;
}
