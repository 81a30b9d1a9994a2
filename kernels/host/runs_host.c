/* runs_host.c - where each run of equal rows starts, in sorted data
 * (gp_unique): the host reference of runs.cu. */
#include <string.h>

#include "gp_internal.h"

/* Whether rows k - 1 and k differ in any column, compared as T. */
#define ROWS_DIFFER(T)                                                       \
  static int differ_##T(const void *x, int64_t rows, int64_t cols, int64_t k) \
  {                                                                          \
    const T *v = (const T *) x;                                              \
    for (int64_t c = 0; c < cols; c++)                                       \
      if (!(v[c * rows + k - 1] == v[c * rows + k]))                         \
        return 1;                                                            \
    return 0;                                                                \
  }
ROWS_DIFFER(double)
ROWS_DIFFER(float)
ROWS_DIFFER(uint8_t)
ROWS_DIFFER(uint16_t)
ROWS_DIFFER(uint32_t)
ROWS_DIFFER(uint64_t)

gp_status gp_host_run_starts(const void *x, gp_dtype dtype, int64_t rows, int64_t cols, unsigned char *flags)
{
  int (*differ)(const void *, int64_t, int64_t, int64_t) = NULL;
  switch (dtype == GP_DOUBLE || dtype == GP_SINGLE ? 0 : gp_dtype_size(dtype)) {
  case 0: differ = dtype == GP_DOUBLE ? differ_double : differ_float; break;
  case 1: differ = differ_uint8_t; break;  /* integers: equal exactly when their bits are */
  case 2: differ = differ_uint16_t; break;
  case 4: differ = differ_uint32_t; break;
  case 8: differ = differ_uint64_t; break;
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
  flags[0] = flags[rows] = 1;
  for (int64_t k = 1; k < rows; k++)
    flags[k] = (unsigned char) differ(x, rows, cols, k);
  return GP_SUCCESS;
}
