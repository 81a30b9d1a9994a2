/* t_sort_parts.c - the pieces of a complex sort: gp_complex_sort_keys (abs
 * and arg, or the parts; NaN elements NaN) against values written out, and
 * gp_take_along (every element width, complex double's 16 bytes included)
 * against a loop; their refusals; and on a device both against the host
 * backend, on device arrays and on staged host arrays. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gpuprim.h"
#include "tap.h"

#define N 100003 /* complex elements on the device: not a multiple of any block */
#define LINE 97  /* the rearranged lines' length */

static gp_status keys_of(gp_context *ctx, const void *z, gp_dtype t, gp_location at, void *first, void *second,
                         int64_t n, int by_parts)
{
  int64_t pdims[2] = {2, n};
  gp_array parts, a, b;
  gp_array_init(&parts, (void *) z, t, at, 2, pdims);
  gp_array_init(&a, first, t, at, 1, &n);
  gp_array_init(&b, second, t, at, 1, &n);
  return gp_complex_sort_keys(ctx, &parts, by_parts, &a, &b);
}

/* x (lines x LINE x inner, elem bytes each, complex: pairs of width / 2) along axis 1 */
static gp_status take(gp_context *ctx, const void *x, const double *p, void *y, size_t width, gp_location at,
                      gp_location p_at, int64_t inner, int64_t lines)
{
  const int complex = width == 16;
  const gp_dtype t = width == 16 || width == 8 ? GP_DOUBLE : width == 4 ? GP_SINGLE : width == 2 ? GP_INT16 : GP_INT8;
  int64_t pd[3] = {inner, LINE, lines}, xd[4] = {2, inner, LINE, lines};
  gp_array xa, pa, ya;
  gp_array_init(&pa, (void *) p, GP_DOUBLE, p_at, 3, pd);
  gp_array_init(&xa, (void *) x, t, at, complex ? 4 : 3, complex ? xd : pd);
  gp_array_init(&ya, y, t, at, complex ? 4 : 3, complex ? xd : pd);
  return gp_take_along(ctx, &xa, &pa, &ya, 1, complex);
}

/* a within 4 units in the last place of w (the GPU's atan2 is not glibc's) */
static int close_to(double a, double w)
{
  return fabs(a - w) <= 4 * (nextafter(fabs(w), INFINITY) - fabs(w));
}

static void written_out(gp_context *ctx, const char *where)
{
  /* 3+4i, -5, 4-3i, 5i, NaN+1i, -1-0i (arg -pi, taken as pi), 1-NaNi */
  const double z[14] = {3, 4, -5, 0, 4, -3, 0, 5, NAN, 1, -1, -0.0, 1, -NAN};
  double a[7], b[7];
  gp_status st = keys_of(ctx, z, GP_DOUBLE, GP_HOST, a, b, 7, 0);
  tap_ok(st == GP_SUCCESS && a[0] == 5 && a[1] == 5 && a[2] == 5 && a[3] == 5 && isnan(a[4]) && a[5] == 1
           && isnan(a[6]) && close_to(b[0], atan2(4, 3)) && b[1] == M_PI && close_to(b[2], atan2(-3, 4)) && close_to(b[3], M_PI / 2)
           && isnan(b[4]) && b[5] == M_PI && isnan(b[6]),
         "%s keys by abs, then arg: ties of abs 5, pi and -pi exactly pi, a NaN part NaN in both", where);
  float zf[14], af[7], bf[7];
  for (int k = 0; k < 14; k++)
    zf[k] = (float) z[k];
  st = keys_of(ctx, zf, GP_SINGLE, GP_HOST, af, bf, 7, 1);
  tap_ok(st == GP_SUCCESS && af[0] == 3 && bf[0] == 4 && af[1] == -5 && bf[1] == 0 && af[5] == -1
           && signbit(bf[5]) && isnan(af[4]) && isnan(bf[4]) && isnan(af[6]) && isnan(bf[6]),
         "%s single keys by parts: the parts, -0 kept, a NaN part NaN in both", where);
  const int64_t pd[2] = {3, 7};
  int64_t n = 7;
  gp_array parts, wrong, ka;
  gp_array_init(&parts, (void *) z, GP_DOUBLE, GP_HOST, 2, pd);
  gp_array_init(&ka, a, GP_DOUBLE, GP_HOST, 1, &n);
  gp_array_init(&wrong, af, GP_SINGLE, GP_HOST, 1, &n);
  const gp_status shape = gp_complex_sort_keys(ctx, &parts, 0, &ka, &ka);
  parts.dims[0] = 2;
  const gp_status cls = gp_complex_sort_keys(ctx, &parts, 0, &ka, &wrong);
  tap_ok(shape == GP_ERROR_SHAPE_MISMATCH && cls == GP_ERROR_UNSUPPORTED_DTYPE,
         "%s keys refuse a first dim other than 2 and keys of another class", where);

  const double x[6] = {10, 20, 30, 40, 50, 60}, p[6] = {3, 1, 2, 2, 2, 1};
  double y[6];
  int64_t d[2] = {3, 2};
  gp_array xa, pa, ya;
  gp_array_init(&xa, (void *) x, GP_DOUBLE, GP_HOST, 2, d);
  gp_array_init(&pa, (void *) p, GP_DOUBLE, GP_HOST, 2, d);
  gp_array_init(&ya, y, GP_DOUBLE, GP_HOST, 2, d);
  st = gp_take_along(ctx, &xa, &pa, &ya, 0, 0);
  tap_ok(st == GP_SUCCESS && y[0] == 30 && y[1] == 10 && y[2] == 20 && y[3] == 50 && y[4] == 50 && y[5] == 40,
         "%s take_along dim 1 of a 3 x 2 matrix", where);
  const double bad[4][6] = {{0, 1, 1, 1, 1, 1}, {4, 1, 1, 1, 1, 1}, {1.5, 1, 1, 1, 1, 1}, {NAN, 1, 1, 1, 1, 1}};
  int refused = 0;
  for (int k = 0; k < 4; k++) {
    gp_array_init(&pa, (void *) bad[k], GP_DOUBLE, GP_HOST, 2, d);
    refused += gp_take_along(ctx, &xa, &pa, &ya, 0, 0) == GP_ERROR_INVALID_ARGUMENT;
  }
  tap_ok(refused == 4, "%s take_along refuses positions 0, past the line, 1.5 and NaN: %d of 4", where, refused);
}

static double rnd(void) { return (double) rand() / RAND_MAX * 2 - 1; }

/* n complex doubles: random, a third Gaussian integers (ties of abs), a few NaN parts and -0 parts */
static void complex_values(double *z, int64_t n)
{
  for (int64_t k = 0; k < n; k++) {
    z[2 * k] = rnd() * 10;
    z[2 * k + 1] = rnd() * 10;
    if (k % 3 == 0) {
      z[2 * k] = (double) (rand() % 11 - 5);
      z[2 * k + 1] = (double) (rand() % 11 - 5);
    }
    if (k % 101 == 7)
      z[2 * k + (k % 2)] = (k % 4 == 1) ? NAN : -NAN;
    if (k % 103 == 5)
      z[2 * k + 1] = -0.0;
  }
}

static int same_bits(const void *a, const void *b, size_t bytes, int floats, size_t width)
{
  if (!floats)
    return memcmp(a, b, bytes) == 0;
  for (size_t k = 0; k < bytes / width; k++) {
    const unsigned char *x = (const unsigned char *) a + k * width, *y = (const unsigned char *) b + k * width;
    double u, v;
    float uf, vf;
    int both_nan = 0;
    if (width == 8) {
      memcpy(&u, x, 8), memcpy(&v, y, 8), both_nan = isnan(u) && isnan(v);
    } else {
      memcpy(&uf, x, 4), memcpy(&vf, y, 4), both_nan = isnan(uf) && isnan(vf);
    }
    if (!both_nan && memcmp(x, y, width) != 0)
      return 0;
  }
  return 1;
}

static void device_against_host(gp_context *host, gp_context *cuda)
{
  static double z[2 * N], ha[N], hb[N], da[N], db[N];
  static float zf[2 * N], fa[N], fb[N], ga[N], gb[N];
  complex_values(z, N);
  for (int64_t k = 0; k < 2 * N; k++)
    zf[k] = (float) z[k];
  void *dz = NULL, *d1 = NULL, *d2 = NULL;
  gp_status st = gp_device_alloc(cuda, sizeof z, &dz);
  if (st == GP_SUCCESS)
    st = gp_device_alloc(cuda, sizeof ha, &d1);
  if (st == GP_SUCCESS)
    st = gp_device_alloc(cuda, sizeof hb, &d2);
  for (int by_parts = 0; by_parts < 2 && st == GP_SUCCESS; by_parts++) {
    keys_of(host, z, GP_DOUBLE, GP_HOST, ha, hb, N, by_parts);
    keys_of(host, zf, GP_SINGLE, GP_HOST, fa, fb, N, by_parts);
    /* double on device arrays */
    st = gp_copy(cuda, dz, GP_DEVICE, z, GP_HOST, sizeof z);
    gp_status ds = st == GP_SUCCESS ? keys_of(cuda, dz, GP_DOUBLE, GP_DEVICE, d1, d2, N, by_parts) : st;
    if (ds == GP_SUCCESS)
      ds = gp_copy(cuda, da, GP_HOST, d1, GP_DEVICE, sizeof da);
    if (ds == GP_SUCCESS)
      ds = gp_copy(cuda, db, GP_HOST, d2, GP_DEVICE, sizeof db);
    /* single on staged host arrays */
    const gp_status ss = keys_of(cuda, zf, GP_SINGLE, GP_HOST, ga, gb, N, by_parts);
    int arg_apart = 0, arg_far = 0;  /* the GPU's atan2 may round arg otherwise (it decides only ties of abs) */
    for (int64_t k = 0; k < N && !by_parts; k++)
      if (!(isnan(db[k]) && isnan(hb[k])) && db[k] != hb[k]) {
        arg_apart++;
        arg_far += !close_to(db[k], hb[k]);
      }
    tap_ok(ds == GP_SUCCESS && same_bits(da, ha, sizeof da, 1, 8)
             && (by_parts ? same_bits(db, hb, sizeof db, 1, 8) : arg_far == 0),
           "cuda: double keys %s on device arrays: the first the host's bits%s (%d of %d args apart, %d by over 4 ulps) (%s)",
           by_parts ? "by parts" : "by abs", by_parts ? ", the second too" : "", arg_apart, N, arg_far,
           gp_status_string(ds));
    tap_ok(ss == GP_SUCCESS && same_bits(ga, fa, sizeof ga, 1, 4) && (!by_parts || same_bits(gb, fb, sizeof gb, 1, 4)),
           "cuda: single keys %s on staged host arrays: the first the host's bits%s (%s)",
           by_parts ? "by parts" : "by abs", by_parts ? ", the second too" : "", gp_status_string(ss));
  }
  gp_device_free(cuda, dz);
  gp_device_free(cuda, d1);
  gp_device_free(cuda, d2);

  /* take_along: lines of LINE with 3 inner, random permutations, every width */
  enum { INNER = 3, LINES = 41, M = INNER * LINE * LINES };
  static double p[M];
  static unsigned char x[M * 16], want[M * 16], got[M * 16];
  for (int64_t k = 0; k < (int64_t) sizeof x; k++)
    x[k] = (unsigned char) rand();
  for (int64_t o = 0; o < LINES; o++)
    for (int64_t i = 0; i < INNER; i++) {
      int perm[LINE];
      for (int k = 0; k < LINE; k++)
        perm[k] = k + 1;
      for (int k = LINE - 1; k > 0; k--) {
        const int j = rand() % (k + 1), t = perm[k];
        perm[k] = perm[j], perm[j] = t;
      }
      for (int k = 0; k < LINE; k++)
        p[(o * LINE + k) * INNER + i] = perm[k];
    }
  void *dx = NULL, *dp = NULL, *dy = NULL;
  st = gp_device_alloc(cuda, sizeof x, &dx);
  if (st == GP_SUCCESS)
    st = gp_device_alloc(cuda, sizeof p, &dp);
  if (st == GP_SUCCESS)
    st = gp_device_alloc(cuda, sizeof got, &dy);
  if (st == GP_SUCCESS)
    st = gp_copy(cuda, dx, GP_DEVICE, x, GP_HOST, sizeof x);
  if (st == GP_SUCCESS)
    st = gp_copy(cuda, dp, GP_DEVICE, p, GP_HOST, sizeof p);
  int same = 0, staged = 0, widths = 0;
  for (size_t width = 1; width <= 16 && st == GP_SUCCESS; width *= 2, widths++) {
    const size_t bytes = (size_t) M * width;
    take(host, x, p, want, width, GP_HOST, GP_HOST, INNER, LINES);
    gp_status ds = take(cuda, dx, (const double *) dp, dy, width, GP_DEVICE, GP_DEVICE, INNER, LINES);
    if (ds == GP_SUCCESS)
      ds = gp_copy(cuda, got, GP_HOST, dy, GP_DEVICE, bytes);
    same += ds == GP_SUCCESS && memcmp(got, want, bytes) == 0;
    memset(got, 0, bytes);
    staged += take(cuda, x, p, got, width, GP_HOST, GP_HOST, INNER, LINES) == GP_SUCCESS
              && memcmp(got, want, bytes) == 0;
  }
  tap_ok(st == GP_SUCCESS && same == 5 && staged == 5,
         "cuda: take_along of widths 1-16 along dim 2 equals the host's: %d of %d on device arrays, %d staged", same,
         widths, staged);
  p[M - 1] = LINE + 1;
  gp_copy(cuda, dp, GP_DEVICE, p, GP_HOST, sizeof p);
  const gp_status bad = take(cuda, dx, (const double *) dp, dy, 8, GP_DEVICE, GP_DEVICE, INNER, LINES);
  p[M - 1] = 0.5;
  const gp_status bad_staged = take(cuda, x, p, got, 16, GP_HOST, GP_HOST, INNER, LINES);
  tap_ok(bad == GP_ERROR_INVALID_ARGUMENT && bad_staged == GP_ERROR_INVALID_ARGUMENT,
         "cuda: a position past the line or between two is GP_ERROR_INVALID_ARGUMENT (%s, %s)",
         gp_status_string(bad), gp_status_string(bad_staged));
  gp_device_free(cuda, dx);
  gp_device_free(cuda, dp);
  gp_device_free(cuda, dy);
}

int main(void)
{
  gp_context *host = NULL, *cuda = NULL;
  srand(7);
  if (gp_context_create_backend(&host, GP_BACKEND_HOST) != GP_SUCCESS)
    return tap_ok(0, "a host context opens"), tap_done();
  written_out(host, "host:");
  const gp_status st = gp_context_create_backend(&cuda, GP_BACKEND_CUDA);
  if (st == GP_SUCCESS) {
    written_out(cuda, "cuda (host arrays):");
    device_against_host(host, cuda);
    gp_context_destroy(cuda);
  } else {
    tap_gpu_cases_unavailable(11, st);
  }
  gp_context_destroy(host);
  return tap_done();
}
