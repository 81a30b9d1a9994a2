/* find_subscripts_host.c - the host backend's gp_find_subscripts: each
 * linear position split into its row and column (find_subscripts.h, as
 * find_subscripts.cu does on the device). */
#include <stdint.h>

#include "find_subscripts.h"
#include "gp_internal.h"

void gp_host_subscripts(double *positions, int64_t count, int64_t rows, double *cols)
{
  for (int64_t k = 0; k < count; k++)
    gp_split_position(&positions[k], &cols[k], (double) rows);
}
