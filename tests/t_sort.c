/* t_sort.c - gp_sort through the C API: known orders; the host backend's
 * radix sort against a comparison sort written here from Octave's rules;
 * the CUDA backend against the host bit for bit (values and positions),
 * every class, algorithm, direction, layout and the sizes around tiles;
 * several one-sweep portions; device-resident arrays; a line past 2^31
 * elements. */
#define _POSIX_C_SOURCE 200809L  /* setenv */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "gp_measure.h"
#include "gpuprim.h"
#include "tap.h"
#include "test_options.h"
#include "test_data.h"

static const gp_dtype classes[] = {GP_DOUBLE, GP_SINGLE, GP_INT8, GP_UINT8, GP_INT16, GP_UINT16,
                                   GP_INT32, GP_UINT32, GP_INT64, GP_UINT64, GP_LOGICAL};
#define N_CLASSES (sizeof classes / sizeof classes[0])

static gp_array view(void *data, gp_dtype t, gp_location loc, int ndims, const int64_t *dims)
{
  gp_array a;
  gp_array_init(&a, data, t, loc, ndims, dims);
  return a;
}

/* gp_sort of these choices */
static gp_status sort_by(gp_context *ctx, gp_sort_algorithm algorithm, const gp_array *x, gp_array *y, gp_array *idx,
                         int axis, int descending, gp_sort_missing missing, gp_sort_compare compare)
{
  gp_sort_options o;
  gp_sort_options_init(&o);
  o.algorithm = algorithm;
  o.descending = descending;
  o.missing = missing;
  o.compare = compare;
  return gp_sort(ctx, &o, x, y, idx, axis);
}

/* ----- the reference: Octave's order by comparison ----- */

/* a < b in Octave's ascending order: NaN after everything, -0 == 0. */
static int less(const void *p, gp_dtype t, int64_t i, int64_t j)
{
  if (t == GP_INT64)
    return ((const int64_t *) p)[i] < ((const int64_t *) p)[j];
  if (t == GP_UINT64)
    return ((const uint64_t *) p)[i] < ((const uint64_t *) p)[j];
  const double a = get_double(p, t, i), b = get_double(p, t, j);
  if (isnan(a) || isnan(b))
    return !isnan(a) && isnan(b);
  return a < b;
}

/* Whether positions pos[0..n) (0-based, into p at base + k * step) are in
 * Octave's stable order: every neighbour pair in order, equal neighbours in
 * increasing position.  Descending reverses the comparison, NaN first. */
static int in_order(const void *p, gp_dtype t, int64_t base, int64_t step, const double *pos, int64_t n,
                    int descending)
{
  for (int64_t k = 1; k < n; k++) {
    const int64_t a = base + ((int64_t) pos[k - 1] - 1) * step, b = base + ((int64_t) pos[k] - 1) * step;
    int before, after;
    if (!descending) {
      before = less(p, t, a, b);
      after = less(p, t, b, a);
    } else {
      const double da = get_double(p, t, a), db = get_double(p, t, b);
      if (t != GP_INT64 && t != GP_UINT64 && (isnan(da) || isnan(db))) {
        before = isnan(da) && !isnan(db);
        after = isnan(db) && !isnan(da);
      } else {
        before = less(p, t, b, a);
        after = less(p, t, a, b);
      }
    }
    if (after || (!before && pos[k] < pos[k - 1]))
      return 0;
  }
  return 1;
}

/* By abs, then arg ("ComparisonMethod" "abs"): -1 if element a ranks
 * before b, 1 if after, 0 if tied (NaN ties NaN, and is placed apart). */
static int abs_rank(const void *p, gp_dtype t, int64_t a, int64_t b)
{
  long double ma, mb;
  int na, nb;  /* arg pi: negative, or -0 */
  if (t == GP_INT64 || t == GP_UINT64) {
    const long double va = t == GP_INT64 ? (long double) ((const int64_t *) p)[a] : (long double) ((const uint64_t *) p)[a];
    const long double vb = t == GP_INT64 ? (long double) ((const int64_t *) p)[b] : (long double) ((const uint64_t *) p)[b];
    ma = va < 0 ? -va : va, mb = vb < 0 ? -vb : vb, na = va < 0, nb = vb < 0;
  } else {
    const double va = get_double(p, t, a), vb = get_double(p, t, b);
    ma = fabs(va), mb = fabs(vb), na = signbit(va) != 0, nb = signbit(vb) != 0;
  }
  if (ma != mb)
    return ma < mb ? -1 : 1;
  return na == nb ? 0 : na ? 1 : -1;
}

/* Whether positions pos[0..n) are in the stable abs order of the line at
 * base (step 1), reversed when descending, NaN first or last
 * (nan_first), ties and NaN in increasing position. */
static int in_abs_order(const void *p, gp_dtype t, const double *pos, int64_t n, int descending, int nan_first)
{
  for (int64_t k = 1; k < n; k++) {
    const int64_t a = (int64_t) pos[k - 1] - 1, b = (int64_t) pos[k] - 1;
    const int fa = (t == GP_DOUBLE || t == GP_SINGLE) && isnan(get_double(p, t, a));
    const int fb = (t == GP_DOUBLE || t == GP_SINGLE) && isnan(get_double(p, t, b));
    int r = fa || fb ? (fa == fb ? 0 : (fa == nan_first) ? -1 : 1) : abs_rank(p, t, a, b) * (descending ? -1 : 1);
    if (r > 0 || (r == 0 && b < a))
      return 0;
  }
  return 1;
}

/* ----- data ----- */

/* n elements of class t: 0 random bits (floats: NaN payloads of both signs
 * among them), 1 heavy ties with NaN of both signs, -0, +-Inf and the
 * integer limits, 2 all equal (floats: a mix of -0 and 0), 3 ascending
 * runs, 4 small integers (only the low digits differ). */
static void fill(void *p, gp_dtype t, int64_t n, int kind)
{
  const size_t es = gp_dtype_size(t);
  for (int64_t i = 0; i < n; i++) {
    uint64_t r = rng(), bits = r;
    if (kind == 1) {
      if (t == GP_DOUBLE) {
        static const double v[] = {-2, -1, -0.0, 0, 1, 2, NAN, -NAN, INFINITY, -INFINITY, 1e300, -1e-300};
        memcpy(&bits, &v[r % 12], 8);
      } else if (t == GP_SINGLE) {
        static const float v[] = {-2, -1, -0.0f, 0, 1, 2, NAN, -NAN, INFINITY, -INFINITY, 3e38f, -1e-38f};
        memcpy(&bits, &v[r % 12], 4);
      } else {
        static const uint64_t v[] = {0, 1, ~0ull, 2};
        const int sign_bit = (int) es * 8 - 1;
        bits = r % 5 == 4 ? (1ull << sign_bit) : r % 5 == 3 ? (1ull << sign_bit) - 1 : v[r % 3];
      }
    } else if (kind == 2) {
      bits = t == GP_DOUBLE ? (r & 1 ? 0x8000000000000000ull : 0) : t == GP_SINGLE ? (r & 1 ? 0x80000000u : 0) : 7;
    } else if (kind == 3) {
      const double v = (double) (i % 1000);
      if (t == GP_DOUBLE)
        memcpy(&bits, &v, 8);
      else if (t == GP_SINGLE) {
        const float f = (float) v;
        memcpy(&bits, &f, 4);
      } else {
        bits = (uint64_t) (i % 100);
      }
    } else if (kind == 4) {
      if (t == GP_DOUBLE) {
        const double v = (double) (r % 1000);
        memcpy(&bits, &v, 8);
      } else if (t == GP_SINGLE) {
        const float f = (float) (r % 1000);
        memcpy(&bits, &f, 4);
      } else {
        bits = r % 200;
      }
    }
    if (t == GP_LOGICAL)
      bits &= 1;
    memcpy((char *) p + (size_t) i * es, &bits, es);
  }
}

/* ----- tests ----- */

static void test_known_values(gp_context *ctx, const char *name)
{
  const double nan_neg = -NAN;
  double x[9] = {3, NAN, 1, nan_neg, 1, -0.0, 0, NAN, -INFINITY}, y[9], i[9];
  static const double up[9] = {9, 6, 7, 3, 5, 1, 2, 4, 8}, down[9] = {2, 4, 8, 1, 3, 5, 6, 7, 9};
  const int64_t d9[1] = {9}, d4[1] = {4}, d5[1] = {5};
  for (int a = 0; a < GP_SORT_ALGORITHM_COUNT; a++) {
    gp_array xa = view(x, GP_DOUBLE, GP_HOST, 1, d9), ya = view(y, GP_DOUBLE, GP_HOST, 1, d9);
    gp_array ia = view(i, GP_DOUBLE, GP_HOST, 1, d9);
    int ok = gp_sort(ctx, SORT_OPTS((gp_sort_algorithm) a, 0), &xa, &ya, &ia, 0) == GP_SUCCESS
             && same_bits(i, up, sizeof up);
    for (int k = 0; ok && k < 9; k++)
      ok = same_bits(&y[k], &x[(int) up[k] - 1], 8);
    ok = ok && gp_sort(ctx, SORT_OPTS((gp_sort_algorithm) a, 1), &xa, &ya, &ia, 0) == GP_SUCCESS
         && same_bits(i, down, sizeof down);
    for (int k = 0; ok && k < 9; k++)
      ok = same_bits(&y[k], &x[(int) down[k] - 1], 8);
    tap_ok(ok, "%s %s: [3 NaN 1 -NaN 1 -0 0 NaN -Inf] both ways: NaNs in input order, -0 before 0, bits kept", name,
           gp_sort_algorithm_name((gp_sort_algorithm) a));

    int8_t s8[4] = {5, -128, 127, 5}, y8[4];
    int64_t s64[5] = {INT64_MAX, INT64_MIN, INT64_MAX - 1, 0, -1}, y64[5];
    uint64_t u64[4] = {UINT64_MAX, 0, 1ull << 63, (1ull << 63) - 1}, yu[4];
    double i4[4], i5[5];
    gp_array a8 = view(s8, GP_INT8, GP_HOST, 1, d4), b8 = view(y8, GP_INT8, GP_HOST, 1, d4);
    gp_array ai4 = view(i4, GP_DOUBLE, GP_HOST, 1, d4), ai5 = view(i5, GP_DOUBLE, GP_HOST, 1, d5);
    gp_array a64 = view(s64, GP_INT64, GP_HOST, 1, d5), b64 = view(y64, GP_INT64, GP_HOST, 1, d5);
    gp_array au = view(u64, GP_UINT64, GP_HOST, 1, d4), bu = view(yu, GP_UINT64, GP_HOST, 1, d4);
    ok = gp_sort(ctx, SORT_OPTS((gp_sort_algorithm) a, 1), &a8, &b8, &ai4, 0) == GP_SUCCESS && i4[0] == 3 && i4[1] == 1
         && i4[2] == 4 && i4[3] == 2 && y8[0] == 127 && y8[3] == -128;
    ok = ok && gp_sort(ctx, SORT_OPTS((gp_sort_algorithm) a, 0), &a64, &b64, &ai5, 0) == GP_SUCCESS && i5[0] == 2
         && i5[1] == 5 && i5[2] == 4 && i5[3] == 3 && i5[4] == 1 && y64[0] == INT64_MIN && y64[4] == INT64_MAX;
    ok = ok && gp_sort(ctx, SORT_OPTS((gp_sort_algorithm) a, 0), &au, &bu, NULL, 0) == GP_SUCCESS && yu[0] == 0
         && yu[1] == (1ull << 63) - 1 && yu[2] == 1ull << 63 && yu[3] == UINT64_MAX;
    tap_ok(ok, "%s %s: int8 descending with ties in order; int64 and uint64 extremes on all 64 bits", name,
           gp_sort_algorithm_name((gp_sort_algorithm) a));
  }
}

static void test_errors(gp_context *ctx)
{
  double x[4] = {4, 3, 2, 1}, y[4], i[4];
  float f[4];
  const int64_t d4[1] = {4}, d3[1] = {3}, d22[2] = {2, 2};
  gp_array xa = view(x, GP_DOUBLE, GP_HOST, 1, d4), ya = view(y, GP_DOUBLE, GP_HOST, 1, d4);
  gp_array fa = view(f, GP_SINGLE, GP_HOST, 1, d4), short_y = view(y, GP_DOUBLE, GP_HOST, 1, d3);
  gp_array square = view(y, GP_DOUBLE, GP_HOST, 2, d22), ia = view(i, GP_DOUBLE, GP_HOST, 1, d4);
  gp_array ia_single = view(f, GP_SINGLE, GP_HOST, 1, d4);
  gp_sort_algorithm alg;
  int ok = gp_sort(ctx, SORT_OPTS(GP_SORT_AUTO, 0), &xa, &fa, NULL, 0) == GP_ERROR_UNSUPPORTED_DTYPE
           && gp_sort(ctx, SORT_OPTS(GP_SORT_AUTO, 0), &xa, &ya, &ia_single, 0) == GP_ERROR_UNSUPPORTED_DTYPE
           && gp_sort(ctx, SORT_OPTS(GP_SORT_AUTO, 0), &xa, &short_y, NULL, 0) == GP_ERROR_SHAPE_MISMATCH
           && gp_sort(ctx, SORT_OPTS(GP_SORT_AUTO, 0), &xa, &square, NULL, 0) == GP_ERROR_SHAPE_MISMATCH
           && gp_sort(ctx, SORT_OPTS(GP_SORT_AUTO, 0), &xa, &ya, &ia, -1) == GP_ERROR_INVALID_DIM
           && gp_sort(ctx, SORT_OPTS((gp_sort_algorithm) 7, 0), &xa, &ya, NULL, 0) == GP_ERROR_UNKNOWN_ALGORITHM
           && gp_sort(ctx, SORT_OPTS(GP_SORT_AUTO, 0), NULL, &ya, NULL, 0) == GP_ERROR_NULL_POINTER
           && gp_sort_algorithm_from_name("split", &alg) == GP_SUCCESS && alg == GP_SORT_SPLIT
           && gp_sort_algorithm_from_name("bogo", &alg) == GP_ERROR_UNKNOWN_ALGORITHM
           && strcmp(gp_sort_algorithm_name(GP_SORT_ONESWEEP), "onesweep") == 0;
  tap_ok(ok, "host: bad sort calls get their statuses; algorithm names");
  ya = view(y, GP_DOUBLE, GP_DEVICE, 1, d4);
  tap_ok(gp_sort(ctx, SORT_OPTS(GP_SORT_AUTO, 0), &xa, &ya, NULL, 0) == GP_ERROR_WRONG_LOCATION,
         "host: a device output on the host backend is GP_ERROR_WRONG_LOCATION");
}

/* Layouts: dims and the axis sorted along, reaching every kernel. */
static const struct {
  int ndims;
  int64_t dims[3];
  int axis;
} layouts[] = {
  {1, {1000003}, 0},       /* one long line: one-sweep passes */
  {1, {4097}, 0},          /* one line, a tile and one */
  {2, {4097, 3}, 0},       /* a few lines: one block each */
  {2, {3, 4097}, 1},       /* strided lines: transposed */
  {2, {70001, 2}, 0},      /* two lines past GP_SORT_LINE_MAX: one-sweep line by line (or at once: GP_SORT_BATCH_MIN_LEN) */
  {2, {16, 1000}, 0},      /* short lines: one thread each */
  {2, {200, 5}, 0},        /* lines the host merge-sorts */
  {3, {5, 7, 9}, 1},       /* short strided lines */
  {3, {33, 40, 3}, 0},
  {3, {33, 40, 3}, 1},
  {3, {33, 40, 3}, 2},
  {2, {1, 1}, 0},          /* a scalar */
  {2, {6, 5}, 4},          /* an axis past the dims: lines of 1 */
  {2, {20000, 2}, 0},      /* two lines past GP_SORT_LONG_LINE: the line kernel's wider tile */
  {2, {29, 300}, 0},       /* short lines in the small kernel's largest network (32) */
  {3, {4, 20, 50}, 1},     /* and strided */
  {2, {65537, 3}, 0},      /* three such lines, each with a last tile of one key */
  {2, {3, 50}, 0},         /* contiguous short lines in networks of 4 and 8 */
  {2, {7, 40}, 0},
};
#define N_LAYOUTS (sizeof layouts / sizeof layouts[0])

/* The host backend against the comparison rules, by value (Octave's
 * stable order, both directions) or by abs (in_abs_order, both directions
 * and three NaN placements): every class and kind of data, positions in
 * order, values the elements at them, bit for bit.  why gets the failure. */
static int host_order_ok(gp_context *host, int by_abs, char *why, size_t why_size)
{
  int ok = 1;
  for (size_t c = 0; c < N_CLASSES && ok; c++) {
    const gp_dtype t = classes[c];
    const size_t es = gp_dtype_size(t);
    const int64_t n = 5000;
    const int64_t dims[1] = {n};
    char *x = malloc(n * es), *y = malloc(n * es);
    double *i = malloc(n * sizeof(double));
    for (int kind = 0; kind < 5 && ok; kind++) {
      for (int v = 0; v < (by_abs ? 6 : 2) && ok; v++) {
        const int descending = v & 1;
        const gp_sort_missing missing = (gp_sort_missing) (v >> 1);
        const int nan_first = missing == GP_SORT_MISSING_FIRST || (missing == GP_SORT_MISSING_AUTO && descending);
        fill(x, t, n, kind);
        gp_array xa = view(x, t, GP_HOST, 1, dims), ya = view(y, t, GP_HOST, 1, dims);
        gp_array ia = view(i, GP_DOUBLE, GP_HOST, 1, dims);
        ok = sort_by(host, GP_SORT_AUTO, &xa, &ya, &ia, 0, descending, missing,
                     by_abs ? GP_SORT_BY_ABS : GP_SORT_BY_VALUE) == GP_SUCCESS
             && (by_abs ? in_abs_order(x, t, i, n, descending, nan_first) : in_order(x, t, 0, 1, i, n, descending));
        for (int64_t k = 0; ok && k < n; k++)
          ok = i[k] >= 1 && i[k] <= n && same_bits(y + k * es, x + ((int64_t) i[k] - 1) * es, es);
        if (!ok)
          snprintf(why, why_size, ": %s data %d %s, missing %d", gp_dtype_name(t), kind,
                   descending ? "descending" : "ascending", (int) missing);
      }
    }
    free(x); free(y); free(i);
  }
  return ok;
}

static void test_host_reference(gp_context *host)
{
  char why[160] = "";
  int ok = host_order_ok(host, 0, why, sizeof why);
  tap_ok(ok, "host: every class, 5 kinds of data, both ways: Octave's stable order, values bit for bit%s", why);
  ok = host_order_ok(host, 1, why, sizeof why);
  const int64_t two[1] = {2};
  int8_t z[2] = {1, 2}, w[2];
  gp_array za = view(z, GP_INT8, GP_HOST, 1, two), wa = view(w, GP_INT8, GP_HOST, 1, two);
  ok = ok && sort_by(host, GP_SORT_AUTO, &za, &wa, NULL, 0, 0, GP_SORT_MISSING_AUTO, (gp_sort_compare) 2)
               == GP_ERROR_INVALID_ARGUMENT;
  tap_ok(ok, "host: by abs, then arg: every class, 5 kinds of data, both ways, NaN placed 3 ways; a bad compare "
             "is GP_ERROR_INVALID_ARGUMENT%s", why);
}

/* One class for each key width (and both kinds of float), enough to reach
 * every instantiation of the sort kernels. */
static int one_per_width(gp_dtype t)
{
  return t == GP_DOUBLE || t == GP_SINGLE || t == GP_INT16 || t == GP_UINT8;
}

/* The layouts the comparisons with the host cover: all, or those from A to
 * B where GPUPRIM_SORT_LAYOUTS is "A-B" (to split a sanitizer run further
 * than GPUPRIM_TEST_PARTS does). */
static void layout_range(size_t *first, size_t *last, char *label, size_t label_size)
{
  const char *range = getenv("GPUPRIM_SORT_LAYOUTS");
  unsigned long a = 0, b = N_LAYOUTS - 1;
  *label = '\0';
  if (range && sscanf(range, "%lu-%lu", &a, &b) == 2 && a <= b && b < N_LAYOUTS)
    snprintf(label, label_size, " (layouts %lu to %lu only)", a, b);
  else
    a = 0, b = N_LAYOUTS - 1;
  *first = a;
  *last = b;
}

/* Layout l's element count, or -1 where algorithm a skips it: the split
 * sort's 64 passes, and sanitizer runs (light), on the smaller layouts
 * only; one-sweep, line by line with a readback per line, on few lines. */
static int64_t layout_numel_kept(gp_sort_algorithm a, size_t l, int light)
{
  int64_t n = 1;
  for (int d = 0; d < layouts[l].ndims; d++)
    n *= layouts[l].dims[d];
  if ((light || a == GP_SORT_SPLIT) && n > 200000)
    return -1;
  if (a == GP_SORT_ONESWEEP
      && n / (layouts[l].axis < layouts[l].ndims ? layouts[l].dims[layouts[l].axis] : 1) > (light ? 8 : 2000))
    return -1;
  return n;
}

/* The same by abs (the _ABS key kinds): signed and float classes, random
 * data and ties with NaN, -0 and the limits, both directions with the
 * index, NaN where "auto" and "first" place it. */
static void abs_against_host(gp_context *cuda, gp_context *host, gp_sort_algorithm a, size_t first_layout,
                             size_t last_layout, int light, const char *only)
{
  static const gp_dtype signed_classes[] = {GP_DOUBLE, GP_SINGLE, GP_INT8, GP_INT16, GP_INT32, GP_INT64};
  int ok = 1;
  char why[200] = "";
  for (size_t l = first_layout; l <= last_layout && ok; l++) {
    const int64_t n = layout_numel_kept(a, l, light);
    if (n < 0)
      continue;
    for (size_t c = 0; c < sizeof signed_classes / sizeof signed_classes[0] && ok; c++) {
      const gp_dtype t = signed_classes[c];
      const size_t es = gp_dtype_size(t);
      char *x = malloc(n * es), *y1 = malloc(n * es), *y2 = malloc(n * es);
      double *i1 = malloc(n * sizeof(double)), *i2 = malloc(n * sizeof(double));
      for (int kind = 0; kind < 2 && ok; kind++) {
        for (int v = 0; v < 4 && ok; v += light ? 3 : 1) {
          const int descending = v & 1;
          const gp_sort_missing missing = v & 2 ? GP_SORT_MISSING_FIRST : GP_SORT_MISSING_AUTO;
          fill(x, t, n, kind);
          gp_array xa = view(x, t, GP_HOST, layouts[l].ndims, layouts[l].dims);
          gp_array ya1 = view(y1, t, GP_HOST, layouts[l].ndims, layouts[l].dims);
          gp_array ya2 = view(y2, t, GP_HOST, layouts[l].ndims, layouts[l].dims);
          gp_array ia1 = view(i1, GP_DOUBLE, GP_HOST, layouts[l].ndims, layouts[l].dims);
          gp_array ia2 = view(i2, GP_DOUBLE, GP_HOST, layouts[l].ndims, layouts[l].dims);
          ok = sort_by(host, GP_SORT_AUTO, &xa, &ya1, &ia1, layouts[l].axis, descending, missing,
                       GP_SORT_BY_ABS) == GP_SUCCESS
               && sort_by(cuda, a, &xa, &ya2, &ia2, layouts[l].axis, descending, missing, GP_SORT_BY_ABS)
                    == GP_SUCCESS
               && same_bits(y1, y2, n * es) && same_bits(i1, i2, n * sizeof(double));
          if (!ok)
            snprintf(why, sizeof why, ": %s layout %zu data %d %s, missing %d", gp_dtype_name(t), l, kind,
                     descending ? "descending" : "ascending", (int) missing);
        }
      }
      free(x); free(y1); free(y2); free(i1); free(i2);
    }
  }
  tap_ok(ok, "cuda %s: by abs, every signed and float class, layout, both directions, NaN placed, matches the "
             "host bit for bit%s%s", gp_sort_algorithm_name(a), only, why);
}

/* The CUDA backend against the host: values and positions bit for bit. */
static void test_against_host(gp_context *cuda, gp_context *host, int light)
{
  size_t first_layout, last_layout;
  char only[64];
  layout_range(&first_layout, &last_layout, only, sizeof only);
  for (int a = 0; a < GP_SORT_ALGORITHM_COUNT; a++) {
    char part[64];
    snprintf(part, sizeof part, "against-%s", gp_sort_algorithm_name((gp_sort_algorithm) a));
    if (!tap_part_wanted(part))
      continue;
    int ok = 1;
    char why[200] = "";
    for (size_t l = first_layout; l <= last_layout && ok; l++) {
      const int64_t n = layout_numel_kept((gp_sort_algorithm) a, l, light);
      if (n < 0)
        continue;
      for (size_t c = 0; c < N_CLASSES && ok; c++) {
        const gp_dtype t = classes[c];
        if (light && a != GP_SORT_AUTO && !one_per_width(t))
          continue;  /* sanitizer runs: every kernel's instantiations, at a launch cost the run can afford */
        const size_t es = gp_dtype_size(t);
        char *x = malloc(n * es), *y1 = malloc(n * es), *y2 = malloc(n * es);
        double *i1 = malloc(n * sizeof(double)), *i2 = malloc(n * sizeof(double));
        for (int kind = 0; kind < (light ? 2 : 5) && ok; kind++) {
          for (int variant = 0; variant < 4 && ok; variant += light ? 3 : 1) {
            const int descending = variant & 1, want_index = variant < 2;
            fill(x, t, n, kind);
            gp_array xa = view(x, t, GP_HOST, layouts[l].ndims, layouts[l].dims);
            gp_array ya1 = view(y1, t, GP_HOST, layouts[l].ndims, layouts[l].dims);
            gp_array ya2 = view(y2, t, GP_HOST, layouts[l].ndims, layouts[l].dims);
            gp_array ia1 = view(i1, GP_DOUBLE, GP_HOST, layouts[l].ndims, layouts[l].dims);
            gp_array ia2 = view(i2, GP_DOUBLE, GP_HOST, layouts[l].ndims, layouts[l].dims);
            ok = gp_sort(host, SORT_OPTS(GP_SORT_AUTO, descending), &xa, &ya1, &ia1, layouts[l].axis) == GP_SUCCESS
                 && gp_sort(cuda, SORT_OPTS((gp_sort_algorithm) a, descending), &xa, &ya2, want_index ? &ia2 : NULL,
                            layouts[l].axis)
                        == GP_SUCCESS
                 && same_bits(y1, y2, n * es) && (!want_index || same_bits(i1, i2, n * sizeof(double)));
            if (!ok)
              snprintf(why, sizeof why, ": %s dims %lldx%lldx%lld axis %d data %d %s%s", gp_dtype_name(t),
                       (long long) layouts[l].dims[0], (long long) (layouts[l].ndims > 1 ? layouts[l].dims[1] : 1),
                       (long long) (layouts[l].ndims > 2 ? layouts[l].dims[2] : 1), layouts[l].axis, kind,
                       descending ? "descending" : "ascending", want_index ? " with index" : "");
          }
        }
        free(x); free(y1); free(y2); free(i1); free(i2);
      }
    }
    tap_ok(ok, "cuda %s: every %s, layout, kind of data and direction, with and without the index, "
               "matches the host bit for bit%s%s", gp_sort_algorithm_name((gp_sort_algorithm) a),
           light && a != GP_SORT_AUTO ? "key width (double, single, int16, uint8)" : "class", only, why);
    abs_against_host(cuda, host, (gp_sort_algorithm) a, first_layout, last_layout, light, only);
  }
}

/* One line in several one-sweep portions (a context whose portion is
 * 61440 or 5000 elements): per-portion digit bases.  Also two lines of
 * 20000 there: all at once in the first (GP_SORT_BATCH_MIN_LEN), in the
 * line kernel's wider tile in the second, whose portion they exceed (the
 * default context sorts them all at once). */
static void test_portions(gp_context *host)
{
  /* 61440 is a whole number of tiles for every key width (6144, 4096 and
   * 5120 elements: tuning.h), 5000 is not */
  static const int64_t portions[] = {61440, 5000};
  const int64_t n = 2 * 61440 + 4321, dims[2][2] = {{n, 1}, {20000, 2}};
  int ok = 1, failures = 0;
  char why[300] = "";
  for (int pi = 0; pi < 2; pi++) {
    gp_context_options o;
    gp_context_options_init(&o, GP_BACKEND_CUDA);
    gp_measure_options m;
    gp_measure_options_init(&m);
    m.sort_portion = portions[pi];
    gp_context *small = NULL;
    gp_status cst = gp_context_create_measuring(&small, &o, &m);
    ok = ok && cst == GP_SUCCESS;
    for (size_t c = 0; c < N_CLASSES && cst == GP_SUCCESS; c++) {
      const gp_dtype t = classes[c];
      const size_t es = gp_dtype_size(t);
      char *x = malloc(n * es), *y1 = malloc(n * es), *y2 = malloc(n * es);
      double *i1 = malloc(n * sizeof(double)), *i2 = malloc(n * sizeof(double));
      for (int kind = 0; kind < 10; kind++) {
        const int64_t *d = dims[kind / 5], m = d[0] * d[1];
        fill(x, t, m, kind % 5);
        gp_array xa = view(x, t, GP_HOST, 2, d), ya1 = view(y1, t, GP_HOST, 2, d);
        gp_array ya2 = view(y2, t, GP_HOST, 2, d);
        gp_array ia1 = view(i1, GP_DOUBLE, GP_HOST, 2, d), ia2 = view(i2, GP_DOUBLE, GP_HOST, 2, d);
        gp_status st = gp_sort(small, SORT_OPTS(GP_SORT_AUTO, kind % 2), &xa, &ya2, &ia2, 0);
        int same = gp_sort(host, SORT_OPTS(GP_SORT_AUTO, kind % 2), &xa, &ya1, &ia1, 0) == GP_SUCCESS
                   && st == GP_SUCCESS && same_bits(y1, y2, m * es) && same_bits(i1, i2, m * sizeof(double));
        if (!same) {
          int64_t differ = 0, identity = 0;
          for (int64_t k = 0; k < m; k++) {
            differ += i1[k] != i2[k];
            identity += i2[k] == (double) (k + 1);
          }
          if (failures++ < 3) {
            const size_t used = strlen(why);
            snprintf(why + used, sizeof why - used, "; portion %lld %s %lldx%lld data %d: %lld positions differ, "
                     "%lld in place", (long long) portions[pi], gp_dtype_name(t), (long long) d[0], (long long) d[1],
                     kind % 5, (long long) differ, (long long) identity);
          }
        }
        ok = ok && same;
      }
      free(x); free(y1); free(y2); free(i1); free(i2);
    }
    gp_context_destroy(small);
  }
  tap_ok(ok, "cuda: a line in 3 or 26 one-sweep portions, and two lines of 20000 at once or a block each, "
             "match the host bit for bit, every class (%d failures)%s", failures, why);
}

/* Everything on the device. */
static void test_device_resident(gp_context *cuda, gp_context *host)
{
  const int64_t n = 300001, dims[1] = {n};
  double *x = malloc(n * 8), *y1 = malloc(n * 8), *y2 = malloc(n * 8), *i1 = malloc(n * 8), *i2 = malloc(n * 8);
  void *dx = NULL, *dy = NULL, *di = NULL;
  fill(x, GP_DOUBLE, n, 1);
  int ok = gp_device_alloc(cuda, n * 8, &dx) == GP_SUCCESS && gp_device_alloc(cuda, n * 8, &dy) == GP_SUCCESS
           && gp_device_alloc(cuda, n * 8, &di) == GP_SUCCESS
           && gp_copy(cuda, dx, GP_DEVICE, x, GP_HOST, n * 8) == GP_SUCCESS;
  gp_array xa = view(dx, GP_DOUBLE, GP_DEVICE, 1, dims), ya = view(dy, GP_DOUBLE, GP_DEVICE, 1, dims);
  gp_array ia = view(di, GP_DOUBLE, GP_DEVICE, 1, dims);
  gp_array hx = view(x, GP_DOUBLE, GP_HOST, 1, dims), hy = view(y1, GP_DOUBLE, GP_HOST, 1, dims);
  gp_array hi = view(i1, GP_DOUBLE, GP_HOST, 1, dims);
  ok = ok && gp_sort(cuda, SORT_OPTS(GP_SORT_AUTO, 1), &xa, &ya, &ia, 0) == GP_SUCCESS
       && gp_copy(cuda, y2, GP_HOST, dy, GP_DEVICE, n * 8) == GP_SUCCESS
       && gp_copy(cuda, i2, GP_HOST, di, GP_DEVICE, n * 8) == GP_SUCCESS
       && gp_sort(host, SORT_OPTS(GP_SORT_AUTO, 1), &hx, &hy, &hi, 0) == GP_SUCCESS && same_bits(y1, y2, n * 8)
       && same_bits(i1, i2, n * 8);
  tap_ok(ok, "cuda: device-resident descending sort with index of heavy-tied doubles matches the host");
  gp_device_free(cuda, dx); gp_device_free(cuda, dy); gp_device_free(cuda, di);
  free(x); free(y1); free(y2); free(i1); free(i2);
}

/* ----- sortrows ----- */

/* a before b (-1), equal (0) or after (1), as a sort ascending compares:
 * NaN after every number, NaNs equal, -0 and 0 equal */
static int key_order(double a, double b)
{
  if (isnan(a) || isnan(b))
    return isnan(a) - isnan(b);
  return (a > b) - (a < b);
}

/* Whether y (rows x cols, column-major) and idx are sortrows (x, keys):
 * each row of y the row of x that idx names, every row of x once, rows in
 * key order and rows equal on the keys in input order. */
static int rows_sorted(const double *x, const double *y, const double *idx, int64_t rows, int64_t cols,
                       const int *keys, int nkeys)
{
  char *seen = calloc((size_t) rows, 1);
  int ok = seen != NULL;
  for (int64_t r = 0; ok && r < rows; r++) {
    const int64_t from = (int64_t) idx[r] - 1;
    ok = from >= 0 && from < rows && !seen[from];
    if (ok)
      seen[from] = 1;
    for (int64_t c = 0; ok && c < cols; c++)
      ok = same_bits(&y[c * rows + r], &x[c * rows + from], 8);
    int order = 0;
    for (int k = 0; ok && r > 0 && k < nkeys && order == 0; k++) {
      const int64_t c = abs(keys[k]) - 1;
      order = key_order(y[c * rows + r - 1], y[c * rows + r]) * (keys[k] < 0 ? -1 : 1);
    }
    ok = ok && (order < 0 || (order == 0 && (r == 0 || idx[r - 1] < idx[r])));
  }
  free(seen);
  return ok;
}

/* gp_sortrows on the host: a known case, its statuses, heavy ties checked
 * row by row. */
static void test_sortrows_host(gp_context *host)
{
  double a[8] = {1, 1, 3, 2, 1, 2, 6, 7}, s[8], i[4];  /* [1 1; 1 2; 3 6; 2 7] */
  const double want_s[8] = {1, 1, 2, 3, 2, 1, 7, 6}, want_i[4] = {2, 1, 4, 3};
  const int64_t dims[2] = {4, 2}, idims[2] = {4, 1}, cube[3] = {2, 2, 2};
  const int keys[2] = {1, -2}, bad[1] = {3}, zero[1] = {0};
  gp_array xa = view(a, GP_DOUBLE, GP_HOST, 2, dims), ya = view(s, GP_DOUBLE, GP_HOST, 2, dims);
  gp_array ia = view(i, GP_DOUBLE, GP_HOST, 2, idims), xc = view(a, GP_DOUBLE, GP_HOST, 3, cube);
  gp_sortrows_options o;
  gp_sortrows_options_init(&o);
  o.ncolumns = 2;
  o.columns = keys;
  int ok = gp_sortrows(host, &o, &xa, &ya, &ia) == GP_SUCCESS && memcmp(s, want_s, sizeof s) == 0
           && memcmp(i, want_i, sizeof i) == 0;
  o.columns = bad;
  o.ncolumns = 1;
  ok = ok && gp_sortrows(host, &o, &xa, &ya, &ia) == GP_ERROR_INVALID_ARGUMENT;
  o.columns = zero;
  ok = ok && gp_sortrows(host, &o, &xa, &ya, &ia) == GP_ERROR_INVALID_ARGUMENT;
  ok = ok && gp_sortrows(host, NULL, &xc, &xc, NULL) == GP_ERROR_SHAPE_MISMATCH;
  o.size = 1;
  ok = ok && gp_sortrows(host, &o, &xa, &ya, &ia) == GP_ERROR_INVALID_ARGUMENT;
  ok = ok && gp_sortrows(host, NULL, &xa, &ya, NULL) == GP_SUCCESS;  /* every column ascending */
  ok = ok && memcmp(s, (double[8]) {1, 1, 2, 3, 1, 2, 7, 6}, sizeof s) == 0;
  tap_ok(ok, "host: gp_sortrows of [1 1; 1 2; 3 6; 2 7] by [1 -2] and by default; bad columns and dims refused");

  const int64_t rows = 20011, cols = 3, big[2] = {rows, cols}, bigi[2] = {rows, 1};
  double *x = malloc(rows * cols * 8), *y = malloc(rows * cols * 8), *idx = malloc(rows * 8);
  fill(x, GP_DOUBLE, rows * cols, 1);  /* twelve values, NaN and -0 among them: long runs of equal keys */
  const int mixed[3] = {2, -1, 3};
  gp_array bx = view(x, GP_DOUBLE, GP_HOST, 2, big), by = view(y, GP_DOUBLE, GP_HOST, 2, big);
  gp_array bi = view(idx, GP_DOUBLE, GP_HOST, 2, bigi);
  gp_sortrows_options_init(&o);
  o.ncolumns = 3;
  o.columns = mixed;
  ok = gp_sortrows(host, &o, &bx, &by, &bi) == GP_SUCCESS && rows_sorted(x, y, idx, rows, cols, mixed, 3);
  tap_ok(ok, "host: gp_sortrows of 20011 x 3 heavy-tied doubles by [2 -1 3]: rows in key order, ties stable");
  free(x); free(y); free(idx);
}

/* gp_sortrows on the GPU, of host and of device arrays, as the host's. */
static void test_sortrows_cuda(gp_context *cuda, gp_context *host)
{
  const int64_t rows = 300007, cols = 3, dims[2] = {rows, cols}, idims[2] = {rows, 1};
  const size_t bytes = (size_t) (rows * cols) * 8;
  double *x = malloc(bytes), *y1 = malloc(bytes), *y2 = malloc(bytes), *y3 = malloc(bytes);
  double *i1 = malloc(rows * 8), *i2 = malloc(rows * 8), *i3 = malloc(rows * 8);
  void *dx = NULL, *dy = NULL, *di = NULL;
  fill(x, GP_DOUBLE, rows * cols, 1);
  const int keys[3] = {-3, 1, 2};
  gp_sortrows_options o;
  gp_sortrows_options_init(&o);
  o.ncolumns = 3;
  o.columns = keys;
  gp_array hx = view(x, GP_DOUBLE, GP_HOST, 2, dims), hy = view(y1, GP_DOUBLE, GP_HOST, 2, dims);
  gp_array hi = view(i1, GP_DOUBLE, GP_HOST, 2, idims), cy = view(y2, GP_DOUBLE, GP_HOST, 2, dims);
  gp_array ci = view(i2, GP_DOUBLE, GP_HOST, 2, idims);
  int ok = gp_sortrows(host, &o, &hx, &hy, &hi) == GP_SUCCESS && rows_sorted(x, y1, i1, rows, cols, keys, 3)
           && gp_sortrows(cuda, &o, &hx, &cy, &ci) == GP_SUCCESS && same_bits(y1, y2, bytes)
           && same_bits(i1, i2, rows * 8);
  ok = ok && gp_device_alloc(cuda, bytes, &dx) == GP_SUCCESS && gp_device_alloc(cuda, bytes, &dy) == GP_SUCCESS
       && gp_device_alloc(cuda, rows * 8, &di) == GP_SUCCESS
       && gp_copy(cuda, dx, GP_DEVICE, x, GP_HOST, bytes) == GP_SUCCESS;
  gp_array dxa = view(dx, GP_DOUBLE, GP_DEVICE, 2, dims), dya = view(dy, GP_DOUBLE, GP_DEVICE, 2, dims);
  gp_array dia = view(di, GP_DOUBLE, GP_DEVICE, 2, idims);
  ok = ok && gp_sortrows(cuda, &o, &dxa, &dya, &dia) == GP_SUCCESS
       && gp_copy(cuda, y3, GP_HOST, dy, GP_DEVICE, bytes) == GP_SUCCESS
       && gp_copy(cuda, i3, GP_HOST, di, GP_DEVICE, rows * 8) == GP_SUCCESS && same_bits(y1, y3, bytes)
       && same_bits(i1, i3, rows * 8);
  tap_ok(ok, "cuda: gp_sortrows of 300007 x 3 heavy-tied doubles by [-3 1 2], host and device arrays, as the host");
  gp_device_free(cuda, dx); gp_device_free(cuda, dy); gp_device_free(cuda, di);
  free(x); free(y1); free(y2); free(y3); free(i1); free(i2); free(i3);
}

/* 2^31 + 4099 int8 in one line, with the index: ascending, each value as
 * often as in x, positions pointing at equal elements and increasing
 * within each run of equal values. */
static void test_huge(gp_context *cuda)
{
  const int64_t n = ((int64_t) 1 << 31) + 4099, dims[1] = {n};
  if (tap_env_on("GPUPRIM_SKIP_HUGE")) {
    tap_skip("GPUPRIM_SKIP_HUGE=1 (sanitizer runs)", "cuda: 2^31+4099 int8 sorted with index");
    return;
  }
  int8_t *x = malloc(n), *y = malloc(n);
  double *idx = malloc(n * sizeof(double));
  if (!x || !y || !idx) {
    tap_skip("not enough host memory", "cuda: 2^31+4099 int8 sorted with index");
    free(x); free(y); free(idx);
    return;
  }
  int64_t count[256] = {0}, seen[256] = {0};
  for (int64_t i = 0; i < n; i++) {
    x[i] = (int8_t) (rng() >> 56);
    count[(uint8_t) x[i]]++;
  }
  gp_array xa = view(x, GP_INT8, GP_HOST, 1, dims), ya = view(y, GP_INT8, GP_HOST, 1, dims);
  gp_array ia = view(idx, GP_DOUBLE, GP_HOST, 1, dims);
  int ok = gp_sort(cuda, SORT_OPTS(GP_SORT_AUTO, 0), &xa, &ya, &ia, 0) == GP_SUCCESS;
  for (int64_t k = 0; ok && k < n; k++) {
    seen[(uint8_t) y[k]]++;
    ok = (k == 0 || y[k - 1] < y[k] || (y[k - 1] == y[k] && idx[k - 1] < idx[k])) && idx[k] >= 1 && idx[k] <= n
         && x[(int64_t) idx[k] - 1] == y[k];
  }
  for (int v = 0; ok && v < 256; v++)
    ok = seen[v] == count[v];
  tap_ok(ok, "cuda: 2^31+4099 random int8 in one line: sorted, stable index, every value kept");
  gp_context_trim(cuda);
  free(x); free(y); free(idx);
}

int main(void)
{
  gp_context *host = NULL, *cuda = NULL;
  gp_context_create_backend(&host, GP_BACKEND_HOST);
  gp_status cst = gp_context_create_backend(&cuda, GP_BACKEND_CUDA);
  const int light = tap_env_on("GPUPRIM_LIGHT");

  test_known_values(host, "host");
  test_errors(host);
  test_host_reference(host);  /* by value, then by abs */
  test_sortrows_host(host);
  if (cst == GP_SUCCESS) {  /* parts: GPUPRIM_TEST_PARTS (tap.h) */
    if (tap_part_wanted("known"))
      test_known_values(cuda, "cuda");
    test_against_host(cuda, host, light);  /* against-auto, against-onesweep, against-split */
    if (tap_part_wanted("portions"))
      test_portions(host);
    if (tap_part_wanted("resident")) {
      test_device_resident(cuda, host);
      test_sortrows_cuda(cuda, host);
    }
    if (tap_part_wanted("huge"))
      test_huge(cuda);
  } else {
    const int cases = 2 * GP_SORT_ALGORITHM_COUNT + 2 * GP_SORT_ALGORITHM_COUNT + 4;
    tap_gpu_cases_unavailable(cases, cst);
  }
  gp_context_destroy(cuda);
  gp_context_destroy(host);
  return tap_done();
}
