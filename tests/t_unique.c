/* t_unique.c - gp_unique through the C API: known cases and statuses on
 * the host; on the GPU, host and device arrays against the host bit for
 * bit (y, i, j and the count), every option, sizes around the tiles. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gpuprim.h"
#include "tap.h"
#include "test_data.h"

static gp_array view(void *data, gp_dtype t, gp_location loc, int64_t rows, int64_t cols)
{
  gp_array a;
  const int64_t dims[2] = {rows, cols};
  gp_array_init(&a, data, t, loc, 2, dims);
  return a;
}

static int same_doubles(const double *a, const double *b, int64_t n)
{
  return same_bits(a, b, (size_t) n * sizeof *a);
}

static void test_known(gp_context *host)
{
  double x[8] = {3, 1, NAN, 1, 2, NAN, -0.0, 0}, y[8], i[8], j[8];
  gp_array xa = view(x, GP_DOUBLE, GP_HOST, 1, 8), ya = view(y, GP_DOUBLE, GP_HOST, 8, 1);
  gp_array ia = view(i, GP_DOUBLE, GP_HOST, 8, 1), ja = view(j, GP_DOUBLE, GP_HOST, 8, 1);
  gp_unique_options o;
  gp_unique_options_init(&o);
  int64_t m = 0;
  const double sj[8] = {4, 2, 5, 2, 3, 6, 1, 1}, si[6] = {7, 2, 5, 1, 3, 6};
  int ok = gp_unique(host, &o, &xa, &ya, &ia, &ja, &m) == GP_SUCCESS && m == 6 && y[0] == 0 && !signbit(y[0])
           && y[1] == 1 && y[3] == 3 && isnan(y[4]) && isnan(y[5]) && same_doubles(i, si, 6) && same_doubles(j, sj, 8);
  o.stable = 1;
  const double ti[6] = {1, 2, 3, 5, 6, 7}, tj[8] = {1, 2, 3, 2, 4, 5, 6, 6};
  ok = ok && gp_unique(host, &o, &xa, &ya, &ia, &ja, &m) == GP_SUCCESS && m == 6 && y[0] == 3 && y[1] == 1
       && isnan(y[2]) && y[3] == 2 && isnan(y[4]) && y[5] == 0 && signbit(y[5]) && same_doubles(i, ti, 6)
       && same_doubles(j, tj, 8);
  o.stable = 0;
  o.last = 1;
  const double li[6] = {8, 4, 5, 1, 3, 6};
  ok = ok && gp_unique(host, &o, &xa, &ya, &ia, NULL, &m) == GP_SUCCESS && m == 6 && same_doubles(i, li, 6);
  tap_ok(ok, "host: gp_unique of [3 1 NaN 1 2 NaN -0 0]: 0 1 2 3 NaN NaN (the run's last, +0), first and last "
             "positions, j; stable 3 1 NaN 2 NaN -0");

  double r[6] = {1, 3, 1, 2, 4, 2}, ry[6];  /* rows [1 2; 3 4; 1 2] */
  gp_array ra = view(r, GP_DOUBLE, GP_HOST, 3, 2), rya = view(ry, GP_DOUBLE, GP_HOST, 3, 2);
  gp_unique_options_init(&o);
  o.rows = 1;
  ok = gp_unique(host, &o, &ra, &rya, &ia, &ja, &m) == GP_SUCCESS && m == 2 && ry[0] == 1 && ry[1] == 3
       && ry[2] == 2 && ry[3] == 4 && i[0] == 1 && i[1] == 2 && j[0] == 1 && j[1] == 2 && j[2] == 1;
  tap_ok(ok, "host: gp_unique rows of [1 2; 3 4; 1 2]: [1 2; 3 4] packed, i = [1; 2], j = [1; 2; 1]");

  gp_unique_options_init(&o);
  gp_array small = view(y, GP_DOUBLE, GP_HOST, 4, 1), wrong = view(y, GP_SINGLE, GP_HOST, 8, 1);
  ok = gp_unique(host, &o, &xa, &small, NULL, NULL, &m) == GP_ERROR_SHAPE_MISMATCH;
  ok = ok && gp_unique(host, &o, &xa, &wrong, NULL, NULL, &m) == GP_ERROR_UNSUPPORTED_DTYPE;
  ok = ok && gp_unique(host, &o, &xa, &ya, &small, NULL, &m) == GP_ERROR_SHAPE_MISMATCH;
  ok = ok && gp_unique(host, &o, &xa, &ya, NULL, NULL, NULL) == GP_ERROR_NULL_POINTER;
  o.size = 4;
  ok = ok && gp_unique(host, &o, &xa, &ya, NULL, NULL, &m) == GP_ERROR_INVALID_ARGUMENT;
  gp_unique_options_init(&o);
  o.algorithm = GP_SORT_ALGORITHM_COUNT;
  ok = ok && gp_unique(host, &o, &xa, &ya, NULL, NULL, &m) == GP_ERROR_UNKNOWN_ALGORITHM;
  gp_unique_options_init(&o);
  o.rows = 1;
  gp_array cube;
  const int64_t cd[3] = {2, 2, 2};
  gp_array_init(&cube, x, GP_DOUBLE, GP_HOST, 3, cd);
  ok = ok && gp_unique(host, &o, &cube, &ya, NULL, NULL, &m) == GP_ERROR_SHAPE_MISMATCH;
  gp_array none = view(NULL, GP_DOUBLE, GP_HOST, 0, 3);
  m = 7;
  ok = ok && gp_unique(host, NULL, &none, &none, NULL, NULL, &m) == GP_SUCCESS && m == 0;
  tap_ok(ok, "host: gp_unique refuses a short y, i of too few, another class, no count, a short size field, "
             "an unknown algorithm and rows of a 3-D x; an empty x has none");
}

/* n x cols of few values: doubles with NaN, -0 and 0, or int32 with the limits */
static void *tied(gp_dtype t, int64_t n)
{
  void *x = malloc((size_t) n * 8 + 8);
  for (int64_t e = 0; e < n; e++) {
    const uint64_t r = rng() >> 40;
    if (t == GP_DOUBLE)
      ((double *) x)[e] = r % 13 == 0 ? (r & 64 ? -NAN : NAN) : r % 11 == 0 ? (r & 64 ? -0.0 : 0.0) : (double) (r % 7);
    else
      ((int32_t *) x)[e] = r % 97 == 0 ? INT32_MAX : r % 89 == 0 ? INT32_MIN : (int32_t) (r % 23) - 11;
  }
  return x;
}

/* gp_unique of x (rows x cols, host) by ctx and by the host, all outputs compared */
static int unique_as_host(gp_context *ctx, gp_context *host, gp_dtype t, const void *x, int64_t rows, int64_t cols,
                          const gp_unique_options *o)
{
  const int64_t n = rows * cols, items = o->rows ? rows : n;
  const size_t es = gp_dtype_size(t);
  void *y1 = malloc((size_t) n * es + 8), *y2 = malloc((size_t) n * es + 8);
  double *i1 = malloc((size_t) items * 8 + 8), *i2 = malloc((size_t) items * 8 + 8);
  double *j1 = malloc((size_t) items * 8 + 8), *j2 = malloc((size_t) items * 8 + 8);
  gp_array xa = view((void *) x, t, GP_HOST, rows, cols);
  gp_array y1a = view(y1, t, GP_HOST, n, 1), y2a = view(y2, t, GP_HOST, n, 1);
  gp_array i1a = view(i1, GP_DOUBLE, GP_HOST, items, 1), i2a = view(i2, GP_DOUBLE, GP_HOST, items, 1);
  gp_array j1a = view(j1, GP_DOUBLE, GP_HOST, items, 1), j2a = view(j2, GP_DOUBLE, GP_HOST, items, 1);
  int64_t m1 = -1, m2 = -2;
  int ok = gp_unique(host, o, &xa, &y1a, &i1a, &j1a, &m1) == GP_SUCCESS
           && gp_unique(ctx, o, &xa, &y2a, &i2a, &j2a, &m2) == GP_SUCCESS && m1 == m2
           && same_bits(y1, y2, (size_t) (m1 * (o->rows ? cols : 1)) * es) && same_doubles(i1, i2, m1)
           && same_doubles(j1, j2, items);
  /* y alone: its own path (no positions) */
  ok = ok && gp_unique(ctx, o, &xa, &y2a, NULL, NULL, &m2) == GP_SUCCESS && m1 == m2
       && same_bits(y1, y2, (size_t) (m1 * (o->rows ? cols : 1)) * es);
  free(y1); free(y2); free(i1); free(i2); free(j1); free(j2);
  return ok;
}

static void test_against_host(gp_context *ctx, gp_context *host, const char *name)
{
  const int64_t shapes[][2] = {{1, 1}, {5, 1}, {1, 4099}, {300, 7}, {4097, 3}, {70001, 1}, {2049, 2}};
  int ok = 1, cases = 0;
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
    for (int t = 0; t < 2; t++) {
      const gp_dtype dtype = t ? GP_INT32 : GP_DOUBLE;
      void *x = tied(dtype, shapes[s][0] * shapes[s][1]);
      for (int form = 0; form < 6; form++, cases++) {
        gp_unique_options o;
        gp_unique_options_init(&o);
        o.rows = form >= 3;
        o.last = form % 3 == 1;
        o.stable = form % 3 == 2;
        if (ok && !unique_as_host(ctx, host, dtype, x, shapes[s][0], shapes[s][1], &o))
          ok = 0, tap_ok(0, "%s: unique %lld x %lld %s rows %d last %d stable %d", name, (long long) shapes[s][0],
                         (long long) shapes[s][1], gp_dtype_name(dtype), o.rows, o.last, o.stable);
      }
      free(x);
    }
  tap_ok(ok, "%s: gp_unique of %d tied cases (7 shapes, double and int32, elements and rows, first, last, "
             "stable) as the host's", name, cases);
}

/* On the GPU, device x: device outputs and host outputs, as the host's */
static void test_device_resident(gp_context *cuda, gp_context *host)
{
  const int64_t n = 1 << 20;
  double *x = tied(GP_DOUBLE, n), *y1 = malloc(n * 8), *y2 = malloc(n * 8), *j1 = malloc(n * 8), *j2 = malloc(n * 8);
  void *dx = NULL, *dy = NULL, *dj = NULL;
  int ok = gp_device_alloc(cuda, n * 8, &dx) == GP_SUCCESS && gp_device_alloc(cuda, n * 8, &dy) == GP_SUCCESS
           && gp_device_alloc(cuda, n * 8, &dj) == GP_SUCCESS
           && gp_copy(cuda, dx, GP_DEVICE, x, GP_HOST, n * 8) == GP_SUCCESS;
  for (int stable = 0; ok && stable < 2; stable++) {
    gp_unique_options o;
    gp_unique_options_init(&o);
    o.stable = stable;
    gp_array hx = view(x, GP_DOUBLE, GP_HOST, n, 1), hy = view(y1, GP_DOUBLE, GP_HOST, n, 1);
    gp_array hj = view(j1, GP_DOUBLE, GP_HOST, n, 1), dxa = view(dx, GP_DOUBLE, GP_DEVICE, n, 1);
    gp_array dya = view(dy, GP_DOUBLE, GP_DEVICE, n, 1), dja = view(dj, GP_DOUBLE, GP_DEVICE, n, 1);
    gp_array hy2 = view(y2, GP_DOUBLE, GP_HOST, n, 1), hj2 = view(j2, GP_DOUBLE, GP_HOST, n, 1);
    int64_t m1 = -1, m2 = -2, m3 = -3;
    ok = gp_unique(host, &o, &hx, &hy, NULL, &hj, &m1) == GP_SUCCESS
         && gp_unique(cuda, &o, &dxa, &dya, NULL, &dja, &m2) == GP_SUCCESS && m1 == m2
         && gp_copy(cuda, y2, GP_HOST, dy, GP_DEVICE, (size_t) m2 * 8) == GP_SUCCESS
         && gp_copy(cuda, j2, GP_HOST, dj, GP_DEVICE, n * 8) == GP_SUCCESS && same_doubles(y1, y2, m1)
         && same_doubles(j1, j2, n);
    memset(y2, 0, n * 8);
    ok = ok && gp_unique(cuda, &o, &dxa, &hy2, NULL, &hj2, &m3) == GP_SUCCESS && m3 == m1
         && same_doubles(y1, y2, m1) && same_doubles(j1, j2, n);
  }
  tap_ok(ok, "cuda: gp_unique of 2^20 device doubles (sorted and stable): as the host, to device and host outputs");
  gp_device_free(cuda, dx); gp_device_free(cuda, dy); gp_device_free(cuda, dj);
  free(x); free(y1); free(y2); free(j1); free(j2);
}

int main(void)
{
  gp_context *host = NULL, *cuda = NULL;
  gp_context_create_backend(&host, GP_BACKEND_HOST);
  gp_status cst = gp_context_create_backend(&cuda, GP_BACKEND_CUDA);
  test_known(host);
  if (cst == GP_SUCCESS) {
    test_against_host(cuda, host, "cuda");
    test_device_resident(cuda, host);
  } else {
    tap_gpu_cases_unavailable(2, cst);
  }
  gp_context_destroy(cuda);
  gp_context_destroy(host);
  return tap_done();
}
