/* t_convert.c - gp_convert: Octave's conversion rules on their edges (the
 * host reference, against values written out from the builtins), its
 * refusals, and on a device every class to every class with the host's
 * results, for device arrays and staged host arrays. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gpuprim.h"
#include "tap.h"

/* y (n elements of class to) = x (class from) on ctx, host arrays. */
static gp_status convert_host(gp_context *ctx, const void *x, gp_dtype from, void *y, gp_dtype to, int64_t n)
{
  gp_array a, b;
  gp_array_init(&a, (void *) x, from, GP_HOST, 1, &n);
  gp_array_init(&b, y, to, GP_HOST, 1, &n);
  return gp_convert(ctx, &a, &b);
}

/* The rules, each against what Octave 7.3's builtins give for the same values. */
static void rules(gp_context *ctx, const char *where)
{
  const double d[8] = {-2.5, 2.5, 127.5, -128.5, NAN, -0.5, 0.49999999999999994, 1e300};
  int8_t i8[8];
  gp_status st = convert_host(ctx, d, GP_DOUBLE, i8, GP_INT8, 8);
  const int8_t want8[8] = {-3, 3, 127, -128, 0, -1, 0, 127};
  tap_ok(st == GP_SUCCESS && memcmp(i8, want8, sizeof want8) == 0,
         "%s double to int8: halves away from zero, held to the range, NaN is 0", where);

  const double du[4] = {-0.4, 254.5, 255.5, -INFINITY};
  uint8_t u8[4];
  st = convert_host(ctx, du, GP_DOUBLE, u8, GP_UINT8, 4);
  tap_ok(st == GP_SUCCESS && u8[0] == 0 && u8[1] == 255 && u8[2] == 255 && u8[3] == 0, "%s double to uint8", where);

  const double d64[4] = {9223372036854775808.0, -9223372036854775808.0, 9007199254740993.0, -1e30};
  int64_t i64[4];
  st = convert_host(ctx, d64, GP_DOUBLE, i64, GP_INT64, 4);
  tap_ok(st == GP_SUCCESS && i64[0] == INT64_MAX && i64[1] == INT64_MIN && i64[2] == 9007199254740992LL
           && i64[3] == INT64_MIN,
         "%s double to int64: 2^63 is intmax, -2^63 intmin", where);

  const double dbig[2] = {18446744073709551616.0, 18446744073709549568.0};
  uint64_t u64[2];
  st = convert_host(ctx, dbig, GP_DOUBLE, u64, GP_UINT64, 2);
  tap_ok(st == GP_SUCCESS && u64[0] == UINT64_MAX && u64[1] == 18446744073709549568ULL,
         "%s double to uint64: 2^64 is intmax, the double below it exact", where);

  const int64_t big[2] = {9007199254740993LL, 16777217LL};
  double back[2];
  float fs[2];
  st = convert_host(ctx, big, GP_INT64, back, GP_DOUBLE, 2);
  gp_status st2 = convert_host(ctx, big, GP_INT64, fs, GP_SINGLE, 2);
  tap_ok(st == GP_SUCCESS && st2 == GP_SUCCESS && back[0] == 9007199254740992.0 && fs[1] == 16777216.0f,
         "%s int64 to double and to single: the nearest value", where);

  const uint64_t top[1] = {UINT64_MAX};
  const int64_t mixed[2] = {-5, 5000000000LL};
  int64_t held[1];
  uint32_t u32[2];
  st = convert_host(ctx, top, GP_UINT64, held, GP_INT64, 1);
  st2 = convert_host(ctx, mixed, GP_INT64, u32, GP_UINT32, 2);
  tap_ok(st == GP_SUCCESS && st2 == GP_SUCCESS && held[0] == INT64_MAX && u32[0] == 0 && u32[1] == UINT32_MAX,
         "%s integers to integers: held to the range", where);

  const double lz[3] = {-0.0, 2, -INFINITY};
  uint8_t l[3];
  st = convert_host(ctx, lz, GP_DOUBLE, l, GP_LOGICAL, 3);
  const float fnan[2] = {1, NAN};
  uint8_t l2[2];
  st2 = convert_host(ctx, fnan, GP_SINGLE, l2, GP_LOGICAL, 2);
  tap_ok(st == GP_SUCCESS && l[0] == 0 && l[1] == 1 && l[2] == 1 && st2 == GP_ERROR_NAN_TO_LOGICAL,
         "%s to logical: -0 is false, a NaN is GP_ERROR_NAN_TO_LOGICAL", where);

  const uint8_t lg[2] = {1, 0};
  float f[2];
  const double huge[1] = {1e300};
  float inf[1];
  st = convert_host(ctx, lg, GP_LOGICAL, f, GP_SINGLE, 2);
  st2 = convert_host(ctx, huge, GP_DOUBLE, inf, GP_SINGLE, 1);
  tap_ok(st == GP_SUCCESS && st2 == GP_SUCCESS && f[0] == 1.0f && f[1] == 0.0f && isinf(inf[0]),
         "%s logical to single; double to single overflows to Inf", where);

  gp_array a, b, c;
  int64_t n2 = 2, n3 = 3;
  double x2[2] = {1, 2}, y3[3];
  gp_array_init(&a, x2, GP_DOUBLE, GP_HOST, 1, &n2);
  gp_array_init(&b, y3, GP_DOUBLE, GP_HOST, 1, &n3);
  c = a;
  c.dtype = GP_DTYPE_COUNT;
  tap_ok(gp_convert(NULL, &a, &a) == GP_ERROR_NULL_POINTER && gp_convert(ctx, &a, &b) == GP_ERROR_SHAPE_MISMATCH
           && gp_convert(ctx, &a, &c) == GP_ERROR_UNSUPPORTED_DTYPE && gp_convert(ctx, &c, &a) == GP_ERROR_UNSUPPORTED_DTYPE,
         "%s refused: no context, other dims, an invalid class", where);
}

#define N 5003 /* past a few blocks, and not a multiple of any */

/* Source data of every class: edges and random values with NaN, +-Inf, -0. */
static void source_values(double *v)
{
  const double edges[] = {-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 0.49999999999999994, -0.0, 0.0, NAN, -NAN, INFINITY,
                          -INFINITY, 127.5, -128.5, 255.5, 32767.5, -32768.5, 65535.5, 2147483647.5, -2147483648.5,
                          4294967295.5, 9223372036854775808.0, -9223372036854775808.0, 18446744073709551616.0, 1e30,
                          -1e30, 16777217.0, 9007199254740993.0};
  const int ne = (int) (sizeof edges / sizeof edges[0]);
  srand(7);
  for (int k = 0; k < N; k++) {
    const double r = ((double) rand() / RAND_MAX - 0.5) * pow(10.0, rand() % 21 - 2);
    v[k] = k < ne ? edges[k] : (k % 97 == 0 ? NAN : k % 89 == 0 ? -0.0 : r);
  }
}

/* a and b alike: bit for bit, but any NaN for any NaN in a float class. */
static int alike(const void *a, const void *b, gp_dtype t, int64_t n)
{
  for (int64_t k = 0; k < n; k++) {
    if (t == GP_DOUBLE) {
      const double x = ((const double *) a)[k], y = ((const double *) b)[k];
      if (!(isnan(x) && isnan(y)) && memcmp(&x, &y, sizeof x) != 0)
        return 0;
    } else if (t == GP_SINGLE) {
      const float x = ((const float *) a)[k], y = ((const float *) b)[k];
      if (!(isnan(x) && isnan(y)) && memcmp(&x, &y, sizeof x) != 0)
        return 0;
    }
  }
  return t == GP_DOUBLE || t == GP_SINGLE || memcmp(a, b, (size_t) n * gp_dtype_size(t)) == 0;
}

static void device_against_host(gp_context *host, gp_context *cuda)
{
  static double v[N];
  static unsigned char x[N * 8], want[N * 8], got[N * 8];
  source_values(v);
  int64_t n = N;
  void *dx = NULL, *dy = NULL;
  gp_status st = gp_device_alloc(cuda, N * 8, &dx);
  if (st == GP_SUCCESS)
    st = gp_device_alloc(cuda, N * 8, &dy);
  int pairs = 0, same = 0, staged_same = 0, nan_status = 1;
  char first_bad[64] = "";
  for (int from = 0; from < GP_DTYPE_COUNT && st == GP_SUCCESS; from++) {
    (void) convert_host(host, v, GP_DOUBLE, x, (gp_dtype) from, n);  /* NaN to logical: 0 there, as wanted */
    st = gp_copy(cuda, dx, GP_DEVICE, x, GP_HOST, (size_t) n * gp_dtype_size((gp_dtype) from));
    for (int to = 0; to < GP_DTYPE_COUNT && st == GP_SUCCESS; to++) {
      const gp_status hs = convert_host(host, x, (gp_dtype) from, want, (gp_dtype) to, n);
      gp_array a, b;
      gp_array_init(&a, dx, (gp_dtype) from, GP_DEVICE, 1, &n);
      gp_array_init(&b, dy, (gp_dtype) to, GP_DEVICE, 1, &n);
      const gp_status ds = gp_convert(cuda, &a, &b);
      const size_t bytes = (size_t) n * gp_dtype_size((gp_dtype) to);
      st = gp_copy(cuda, got, GP_HOST, dy, GP_DEVICE, bytes);
      pairs++;
      nan_status &= ds == hs;
      if (ds == GP_SUCCESS && hs == GP_SUCCESS && alike(got, want, (gp_dtype) to, n))
        same++;
      else if (ds == hs && hs == GP_ERROR_NAN_TO_LOGICAL)
        same++;  /* y unspecified: the status is the answer */
      else if (!first_bad[0])
        snprintf(first_bad, sizeof first_bad, " (first: %s to %s)", gp_dtype_name((gp_dtype) from),
                 gp_dtype_name((gp_dtype) to));
      /* the same on host arrays through the device (staged) */
      memset(got, 0xA5, bytes);
      if (convert_host(cuda, x, (gp_dtype) from, got, (gp_dtype) to, n) == hs
          && (hs != GP_SUCCESS || alike(got, want, (gp_dtype) to, n)))
        staged_same++;
    }
  }
  gp_device_free(cuda, dx);
  gp_device_free(cuda, dy);
  tap_ok(st == GP_SUCCESS && same == GP_DTYPE_COUNT * GP_DTYPE_COUNT,
         "cuda: every class to every class on device arrays equals the host's, %d elements: %d of %d pairs%s (%s)", N,
         same, pairs, first_bad, gp_status_string(st));
  tap_ok(st == GP_SUCCESS && staged_same == GP_DTYPE_COUNT * GP_DTYPE_COUNT,
         "cuda: and on host arrays, staged: %d of %d pairs", staged_same, pairs);
  tap_ok(nan_status, "cuda: a NaN bound for logical gives the host's status");
}

int main(void)
{
  gp_context *host = NULL, *cuda = NULL;
  if (gp_context_create_backend(&host, GP_BACKEND_HOST) != GP_SUCCESS)
    return tap_ok(0, "a host context opens"), tap_done();
  rules(host, "host:");
  const gp_status st = gp_context_create_backend(&cuda, GP_BACKEND_CUDA);
  if (st == GP_SUCCESS) {
    rules(cuda, "cuda (host arrays):");
    device_against_host(host, cuda);
    gp_context_destroy(cuda);
  } else {
    tap_gpu_cases_unavailable(12, st);
  }
  gp_context_destroy(host);
  return tap_done();
}
