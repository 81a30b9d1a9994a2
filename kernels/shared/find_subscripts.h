/* find_subscripts.h - find's row and column of a 1-based linear position,
 * shared by the host and the device so both split alike.  In doubles:
 * exact for every position of an array of fewer than 2^53 elements. */
#ifndef GP_FIND_SUBSCRIPTS_H
#define GP_FIND_SUBSCRIPTS_H

#include <math.h>

#ifdef __CUDACC__
#define GP_SUBSCRIPT_FN static inline __host__ __device__
#else
#define GP_SUBSCRIPT_FN static inline
#endif

/* *p (a position in an array of `rows` rows) becomes its row; *col its column. */
GP_SUBSCRIPT_FN void gp_split_position(double *p, double *col, double rows)
{
  const double j = floor((*p - 1) / rows);
  *p -= j * rows;
  *col = j + 1;
}

#endif
