/* complex_ops.cuh - the arithmetic of complex scans, reductions and
 * elementwise max and min, as scan_ops.cuh's ops (lift, combine, run_*).
 *
 * An element is two parts, real then imaginary (gp_complex).  Octave's
 * builtins fix what each step must give:
 *  - products are C99's (Annex G): the four products and two sums, then,
 *    where both parts came out NaN, infinities recovered;
 *  - max and min rank by abs, then by arg with -pi counted as pi; abs is
 *    glibc's hypot (the builtin calls it), so ties fall where the
 *    builtin's do;
 *  - every step is rounded on its own (the _rn intrinsics), so that the
 *    compiler fuses no multiply-add that the host's loop does not. */
#ifndef GP_COMPLEX_OPS_CUH
#define GP_COMPLEX_OPS_CUH

#include "scan_ops.cuh"

/* The rare paths (Annex G's second try, scaled hypot, arg for ties of
 * abs) are inlined.  Out of line (__noinline__), lanes that called them
 * apart did not reconverge in the scan kernel without segments on the H100
 * (CUDA 13.0): synccheck saw divergent warps at __syncthreads, racecheck
 * saw the stage read across __syncwarp, and cummax of long lines with ties
 * of abs came out wrong, differently each call. */

template <class F>
struct __align__(2 * sizeof(F)) gp_complex {
  F re, im;
};

/* Single rounded steps in F. */
__device__ __forceinline__ double gp_mul(double a, double b) { return __dmul_rn(a, b); }
__device__ __forceinline__ float gp_mul(float a, float b) { return __fmul_rn(a, b); }
__device__ __forceinline__ double gp_add(double a, double b) { return __dadd_rn(a, b); }
__device__ __forceinline__ float gp_add(float a, float b) { return __fadd_rn(a, b); }
__device__ __forceinline__ double gp_sub(double a, double b) { return __dsub_rn(a, b); }
__device__ __forceinline__ float gp_sub(float a, float b) { return __fsub_rn(a, b); }

template <class F>
__device__ __forceinline__ bool gp_cx_is_nan(gp_complex<F> z)
{
  return z.re != z.re || z.im != z.im;
}

template <class F>
__device__ __forceinline__ bool gp_cx_is_finite(gp_complex<F> z)
{
  return isfinite(z.re) && isfinite(z.im);
}

/* Annex G's recovery: the infinite operand's parts become +-1 (a finite
 * one +-0), and a NaN part +-0, so the direction of the infinite result
 * survives the second try. */
template <class F>
__device__ __forceinline__ void gp_unit_inf(F &a, F &b)
{
  a = copysign(isinf(a) ? (F) 1 : (F) 0, a);
  b = copysign(isinf(b) ? (F) 1 : (F) 0, b);
}
template <class F>
__device__ __forceinline__ void gp_zero_nan(F &a, F &b)
{
  a = isnan(a) ? copysign((F) 0, a) : a;
  b = isnan(b) ? copysign((F) 0, b) : b;
}

/* The product's second try, where both parts came out NaN: rare, so kept
 * out of the kernels' inner loops. */
template <class F>
__device__ __forceinline__ gp_complex<F> gp_cx_mul_recover(F a, F b, F c, F d, gp_complex<F> r)
{
  const F ac = gp_mul(a, c), bd = gp_mul(b, d), ad = gp_mul(a, d), bc = gp_mul(b, c);
  bool again = false;
  if (isinf(a) || isinf(b)) {
    gp_unit_inf(a, b);
    gp_zero_nan(c, d);
    again = true;
  }
  if (isinf(c) || isinf(d)) {
    gp_unit_inf(c, d);
    gp_zero_nan(a, b);
    again = true;
  }
  if (!again && (isinf(ac) || isinf(bd) || isinf(ad) || isinf(bc))) {
    gp_zero_nan(a, b);
    gp_zero_nan(c, d);
    again = true;
  }
  if (again) {
    const F inf = (F) INFINITY;
    r.re = gp_mul(inf, gp_sub(gp_mul(a, c), gp_mul(b, d)));
    r.im = gp_mul(inf, gp_add(gp_mul(a, d), gp_mul(b, c)));
  }
  return r;
}

template <class F>
__device__ __forceinline__ gp_complex<F> gp_cx_mul_first_try(gp_complex<F> z, gp_complex<F> w)
{
  const gp_complex<F> r = {gp_sub(gp_mul(z.re, w.re), gp_mul(z.im, w.im)),
                           gp_add(gp_mul(z.re, w.im), gp_mul(z.im, w.re))};
  return r;
}

template <class F>
__device__ __forceinline__ gp_complex<F> gp_cx_mul(gp_complex<F> z, gp_complex<F> w)
{
  const gp_complex<F> r = gp_cx_mul_first_try(z, w);
  if (r.re != r.re && r.im != r.im)
    return gp_cx_mul_recover(z.re, z.im, w.re, w.im, r);
  return r;
}

/* |z| as glibc (2.35 on) computes hypot: Borges' corrected square root
 * without a fused multiply-add, scaled away from overflow and underflow.
 * Checked against the host's hypot on 4e7 random pairs: every bit equal. */
__device__ __forceinline__ double gp_hypot_step(double ax, double ay)
{
  double h = __dsqrt_rn(gp_add(gp_mul(ax, ax), gp_mul(ay, ay)));
  double t1, t2;
  if (h <= gp_mul(2.0, ay)) {
    const double delta = gp_sub(h, ay);
    t1 = gp_mul(ax, gp_sub(gp_mul(2.0, delta), ax));
    t2 = gp_mul(gp_sub(delta, gp_mul(2.0, gp_sub(ax, ay))), delta);
  } else {
    const double delta = gp_sub(h, ax);
    t1 = gp_mul(gp_mul(2.0, delta), gp_sub(ax, gp_mul(2.0, ay)));
    t2 = gp_add(gp_mul(gp_sub(gp_mul(4.0, delta), ay), ay), gp_mul(delta, delta));
  }
  return gp_sub(h, __ddiv_rn(gp_add(t1, t2), gp_mul(2.0, h)));
}

/* The scaled cases (huge or tiny parts), out of the inner loops. */
static __device__ __forceinline__ double gp_abs_scaled(double ax, double ay)
{
  if (ax > 0x1p+511) {
    if (ay <= gp_mul(ax, 0x1p-54))
      return gp_add(ax, ay);
    return __ddiv_rn(gp_hypot_step(gp_mul(ax, 0x1p-600), gp_mul(ay, 0x1p-600)), 0x1p-600);
  }
  if (ax >= __ddiv_rn(ay, 0x1p-54))
    return gp_add(ax, ay);
  return gp_mul(gp_hypot_step(__ddiv_rn(ax, 0x1p-600), __ddiv_rn(ay, 0x1p-600)), 0x1p-600);
}

__device__ __forceinline__ double gp_abs(gp_complex<double> z)
{
  if (isinf(z.re) || isinf(z.im))
    return INFINITY;
  if (z.re != z.re || z.im != z.im)
    return z.re + z.im;
  const double x = fabs(z.re), y = fabs(z.im);
  const double ax = x < y ? y : x, ay = x < y ? x : y;
  if (ax > 0x1p+511 || ay < 0x1p-459)
    return gp_abs_scaled(ax, ay);
  if (ay <= gp_mul(ax, 0x1p-54))
    return gp_add(ax, ay);
  return gp_hypot_step(ax, ay);
}

/* glibc's hypotf: the exact squares summed and rooted in double. */
__device__ __forceinline__ float gp_abs(gp_complex<float> z)
{
  if (isinf(z.re) || isinf(z.im))
    return INFINITY;
  if (z.re != z.re || z.im != z.im)
    return z.re + z.im;
  const double x = z.re, y = z.im;
  return (float) __dsqrt_rn(gp_add(gp_mul(x, x), gp_mul(y, y)));
}

/* arg (z) in (-pi, pi]: the builtins' comparison counts -pi as pi (every
 * sort; max and min before Octave 11); RAW: as atan2 gives it, -pi first
 * (max and min of Octave 11).  Only ties of abs ask for it: out of line. */
template <class F, bool RAW = false>
__device__ __forceinline__ F gp_arg(gp_complex<F> z)
{
  const F a = atan2(z.im, z.re);
  return a == (F) -3.14159265358979323846 && !RAW ? (F) 3.14159265358979323846 : a;
}

/* A running complex product, or none yet (the scan's and the tree's
 * identity): x * (1 + 0i) is not x where a part is infinite, so the
 * identity must not be multiplied in.  Single: 12 bytes, which the
 * look-back packs with its status into one 16-byte descriptor. */

enum { GP_CX_EMPTY = 1 };
template <class A>
struct gp_cx_product {
  A re, im;  /* not a gp_complex: its 8-byte alignment would pad a single one to 16 bytes */
  int state; /* GP_CX_EMPTY: none yet */
};

template <class A>
__device__ __forceinline__ gp_cx_product<A> gp_cx_product_of(A re, A im)
{
  const gp_cx_product<A> t = {re, im, 0};
  return t;
}

template <class A>
__device__ __forceinline__ gp_cx_product<A> gp_cx_product_read(A re, A im)
{
  return gp_cx_product_of(re, im);
}

template <class A>
__device__ __forceinline__ gp_cx_product<A> gp_cx_product_none()
{
  const gp_cx_product<A> t = {(A) 1, (A) 0, GP_CX_EMPTY};
  return t;
}

template <class A>
__device__ __forceinline__ bool gp_cx_product_is_none(gp_cx_product<A> t)
{
  return (t.state & GP_CX_EMPTY) != 0;
}

/* cumprod and prod ("omitnan": a NaN element, either part, counts as 1,
 * which is to say it is skipped).  CHECKED: without Annex G's second try,
 * which only a product with a NaN or infinite part could need.  run_exact
 * reports each output with such a part: the lines that have one are
 * folded again in order (cx_prod_in_order.cuh), which the grouping of a
 * scan or tree cannot match there. */
template <class F, class A, bool OMIT, bool CHECKED = false>
struct gp_cx_prod_op {
  enum { INDEXED = 0 };
  typedef gp_complex<F> In;
  typedef gp_cx_product<A> T;
  typedef gp_complex<A> Out;
  typedef T R;
  __device__ static T identity() { return gp_cx_product_none<A>(); }
  __device__ static T lift(In x, long long)
  {
    if (OMIT && gp_cx_is_nan(x))
      return identity();
    return gp_cx_product_read((A) x.re, (A) x.im);
  }
  __device__ static T combine(T a, T b)
  {
    if (gp_cx_product_is_none(b))
      return a;
    if (gp_cx_product_is_none(a))
      return b;
    const gp_complex<A> u = {a.re, a.im}, v = {b.re, b.im};
    const gp_complex<A> w = CHECKED ? gp_cx_mul_first_try(u, v) : gp_cx_mul(u, v);
    return gp_cx_product_of(w.re, w.im);
  }
  __device__ static R run_from(T prefix) { return prefix; }
  __device__ static R run_start(In x, long long p) { return lift(x, p); }
  __device__ static R run_step(R r, In x, long long p) { return combine(r, lift(x, p)); }
  __device__ static Out run_out(R r)
  {
    const Out o = {r.re, r.im};
    return o;
  }
  __device__ static bool run_exact(R r) { return gp_cx_is_finite(run_out(r)); }
};

/* cumsum and sum with "omitnan" (the plain sums run on the parts as real
 * numbers): a NaN element counts as +0. */
template <class F, class A>
struct gp_cx_sum_omitnan_op {
  enum { INDEXED = 0 };
  typedef gp_complex<F> In;
  typedef gp_complex<A> T;
  typedef T Out;
  typedef T R;
  __device__ static T identity()
  {
    T t = {(A) -0.0, (A) -0.0};
    return t;
  }
  __device__ static T lift(In x, long long)
  {
    T t = {(A) 0, (A) 0};
    if (!gp_cx_is_nan(x)) {
      t.re = (A) x.re;
      t.im = (A) x.im;
    }
    return t;
  }
  __device__ static T combine(T a, T b)
  {
    T t = {gp_add(a.re, b.re), gp_add(a.im, b.im)};
    return t;
  }
  __device__ static R run_from(T prefix) { return prefix; }
  __device__ static R run_start(In x, long long p) { return lift(x, p); }
  __device__ static R run_step(R r, In x, long long p) { return combine(r, lift(x, p)); }
  __device__ static Out run_out(R r) { return r; }
  __device__ static bool run_exact(R) { return true; }
};

/* The running extreme of complex elements, its magnitude kept beside it so
 * each element's hypot is taken once. */
template <class F>
struct gp_cx_extreme {
  long long at;
  gp_complex<F> v;
  F mag;
};

/* cummax / cummin, max / min: Order (gp_larger, gp_smaller) on (abs, arg),
 * arg as gp_arg<F, RAW_ARG>, or with BY_PARTS on (real part, imaginary part).
 * A NaN element (either part) never replaces a number, and a number
 * replaces a leading NaN, as for real classes; with NAN_WINS
 * ("includenan") the first NaN wins.  Octave's loop differs in one
 * corner: a NaN with an infinite part, met after a number, ranks there
 * with abs Inf; here it is skipped as every NaN is (MATLAB's rule). */
template <class F, class Order, bool NAN_WINS, bool BY_PARTS = false, bool RAW_ARG = false>
struct gp_cx_extreme_op {
  enum { INDEXED = 1, CANDIDATE_FOLD = !BY_PARTS };
  typedef gp_complex<F> In;
  typedef gp_cx_extreme<F> T;
  typedef In Out;
  typedef T R;
  __device__ static bool ranks_first(const T &b, const T &a)
  {
    if (BY_PARTS)  /* "ComparisonMethod", "real": the real part, then the imaginary one */
      return b.v.re != a.v.re ? Order::first(b.v.re, a.v.re) : Order::first(b.v.im, a.v.im);
    if (b.mag != a.mag)
      return Order::first(b.mag, a.mag);
    return Order::first(gp_arg<F, RAW_ARG>(b.v), gp_arg<F, RAW_ARG>(a.v));
  }
  __device__ static bool better(const T &b, const T &a)
  {
    const bool nb = gp_cx_is_nan(b.v), na = gp_cx_is_nan(a.v);
    if (NAN_WINS)
      return !na && (nb || ranks_first(b, a));
    return !nb && (na || ranks_first(b, a));
  }
  __device__ static T identity()
  {
    T t;
    t.at = -1;
    t.v.re = t.v.im = (F) 0;
    t.mag = (F) 0;
    return t;
  }
  __device__ static T lift(In x, long long p)
  {
    T t;
    t.at = p;
    t.v = x;
    t.mag = BY_PARTS ? (F) 0 : gp_abs(x);
    return t;
  }
  __device__ static T combine(T a, T b)
  {
    if (b.at < 0)
      return a;
    return a.at < 0 || better(b, a) ? b : a;
  }
  __device__ static R run_from(T prefix) { return prefix; }
  __device__ static R run_start(In x, long long p) { return lift(x, p); }
  /* Squared magnitudes in double ranked with a margin past the rounding of
   * the square and of hypot (a single's hypot rounds to single, so two
   * squares 2^-23 apart can tie in abs): candidate_key is false for NaN,
   * infinite or far-out parts, where only the full comparison holds. */
  __device__ static bool candidate_key(In x, double &q)
  {
    q = (double) x.re * x.re + (double) x.im * x.im;
    return q > 0x1p-900 && q < 0x1p+900;
  }
  __device__ static bool key_first(double b, double a) { return Order::first(b, a); }
  __device__ static bool key_clearly_behind(double q, double lead)
  {
    const double margin = sizeof(F) == 8 ? 0x1p-40 : 0x1p-20;
    return Order::first(lead * (1 - margin), q) && Order::first(lead * (1 + margin), q);
  }
  /* Whether x, a number, ranks after the number r.v by its squared
   * magnitude alone: most elements of a long line, without their hypot. */
  __device__ static bool clearly_after(In x, const T &r)
  {
    double q;
    const double m = (double) r.mag * r.mag;
    return candidate_key(x, q) && m > 0x1p-900 && m < 0x1p+900 && key_clearly_behind(q, m);
  }
  /* Whether run_step (r, x, p) keeps r by the squared magnitudes alone: the
   * step's common case, taken before any hypot or arg. */
  __device__ static bool keeps(const R &r, In x)
  {
    return !BY_PARTS && r.at >= 0 && !gp_cx_is_nan(r.v) && clearly_after(x, r);
  }
  __device__ static R run_step(R r, In x, long long p)
  {
    if (keeps(r, x))
      return r;
    const T t = lift(x, p);
    return r.at < 0 || better(t, r) ? t : r;
  }
  __device__ static Out run_out(R r) { return r.v; }
  __device__ static double run_index(R r) { return (double) (r.at + 1); }
  __device__ static bool run_exact(R) { return true; }
};

/* Octave's max (x, y) of complex elements: x unless |x| < |y| and x is not
 * NaN (so a NaN in either operand wins, and ties take x); min with >. */
template <class F, bool MAX>
__device__ __forceinline__ gp_complex<F> gp_cx_pick(gp_complex<F> x, gp_complex<F> y)
{
  const F ax = gp_abs(x), ay = gp_abs(y);
  return (MAX ? ax >= ay : ax <= ay) || gp_cx_is_nan(x) ? x : y;
}

#endif
