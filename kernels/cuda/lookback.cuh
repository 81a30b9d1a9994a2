/* lookback.cuh - tile states and the decoupled look-back (Merrill & Garland).
 *
 * Each tile publishes its aggregate as soon as it has it, and its inclusive
 * prefix once it knows it.  A tile finds its exclusive prefix by looking back
 * for the nearest predecessor with an inclusive prefix, then folding the
 * aggregates after it strictly left to right.  Every inclusive prefix is thus
 * the sequential left fold of the tile aggregates, whichever predecessor a
 * tile happened to find: floating-point results do not depend on timing.
 *
 * Tiles take their indices from an atomic ticket in the order they start, so
 * a tile only ever waits on tiles that are already running: no deadlock. */
#ifndef GP_LOOKBACK_CUH
#define GP_LOOKBACK_CUH

#include "warp.cuh"

enum { GP_TILE_EMPTY = 0, GP_TILE_AGGREGATE = 1, GP_TILE_INCLUSIVE = 2 };

/* One state per tile and lane of values: `width` values per tile (1 for a
 * contiguous scan, one per column for a strided one), one flag per tile. */
template <class T>
struct gp_tile_state {
  unsigned *flags;      /* [tiles], zeroed before the launch (unused with descriptors) */
  unsigned *ticket;     /* one counter, zeroed before the launch */
  T *aggregate;         /* [tiles * width] */
  T *inclusive;         /* [tiles * width] */
  void *descriptors;    /* [tiles] packed descriptors, zeroed before the launch (see below) */
  unsigned *inexact;    /* set to 1 when an output left Op::run_exact (checked ops only) */
  const unsigned *only_if;  /* not NULL: the launch does nothing unless *only_if != 0 */
};

/* A launch guarded by only_if returns at once, before taking a ticket. */
template <class T>
__device__ __forceinline__ bool gp_launch_skipped(const gp_tile_state<T> &st)
{
  return st.only_if != NULL && *st.only_if == 0;
}

/* Tell the launcher that some output of this thread was not exact. */
template <class T>
__device__ __forceinline__ void gp_report_inexact(const gp_tile_state<T> &st, bool exact)
{
  if (!exact)
    atomicOr(st.inexact, 1u);
}

/* For values of at most 8 bytes, or 12 bytes of 4-byte alignment (a
 * complex single product with its empty flag), a tile's status and value
 * travel together in one 8- or 16-byte descriptor, written and read with
 * single vector accesses (single-copy atomic when aligned, as CUB's
 * look-back also relies on): one L2 round trip per look-back window and no
 * fences.  The value is the aggregate while the status says so, then the
 * inclusive prefix.  (16-byte values split over two such halves were
 * measured and removed: doc/DESIGN.md.) */
template <class T>
struct gp_packed_traits {
  enum {
    enabled = sizeof(T) % 4 == 0 && (sizeof(T) <= 8 || (sizeof(T) == 12 && alignof(T) == 4)),
    bytes = sizeof(T) <= 4 ? 8 : 16
  };
};

template <class T>
struct __align__(gp_packed_traits<T>::bytes) gp_tile_descriptor {
  unsigned status;
  T value;  /* at offset 4 (8-byte descriptor, or 12 bytes in a 16-byte one) or 8 */
};

template <class T>
__device__ __forceinline__ void gp_descriptor_store(gp_tile_descriptor<T> *d, unsigned status, T value)
{
  gp_tile_descriptor<T> v;
  v.status = status;
  v.value = value;
  if (gp_packed_traits<T>::bytes == 8) {
    unsigned long long w = *reinterpret_cast<unsigned long long *>(&v);
    asm volatile("st.global.cg.u64 [%0], %1;" ::"l"(d), "l"(w) : "memory");
  } else {
    const unsigned long long *w = reinterpret_cast<const unsigned long long *>(&v);
    asm volatile("st.global.cg.v2.u64 [%0], {%1, %2};" ::"l"(d), "l"(w[0]), "l"(w[1]) : "memory");
  }
}

template <class T>
__device__ __forceinline__ gp_tile_descriptor<T> gp_descriptor_load(const gp_tile_descriptor<T> *d)
{
  gp_tile_descriptor<T> v;
  if (gp_packed_traits<T>::bytes == 8) {
    unsigned long long w;
    asm volatile("ld.volatile.global.u64 %0, [%1];" : "=l"(w) : "l"(d) : "memory");
    *reinterpret_cast<unsigned long long *>(&v) = w;
  } else {
    unsigned long long *w = reinterpret_cast<unsigned long long *>(&v);
    asm volatile("ld.volatile.global.v2.u64 {%0, %1}, [%2];" : "=l"(w[0]), "=l"(w[1]) : "l"(d) : "memory");
  }
  return v;
}

/* Tile t's descriptor, or for t < 0 (before tile 0) an inclusive identity:
 * never the nearest inclusive, since tile 0 is inclusive before anything
 * after it publishes. */
template <class Op>
__device__ __forceinline__ gp_tile_descriptor<typename Op::T>
gp_descriptor_or_start(const gp_tile_descriptor<typename Op::T> *desc, long long t)
{
  gp_tile_descriptor<typename Op::T> d;
  if (t >= 0) {
    d = gp_descriptor_load(desc + t);
  } else {
    d.status = GP_TILE_INCLUSIVE;
    d.value = Op::identity();
  }
  return d;
}

/* Whether an op's combine is exact and associative (integer counts), so
 * that a look-back may fold its tiles in any grouping: Op::EXACT_FOLD. */
template <class Op, class = void>
struct gp_exact_fold {
  enum { value = 0 };
};
template <class Op>
struct gp_exact_fold<Op, decltype((void) Op::EXACT_FOLD)> {
  enum { value = Op::EXACT_FOLD };
};

/* The whole look-back of a contiguous tile on packed descriptors, by one
 * warp.  First a wide window: lane l reads tiles tile - 1 - (k * 32 + l) for
 * k < SPAN, all loads in flight at once, so that one L2 round trip reaches
 * 32 * SPAN tiles back (a wider window costs the looking warp registers).
 * When the nearest inclusive prefix lies there (the common case), its value
 * and the aggregates after it are already in the lanes' registers and fold
 * in one pass, left to right (or as a warp reduction, for exact ops).
 * Farther back, the tiles between are read again window by window going
 * forward; any of them that has become inclusive meanwhile holds exactly
 * the running left fold, so taking its value gives the same bits. */
template <class Op, int SPAN, int RETRY_NS>
__device__ __forceinline__ typename Op::T gp_lookback_packed(const gp_tile_descriptor<typename Op::T> *desc,
                                                            long long tile, int lane)
{
  typedef typename Op::T T;
  long long window;
  long long found;
  T acc;
  for (;;) {
    gp_tile_descriptor<T> d[SPAN];
#pragma unroll
    for (int k = 0; k < SPAN; k++)
      d[k] = gp_descriptor_or_start<Op>(desc, tile - (k * 32 + lane + 1));
    int nearest = -1;  /* k * 32 + lane of the nearest inclusive prefix */
    bool wait = false;  /* a tile nearer than it has not published yet */
#pragma unroll
    for (int k = 0; k < SPAN; k++) {
      const unsigned incl = __ballot_sync(GP_FULL_MASK, d[k].status == GP_TILE_INCLUSIVE);
      const unsigned empty = __ballot_sync(GP_FULL_MASK, d[k].status == GP_TILE_EMPTY);
      if (nearest < 0 && !wait) {
        const unsigned nearer = incl ? ((incl & (0u - incl)) - 1u) : GP_FULL_MASK;
        if (empty & nearer)
          wait = true;
        else if (incl)
          nearest = k * 32 + __ffs(incl) - 1;
      }
    }
    if (wait) {
      __nanosleep(RETRY_NS);
      continue;
    }
    if (nearest >= 0) {
      if constexpr (gp_exact_fold<Op>::value) {
        T part = Op::identity();
#pragma unroll
        for (int k = 0; k < SPAN; k++)
          if (k * 32 + lane <= nearest)
            part = Op::combine(part, d[k].value);
#pragma unroll
        for (int m = 16; m >= 1; m /= 2)
          part = Op::combine(part, gp_shfl_xor(part, m));
        return part;
      } else {
        acc = gp_shfl(d[nearest / 32].value, nearest % 32);
        /* the aggregates after it, oldest (highest k * 32 + lane) first */
#pragma unroll
        for (int k = SPAN - 1; k >= 0; k--) {
#pragma unroll
          for (int j = 31; j >= 0; j--) {
            T v = gp_shfl(d[k].value, j);
            if (k * 32 + j < nearest)
              acc = Op::combine(acc, v);
          }
        }
        return acc;
      }
    }
    break;  /* every tile of the wide window holds only its aggregate: look farther */
  }
  for (window = SPAN;;) {
    gp_tile_descriptor<T> d = gp_descriptor_or_start<Op>(desc, tile - (window * 32 + lane + 1));
    unsigned incl = __ballot_sync(GP_FULL_MASK, d.status == GP_TILE_INCLUSIVE);
    unsigned empty = __ballot_sync(GP_FULL_MASK, d.status == GP_TILE_EMPTY);
    unsigned nearer = incl ? ((incl & (0u - incl)) - 1u) : GP_FULL_MASK;
    if (empty & nearer) {
      __nanosleep(RETRY_NS);
      continue;  /* a tile between has not published yet: read the window again */
    }
    if (incl) {
      found = tile - (window * 32 + __ffs(incl) - 1 + 1);
      acc = gp_shfl(d.value, __ffs(incl) - 1);
      break;
    }
    window++;
  }
  for (long long first = found + 1; first < tile; first += 32) {
    long long t = first + lane;
    gp_tile_descriptor<T> d;
    if (t < tile) {
      d = gp_descriptor_load(desc + t);
    } else {
      d.status = GP_TILE_AGGREGATE;
      d.value = Op::identity();
    }
#pragma unroll
    for (int k = 0; k < 32; k++) {
      T v = gp_shfl(d.value, k);
      bool inclusive = __shfl_sync(GP_FULL_MASK, d.status, k) == GP_TILE_INCLUSIVE;
      acc = inclusive ? v : Op::combine(acc, v);
    }
  }
  return acc;
}

/* Publishing: the value's writer stores it (gp_tile_put), fences, and only
 * then is the flag raised (gp_tile_raise fences for a writer that raises it
 * itself; several writers fence each, then sync, then one raises). */
template <class T>
__device__ __forceinline__ void gp_tile_put(T *slot, T value)
{
  gp_store_cg(slot, value);
}

__device__ __forceinline__ void gp_tile_raise(unsigned *flag, unsigned status)
{
  __threadfence();
  gp_store_flag(flag, status);
}

/* Called by one whole warp.  Finds the nearest predecessor of `tile` (tiles
 * tile - stride, tile - 2*stride, ...) whose inclusive prefix is published,
 * and waits until every tile between has published its aggregate.  Returns
 * that predecessor's index; all lanes get the same answer. */
__device__ __forceinline__ long long gp_lookback_find(const unsigned *flags, long long tile,
                                                      long long stride, int lane)
{
  long long window = 0;  /* predecessors window*32+1 .. window*32+32 back */
  for (;;) {
    long long t = tile - (window * 32 + lane + 1) * stride;
    /* Past tile 0 counts as inclusive; tile 0 always publishes inclusive. */
    unsigned f = t >= 0 ? gp_load_flag(flags + t) : (unsigned) GP_TILE_INCLUSIVE;
    unsigned incl = __ballot_sync(GP_FULL_MASK, f == GP_TILE_INCLUSIVE);
    unsigned empty = __ballot_sync(GP_FULL_MASK, f == GP_TILE_EMPTY);
    unsigned nearer = incl ? ((incl & (0u - incl)) - 1u) : GP_FULL_MASK;
    if (empty & nearer) {
      __nanosleep(32);
      continue;  /* a tile between has not published yet: read the window again */
    }
    if (incl) {
      __threadfence();  /* order the flag reads before the value reads */
      return tile - (window * 32 + (__ffs(incl) - 1) + 1) * stride;
    }
    window++;
  }
}

/* Called by one whole warp after gp_lookback_find, for tiles of one value:
 * the inclusive prefix of `found`, then the aggregates of the tiles after it
 * up to `tile`, folded left to right.  Lanes load 32 aggregates at once; the
 * shuffles do not depend on the running value, so with the loop unrolled they
 * issue together and only the combines are serial.  Lanes past `tile` give the
 * identity, which combines exactly, so the fold is the same at any distance. */
template <class Op>
__device__ __forceinline__ typename Op::T gp_lookback_fold(const gp_tile_state<typename Op::T> &st,
                                                          long long found, long long tile, int lane)
{
  typedef typename Op::T T;
  enum { UNROLL = sizeof(T) <= 8 ? 32 : 4 };  /* wide saturating maps: keep registers in check */
  T acc = gp_load_cg(st.inclusive + found);
  for (long long first = found + 1; first < tile; first += 32) {
    long long t = first + lane;
    T v = t < tile ? gp_load_cg(st.aggregate + t) : Op::identity();
#pragma unroll UNROLL
    for (int k = 0; k < 32; k++)
      acc = Op::combine(acc, gp_shfl(v, k));
  }
  return acc;
}

/* Publish a contiguous tile's aggregate or inclusive prefix (one thread). */
template <class T>
__device__ __forceinline__ void gp_tile_publish(const gp_tile_state<T> &st, long long tile,
                                                unsigned status, T value)
{
  if (gp_packed_traits<T>::enabled) {
    gp_descriptor_store(static_cast<gp_tile_descriptor<T> *>(st.descriptors) + tile, status, value);
  } else {
    gp_tile_put((status == GP_TILE_INCLUSIVE ? st.inclusive : st.aggregate) + tile, value);
    gp_tile_raise(st.flags + tile, status);
  }
}

/* The exclusive prefix of contiguous tile `tile` > 0 (one whole warp);
 * SPAN: the first window of packed descriptors, in windows of 32 tiles;
 * RETRY_NS: the pause before reading a window again that was not ready. */
template <class Op, int SPAN = 1, int RETRY_NS = 16>
__device__ __forceinline__ typename Op::T gp_tile_lookback(const gp_tile_state<typename Op::T> &st,
                                                          long long tile, int lane)
{
  typedef typename Op::T T;
  if (gp_packed_traits<T>::enabled)
    return gp_lookback_packed<Op, SPAN, RETRY_NS>(static_cast<const gp_tile_descriptor<T> *>(st.descriptors), tile, lane);
  long long found = gp_lookback_find(st.flags, tile, 1, lane);
  return gp_lookback_fold<Op>(st, found, tile, lane);
}

/* Publish one value per column of a strided tile (the whole block): each
 * thread stores its own, all fence, then one thread raises the tile's flag. */
template <class T>
__device__ __forceinline__ void gp_columns_publish(const gp_tile_state<T> &st, long long tile,
                                                   long long slot, unsigned status, T value)
{
  gp_tile_put((status == GP_TILE_INCLUSIVE ? st.inclusive : st.aggregate) + slot, value);
  __threadfence();
  __syncthreads();
  if (threadIdx.x == 0)
    gp_tile_raise(st.flags + tile, status);
}

#endif
