/* t_api.c - the C API's contracts: statuses, dtypes, versions, views, argument checks. */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include <dirent.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gpuprim.h"
#include "test_options.h"
#include "tap.h"

static void test_status_and_dtype(void)
{
  tap_ok(strcmp(gp_status_string(GP_SUCCESS), "success") == 0, "GP_SUCCESS has a string");
  tap_ok(strcmp(gp_status_id(GP_ERROR_DEVICE_OUT_OF_MEMORY), "deviceOutOfMemory") == 0,
         "device OOM has the id deviceOutOfMemory");
  tap_ok(GP_ERROR_INVALID_ARGUMENT / 100 == 1 && GP_ERROR_NO_DEVICE / 100 == 2
           && GP_ERROR_DEVICE_OUT_OF_MEMORY / 100 == 3 && GP_ERROR_INTERNAL / 100 == 4,
         "status codes sit in their numbered ranges");
  tap_ok(strcmp(gp_status_string((gp_status) 9999), "unknown status") == 0,
         "an unknown status still gets a string");
  static const size_t sizes[GP_DTYPE_COUNT] = {8, 4, 1, 1, 2, 2, 4, 4, 8, 8, 1};
  int sizes_ok = 1;
  for (int t = 0; t < GP_DTYPE_COUNT; t++)
    sizes_ok &= gp_dtype_size((gp_dtype) t) == sizes[t];
  tap_ok(sizes_ok, "dtype sizes match Octave's classes");
  tap_ok(gp_dtype_size(GP_DTYPE_COUNT) == 0, "an invalid dtype has size 0");
  tap_ok(strcmp(gp_dtype_name(GP_UINT16), "uint16") == 0 && strcmp(gp_dtype_name(GP_LOGICAL), "logical") == 0,
         "dtype names are Octave's class names");
  tap_ok(gp_dtype_is_integer(GP_INT8) && gp_dtype_is_integer(GP_UINT64) && !gp_dtype_is_integer(GP_LOGICAL)
           && !gp_dtype_is_integer(GP_SINGLE),
         "integer dtypes are int8..uint64");
}

static void test_version(void)
{
  tap_ok(gp_version() == GP_VERSION_NUMBER, "runtime version %d matches the header", gp_version());
  tap_ok(strcmp(gp_version_string(), GP_VERSION_STRING) == 0, "version string %s", gp_version_string());
}

static void test_result_dtypes(void)
{
  tap_ok(gp_sum_result_dtype(GP_INT8, GP_ACCUM_DEFAULT) == GP_DOUBLE, "cumsum(int8) is double");
  tap_ok(gp_sum_result_dtype(GP_INT8, GP_ACCUM_NATIVE) == GP_INT8, "cumsum(int8, native) is int8");
  tap_ok(gp_sum_result_dtype(GP_SINGLE, GP_ACCUM_DEFAULT) == GP_SINGLE, "cumsum(single) is single");
  tap_ok(gp_sum_result_dtype(GP_SINGLE, GP_ACCUM_DOUBLE) == GP_DOUBLE, "cumsum(single, double) is double");
  tap_ok(gp_sum_result_dtype(GP_LOGICAL, GP_ACCUM_DEFAULT) == GP_DOUBLE, "cumsum(logical) is double");
  tap_ok(gp_sum_result_dtype(GP_LOGICAL, GP_ACCUM_NATIVE) == GP_LOGICAL, "cumsum(logical, native) is logical");
}

/* The NaN-flag operators, checked by hand: on ctx with `algorithm` (a
 * classic tree puts host arrays on a CUDA context's device; more cases in
 * t_gpu_forms.m). */
static void nan_flag_cases(gp_context *ctx, gp_reduce_algorithm algorithm, const char *where)
{
  double x[6] = {1, NAN, 4, NAN, NAN, INFINITY}, y[2], at[2];
  int64_t d23[2] = {2, 3}, d21[2] = {2, 1};
  gp_array a, r, i;
  gp_array_init(&a, x, GP_DOUBLE, GP_HOST, 2, d23);
  gp_array_init(&r, y, GP_DOUBLE, GP_HOST, 2, d21);
  gp_array_init(&i, at, GP_DOUBLE, GP_HOST, 2, d21);
  tap_ok(gp_reduce(ctx, GP_OP_SUM, REDUCE_OPTS(algorithm, GP_NAN_OMIT, GP_COMPARE_AUTO), &a, &r, NULL, 1) == GP_SUCCESS
             && y[0] == 1 + 4 && y[1] == INFINITY,
         "%s gp_reduce: GP_NAN_OMIT sum skips NaN ([1 4 NaN] is 5, [NaN NaN Inf] Inf)", where);
  tap_ok(gp_reduce(ctx, GP_OP_PROD, REDUCE_OPTS(algorithm, GP_NAN_OMIT, GP_COMPARE_AUTO), &a, &r, NULL, 1) == GP_SUCCESS
             && y[0] == 4 && y[1] == INFINITY,
         "%s gp_reduce: GP_NAN_OMIT prod counts NaN as 1", where);
  tap_ok(gp_reduce(ctx, GP_OP_MAX, REDUCE_OPTS(algorithm, GP_NAN_INCLUDE, GP_COMPARE_AUTO), &a, &r, &i, 1) == GP_SUCCESS
             && isnan(y[0]) && at[0] == 3 && isnan(y[1]) && at[1] == 1
             && gp_reduce(ctx, GP_OP_MAX, REDUCE_OPTS(algorithm, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &a, &r, &i, 1)
                    == GP_SUCCESS
             && y[0] == 4 && at[0] == 2 && y[1] == INFINITY && at[1] == 3,
         "%s gp_reduce: GP_NAN_INCLUDE max gives the first NaN and its position; the default skips NaN", where);
  float long_line[3000];
  for (int k = 0; k < 3000; k++)
    long_line[k] = (float) (k % 7) - 3;
  long_line[1234] = NAN;
  long_line[2500] = NAN;
  float f_sum[1], f_min[1];
  double f_at[1];
  int64_t dl[1] = {3000}, d1[1] = {1};
  gp_array fl, fs, fm, fa;
  gp_array_init(&fl, long_line, GP_SINGLE, GP_HOST, 1, dl);
  gp_array_init(&fs, f_sum, GP_SINGLE, GP_HOST, 1, d1);
  gp_array_init(&fm, f_min, GP_SINGLE, GP_HOST, 1, d1);
  gp_array_init(&fa, f_at, GP_DOUBLE, GP_HOST, 1, d1);
  /* k % 7 - 3 over 3000: 428 whole rounds (sum 0) and 4 more (-3 -2 -1 0), less the NaN places' 1234 % 7 - 3 = -1
   * and 2500 % 7 - 3 = -2 */
  tap_ok(gp_reduce(ctx, GP_OP_SUM, REDUCE_OPTS(algorithm, GP_NAN_OMIT, GP_COMPARE_AUTO), &fl, &fs, NULL, 0)
                 == GP_SUCCESS
             && f_sum[0] == -6 + 1 + 2
             && gp_reduce(ctx, GP_OP_MIN, REDUCE_OPTS(algorithm, GP_NAN_INCLUDE, GP_COMPARE_AUTO), &fl, &fm, &fa, 0)
                    == GP_SUCCESS
             && isnan(f_min[0]) && f_at[0] == 1235,
         "%s gp_reduce: a line of 3000 singles with two NaN: \"omitnan\" sum -3, \"includenan\" min at 1235", where);
  /* the scans: cumsum "omitnan" counts NaN as 0, cummax "includenan" stays NaN from the first NaN on */
  double line[5] = {NAN, 2, NAN, -1, 4}, run[5], run_at[5];
  int64_t d5[1] = {5};
  gp_array lx, ly, li;
  gp_array_init(&lx, line, GP_DOUBLE, GP_HOST, 1, d5);
  gp_array_init(&ly, run, GP_DOUBLE, GP_HOST, 1, d5);
  gp_array_init(&li, run_at, GP_DOUBLE, GP_HOST, 1, d5);
  const gp_scan_algorithm scan_alg = algorithm == GP_REDUCE_AUTO ? GP_SCAN_AUTO : GP_SCAN_DECOUPLED_LOOKBACK;
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(scan_alg, GP_NAN_OMIT), &lx, &ly, NULL, 0) == GP_SUCCESS && run[0] == 0
             && !signbit(run[0]) && run[1] == 2 && run[2] == 2 && run[3] == 1 && run[4] == 5
             && gp_scan(ctx, GP_OP_MAX, SCAN_OPTS(scan_alg, GP_NAN_INCLUDE), &lx, &ly, &li, 0) == GP_SUCCESS
             && isnan(run[0]) && isnan(run[4]) && run_at[0] == 1 && run_at[4] == 1,
         "%s gp_scan: [NaN 2 NaN -1 4] \"omitnan\" cumsum [+0 2 2 1 5], \"includenan\" cummax NaN at 1", where);
  /* MissingPlacement: NaN first when ascending, last when descending, in input order */
  double keys[5] = {3, NAN, 1, NAN, 2}, sorted[5], sorted_at[5];
  gp_array kx, ky, ki;
  gp_array_init(&kx, keys, GP_DOUBLE, GP_HOST, 1, d5);
  gp_array_init(&ky, sorted, GP_DOUBLE, GP_HOST, 1, d5);
  gp_array_init(&ki, sorted_at, GP_DOUBLE, GP_HOST, 1, d5);
  const gp_sort_algorithm sort_alg = algorithm == GP_REDUCE_AUTO ? GP_SORT_AUTO : GP_SORT_ONESWEEP;
  gp_sort_options so;
  gp_sort_options_init(&so);
  so.algorithm = sort_alg;
  so.missing = GP_SORT_MISSING_FIRST;
  int placed = gp_sort(ctx, &so, &kx, &ky, &ki, 0) == GP_SUCCESS && isnan(sorted[0]) && isnan(sorted[1])
               && sorted_at[0] == 2 && sorted_at[1] == 4 && sorted[2] == 1 && sorted[4] == 3;
  so.descending = 1;
  so.missing = GP_SORT_MISSING_LAST;
  placed = placed && gp_sort(ctx, &so, &kx, &ky, &ki, 0) == GP_SUCCESS && sorted[0] == 3 && sorted[2] == 1
           && isnan(sorted[3]) && sorted_at[3] == 2 && sorted_at[4] == 4;
  so.missing = (gp_sort_missing) 3;
  placed = placed && gp_sort(ctx, &so, &kx, &ky, &ki, 0) == GP_ERROR_INVALID_ARGUMENT;
  so.missing = GP_SORT_MISSING_AUTO;
  so.size = 8;
  placed = placed && gp_sort(ctx, &so, &kx, &ky, &ki, 0) == GP_ERROR_INVALID_ARGUMENT;
  placed = placed && gp_sort(ctx, NULL, &kx, &ky, &ki, 0) == GP_SUCCESS && sorted[0] == 1 && isnan(sorted[4]);
  tap_ok(placed,
         "%s gp_sort: NaN first ascending and last descending, in input order; a bad placement and "
         "a short size refused; NULL options the defaults",
         where);
  /* "ComparisonMethod", "abs": by magnitude, then a negative over a positive for max */
  double by_abs[4] = {3, -3, 2, NAN}, best[1], best_at[1];
  int64_t d4[1] = {4}, d1b[1] = {1};
  gp_array ax, ay, ai;
  gp_array_init(&ax, by_abs, GP_DOUBLE, GP_HOST, 1, d4);
  gp_array_init(&ay, best, GP_DOUBLE, GP_HOST, 1, d1b);
  gp_array_init(&ai, best_at, GP_DOUBLE, GP_HOST, 1, d1b);
  tap_ok(gp_reduce(ctx, GP_OP_MAX, REDUCE_OPTS(algorithm, GP_NAN_DEFAULT, GP_COMPARE_ABS), &ax, &ay, &ai, 0)
                 == GP_SUCCESS
             && best[0] == -3 && best_at[0] == 2
             && gp_reduce(ctx, GP_OP_MIN, REDUCE_OPTS(algorithm, GP_NAN_DEFAULT, GP_COMPARE_ABS), &ax, &ay, &ai, 0)
                    == GP_SUCCESS
             && best[0] == 2 && best_at[0] == 3,
         "%s gp_reduce: [3 -3 2 NaN] by abs: max -3 at 2, min 2 at 3", where);
  /* the same with "includenan", and max (a, b) in the reductions' orders */
  double other[4] = {-3, 3, -5, 1}, picked[4];
  gp_array bx, px;
  gp_array_init(&bx, other, GP_DOUBLE, GP_HOST, 1, d4);
  gp_array_init(&px, picked, GP_DOUBLE, GP_HOST, 1, d4);
  const int abs_nan
      = gp_reduce(ctx, GP_OP_MIN, REDUCE_OPTS(algorithm, GP_NAN_INCLUDE, GP_COMPARE_ABS), &ax, &ay, &ai, 0)
            == GP_SUCCESS
        && isnan(best[0]) && best_at[0] == 4;
  const int pair_abs
      = gp_elementwise_extreme(ctx, GP_OP_MAX, EXTREME_OPTS(GP_NAN_DEFAULT, GP_COMPARE_ABS, 0), &ax, &bx, &px)
            == GP_SUCCESS
        && picked[0] == -3 && picked[1] == -3 && picked[2] == -5 && picked[3] == 1;
  const int pair_nan
      = gp_elementwise_extreme(ctx, GP_OP_MIN, EXTREME_OPTS(GP_NAN_INCLUDE, GP_COMPARE_ABS, 0), &ax, &bx, &px)
            == GP_SUCCESS
        && picked[0] == 3 && picked[1] == 3 && picked[2] == 2 && isnan(picked[3])
        && gp_elementwise_extreme(ctx, GP_OP_MIN, EXTREME_OPTS(GP_NAN_INCLUDE, GP_COMPARE_AUTO, 0), &bx, &ax, &px)
               == GP_SUCCESS
        && picked[0] == -3 && picked[2] == -5 && isnan(picked[3])
        && gp_elementwise_extreme(ctx, GP_OP_SUM, EXTREME_OPTS(GP_NAN_DEFAULT, GP_COMPARE_AUTO, 0), &ax, &bx, &px)
               == GP_ERROR_INVALID_ARGUMENT;
  /* sum (x, "extra", "omitnan"): the double-double sum, NaN as 0 */
  double cancel[5] = {1, 1e100, NAN, 1, -1e100}, total[1];
  int64_t d5c[1] = {5};
  gp_array cx, cy;
  gp_array_init(&cx, cancel, GP_DOUBLE, GP_HOST, 1, d5c);
  gp_array_init(&cy, total, GP_DOUBLE, GP_HOST, 1, d1b);
  tap_ok(gp_reduce(ctx, GP_OP_SUM, EXTRA_OPTS(algorithm, GP_NAN_OMIT), &cx, &cy, NULL, 0) == GP_SUCCESS && total[0] == 2
             && gp_reduce(ctx, GP_OP_SUM, EXTRA_OPTS(algorithm, GP_NAN_DEFAULT), &cx, &cy, NULL, 0) == GP_SUCCESS
             && isnan(total[0])
             && gp_reduce(ctx, GP_OP_MAX, EXTRA_OPTS(algorithm, GP_NAN_DEFAULT), &cx, &cy, NULL, 0)
                    == GP_ERROR_INVALID_ARGUMENT,
         "%s gp_reduce_extra: [1 1e100 NaN 1 -1e100] \"omitnan\" 2, else NaN; only sums", where);
  tap_ok(abs_nan && pair_abs && pair_nan,
         "%s [3 -3 2 NaN]: min by abs with \"includenan\" NaN at 4; max (a, b) and min (a, b) by abs and NaN flag",
         where);
  /* prod's "native": saturating in line order, one worker per line; no tree takes it */
  int8_t f8[6] = {100, 100, 2, -1, -1, 2}, p8[2] = {0, 0};
  int64_t d23i[2] = {2, 3}, d21i[2] = {2, 1};
  gp_array i8x, i8y;
  gp_array_init(&i8x, f8, GP_INT8, GP_HOST, 2, d23i);
  gp_array_init(&i8y, p8, GP_INT8, GP_HOST, 2, d21i);
  const gp_status pst
      = gp_reduce(ctx, GP_OP_PROD, REDUCE_OPTS(algorithm, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &i8x, &i8y, NULL, 1);
  tap_ok(algorithm == GP_REDUCE_AUTO ? pst == GP_SUCCESS && p8[0] == -127 && p8[1] == -128
                                     : pst == GP_ERROR_UNSUPPORTED_ALGORITHM,
         "%s gp_reduce: int8 \"native\" products 100*2*-1 = -127 and 100*-1*2 = -128 (a tree is refused)", where);
}

/* A CUDA context; or NULL, with `cases` GPU cases counted as unavailable
 * (failed under GPUPRIM_REQUIRE_GPU=1). */
static gp_context *cuda_or_unavailable(int cases)
{
  gp_context *cuda = NULL;
  const gp_status st = gp_context_create_backend(&cuda, GP_BACKEND_CUDA);
  if (st == GP_SUCCESS)
    return cuda;
  tap_gpu_cases_unavailable(cases, st);
  return NULL;
}

static void test_nan_flags(gp_context *ctx)
{
  double x[6] = {1, NAN, 4, NAN, NAN, INFINITY}, y[2];
  int64_t d23[2] = {2, 3}, d21[2] = {2, 1};
  gp_array a, r;
  gp_array_init(&a, x, GP_DOUBLE, GP_HOST, 2, d23);
  gp_array_init(&r, y, GP_DOUBLE, GP_HOST, 2, d21);
  nan_flag_cases(ctx, GP_REDUCE_AUTO, "host:");
  gp_context *cuda = cuda_or_unavailable(20);
  if (cuda) {
    nan_flag_cases(cuda, GP_REDUCE_AUTO, "cuda, auto:");
    nan_flag_cases(cuda, GP_REDUCE_INTERLEAVED, "cuda, interleaved:");
    gp_context_destroy(cuda);
  }
  gp_reduce_options short_size;
  gp_reduce_options_init(&short_size);
  short_size.size = 8;
  tap_ok(
      gp_reduce(ctx, GP_OP_SUM, REDUCE_OPTS(GP_REDUCE_BY_SCAN, GP_NAN_OMIT, GP_COMPARE_AUTO), &a, &r, NULL, 1)
              == GP_ERROR_UNSUPPORTED_ALGORITHM
          && gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_BLELLOCH, GP_NAN_OMIT), &a, &a, NULL, 1)
                 == GP_ERROR_UNSUPPORTED_ALGORITHM
          && gp_reduce(ctx, (gp_op) 4, NULL, &a, &r, NULL, 1) == GP_ERROR_INVALID_ARGUMENT
          && gp_reduce(ctx, GP_OP_SUM, REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_ABS), &a, &r, NULL, 1)
                 == GP_ERROR_INVALID_ARGUMENT
          && gp_reduce(ctx, GP_OP_MAX, REDUCE_OPTS(GP_REDUCE_AUTO, (gp_nan_flag) 3, GP_COMPARE_AUTO), &a, &r, NULL, 1)
                 == GP_ERROR_INVALID_ARGUMENT
          && gp_reduce(ctx, GP_OP_MAX, REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, (gp_comparison) 3), &a, &r, NULL, 1)
                 == GP_ERROR_INVALID_ARGUMENT
          && gp_reduce(ctx, GP_OP_SUM, &short_size, &a, &r, NULL, 1) == GP_ERROR_INVALID_ARGUMENT
          && gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, (gp_nan_flag) -1), &a, &a, NULL, 1)
                 == GP_ERROR_INVALID_ARGUMENT,
      "the NaN flags: not by the scan's reduction or a classic scan; no op past the four, no comparison for "
      "sums, no flag or comparison out of range, no options of another size");
}

/* The complex entry points on ctx: a line of 3000 elements (several tiles
 * and shares on the GPU), short lines with NaN and ties, two arrays, and the
 * calls they refuse.  Six cases. */
static void complex_cases(gp_context *ctx, const char *where)
{
  enum { N = 3000 };
  static double z[2 * N], ones[2 * N];
  double p[2], run[2 * N], m[2], at[1];
  for (int k = 0; k < N; k++) {
    z[2 * k] = (double) (k % 7 - 3);  /* real numbers -3..3: abs ties, broken by arg */
    z[2 * k + 1] = 0;
    ones[2 * k] = 0;  /* 1i, 3000 times: i^3000 = 1 */
    ones[2 * k + 1] = 1;
  }
  z[2 * 1234 + 1] = 4;  /* 1234 % 7 - 3 = -1, so -1 + 4i: abs sqrt (17), the largest */
  int64_t dl[2] = {2, N}, d1[2] = {2, 1}, one[1] = {1};
  gp_array x, u, y, r, i;
  gp_array_init(&x, z, GP_DOUBLE, GP_HOST, 2, dl);
  gp_array_init(&u, ones, GP_DOUBLE, GP_HOST, 2, dl);
  gp_array_init(&y, run, GP_DOUBLE, GP_HOST, 2, dl);
  gp_array_init(&r, p, GP_DOUBLE, GP_HOST, 2, d1);
  gp_array_init(&i, at, GP_DOUBLE, GP_HOST, 1, one);
  tap_ok(
      gp_reduce(ctx, GP_OP_PROD, COMPLEX_REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &u, &r, NULL, 0)
              == GP_SUCCESS
          && p[0] == 1 && p[1] == 0
          && gp_scan(ctx, GP_OP_PROD, COMPLEX_SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &u, &y, NULL, 0) == GP_SUCCESS
          && run[4] == 0 && run[5] == -1 && run[2 * N - 2] == 1 && run[2 * N - 1] == 0,
      "%s complex prod and cumprod: 3000 factors 1i give 1, the third -1i", where);
  gp_array_init(&r, m, GP_DOUBLE, GP_HOST, 2, d1);
  tap_ok(gp_reduce(ctx, GP_OP_MAX, COMPLEX_REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &x, &r, &i, 0)
                 == GP_SUCCESS
             && m[0] == -1 && m[1] == 4 && at[0] == 1235
             && gp_reduce(ctx, GP_OP_MIN, COMPLEX_REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &x, &r,
                          &i, 0)
                    == GP_SUCCESS
             && m[0] == 0 && at[0] == 4,
         "%s complex max and min of 3000: -1+4i at 1235 (abs sqrt 17), 0 at 4", where);
  z[2 * 2500] = NAN;
  const int nan_wins
      = gp_reduce(ctx, GP_OP_MAX, COMPLEX_REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_INCLUDE, GP_COMPARE_AUTO), &x, &r, &i, 0)
            == GP_SUCCESS
        && isnan(m[0]) && at[0] == 2501;
  const int skipped
      = gp_reduce(ctx, GP_OP_MAX, COMPLEX_REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &x, &r, &i, 0)
            == GP_SUCCESS
        && m[1] == 4 && at[0] == 1235;
  z[2 * 2500] = (double) (2500 % 7 - 3);
  tap_ok(nan_wins && skipped, "%s complex max: a NaN part at 2501 wins with \"includenan\", else is skipped", where);
  /* "ComparisonMethod", "real": the largest real part, then imaginary one, the first of ties */
  int best = 0;
  for (int k = 1; k < N; k++)
    if (z[2 * k] > z[2 * best] || (z[2 * k] == z[2 * best] && z[2 * k + 1] > z[2 * best + 1]))
      best = k;
  tap_ok(gp_reduce(ctx, GP_OP_MAX, COMPLEX_REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_REAL), &x, &r, &i, 0)
                 == GP_SUCCESS
             && m[0] == z[2 * best] && m[1] == z[2 * best + 1] && at[0] == best + 1,
         "%s complex max by \"real\" of 3000: %g%+gi at %d", where, z[2 * best], z[2 * best + 1], best + 1);
  /* [NaN, 1i, 1, -1]: cummax [NaN, 1i, 1i, -1] at [1 2 2 4] (1 ties 1i by abs and loses by arg) */
  double s[8] = {NAN, 0, 0, 1, 1, 0, -1, 0}, w[8], wi[4];
  int64_t d4[2] = {2, 4}, c4[1] = {4};
  gp_array sx, sy, si;
  gp_array_init(&sx, s, GP_DOUBLE, GP_HOST, 2, d4);
  gp_array_init(&sy, w, GP_DOUBLE, GP_HOST, 2, d4);
  gp_array_init(&si, wi, GP_DOUBLE, GP_HOST, 1, c4);
  const int cummax
      = gp_scan(ctx, GP_OP_MAX, COMPLEX_SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &sx, &sy, &si, 0) == GP_SUCCESS
        && isnan(w[0]) && w[2] == 0 && w[3] == 1 && w[4] == 0 && w[5] == 1 && w[6] == -1 && wi[0] == 1 && wi[1] == 2
        && wi[2] == 2 && wi[3] == 4;
  /* max (a, b) of [1i -1 NaN] and [-1 1i 2]: [1i -1 NaN] (ties take a; NaN wins) */
  double a2[6] = {0, 1, -1, 0, NAN, 0}, b2[6] = {-1, 0, 0, 1, 2, 0}, e2[6];
  int64_t d3[2] = {2, 3};
  gp_array ea, eb, ey;
  gp_array_init(&ea, a2, GP_DOUBLE, GP_HOST, 2, d3);
  gp_array_init(&eb, b2, GP_DOUBLE, GP_HOST, 2, d3);
  gp_array_init(&ey, e2, GP_DOUBLE, GP_HOST, 2, d3);
  const int pick
      = gp_elementwise_extreme(ctx, GP_OP_MAX, EXTREME_OPTS(GP_NAN_DEFAULT, GP_COMPARE_AUTO, 1), &ea, &eb, &ey)
            == GP_SUCCESS
        && e2[0] == 0 && e2[1] == 1 && e2[2] == -1 && e2[3] == 0 && isnan(e2[4]);
  tap_ok(cummax && pick, "%s complex cummax of [NaN 1i 1 -1]; max ([1i -1 NaN], [-1 1i 2]) is [1i -1 NaN]", where);
  int64_t bad[2] = {3, 1};
  gp_array wrong;
  gp_array_init(&wrong, s, GP_DOUBLE, GP_HOST, 2, bad);
  tap_ok(gp_reduce(ctx, GP_OP_MAX, COMPLEX_REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_ABS), &x, &r, NULL, 0)
                 == GP_ERROR_INVALID_ARGUMENT
             && gp_reduce(ctx, GP_OP_PROD, COMPLEX_REDUCE_OPTS(GP_REDUCE_INTERLEAVED, GP_NAN_DEFAULT, GP_COMPARE_AUTO),
                          &x, &r, NULL, 0)
                    == GP_ERROR_UNSUPPORTED_ALGORITHM
             && gp_scan(ctx, GP_OP_MAX, COMPLEX_SCAN_OPTS(GP_SCAN_BLELLOCH, GP_NAN_DEFAULT), &sx, &sy, NULL, 0)
                    == GP_ERROR_UNSUPPORTED_ALGORITHM
             && gp_reduce(ctx, GP_OP_PROD, COMPLEX_REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &wrong,
                          &r, NULL, 0)
                    == GP_ERROR_SHAPE_MISMATCH,
         "%s complex calls without a kernel, or on a view that is not parts, are refused", where);
}

/* Gaussian integers in [-3, 3] with NaN and infinite parts: ties of abs by
 * the thousand, for the extremes' comparison by arg.  k-th element, parts
 * as doubles; a small LCG keeps the data the same run to run. */
static void tie_heavy_complex(double *re, double *im, long long k)
{
  unsigned long long h = (unsigned long long) k * 6364136223846793005ull + 1442695040888963407ull;
  h ^= h >> 29;
  const int kind = (int) (h % 100);
  *re = (double) ((int) ((h >> 8) % 7) - 3);
  *im = (double) ((int) ((h >> 16) % 7) - 3);
  if (kind < 3)
    *re = NAN, *im = 1;
  else if (kind < 6)
    *re = 2, *im = NAN;
  else if (kind < 8)
    *re = INFINITY, *im = 1;
  else if (kind < 10)
    *re = -INFINITY, *im = -INFINITY;
  else if (kind < 15)
    *re = -1, *im = -0.0;
}

/* n tie-heavy complex elements as double parts in xd and single parts in
 * xf (nothing where either is NULL). */
static void tie_heavy_parts(long long n, double *xd, float *xf)
{
  for (long long k = 0; xd && xf && k < n; k++) {
    tie_heavy_complex(&xd[2 * k], &xd[2 * k + 1], k);
    xf[2 * k] = (float) xd[2 * k];
    xf[2 * k + 1] = (float) xd[2 * k + 1];
  }
}

/* Complex cummax and cummin of one column of 400003 elements (a line of
 * 80-160 tiles: the long-line path, where the kernel without segments gave
 * wrong values for ties of abs) on CUDA, twice, against the host backend,
 * bit for bit with positions, double and single.  Four cases. */
static void long_extreme_cases(gp_context *host, gp_context *cuda)
{
  enum { N = 400003 };
  const gp_dtype classes[2] = {GP_DOUBLE, GP_SINGLE};
  const gp_op ops[2] = {GP_OP_MAX, GP_OP_MIN};
  double *xd = malloc(2 * N * sizeof(double)), *want = malloc(2 * N * sizeof(double)),
         *got = malloc(2 * N * sizeof(double)), *want_at = malloc(N * sizeof(double)),
         *got_at = malloc(N * sizeof(double));
  float *xf = (float *) malloc(2 * N * sizeof(float));
  tie_heavy_parts(N, xd, xf);
  for (int c = 0; c < 2; c++) {
    for (int o = 0; o < 2; o++) {
      const size_t bytes = 2 * N * (classes[c] == GP_DOUBLE ? sizeof(double) : sizeof(float));
      int64_t dims[2] = {2, N}, line[1] = {N};
      gp_array x, y, i;
      long long wrong = -1;
      gp_array_init(&x, classes[c] == GP_DOUBLE ? (void *) xd : (void *) xf, classes[c], GP_HOST, 2, dims);
      gp_array_init(&i, want_at, GP_DOUBLE, GP_HOST, 1, line);
      gp_array_init(&y, want, classes[c], GP_HOST, 2, dims);
      int ok = want && got && want_at && got_at && xd && xf
               && gp_scan(host, ops[o], COMPLEX_SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &x, &y, &i, 0) == GP_SUCCESS;
      for (int run = 0; ok && run < 2; run++) {
        gp_array_init(&y, got, classes[c], GP_HOST, 2, dims);
        gp_array_init(&i, got_at, GP_DOUBLE, GP_HOST, 1, line);
        ok = gp_scan(cuda, ops[o], COMPLEX_SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &x, &y, &i, 0) == GP_SUCCESS;
        for (long long k = 0; ok && k < N; k++)
          if (got_at[k] != want_at[k])
            wrong = k, ok = 0;
        ok = ok && memcmp(got, want, bytes) == 0;
      }
      tap_ok(ok, "cuda complex %s of a %s column of %d with ties of abs, twice, as the host's (first wrong position: %lld)",
             ops[o] == GP_OP_MAX ? "cummax" : "cummin", classes[c] == GP_DOUBLE ? "double" : "single", (int) N,
             wrong);
    }
  }
  free(xd), free(xf), free(want), free(got), free(want_at), free(got_at);
}

/* Complex max and min, with each NaN flag and by "ComparisonMethod"
 * "real" (eight ops), of the tie-heavy data on CUDA, twice, against the
 * host backend, bit for bit with positions: one line of 400003 (shares of
 * many blocks, each folding its threads' candidates), and 1000 x 400 along
 * either dim.  Double and single; six cases. */
static void long_reduce_extreme_cases(gp_context *host, gp_context *cuda)
{
  enum { N = 400003, ROWS = 1000, COLS = 400, OPS = 8 };
  const gp_dtype classes[2] = {GP_DOUBLE, GP_SINGLE};
  const gp_op ops[2] = {GP_OP_MAX, GP_OP_MIN};  /* ops[o % 2], with the NaN flag of o / 2 % 2, the comparison of o / 4 */
  const gp_nan_flag flags[2] = {GP_NAN_DEFAULT, GP_NAN_INCLUDE};
  const gp_comparison orders[2] = {GP_COMPARE_AUTO, GP_COMPARE_REAL};
  const char *shapes[3] = {"one line of 400003", "1000 x 400 along dim 1", "1000 x 400 along dim 2"};
  double *xd = malloc(2 * N * sizeof(double)), want[2 * ROWS], got[2 * ROWS], want_at[ROWS], got_at[ROWS];
  float *xf = (float *) malloc(2 * N * sizeof(float));
  tie_heavy_parts(N, xd, xf);
  for (int c = 0; c < 2; c++)
    for (int shape = 0; shape < 3; shape++) {
      int64_t dx[3] = {2, N, 1}, dy[3] = {2, 1, 1}, di[2] = {1, 1};
      int axis = 0;
      if (shape > 0) {
        dx[1] = ROWS, dx[2] = COLS;
        axis = shape - 1;
        dy[1] = axis == 0 ? 1 : ROWS, dy[2] = axis == 0 ? COLS : 1;
        di[0] = dy[1], di[1] = dy[2];
      }
      const size_t lines = (size_t) (dy[1] * dy[2]),
                   bytes = 2 * lines * (classes[c] == GP_DOUBLE ? sizeof(double) : sizeof(float));
      gp_array x, y, i;
      gp_array_init(&x, classes[c] == GP_DOUBLE ? (void *) xd : (void *) xf, classes[c], GP_HOST, 3, dx);
      int ok = xd && xf, wrong_op = -1;
      for (int o = 0; ok && o < OPS; o++) {
        gp_array_init(&y, want, classes[c], GP_HOST, 3, dy);
        gp_array_init(&i, want_at, GP_DOUBLE, GP_HOST, 2, di);
        const gp_reduce_options *how = COMPLEX_REDUCE_OPTS(GP_REDUCE_AUTO, flags[o / 2 % 2], orders[o / 4]);
        ok = gp_reduce(host, ops[o % 2], how, &x, &y, &i, axis) == GP_SUCCESS;
        for (int run = 0; ok && run < 2; run++) {
          memset(got, 0, sizeof got);
          gp_array_init(&y, got, classes[c], GP_HOST, 3, dy);
          gp_array_init(&i, got_at, GP_DOUBLE, GP_HOST, 2, di);
          ok = gp_reduce(cuda, ops[o % 2], how, &x, &y, &i, axis) == GP_SUCCESS && memcmp(got, want, bytes) == 0
               && memcmp(got_at, want_at, lines * sizeof(double)) == 0;
        }
        if (!ok)
          wrong_op = o;
      }
      tap_ok(ok, "cuda complex max and min (NaN flags, \"real\") of a %s %s with ties, twice, as the host's"
                 " (first wrong op: %d)",
             classes[c] == GP_DOUBLE ? "double" : "single", shapes[shape], wrong_op);
    }
  free(xd), free(xf);
}

static gp_context *atan2_context(gp_backend backend)
{
  gp_context_options o;
  gp_context_options_init(&o, backend);
  o.complex_arg_atan2 = 1;
  gp_context *ctx = NULL;
  return gp_context_create(&ctx, &o) == GP_SUCCESS ? ctx : NULL;
}

/* complex_arg_atan2 (Octave 11's order): of -5-0i, -5+0i and 4-3i (abs 5
 * each) max is -5+0i at 2 and min -5-0i at 1, where -pi counted as pi
 * makes max -5-0i at 1 and min 4-3i at 3; cummax's positions likewise;
 * max (a, b) by abs then arg ("abs" op) takes 4-3i over -5-0i.  Two cases. */
static void atan2_cases(gp_context *ctx, gp_context *folded, const char *where)
{
  double z[6] = {-5, -0.0, -5, 0, 4, -3}, m[2], at[1], run[6], run_at[3], pair[2];
  int64_t d3[2] = {2, 3}, d1[2] = {2, 1}, one[1] = {1}, three[1] = {3};
  gp_array x, r, i, y, iy, a, b, p;
  gp_array_init(&x, z, GP_DOUBLE, GP_HOST, 2, d3);
  gp_array_init(&r, m, GP_DOUBLE, GP_HOST, 2, d1);
  gp_array_init(&i, at, GP_DOUBLE, GP_HOST, 1, one);
  gp_array_init(&y, run, GP_DOUBLE, GP_HOST, 2, d3);
  gp_array_init(&iy, run_at, GP_DOUBLE, GP_HOST, 1, three);
  int ok
      = gp_reduce(ctx, GP_OP_MAX, COMPLEX_REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &x, &r, &i, 0)
            == GP_SUCCESS
        && m[0] == -5 && m[1] == 0 && !signbit(m[1]) && at[0] == 2;
  ok = ok
       && gp_reduce(ctx, GP_OP_MIN, COMPLEX_REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &x, &r, &i, 0)
              == GP_SUCCESS
       && m[0] == -5 && signbit(m[1]) && at[0] == 1;
  ok = ok && gp_scan(ctx, GP_OP_MAX, COMPLEX_SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &x, &y, &iy, 0) == GP_SUCCESS
       && run_at[0] == 1 && run_at[1] == 2 && run_at[2] == 2;
  ok = ok
       && gp_reduce(folded, GP_OP_MAX, COMPLEX_REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &x, &r, &i,
                    0)
              == GP_SUCCESS
       && at[0] == 1
       && gp_reduce(folded, GP_OP_MIN, COMPLEX_REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &x, &r, &i,
                    0)
              == GP_SUCCESS
       && at[0] == 3;
  tap_ok(ok, "%s complex_arg_atan2: max and cummax rank -5+0i over -5-0i, min -5-0i first; the default counts -pi as pi",
         where);
  gp_array_init(&a, z, GP_DOUBLE, GP_HOST, 2, d1);
  gp_array_init(&b, z + 4, GP_DOUBLE, GP_HOST, 2, d1);
  gp_array_init(&p, pair, GP_DOUBLE, GP_HOST, 2, d1);
  ok = gp_elementwise_extreme(ctx, GP_OP_MAX, EXTREME_OPTS(GP_NAN_DEFAULT, GP_COMPARE_ABS, 1), &a, &b, &p) == GP_SUCCESS
       && pair[0] == 4 && pair[1] == -3;
  ok = ok
       && gp_elementwise_extreme(folded, GP_OP_MAX, EXTREME_OPTS(GP_NAN_DEFAULT, GP_COMPARE_ABS, 1), &a, &b, &p)
              == GP_SUCCESS
       && pair[0] == -5;
  tap_ok(ok, "%s complex_arg_atan2: max (-5-0i, 4-3i) by abs then arg is 4-3i, -5-0i with -pi as pi", where);
}

static void test_complex(gp_context *ctx)
{
  complex_cases(ctx, "host:");
  gp_context *host_atan2 = atan2_context(GP_BACKEND_HOST);
  atan2_cases(host_atan2, ctx, "host:");
  gp_context *cuda = cuda_or_unavailable(28);
  if (cuda) {
    complex_cases(cuda, "cuda:");
    long_extreme_cases(ctx, cuda);
    long_reduce_extreme_cases(ctx, cuda);
    /* the same data in the atan2 order, on CUDA against the host */
    gp_context *cuda_atan2 = atan2_context(GP_BACKEND_CUDA);
    if (cuda_atan2) {
      atan2_cases(cuda_atan2, cuda, "cuda:");
      long_extreme_cases(host_atan2, cuda_atan2);
      long_reduce_extreme_cases(host_atan2, cuda_atan2);
      gp_context_destroy(cuda_atan2);
    } else {
      tap_ok(0, "cuda: a context with complex_arg_atan2 opens");
    }
    gp_context_destroy(cuda);
  }
  gp_context_destroy(host_atan2);
}

/* gp_prod_native_dims on ctx over dims 1 and 3 of 2x3x2 arrays, where run
 * after run would differ (slice 1 is 100, 2, 2, -1: -127 in order, -128 as
 * 127 * -2), and the calls it refuses.  Six cases. */
static void prod_dims_cases(gp_context *ctx, const char *where)
{
  const int axes[2] = {0, 2}, wrong_order[2] = {2, 0};
  int64_t dx[3] = {2, 3, 2}, dy[3] = {1, 3, 1}, d0[3] = {0, 3, 2}, d22[3] = {2, 2, 2}, dy2[3] = {1, 2, 1};
  int8_t x8[12] = {100, 2, 3, -3, -128, -1, 2, -1, 5, 0, 1, 1}, y8[3] = {0, 0, 0};
  uint8_t xb[12] = {1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1}, yb[3] = {9, 9, 9};
  uint64_t xu[8] = {1ull << 40, 1ull << 40, 3, 5, 2, 0, 7, 1}, yu[2] = {9, 9};
  int8_t y0[3] = {0, 0, 0}, same[12];
  gp_array x, y;
  gp_array_init(&x, x8, GP_INT8, GP_HOST, 3, dx);
  gp_array_init(&y, y8, GP_INT8, GP_HOST, 3, dy);
  gp_status st = gp_prod_native_dims(ctx, &x, &y, 2, axes);
  tap_ok(st == GP_SUCCESS && y8[0] == -127 && y8[1] == 0 && y8[2] == 127,
         "%s gp_prod_native_dims: int8 over dims 1 and 3 in each slice's order: [%d %d %d] (%s)", where, y8[0], y8[1],
         y8[2], gp_status_string(st));
  gp_array_init(&x, xb, GP_LOGICAL, GP_HOST, 3, dx);
  gp_array_init(&y, yb, GP_LOGICAL, GP_HOST, 3, dy);
  st = gp_prod_native_dims(ctx, &x, &y, 2, axes);
  tap_ok(st == GP_SUCCESS && yb[0] == 1 && yb[1] == 0 && yb[2] == 1, "%s gp_prod_native_dims: logical is AND",
         where);
  gp_array_init(&x, xu, GP_UINT64, GP_HOST, 3, d22);
  gp_array_init(&y, yu, GP_UINT64, GP_HOST, 3, dy2);
  st = gp_prod_native_dims(ctx, &x, &y, 2, axes);
  tap_ok(st == GP_SUCCESS && yu[0] == 0 && yu[1] == 105,
         "%s gp_prod_native_dims: uint64 saturates past 2^64, then times 0 is 0; 3*5*7*1 is 105", where);
  gp_array_init(&x, NULL, GP_INT8, GP_HOST, 3, d0);
  gp_array_init(&y, y0, GP_INT8, GP_HOST, 3, dy);
  st = gp_prod_native_dims(ctx, &x, &y, 2, axes);
  tap_ok(st == GP_SUCCESS && y0[0] == 1 && y0[1] == 1 && y0[2] == 1,
         "%s gp_prod_native_dims: empty slices give 1", where);
  gp_array_init(&x, x8, GP_INT8, GP_HOST, 3, dx);
  gp_array_init(&y, same, GP_INT8, GP_HOST, 3, dx);
  st = gp_prod_native_dims(ctx, &x, &y, 0, NULL);
  tap_ok(st == GP_SUCCESS && memcmp(same, x8, sizeof x8) == 0, "%s gp_prod_native_dims: no axes, y is x", where);
  double xd[12] = {0};
  gp_array yd;
  gp_array_init(&y, y8, GP_INT8, GP_HOST, 3, dy);
  gp_array_init(&yd, y8, GP_UINT8, GP_HOST, 3, dy);
  const int refused = gp_prod_native_dims(ctx, &x, &y, 2, wrong_order) == GP_ERROR_INVALID_DIM
                      && gp_prod_native_dims(ctx, &x, &yd, 2, axes) == GP_ERROR_UNSUPPORTED_DTYPE
                      && gp_prod_native_dims(ctx, &x, &x, 2, axes) == GP_ERROR_SHAPE_MISMATCH
                      && gp_prod_native_dims(NULL, &x, &y, 2, axes) == GP_ERROR_NULL_POINTER;
  gp_array_init(&x, xd, GP_DOUBLE, GP_HOST, 3, dx);
  tap_ok(refused && gp_prod_native_dims(ctx, &x, &y, 2, axes) == GP_ERROR_UNSUPPORTED_DTYPE,
         "%s gp_prod_native_dims: axes out of order, another class for y, y's dims, no context, double x: refused",
         where);
}

static void test_prod_native_dims(gp_context *ctx)
{
  prod_dims_cases(ctx, "host:");
  gp_context *cuda = cuda_or_unavailable(6);
  if (cuda) {
    prod_dims_cases(cuda, "cuda:");
    gp_context_destroy(cuda);
  }
}

/* gp_array_merge_axes: a 2x3x4x5 array's axes 1..2 as one, and the range checks. */
static void test_merged_axes(void)
{
  int64_t dims[4] = {2, 3, 4, 5};
  gp_array a, m;
  gp_array_init(&a, NULL, GP_DOUBLE, GP_HOST, 4, dims);
  tap_ok(gp_array_merge_axes(&a, 1, 2, &m) == GP_SUCCESS && m.ndims == 3 && m.dims[0] == 2 && m.dims[1] == 12
           && m.dims[2] == 5 && gp_array_merge_axes(&a, 3, 9, &m) == GP_SUCCESS && m.ndims == 4 && m.dims[3] == 5
           && gp_array_merge_axes(&a, 0, 3, &m) == GP_SUCCESS && m.ndims == 1 && m.dims[0] == 120
           && gp_array_merge_axes(&a, 2, 1, &m) == GP_ERROR_INVALID_DIM
           && gp_array_merge_axes(&a, -1, 1, &m) == GP_ERROR_INVALID_DIM,
         "gp_array_merge_axes: axes 1..2 of 2x3x4x5 give 2x12x5; 0..3 give 120; bad ranges are refused");
}

static void test_views_and_checks(void)
{
  gp_array a, b;
  int64_t dims[3] = {2, 3, 4};
  double x[24], y[24];
  float yf[24];
  for (int i = 0; i < 24; i++)
    x[i] = i + 1;
  tap_ok(gp_array_init(&a, x, GP_DOUBLE, GP_HOST, 3, dims) == GP_SUCCESS && gp_array_numel(&a) == 24,
         "a 2x3x4 view has 24 elements");
  int64_t bad[2] = {2, -1};
  tap_ok(gp_array_init(&b, x, GP_DOUBLE, GP_HOST, 2, bad) == GP_ERROR_INVALID_ARGUMENT,
         "a negative dimension is refused");
  tap_ok(gp_array_init(&b, x, GP_DOUBLE, GP_HOST, GP_MAX_DIMS + 1, dims) == GP_ERROR_INVALID_ARGUMENT,
         "too many dimensions are refused");
  tap_ok(gp_array_init(&b, x, (gp_dtype) 77, GP_HOST, 3, dims) == GP_ERROR_INVALID_ARGUMENT,
         "an invalid dtype is refused");

  gp_context *ctx = NULL;
  tap_ok(gp_context_create_backend(&ctx, GP_BACKEND_HOST) == GP_SUCCESS && ctx
           && gp_context_backend(ctx) == GP_BACKEND_HOST,
         "a host context can always be created");
  tap_ok(strcmp(gp_context_device_name(ctx), "host") == 0, "the host backend names itself");
  gp_array_init(&b, y, GP_DOUBLE, GP_HOST, 3, dims);
  tap_ok(gp_scan(NULL, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &a, &b, NULL, 0) == GP_ERROR_NULL_POINTER,
         "NULL context");
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &a, &b, NULL, -1) == GP_ERROR_INVALID_DIM,
         "negative axis");
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS((gp_scan_algorithm) 42, GP_NAN_DEFAULT), &a, &b, NULL, 0)
             == GP_ERROR_UNKNOWN_ALGORITHM,
         "unknown algorithm");
  int names_ok = 1;
  for (int k = 0; k < GP_SCAN_ALGORITHM_COUNT; k++) {
    gp_scan_algorithm back = GP_SCAN_ALGORITHM_COUNT;
    names_ok = names_ok && gp_scan_algorithm_from_name(gp_scan_algorithm_name((gp_scan_algorithm) k), &back)
                             == GP_SUCCESS && back == (gp_scan_algorithm) k;
  }
  gp_scan_algorithm none;
  tap_ok(names_ok && strcmp(gp_scan_algorithm_name(GP_SCAN_BLELLOCH), "blelloch") == 0
           && gp_scan_algorithm_from_name("bogus", &none) == GP_ERROR_UNKNOWN_ALGORITHM,
         "every algorithm name maps back to its algorithm; an unknown name is refused");
  gp_array c;
  gp_array_init(&c, yf, GP_SINGLE, GP_HOST, 3, dims);
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &a, &c, NULL, 0)
             == GP_ERROR_UNSUPPORTED_DTYPE,
         "double -> single is not a cumsum arithmetic");
  int64_t other[3] = {3, 2, 4};
  gp_array_init(&c, y, GP_DOUBLE, GP_HOST, 3, other);
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &a, &c, NULL, 0) == GP_ERROR_SHAPE_MISMATCH,
         "shape mismatch");
  gp_array_init(&c, y, GP_DOUBLE, GP_DEVICE, 3, dims);
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &a, &c, NULL, 0) == GP_ERROR_WRONG_LOCATION,
         "the host backend refuses device arrays");
  void *p = NULL;
  tap_ok(gp_device_alloc(ctx, 16, &p) == GP_ERROR_BACKEND_UNAVAILABLE && p == NULL,
         "the host backend has no device memory");

  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &a, &b, NULL, 1) == GP_SUCCESS && y[0] == 1
             && y[2] == 1 + 3 && y[4] == 1 + 3 + 5 && y[5] == 2 + 4 + 6,
         "2x3x4 cumsum along dim 2 on the host");
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &a, &b, NULL, 7) == GP_SUCCESS
             && memcmp(x, y, sizeof x) == 0,
         "an axis past ndims copies");

  gp_scan_options excl_rev = {.size = sizeof(gp_scan_options), .exclusive = 1, .reverse = 1},
                  bad_algorithm = {.size = sizeof(gp_scan_options), .algorithm = (gp_scan_algorithm) -1};
  tap_ok(gp_scan(ctx, GP_OP_SUM, NULL, &a, &b, NULL, 1) == GP_SUCCESS && y[4] == 1 + 3 + 5,
         "gp_scan: NULL options are the defaults");
  tap_ok(gp_scan(ctx, GP_OP_SUM, &excl_rev, &a, &b, NULL, 1) == GP_SUCCESS && y[0] == 3 + 5 && y[2] == 5 && y[4] == 0
             && y[1] == 4 + 6,
         "gp_scan: exclusive and reverse along dim 2 sums what comes after");
  tap_ok(gp_scan(ctx, GP_OP_SUM, &bad_algorithm, &a, &b, NULL, 1) == GP_ERROR_UNKNOWN_ALGORITHM,
         "gp_scan: an algorithm out of range is refused");

  int64_t rdims[3] = {2, 1, 4};
  gp_array r;
  gp_array_init(&r, y, GP_DOUBLE, GP_HOST, 3, rdims);
  tap_ok(gp_reduce(ctx, GP_OP_SUM, REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &a, &r, NULL, 1)
                 == GP_SUCCESS
             && y[0] == 1 + 3 + 5 && y[1] == 2 + 4 + 6 && y[7] == 20 + 22 + 24,
         "gp_reduce: 2x3x4 sum along dim 2 on the host is 2x1x4");
  tap_ok(gp_reduce(ctx, GP_OP_SUM, REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &a, &b, NULL, 1)
             == GP_ERROR_SHAPE_MISMATCH,
         "gp_reduce: an output of x's dims is refused");
  names_ok = 1;
  for (int k = 0; k < GP_REDUCE_ALGORITHM_COUNT; k++) {
    gp_reduce_algorithm back = GP_REDUCE_ALGORITHM_COUNT;
    names_ok = names_ok && gp_reduce_algorithm_from_name(gp_reduce_algorithm_name((gp_reduce_algorithm) k), &back)
                             == GP_SUCCESS && back == (gp_reduce_algorithm) k;
  }
  gp_reduce_algorithm no_reduce;
  tap_ok(names_ok && strcmp(gp_reduce_algorithm_name(GP_REDUCE_UNROLL_WARP8), "unroll-warp8") == 0
             && gp_reduce_algorithm_from_name("kogge-stone", &no_reduce) == GP_ERROR_UNKNOWN_ALGORITHM
             && gp_reduce(ctx, GP_OP_SUM, REDUCE_OPTS((gp_reduce_algorithm) 99, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &a,
                          &r, NULL, 1)
                    == GP_ERROR_UNKNOWN_ALGORITHM,
         "gp_reduce: every algorithm name maps back; unknown names and values are refused");
  int8_t sat[3] = {100, 100, -100}, sat_sum[1] = {0};
  int64_t d3[1] = {3}, d1[1] = {1};
  gp_array sx, sy;
  gp_array_init(&sx, sat, GP_INT8, GP_HOST, 1, d3);
  gp_array_init(&sy, sat_sum, GP_INT8, GP_HOST, 1, d1);
  double col[2] = {1, 5}, row3[3] = {2, NAN, 3}, out6[6];
  int64_t d21[2] = {2, 1}, d13[2] = {1, 3}, d23[2] = {2, 3};
  gp_array ea, eb, ey;
  gp_array_init(&ea, col, GP_DOUBLE, GP_HOST, 2, d21);
  gp_array_init(&eb, row3, GP_DOUBLE, GP_HOST, 2, d13);
  gp_array_init(&ey, out6, GP_DOUBLE, GP_HOST, 2, d23);
  gp_array shape_of = ey;
  tap_ok(gp_broadcast_result_dims(&ea, &eb, &shape_of) == GP_SUCCESS && shape_of.dims[0] == 2 && shape_of.dims[1] == 3
             && gp_elementwise_extreme(ctx, GP_OP_MAX, EXTREME_OPTS(GP_NAN_DEFAULT, GP_COMPARE_AUTO, 0), &ea, &eb, &ey)
                    == GP_SUCCESS
             && out6[0] == 2 && out6[1] == 5 && out6[2] == 1 && out6[3] == 5 && out6[4] == 3 && out6[5] == 5
             && gp_elementwise_extreme(ctx, GP_OP_MAX, EXTREME_OPTS(GP_NAN_DEFAULT, GP_COMPARE_AUTO, 0), &ea, &ea, &ey)
                    == GP_ERROR_SHAPE_MISMATCH
             && gp_broadcast_result_dims(&ey, &ea, &shape_of) == GP_SUCCESS,
         "gp_elementwise_extreme: a 2x1 and a 1x3 broadcast to 2x3, NaN losing; a wrong y is refused");
  tap_ok(
      gp_reduce(ctx, GP_OP_SUM, REDUCE_OPTS(GP_REDUCE_INTERLEAVED, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &sx, &sy, NULL, 0)
              == GP_ERROR_UNSUPPORTED_ALGORITHM
          && gp_reduce(ctx, GP_OP_SUM, REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &sx, &sy, NULL, 0)
                 == GP_SUCCESS
          && sat_sum[0] == 27,
      "gp_reduce: a saturating int8 sum is 27 by the scan and refused by a reordering tree");
  test_nan_flags(ctx);
  test_complex(ctx);
  test_prod_native_dims(ctx);
  test_merged_axes();
  gp_context_destroy(ctx);
}

/* This process's threads, from /proc (0 where it cannot be read). */
static int thread_count(void)
{
  DIR *d = opendir("/proc/self/task");
  int n = 0;
  if (!d)
    return 0;
  for (struct dirent *e; (e = readdir(d));)
    n += e->d_name[0] != '.';
  closedir(d);
  return n;
}

/* The thread count once it has settled. A joined thread can stay listed in
 * /proc for a moment after pthread_join returns (the kernel wakes the joiner
 * before it removes the task), so a single read can see one too many. Reads
 * every millisecond until the count reaches want (or, with want 0, stops
 * changing for 50 reads), for at most 2 s: a leaked thread still fails. */
static int settled_thread_count(int want)
{
  const struct timespec ms = {0, 1000000};
  int n = thread_count(), same = 0;
  for (int k = 0; k < 2000; k++) {
    if (want > 0 ? n <= want : same >= 50)
      break;
    nanosleep(&ms, NULL);
    const int m = thread_count();
    same = m == n ? same + 1 : 0;
    n = m;
  }
  return n;
}

static void test_cuda_context(void)
{
  gp_context *ctx = NULL;
  gp_status st = gp_context_create_backend(&ctx, GP_BACKEND_CUDA);
  if (st == GP_SUCCESS) {
    tap_ok(gp_context_backend(ctx) == GP_BACKEND_CUDA, "a CUDA context on %s", gp_context_device_name(ctx));
    gp_context_destroy(ctx);
  } else if (tap_gpu_required()) {
    tap_ok(0, "a CUDA context (GPUPRIM_REQUIRE_GPU=1): %s", gp_status_string(st));
  } else {
    tap_ok(st == GP_ERROR_NO_DEVICE || st == GP_ERROR_BACKEND_UNAVAILABLE,
           "without a device, asking for CUDA says why: %s", gp_status_string(st));
  }
  st = gp_context_create_backend(&ctx, GP_BACKEND_AUTO);
  tap_ok(st == GP_SUCCESS && ctx, "an auto context always opens (%s)", gp_backend_name(gp_context_backend(ctx)));
  gp_context_destroy(ctx);
  /* A context's team of host threads goes with it, also when asking for
   * CUDA fails: threads left behind would outlive the library (a MEX
   * session's exit crashed on them). */
  const int before = settled_thread_count(0);
  for (int k = 0; k < 20; k++) {
    for (int b = GP_BACKEND_AUTO; b <= GP_BACKEND_CUDA; b++) {
      ctx = NULL;
      if (gp_context_create_backend(&ctx, (gp_backend) b) == GP_SUCCESS)
        gp_context_destroy(ctx);
    }
  }
  /* at most as many as before: a thread that lingered past the settling of
   * "before" can be gone by now, while a leak stays for the whole 2 s */
  const int after = settled_thread_count(before);
  tap_ok(before > 0 && after > 0 && after <= before, "60 contexts opened (or refused) and closed leave no thread (%d before, %d after)", before,
         after);
}

int main(void)
{
  test_status_and_dtype();
  test_version();
  test_result_dtypes();
  test_views_and_checks();
  test_cuda_context();
  return tap_done();
}
