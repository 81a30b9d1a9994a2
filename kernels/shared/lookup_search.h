/* lookup_search.h - one element's answer of Octave's lookup, shared by
 * the host and the device so both find alike: a binary search for how
 * many of the table's leading elements are <= v (>= where the table
 * descends; NaN compares false, so it lands past the end), then the
 * options' post-processing. */
#ifndef GP_LOOKUP_SEARCH_H
#define GP_LOOKUP_SEARCH_H

#include <stdint.h>

#ifdef __CUDACC__
#define GP_LOOKUP_FN static inline __host__ __device__
#else
#define GP_LOOKUP_FN static inline
#endif

/* GP_LOOKUP_SEARCH(T): gp_lookup_T (table, n, descending, v) -> 0 .. n */
#define GP_LOOKUP_SEARCH(T)                                                             \
  GP_LOOKUP_FN int64_t gp_lookup_##T(const T *t, int64_t n, int descending, T v)          \
  {                                                                                     \
    int64_t lo = 0, hi = n;                                                             \
    while (lo < hi) {                                                                   \
      const int64_t mid = lo + ((hi - lo) >> 1);                                        \
      if (descending ? v > t[mid] : v < t[mid])                                         \
        hi = mid;                                                                       \
      else                                                                              \
        lo = mid + 1;                                                                   \
    }                                                                                   \
    return lo;                                                                          \
  }

/* The options' answer from the search's j (match: 0 none, 1 "m", 2 "b";
 * found: table(j) == v where j > 0). */
GP_LOOKUP_FN double gp_lookup_answer(int64_t j, int64_t n, int found, int match, int left, int right)
{
  if (match)
    return found ? (match == 2 ? 1.0 : (double) j) : 0.0;
  if (right && j > n - 1)
    j = n - 1;
  if (left && j < 1)
    j = 1;
  return (double) j;
}

#endif
