/* take_positions.h - which positions gp_take_along accepts, shared by the
 * host and the device so both refuse alike: a position in a line of len
 * elements is an integer from 1 to len (NaN and fractions are not). */
#ifndef GP_TAKE_POSITIONS_H
#define GP_TAKE_POSITIONS_H

#include <math.h>

#ifdef __CUDACC__
#define GP_TAKE_FN static inline __host__ __device__
#else
#define GP_TAKE_FN static inline
#endif

GP_TAKE_FN int gp_take_position_ok(double p, long long len)
{
  return p >= 1.0 && p <= (double) len && p == floor(p);
}

#endif
