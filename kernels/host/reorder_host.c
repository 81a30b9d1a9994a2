/* reorder_host.c - the host backend's gathers along an axis (see gp_reorder), the
 * last element of every line (for reductions), and the rearranging by a
 * sort's index (gp_take_along). */
#include <string.h>

#include "gp_internal.h"
#include "take_positions.h"

gp_status gp_host_reorder(const void *src, void *dst, size_t elem_size, gp_shape3 s, const gp_reorder *how)
{
  const unsigned char *from = (const unsigned char *) src;
  unsigned char *to = (unsigned char *) dst;
  const size_t line_bytes = (size_t) s.inner * elem_size;
  for (int64_t o = 0; o < s.outer; o++)
    for (int64_t k = 0; k < s.len; k++) {
      int64_t m = (how->reverse ? s.len - 1 - k : k) - how->shift;
      unsigned char *d = to + (size_t) (o * s.len + k) * line_bytes;
      for (int64_t i = 0; i < s.inner; i++, d += elem_size) {
        if (m < 0) {
          memcpy(d, how->fill, elem_size);
        } else if (how->positions && how->reverse) {
          double p;
          memcpy(&p, from + ((size_t) (o * s.len + m) * s.inner + i) * sizeof p, sizeof p);
          p = (double) s.len + 1 - p;
          memcpy(d, &p, sizeof p);
        } else {
          memcpy(d, from + ((size_t) (o * s.len + m) * s.inner + i) * elem_size, elem_size);
        }
      }
    }
  return GP_SUCCESS;
}

gp_status gp_host_last_of_lines(const void *src, void *dst, size_t elem_size, gp_shape3 s)
{
  const unsigned char *from = (const unsigned char *) src;
  unsigned char *to = (unsigned char *) dst;
  const size_t line_bytes = (size_t) s.inner * elem_size;
  for (int64_t o = 0; o < s.outer; o++)
    memcpy(to + (size_t) o * line_bytes, from + (size_t) (o * s.len + s.len - 1) * line_bytes, line_bytes);
  return GP_SUCCESS;
}

/* Adding +0 turns -0 into +0 and leaves every other value as it is. */
gp_status gp_host_zero_sign(void *data, gp_dtype dtype, size_t count)
{
  if (dtype == GP_DOUBLE)
    for (size_t k = 0; k < count; k++)
      ((double *) data)[k] += 0.0;
  else if (dtype == GP_SINGLE)
    for (size_t k = 0; k < count; k++)
      ((float *) data)[k] += 0.0f;
  return GP_SUCCESS;
}

gp_status gp_host_take_along(const void *src, const double *positions, void *dst, size_t elem_size, gp_shape3 s)
{
  const unsigned char *from = (const unsigned char *) src;
  unsigned char *to = (unsigned char *) dst;
  int64_t e = 0;
  for (int64_t o = 0; o < s.outer; o++)
    for (int64_t k = 0; k < s.len; k++)
      for (int64_t i = 0; i < s.inner; i++, e++) {
        const double p = positions[e];
        if (!gp_take_position_ok(p, s.len))
          return GP_ERROR_INVALID_ARGUMENT;
        memcpy(to + (size_t) e * elem_size, from + (size_t) ((o * s.len + (int64_t) p - 1) * s.inner + i) * elem_size,
               elem_size);
      }
  return GP_SUCCESS;
}
