/* fill_host.c - count elements set to one value (gp_accumarray's empty
 * bins): the host reference of fill.cu. */
#include <string.h>

#include "gp_internal.h"

gp_status gp_host_fill(void *dst, size_t elem_bytes, const unsigned char value[8], int64_t count)
{
  if (elem_bytes != 1 && elem_bytes != 2 && elem_bytes != 4 && elem_bytes != 8)
    return GP_ERROR_INVALID_ARGUMENT;
  unsigned char *d = dst;
  for (int64_t k = 0; k < count; k++)
    memcpy(d + (size_t) k * elem_bytes, value, elem_bytes);
  return GP_SUCCESS;
}
