/* t_reduce_by_key.c - gp_reduce_by_key, gp_scan_by_key and gp_accumarray through the C
 * API: known cases and statuses on the host; on the GPU, host and device
 * arrays against the host: max and min bit for bit in every class, sums
 * of whole numbers bit for bit and of fractions within the reordered
 * sum's bound, runs of 1 to thousands of elements. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gp_internal.h"
#include "gpuprim.h"
#include "tap.h"
#include "test_data.h"

static gp_array view(void *data, gp_dtype t, gp_location loc, int64_t n)
{
  gp_array a;
  const int64_t dims[2] = {n, 1};
  gp_array_init(&a, data, t, loc, 2, dims);
  return a;
}

static gp_reduce_by_key_options with_op(gp_op op)
{
  gp_reduce_by_key_options o;
  gp_reduce_by_key_options_init(&o);
  o.op = op;
  return o;
}

static void test_known(gp_context *host)
{
  double k[8] = {1, 1, 2, NAN, NAN, 3, 3, 3}, v[8] = {1, 2, 3, 4, 5, -0.0, 0, NAN}, uk[8], r[8];
  gp_array ka = view(k, GP_DOUBLE, GP_HOST, 8), va = view(v, GP_DOUBLE, GP_HOST, 8);
  gp_array uka = view(uk, GP_DOUBLE, GP_HOST, 8), ra = view(r, GP_DOUBLE, GP_HOST, 8);
  gp_reduce_by_key_options o = with_op(GP_OP_SUM);
  int64_t m = 0;
  int ok = gp_reduce_by_key(host, &o, &ka, &va, &uka, &ra, &m) == GP_SUCCESS && m == 5 && r[0] == 3 && r[1] == 3
           && r[2] == 4 && r[3] == 5 && isnan(r[4]) && uk[0] == 1 && uk[1] == 2 && isnan(uk[2]) && uk[4] == 3;
  o = with_op(GP_OP_MAX);
  ok = ok && gp_reduce_by_key(host, &o, &ka, &va, NULL, &ra, &m) == GP_SUCCESS && m == 5 && r[0] == 2 && r[4] == 0
       && signbit(r[4]);
  o.has_init = 1;
  o.init = 0;
  ok = ok && gp_reduce_by_key(host, &o, &ka, &va, NULL, &ra, &m) == GP_SUCCESS && r[4] == 0 && !signbit(r[4]);
  tap_ok(ok, "host: gp_reduce_by_key of runs 1 1 | 2 | NaN | NaN | 3 3 3: sums, keys (NaN apart), max -0 of "
             "-0 0 NaN (the first of equals), +0 with start 0");

  double nan_run[2] = {-NAN, NAN}, nk[2] = {7, 7};
  gp_array nka = view(nk, GP_DOUBLE, GP_HOST, 2), nva = view(nan_run, GP_DOUBLE, GP_HOST, 2);
  o = with_op(GP_OP_MIN);
  ok = gp_reduce_by_key(host, &o, &nka, &nva, NULL, &ra, &m) == GP_SUCCESS && m == 1 && isnan(r[0]) && !signbit(r[0]);
  int32_t ik[3] = {4, 4, 5};
  gp_array ika = view(ik, GP_INT32, GP_HOST, 3), one = view(v, GP_DOUBLE, GP_HOST, 1);
  o = with_op(GP_OP_SUM);
  ok = ok && gp_reduce_by_key(host, &o, &ika, &one, NULL, &ra, &m) == GP_SUCCESS && m == 2 && r[0] == 2 && r[1] == 1;
  gp_array iva = view(ik, GP_INT32, GP_HOST, 3), short_v = view(v, GP_DOUBLE, GP_HOST, 2);
  ok = ok && gp_reduce_by_key(host, &o, &ika, &iva, NULL, &iva, &m) == GP_ERROR_UNSUPPORTED_DTYPE;
  ok = ok && gp_reduce_by_key(host, &o, &ka, &short_v, NULL, &ra, &m) == GP_ERROR_SHAPE_MISMATCH;
  o.op = (gp_op) 4;  /* past the four operations */
  ok = ok && gp_reduce_by_key(host, &o, &ka, &va, NULL, &ra, &m) == GP_ERROR_INVALID_ARGUMENT;
  o = with_op(GP_OP_SUM);
  o.size = 4;
  ok = ok && gp_reduce_by_key(host, &o, &ka, &va, NULL, &ra, &m) == GP_ERROR_INVALID_ARGUMENT;
  tap_ok(ok, "host: a run of NaN gives +NaN; one value for all; int32 sums, short values, other ops and a short "
             "size field are refused");

  double s[4] = {2, 1, 2, 4}, w[4] = {1, 2, 3, 4}, y[5];
  gp_array sa = view(s, GP_DOUBLE, GP_HOST, 4), wa = view(w, GP_DOUBLE, GP_HOST, 4), ya = view(y, GP_DOUBLE, GP_HOST, 5);
  gp_accumarray_options ao;
  gp_accumarray_options_init(&ao);
  ok = gp_accumarray(host, &ao, &sa, &wa, &ya) == GP_SUCCESS && y[0] == 2 && y[1] == 4 && y[2] == 0 && y[3] == 4
       && y[4] == 0;
  ao.fill = 9;
  ao.by_key.op = GP_OP_MIN;
  ok = ok && gp_accumarray(host, &ao, &sa, &wa, &ya) == GP_SUCCESS && y[0] == 2 && y[1] == 1 && y[2] == 9 && y[4] == 9;
  gp_array y3 = view(y, GP_DOUBLE, GP_HOST, 3);
  ok = ok && gp_accumarray(host, &ao, &sa, &wa, &y3) == GP_ERROR_INVALID_ARGUMENT;
  s[0] = 1.5;
  ok = ok && gp_accumarray(host, &ao, &sa, &wa, &ya) == GP_ERROR_INVALID_ARGUMENT;
  s[0] = 0;
  ok = ok && gp_accumarray(host, &ao, &sa, &wa, &ya) == GP_ERROR_INVALID_ARGUMENT;
  int8_t iy[5], iw[4] = {1, 2, 3, 4};
  gp_array iya = view(iy, GP_INT8, GP_HOST, 5), iwa = view(iw, GP_INT8, GP_HOST, 4);
  s[0] = 2;
  ao.fill = 300;
  ok = ok && gp_accumarray(host, &ao, &sa, &iwa, &iya) == GP_SUCCESS && iy[0] == 2 && iy[2] == 127;
  tap_ok(ok, "host: gp_accumarray of subs 2 1 2 4: sums and fill 0, min and fill 9, int8 fill 300 saturated; "
             "subscripts past y, 1.5 and 0 refused");

  double c[8], lead[2] = {NAN, 2}, two[2];
  gp_array ca = view(c, GP_DOUBLE, GP_HOST, 8), la = view(lead, GP_DOUBLE, GP_HOST, 2), ta = view(two, GP_DOUBLE, GP_HOST, 2);
  gp_scan_by_key_options so;
  gp_scan_by_key_options_init(&so);
  ok = gp_scan_by_key(host, &so, &ka, &va, &ca) == GP_SUCCESS && c[0] == 1 && c[1] == 3 && c[2] == 3 && c[3] == 4
       && c[4] == 5 && c[5] == 0 && signbit(c[5]) && c[6] == 0 && !signbit(c[6]) && isnan(c[7]);
  so.op = GP_OP_MAX;
  ok = ok && gp_scan_by_key(host, &so, &ka, &va, &ca) == GP_SUCCESS && c[1] == 2 && c[5] == 0 && signbit(c[5])
       && c[6] == 0 && signbit(c[6]) && c[7] == 0 && signbit(c[7]);
  ok = ok && gp_scan_by_key(host, &so, &nka, &la, &ta) == GP_SUCCESS && isnan(two[0]) && two[1] == 2;
  ok = ok && gp_scan_by_key(host, &so, &ka, &va, &ta) == GP_ERROR_SHAPE_MISMATCH;
  tap_ok(ok, "host: gp_scan_by_key: cumsum by key from each run's first element (-0 kept), cummax keeping the "
             "first of -0 and 0 past NaN, NaN before a run's first number; a short out refused");
}

/* n sorted keys in runs of random length (1 to most), and values of t with
 * specials (for products: near 1, or +-1 where whole, so that no product
 * over- or underflows in one order and not another) */
static void fill_case(double *keys, void *vals, gp_dtype t, int64_t n, int64_t most, int whole, int product)
{
  double key = 1;
  for (int64_t e = 0; e < n;) {
    int64_t len = 1 + (int64_t) (rng() >> 33) % most;
    for (; len > 0 && e < n; len--, e++)
      keys[e] = key;
    key += 1 + (double) ((rng() >> 40) % 3);
  }
  for (int64_t e = 0; e < n; e++) {
    const uint64_t r = rng() >> 11;
    double x = whole ? (double) (r % 201) - 100 : ((double) r / 9007199254740992.0 - 0.5) * 1e3;
    if (product)
      x = whole ? (r & 1 ? 1.0 : -1.0) : 1.0 + ((double) r / 9007199254740992.0 - 0.5) * 1e-3;
    switch (t) {
    case GP_DOUBLE:
      ((double *) vals)[e] = r % 101 == 0 ? (r & 64 ? -NAN : NAN) : r % 103 == 0 ? -0.0 : x;
      break;
    case GP_SINGLE: ((float *) vals)[e] = r % 101 == 0 ? NAN : r % 103 == 0 ? -0.0f : (float) x; break;
    case GP_INT8: ((int8_t *) vals)[e] = (int8_t) (r % 256); break;
    case GP_UINT16: ((uint16_t *) vals)[e] = (uint16_t) r; break;
    case GP_INT32: ((int32_t *) vals)[e] = r % 97 == 0 ? INT32_MIN : (int32_t) (r % 2001) - 1000; break;
    default: ((uint64_t *) vals)[e] = r % 89 == 0 ? UINT64_MAX : r * 2654435761u; break;
    }
  }
}

/* ctx's gp_reduce_by_key against the host's: counts and keys equal, results
 * bit for bit, or (fractional sums and products) within the bound */
static int by_key_as_host(gp_context *ctx, gp_context *host, gp_dtype t, int64_t n, int64_t most, gp_op op,
                          int whole, int scalar)
{
  const size_t es = gp_dtype_size(t);
  double *k = malloc((size_t) n * 8 + 8), *k1 = malloc((size_t) n * 8 + 8), *k2 = malloc((size_t) n * 8 + 8);
  void *v = malloc((size_t) n * 8 + 8), *r1 = malloc((size_t) n * 8 + 8), *r2 = malloc((size_t) n * 8 + 8);
  fill_case(k, v, t, n, most, whole, op == GP_OP_PROD);
  gp_array ka = view(k, GP_DOUBLE, GP_HOST, n), va = view(v, t, GP_HOST, scalar ? 1 : n);
  gp_array k1a = view(k1, GP_DOUBLE, GP_HOST, n), k2a = view(k2, GP_DOUBLE, GP_HOST, n);
  gp_array r1a = view(r1, t, GP_HOST, n), r2a = view(r2, t, GP_HOST, n);
  gp_reduce_by_key_options o = with_op(op);
  int64_t m1 = -1, m2 = -2;
  int ok = gp_reduce_by_key(host, &o, &ka, &va, &k1a, &r1a, &m1) == GP_SUCCESS
           && gp_reduce_by_key(ctx, &o, &ka, &va, &k2a, &r2a, &m2) == GP_SUCCESS && m1 == m2
           && same_bits(k1, k2, (size_t) m1 * 8);
  if (ok && (op == GP_OP_MAX || op == GP_OP_MIN)) {
    ok = same_bits(r1, r2, (size_t) m1 * es);
  } else if (ok && whole) {  /* the bits, but NaN of any sign: a GPU's arithmetic makes its own NaN */
    for (int64_t r = 0; r < m1 && ok; r++)
      ok = same_bits((char *) r1 + r * es, (char *) r2 + r * es, es)
           || (isnan(get_double(r1, t, r)) && isnan(get_double(r2, t, r)));
  } else if (ok) {  /* |a - b| within 2 n eps of the run's magnitude: runs up to `most` long, values below 500 */
    const double bound = 2.0 * (double) most * (t == GP_DOUBLE ? 2.2e-16 : 1.2e-7) * 500.0 * (double) most;
    for (int64_t r = 0; r < m1 && ok; r++) {
      const double a = get_double(r1, t, r), b = get_double(r2, t, r);
      const double eps = t == GP_DOUBLE ? 2.2e-16 : 1.2e-7;
      ok = (isnan(a) && isnan(b)) || a == b
           || (op == GP_OP_SUM ? fabs(a - b) <= bound : fabs(a - b) <= 4.0 * (double) most * eps * fabs(a));
    }
  }
  free(k); free(k1); free(k2); free(v); free(r1); free(r2);
  return ok;
}

/* ctx's gp_scan_by_key against the host's, as by_key_as_host compares */
static int scan_as_host(gp_context *ctx, gp_context *host, gp_dtype t, int64_t n, int64_t most, gp_op op, int whole,
                        int scalar)
{
  const size_t es = gp_dtype_size(t);
  double *k = malloc((size_t) n * 8 + 8);
  void *v = malloc((size_t) n * 8 + 8), *r1 = malloc((size_t) n * 8 + 8), *r2 = malloc((size_t) n * 8 + 8);
  fill_case(k, v, t, n, most, whole, op == GP_OP_PROD);
  gp_array ka = view(k, GP_DOUBLE, GP_HOST, n), va = view(v, t, GP_HOST, scalar ? 1 : n);
  gp_array r1a = view(r1, t, GP_HOST, n), r2a = view(r2, t, GP_HOST, n);
  gp_scan_by_key_options o;
  gp_scan_by_key_options_init(&o);
  o.op = op;
  int ok = gp_scan_by_key(host, &o, &ka, &va, &r1a) == GP_SUCCESS && gp_scan_by_key(ctx, &o, &ka, &va, &r2a) == GP_SUCCESS;
  const double eps = t == GP_DOUBLE ? 2.2e-16 : 1.2e-7, bound = 2.0 * (double) most * eps * 500.0 * (double) most;
  for (int64_t e = 0; e < n && ok; e++) {
    const double a = get_double(r1, t, e), b = get_double(r2, t, e);
    if (op == GP_OP_MAX || op == GP_OP_MIN)
      ok = same_bits((char *) r1 + e * es, (char *) r2 + e * es, es);
    else if (whole)
      ok = same_bits((char *) r1 + e * es, (char *) r2 + e * es, es) || (isnan(a) && isnan(b));
    else
      ok = (isnan(a) && isnan(b)) || a == b
           || (op == GP_OP_SUM ? fabs(a - b) <= bound : fabs(a - b) <= 4.0 * (double) most * eps * fabs(a));
  }
  free(k); free(v); free(r1); free(r2);
  return ok;
}

static void test_against_host(gp_context *ctx, gp_context *host, const char *name)
{
  /* runs within a tile of 4096, across tiles, and past 32 tiles (reduce_runs.cu's passes) */
  const int64_t sizes[][2] = {{1, 1}, {31, 3}, {33, 40}, {1000, 1}, {4099, 70}, {70001, 5}, {70001, 3000},
                              {400001, 200000}};
  const gp_dtype types[] = {GP_DOUBLE, GP_SINGLE, GP_INT8, GP_UINT16, GP_INT32, GP_UINT64};
  int ok = 1, scan_ok = 1, cases = 0;
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    for (size_t t = 0; t < sizeof types / sizeof types[0]; t++)
      for (gp_op op = GP_OP_SUM; op <= GP_OP_MIN; op++)
        for (int form = 0; form < 3; form++) {
          const int floats = types[t] == GP_DOUBLE || types[t] == GP_SINGLE;
          if ((op == GP_OP_SUM || op == GP_OP_PROD) && !floats)
            continue;
          cases++;
          if (ok && !by_key_as_host(ctx, host, types[t], sizes[s][0], sizes[s][1], op, form == 1, form == 2))
            ok = 0, tap_ok(0, "%s: reduce_by_key of %lld in runs up to %lld, %s, op %d, form %d", name,
                           (long long) sizes[s][0], (long long) sizes[s][1], gp_dtype_name(types[t]), (int) op, form);
          if (scan_ok && !scan_as_host(ctx, host, types[t], sizes[s][0], sizes[s][1], op, form == 1, form == 2))
            scan_ok = 0, tap_ok(0, "%s: scan_by_key of %lld in runs up to %lld, %s, op %d, form %d", name,
                                (long long) sizes[s][0], (long long) sizes[s][1], gp_dtype_name(types[t]), (int) op,
                                form);
        }
  tap_ok(ok, "%s: gp_reduce_by_key of %d cases (runs of 1 to 200000, 6 classes, 4 ops, whole, fractional and one "
             "value) as the host's", name, cases);
  tap_ok(scan_ok, "%s: gp_scan_by_key of the same %d cases as the host's", name, cases);
}

/* gp_accumarray on the host: its one pass in order against the sort by key
 * (a named sort takes that path), every op, whole numbers and fractions */
static void test_host_paths(gp_context *host)
{
  const int64_t n = 1 << 16, len = 700;
  double *s = malloc(n * 8), *v = malloc(n * 8), *y1 = malloc(len * 8), *y2 = malloc(len * 8);
  int ok = 1;
  for (int whole = 0; whole < 2; whole++) {
    for (int64_t e = 0; e < n; e++) {
      s[e] = (double) (1 + (rng() >> 20) % (uint64_t) (len - 3));
      v[e] = whole ? (double) ((rng() >> 40) % 19) - 9 : (double) (rng() >> 11) / 9007199254740992.0 - 0.5;
      if (e % 97 == 5)
        v[e] = e % 2 ? NAN : -0.0;
    }
    for (gp_op op = GP_OP_SUM; ok && op <= GP_OP_MIN; op++) {
      gp_accumarray_options o;
      gp_accumarray_options_init(&o);
      o.by_key.op = op;
      o.by_key.has_init = op >= GP_OP_MAX;
      o.by_key.init = NAN;
      o.fill = 3;
      gp_array hs = view(s, GP_DOUBLE, GP_HOST, n), hv = view(v, GP_DOUBLE, GP_HOST, n);
      gp_array a1 = view(y1, GP_DOUBLE, GP_HOST, len), a2 = view(y2, GP_DOUBLE, GP_HOST, len);
      ok = gp_accumarray(host, &o, &hs, &hv, &a1) == GP_SUCCESS;
      o.algorithm = GP_SORT_ONESWEEP;
      ok = ok && gp_accumarray(host, &o, &hs, &hv, &a2) == GP_SUCCESS;
      if (ok && (whole || op >= GP_OP_MAX))
        ok = same_bits(y1, y2, len * 8);
      for (int64_t k = 0; ok && k < len && !whole && op < GP_OP_MAX; k++)  /* the same order: the same bits too */
        ok = same_bits(&y1[k], &y2[k], 8);
    }
  }
  tap_ok(ok, "host: gp_accumarray of 2^16 values into 700 in one pass, as the sort by key gives them (every op)");
  free(s); free(v); free(y1); free(y2);
}

/* gp_accumarray of device subs and values, to a device y and a host y, as the host's */
static void test_accumarray(gp_context *cuda, gp_context *host)
{
  const int64_t n = 1 << 20, len = 5000;
  double *s = malloc(n * 8), *v = malloc(n * 8), *y1 = malloc(len * 8), *y2 = malloc(len * 8);
  for (int64_t e = 0; e < n; e++) {
    s[e] = (double) (1 + (rng() >> 20) % (uint64_t) (len - 7));
    v[e] = (double) ((rng() >> 40) % 19) - 9;
  }
  void *ds = NULL, *dv = NULL, *dy = NULL;
  int ok = gp_device_alloc(cuda, n * 8, &ds) == GP_SUCCESS && gp_device_alloc(cuda, n * 8, &dv) == GP_SUCCESS
           && gp_device_alloc(cuda, len * 8, &dy) == GP_SUCCESS
           && gp_copy(cuda, ds, GP_DEVICE, s, GP_HOST, n * 8) == GP_SUCCESS
           && gp_copy(cuda, dv, GP_DEVICE, v, GP_HOST, n * 8) == GP_SUCCESS;
  for (gp_op op = GP_OP_SUM; ok && op <= GP_OP_MIN; op++) {
    if (op == GP_OP_PROD)
      continue;
    gp_accumarray_options o;
    gp_accumarray_options_init(&o);
    o.by_key.op = op;
    o.fill = -1;
    gp_array hs = view(s, GP_DOUBLE, GP_HOST, n), hv = view(v, GP_DOUBLE, GP_HOST, n), hy = view(y1, GP_DOUBLE, GP_HOST, len);
    gp_array dsa = view(ds, GP_DOUBLE, GP_DEVICE, n), dva = view(dv, GP_DOUBLE, GP_DEVICE, n);
    gp_array dya = view(dy, GP_DOUBLE, GP_DEVICE, len), hy2 = view(y2, GP_DOUBLE, GP_HOST, len);
    ok = gp_accumarray(host, &o, &hs, &hv, &hy) == GP_SUCCESS && gp_accumarray(cuda, &o, &dsa, &dva, &dya) == GP_SUCCESS
         && gp_copy(cuda, y2, GP_HOST, dy, GP_DEVICE, len * 8) == GP_SUCCESS && same_bits(y1, y2, len * 8);
    memset(y2, 0, len * 8);
    ok = ok && gp_accumarray(cuda, &o, &hs, &dva, &hy2) == GP_SUCCESS && same_bits(y1, y2, len * 8);
  }
  s[17] = (double) len + 1;
  gp_accumarray_options o;
  gp_accumarray_options_init(&o);
  gp_array hs = view(s, GP_DOUBLE, GP_HOST, n), hv = view(v, GP_DOUBLE, GP_HOST, n), hy2 = view(y2, GP_DOUBLE, GP_HOST, len);
  ok = ok && gp_accumarray(cuda, &o, &hs, &hv, &hy2) == GP_ERROR_INVALID_ARGUMENT;
  tap_ok(ok, "cuda: gp_accumarray of 2^20 whole numbers into 5000 (sum, max, min; device and host arrays) as the "
             "host's; a subscript past y refused");
  gp_device_free(cuda, ds); gp_device_free(cuda, dv); gp_device_free(cuda, dy);
  free(s); free(v); free(y1); free(y2);
}

/* gp_narrow_subscripts, which narrows accumarray's host subscripts on
 * their way to a device: whole numbers in [1, limit] kept, any other
 * refused (the caller then keeps the doubles) */
static void test_narrow(void)
{
  const double good[] = {1, 2, 5000, 4294967295.0, 7, 1};
  const double bad[][2] = {{0, 1}, {-1, 1}, {1.5, 1}, {NAN, 1}, {INFINITY, 1}, {-0.0, 1}, {5001, 1},
                           {4294967296.0, 1}, {1e300, 1}, {-INFINITY, 1}};
  uint32_t out[6];
  int ok = gp_narrow_subscripts(good, out, 5, 5000) == 0  /* 2^32 - 1 is past 5000 */
           && gp_narrow_subscripts(good, out, 6, UINT32_MAX) == 1 && out[0] == 1 && out[2] == 5000
           && out[3] == UINT32_MAX && out[5] == 1 && gp_narrow_subscripts(good, out, 0, 1) == 1;
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    const double two[2] = {bad[k][1], bad[k][0]};
    ok = ok && gp_narrow_subscripts(two, out, 2, 5000) == 0 && out[0] == 1;
  }
  tap_ok(ok, "host: gp_narrow_subscripts keeps whole numbers in [1, limit] (2^32 - 1 too) and refuses 0, -1, 1.5, "
             "NaN, +-Inf, -0, limit + 1, 2^32");
}

int main(void)
{
  gp_context *host = NULL, *cuda = NULL;
  gp_context_create_backend(&host, GP_BACKEND_HOST);
  gp_status cst = gp_context_create_backend(&cuda, GP_BACKEND_CUDA);
  test_known(host);
  test_against_host(host, host, "host");
  test_host_paths(host);
  test_narrow();
  if (cst == GP_SUCCESS) {
    test_against_host(cuda, host, "cuda");
    test_accumarray(cuda, host);
  } else {
    tap_gpu_cases_unavailable(3, cst);
  }
  gp_context_destroy(cuda);
  gp_context_destroy(host);
  return tap_done();
}
