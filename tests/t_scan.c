/* t_scan.c - gp_scan on every backend present, against a sequential oracle.
 *
 * The oracle here is written apart from the host backend: it reads elements
 * as numbers and folds each line front to back, as Octave's cumsum does.
 * Integer and logical results must match exactly; floating-point results
 * within the reordering bound len * eps * cumsum(|x|). */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <time.h>

#include "gpuprim.h"
#include "test_options.h"
#include "tap.h"
#include "test_data.h"

/* ---------------------------------------------------------------- data */

static const int64_t int_min[GP_DTYPE_COUNT] = {0, 0, INT8_MIN, 0, INT16_MIN, 0, INT32_MIN, 0, INT64_MIN, 0, 0};
static const int64_t int_max[GP_DTYPE_COUNT] = {0, 0, INT8_MAX, UINT8_MAX, INT16_MAX, UINT16_MAX,
                                                INT32_MAX, UINT32_MAX, INT64_MAX, 0, 1};

/* Store the integer v as element i of an array of dtype t (v fits t). */
static void put_int(void *p, gp_dtype t, int64_t i, int64_t v)
{
  switch (t) {
  case GP_DOUBLE: ((double *) p)[i] = (double) v; break;
  case GP_SINGLE: ((float *) p)[i] = (float) v; break;
  case GP_INT8: ((int8_t *) p)[i] = (int8_t) v; break;
  case GP_UINT8: ((uint8_t *) p)[i] = (uint8_t) v; break;
  case GP_INT16: ((int16_t *) p)[i] = (int16_t) v; break;
  case GP_UINT16: ((uint16_t *) p)[i] = (uint16_t) v; break;
  case GP_INT32: ((int32_t *) p)[i] = (int32_t) v; break;
  case GP_UINT32: ((uint32_t *) p)[i] = (uint32_t) v; break;
  case GP_INT64: ((int64_t *) p)[i] = v; break;
  case GP_UINT64: ((uint64_t *) p)[i] = (uint64_t) v; break;
  case GP_LOGICAL: ((uint8_t *) p)[i] = v != 0; break;
  default: break;
  }
}

/* Random elements: floats in [-1, 1); integers mostly within a quarter of
 * their range (so saturating sums hit the limits and come back), now and
 * then exactly at a limit. */
static void fill_random(void *p, gp_dtype t, int64_t n)
{
  for (int64_t i = 0; i < n; i++) {
    uint64_t r = rng();
    double u = (double) (r >> 11) / 9007199254740992.0 * 2.0 - 1.0;
    int extreme = (r & 63) == 0;
    switch (t) {
    case GP_DOUBLE: ((double *) p)[i] = u; break;
    case GP_SINGLE: ((float *) p)[i] = (float) u; break;
    case GP_LOGICAL: ((uint8_t *) p)[i] = (r >> 7) & 1; break;
    case GP_UINT64: ((uint64_t *) p)[i] = extreme ? UINT64_MAX : (r >> 2); break;
    case GP_INT64: ((int64_t *) p)[i] = extreme ? ((r & 64) ? INT64_MAX : INT64_MIN) : ((int64_t) r >> 2); break;
    default: {
      int64_t lo = int_min[t], hi = int_max[t];
      int64_t v = extreme ? ((r & 64) ? hi : lo) : (int64_t) (u * (double) (hi - lo) / 8.0) + (lo ? 0 : hi / 8);
      put_int(p, t, i, v);
    }
    }
  }
}

/* Sparse +-1 steps (only +1 for unsigned classes): every partial sum of up
 * to the shapes' 100003 elements stays far inside every integer range, so "native"
 * never saturates and the fast checked sum must stand on its own. */
static void fill_in_range(void *p, gp_dtype t, int64_t n)
{
  for (int64_t i = 0; i < n; i++) {
    uint64_t r = rng();
    put_int(p, t, i, (r & 1023) == 0 ? 1 : ((r & 1023) == 1 && int_min[t] < 0 ? -1 : 0));
  }
}

static __int128 get_int(const void *p, gp_dtype t, int64_t i)
{
  switch (t) {
  case GP_INT64: return ((const int64_t *) p)[i];
  case GP_UINT64: return ((const uint64_t *) p)[i];
  default: return (__int128) get_double(p, t, i);
  }
}

/* ---------------------------------------------------------------- oracle and comparison */

typedef struct {
  gp_dtype in, out;
} scan_pair;

/* Compare y with a sequential scan of x; returns 1 when every element is right. */
static int check_scan(const gp_array *x, const gp_array *y, int axis, char *why, size_t why_size)
{
  int64_t inner = 1, len = 1, outer = 1;
  for (int d = 0; d < x->ndims; d++)
    *(d < axis ? &inner : d == axis ? &len : &outer) *= x->dims[d];
  gp_dtype in = x->dtype, out = y->dtype;
  int exact_double = in == GP_LOGICAL || (gp_dtype_is_integer(in) && gp_dtype_size(in) <= 4);
  for (int64_t o = 0; o < outer; o++)
    for (int64_t i = 0; i < inner; i++) {
      double accd = 0, absd = 0;
      float accf = 0;
      __int128 acci = 0;
      unsigned accb = 0;
      for (int64_t l = 0; l < len; l++) {
        int64_t k = (o * len + l) * inner + i;
        int ok;
        double got = 0, want = 0;
        if (out == GP_DOUBLE || out == GP_SINGLE) {
          double v = get_double(x->data, in, k);
          if (out == GP_DOUBLE)
            accd = l ? accd + v : v;
          else
            accf = l ? accf + (float) v : (float) v;
          absd += fabs(v);
          want = out == GP_DOUBLE ? accd : accf;
          got = get_double(y->data, out, k);
          double eps = out == GP_DOUBLE ? DBL_EPSILON : FLT_EPSILON;
          if (isnan(want) || isnan(got))
            ok = isnan(want) && isnan(got);
          else if (out == GP_DOUBLE && exact_double)
            ok = got == want;
          else
            ok = fabs(got - want) <= 2.0 * (double) len * eps * absd || got == want;
        } else if (out == GP_LOGICAL) {
          accb |= ((const uint8_t *) x->data)[k] != 0;
          want = accb;
          got = ((const uint8_t *) y->data)[k];
          ok = got == want;
        } else {
          __int128 lo = int_min[out], hi = out == GP_UINT64 ? (__int128) UINT64_MAX : int_max[out];
          acci += get_int(x->data, in, k);
          acci = acci < lo ? lo : acci > hi ? hi : acci;
          ok = get_int(y->data, out, k) == acci;
          want = (double) acci;
          got = (double) get_int(y->data, out, k);
        }
        if (!ok) {
          snprintf(why, why_size, "element %lld (line %lld,%lld step %lld): got %.17g want %.17g",
                   (long long) k, (long long) o, (long long) i, (long long) l, got, want);
          return 0;
        }
      }
    }
  return 1;
}

/* ---------------------------------------------------------------- cases */

typedef struct {
  int ndims;
  int64_t dims[3];
} shape_case;

/* Lengths around the tile sizes (5120 and 8192 elements for contiguous
 * tiles, 16/32 rows x 128 columns for strided ones), many short lines, N-d. */
static const shape_case shapes[] = {
  {1, {1}}, {1, {31}}, {1, {5119}}, {1, {5120}}, {1, {5121}}, {1, {8191}}, {1, {8192}},
  {1, {8193}}, {1, {16385}}, {1, {100003}}, {1, {0}}, {2, {3, 0}},
  {2, {7, 5}}, {2, {129, 33}}, {2, {127, 17}}, {2, {16, 3000}}, {2, {3, 8193}}, {2, {8193, 3}},
  {3, {2, 3, 4}}, {3, {1, 1, 5}}, {3, {5, 1, 3}}, {3, {33, 17, 9}}, {3, {130, 65, 2}}, {2, {5, 700}},
};

static const scan_pair pairs[] = {
  {GP_DOUBLE, GP_DOUBLE}, {GP_SINGLE, GP_DOUBLE}, {GP_INT8, GP_DOUBLE}, {GP_UINT8, GP_DOUBLE},
  {GP_INT16, GP_DOUBLE}, {GP_UINT16, GP_DOUBLE}, {GP_INT32, GP_DOUBLE}, {GP_UINT32, GP_DOUBLE},
  {GP_INT64, GP_DOUBLE}, {GP_UINT64, GP_DOUBLE}, {GP_LOGICAL, GP_DOUBLE},
  {GP_SINGLE, GP_SINGLE}, {GP_LOGICAL, GP_LOGICAL},
  {GP_INT8, GP_INT8}, {GP_UINT8, GP_UINT8}, {GP_INT16, GP_INT16}, {GP_UINT16, GP_UINT16},
  {GP_INT32, GP_INT32}, {GP_UINT32, GP_UINT32}, {GP_INT64, GP_INT64}, {GP_UINT64, GP_UINT64},
};


#define MAX_ELEMS 1004255 /* long_shapes' 4099 x 245 */

/* GPUPRIM_LIGHT=1 marks the sanitizer runs, where every launch costs far
 * more: the tests keep a few shapes that still cross tile boundaries,
 * strided and N-d lines, and shrink their large arrays. */
static int light_mode(void)
{
  return tap_env_on("GPUPRIM_LIGHT");
}

static int shape_kept(size_t s)
{
  /* 1, 5121, 3x0, 129x33, 33x17x9, 5x700: partial tiles, contiguous and strided lines over several tiles */
  static const size_t light_shapes[] = {0, 4, 11, 13, 21, 23};
  if (!light_mode())
    return 1;
  for (size_t k = 0; k < sizeof light_shapes / sizeof light_shapes[0]; k++)
    if (light_shapes[k] == s)
      return 1;
  return 0;
}

/* elapsed seconds since *t, which moves to now: where a slow run spends its time */
static double lap(struct timespec *t)
{
  struct timespec now;
  timespec_get(&now, TIME_UTC);
  double s = (double) (now.tv_sec - t->tv_sec) + 1e-9 * (double) (now.tv_nsec - t->tv_nsec);
  *t = now;
  return s;
}

static unsigned char xbuf[MAX_ELEMS * 8], ybuf[MAX_ELEMS * 8];

/* Every shape and axis for one (input, output) pair, on data from `fill`. */
static void test_pair(gp_context *ctx, const char *backend, scan_pair p,
                      void (*fill)(void *, gp_dtype, int64_t), const char *data)
{
  char why[256] = "";
  int ok = 1;
  for (size_t s = 0; ok && s < sizeof shapes / sizeof shapes[0]; s++) {
    if (!shape_kept(s))
      continue;
    gp_array x, y;
    gp_array_init(&x, xbuf, p.in, GP_HOST, shapes[s].ndims, shapes[s].dims);
    gp_array_init(&y, ybuf, p.out, GP_HOST, shapes[s].ndims, shapes[s].dims);
    for (int axis = 0; ok && axis <= shapes[s].ndims; axis++) {
      fill(xbuf, p.in, gp_array_numel(&x));
      gp_status st = gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &x, &y, NULL, axis);
      if (st != GP_SUCCESS) {
        snprintf(why, sizeof why, "%s", gp_status_string(st));
        ok = 0;
      } else {
        ok = check_scan(&x, &y, axis, why, sizeof why);
      }
      if (!ok) {
        char where[64];
        snprintf(where, sizeof where, " [shape %d: %lldx%lldx%lld axis %d]", (int) s,
                 (long long) shapes[s].dims[0], (long long) (shapes[s].ndims > 1 ? shapes[s].dims[1] : 1),
                 (long long) (shapes[s].ndims > 2 ? shapes[s].dims[2] : 1), axis);
        strncat(why, where, sizeof why - strlen(why) - 1);
      }
    }
  }
  tap_ok(ok, "%s: %s -> %s on every shape and axis, %s%s%s", backend, gp_dtype_name(p.in),
         gp_dtype_name(p.out), data, ok ? "" : ": ", why);
}

/* "native" classes whose scan first tries the checked plain sum */
static const gp_dtype checked_classes[] = {GP_INT8, GP_UINT8, GP_INT16, GP_UINT16, GP_INT32, GP_UINT32};

static void test_all_pairs(gp_context *ctx, const char *backend)
{
  for (size_t p = 0; p < sizeof pairs / sizeof pairs[0]; p++)
    test_pair(ctx, backend, pairs[p], fill_random, "random data");
  for (size_t c = 0; c < sizeof checked_classes / sizeof checked_classes[0]; c++) {
    scan_pair p = {checked_classes[c], checked_classes[c]};
    test_pair(ctx, backend, p, fill_in_range, "sums that never saturate");
  }
}

/* cumprod, cummax and cummin: the CUDA backend against the host reference
 * (itself checked against Octave's builtins in t_gpu_scan_family.m), on
 * every shape and axis.  Products of +-1 and +-2 are exact in any grouping,
 * so every comparison is bitwise; positions must match exactly. */
static void fill_family(void *p, gp_dtype t, int64_t n, gp_op op)
{
  for (int64_t i = 0; i < n; i++) {
    uint64_t r = rng();
    int v = op == GP_OP_PROD ? ((r & 1) ? -1 : 1) * ((r & 254) == 0 ? 2 : 1) : (int) (r % 5) - 2;
    int nan = op != GP_OP_PROD && (r >> 8) % 10 == 0;
    if (nan && t == GP_DOUBLE)
      ((double *) p)[i] = NAN;
    else if (nan && t == GP_SINGLE)
      ((float *) p)[i] = NAN;
    else if (op == GP_OP_PROD)  /* +-1, +-2: every partial product exact, in any grouping */
      put_int(p, t, i, t == GP_UINT8 ? (v < 0 ? -v : v) : t == GP_LOGICAL ? v > 0 : v);
    else
      put_int(p, t, i,
              t == GP_UINT8 ? v + 2 : t == GP_INT64 ? v * INT64_C(1000000000000) : t == GP_LOGICAL ? v > 0 : v);
  }
}

/* Contiguous lines long enough for the reduce-then-scan path of wide
 * accumulators (tuning.h's GP_SCAN_PREFIXED_MIN_TILES, 64 tiles of at most
 * 11264 elements): one line, and lines of 4099 that start inside tiles. */
static const shape_case long_shapes[] = {{1, {1000003}}, {2, {4099, 245}}};

/* One op and class on one shape, every axis: CUDA against the host, bit for
 * bit with positions; why gets the first failure. */
static int family_shape_ok(gp_context *cuda, gp_context *host, gp_op op, gp_dtype in, const shape_case *sh,
                           char *why, size_t why_size)
{
  static double idx_cuda[MAX_ELEMS], idx_host[MAX_ELEMS];
  static unsigned char want[MAX_ELEMS * 8];
  gp_dtype out = gp_scan_result_dtype(op, in, GP_ACCUM_DEFAULT);
  gp_array x, y, yh, ic, ih;
  gp_array_init(&x, xbuf, in, GP_HOST, sh->ndims, sh->dims);
  gp_array_init(&y, ybuf, out, GP_HOST, sh->ndims, sh->dims);
  gp_array_init(&yh, want, out, GP_HOST, sh->ndims, sh->dims);
  gp_array_init(&ic, idx_cuda, GP_DOUBLE, GP_HOST, sh->ndims, sh->dims);
  gp_array_init(&ih, idx_host, GP_DOUBLE, GP_HOST, sh->ndims, sh->dims);
  int64_t n = gp_array_numel(&x);
  gp_array *pic = op == GP_OP_PROD ? NULL : &ic, *pih = op == GP_OP_PROD ? NULL : &ih;
  for (int axis = 0; axis <= sh->ndims; axis++) {
    fill_family(xbuf, in, n, op);
    gp_status a = gp_scan(cuda, op, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &x, &y, pic, axis);
    gp_status b = gp_scan(host, op, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &x, &yh, pih, axis);
    size_t bytes = (size_t) n * gp_dtype_size(out);
    if (!(a == GP_SUCCESS && b == GP_SUCCESS && same_bits(ybuf, want, bytes)
          && (!pic || same_bits(idx_cuda, idx_host, (size_t) n * sizeof(double))))) {
      snprintf(why, why_size, ": %s, %lld elements, axis %d: %s / %s", gp_dtype_name(in), (long long) n, axis,
               gp_status_string(a), gp_status_string(b));
      return 0;
    }
  }
  return 1;
}

static void test_family(gp_context *cuda, gp_context *host)
{
  static const gp_op ops[] = {GP_OP_PROD, GP_OP_MAX, GP_OP_MIN};
  static const char *names[] = {"cumprod", "cummax", "cummin"};
  static const gp_dtype classes[] = {GP_DOUBLE, GP_SINGLE, GP_INT32, GP_UINT8, GP_INT64, GP_LOGICAL};
  for (int o = 0; o < 3; o++) {
    int ok = 1, long_ok = 1;
    char why[160] = "", long_why[160] = "";
    for (size_t c = 0; c < sizeof classes / sizeof classes[0]; c++) {
      for (size_t s = 0; ok && s < sizeof shapes / sizeof shapes[0]; s++)
        if (shape_kept(s))
          ok = family_shape_ok(cuda, host, ops[o], classes[c], &shapes[s], why, sizeof why);
      for (size_t s = 0; long_ok && s < sizeof long_shapes / sizeof long_shapes[0]; s++)
        long_ok = family_shape_ok(cuda, host, ops[o], classes[c], &long_shapes[s], long_why, sizeof long_why);
    }
    tap_ok(ok, "cuda: %s equals the host reference bit for bit, every shape and axis%s", names[o], why);
    tap_ok(long_ok, "cuda: %s of lines over 64 tiles and more (reduce, then scan) equals the host reference%s",
           names[o], long_why);
  }
}

/* Every named algorithm on the CUDA backend against the host reference, bit
 * for bit: saturating integer sums on data that saturates, sums on data
 * whose sums are exact in any grouping, products of +-1 and +-2, extremes
 * with ties and NaN (and their positions), on every shape and axis. */
typedef struct {
  gp_op op;
  gp_dtype in, out;
  int fill;  /* 0: fill_random, 1: fill_in_range, 2: fill_family */
} variant_case;

static const variant_case variant_cases[] = {
  {GP_OP_SUM, GP_INT8, GP_INT8, 0},       {GP_OP_SUM, GP_UINT16, GP_UINT16, 0},
  {GP_OP_SUM, GP_INT32, GP_INT32, 0},     {GP_OP_SUM, GP_INT64, GP_INT64, 0},
  {GP_OP_SUM, GP_UINT64, GP_UINT64, 0},   {GP_OP_SUM, GP_LOGICAL, GP_LOGICAL, 0},
  {GP_OP_SUM, GP_DOUBLE, GP_DOUBLE, 1},   {GP_OP_SUM, GP_SINGLE, GP_SINGLE, 1},
  {GP_OP_SUM, GP_INT16, GP_DOUBLE, 1},    {GP_OP_PROD, GP_DOUBLE, GP_DOUBLE, 2},
  {GP_OP_PROD, GP_SINGLE, GP_SINGLE, 2},  {GP_OP_PROD, GP_INT32, GP_DOUBLE, 2},
  {GP_OP_MAX, GP_DOUBLE, GP_DOUBLE, 2},   {GP_OP_MAX, GP_INT8, GP_INT8, 2},
  {GP_OP_MIN, GP_SINGLE, GP_SINGLE, 2},   {GP_OP_MIN, GP_UINT64, GP_UINT64, 2},
  {GP_OP_MAX, GP_LOGICAL, GP_LOGICAL, 2},
};

static const gp_scan_algorithm variant_algorithms[] = {
  GP_SCAN_KOGGE_STONE, GP_SCAN_BRENT_KUNG, GP_SCAN_BLELLOCH, GP_SCAN_THREE_PHASE, GP_SCAN_HIERARCHICAL,
  GP_SCAN_CHAINED};
#define N_VARIANT_ALGORITHMS (sizeof variant_algorithms / sizeof variant_algorithms[0])

/* xbuf gets n elements of the case's data. */
static void fill_case(variant_case vc, int64_t n)
{
  if (vc.fill == 0)
    fill_random(xbuf, vc.in, n);
  else if (vc.fill == 1)
    fill_in_range(xbuf, vc.in, n);
  else
    fill_family(xbuf, vc.in, n, vc.op);
}

/* One variant case on one shape, every axis: the CUDA backend against the
 * host reference, bit for bit (results and positions), for the scan with
 * options o, or (reduce_alg >= 0) for gp_reduce with that algorithm.  why
 * gets the failure. */
static int variant_case_ok(gp_context *cuda, gp_context *host, variant_case vc, const gp_scan_options *o,
                           int reduce_alg, size_t sh, char *why, size_t why_size)
{
  static double idx_cuda[MAX_ELEMS], idx_host[MAX_ELEMS];
  static unsigned char want[MAX_ELEMS * 8];
  const int indexed = vc.op == GP_OP_MAX || vc.op == GP_OP_MIN;
  gp_array x, y, yh, ic, ih;
  gp_array_init(&x, xbuf, vc.in, GP_HOST, shapes[sh].ndims, shapes[sh].dims);
  const int64_t n = gp_array_numel(&x);
  for (int axis = 0; axis <= shapes[sh].ndims; axis++) {
    gp_array_init(&y, ybuf, vc.out, GP_HOST, shapes[sh].ndims, shapes[sh].dims);
    const int reduce = reduce_alg >= 0;
    if (reduce)
      gp_reduce_result_dims(vc.op, &x, axis, &y);
    yh = y;
    yh.data = want;
    ic = y;
    ic.dtype = GP_DOUBLE;
    ic.data = idx_cuda;
    ih = ic;
    ih.data = idx_host;
    const int64_t m = gp_array_numel(&y);
    fill_case(vc, n);
    const gp_reduce_algorithm ra = (gp_reduce_algorithm) reduce_alg;
    gp_status sa = reduce ? gp_reduce(cuda, vc.op, REDUCE_OPTS(ra, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &x, &y,
                                      indexed ? &ic : NULL, axis)
                          : gp_scan(cuda, vc.op, o, &x, &y, indexed ? &ic : NULL, axis);
    gp_status sb = reduce ? gp_reduce(host, vc.op, REDUCE_OPTS(ra, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &x, &yh,
                                      indexed ? &ih : NULL, axis)
                          : gp_scan(host, vc.op, o, &x, &yh, indexed ? &ih : NULL, axis);
    if (!(sa == GP_SUCCESS && sb == GP_SUCCESS && same_bits(ybuf, want, (size_t) m * gp_dtype_size(vc.out))
          && (!indexed || same_bits(idx_cuda, idx_host, (size_t) m * sizeof(double))))) {
      snprintf(why, why_size, ": %s%s, exclusive %d, reverse %d, op %d, %s -> %s, shape %d, axis %d: %s / %s",
               reduce ? "reduce, " : "", reduce ? gp_reduce_algorithm_name(ra) : gp_scan_algorithm_name(o->algorithm),
               o->exclusive, o->reverse,
               (int) vc.op, gp_dtype_name(vc.in), gp_dtype_name(vc.out), (int) sh, axis, gp_status_string(sa),
               gp_status_string(sb));
      return 0;
    }
  }
  return 1;
}

/* GPUPRIM_SKIP_SCAN_VARIANTS=1 lets a racecheck run, where the classic scans
 * take minutes, spend its time on the kernels that changed; make check never
 * sets it. */
static void test_variants(gp_context *cuda, gp_context *host)
{
  struct timespec t;
  timespec_get(&t, TIME_UTC);
  const int skip = tap_env_on("GPUPRIM_SKIP_SCAN_VARIANTS");
  for (size_t a = 0; a < N_VARIANT_ALGORITHMS; a++) {
    const gp_scan_options o = {.size = sizeof(gp_scan_options), .algorithm = variant_algorithms[a]};
    if (skip) {
      tap_skip("GPUPRIM_SKIP_SCAN_VARIANTS=1", "cuda: \"%s\"", gp_scan_algorithm_name(o.algorithm));
      continue;
    }
    int ok = 1;
    char why[200] = "";
    for (size_t c = 0; ok && c < sizeof variant_cases / sizeof variant_cases[0]; c++)
      for (size_t sh = 0; ok && sh < sizeof shapes / sizeof shapes[0]; sh++)
        ok = !shape_kept(sh) || variant_case_ok(cuda, host, variant_cases[c], &o, -1, sh, why, sizeof why);
    tap_ok(ok, "cuda: \"%s\" equals the host reference bit for bit, every op, shape and axis%s",
           gp_scan_algorithm_name(o.algorithm), why);
    printf("# %s: %.1f s\n", gp_scan_algorithm_name(o.algorithm), lap(&t));
  }
}

/* "exclusive" and "reverse" (gp_scan) on the CUDA backend against the
 * host backend, bit for bit, on the variant cases' data: the reversed copy
 * and the gather run on the device, around the default and a classic scan. */
static void test_directed(gp_context *cuda, gp_context *host)
{
  static const gp_scan_algorithm algs[] = {GP_SCAN_AUTO, GP_SCAN_BRENT_KUNG};
  int ok = 1;
  char why[200] = "";
  for (int flags = 1; ok && flags < 4; flags++)
    for (size_t a = 0; ok && a < 2; a++) {
      const gp_scan_options o = {
          .size = sizeof(gp_scan_options), .algorithm = algs[a], .exclusive = flags & 1, .reverse = (flags >> 1) & 1};
      for (size_t c = 0; ok && c < sizeof variant_cases / sizeof variant_cases[0]; c++)
        for (size_t sh = 0; ok && sh < sizeof shapes / sizeof shapes[0]; sh++)
          ok = !shape_kept(sh) || variant_case_ok(cuda, host, variant_cases[c], &o, -1, sh, why, sizeof why);
    }
  tap_ok(ok, "cuda: \"exclusive\", \"reverse\" and both equal the host reference bit for bit%s", why);
}

/* gp_reduce on the CUDA backend against the host backend, bit for bit, on
 * the variant cases' data along every axis, one line per algorithm.  Every
 * case is exact in any grouping but the saturating "native" sums, which
 * only "auto" and "scan" (the scan's clamp maps) may compute: the classic
 * trees must refuse them. */
static void test_reduce(gp_context *cuda, gp_context *host)
{
  struct timespec t;
  timespec_get(&t, TIME_UTC);
  for (int a = 0; a < GP_REDUCE_ALGORITHM_COUNT; a++) {
    const gp_scan_options o = {.size = sizeof(gp_scan_options), .algorithm = GP_SCAN_AUTO};
    int ok = 1;
    char why[200] = "";
    for (size_t c = 0; ok && c < sizeof variant_cases / sizeof variant_cases[0]; c++) {
      const variant_case vc = variant_cases[c];
      if (a != GP_REDUCE_AUTO && a != GP_REDUCE_BY_SCAN && vc.op == GP_OP_SUM && vc.in == vc.out
          && vc.in != GP_SINGLE && vc.in != GP_LOGICAL && vc.in != GP_DOUBLE) {
        int64_t d[1] = {5}, one[1] = {1};
        gp_array x, y;
        gp_array_init(&x, xbuf, vc.in, GP_HOST, 1, d);
        gp_array_init(&y, ybuf, vc.out, GP_HOST, 1, one);
        ok = gp_reduce(cuda, vc.op, REDUCE_OPTS((gp_reduce_algorithm) a, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &x, &y, NULL,
                       0)
             == GP_ERROR_UNSUPPORTED_ALGORITHM;
        if (!ok)
          snprintf(why, sizeof why, ": a saturating %s sum was not refused", gp_dtype_name(vc.in));
        continue;
      }
      for (size_t sh = 0; ok && sh < sizeof shapes / sizeof shapes[0]; sh++)
        ok = !shape_kept(sh) || variant_case_ok(cuda, host, vc, &o, a, sh, why, sizeof why);
    }
    tap_ok(ok, "cuda: reduction \"%s\" equals the host reference bit for bit, every op, shape and axis%s",
           gp_reduce_algorithm_name((gp_reduce_algorithm) a), why);
    printf("# reduction %s: %.1f s\n", gp_reduce_algorithm_name((gp_reduce_algorithm) a), lap(&t));
  }
}

/* Sums that come to zero are +0, as Octave's loop from +0 gives them. */
static void test_reduce_zero_sign(gp_context *ctx, const char *backend)
{
  double a[4] = {-0.0, -0.0, -0.0, -0.0}, r[2] = {1, 1};
  float b[3] = {-0.0f, -0.0f, -0.0f}, rb[1] = {1};
  int64_t d22[2] = {2, 2}, d12[2] = {1, 2}, d3[1] = {3}, d1[1] = {1};
  gp_array x, y;
  gp_array_init(&x, a, GP_DOUBLE, GP_HOST, 2, d22);
  gp_array_init(&y, r, GP_DOUBLE, GP_HOST, 2, d12);
  int ok = gp_reduce(ctx, GP_OP_SUM, REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &x, &y, NULL, 0)
               == GP_SUCCESS
           && r[0] == 0 && !signbit(r[0]) && !signbit(r[1]);
  gp_array_init(&x, b, GP_SINGLE, GP_HOST, 1, d3);
  gp_array_init(&y, rb, GP_SINGLE, GP_HOST, 1, d1);
  for (int alg = 0; ok && alg < GP_REDUCE_ALGORITHM_COUNT; alg++) {
    rb[0] = 1;
    ok = gp_reduce(ctx, GP_OP_SUM, REDUCE_OPTS((gp_reduce_algorithm) alg, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &x, &y,
                   NULL, 0)
             == GP_SUCCESS
         && rb[0] == 0 && !signbit(rb[0]);
  }
  tap_ok(ok, "%s: sums of -0 are +0, as the builtin gives, with every algorithm", backend);
}

/* Exact values that a sign error or a wrong association would break. */
static void test_known_values(gp_context *ctx, const char *backend)
{
  int64_t d3[1] = {3}, d2[1] = {2}, d4[1] = {4};
  gp_array x, y;
  int8_t a[3] = {100, 100, -100}, ra[3];
  gp_array_init(&x, a, GP_INT8, GP_HOST, 1, d3);
  gp_array_init(&y, ra, GP_INT8, GP_HOST, 1, d3);
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &x, &y, NULL, 0) == GP_SUCCESS && ra[0] == 100
             && ra[1] == 127 && ra[2] == 27,
         "%s: int8 [100 100 -100] native is [100 127 27] (saturating at every step)", backend);
  uint64_t b[3] = {UINT64_MAX, 1, UINT64_MAX}, rb[3];
  gp_array_init(&x, b, GP_UINT64, GP_HOST, 1, d3);
  gp_array_init(&y, rb, GP_UINT64, GP_HOST, 1, d3);
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &x, &y, NULL, 0) == GP_SUCCESS
             && rb[0] == UINT64_MAX && rb[1] == UINT64_MAX && rb[2] == UINT64_MAX,
         "%s: uint64 native saturates at 2^64-1", backend);
  int64_t c[4] = {INT64_MIN, -1, INT64_MAX, INT64_MAX}, rc[4];
  gp_array_init(&x, c, GP_INT64, GP_HOST, 1, d4);
  gp_array_init(&y, rc, GP_INT64, GP_HOST, 1, d4);
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &x, &y, NULL, 0) == GP_SUCCESS
             && rc[0] == INT64_MIN && rc[1] == INT64_MIN && rc[2] == -1 && rc[3] == INT64_MAX - 1,
         "%s: int64 native [min -1 max max] is [min min -1 max-1]", backend);
  double z[2] = {-0.0, -0.0}, rz[2];
  gp_array_init(&x, z, GP_DOUBLE, GP_HOST, 1, d2);
  gp_array_init(&y, rz, GP_DOUBLE, GP_HOST, 1, d2);
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &x, &y, NULL, 0) == GP_SUCCESS
             && signbit(rz[0]) && signbit(rz[1]),
         "%s: -0 + -0 stays -0", backend);
  double f[4] = {1.0, INFINITY, -INFINITY, 2.0}, rf[4];
  gp_array_init(&x, f, GP_DOUBLE, GP_HOST, 1, d4);
  gp_array_init(&y, rf, GP_DOUBLE, GP_HOST, 1, d4);
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &x, &y, NULL, 0) == GP_SUCCESS && rf[0] == 1
             && rf[1] == INFINITY && isnan(rf[2]) && isnan(rf[3]),
         "%s: [1 Inf -Inf 2] gives [1 Inf NaN NaN]", backend);
  float g[4] = {1.0f, -NAN, 2.0f, 3.0f}, rg[4];
  gp_array_init(&x, g, GP_SINGLE, GP_HOST, 1, d4);
  gp_array_init(&y, rg, GP_SINGLE, GP_HOST, 1, d4);
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &x, &y, NULL, 0) == GP_SUCCESS && rg[0] == 1
             && isnan(rg[1]) && isnan(rg[2]) && isnan(rg[3]),
         "%s: a NaN with the sign bit set propagates", backend);
}

/* ---------------------------------------------------------------- CUDA only */


/* Whether 20 more scans of x (host arrays) give the bits of the first one. */
/* 20 more runs of the first run's call give its bits: the scan, or with
 * `reduce` the reduction, of xa along axis. */
static int repeats_identical(gp_context *ctx, gp_op op, int reduce, gp_array *xa, float *first, float *y,
                             int axis, int *runs)
{
  gp_array ya = *xa;
  if (reduce)
    gp_reduce_result_dims(op, xa, axis, &ya);
  ya.data = first;
  int ok
      = (reduce ? gp_reduce(ctx, op, REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), xa, &ya, NULL, axis)
                : gp_scan(ctx, op, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), xa, &ya, NULL, axis))
        == GP_SUCCESS;
  ya.data = y;
  size_t bytes = (size_t) gp_array_numel(&ya) * gp_dtype_size(ya.dtype);
  for (*runs = 0; ok && *runs < 20; (*runs)++)
    ok = (reduce ? gp_reduce(ctx, op, REDUCE_OPTS(GP_REDUCE_AUTO, GP_NAN_DEFAULT, GP_COMPARE_AUTO), xa, &ya, NULL, axis)
                 : gp_scan(ctx, op, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), xa, &ya, NULL, axis))
             == GP_SUCCESS
         && same_bits(y, first, bytes);
  return ok;
}

static void test_reproducible(gp_context *ctx)
{
  const int64_t n = (int64_t) 1 << (light_mode() ? 18 : 22);
  float *x = malloc(n * sizeof *x), *first = malloc(n * sizeof *x), *y = malloc(n * sizeof *x);
  int64_t d[1] = {n}, d2[2] = {1024, n / 1024}, dd[1] = {n / 2};
  gp_array xa, xm, xd;
  gp_array_init(&xa, x, GP_SINGLE, GP_HOST, 1, d);
  gp_array_init(&xm, x, GP_SINGLE, GP_HOST, 2, d2);
  gp_array_init(&xd, x, GP_DOUBLE, GP_HOST, 1, dd);
  int runs = 0, ok;
  fill_random(x, GP_SINGLE, n);
  ok = repeats_identical(ctx, GP_OP_SUM, 0, &xa, first, y, 0, &runs);
  tap_ok(ok, "cuda: 20 repeated cumsum scans of %lld singles give identical bits (%d ran)", (long long) n, runs);
  ok = repeats_identical(ctx, GP_OP_SUM, 0, &xm, first, y, 1, &runs);
  tap_ok(ok, "cuda: 20 repeated strided cumsum scans (1024x%lld along dim 2) give identical bits", (long long) n / 1024);
  ok = repeats_identical(ctx, GP_OP_SUM, 1, &xa, first, y, 0, &runs);
  tap_ok(ok, "cuda: 20 repeated sums of %lld singles give identical bits (%d ran)", (long long) n, runs);
  ok = repeats_identical(ctx, GP_OP_SUM, 1, &xm, first, y, 0, &runs)
       && repeats_identical(ctx, GP_OP_SUM, 1, &xm, first, y, 1, &runs);
  tap_ok(ok, "cuda: 20 repeated sums of 1024x%lld singles along dims 1 and 2 give identical bits", (long long) n / 1024);
  fill_random(x, GP_DOUBLE, n / 2);
  ok = repeats_identical(ctx, GP_OP_SUM, 1, &xd, first, y, 0, &runs);
  tap_ok(ok, "cuda: 20 repeated sums of %lld doubles give identical bits (%d ran)", (long long) n / 2, runs);
  /* factors near 1, so that the products neither vanish nor overflow */
  fill_random(x, GP_SINGLE, n);
  for (int64_t i = 0; i < n; i++)
    x[i] = 1.0f + x[i] * 1e-3f;
  ok = repeats_identical(ctx, GP_OP_PROD, 0, &xa, first, y, 0, &runs);
  tap_ok(ok, "cuda: 20 repeated cumprod scans of %lld singles give identical bits (%d ran)", (long long) n, runs);
  free(x);
  free(first);
  free(y);
}

/* Device-resident x and y give what host arrays give. */
static void test_device_resident(gp_context *ctx, gp_context *host)
{
  const int64_t n = 1000003;
  int64_t d[1] = {n};
  double *x = malloc(n * sizeof *x), *want = malloc(n * sizeof *x), *got = malloc(n * sizeof *x);
  fill_random(x, GP_DOUBLE, n);
  void *dx = NULL, *dy = NULL;
  gp_array xa, ya;
  int ok = gp_device_alloc(ctx, n * sizeof *x, &dx) == GP_SUCCESS
           && gp_device_alloc(ctx, n * sizeof *x, &dy) == GP_SUCCESS
           && gp_copy(ctx, dx, GP_DEVICE, x, GP_HOST, n * sizeof *x) == GP_SUCCESS;
  gp_array_init(&xa, dx, GP_DOUBLE, GP_DEVICE, 1, d);
  gp_array_init(&ya, dy, GP_DOUBLE, GP_DEVICE, 1, d);
  ok = ok && gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &xa, &ya, NULL, 0) == GP_SUCCESS
       && gp_copy(ctx, got, GP_HOST, dy, GP_DEVICE, n * sizeof *x) == GP_SUCCESS;
  gp_array_init(&xa, x, GP_DOUBLE, GP_HOST, 1, d);
  gp_array_init(&ya, want, GP_DOUBLE, GP_HOST, 1, d);
  /* the CUDA result on host arrays must be the same bits */
  ok = ok && gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &xa, &ya, NULL, 0) == GP_SUCCESS
       && same_bits(got, want, n * 8);
  char why[200] = "";
  gp_array_init(&ya, got, GP_DOUBLE, GP_HOST, 1, d);
  ok = ok && check_scan(&xa, &ya, 0, why, sizeof why);
  tap_ok(ok, "cuda: device-resident arrays give the same bits as host arrays %s", why);
  gp_device_free(ctx, dx);
  gp_device_free(ctx, dy);
  (void) host;
  free(x);
  free(want);
  free(got);
}

/* More than 2^31 elements: 64-bit counts everywhere. */
static void test_huge(gp_context *ctx, gp_context *host)
{
  const int64_t n = ((int64_t) 1 << 31) + 4099;
  int64_t d[1] = {n};
  if (tap_env_on("GPUPRIM_SKIP_HUGE")) {
    tap_skip("GPUPRIM_SKIP_HUGE=1 (sanitizer runs)", "cuda: 2^31+4099 int8 native");
    tap_skip("GPUPRIM_SKIP_HUGE=1 (sanitizer runs)", "cuda: 2^31+4099 int8 sum and max");
    return;
  }
  int8_t *x = malloc(n), *want = malloc(n), *got = malloc(n);
  void *dx = NULL, *dy = NULL;
  if (!x || !want || !got) {
    tap_skip("not enough host memory", "cuda: 2^31+4099 int8 native");
    tap_skip("not enough host memory", "cuda: 2^31+4099 int8 sum and max");
    free(x); free(want); free(got);
    return;
  }
  for (int64_t i = 0; i < n; i++)
    x[i] = (int8_t) ((int) (rng() % 3) - 1);  /* a random walk that saturates and comes back */
  gp_array xa, ya;
  gp_array_init(&xa, x, GP_INT8, GP_HOST, 1, d);
  gp_array_init(&ya, want, GP_INT8, GP_HOST, 1, d);
  int ok = gp_scan(host, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &xa, &ya, NULL, 0) == GP_SUCCESS;
  ok = ok && gp_device_alloc(ctx, n, &dx) == GP_SUCCESS && gp_device_alloc(ctx, n, &dy) == GP_SUCCESS
       && gp_copy(ctx, dx, GP_DEVICE, x, GP_HOST, n) == GP_SUCCESS;
  gp_array_init(&xa, dx, GP_INT8, GP_DEVICE, 1, d);
  gp_array_init(&ya, dy, GP_INT8, GP_DEVICE, 1, d);
  ok = ok && gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &xa, &ya, NULL, 0) == GP_SUCCESS
       && gp_copy(ctx, got, GP_HOST, dy, GP_DEVICE, n) == GP_SUCCESS && same_bits(got, want, n);
  tap_ok(ok, "cuda: 2^31+4099 int8 native on the device matches the host backend exactly");
  /* the same device array reduced: sums of -1, 0, 1 are exact in double, and
   * the first maximum is the first 1 */
  double total = 0, first_one = 0;
  for (int64_t i = 0; i < n; i++) {
    total += x[i];
    if (first_one == 0 && x[i] == 1)
      first_one = (double) (i + 1);
  }
  int64_t one[1] = {1};
  int ok_reduce = 1;
  for (int a = 0; a < 2; a++) {
    const gp_reduce_algorithm alg = a == 0 ? GP_REDUCE_AUTO : GP_REDUCE_UNROLL_WARP8;
    double sum = 0, pos = 0;
    int8_t top = 0;
    gp_array s_out, m_out, p_out;
    gp_array_init(&s_out, &sum, GP_DOUBLE, GP_HOST, 1, one);
    gp_array_init(&m_out, &top, GP_INT8, GP_HOST, 1, one);
    gp_array_init(&p_out, &pos, GP_DOUBLE, GP_HOST, 1, one);
    ok_reduce = ok_reduce
                && gp_reduce(ctx, GP_OP_SUM, REDUCE_OPTS(alg, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &xa, &s_out, NULL, 0)
                       == GP_SUCCESS
                && sum == total
                && gp_reduce(ctx, GP_OP_MAX, REDUCE_OPTS(alg, GP_NAN_DEFAULT, GP_COMPARE_AUTO), &xa, &m_out, &p_out, 0)
                       == GP_SUCCESS
                && top == 1 && pos == first_one;
  }
  tap_ok(ok && ok_reduce, "cuda: 2^31+4099 int8 sum and max with position (auto, unroll-warp8) on the device are exact");
  gp_device_free(ctx, dx);
  gp_device_free(ctx, dy);
  gp_context_trim(ctx);
  free(x);
  free(want);
  free(got);
}

/* "native" sums that saturate, on more tiles than the device holds blocks at
 * once: the exact redo after the fast path runs with fewer blocks than tiles,
 * each block taking tiles until none is left.  Contiguous and strided. */
static void test_redo_many_tiles(gp_context *ctx, gp_context *host)
{
  static const struct { int ndims; int64_t dims[2]; int axis; const char *what; } cases[] = {
    {1, {(int64_t) 1 << 25}, 0, "2^25 elements"},
    {2, {4096, 8192}, 1, "4096x8192 along dim 2"},
  };
  for (int c = 0; c < 2; c++) {
    const int64_t n = cases[c].ndims == 1 ? cases[c].dims[0] : cases[c].dims[0] * cases[c].dims[1];
    int8_t *x = malloc(n), *want = malloc(n), *got = malloc(n);
    int ok = x && want && got;
    for (int64_t i = 0; ok && i < n; i++)
      x[i] = (int8_t) ((int) (rng() % 3) - 1);  /* a random walk that saturates and comes back */
    gp_array xa, ya, yh;
    gp_array_init(&xa, x, GP_INT8, GP_HOST, cases[c].ndims, cases[c].dims);
    gp_array_init(&ya, got, GP_INT8, GP_HOST, cases[c].ndims, cases[c].dims);
    gp_array_init(&yh, want, GP_INT8, GP_HOST, cases[c].ndims, cases[c].dims);
    ok = ok
         && gp_scan(host, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &xa, &yh, NULL, cases[c].axis)
                == GP_SUCCESS
         && gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &xa, &ya, NULL, cases[c].axis)
                == GP_SUCCESS
         && same_bits(got, want, (size_t) n);
    tap_ok(ok, "cuda: int8 native saturating walk, %s, matches the host backend exactly", cases[c].what);
    free(x);
    free(want);
    free(got);
  }
}

/* A host array past the device-memory cap streams through in pieces (the
 * sums here are of small integers: exact in any grouping); an exclusive scan,
 * which cannot stream, fails with a status and leaves nothing allocated. */
static void test_out_of_memory(gp_context *ctx)
{
  const int64_t n = (int64_t) 1 << 22;
  int64_t d[1] = {n};
  double *x = calloc(n, sizeof *x), *y = calloc(n, sizeof *y);
  gp_array xa, ya;
  gp_array_init(&xa, x, GP_DOUBLE, GP_HOST, 1, d);
  gp_array_init(&ya, y, GP_DOUBLE, GP_HOST, 1, d);
  for (int64_t i = 0; i < n; i++)
    x[i] = (double) (i % 7) - 3;
  gp_context_set_memory_limit(ctx, 1 << 20);
  gp_status st = gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &xa, &ya, NULL, 0);
  double want = 0;
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; i++) {
    want += x[i];
    wrong += y[i] != want;
  }
  size_t in_use = 1, cached = 0;
  gp_context_pool_usage(ctx, &in_use, &cached);
  tap_ok(st == GP_SUCCESS && wrong == 0 && in_use == 0,
         "cuda: a 32 MiB scan under a 1 MiB device-memory cap streams (%s, %lld wrong, %zu bytes left in use)",
         gp_status_id(st), (long long) wrong, in_use);
  const gp_scan_options exclusive = {.size = sizeof(gp_scan_options), .exclusive = 1};
  st = gp_scan(ctx, GP_OP_SUM, &exclusive, &xa, &ya, NULL, 0);
  gp_context_pool_usage(ctx, &in_use, &cached);
  tap_ok(st == GP_ERROR_DEVICE_OUT_OF_MEMORY && in_use == 0,
         "cuda: an exclusive scan past the cap fails cleanly (%s, %zu bytes left in use)", gp_status_id(st), in_use);
  gp_context_set_memory_limit(ctx, 0);
  x[0] = 1;
  tap_ok(gp_scan(ctx, GP_OP_SUM, SCAN_OPTS(GP_SCAN_AUTO, GP_NAN_DEFAULT), &xa, &ya, NULL, 0) == GP_SUCCESS && y[0] == 1,
         "cuda: and works again once the cap is lifted");
  free(x);
  free(y);
}

int main(void)
{
  gp_context *host = NULL, *cuda = NULL;
  gp_context_create_backend(&host, GP_BACKEND_HOST);
  gp_status cst = gp_context_create_backend(&cuda, GP_BACKEND_CUDA);
  const size_t npairs = sizeof pairs / sizeof pairs[0] + sizeof checked_classes / sizeof checked_classes[0];

  test_known_values(host, "host");
  test_reduce_zero_sign(host, "host");
  test_all_pairs(host, "host");

  if (cst == GP_SUCCESS) {
    struct timespec t;
    timespec_get(&t, TIME_UTC);
    test_known_values(cuda, "cuda");
    test_reduce_zero_sign(cuda, "cuda");
    test_all_pairs(cuda, "cuda");
    printf("# known values and pairs: %.1f s\n", lap(&t));
    test_family(cuda, host);
    printf("# family: %.1f s\n", lap(&t));
    test_variants(cuda, host);
    lap(&t);
    test_directed(cuda, host);
    printf("# exclusive and reverse: %.1f s\n", lap(&t));
    test_reduce(cuda, host);
    test_reproducible(cuda);
    test_device_resident(cuda, host);
    test_out_of_memory(cuda);
    printf("# reproducible, resident, out of memory: %.1f s\n", lap(&t));
    test_redo_many_tiles(cuda, host);
    printf("# redo on many tiles: %.1f s\n", lap(&t));
    test_huge(cuda, host);
  } else {
    /* the same count of cases, skipped, or failed when a GPU is required */
    int cases = 6 + 1 + (int) npairs + 6 + (int) N_VARIANT_ALGORITHMS + 1 + GP_REDUCE_ALGORITHM_COUNT + 6 + 1 + 2
                + 2 + 2 + 1 /* the streamed scan */;
    tap_gpu_cases_unavailable(cases, cst);
  }
  gp_context_destroy(cuda);
  gp_context_destroy(host);
  return tap_done();
}
