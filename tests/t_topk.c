/* t_topk.c - gp_topk and gp_slice_along through the C API: known cases
 * and statuses on the host; against the host's full sort cut by hand
 * along each axis; on the GPU, host and device arrays against the host
 * bit for bit (values and positions). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gpuprim.h"
#include "tap.h"
#include "test_options.h"
#include "test_data.h"

static gp_array view(void *data, gp_dtype t, gp_location loc, int ndims, const int64_t *dims)
{
  gp_array a;
  gp_array_init(&a, data, t, loc, ndims, dims);
  return a;
}

static void test_known(gp_context *host)
{
  double x[7] = {3, NAN, 1, -0.0, 0, 1, 7}, y[3], i[3];
  const int64_t xd[2] = {1, 7}, yd[2] = {1, 3}, wrong[2] = {1, 4}, none[2] = {1, 0};
  gp_array xa = view(x, GP_DOUBLE, GP_HOST, 2, xd), ya = view(y, GP_DOUBLE, GP_HOST, 2, yd);
  gp_array ia = view(i, GP_DOUBLE, GP_HOST, 2, yd), wa = view(y, GP_DOUBLE, GP_HOST, 2, wrong);
  gp_array ea = view(y, GP_DOUBLE, GP_HOST, 2, none);
  gp_topk_options o;
  gp_topk_options_init(&o);
  o.k = 3;
  int ok = gp_topk(host, &o, &xa, &ya, &ia, 1) == GP_SUCCESS && isnan(y[0]) && y[1] == 7 && y[2] == 3 && i[0] == 2
           && i[1] == 7 && i[2] == 1;
  o.largest = 0;
  ok = ok && gp_topk(host, &o, &xa, &ya, &ia, 1) == GP_SUCCESS && y[0] == 0 && signbit(y[0]) && y[1] == 0
       && !signbit(y[1]) && y[2] == 1 && i[0] == 4 && i[1] == 5 && i[2] == 3;
  o.first = 2;  /* nth_element (x, 3:5): -0 0 [1 1 3] 7 NaN */
  ok = ok && gp_topk(host, &o, &xa, &ya, &ia, 1) == GP_SUCCESS && y[0] == 1 && y[1] == 1 && y[2] == 3 && i[0] == 3
       && i[1] == 6 && i[2] == 1;
  o.first = 7;
  ok = ok && gp_topk(host, &o, &xa, &ya, &ia, 1) == GP_ERROR_INVALID_ARGUMENT;
  o.first = 5;  /* two left: a y of three is the wrong shape */
  ok = ok && gp_topk(host, &o, &xa, &ya, &ia, 1) == GP_ERROR_SHAPE_MISMATCH;
  o.first = -1;
  ok = ok && gp_topk(host, &o, &xa, &ya, &ia, 1) == GP_ERROR_INVALID_ARGUMENT;
  o.first = 0;
  tap_ok(ok, "host: gp_topk of [3 NaN 1 -0 0 1 7], k = 3: largest NaN 7 3, smallest -0 0 1, ties in input order; "
             "from the third 1 1 3; a first past the line refused");

  ok = gp_topk(host, &o, &xa, &wa, NULL, 1) == GP_ERROR_SHAPE_MISMATCH;
  ok = ok && gp_topk(host, &o, &xa, &ya, &wa, 1) == GP_ERROR_SHAPE_MISMATCH;
  gp_array ba = view(i, GP_SINGLE, GP_HOST, 2, yd);
  ok = ok && gp_topk(host, &o, &xa, &ya, &ba, 1) == GP_ERROR_UNSUPPORTED_DTYPE;
  o.k = -1;
  ok = ok && gp_topk(host, &o, &xa, &ya, NULL, 1) == GP_ERROR_INVALID_ARGUMENT;
  o.k = 0;
  ok = ok && gp_topk(host, &o, &xa, &ea, NULL, 1) == GP_SUCCESS;
  o.k = 3;
  o.size = 4;
  ok = ok && gp_topk(host, &o, &xa, &ya, NULL, 1) == GP_ERROR_INVALID_ARGUMENT;
  gp_topk_options_init(&o);
  o.compare = (gp_sort_compare) 7;
  ok = ok && gp_topk(host, &o, &xa, &ya, NULL, 1) == GP_ERROR_INVALID_ARGUMENT;
  gp_topk_options_init(&o);
  o.algorithm = GP_SORT_ALGORITHM_COUNT;
  ok = ok && gp_topk(host, &o, &xa, &ya, NULL, 1) == GP_ERROR_UNKNOWN_ALGORITHM;
  ok = ok && gp_topk(host, NULL, &xa, &ya, NULL, -1) == GP_ERROR_INVALID_DIM;
  double all[7], pos[7];
  gp_array aa = view(all, GP_DOUBLE, GP_HOST, 2, xd), pa = view(pos, GP_DOUBLE, GP_HOST, 2, xd);
  gp_topk_options_init(&o);
  o.k = 100;  /* past the line: the whole sorted line */
  ok = ok && gp_topk(host, &o, &xa, &aa, &pa, 1) == GP_SUCCESS && isnan(all[0]) && all[6] == 0 && pos[6] == 5;
  tap_ok(ok, "host: gp_topk refuses wrong dims, k < 0, a short size field, an unknown compare, algorithm "
             "and axis; k = 0 gives nothing, k past the line the whole sorted line");

  double cut[2 * 7];
  const int64_t cd[2] = {2, 7};
  double two[2 * 7];
  for (int k = 0; k < 14; k++)
    two[k] = k;
  gp_array ta = view(two, GP_DOUBLE, GP_HOST, 2, (const int64_t[2]) {2, 7});
  gp_array sa = view(cut, GP_DOUBLE, GP_HOST, 2, (const int64_t[2]) {1, 7});
  ok = gp_slice_along(host, &ta, 0, 1, &sa) == GP_SUCCESS && cut[0] == 1 && cut[6] == 13;
  sa = view(cut, GP_DOUBLE, GP_HOST, 2, (const int64_t[2]) {2, 3});
  ok = ok && gp_slice_along(host, &ta, 1, 4, &sa) == GP_SUCCESS && cut[0] == 8 && cut[5] == 13;
  ok = ok && gp_slice_along(host, &ta, 1, 5, &sa) == GP_ERROR_INVALID_ARGUMENT;
  ok = ok && gp_slice_along(host, &ta, 0, 0, &ta) == GP_SUCCESS;
  sa = view(cut, GP_DOUBLE, GP_HOST, 2, cd);
  ok = ok && gp_slice_along(host, &ta, 1, 0, &sa) == GP_SUCCESS && same_bits(cut, two, sizeof two);
  sa = view(cut, GP_SINGLE, GP_HOST, 2, cd);
  ok = ok && gp_slice_along(host, &ta, 1, 0, &sa) == GP_ERROR_UNSUPPORTED_DTYPE;
  tap_ok(ok, "host: gp_slice_along of a 2 x 7 matrix: a row, columns 5 to 7, the whole; past the end and "
             "another class refused");
}

/* x: rows x cols int32 of few values (ties), with the limits among them */
static int32_t *tied_int32(int64_t n)
{
  int32_t *x = malloc((size_t) n * sizeof *x);
  for (int64_t e = 0; e < n; e++) {
    const uint64_t r = rng() >> 40;
    x[e] = r % 97 == 0 ? INT32_MAX : r % 89 == 0 ? INT32_MIN : (int32_t) (r % 23) - 11;
  }
  return x;
}

/* gp_topk of x (rows x cols) along axis, k, by the context, against the
 * host's full sort cut here; host arrays. */
static int topk_as_cut_sort(gp_context *ctx, gp_context *host, const int32_t *x, int64_t rows, int64_t cols,
                            int axis, int64_t k, int largest)
{
  const int64_t dims[2] = {rows, cols}, len = axis < 2 ? dims[axis] : 1, kept = k < len ? k : len;
  int64_t ydims[3] = {rows, cols, 1};
  ydims[axis] = kept;
  const size_t n = (size_t) (rows * cols), m = (size_t) (ydims[0] * ydims[1] * ydims[2]);
  int32_t *s = malloc(n * 4), *y = malloc(m * 4 + 4);
  double *p = malloc(n * 8), *i = malloc(m * 8 + 8);
  gp_array xa = view((void *) x, GP_INT32, GP_HOST, 2, dims), sa = view(s, GP_INT32, GP_HOST, 2, dims);
  gp_array pa = view(p, GP_DOUBLE, GP_HOST, 2, dims), ya = view(y, GP_INT32, GP_HOST, 3, ydims);
  gp_array ia = view(i, GP_DOUBLE, GP_HOST, 3, ydims);
  gp_topk_options o;
  gp_topk_options_init(&o);
  o.k = k;
  o.largest = largest;
  int ok = gp_sort(host, SORT_OPTS(GP_SORT_AUTO, largest), &xa, &sa, &pa, axis) == GP_SUCCESS
           && gp_topk(ctx, &o, &xa, &ya, &ia, axis) == GP_SUCCESS;
  for (int64_t r = 0; ok && m && r < ydims[0]; r++)
    for (int64_t c = 0; ok && c < ydims[1]; c++)
      ok = y[c * ydims[0] + r] == s[c * rows + r] && i[c * ydims[0] + r] == p[c * rows + r];
  free(s); free(y); free(p); free(i);
  return ok;
}

static void test_against_sort(gp_context *ctx, gp_context *host, const char *name)
{
  const int64_t shapes[][2] = {{1, 1}, {5, 1}, {1, 4099}, {300, 7}, {4097, 3}, {3, 20011}, {257, 129}};
  const int64_t ks[] = {0, 1, 2, 5, 64, 4096, 50000};
  int ok = 1, cases = 0;
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
    int32_t *x = tied_int32(shapes[s][0] * shapes[s][1]);
    for (int axis = 0; axis < 3; axis++)
      for (size_t k = 0; k < sizeof ks / sizeof ks[0]; k++)
        for (int largest = 0; largest < 2; largest++, cases++)
          if (ok && !topk_as_cut_sort(ctx, host, x, shapes[s][0], shapes[s][1], axis, ks[k], largest))
            ok = 0, tap_ok(0, "%s: topk %lld x %lld axis %d k %lld largest %d", name, (long long) shapes[s][0],
                           (long long) shapes[s][1], axis, (long long) ks[k], largest);
    free(x);
  }
  tap_ok(ok, "%s: gp_topk of %d tied int32 cases (7 shapes, axes 0 to 2, k 0 to 50000, both ends) as the "
             "host's sort cut", name, cases);
}

/* On the GPU, device arrays: gp_topk along the columns of a wide matrix
 * (a 2-D cut) and along its rows, as the host's. */
static void test_device_resident(gp_context *cuda, gp_context *host)
{
  const int64_t rows = 1000, cols = 3001, dims[2] = {rows, cols}, k = 10;
  const size_t n = (size_t) (rows * cols);
  int32_t *x = tied_int32((int64_t) n), *y1 = malloc(n * 4), *y2 = malloc(n * 4);
  double *i1 = malloc(n * 8), *i2 = malloc(n * 8);
  void *dx = NULL, *dy = NULL, *di = NULL;
  int ok = gp_device_alloc(cuda, n * 4, &dx) == GP_SUCCESS && gp_device_alloc(cuda, n * 4, &dy) == GP_SUCCESS
           && gp_device_alloc(cuda, n * 8, &di) == GP_SUCCESS
           && gp_copy(cuda, dx, GP_DEVICE, x, GP_HOST, n * 4) == GP_SUCCESS;
  for (int axis = 0; ok && axis < 2; axis++) {
    const int64_t yd[2] = {axis == 0 ? k : rows, axis == 0 ? cols : k};
    const size_t m = (size_t) (yd[0] * yd[1]);
    gp_topk_options o;
    gp_topk_options_init(&o);
    o.k = k;
    o.largest = axis;
    gp_array hx = view(x, GP_INT32, GP_HOST, 2, dims), hy = view(y1, GP_INT32, GP_HOST, 2, yd);
    gp_array hi = view(i1, GP_DOUBLE, GP_HOST, 2, yd), dxa = view(dx, GP_INT32, GP_DEVICE, 2, dims);
    gp_array dya = view(dy, GP_INT32, GP_DEVICE, 2, yd), dia = view(di, GP_DOUBLE, GP_DEVICE, 2, yd);
    ok = gp_topk(host, &o, &hx, &hy, &hi, axis) == GP_SUCCESS && gp_topk(cuda, &o, &dxa, &dya, &dia, axis) == GP_SUCCESS
         && gp_copy(cuda, y2, GP_HOST, dy, GP_DEVICE, m * 4) == GP_SUCCESS
         && gp_copy(cuda, i2, GP_HOST, di, GP_DEVICE, m * 8) == GP_SUCCESS && same_bits(y1, y2, m * 4)
         && same_bits(i1, i2, m * 8);
    /* the device's sorted lines cut to a host y */
    ok = ok && gp_topk(cuda, &o, &dxa, &hy, &hi, axis) == GP_SUCCESS && same_bits(y1, y2, m * 4)
         && same_bits(i1, i2, m * 8);
  }
  tap_ok(ok, "cuda: gp_topk of a 1000 x 3001 device int32, k = 10 along each axis: as the host, to device "
             "and host outputs");
  gp_device_free(cuda, dx); gp_device_free(cuda, dy); gp_device_free(cuda, di);
  free(x); free(y1); free(y2); free(i1); free(i2);
}

/* n elements of dtype t: ties from a few values, the class's limits, and
 * for floats NaN of both signs, -0, 0 and +-Inf among random numbers. */
static void *special_values(gp_dtype t, int64_t n)
{
  unsigned char *x = malloc((size_t) n * 8 + 8);
  for (int64_t e = 0; e < n; e++) {
    const uint64_t r = rng();
    const int pick = (int) (r % 16);
    const double v = pick < 8 ? (double) ((int64_t) (r >> 20) % 2001 - 1000) / 7 : (double) (pick - 11);
    if (t == GP_DOUBLE || t == GP_SINGLE) {
      double d = pick == 0   ? NAN
                 : pick == 1 ? -NAN
                 : pick == 2 ? -0.0
                 : pick == 3 ? INFINITY
                 : pick == 4 ? -INFINITY
                             : v;
      if (t == GP_DOUBLE)
        memcpy(x + 8 * e, &d, 8);
      else {
        const float f = (float) d;
        memcpy(x + 4 * e, &f, 4);
      }
      continue;
    }
    const size_t es = gp_dtype_size(t);
    const int is_signed = t == GP_INT8 || t == GP_INT16 || t == GP_INT32 || t == GP_INT64;
    uint64_t bits = (uint64_t) (int64_t) v;
    if (pick == 0)  /* the largest */
      bits = is_signed ? (es == 8 ? (uint64_t) INT64_MAX : (1ull << (8 * es - 1)) - 1) : ~0ull;
    else if (pick == 1)  /* the smallest */
      bits = is_signed ? (es == 8 ? (uint64_t) INT64_MIN : ~0ull << (8 * es - 1)) : 0;
    else if (!is_signed && (int64_t) v < 0)
      bits = (uint64_t) -(int64_t) v;
    memcpy(x + es * e, &bits, es);  /* little-endian: the low bytes */
  }
  return x;
}

/* gp_topk by select (ctx) against the host's sort, bit for bit, for every
 * real class, vectors of several lengths, k, first, both ends and both
 * comparisons. */
static void test_select_as_sort(gp_context *ctx, gp_context *host, const char *name)
{
  const gp_dtype types[] = {GP_DOUBLE, GP_SINGLE, GP_INT8, GP_UINT8, GP_INT16, GP_UINT16, GP_INT32, GP_INT64,
                            GP_UINT64};
  const int64_t lens[] = {1, 2, 33, 1000, 70001};
  /* GPUPRIM_LIGHT=1 (sanitizer runs): three lengths, every launch counts there */
  const size_t nlens = tap_env_on("GPUPRIM_LIGHT") ? 3 : sizeof lens / sizeof lens[0];
  int ok = 1, cases = 0;
  for (size_t t = 0; t < sizeof types / sizeof types[0]; t++)
    for (size_t l = 0; l < nlens; l++) {
      const int64_t n = lens[l], ks[] = {1, 3, 17, n / 2 + 1, n - 1, n};
      void *x = special_values(types[t], n);
      unsigned char *y1 = malloc((size_t) n * 8 + 8), *y2 = malloc((size_t) n * 8 + 8);
      double *i1 = malloc((size_t) n * 8 + 8), *i2 = malloc((size_t) n * 8 + 8);
      const int64_t xd[2] = {1, n};
      for (size_t k = 0; ok && k < sizeof ks / sizeof ks[0]; k++)
        for (int64_t first = 0; ok && first <= 5 && first < n; first += 5)
          for (int way = 0; ok && way < 4; way++, cases++) {
            if (ks[k] < 1)
              continue;
            gp_topk_options o;
            gp_topk_options_init(&o);
            o.k = ks[k];
            o.first = first;
            o.largest = way & 1;
            o.compare = way & 2 ? GP_SORT_BY_ABS : GP_SORT_BY_VALUE;
            const int64_t kept = o.k < n - first ? o.k : n - first, yd[2] = {1, kept};
            gp_array xa = view(x, types[t], GP_HOST, 2, xd);
            gp_array ya = view(y1, types[t], GP_HOST, 2, yd), ia = view(i1, GP_DOUBLE, GP_HOST, 2, yd);
            gp_array yb = view(y2, types[t], GP_HOST, 2, yd), ib = view(i2, GP_DOUBLE, GP_HOST, 2, yd);
            o.method = GP_TOPK_SORT;
            ok = gp_topk(host, &o, &xa, &ya, &ia, 1) == GP_SUCCESS;
            o.method = GP_TOPK_SELECT;
            ok = ok && gp_topk(ctx, &o, &xa, &yb, &ib, 1) == GP_SUCCESS
                 && same_bits(y1, y2, (size_t) kept * gp_dtype_size(types[t])) && same_bits(i1, i2, (size_t) kept * 8);
            if (!ok)
              tap_ok(0, "%s: select of %s, n %lld, k %lld, first %lld, largest %d, abs %d", name,
                     gp_dtype_name(types[t]), (long long) n, (long long) ks[k], (long long) first, way & 1,
                     way >> 1);
          }
      free(x); free(y1); free(y2); free(i1); free(i2);
    }
  tap_ok(ok, "%s: gp_topk by select of %d vectors (9 classes, NaN of both signs, -0, +-Inf, ties, limits; n 1 to "
             "70001; k, first, both ends, by value and abs) as the host's sort, values and positions", name, cases);
}

/* gp_topk by select (ctx) of 3-column matrices along each axis against
 * the host's sort, bit for bit: along the columns one select a line, along
 * the rows (lines not whole in memory) the sort. */
static void test_select_matrices(gp_context *ctx, gp_context *host, const char *name)
{
  const gp_dtype types[] = {GP_DOUBLE, GP_SINGLE, GP_INT8, GP_UINT16, GP_INT32, GP_UINT64};
  const int64_t lens[] = {1, 33, 1000}, cols = 3;
  int ok = 1, cases = 0;
  char why[160] = "";
  for (size_t t = 0; ok && t < sizeof types / sizeof types[0]; t++)
    for (size_t l = 0; ok && l < sizeof lens / sizeof lens[0]; l++) {
      const int64_t n = lens[l], xd[2] = {n, cols}, ks[] = {1, 17, n / 2 + 1};
      void *x = special_values(types[t], n * cols);
      unsigned char *y1 = malloc((size_t) (n * cols) * 8), *y2 = malloc((size_t) (n * cols) * 8);
      double *i1 = malloc((size_t) (n * cols) * 8), *i2 = malloc((size_t) (n * cols) * 8);
      for (size_t k = 0; ok && k < sizeof ks / sizeof ks[0]; k++)
        for (int axis = 0; ok && axis < 2; axis++)
          for (int way = 0; ok && way < 4; way++, cases++) {
            const int64_t len = xd[axis], kept = ks[k] < len ? ks[k] : len;
            const int64_t yd[2] = {axis == 0 ? kept : n, axis == 0 ? cols : kept};
            const size_t m = (size_t) (yd[0] * yd[1]);
            gp_topk_options o;
            gp_topk_options_init(&o);
            o.k = ks[k];
            o.largest = way & 1;
            o.compare = way & 2 ? GP_SORT_BY_ABS : GP_SORT_BY_VALUE;
            gp_array xa = view(x, types[t], GP_HOST, 2, xd);
            gp_array ya = view(y1, types[t], GP_HOST, 2, yd), ia = view(i1, GP_DOUBLE, GP_HOST, 2, yd);
            gp_array yb = view(y2, types[t], GP_HOST, 2, yd), ib = view(i2, GP_DOUBLE, GP_HOST, 2, yd);
            o.method = GP_TOPK_SORT;
            ok = gp_topk(host, &o, &xa, &ya, &ia, axis) == GP_SUCCESS;
            o.method = GP_TOPK_SELECT;
            ok = ok && gp_topk(ctx, &o, &xa, &yb, &ib, axis) == GP_SUCCESS
                 && same_bits(y1, y2, m * gp_dtype_size(types[t])) && same_bits(i1, i2, m * 8);
            if (!ok)
              snprintf(why, sizeof why, " (first wrong: %s %lld x 3, k %lld, axis %d, largest %d, abs %d)",
                       gp_dtype_name(types[t]), (long long) n, (long long) ks[k], axis, way & 1, way >> 1);
          }
      free(x); free(y1); free(y2); free(i1); free(i2);
    }
  tap_ok(ok, "%s: gp_topk by select of %d matrices (n x 3, each axis, 6 classes, NaN, -0, ties; k, both ends, "
             "by value and abs) as the host's sort, values and positions%s", name, cases, why);
}

/* On the GPU, a device line of 2^24 + 3 doubles, where "auto" picks the
 * select (gp_topk.c): maxk 100 and mink 4000 by abs as the host's sort. */
static void test_auto_long_line(gp_context *cuda, gp_context *host)
{
  if (tap_env_on("GPUPRIM_LIGHT")) {
    tap_skip("GPUPRIM_LIGHT=1 (sanitizer runs)", "cuda: auto on a device line of 2^24 + 3 doubles");
    return;
  }
  const int64_t n = ((int64_t) 1 << 24) + 3, xd[2] = {n, 1}, ks[2] = {100, 4000};
  double *x = special_values(GP_DOUBLE, n), *y1 = malloc(4000 * 8), *y2 = malloc(4000 * 8);
  double *i1 = malloc(4000 * 8), *i2 = malloc(4000 * 8);
  void *dx = NULL;
  int ok = gp_device_alloc(cuda, (size_t) n * 8, &dx) == GP_SUCCESS
           && gp_copy(cuda, dx, GP_DEVICE, x, GP_HOST, (size_t) n * 8) == GP_SUCCESS;
  for (int way = 0; ok && way < 2; way++) {
    gp_topk_options o;
    gp_topk_options_init(&o);
    o.k = ks[way];
    o.largest = way == 0;
    o.compare = way == 0 ? GP_SORT_BY_VALUE : GP_SORT_BY_ABS;
    const int64_t yd[2] = {o.k, 1};
    gp_array hx = view(x, GP_DOUBLE, GP_HOST, 2, xd), dxa = view(dx, GP_DOUBLE, GP_DEVICE, 2, xd);
    gp_array hy = view(y1, GP_DOUBLE, GP_HOST, 2, yd), hi = view(i1, GP_DOUBLE, GP_HOST, 2, yd);
    gp_array cy = view(y2, GP_DOUBLE, GP_HOST, 2, yd), ci = view(i2, GP_DOUBLE, GP_HOST, 2, yd);
    o.method = GP_TOPK_SORT;
    ok = gp_topk(host, &o, &hx, &hy, &hi, 0) == GP_SUCCESS;
    o.method = GP_TOPK_AUTO;
    ok = ok && gp_topk(cuda, &o, &dxa, &cy, &ci, 0) == GP_SUCCESS && same_bits(y1, y2, (size_t) o.k * 8)
         && same_bits(i1, i2, (size_t) o.k * 8);
  }
  tap_ok(ok, "cuda: auto on a device line of 2^24 + 3 doubles (NaN, -0, ties): maxk 100 and mink 4000 by abs as "
             "the host's sort, values and positions");
  gp_device_free(cuda, dx);
  free(x); free(y1); free(y2); free(i1); free(i2);
}

int main(void)
{
  gp_context *host = NULL, *cuda = NULL;
  gp_context_create_backend(&host, GP_BACKEND_HOST);
  gp_status cst = gp_context_create_backend(&cuda, GP_BACKEND_CUDA);
  test_known(host);
  test_against_sort(host, host, "host");
  test_select_as_sort(host, host, "host");
  test_select_matrices(host, host, "host");
  if (cst == GP_SUCCESS) {
    test_against_sort(cuda, host, "cuda");
    test_device_resident(cuda, host);
    test_select_as_sort(cuda, host, "cuda");
    test_select_matrices(cuda, host, "cuda");
    test_auto_long_line(cuda, host);
  } else {
    tap_gpu_cases_unavailable(5, cst);
  }
  gp_context_destroy(cuda);
  gp_context_destroy(host);
  return tap_done();
}
