/* t_compact_sat.c - compaction (x(mask), find), summed-area tables and box
 * filters through the C API: known values on the host backend, then the
 * CUDA backend against it, bit for bit where the work has no arithmetic
 * (compaction; integer tables) and within rounding where it has (float
 * tables, box means); device-resident arrays; and an array past 2^31 bytes. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "gp_internal.h" /* gp_compact_known */
#include "gpuprim.h"
#include "tap.h"
#include "test_options.h"
#include "test_data.h"

static const gp_dtype classes[] = {GP_DOUBLE, GP_SINGLE, GP_INT8, GP_UINT8, GP_INT16, GP_UINT16,
                                   GP_INT32, GP_UINT32, GP_INT64, GP_UINT64, GP_LOGICAL};
#define N_CLASSES (sizeof classes / sizeof classes[0])

static gp_array view(void *data, gp_dtype t, gp_location loc, int64_t n)
{
  gp_array a;
  int64_t d[1] = {n};
  gp_array_init(&a, data, t, loc, 1, d);
  return a;
}

/* Random elements with about `keep` of them nonzero; floats get NaN of both
 * signs, -0 (zero to find) and infinities among them. */
static void fill(void *p, gp_dtype t, int64_t n, double keep)
{
  const size_t es = gp_dtype_size(t);
  for (int64_t i = 0; i < n; i++) {
    uint64_t r = rng(), bits = 0;
    int nonzero = (double) (r % 1000003) / 1000003.0 < keep;
    if (t == GP_DOUBLE) {
      double v = nonzero ? (double) (int64_t) (rng() % 2001) - 1000.5 : ((r >> 40) & 1 ? -0.0 : 0.0);
      if (nonzero && r % 97 == 0)
        v = (r >> 33) & 1 ? -NAN : NAN;
      if (nonzero && r % 89 == 0)
        v = (r >> 33) & 1 ? -INFINITY : INFINITY;
      memcpy(&bits, &v, 8);
    } else if (t == GP_SINGLE) {
      float v = nonzero ? (float) ((int) (rng() % 2001) - 1000) + 0.25f : ((r >> 40) & 1 ? -0.0f : 0.0f);
      if (nonzero && r % 97 == 0)
        v = (r >> 33) & 1 ? -NAN : NAN;
      memcpy(&bits, &v, 4);
    } else if (t == GP_LOGICAL) {
      bits = (uint64_t) nonzero;
    } else {
      bits = nonzero ? (rng() | 1u) : 0;  /* odd: never zero in any width */
    }
    memcpy((char *) p + (size_t) i * es, &bits, es);
  }
}

static void fill_mask(uint8_t *m, int64_t n, double keep)
{
  for (int64_t i = 0; i < n; i++)
    m[i] = (double) (rng() % 1000003) / 1000003.0 < keep;
}

static void test_known_values(gp_context *ctx, const char *name)
{
  double x[6] = {5, 0, -0.0, NAN, 7, 0}, y[6], pos[6];
  uint8_t mask[6] = {1, 0, 1, 0, 0, 1};
  gp_array xa = view(x, GP_DOUBLE, GP_HOST, 6), ma = view(mask, GP_LOGICAL, GP_HOST, 6);
  gp_array ya = view(y, GP_DOUBLE, GP_HOST, 6), pa = view(pos, GP_DOUBLE, GP_HOST, 6);
  int64_t count = -1;
  int ok = gp_compact(ctx, COMPACT_OPTS(GP_COMPACT_AUTO, 0), &xa, &ma, &ya, &count) == GP_SUCCESS && count == 3
           && y[0] == 5 && y[1] == 0 && signbit(y[1]) && y[2] == 0 && !signbit(y[2]);
  tap_ok(ok, "%s: x(mask) of [5 0 -0 NaN 7 0] keeps 5, -0, 0", name);
  ok = gp_find(ctx, FIND_OPTS(GP_COMPACT_AUTO, -1, 0, 0), &xa, &pa, &ya, &count) == GP_SUCCESS && count == 3
       && pos[0] == 1 && pos[1] == 4 && pos[2] == 5 && y[0] == 5 && isnan(y[1]) && y[2] == 7;
  ok = ok && gp_find(ctx, FIND_OPTS(GP_COMPACT_SCAN_SCATTER, 2, 1, 0), &xa, &pa, NULL, &count) == GP_SUCCESS
       && count == 2 && pos[0] == 4 && pos[1] == 5;
  tap_ok(ok, "%s: find of [5 0 -0 NaN 7 0] is [1 4 5]; the last two are [4 5]", name);

  int8_t s[4] = {100, 100, 100, 100};
  int64_t d2[2] = {2, 2};
  gp_array sa, ta;
  gp_array_init(&sa, s, GP_INT8, GP_HOST, 2, d2);
  double t[4];
  gp_array_init(&ta, t, GP_DOUBLE, GP_HOST, 2, d2);
  ok = gp_sat(ctx, &sa, 0, &ta) == GP_SUCCESS && t[0] == 100 && t[1] == 200 && t[2] == 200 && t[3] == 400;
  tap_ok(ok, "%s: the table of int8 [100 100; 100 100] is double [100 200; 200 400]", name);

  double b[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9}, c[9];
  int64_t d3[2] = {3, 3};
  gp_array ba, ca;
  gp_array_init(&ba, b, GP_DOUBLE, GP_HOST, 2, d3);
  gp_array_init(&ca, c, GP_DOUBLE, GP_HOST, 2, d3);
  /* conv2 ([1 4 7; 2 5 8; 3 6 9], ones (2) / 4, "same"): the box is the
   * element and the ones below and to its right */
  ok = gp_boxfilter(ctx, &ba, 0, 2, 2, &ca) == GP_SUCCESS && c[0] == 3 && c[4] == 7 && c[8] == 2.25 && c[2] == 2.25
       && c[6] == 3.75;
  tap_ok(ok, "%s: 2x2 box means of a 3x3 matrix", name);

  /* Along axis 1: a table (and box means) for each element of dim 1, as
   * for a complex array's (re, im) view; a 2x2x2 array whose two slices
   * are [1 3; 2 4] and [10 30; 20 40], interleaved. */
  double z[8] = {1, 10, 2, 20, 3, 30, 4, 40}, zt[8], zb[8];
  int64_t d222[3] = {2, 2, 2};
  gp_array za, zta, zba;
  gp_array_init(&za, z, GP_DOUBLE, GP_HOST, 3, d222);
  gp_array_init(&zta, zt, GP_DOUBLE, GP_HOST, 3, d222);
  gp_array_init(&zba, zb, GP_DOUBLE, GP_HOST, 3, d222);
  ok = gp_sat(ctx, &za, 1, &zta) == GP_SUCCESS && zt[0] == 1 && zt[2] == 3 && zt[4] == 4 && zt[6] == 10 && zt[1] == 10
       && zt[3] == 30 && zt[5] == 40 && zt[7] == 100 && gp_boxfilter(ctx, &za, 1, 1, 2, &zba) == GP_SUCCESS
       && zb[0] == 2 && zb[4] == 1.5 && zb[1] == 20 && zb[5] == 15 && gp_sat(ctx, &za, -1, &zta) == GP_ERROR_INVALID_DIM
       && gp_boxfilter(ctx, &za, GP_MAX_DIMS - 1, 1, 1, &zba) == GP_ERROR_INVALID_DIM;
  tap_ok(ok, "%s: tables and box means along axis 1 of an interleaved pair; axes out of range refused", name);
}

static void test_errors(gp_context *ctx)
{
  double x[4] = {1, 2, 3, 4}, y[4];
  uint8_t m[4] = {1, 1, 1, 1};
  int64_t count;
  gp_array xa = view(x, GP_DOUBLE, GP_HOST, 4), ma = view(m, GP_LOGICAL, GP_HOST, 3);
  gp_array ya = view(y, GP_DOUBLE, GP_HOST, 4), small = view(y, GP_DOUBLE, GP_HOST, 3);
  gp_array wrong = view(m, GP_UINT8, GP_HOST, 4);
  gp_compact_algorithm alg;
  int ok = gp_compact(ctx, COMPACT_OPTS(GP_COMPACT_AUTO, 0), &xa, &ma, &ya, &count) == GP_ERROR_SHAPE_MISMATCH
           && gp_compact(ctx, COMPACT_OPTS(GP_COMPACT_AUTO, 0), &xa, &wrong, &ya, &count) == GP_ERROR_UNSUPPORTED_DTYPE
           && gp_find(ctx, FIND_OPTS(GP_COMPACT_AUTO, -1, 0, 0), &xa, &small, NULL, &count) == GP_ERROR_SHAPE_MISMATCH
           && gp_find(ctx, FIND_OPTS((gp_compact_algorithm) 9, -1, 0, 0), &xa, &ya, NULL, &count)
                  == GP_ERROR_UNKNOWN_ALGORITHM
           && gp_boxfilter(ctx, &xa, 0, 0, 3, &ya) == GP_ERROR_INVALID_ARGUMENT
           && gp_compact_algorithm_from_name("scan-scatter", &alg) == GP_SUCCESS && alg == GP_COMPACT_SCAN_SCATTER
           && gp_compact_algorithm_from_name("bogus", &alg) == GP_ERROR_UNKNOWN_ALGORITHM
           && strcmp(gp_compact_algorithm_name(GP_COMPACT_AUTO), "auto") == 0;
  tap_ok(ok, "host: bad compaction, find and box calls get their statuses; algorithm names");
}

/* x(mask) and find on the CUDA backend against the host, every class,
 * sizes around the tiles (8192 elements; 4096 for 8-byte classes), keep
 * rates from none to all, both algorithms, first and last n. */
static void test_against_host(gp_context *cuda, gp_context *host, int light)
{
  static const int64_t sizes[] = {1, 31, 4095, 4096, 4097, 8191, 8192, 8193, 24577, 65537, 1000003};
  static const double rates[] = {0, 0.01, 0.5, 0.99, 1};
  const int nsizes = light ? 8 : (int) (sizeof sizes / sizeof sizes[0]);
  for (int a = 0; a < GP_COMPACT_ALGORITHM_COUNT; a++) {
    int ok = 1;
    char why[200] = "";
    for (size_t c = 0; c < N_CLASSES && ok; c++) {
      const gp_dtype t = classes[c];
      const size_t es = gp_dtype_size(t);
      for (int s = (light ? 2 : 0); s < nsizes && ok; s++) {
        const int64_t n = sizes[s];
        /* one more than n: gp_compact_known's outputs hold the count and one */
        char *x = malloc(n * es), *y1 = malloc((n + 1) * es), *y2 = malloc((n + 1) * es);
        double *p1 = malloc((n + 1) * sizeof(double)), *p2 = malloc((n + 1) * sizeof(double));
        uint8_t *m = malloc(n);
        for (int r = 0; r < 5 && ok; r++) {
          fill(x, t, n, rates[r]);
          fill_mask(m, n, rates[(r + 2) % 5]);
          gp_array xa = view(x, t, GP_HOST, n), ma = view(m, GP_LOGICAL, GP_HOST, n);
          gp_array ya1 = view(y1, t, GP_HOST, n), ya2 = view(y2, t, GP_HOST, n);
          gp_array pa1 = view(p1, GP_DOUBLE, GP_HOST, n), pa2 = view(p2, GP_DOUBLE, GP_HOST, n);
          int64_t c1 = -1, c2 = -2;
          ok = gp_compact(host, COMPACT_OPTS(GP_COMPACT_AUTO, 0), &xa, &ma, &ya1, &c1) == GP_SUCCESS
               && gp_compact(cuda, COMPACT_OPTS((gp_compact_algorithm) a, 0), &xa, &ma, &ya2, &c2) == GP_SUCCESS
               && c1 == c2 && same_bits(y1, y2, (size_t) c1 * es);
          if (!ok) {
            snprintf(why, sizeof why, ": x(mask) %s n=%lld rate %g: counts %lld, %lld", gp_dtype_name(t),
                     (long long) n, rates[(r + 2) % 5], (long long) c1, (long long) c2);
            break;
          }
          if (a == GP_COMPACT_AUTO) {  /* x(mask) with positions, as gp_topk's select asks */
            gp_array yk1 = view(y1, t, GP_HOST, c1 + 1), yk2 = view(y2, t, GP_HOST, c1 + 1);
            gp_array pk1 = view(p1, GP_DOUBLE, GP_HOST, c1 + 1), pk2 = view(p2, GP_DOUBLE, GP_HOST, c1 + 1);
            ok = gp_compact_known(host, &xa, &ma, &yk1, &pk1, c1) == GP_SUCCESS
                 && gp_compact_known(cuda, &xa, &ma, &yk2, &pk2, c1) == GP_SUCCESS
                 && same_bits(y1, y2, (size_t) c1 * es) && same_bits(p1, p2, (size_t) c1 * sizeof(double))
                 && gp_compact_known(cuda, &xa, &ma, &yk2, &pk2, c1 - 1) == GP_ERROR_INTERNAL;
            for (int64_t i = 0, k = 0; ok && i < n; i++)
              if (m[i])
                ok = p1[k++] == (double) (i + 1);
            if (!ok) {
              snprintf(why, sizeof why, ": x(mask) with positions %s n=%lld rate %g", gp_dtype_name(t), (long long) n,
                       rates[(r + 2) % 5]);
              break;
            }
          }
          const int64_t limit = r == 1 ? -1 : (int64_t) (rng() % (uint64_t) (n + 2));
          const int from_end = r % 2;
          ok = gp_find(host, FIND_OPTS(GP_COMPACT_AUTO, limit, from_end, 0), &xa, &pa1, &ya1, &c1) == GP_SUCCESS
               && gp_find(cuda, FIND_OPTS((gp_compact_algorithm) a, limit, from_end, 0), &xa, &pa2, &ya2, &c2)
                      == GP_SUCCESS
               && c1 == c2 && same_bits(p1, p2, (size_t) c1 * sizeof(double)) && same_bits(y1, y2, (size_t) c1 * es);
          if (!ok)
            snprintf(why, sizeof why, ": find %s n=%lld rate %g limit %lld%s: counts %lld, %lld", gp_dtype_name(t),
                     (long long) n, rates[r], (long long) limit, from_end ? " last" : "", (long long) c1,
                     (long long) c2);
        }
        free(x); free(y1); free(y2); free(p1); free(p2); free(m);
      }
    }
    tap_ok(ok, "cuda %s: x(mask)%s and find (n, first/last) match the host bit for bit%s",
           gp_compact_algorithm_name((gp_compact_algorithm) a), a == GP_COMPACT_AUTO ? " (with positions too)" : "",
           why);
  }
}

/* A parts view (2, n) of complex data. */
static gp_array parts_view(void *data, gp_dtype t, gp_location loc, int64_t n)
{
  gp_array a;
  int64_t d[2] = {2, n};
  gp_array_init(&a, data, t, loc, 2, d);
  return a;
}

/* gp_find and gp_compact of known complex doubles: an
 * element is nonzero where either part is (NaN too, -0 not), and each
 * moves whole. */
static void test_complex_known(gp_context *ctx, const char *name)
{
  const double x[10] = {0, -0.0, 0, 1, NAN, 0, -0.0, -0.0, 2, -3};
  const uint8_t m[5] = {1, 0, 1, 0, 1};
  double y[10] = {0}, p[5] = {0};
  gp_array xa = parts_view((void *) x, GP_DOUBLE, GP_HOST, 5), ya = parts_view(y, GP_DOUBLE, GP_HOST, 5);
  gp_array pa = view(p, GP_DOUBLE, GP_HOST, 5), ma = view((void *) m, GP_LOGICAL, GP_HOST, 5);
  int64_t count = -1;
  int ok = gp_find(ctx, FIND_OPTS(GP_COMPACT_AUTO, -1, 0, 1), &xa, &pa, &ya, &count) == GP_SUCCESS && count == 3
           && p[0] == 2 && p[1] == 3 && p[2] == 5 && y[0] == 0 && y[1] == 1 && isnan(y[2]) && y[4] == 2 && y[5] == -3;
  ok = ok && gp_find(ctx, FIND_OPTS(GP_COMPACT_AUTO, 1, 1, 1), &xa, &pa, NULL, &count) == GP_SUCCESS && count == 1
       && p[0] == 5;
  ok = ok && gp_compact(ctx, COMPACT_OPTS(GP_COMPACT_AUTO, 1), &xa, &ma, &ya, &count) == GP_SUCCESS && count == 3
       && same_bits(y, x, 16) && same_bits(y + 2, x + 4, 16) && same_bits(y + 4, x + 8, 16);
  gp_array odd = view((void *) x, GP_DOUBLE, GP_HOST, 10), small = parts_view(y, GP_DOUBLE, GP_HOST, 4);
  ok = ok && gp_find(ctx, FIND_OPTS(GP_COMPACT_AUTO, -1, 0, 1), &odd, &pa, NULL, &count) == GP_ERROR_SHAPE_MISMATCH
       && gp_compact(ctx, COMPACT_OPTS(GP_COMPACT_AUTO, 1), &xa, &ma, &small, &count) == GP_ERROR_SHAPE_MISMATCH;
  tap_ok(ok, "%s: complex find (either part nonzero, NaN too, -0 not) and x(mask), each element whole", name);
}

/* Complex find and x(mask) on the CUDA backend against the host, bit for
 * bit: doubles (16-byte elements) and singles, sizes about the tiles, the
 * parts random with about half of them zero (NaN, -0, infinities among
 * them), with limits and "last". */
static void test_complex_against_host(gp_context *cuda, gp_context *host)
{
  static const int64_t sizes[] = {1, 2, 2047, 2048, 2049, 4096, 100003};
  static const gp_dtype parts[] = {GP_DOUBLE, GP_SINGLE};
  int ok = 1;
  char why[160] = "";
  for (int c = 0; c < 2 && ok; c++) {
    const size_t es = 2 * gp_dtype_size(parts[c]);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0] && ok; s++) {
      const int64_t n = sizes[s];
      char *x = malloc(n * es), *y1 = malloc(n * es), *y2 = malloc(n * es);
      double *p1 = malloc(n * sizeof(double)), *p2 = malloc(n * sizeof(double));
      uint8_t *m = malloc(n);
      for (int a = 0; a < GP_COMPACT_ALGORITHM_COUNT && ok; a++) {
        fill(x, parts[c], 2 * n, 0.3);
        fill_mask(m, n, 0.5);
        gp_array xa = parts_view(x, parts[c], GP_HOST, n), ma = view(m, GP_LOGICAL, GP_HOST, n);
        gp_array ya1 = parts_view(y1, parts[c], GP_HOST, n), ya2 = parts_view(y2, parts[c], GP_HOST, n);
        gp_array pa1 = view(p1, GP_DOUBLE, GP_HOST, n), pa2 = view(p2, GP_DOUBLE, GP_HOST, n);
        int64_t c1 = -1, c2 = -2;
        const int64_t limit = a == 0 ? -1 : (int64_t) (rng() % (uint64_t) (n + 1));
        ok = gp_find(host, FIND_OPTS(GP_COMPACT_AUTO, limit, (int) (n & 1), 1), &xa, &pa1, &ya1, &c1) == GP_SUCCESS
             && gp_find(cuda, FIND_OPTS((gp_compact_algorithm) a, limit, (int) (n & 1), 1), &xa, &pa2, &ya2, &c2)
                    == GP_SUCCESS
             && c1 == c2 && same_bits(p1, p2, (size_t) c1 * sizeof(double)) && same_bits(y1, y2, (size_t) c1 * es);
        if (ok)
          ok = gp_compact(host, COMPACT_OPTS(GP_COMPACT_AUTO, 1), &xa, &ma, &ya1, &c1) == GP_SUCCESS
               && gp_compact(cuda, COMPACT_OPTS((gp_compact_algorithm) a, 1), &xa, &ma, &ya2, &c2) == GP_SUCCESS
               && c1 == c2 && same_bits(y1, y2, (size_t) c1 * es);
        if (!ok)
          snprintf(why, sizeof why, ": complex %s n=%lld %s: counts %lld, %lld", gp_dtype_name(parts[c]),
                   (long long) n, gp_compact_algorithm_name((gp_compact_algorithm) a), (long long) c1, (long long) c2);
      }
      free(x); free(y1); free(y2); free(p1); free(p2); free(m);
    }
  }
  tap_ok(ok, "cuda: complex find and x(mask), both algorithms, match the host bit for bit%s", why);
}

/* Everything on the device: no host copy in or out, and a last-n find
 * whose kept range moves onto itself.  Once from the start of the device
 * blocks, once from their second element: x and the mask then miss the
 * alignment of the kernel's vector loads. */
static void test_device_resident(gp_context *cuda)
{
  const int64_t n = 100000;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  double *p = malloc(n * sizeof *p);
  uint8_t *m = malloc(n);
  void *dx = NULL, *dm = NULL, *dy = NULL, *dp = NULL;
  int ok = gp_device_alloc(cuda, (n + 1) * 4, &dx) == GP_SUCCESS && gp_device_alloc(cuda, n + 1, &dm) == GP_SUCCESS
           && gp_device_alloc(cuda, n * 4, &dy) == GP_SUCCESS && gp_device_alloc(cuda, n * 8, &dp) == GP_SUCCESS;
  for (int off = 0; off < 2 && ok; off++) {
    int64_t kept = 0, expected = 0, count = -1;
    for (int64_t i = 0; i < n; i++) {
      x[i] = (float) (i % 7);  /* zero at every 7th */
      m[i] = i % 3 == 0;
      expected += m[i];
    }
    float *dxo = (float *) dx + off;
    uint8_t *dmo = (uint8_t *) dm + off;
    ok = gp_copy(cuda, dxo, GP_DEVICE, x, GP_HOST, n * 4) == GP_SUCCESS
         && gp_copy(cuda, dmo, GP_DEVICE, m, GP_HOST, n) == GP_SUCCESS;
    gp_array xa = view(dxo, GP_SINGLE, GP_DEVICE, n), ma = view(dmo, GP_LOGICAL, GP_DEVICE, n);
    gp_array ya = view(dy, GP_SINGLE, GP_DEVICE, n), pa = view(dp, GP_DOUBLE, GP_DEVICE, n);
    ok = ok && gp_compact(cuda, COMPACT_OPTS(GP_COMPACT_AUTO, 0), &xa, &ma, &ya, &count) == GP_SUCCESS
         && count == expected && gp_copy(cuda, y, GP_HOST, dy, GP_DEVICE, (size_t) count * 4) == GP_SUCCESS;
    for (int64_t k = 0; ok && k < count; k++)
      ok = y[k] == (float) ((3 * k) % 7);
    kept = n / 2;
    ok = ok && gp_find(cuda, FIND_OPTS(GP_COMPACT_AUTO, kept, 1, 0), &xa, &pa, &ya, &count) == GP_SUCCESS
         && count == kept && gp_copy(cuda, p, GP_HOST, dp, GP_DEVICE, (size_t) count * 8) == GP_SUCCESS;
    /* the nonzero positions are those not divisible by 7 (1-based i+1 with i % 7 != 0) */
    int64_t i = n - 1;
    for (int64_t k = count - 1; ok && k >= 0; k--, i--) {
      while (i % 7 == 0)
        i--;
      ok = p[k] == (double) (i + 1);
    }
  }
  tap_ok(ok, "cuda: device-resident x(mask) and find (last n, moved in place) are right, aligned and not");
  gp_device_free(cuda, dx); gp_device_free(cuda, dm); gp_device_free(cuda, dy); gp_device_free(cuda, dp);
  free(x); free(y); free(p); free(m);
}

/* Tables and box means on the CUDA backend against the host.  Each table
 * entry of either backend is within (m + n) * eps * sum |x| of the exact
 * one (two passes of sums in some order), so they differ by at most twice
 * that; a box mean combines four entries and divides by h * w. */
static void test_tables(gp_context *cuda, gp_context *host)
{
  static const int64_t shapes[][3] = {{1, 1, 1}, {4097, 3, 1}, {3, 4097, 1}, {129, 257, 3}, {1000, 1000, 1}};
  int ok_int = 1, ok_float = 1, ok_box = 1;
  double worst_ratio = 0;  /* the largest float-table difference over its bound */
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
    const int64_t n = shapes[s][0] * shapes[s][1] * shapes[s][2];
    gp_array xa, ya1, ya2;
    for (size_t c = 0; c < N_CLASSES; c++) {
      const gp_dtype t = classes[c], out = gp_sum_result_dtype(t, GP_ACCUM_DEFAULT);
      const size_t es = gp_dtype_size(t), os = gp_dtype_size(out);
      char *x = malloc(n * es), *y1 = malloc(n * os), *y2 = malloc(n * os);
      fill(x, t, n, 0.7);
      if (t == GP_DOUBLE || t == GP_SINGLE)  /* finite values: NaN would hide the rest of the table */
        for (int64_t i = 0; i < n; i++) {
          if (t == GP_DOUBLE) ((double *) x)[i] = (double) (rng() % 2001) - 1000.5;
          else ((float *) x)[i] = (float) (rng() % 2001) - 1000.25f;
        }
      gp_array_init(&xa, x, t, GP_HOST, 3, shapes[s]);
      gp_array_init(&ya1, y1, out, GP_HOST, 3, shapes[s]);
      gp_array_init(&ya2, y2, out, GP_HOST, 3, shapes[s]);
      int ran = gp_sat(host, &xa, 0, &ya1) == GP_SUCCESS && gp_sat(cuda, &xa, 0, &ya2) == GP_SUCCESS;
      double sum_abs = 0;
      for (int64_t i = 0; i < n; i++)
        sum_abs += fabs(get_double(x, t, i));
      const double lines = (double) (shapes[s][0] + shapes[s][1]);
      const double table_bound = 2 * lines * (out == GP_SINGLE ? FLT_EPSILON : DBL_EPSILON) * sum_abs;
      /* integers below 2^53 add up exactly in any order; 64-bit ones and floats round */
      const int exact = t != GP_DOUBLE && t != GP_SINGLE && t != GP_INT64 && t != GP_UINT64;
      if (!exact) {
        ok_float = ok_float && ran;
        double worst = 0;
        for (int64_t i = 0; i < n; i++) {
          double a = out == GP_DOUBLE ? ((double *) y1)[i] : ((float *) y1)[i];
          double b = out == GP_DOUBLE ? ((double *) y2)[i] : ((float *) y2)[i];
          worst = fmax(worst, fabs(a - b));
        }
        ok_float = ok_float && worst <= table_bound;
        worst_ratio = fmax(worst_ratio, worst / table_bound);
      } else {
        ok_int = ok_int && ran && same_bits(y1, y2, n * os);
      }
      if (t == GP_DOUBLE || t == GP_SINGLE) {
        for (int box = 0; box < 3; box++) {
          const int64_t h = box == 0 ? 1 : box == 1 ? 3 : 65, w = box == 0 ? 1 : box == 1 ? 8 : 300;
          gp_array_init(&ya1, y1, t, GP_HOST, 3, shapes[s]);
          gp_array_init(&ya2, y2, t, GP_HOST, 3, shapes[s]);
          ok_box = ok_box && gp_boxfilter(host, &xa, 0, h, w, &ya1) == GP_SUCCESS
                   && gp_boxfilter(cuda, &xa, 0, h, w, &ya2) == GP_SUCCESS;
          for (int64_t i = 0; ok_box && i < n; i++) {
            double a = t == GP_DOUBLE ? ((double *) y1)[i] : ((float *) y1)[i];
            double b = t == GP_DOUBLE ? ((double *) y2)[i] : ((float *) y2)[i];
            const double box_bound = 4 * 2 * lines * DBL_EPSILON * sum_abs / (double) (h * w)
                                     + 2 * (t == GP_SINGLE ? FLT_EPSILON : DBL_EPSILON) * fabs(a);
            ok_box = fabs(a - b) <= box_bound;
          }
        }
      }
      free(x); free(y1); free(y2);
    }
  }
  tap_ok(ok_int, "cuda: tables of integers up to 32 bits and logicals match the host bit for bit");
  tap_ok(ok_float, "cuda: float and 64-bit integer tables match the host to rounding (worst %.3g of the bound)",
         worst_ratio);
  tap_ok(ok_box, "cuda: box means (1x1, 3x8, 65x300) match the host to rounding");
}

/* 2^31 + 4099 int8 elements (past 2^31 bytes): x(mask) keeps every third,
 * find finds every 1009th. */
static void test_huge(gp_context *cuda)
{
  const int64_t n = ((int64_t) 1 << 31) + 4099;
  if (tap_env_on("GPUPRIM_SKIP_HUGE")) {
    tap_skip("GPUPRIM_SKIP_HUGE=1 (sanitizer runs)", "cuda: 2^31+4099 int8 x(mask) and find");
    return;
  }
  const int64_t every = 1009, nonzero = (n - 7 + every - 1) / every, kept_by_mask = (n + 2) / 3;
  int8_t *x = malloc(n), *y = malloc(n);
  uint8_t *m = malloc(n);
  double *p = malloc(nonzero * sizeof *p);
  if (!x || !y || !m || !p) {
    tap_skip("not enough host memory", "cuda: 2^31+4099 int8 x(mask) and find");
    free(x); free(y); free(m); free(p);
    return;
  }
  for (int64_t i = 0; i < n; i++) {
    x[i] = i % every == 7 ? (int8_t) (1 + i % 100) : 0;
    m[i] = i % 3 == 0;
  }
  void *dx = NULL, *dm = NULL, *dy = NULL, *dp = NULL;
  int ok = gp_device_alloc(cuda, n, &dx) == GP_SUCCESS && gp_device_alloc(cuda, n, &dm) == GP_SUCCESS
           && gp_device_alloc(cuda, n, &dy) == GP_SUCCESS && gp_device_alloc(cuda, n * 8, &dp) == GP_SUCCESS
           && gp_copy(cuda, dx, GP_DEVICE, x, GP_HOST, n) == GP_SUCCESS
           && gp_copy(cuda, dm, GP_DEVICE, m, GP_HOST, n) == GP_SUCCESS;
  gp_array xa = view(dx, GP_INT8, GP_DEVICE, n), ma = view(dm, GP_LOGICAL, GP_DEVICE, n);
  gp_array ya = view(dy, GP_INT8, GP_DEVICE, n), pa = view(dp, GP_DOUBLE, GP_DEVICE, n);
  int64_t count = -1;
  ok = ok && gp_compact(cuda, COMPACT_OPTS(GP_COMPACT_AUTO, 0), &xa, &ma, &ya, &count) == GP_SUCCESS
       && count == kept_by_mask && gp_copy(cuda, y, GP_HOST, dy, GP_DEVICE, (size_t) count) == GP_SUCCESS;
  for (int64_t k = 0; ok && k < count; k++)
    ok = y[k] == x[3 * k];
  int ok_find = ok && gp_find(cuda, FIND_OPTS(GP_COMPACT_AUTO, -1, 0, 0), &xa, &pa, NULL, &count) == GP_SUCCESS
                && count == nonzero && gp_copy(cuda, p, GP_HOST, dp, GP_DEVICE, (size_t) count * 8) == GP_SUCCESS;
  for (int64_t k = 0; ok_find && k < count; k++)
    ok_find = p[k] == (double) (k * every + 7 + 1);
  tap_ok(ok && ok_find, "cuda: 2^31+4099 int8 on the device: x(mask) keeps every third, find every 1009th, exactly");
  gp_device_free(cuda, dx); gp_device_free(cuda, dm); gp_device_free(cuda, dy); gp_device_free(cuda, dp);
  gp_context_trim(cuda);
  free(x); free(y); free(m); free(p);
}

/* gp_find_subscripts: positions of a 3-row array (and of 1 row) into rows
 * and columns, the refusals, and with a device context the same split of
 * device positions, past several blocks. */
static void test_subscripts(gp_context *host, gp_context *cuda)
{
  double p[6] = {1, 3, 4, 8, 9, 12}, cols[6] = {0}, q[6] = {1, 2, 7, 7, 7, 7}, qc[6];
  gp_array vp = view(p, GP_DOUBLE, GP_HOST, 6), vc = view(cols, GP_DOUBLE, GP_HOST, 6);
  gp_status st = gp_find_subscripts(host, &vp, 6, 3, &vc);
  const double rows_want[6] = {1, 3, 1, 2, 3, 3}, cols_want[6] = {1, 1, 2, 3, 3, 4};
  tap_ok(st == GP_SUCCESS && memcmp(p, rows_want, sizeof p) == 0 && memcmp(cols, cols_want, sizeof cols) == 0,
         "gp_find_subscripts: positions of a 3-row array as [i, j]");
  gp_array vq = view(q, GP_DOUBLE, GP_HOST, 4), vqc = view(qc, GP_DOUBLE, GP_HOST, 4);
  st = gp_find_subscripts(host, &vq, 3, 1, &vqc);
  gp_array vi = view(q, GP_INT32, GP_HOST, 6), vshort = view(qc, GP_DOUBLE, GP_HOST, 2);
  tap_ok(st == GP_SUCCESS && q[0] == 1 && q[2] == 1 && qc[0] == 1 && qc[1] == 2 && qc[2] == 7 && q[3] == 7
           && gp_find_subscripts(host, &vq, 3, 0, &vqc) == GP_ERROR_INVALID_ARGUMENT
           && gp_find_subscripts(host, &vi, 3, 2, &vqc) == GP_ERROR_UNSUPPORTED_DTYPE
           && gp_find_subscripts(host, &vq, 3, 2, &vshort) == GP_ERROR_SHAPE_MISMATCH
           && gp_find_subscripts(NULL, &vq, 3, 2, &vqc) == GP_ERROR_NULL_POINTER,
         "gp_find_subscripts: one row, only `count` touched; rows 0, another class, short cols, no context refused");
  if (!cuda)
    return;
  enum { N = 70001 };
  static double hp[N], hc[N], dp_back[N], dc_back[N];
  for (int k = 0; k < N; k++)
    hp[k] = 1 + (double) k * 37;  /* ascending, as find gives them */
  void *dp = NULL, *dc = NULL;
  st = gp_device_alloc(cuda, sizeof hp, &dp);
  if (st == GP_SUCCESS)
    st = gp_device_alloc(cuda, sizeof hc, &dc);
  if (st == GP_SUCCESS)
    st = gp_copy(cuda, dp, GP_DEVICE, hp, GP_HOST, sizeof hp);
  gp_array dvp = view(dp, GP_DOUBLE, GP_DEVICE, N), dvc = view(dc, GP_DOUBLE, GP_DEVICE, N);
  gp_array hvp = view(hp, GP_DOUBLE, GP_HOST, N), hvc = view(hc, GP_DOUBLE, GP_HOST, N);
  if (st == GP_SUCCESS)
    st = gp_find_subscripts(cuda, &dvp, N, 4099, &dvc);
  if (st == GP_SUCCESS)
    st = gp_copy(cuda, dp_back, GP_HOST, dp, GP_DEVICE, sizeof hp);
  if (st == GP_SUCCESS)
    st = gp_copy(cuda, dc_back, GP_HOST, dc, GP_DEVICE, sizeof hc);
  const gp_status hs = gp_find_subscripts(host, &hvp, N, 4099, &hvc);
  const int mixed = gp_find_subscripts(cuda, &dvp, N, 4099, &hvc) == GP_ERROR_WRONG_LOCATION;
  gp_device_free(cuda, dp);
  gp_device_free(cuda, dc);
  tap_ok(st == GP_SUCCESS && hs == GP_SUCCESS && memcmp(dp_back, hp, sizeof hp) == 0
           && memcmp(dc_back, hc, sizeof hc) == 0 && mixed,
         "cuda: gp_find_subscripts of %d device positions equals the host's; device positions with host cols refused (%s)",
         N, gp_status_string(st));
}

int main(void)
{
  gp_context *host = NULL, *cuda = NULL;
  gp_context_create_backend(&host, GP_BACKEND_HOST);
  gp_status cst = gp_context_create_backend(&cuda, GP_BACKEND_CUDA);
  const int light = tap_env_on("GPUPRIM_LIGHT");

  test_known_values(host, "host");
  test_complex_known(host, "host");
  test_errors(host);
  test_subscripts(host, cst == GP_SUCCESS ? cuda : NULL);
  if (cst == GP_SUCCESS) {
    /* parts (GPUPRIM_TEST_PARTS), for racecheck runs side by side */
    if (tap_part_wanted("against"))
      test_against_host(cuda, host, light);
    if (tap_part_wanted("complex"))
      test_complex_against_host(cuda, host);
    if (tap_part_wanted("other")) {
      test_known_values(cuda, "cuda");
      test_complex_known(cuda, "cuda");
      test_device_resident(cuda);
      test_tables(cuda, host);
      test_huge(cuda);
    }
  } else {
    const int cases = 4 + 1 + GP_COMPACT_ALGORITHM_COUNT + 1 + 1 + 3 + 1 + 1;  /* the last: test_subscripts' device case */
    tap_gpu_cases_unavailable(cases, cst);
  }
  gp_context_destroy(cuda);
  gp_context_destroy(host);
  return tap_done();
}
