/* scan_host.c - the host reference cumsum and cumprod, and sum and prod
 * (folds): sequential, exactly Octave's order.
 *
 * Each line is scanned front to back as y(l) = y(l-1) (+) x(l), which is the
 * order Octave's cumsum and cumprod use; a fold keeps only the running row,
 * so its result is the scan's last element, bit for bit, without writing the
 * scan.  (cummax and cummin: scan_extreme_host.c.) */
#include <stdint.h>

#include "gp_internal.h"

/* Saturating integer addition, as Octave's integer arithmetic does it. */
#define DEFINE_SAT_ADD(T, TMIN, TMAX)                                  \
  static inline T sat_add_##T(T a, T b)                                \
  {                                                                    \
    T r;                                                               \
    if (__builtin_add_overflow(a, b, &r))                              \
      return b > 0 ? TMAX : TMIN;                                      \
    return r;                                                          \
  }
DEFINE_SAT_ADD(int8_t, INT8_MIN, INT8_MAX)
DEFINE_SAT_ADD(uint8_t, 0, UINT8_MAX)
DEFINE_SAT_ADD(int16_t, INT16_MIN, INT16_MAX)
DEFINE_SAT_ADD(uint16_t, 0, UINT16_MAX)
DEFINE_SAT_ADD(int32_t, INT32_MIN, INT32_MAX)
DEFINE_SAT_ADD(uint32_t, 0, UINT32_MAX)
DEFINE_SAT_ADD(int64_t, INT64_MIN, INT64_MAX)
DEFINE_SAT_ADD(uint64_t, 0, UINT64_MAX)

/* Saturating integer multiplication, as Octave's integer arithmetic does it:
 * an overflow goes to the end of the range that the true product's sign
 * points at. */
#define DEFINE_SAT_MUL(T, TMIN, TMAX)                                  \
  static inline T sat_mul_##T(T a, T b)                                \
  {                                                                    \
    T r;                                                               \
    if (__builtin_mul_overflow(a, b, &r))                              \
      return (a < 0) != (b < 0) ? TMIN : TMAX;                         \
    return r;                                                          \
  }
#define DEFINE_SAT_MUL_UNSIGNED(T, TMAX)                               \
  static inline T sat_mul_##T(T a, T b)                                \
  {                                                                    \
    T r;                                                               \
    return __builtin_mul_overflow(a, b, &r) ? TMAX : r;                \
  }
DEFINE_SAT_MUL(int8_t, INT8_MIN, INT8_MAX)
DEFINE_SAT_MUL_UNSIGNED(uint8_t, UINT8_MAX)
DEFINE_SAT_MUL(int16_t, INT16_MIN, INT16_MAX)
DEFINE_SAT_MUL_UNSIGNED(uint16_t, UINT16_MAX)
DEFINE_SAT_MUL(int32_t, INT32_MIN, INT32_MAX)
DEFINE_SAT_MUL_UNSIGNED(uint32_t, UINT32_MAX)
DEFINE_SAT_MUL(int64_t, INT64_MIN, INT64_MAX)
DEFINE_SAT_MUL_UNSIGNED(uint64_t, UINT64_MAX)

#define LIFT_CAST(TOUT, v) ((TOUT) (v))
#define LIFT_BOOL(TOUT, v) ((TOUT) ((v) != 0))
/* "omitnan": a NaN element counts as 0 in sums, 1 in products */
#define LIFT_OMIT0(TOUT, v) ((v) != (v) ? (TOUT) 0 : (TOUT) (v))
#define LIFT_OMIT1(TOUT, v) ((v) != (v) ? (TOUT) 1 : (TOUT) (v))
#define ADD_PLAIN(TOUT, a, b) ((a) + (b))
#define MUL_PLAIN(TOUT, a, b) ((a) * (b))
#define ADD_OR(TOUT, a, b) ((TOUT) ((a) | (b)))
#define ADD_SAT(TOUT, a, b) sat_add_##TOUT((a), (b))
#define MUL_SAT(TOUT, a, b) sat_mul_##TOUT((a), (b))
#define MUL_AND(TOUT, a, b) ((TOUT) ((a) & (b)))

/* One scan function per (input, output, lift, combine): walk each line.
 * With fold, y holds one running row per outer index instead of the whole
 * scan (its line step is 0).  A contiguous line (inner 1) keeps its running
 * value in a register: reading it back from y made each element wait for
 * the store before it (about 4x the builtin's time per element). */
#define DEFINE_HOST_SCAN(NAME, TIN, TOUT, LIFT, COMBINE)                          \
  static void NAME(const void *xv, void *yv, gp_shape3 s, int fold)               \
  {                                                                               \
    const TIN *x = (const TIN *) xv;                                              \
    TOUT *y = (TOUT *) yv;                                                        \
    const int64_t ystep = fold ? 0 : s.inner;                                     \
    for (int64_t o = 0; o < s.outer && s.len > 0; o++) {                          \
      const TIN *xo = x + o * s.len * s.inner;                                    \
      TOUT *yo = y + o * (fold ? 1 : s.len) * s.inner;                            \
      if (s.inner == 1) {                                                         \
        TOUT run = LIFT(TOUT, xo[0]);                                             \
        yo[0] = run;                                                              \
        for (int64_t l = 1; l < s.len; l++) {                                     \
          run = COMBINE(TOUT, run, LIFT(TOUT, xo[l]));                            \
          yo[l * ystep] = run;                                                    \
        }                                                                         \
        continue;                                                                 \
      }                                                                           \
      for (int64_t i = 0; i < s.inner; i++)                                       \
        yo[i] = LIFT(TOUT, xo[i]);                                                \
      for (int64_t l = 1; l < s.len; l++) {                                       \
        const TIN *xl = xo + l * s.inner;                                         \
        TOUT *yl = yo + l * ystep;                                                \
        const TOUT *yp = yl - ystep;                                              \
        for (int64_t i = 0; i < s.inner; i++)                                     \
          yl[i] = COMBINE(TOUT, yp[i], LIFT(TOUT, xl[i]));                        \
      }                                                                           \
    }                                                                             \
  }

typedef void (*host_scan_fn)(const void *, void *, gp_shape3, int);

/* Accumulate in double: every input class. */
DEFINE_HOST_SCAN(sum_f64_f64, double, double, LIFT_CAST, ADD_PLAIN)
DEFINE_HOST_SCAN(sum_f32_f64, float, double, LIFT_CAST, ADD_PLAIN)
DEFINE_HOST_SCAN(sum_i8_f64, int8_t, double, LIFT_CAST, ADD_PLAIN)
DEFINE_HOST_SCAN(sum_u8_f64, uint8_t, double, LIFT_CAST, ADD_PLAIN)
DEFINE_HOST_SCAN(sum_i16_f64, int16_t, double, LIFT_CAST, ADD_PLAIN)
DEFINE_HOST_SCAN(sum_u16_f64, uint16_t, double, LIFT_CAST, ADD_PLAIN)
DEFINE_HOST_SCAN(sum_i32_f64, int32_t, double, LIFT_CAST, ADD_PLAIN)
DEFINE_HOST_SCAN(sum_u32_f64, uint32_t, double, LIFT_CAST, ADD_PLAIN)
DEFINE_HOST_SCAN(sum_i64_f64, int64_t, double, LIFT_CAST, ADD_PLAIN)
DEFINE_HOST_SCAN(sum_u64_f64, uint64_t, double, LIFT_CAST, ADD_PLAIN)
DEFINE_HOST_SCAN(sum_b_f64, uint8_t, double, LIFT_BOOL, ADD_PLAIN)
/* Native arithmetic: single, saturating integers, logical OR. */
DEFINE_HOST_SCAN(sum_f32_f32, float, float, LIFT_CAST, ADD_PLAIN)
DEFINE_HOST_SCAN(sat_i8, int8_t, int8_t, LIFT_CAST, ADD_SAT)
DEFINE_HOST_SCAN(sat_u8, uint8_t, uint8_t, LIFT_CAST, ADD_SAT)
DEFINE_HOST_SCAN(sat_i16, int16_t, int16_t, LIFT_CAST, ADD_SAT)
DEFINE_HOST_SCAN(sat_u16, uint16_t, uint16_t, LIFT_CAST, ADD_SAT)
DEFINE_HOST_SCAN(sat_i32, int32_t, int32_t, LIFT_CAST, ADD_SAT)
DEFINE_HOST_SCAN(sat_u32, uint32_t, uint32_t, LIFT_CAST, ADD_SAT)
DEFINE_HOST_SCAN(sat_i64, int64_t, int64_t, LIFT_CAST, ADD_SAT)
DEFINE_HOST_SCAN(sat_u64, uint64_t, uint64_t, LIFT_CAST, ADD_SAT)
DEFINE_HOST_SCAN(or_b, uint8_t, uint8_t, LIFT_BOOL, ADD_OR)
/* Products: in double for every input class, in single for single. */
DEFINE_HOST_SCAN(prod_f64_f64, double, double, LIFT_CAST, MUL_PLAIN)
DEFINE_HOST_SCAN(prod_f32_f64, float, double, LIFT_CAST, MUL_PLAIN)
DEFINE_HOST_SCAN(prod_i8_f64, int8_t, double, LIFT_CAST, MUL_PLAIN)
DEFINE_HOST_SCAN(prod_u8_f64, uint8_t, double, LIFT_CAST, MUL_PLAIN)
DEFINE_HOST_SCAN(prod_i16_f64, int16_t, double, LIFT_CAST, MUL_PLAIN)
DEFINE_HOST_SCAN(prod_u16_f64, uint16_t, double, LIFT_CAST, MUL_PLAIN)
DEFINE_HOST_SCAN(prod_i32_f64, int32_t, double, LIFT_CAST, MUL_PLAIN)
DEFINE_HOST_SCAN(prod_u32_f64, uint32_t, double, LIFT_CAST, MUL_PLAIN)
DEFINE_HOST_SCAN(prod_i64_f64, int64_t, double, LIFT_CAST, MUL_PLAIN)
DEFINE_HOST_SCAN(prod_u64_f64, uint64_t, double, LIFT_CAST, MUL_PLAIN)
DEFINE_HOST_SCAN(prod_b_f64, uint8_t, double, LIFT_BOOL, MUL_PLAIN)
DEFINE_HOST_SCAN(prod_f32_f32, float, float, LIFT_CAST, MUL_PLAIN)
/* "native" products: saturating integers, logical AND (prod's, not cumprod's). */
DEFINE_HOST_SCAN(prod_sat_i8, int8_t, int8_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_SCAN(prod_sat_u8, uint8_t, uint8_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_SCAN(prod_sat_i16, int16_t, int16_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_SCAN(prod_sat_u16, uint16_t, uint16_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_SCAN(prod_sat_i32, int32_t, int32_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_SCAN(prod_sat_u32, uint32_t, uint32_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_SCAN(prod_sat_i64, int64_t, int64_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_SCAN(prod_sat_u64, uint64_t, uint64_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_SCAN(prod_and_b, uint8_t, uint8_t, LIFT_BOOL, MUL_AND)

/* "omitnan", on the classes that have NaN. */
DEFINE_HOST_SCAN(sum_omit_f64_f64, double, double, LIFT_OMIT0, ADD_PLAIN)
DEFINE_HOST_SCAN(sum_omit_f32_f64, float, double, LIFT_OMIT0, ADD_PLAIN)
DEFINE_HOST_SCAN(sum_omit_f32_f32, float, float, LIFT_OMIT0, ADD_PLAIN)
DEFINE_HOST_SCAN(prod_omit_f64_f64, double, double, LIFT_OMIT1, MUL_PLAIN)
DEFINE_HOST_SCAN(prod_omit_f32_f64, float, double, LIFT_OMIT1, MUL_PLAIN)
DEFINE_HOST_SCAN(prod_omit_f32_f32, float, float, LIFT_OMIT1, MUL_PLAIN)

/* The "omitnan" sum or product of double or single input. */
static host_scan_fn omit_fn(gp_opcode op, gp_dtype in, gp_dtype out)
{
  const int sum = op == GP_OP_SUM_OMITNAN;
  if (in == GP_DOUBLE && out == GP_DOUBLE)
    return sum ? sum_omit_f64_f64 : prod_omit_f64_f64;
  if (in == GP_SINGLE && out == GP_DOUBLE)
    return sum ? sum_omit_f32_f64 : prod_omit_f32_f64;
  if (in == GP_SINGLE && out == GP_SINGLE)
    return sum ? sum_omit_f32_f32 : prod_omit_f32_f32;
  return NULL;
}

static const host_scan_fn to_double[GP_DTYPE_COUNT] = {
  sum_f64_f64, sum_f32_f64, sum_i8_f64, sum_u8_f64, sum_i16_f64, sum_u16_f64,
  sum_i32_f64, sum_u32_f64, sum_i64_f64, sum_u64_f64, sum_b_f64};
static const host_scan_fn native[GP_DTYPE_COUNT] = {
  sum_f64_f64, sum_f32_f32, sat_i8, sat_u8, sat_i16, sat_u16,
  sat_i32, sat_u32, sat_i64, sat_u64, or_b};

static const host_scan_fn prod_native[GP_DTYPE_COUNT] = {
  prod_f64_f64, prod_f32_f32, prod_sat_i8, prod_sat_u8, prod_sat_i16, prod_sat_u16,
  prod_sat_i32, prod_sat_u32, prod_sat_i64, prod_sat_u64, prod_and_b};

static const host_scan_fn prod_to_double[GP_DTYPE_COUNT] = {
  prod_f64_f64, prod_f32_f64, prod_i8_f64, prod_u8_f64, prod_i16_f64, prod_u16_f64,
  prod_i32_f64, prod_u32_f64, prod_i64_f64, prod_u64_f64, prod_b_f64};

/* The scan (fold 0) or fold (fold 1) of every line. */
static gp_status host_lines(gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y, double *idx,
                            gp_shape3 shape, int fold)
{
  host_scan_fn fn = NULL;
  if (gp_op_base(op) == GP_OP_MAX || gp_op_base(op) == GP_OP_MIN)
    return gp_host_scan_extreme(op, in, out, x, y, idx, shape, fold);
  if (op == GP_OP_SUM_OMITNAN || op == GP_OP_PROD_OMITNAN)
    fn = omit_fn(op, in, out);
  else if (op == GP_OP_SUM && out == GP_DOUBLE)
    fn = to_double[in];
  else if (op == GP_OP_SUM && out == in)
    fn = native[in];
  else if (op == GP_OP_PROD && out == GP_DOUBLE)
    fn = prod_to_double[in];
  else if (op == GP_OP_PROD && out == in)
    fn = prod_native[in];
  if (!fn)
    return GP_ERROR_UNSUPPORTED_DTYPE;
  fn(x, y, shape, fold);
  return GP_SUCCESS;
}

gp_status gp_host_scan(gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y, double *idx, gp_shape3 shape)
{
  return host_lines(op, in, out, x, y, idx, shape, 0);
}

gp_status gp_host_fold(gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y, double *idx, gp_shape3 shape)
{
  return host_lines(op, in, out, x, y, idx, shape, 1);
}

/* gp_prod_native_dims: each slice from where its kept index puts it,
 * through its folded dims in memory order by an odometer, front to back
 * as Octave's loop over the slice goes. */
#define DEFINE_HOST_WALK(NAME, T, LIFT, COMBINE)                                          \
  static void NAME(const void *xv, void *yv, const gp_walk *w)                            \
  {                                                                                       \
    const T *x = (const T *) xv;                                                          \
    T *y = (T *) yv;                                                                      \
    int64_t slices = 1, per_slice = 1;                                                    \
    for (int j = 0; j < w->nkeep; j++)                                                    \
      slices *= w->keep_len[j];                                                           \
    for (int j = 0; j < w->nfold; j++)                                                    \
      per_slice *= w->fold_len[j];                                                        \
    for (int64_t k = 0; k < slices; k++) {                                                \
      int64_t at = 0, rest = k, count[GP_MAX_DIMS] = {0};                                 \
      for (int j = 0; j < w->nkeep; j++) {                                                \
        at += (rest % w->keep_len[j]) * w->keep_step[j];                                  \
        rest /= w->keep_len[j];                                                           \
      }                                                                                   \
      T run = 1;                                                                          \
      for (int64_t t = 0; t < per_slice; t++) {                                           \
        run = t == 0 ? LIFT(T, x[at]) : COMBINE(T, run, LIFT(T, x[at]));                  \
        for (int j = 0; j < w->nfold; j++) {                                              \
          at += w->fold_step[j];                                                          \
          if (++count[j] < w->fold_len[j])                                                \
            break;                                                                        \
          at -= count[j] * w->fold_step[j];                                               \
          count[j] = 0;                                                                   \
        }                                                                                 \
      }                                                                                   \
      y[k] = run;                                                                         \
    }                                                                                     \
  }

DEFINE_HOST_WALK(walk_i8, int8_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_WALK(walk_u8, uint8_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_WALK(walk_i16, int16_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_WALK(walk_u16, uint16_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_WALK(walk_i32, int32_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_WALK(walk_u32, uint32_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_WALK(walk_i64, int64_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_WALK(walk_u64, uint64_t, LIFT_CAST, MUL_SAT)
DEFINE_HOST_WALK(walk_b, uint8_t, LIFT_BOOL, MUL_AND)

gp_status gp_host_prod_walk(gp_dtype dtype, const void *x, void *y, const gp_walk *w)
{
  typedef void (*walk_fn)(const void *, void *, const gp_walk *);
  static const walk_fn walks[GP_DTYPE_COUNT] = {
    NULL, NULL, walk_i8, walk_u8, walk_i16, walk_u16, walk_i32, walk_u32, walk_i64, walk_u64, walk_b};
  if ((unsigned) dtype >= GP_DTYPE_COUNT || !walks[dtype])
    return GP_ERROR_UNSUPPORTED_DTYPE;
  walks[dtype](x, y, w);
  return GP_SUCCESS;
}
