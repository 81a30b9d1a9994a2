/* t_spread.c - gp_sort and gp_scan spread over a context's several devices
 * (gp_context_options.device_count), against one context's: on host
 * members (the code path of GPUs' members) bit for bit, and with a device
 * on three contexts of device 0 or the devices GPUPRIM_TEST_DEVICES
 * lists (sorts, integers, max and min bit for bit;
 * floating-point sums and products within their rounding bound).  Sorts of
 * every class and order; random data with ties, NaN of both signs, -0,
 * +-Inf and integer limits; all equal (one bucket takes all); fewer
 * elements than members; one line and several.  Scans: sums in double, in
 * single and saturating ("native"), the OR of logicals, products, max and
 * min with their NaN flags and positions, exclusive and reversed, one line
 * and N-d along every dim.  Also the options' refusals. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gp_measure.h"
#include "gpuprim.h"
#include "tap.h"
#include "test_data.h"

static const gp_dtype classes[] = {GP_DOUBLE, GP_SINGLE, GP_INT8,  GP_UINT8, GP_INT16, GP_UINT16,
                                   GP_INT32,  GP_UINT32, GP_INT64, GP_UINT64, GP_LOGICAL};
#define N_CLASSES (sizeof classes / sizeof classes[0])

/* A context of `count` members on `backend`, spreading from 1 element:
 * on devices (NULL: all on device 0). */
static gp_status open_spread(gp_context **ctx, gp_backend backend, int count, const int *devices)
{
  gp_context_options o;
  gp_measure_options m;
  gp_context_options_init(&o, backend);
  gp_measure_options_init(&m);
  o.device_count = count;
  for (int k = 0; k < count; k++)
    o.devices[k] = devices ? devices[k] : 0;
  m.spread_min = 1;
  return gp_context_create_measuring(ctx, &o, &m);
}

/* n elements of class t: random bits, a third of them from 5 values (ties),
 * with NaN of both signs, -0, +-Inf (floats) and the integer limits. */
static void fill(void *p, gp_dtype t, int64_t n, int all_equal)
{
  const size_t es = gp_dtype_size(t);
  for (int64_t k = 0; k < n; k++) {
    uint64_t v = all_equal ? 7 : rng();
    if (!all_equal && k % 3 == 0)
      v = rng() % 5;
    unsigned char *at = (unsigned char *) p + (size_t) k * es;
    if (t == GP_DOUBLE) {
      double d = all_equal ? 2.5 : (double) (int64_t) (v % 2001) / 8 - 125;
      const int64_t r = (int64_t) (rng() % 97);
      d = r == 0 ? NAN : r == 1 ? -NAN : r == 2 ? -0.0 : r == 3 ? INFINITY : r == 4 ? -INFINITY : d;
      memcpy(at, &d, 8);
    } else if (t == GP_SINGLE) {
      float f = all_equal ? 2.5f : (float) (int64_t) (v % 2001) / 8 - 125;
      const int64_t r = (int64_t) (rng() % 97);
      f = r == 0 ? NAN : r == 1 ? -NAN : r == 2 ? -0.0f : r == 3 ? INFINITY : r == 4 ? -INFINITY : f;
      memcpy(at, &f, 4);
    } else if (t == GP_LOGICAL) {
      at[0] = (unsigned char) (v & 1);
    } else {
      const int64_t r = (int64_t) (rng() % 50);
      if (!all_equal && r < 2) /* the limits: all ones (max of unsigned, -1), or the sign bit alone (min) */
        v = r == 0 ? ~0ull : (t == GP_INT8 || t == GP_INT16 || t == GP_INT32 || t == GP_INT64) ? 1ull << (es * 8 - 1) : 0;
      memcpy(at, &v, es);
    }
  }
}

/* Sort x (dims, along axis) in both contexts with these options; compare. */
static int same_sort(gp_context *one, gp_context *many, gp_dtype t, int ndims, const int64_t *dims, int axis,
                     const gp_sort_options *o, int with_idx, int all_equal)
{
  gp_array x, y1, y2, i1, i2;
  int64_t n = 1;
  for (int k = 0; k < ndims; k++)
    n *= dims[k];
  const size_t es = gp_dtype_size(t), bytes = (size_t) (n ? n : 1) * es;
  void *xd = malloc(bytes), *a = malloc(bytes), *b = malloc(bytes);
  double *p = malloc((size_t) (n ? n : 1) * sizeof(double)), *q = malloc((size_t) (n ? n : 1) * sizeof(double));
  fill(xd, t, n, all_equal);
  memset(b, 0xa5, bytes);
  for (int64_t k = 0; k < n; k++)
    q[k] = -1;
  gp_array_init(&x, xd, t, GP_HOST, ndims, dims);
  gp_array_init(&y1, a, t, GP_HOST, ndims, dims);
  gp_array_init(&y2, b, t, GP_HOST, ndims, dims);
  gp_array_init(&i1, p, GP_DOUBLE, GP_HOST, ndims, dims);
  gp_array_init(&i2, q, GP_DOUBLE, GP_HOST, ndims, dims);
  const gp_status s1 = gp_sort(one, o, &x, &y1, with_idx ? &i1 : NULL, axis);
  const gp_status s2 = gp_sort(many, o, &x, &y2, with_idx ? &i2 : NULL, axis);
  const int ok = s1 == GP_SUCCESS && s2 == GP_SUCCESS && same_bits(a, b, (size_t) n * es)
                 && (!with_idx || same_bits(p, q, (size_t) n * sizeof(double)));
  free(xd), free(a), free(b), free(p), free(q);
  return ok;
}

/* Every class, order and layout on `many` against `one`; `what` names the members. */
/* GPUPRIM_LIGHT=1 (the sanitizer runs, where every launch costs far more):
 * the lengths past a member each and the orders by value and by abs only. */
static int light(void)
{
  return tap_env_on("GPUPRIM_LIGHT");
}

static void against_one(gp_context *one, gp_context *many, const char *what)
{
  static const int64_t lengths[] = {4099, 70001, 1, 2, 3, 5, 64, 1000};
  const size_t nlengths = light() ? 2 : sizeof lengths / sizeof lengths[0];
  for (size_t c = 0; c < N_CLASSES; c++) {
    const gp_dtype t = classes[c];
    int bad = 0, cases = 0;
    for (size_t l = 0; l < nlengths; l++)
      for (int order = 0; order < 6; order += light() ? 4 : 1) {
        gp_sort_options o;
        gp_sort_options_init(&o);
        o.descending = order & 1;
        o.missing = order == 2 ? GP_SORT_MISSING_FIRST : order == 3 ? GP_SORT_MISSING_LAST : GP_SORT_MISSING_AUTO;
        o.compare = order >= 4 ? GP_SORT_BY_ABS : GP_SORT_BY_VALUE;
        const int64_t col[1] = {lengths[l]}, row[2] = {1, lengths[l]};
        bad += !same_sort(one, many, t, 1, col, 0, &o, order != 5, 0);
        bad += !same_sort(one, many, t, 2, row, 1, &o, 1, 0);
        cases += 2;
      }
    tap_ok(bad == 0, "%s %s: one line of up to 70001, ascending, descending, NaN first and last, by abs: %d of %d differ",
           what, gp_dtype_name(t), bad, cases);
  }
  int bad = 0;
  for (size_t c = 0; c < N_CLASSES; c++) {
    const int64_t col[1] = {30011};
    gp_sort_options o;
    gp_sort_options_init(&o);
    for (int desc = 0; desc < 2; desc++) {
      o.descending = desc;
      bad += !same_sort(one, many, classes[c], 1, col, 0, &o, 1, 1);
    }
  }
  tap_ok(bad == 0, "%s all 30011 elements equal (one member takes them all), every class, both directions: %d differ",
         what, bad);
  bad = 0;
  int cases = 0;
  static const int64_t shapes[][3] = {{33, 5, 4}, {1000, 7, 1}, {3, 2, 1}, {4099, 3, 1}, {2, 3, 5000}, {5, 1, 1}};
  const size_t nshapes = light() ? 1 : sizeof shapes / sizeof shapes[0];
  for (size_t c = 0; c < N_CLASSES; c++)
    for (size_t s = 0; s < nshapes; s++)
      for (int axis = 0; axis < 3; axis++) {
        gp_sort_options o;
        gp_sort_options_init(&o);
        o.descending = (int) ((s + axis) & 1);
        bad += !same_sort(one, many, classes[c], 3, shapes[s], axis, &o, 1, 0);
        cases++;
      }
  tap_ok(bad == 0, "%s N-d arrays along every dim (whole lines to each member, or one context): %d of %d differ",
         what, bad, cases);
}

/* ---- scans ---- */

typedef struct scan_case {
  gp_op op;
  gp_nan_flag nan;
  gp_dtype in, out;
  int near_one; /* products: values near 1 */
} scan_case;

static const scan_case scan_cases[] = {
  {GP_OP_SUM, GP_NAN_DEFAULT, GP_DOUBLE, GP_DOUBLE, 0},  {GP_OP_SUM, GP_NAN_DEFAULT, GP_SINGLE, GP_SINGLE, 0},
  {GP_OP_SUM, GP_NAN_DEFAULT, GP_INT32, GP_DOUBLE, 0},   {GP_OP_SUM, GP_NAN_DEFAULT, GP_INT64, GP_DOUBLE, 0},
  {GP_OP_SUM, GP_NAN_DEFAULT, GP_INT8, GP_INT8, 0},      {GP_OP_SUM, GP_NAN_DEFAULT, GP_UINT16, GP_UINT16, 0},
  {GP_OP_SUM, GP_NAN_DEFAULT, GP_LOGICAL, GP_DOUBLE, 0}, {GP_OP_SUM, GP_NAN_DEFAULT, GP_LOGICAL, GP_LOGICAL, 0},
  {GP_OP_SUM, GP_NAN_OMIT, GP_DOUBLE, GP_DOUBLE, 0},     {GP_OP_PROD, GP_NAN_DEFAULT, GP_DOUBLE, GP_DOUBLE, 1},
  {GP_OP_PROD, GP_NAN_DEFAULT, GP_INT16, GP_DOUBLE, 0},  {GP_OP_MAX, GP_NAN_DEFAULT, GP_DOUBLE, GP_DOUBLE, 0},
  {GP_OP_MIN, GP_NAN_INCLUDE, GP_DOUBLE, GP_DOUBLE, 0},  {GP_OP_MAX, GP_NAN_DEFAULT, GP_INT64, GP_INT64, 0},
  {GP_OP_MIN, GP_NAN_DEFAULT, GP_SINGLE, GP_SINGLE, 0},  {GP_OP_MAX, GP_NAN_INCLUDE, GP_UINT8, GP_UINT8, 0}};
#define N_SCANS (sizeof scan_cases / sizeof scan_cases[0])

/* Whether b is a within its rounding bound: exact where y has no rounding
 * (integers, logical, max and min); else each element within
 * 4 n eps of the running sum of magnitudes (sums) or of itself (products). */
static int scan_agrees(const scan_case *c, const void *x, const void *a, const void *b, int64_t n, int exact,
                       int one_line)
{
  const size_t es = gp_dtype_size(c->out);
  if (exact || (c->out != GP_DOUBLE && c->out != GP_SINGLE) || c->op == GP_OP_MAX || c->op == GP_OP_MIN)
    return same_bits(a, b, (size_t) n * es);
  const double eps = c->out == GP_DOUBLE ? 0x1p-52 : 0x1p-23;
  double run = 0;  /* one line: the running sum of magnitudes; N-d lines: all of them (a looser bound) */
  for (int64_t k = 0; !one_line && k < n; k++)
    run += isnan(get_double(x, c->in, k)) ? 0 : fabs(get_double(x, c->in, k));
  for (int64_t k = 0; k < n; k++) {
    const double u = get_double(a, c->out, k), v = get_double(b, c->out, k), xk = get_double(x, c->in, k);
    run += one_line && !isnan(xk) ? fabs(xk) : 0;
    const double bound = 4.0 * (double) n * eps * (c->op == GP_OP_SUM ? run : fabs(u));
    if (!(u == v || (isnan(u) && isnan(v)) || fabs(u - v) <= bound))
      return 0;
  }
  return 1;
}

/* One scan of x (dims, along axis) in both contexts; whether they agree
 * (scan_agrees; exact: bit for bit). */
static int same_scan(gp_context *one, gp_context *many, const scan_case *c, int ndims, const int64_t *dims, int axis,
                     int exclusive, int reverse, int exact)
{
  int64_t n = 1;
  for (int k = 0; k < ndims; k++)
    n *= dims[k];
  const size_t xs = gp_dtype_size(c->in), ys = gp_dtype_size(c->out), m = (size_t) (n ? n : 1);
  void *xd = malloc(m * xs), *a = malloc(m * ys), *b = malloc(m * ys);
  double *p = malloc(m * sizeof(double)), *q = malloc(m * sizeof(double));
  fill(xd, c->in, n, 0);
  if (c->near_one)
    for (int64_t k = 0; k < n; k++)
      ((double *) xd)[k] = 1.0 + (double) ((int64_t) (rng() % 2001) - 1000) * 1e-6;
  memset(b, 0xa5, m * ys);
  gp_array x, y1, y2, i1, i2;
  gp_array_init(&x, xd, c->in, GP_HOST, ndims, dims);
  gp_array_init(&y1, a, c->out, GP_HOST, ndims, dims);
  gp_array_init(&y2, b, c->out, GP_HOST, ndims, dims);
  gp_array_init(&i1, p, GP_DOUBLE, GP_HOST, ndims, dims);
  gp_array_init(&i2, q, GP_DOUBLE, GP_HOST, ndims, dims);
  const int with_idx = (c->op == GP_OP_MAX || c->op == GP_OP_MIN) && !exclusive && !reverse && (n % 2 == 1);
  gp_scan_options o;
  gp_scan_options_init(&o);
  o.nan = c->nan;
  o.exclusive = exclusive;
  o.reverse = reverse;
  const gp_status s1 = gp_scan(one, c->op, &o, &x, &y1, with_idx ? &i1 : NULL, axis);
  const gp_status s2 = gp_scan(many, c->op, &o, &x, &y2, with_idx ? &i2 : NULL, axis);
  const int ok = s1 == s2 && (s1 != GP_SUCCESS || (scan_agrees(c, xd, a, b, n, exact, ndims == 1)
                                                   && (!with_idx || same_bits(p, q, m * sizeof(double)))));
  free(xd), free(a), free(b), free(p), free(q);
  return ok;
}

/* Every scan case on `many` against `one`; exact: bit for bit throughout. */
static void scans_against_one(gp_context *one, gp_context *many, const char *what, int exact)
{
  static const int64_t lengths[] = {4099, 70001, 1, 2, 5, 1000};
  static const int64_t shapes[][3] = {{33, 5, 4}, {1000, 7, 1}, {2, 3, 5000}};
  const size_t nlengths = light() ? 2 : sizeof lengths / sizeof lengths[0];
  const size_t nshapes = light() ? 1 : sizeof shapes / sizeof shapes[0];
  for (size_t c = 0; c < N_SCANS; c++) {
    const scan_case *sc = &scan_cases[c];
    int bad = 0, cases = 0;
    for (size_t l = 0; l < nlengths; l++)
      for (int form = 0; form < 3; form++) {
        const int64_t col[1] = {lengths[l]};
        bad += !same_scan(one, many, sc, 1, col, 0, form == 1, form == 2, exact);
        cases++;
      }
    for (size_t s = 0; s < nshapes; s++)
      for (int axis = 0; axis < 3; axis++)
        for (int form = 0; form < 3; form++) {
          bad += !same_scan(one, many, sc, 3, shapes[s], axis, form == 1, form == 2, exact);
          cases++;
        }
    tap_ok(bad == 0, "%s scan %d of %s (nan flag %d) into %s: one line of up to 70001 and N-d along every dim, "
                     "plain, exclusive, reversed: %d of %d differ",
           what, (int) sc->op, gp_dtype_name(sc->in), (int) sc->nan, gp_dtype_name(sc->out), bad, cases);
  }
}

static void refusals(void)
{
  gp_context_options o;
  gp_context *ctx = NULL;
  gp_context_options_init(&o, GP_BACKEND_HOST);
  o.device_count = GP_MAX_DEVICES + 1;
  const gp_status many = gp_context_create(&ctx, &o);
  o.device_count = 2;
  o.devices[1] = -1;
  const gp_status negative = gp_context_create(&ctx, &o);
  o.device_count = -1;
  const gp_status below = gp_context_create(&ctx, &o);
  tap_ok(many == GP_ERROR_INVALID_ARGUMENT && negative == GP_ERROR_INVALID_ARGUMENT && below == GP_ERROR_INVALID_ARGUMENT
           && ctx == NULL,
         "device_count past GP_MAX_DEVICES, below 0, and a negative ordinal are refused");
  o.device_count = 3;
  o.devices[1] = 0;
  gp_status st = gp_context_create(&ctx, &o);
  tap_ok(st == GP_SUCCESS && gp_context_device_count(ctx) == 3, "a host context of 3 members counts 3");
  gp_context_destroy(ctx);
  gp_context_options_init(&o, GP_BACKEND_HOST);
  st = gp_context_create(&ctx, &o);
  tap_ok(st == GP_SUCCESS && gp_context_device_count(ctx) == 1, "the default is one device");
  gp_context_destroy(ctx);
}

int main(void)
{
  refusals();
  gp_context *one = NULL;
  gp_status st = gp_context_create_backend(&one, GP_BACKEND_HOST);
  tap_ok(st == GP_SUCCESS, "host context");
  static const int counts[] = {2, 3, 5};
  for (size_t k = 0; k < sizeof counts / sizeof counts[0]; k++) {
    gp_context *many = NULL;
    char what[64];
    snprintf(what, sizeof what, "host, %d members:", counts[k]);
    st = open_spread(&many, GP_BACKEND_HOST, counts[k], NULL);
    tap_ok(st == GP_SUCCESS, "%s opened", what);
    if (st == GP_SUCCESS) {
      against_one(one, many, what);
      scans_against_one(one, many, what, 1);
    }
    gp_context_destroy(many);
  }
  gp_context_destroy(one);

  /* On a GPU: three contexts of device 0 against one, or the devices
   * GPUPRIM_TEST_DEVICES lists ("0,1,2,3" on a machine of four). */
  gp_context *cuda = NULL, *many = NULL;
  int devices[GP_MAX_DEVICES] = {0}, count = 3;
  const char *list = getenv("GPUPRIM_TEST_DEVICES");
  for (int k = 0; list && *list && k < GP_MAX_DEVICES; k++) {
    char *end = NULL;
    devices[k] = (int) strtol(list, &end, 10);
    count = k + 1;
    list = *end == ',' ? end + 1 : "";
  }
  char what[64];
  snprintf(what, sizeof what, "cuda, %d contexts (devices %d .. %d):", count, devices[0], devices[count - 1]);
  st = gp_context_create_backend(&cuda, GP_BACKEND_CUDA);
  if (st == GP_SUCCESS)
    st = open_spread(&many, GP_BACKEND_CUDA, count, devices);
  if (st != GP_SUCCESS) {
    tap_gpu_cases_unavailable(N_CLASSES + 3 + N_SCANS, st);
  } else {
    against_one(cuda, many, what);
    scans_against_one(cuda, many, what, 0);
    /* A share past a member's memory: the call goes back to one device, which streams it in pieces. */
    const int64_t col[1] = {(int64_t) 1 << 20};
    gp_status c1 = gp_context_set_memory_limit(cuda, (size_t) 1 << 20), c2 = gp_context_set_memory_limit(many, (size_t) 1 << 20);
    tap_ok(c1 == GP_SUCCESS && c2 == GP_SUCCESS && same_scan(cuda, many, &scan_cases[0], 1, col, 0, 0, 0, 1),
           "%s cumsum of 2^20 doubles with 1 MiB of device memory a context: as one device streams it", what);
  }
  gp_context_destroy(many);
  gp_context_destroy(cuda);
  return tap_done();
}
