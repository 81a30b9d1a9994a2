/* scan_ops.cuh - the arithmetic of each scan.
 *
 * Across threads and tiles a scan folds accumulators T: lift(x, p) turns the
 * element x at line position p into a T, combine(a, b) folds b after a
 * (associative, so a parallel scan may regroup), identity() is exact for
 * combine.  Within a thread, once its prefix is known, the outputs come from a
 * cheaper running value R: run_from(prefix), run_start(x, p) at a line start,
 * run_step(r, x, p), run_out(r).  run_exact(r) says whether run_out(r) is the
 * true result; only the checked sum can say no.  INDEXED ops also give each
 * result's 1-based position, run_index(r). */
#ifndef GP_SCAN_OPS_CUH
#define GP_SCAN_OPS_CUH

#include <stdint.h>

#include <cuda/std/type_traits>

/* Addition or multiplication in A (double or float), sequentially as a
 * loop would.  -0 is the identity of addition, so -0 + -0 stays -0. */
struct gp_plus {
  template <class A> __device__ static A apply(A a, A b) { return a + b; }
  template <class A> __device__ static A identity() { return (A) -0.0; }
  template <class A> __device__ static A omitted() { return (A) 0; }  /* what "omitnan" counts a NaN as */
};
struct gp_times {
  template <class A> __device__ static A apply(A a, A b) { return a * b; }
  template <class A> __device__ static A identity() { return (A) 1; }
  template <class A> __device__ static A omitted() { return (A) 1; }
};

template <class In, class A, class F>
struct gp_arith_op {
  enum { INDEXED = 0 };
  typedef A T;
  typedef A Out;
  __device__ static T identity() { return F::template identity<A>(); }
  __device__ static T lift(In x, long long) { return (T) x; }
  __device__ static T combine(T a, T b) { return F::apply(a, b); }
  typedef A R;
  __device__ static R run_from(T prefix) { return prefix; }
  __device__ static R run_start(In x, long long) { return (R) x; }
  __device__ static R run_step(R r, In x, long long) { return F::apply(r, (R) x); }
  __device__ static Out run_out(R r) { return r; }
  __device__ static bool run_exact(R) { return true; }
};

/* The candidate fold of a thread's items, for ops that say CANDIDATE_FOLD
 * (the complex extremes): each item's key (candidate_key: false where the
 * item needs the full fold), and whether one item k leads all others
 * clearly (key_first, key_clearly_behind), so that the thread's aggregate
 * is lift (item k) alone. */
template <class Op, class = void>
struct gp_folds_by_candidate : cuda::std::false_type {};
template <class Op>
struct gp_folds_by_candidate<Op, cuda::std::void_t<decltype(Op::CANDIDATE_FOLD)> >
  : cuda::std::bool_constant<Op::CANDIDATE_FOLD != 0> {};

template <class Op, int ITEMS, class XAt>
__device__ __forceinline__ bool gp_thread_candidate(XAt x_at, int &k)
{
  double lead = 0, next = 0;  /* the leading key, and the best after it (from item 1 on) */
  bool ok = true;
#pragma unroll
  for (int i = 0; i < ITEMS; i++) {
    double q;
    ok = Op::candidate_key(x_at(i), q) && ok;
    if (i == 0) {
      lead = q;
    } else if (Op::key_first(q, lead)) {
      next = lead;
      lead = q;
      k = i;
    } else if (i == 1 || Op::key_first(q, next)) {
      next = q;
    }
  }
  return ok && (ITEMS == 1 || Op::key_clearly_behind(next, lead));
}

template <class In, class A> using gp_sum_op = gp_arith_op<In, A, gp_plus>;
template <class In, class A> using gp_prod_op = gp_arith_op<In, A, gp_times>;

/* "omitnan": as gp_arith_op, with each NaN element taken as +0 in sums and
 * 1 in products (as the host backend takes it).  Only elements are looked
 * at: a NaN that the arithmetic makes (Inf - Inf) is in the accumulators,
 * which combine as before, and stays. */
template <class In, class A, class F>
struct gp_arith_omit_op : gp_arith_op<In, A, F> {
  typedef gp_arith_op<In, A, F> Plain;
  typedef A T;
  typedef A R;
  __device__ static In kept(In x) { return x != x ? F::template omitted<In>() : x; }
  __device__ static T lift(In x, long long p) { return Plain::lift(kept(x), p); }
  __device__ static R run_start(In x, long long p) { return Plain::run_start(kept(x), p); }
  __device__ static R run_step(R r, In x, long long p) { return Plain::run_step(r, kept(x), p); }
};

template <class In, class A> using gp_sum_omitnan_op = gp_arith_omit_op<In, A, gp_plus>;
template <class In, class A> using gp_prod_omitnan_op = gp_arith_omit_op<In, A, gp_times>;

/* "native" on logical: a running OR. */
struct gp_or_op {
  enum { INDEXED = 0 };
  typedef unsigned T;
  typedef uint8_t Out;
  __device__ static T identity() { return 0u; }
  __device__ static T lift(uint8_t x, long long) { return x != 0; }
  __device__ static T combine(T a, T b) { return a | b; }
  typedef unsigned R;
  __device__ static R run_from(T prefix) { return prefix; }
  __device__ static R run_start(uint8_t x, long long) { return x != 0; }
  __device__ static R run_step(R r, uint8_t x, long long) { return r | (x != 0); }
  __device__ static Out run_out(R r) { return (Out) r; }
  __device__ static bool run_exact(R) { return true; }
};

/* Saturating integer addition is not associative, but each step
 * x -> clamp(x + v, MIN, MAX) is a map of the form x -> clamp(x + a, lo, hi),
 * and such maps compose into maps of the same form:
 *   g(f(x)) = clamp(x + fa + ga, clamp(flo + ga, glo, ghi), clamp(fhi + ga, glo, ghi)).
 * Composition is associative, so the scan runs over maps and each output is
 * its prefix map applied to 0.  A map that is constant on [MIN, MAX] is kept
 * as a = 0, lo = hi, which bounds |a| below MAX - MIN; W has room for twice that.
 * Within a thread, the running value is the prefix map applied to 0, and each
 * step is the plain saturating addition. */
template <class I> struct gp_sat_traits;
template <> struct gp_sat_traits<int8_t>   { typedef int W; static constexpr long long lo = INT8_MIN, hi = INT8_MAX; };
template <> struct gp_sat_traits<uint8_t>  { typedef int W; static constexpr long long lo = 0, hi = UINT8_MAX; };
template <> struct gp_sat_traits<int16_t>  { typedef int W; static constexpr long long lo = INT16_MIN, hi = INT16_MAX; };
template <> struct gp_sat_traits<uint16_t> { typedef int W; static constexpr long long lo = 0, hi = UINT16_MAX; };
template <> struct gp_sat_traits<int32_t>  { typedef long long W; static constexpr long long lo = INT32_MIN, hi = INT32_MAX; };
template <> struct gp_sat_traits<uint32_t> { typedef long long W; static constexpr long long lo = 0, hi = UINT32_MAX; };
template <> struct gp_sat_traits<int64_t>  { typedef __int128 W; static constexpr long long lo = INT64_MIN, hi = INT64_MAX; };
template <> struct gp_sat_traits<uint64_t> { typedef __int128 W; static constexpr long long lo = 0, hi = 0; };

template <class I>
struct gp_sat_map {
  typedef typename gp_sat_traits<I>::W W;
  W a, lo, hi;
};

template <class I>
struct gp_sat_op {
  enum { INDEXED = 0 };
  typedef gp_sat_map<I> T;
  typedef I Out;
  typedef typename gp_sat_traits<I>::W W;
  __device__ static W min_value() { return (W) gp_sat_traits<I>::lo; }
  __device__ static W max_value()
  {
    /* uint64's maximum does not fit the traits' long long */
    return sizeof(I) == 8 && gp_sat_traits<I>::lo == 0 ? (W) UINT64_MAX : (W) gp_sat_traits<I>::hi;
  }
  __device__ static W clamp(W v, W lo, W hi) { return v < lo ? lo : (v > hi ? hi : v); }
  __device__ static T identity()
  {
    T t = {0, min_value(), max_value()};
    return t;
  }
  __device__ static T lift(I x, long long)
  {
    T t = {(W) x, min_value(), max_value()};
    return t;
  }
  __device__ static T combine(T f, T g)
  {
    T r;
    r.a = f.a + g.a;
    r.lo = clamp(f.lo + g.a, g.lo, g.hi);
    r.hi = clamp(f.hi + g.a, g.lo, g.hi);
    if (min_value() + r.a >= r.hi) {
      r.a = 0;
      r.lo = r.hi;
    } else if (max_value() + r.a <= r.lo) {
      r.a = 0;
      r.hi = r.lo;
    }
    return r;
  }
  typedef W R;
  __device__ static R run_from(T f) { return clamp(f.a, f.lo, f.hi); }
  __device__ static R run_start(I x, long long) { return (R) x; }
  __device__ static R run_step(R r, I x, long long) { return clamp(r + (W) x, min_value(), max_value()); }
  __device__ static Out run_out(R r) { return (Out) r; }
  __device__ static bool run_exact(R) { return true; }
};

/* The fast path of "native" cumsum for integers of up to 32 bits.  While no
 * partial sum leaves [MIN, MAX], saturating never clamps and the result is the
 * exact sum, which long long holds and which is associative: a plain sum scan,
 * four times lighter than the clamp maps.  run_exact flags any output out of
 * range; the launcher then runs the clamp-map scan over the same data.  The
 * first out-of-range output is exact in long long (consecutive sums differ by
 * under 2^32), so nothing overflows unseen. */
template <class I>
struct gp_checked_sum_op {
  enum { INDEXED = 0 };
  typedef long long T;
  typedef I Out;
  __device__ static T identity() { return 0; }
  __device__ static T lift(I x, long long) { return (T) x; }
  __device__ static T combine(T a, T b) { return a + b; }
  typedef long long R;
  __device__ static R run_from(T prefix) { return prefix; }
  __device__ static R run_start(I x, long long) { return (R) x; }
  __device__ static R run_step(R r, I x, long long) { return r + (R) x; }
  __device__ static Out run_out(R r) { return (Out) r; }
  __device__ static bool run_exact(R r) { return r >= gp_sat_traits<I>::lo && r <= gp_sat_traits<I>::hi; }
};

/* cummax / cummin: the running extreme and its position.  b replaces a when
 * Order ranks it strictly first, or when it is a number and a is NaN; so ties
 * and a leading run of NaN keep the earlier element, as Octave's loop does,
 * and the fold is associative (its result is the first best number, or the
 * first element if the line so far is all NaN).  Position -1 marks the
 * identity. */
struct gp_larger {
  enum { NAN_WINS = 0 };
  template <class V> __device__ static bool first(V b, V a) { return b > a; }
};
struct gp_smaller {
  enum { NAN_WINS = 0 };
  template <class V> __device__ static bool first(V b, V a) { return b < a; }
};
/* "ComparisonMethod", "abs" on a real class: Order on the magnitude, and
 * on equal magnitudes Order on the angle (pi for a negative, -0 too; 0
 * else), so max takes -3 over 3 and min 3 over -3.  A NaN's magnitude is
 * NaN: gp_extreme_op's NaN rule stands. */
template <class V>
__device__ __forceinline__ auto gp_magnitude(V v)
{
  if constexpr (cuda::std::is_floating_point<V>::value)
    return v < 0 ? -v : (v == 0 ? (V) 0 : v);
  else if constexpr (cuda::std::is_signed<V>::value)
    return v < 0 ? (unsigned long long) 0 - (unsigned long long) v : (unsigned long long) v;
  else
    return (unsigned long long) v;
}
template <class V>
__device__ __forceinline__ int gp_angle_rank(V v)
{
  if constexpr (cuda::std::is_floating_point<V>::value)
    return signbit(v) ? 1 : 0;
  else
    return v < 0 ? 1 : 0;
}
template <class Order>
struct gp_by_abs {
  enum { NAN_WINS = 0 };
  template <class V> __device__ static bool first(V b, V a)
  {
    const auto mb = gp_magnitude(b), ma = gp_magnitude(a);
    return mb != ma ? Order::first(mb, ma) : Order::first(gp_angle_rank(b), gp_angle_rank(a));
  }
};

/* "includenan": a NaN replaces a number, and nothing replaces a NaN (so the
 * first NaN wins, with its position). */
template <class Order>
struct gp_nan_wins : Order {
  enum { NAN_WINS = 1 };
};

template <class V>
struct gp_extreme {
  long long at;
  V v;
};

template <class V, class Order>
struct gp_extreme_op {
  enum { INDEXED = 1 };
  typedef gp_extreme<V> T;
  typedef V Out;
  __device__ static bool better(V b, V a)
  {
    /* b != b only for NaN; for integer classes it folds away */
    if constexpr (Order::NAN_WINS)
      return (b != b && a == a) || Order::first(b, a);
    else
      return Order::first(b, a) || (a != a && b == b);
  }
  __device__ static T identity()
  {
    T t;
    t.at = -1;
    t.v = (V) 0;
    return t;
  }
  __device__ static T lift(V x, long long p)
  {
    T t;
    t.at = p;
    t.v = x;
    return t;
  }
  __device__ static T combine(T a, T b)
  {
    if (b.at < 0)
      return a;
    return a.at < 0 || better(b.v, a.v) ? b : a;
  }
  typedef T R;
  __device__ static R run_from(T prefix) { return prefix; }
  __device__ static R run_start(V x, long long p) { return lift(x, p); }
  __device__ static R run_step(R r, V x, long long p) { return r.at < 0 || better(x, r.v) ? lift(x, p) : r; }
  __device__ static Out run_out(R r) { return r.v; }
  __device__ static double run_index(R r) { return (double) (r.at + 1); }
  __device__ static bool run_exact(R) { return true; }
};

/* Bytes per element of the kernels' shared-memory staging: the widest of
 * input, output and (for indexed ops) the double positions. */
template <class Op, class In>
struct gp_stage_bytes {
  enum {
    io = sizeof(In) > sizeof(typename Op::Out) ? sizeof(In) : sizeof(typename Op::Out),
    value = Op::INDEXED && io < 8 ? 8 : io
  };
};

#endif
