/* t_median.c - gp_median through the C API: known cases of each pair
 * formula and statuses on the host; vectors by select as by the sort; on
 * the GPU, host and device arrays
 * against the host bit for bit, every class, every formula, NaN kept and
 * omitted, along each axis. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gpuprim.h"
#include "tap.h"
#include "test_data.h"

static gp_array view3(void *data, gp_dtype t, gp_location loc, int64_t a, int64_t b, int64_t c)
{
  gp_array x;
  const int64_t dims[3] = {a, b, c};
  gp_array_init(&x, data, t, loc, 3, dims);
  return x;
}

/* the median of one line of n elements of dtype by pair (and omitnan), into *out */
static gp_status median_line(gp_context *ctx, gp_dtype t, void *x, int64_t n, gp_median_pair pair, int omitnan,
                             void *out)
{
  gp_median_options o;
  gp_median_options_init(&o);
  o.pair = pair;
  o.omitnan = omitnan;
  gp_array xa = view3(x, t, GP_HOST, n, 1, 1), ya = view3(out, t, GP_HOST, 1, 1, 1);
  return gp_median(ctx, &o, &xa, &ya, 0);
}

static int bits_are(double v, uint64_t bits)
{
  uint64_t b;
  memcpy(&b, &v, sizeof b);
  return b == bits;
}

static void test_known(gp_context *host)
{
  double d[4] = {3, 1, 2, 4}, m = 0;
  int ok = median_line(host, GP_DOUBLE, d, 3, GP_MEDIAN_SAFE_SUM, 0, &m) == GP_SUCCESS && m == 2;
  ok = ok && median_line(host, GP_DOUBLE, d, 4, GP_MEDIAN_SAFE_SUM, 0, &m) == GP_SUCCESS && m == 2.5;
  double z[2] = {-0.0, -0.0};
  ok = ok && median_line(host, GP_DOUBLE, z, 2, GP_MEDIAN_SAFE_SUM, 0, &m) == GP_SUCCESS && bits_are(m, 1ull << 63);
  ok = ok && median_line(host, GP_DOUBLE, z, 2, GP_MEDIAN_SUM_HALVED, 0, &m) == GP_SUCCESS && bits_are(m, 0);
  ok = ok && median_line(host, GP_DOUBLE, z, 2, GP_MEDIAN_SAFE_MIDPOINT, 0, &m) == GP_SUCCESS && bits_are(m, 0);
  double inf[2] = {-INFINITY, INFINITY}, big[2] = {1.5e308, 1.7e308};
  ok = ok && median_line(host, GP_DOUBLE, inf, 2, GP_MEDIAN_SAFE_MIDPOINT, 0, &m) == GP_SUCCESS && isnan(m)
       && signbit(m);
  ok = ok && median_line(host, GP_DOUBLE, big, 2, GP_MEDIAN_SAFE_SUM, 0, &m) == GP_SUCCESS && isinf(m);
  ok = ok && median_line(host, GP_DOUBLE, big, 2, GP_MEDIAN_SAFE_MIDPOINT, 0, &m) == GP_SUCCESS
       && m == big[0] + (big[1] - big[0]) / 2 && !isinf(m);
  double nan[4] = {1, NAN, 3, 4};
  ok = ok && median_line(host, GP_DOUBLE, nan, 4, GP_MEDIAN_SAFE_SUM, 0, &m) == GP_SUCCESS && isnan(m) && !signbit(m);
  ok = ok && median_line(host, GP_DOUBLE, nan, 4, GP_MEDIAN_SAFE_SUM, 1, &m) == GP_SUCCESS && m == 3;
  /* the stable sort's middle of ties of 0 and -0 is the third: -0 */
  double zeros[5] = {0.0, -0.0, -0.0, 0.0, -0.0};
  ok = ok && median_line(host, GP_DOUBLE, zeros, 5, GP_MEDIAN_SAFE_SUM, 0, &m) == GP_SUCCESS && bits_are(m, 1ull << 63);
  /* a vector's midpoint where "omitnan" left NaN out is the plain mean: (2^53 - 1) / 2, not a + (b - a) / 2 */
  double far[3] = {-1, 9007199254740992.0, NAN};
  ok = ok && median_line(host, GP_DOUBLE, far, 3, GP_MEDIAN_SAFE_MIDPOINT, 1, &m) == GP_SUCCESS
       && m == 4503599627370495.5;
  tap_ok(ok, "host: gp_median of doubles: odd and even counts, -0 pairs by each formula, Inf - Inf (-NaN), "
             "an overflowing sum, NaN kept (+NaN) and omitted, the middle of 0 and -0 ties, the midpoint without "
             "NaN");

  int8_t a[2] = {100, 100}, b[2] = {-3, -2}, r = 0;
  ok = median_line(host, GP_INT8, a, 2, GP_MEDIAN_SUM_HALVED, 0, &r) == GP_SUCCESS && r == 64;
  ok = ok && median_line(host, GP_INT8, a, 2, GP_MEDIAN_SAFE_SUM, 0, &r) == GP_SUCCESS && r == 100;
  ok = ok && median_line(host, GP_INT8, b, 2, GP_MEDIAN_SUM_HALVED, 0, &r) == GP_SUCCESS && r == -3;
  ok = ok && median_line(host, GP_INT8, b, 2, GP_MEDIAN_SAFE_SUM, 0, &r) == GP_SUCCESS && r == -2;
  uint64_t u[2] = {UINT64_MAX, UINT64_MAX - 1}, ur = 0;
  ok = ok && median_line(host, GP_UINT64, u, 2, GP_MEDIAN_SAFE_SUM, 0, &ur) == GP_SUCCESS && ur == UINT64_MAX;
  ok = ok && median_line(host, GP_UINT64, u, 2, GP_MEDIAN_SUM_HALVED, 0, &ur) == GP_SUCCESS
       && ur == UINT64_MAX / 2 + 1;
  tap_ok(ok, "host: gp_median of integers: int8 100 100 saturating (64) or not (100), -3 -2 (-3 or -2), uint64 "
             "near the top");

  gp_median_options o;
  gp_median_options_init(&o);
  gp_array xa = view3(d, GP_DOUBLE, GP_HOST, 4, 1, 1), ya = view3(&m, GP_DOUBLE, GP_HOST, 1, 1, 1);
  gp_array wrong = view3(&m, GP_DOUBLE, GP_HOST, 2, 1, 1), other = view3(&m, GP_SINGLE, GP_HOST, 1, 1, 1);
  ok = gp_median(host, &o, &xa, &wrong, 0) == GP_ERROR_SHAPE_MISMATCH;
  ok = ok && gp_median(host, &o, &xa, &other, 0) == GP_ERROR_UNSUPPORTED_DTYPE;
  ok = ok && gp_median(host, &o, &xa, &ya, -1) == GP_ERROR_INVALID_DIM;
  o.pair = GP_MEDIAN_PAIR_COUNT;
  ok = ok && gp_median(host, &o, &xa, &ya, 0) == GP_ERROR_INVALID_ARGUMENT;
  gp_median_options_init(&o);
  o.size = 4;
  ok = ok && gp_median(host, &o, &xa, &ya, 0) == GP_ERROR_INVALID_ARGUMENT;
  gp_array none = view3(NULL, GP_DOUBLE, GP_HOST, 0, 3, 1), three = view3(d, GP_DOUBLE, GP_HOST, 1, 3, 1);
  ok = ok && gp_median(host, NULL, &none, &three, 0) == GP_SUCCESS && isnan(d[0]) && isnan(d[2]);
  tap_ok(ok, "host: gp_median refuses wrong dims, another class, a negative axis, an unknown formula and a short "
             "size field; lines of no element give NaN");
}

/* n elements of dtype t: few values (ties), the limits, and for floats NaN, -0 and infinities */
static void *tied(gp_dtype t, int64_t n)
{
  const size_t es = gp_dtype_size(t);
  unsigned char *x = malloc((size_t) n * es + 8);
  for (int64_t e = 0; e < n; e++) {
    const uint64_t r = rng() >> 20;
    if (t == GP_DOUBLE || t == GP_SINGLE) {
      const double v = r % 17 == 0 ? NAN : r % 13 == 0 ? -0.0 : r % 29 == 0 ? (r & 1 ? INFINITY : -INFINITY)
                                                                              : (double) (r % 9) - 4 + 0.25 * (r % 3);
      if (t == GP_DOUBLE)
        memcpy(x + e * es, &v, es);
      else {
        const float f = (float) v;
        memcpy(x + e * es, &f, es);
      }
    } else if (t == GP_LOGICAL) {
      x[e] = (unsigned char) (r & 1);
    } else {  /* the class's extreme bit patterns, or small values */
      uint64_t v = r % 11 == 0 ? ~0ull : r % 7 == 0 ? 1ull << (8 * es - 1) : r % 5 == 0 ? (1ull << (8 * es - 1)) - 1
                                                                                         : r % 9;
      memcpy(x + e * es, &v, es);
    }
  }
  return x;
}

static void test_against_host(gp_context *cuda, gp_context *host)
{
  const int64_t shapes[][3] = {{1, 1, 1}, {6, 1, 1}, {5, 7, 1}, {3, 4097, 2}, {4096, 3, 1}, {2, 2, 2049}, {1, 70001, 1}};
  int ok = 1, cases = 0;
  for (int t = 0; t < GP_DTYPE_COUNT && ok; t++)
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0] && ok; s++) {
      const int64_t n = shapes[s][0] * shapes[s][1] * shapes[s][2];
      const size_t es = gp_dtype_size((gp_dtype) t);
      void *x = tied((gp_dtype) t, n), *y1 = malloc((size_t) n * es + 8), *y2 = malloc((size_t) n * es + 8);
      for (int axis = 0; axis < 3 && ok; axis++)
        for (int pair = 0; pair < GP_MEDIAN_PAIR_COUNT && ok; pair++)
          for (int omit = 0; omit < 2 && ok; omit++, cases++) {
            int64_t yd[3] = {shapes[s][0], shapes[s][1], shapes[s][2]};
            yd[axis] = 1;
            const size_t m = (size_t) (yd[0] * yd[1] * yd[2]);
            gp_median_options o;
            gp_median_options_init(&o);
            o.pair = (gp_median_pair) pair;
            o.omitnan = omit;
            gp_array xa = view3(x, (gp_dtype) t, GP_HOST, shapes[s][0], shapes[s][1], shapes[s][2]);
            gp_array y1a = view3(y1, (gp_dtype) t, GP_HOST, yd[0], yd[1], yd[2]);
            gp_array y2a = view3(y2, (gp_dtype) t, GP_HOST, yd[0], yd[1], yd[2]);
            ok = gp_median(host, &o, &xa, &y1a, axis) == GP_SUCCESS && gp_median(cuda, &o, &xa, &y2a, axis) == GP_SUCCESS
                 && same_bits(y1, y2, m * es);
            if (!ok)
              tap_ok(0, "cuda: gp_median %s %lld x %lld x %lld axis %d pair %d omitnan %d", gp_dtype_name((gp_dtype) t),
                     (long long) shapes[s][0], (long long) shapes[s][1], (long long) shapes[s][2], axis, pair, omit);
          }
      free(x); free(y1); free(y2);
    }
  if (ok)
    tap_ok(1, "cuda: gp_median of %d cases (11 classes, 7 shapes, axes 0 to 2, every formula, NaN kept and omitted) "
              "as the host's", cases);
}

/* gp_median of vectors by select (ctx) against the host's sort, bit for
 * bit: every class, lengths around the digits' passes, every formula,
 * NaN kept and omitted, and lines all NaN. */
static void test_select_as_sort(gp_context *ctx, gp_context *host, const char *name)
{
  const int64_t lens[] = {2, 3, 6, 33, 1000, 70001};
  /* GPUPRIM_LIGHT=1 (sanitizer runs): the short ones and the all-NaN line */
  const size_t nlens = tap_env_on("GPUPRIM_LIGHT") ? 4 : sizeof lens / sizeof lens[0];
  int ok = 1, cases = 0;
  for (int t = 0; t < GP_DTYPE_COUNT && ok; t++)
    for (size_t l = 0; l <= nlens && ok; l++) {
      const int all_nan = l == nlens;
      const int64_t n = all_nan ? 5 : lens[l];
      const size_t es = gp_dtype_size((gp_dtype) t);
      if (all_nan && t != GP_DOUBLE && t != GP_SINGLE)
        continue;
      unsigned char *x = tied((gp_dtype) t, n), y1[8], y2[8];
      for (int64_t e = 0; all_nan && e < n; e++) {
        const double d = e % 2 ? NAN : -NAN;
        const float f = (float) d;
        memcpy(x + e * es, t == GP_DOUBLE ? (const void *) &d : (const void *) &f, es);
      }
      for (int pair = 0; pair < GP_MEDIAN_PAIR_COUNT && ok; pair++)
        for (int omit = 0; omit < 2 && ok; omit++, cases++) {
          gp_median_options o;
          gp_median_options_init(&o);
          o.pair = (gp_median_pair) pair;
          o.omitnan = omit;
          gp_array xa = view3(x, (gp_dtype) t, GP_HOST, 1, n, 1);
          gp_array y1a = view3(y1, (gp_dtype) t, GP_HOST, 1, 1, 1), y2a = view3(y2, (gp_dtype) t, GP_HOST, 1, 1, 1);
          o.method = GP_TOPK_SORT;
          ok = gp_median(host, &o, &xa, &y1a, 1) == GP_SUCCESS;
          o.method = GP_TOPK_SELECT;
          ok = ok && gp_median(ctx, &o, &xa, &y2a, 1) == GP_SUCCESS && same_bits(y1, y2, es);
          if (!ok)
            tap_ok(0, "%s: gp_median by select of %s, n %lld, pair %d, omitnan %d", name, gp_dtype_name((gp_dtype) t),
                   (long long) n, pair, omit);
        }
      free(x);
    }
  if (ok)
    tap_ok(1, "%s: gp_median by select of %d vectors (11 classes, n 2 to 70001 and all NaN, every formula, NaN kept "
              "and omitted) as the host's sort", name, cases);
}

/* device x, device y, as the host */
static void test_device_resident(gp_context *cuda, gp_context *host)
{
  const int64_t rows = 1000, cols = 3001;
  const size_t n = (size_t) (rows * cols);
  double *x = tied(GP_DOUBLE, (int64_t) n), *y1 = malloc(n * 8), *y2 = malloc(n * 8);
  void *dx = NULL, *dy = NULL;
  int ok = gp_device_alloc(cuda, n * 8, &dx) == GP_SUCCESS && gp_device_alloc(cuda, n * 8, &dy) == GP_SUCCESS
           && gp_copy(cuda, dx, GP_DEVICE, x, GP_HOST, n * 8) == GP_SUCCESS;
  for (int axis = 0; ok && axis < 2; axis++) {
    const int64_t yr = axis == 0 ? 1 : rows, yc = axis == 0 ? cols : 1;
    gp_median_options o;
    gp_median_options_init(&o);
    o.omitnan = axis;
    gp_array hx = view3(x, GP_DOUBLE, GP_HOST, rows, cols, 1), hy = view3(y1, GP_DOUBLE, GP_HOST, yr, yc, 1);
    gp_array dxa = view3(dx, GP_DOUBLE, GP_DEVICE, rows, cols, 1), dya = view3(dy, GP_DOUBLE, GP_DEVICE, yr, yc, 1);
    ok = gp_median(host, &o, &hx, &hy, axis) == GP_SUCCESS && gp_median(cuda, &o, &dxa, &dya, axis) == GP_SUCCESS
         && gp_copy(cuda, y2, GP_HOST, dy, GP_DEVICE, (size_t) (yr * yc) * 8) == GP_SUCCESS
         && same_bits(y1, y2, (size_t) (yr * yc) * 8);
  }
  tap_ok(ok, "cuda: gp_median of a 1000 x 3001 device double along each axis (NaN kept, then omitted): as the host");
  gp_device_free(cuda, dx); gp_device_free(cuda, dy);
  free(x); free(y1); free(y2);
}

int main(void)
{
  gp_context *host = NULL, *cuda = NULL;
  gp_context_create_backend(&host, GP_BACKEND_HOST);
  gp_status cst = gp_context_create_backend(&cuda, GP_BACKEND_CUDA);
  test_known(host);
  test_select_as_sort(host, host, "host");
  if (cst == GP_SUCCESS) {
    test_against_host(cuda, host);
    test_device_resident(cuda, host);
    test_select_as_sort(cuda, host, "cuda");
  } else {
    tap_gpu_cases_unavailable(3, cst);
  }
  gp_context_destroy(cuda);
  gp_context_destroy(host);
  return tap_done();
}
