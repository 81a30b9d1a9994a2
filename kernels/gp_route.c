/* gp_route.c - where an "auto" context runs a call on host arrays: below
 * the crossover a call costs less on the host than its copies to and from
 * the device.  The crossovers are measured by bench/bench_crossover.m. */
#include <stdlib.h>
#include <string.h>

#include "gp_internal.h"

/* Input elements from which the CUDA backend wins, by work: the first size
 * of 2^4, 2^6, .. 2^22 random doubles from which it beat the host backend
 * at every larger size (bench/bench_crossover.m on the H100 machine,
 * 2026-11-22; doc/PERFORMANCE.md).  Scans: cumsum and cummax from 2^18;
 * reductions: sum and max from 2^14; compaction: x(mask) from 2^14, find
 * from 2^12; summed-area tables from 2^16; elementwise max from 2^12. */
static const int64_t crossovers[GP_WORK_COUNT] = {
  [GP_WORK_SCAN] = 1 << 18, [GP_WORK_REDUCE] = 1 << 14, [GP_WORK_SORT] = 1 << 12,
  [GP_WORK_COMPACT] = 1 << 14, [GP_WORK_SAT] = 1 << 16, [GP_WORK_ELEMENTWISE] = 1 << 12};

int64_t gp_crossover(gp_work work)
{
  return (unsigned) work < GP_WORK_COUNT ? crossovers[work] : 0;
}

static int routing_off(void)
{
  const char *v = getenv("GPUPRIM_CROSSOVER");
  return v && strcmp(v, "0") == 0;
}

int gp_runs_on_cuda(const gp_context *ctx, gp_work work, int named, int64_t elements,
                    const gp_array *const *arrays, int count)
{
  if (ctx->backend != GP_BACKEND_CUDA)
    return 0;
  if (!ctx->route_small || named || elements >= gp_crossover(work) || routing_off())
    return 1;
  for (int k = 0; k < count; k++)
    if (arrays[k] && arrays[k]->location != GP_HOST)
      return 1;
  return 0;
}
