/* gp_route.c - where an "auto" context runs a call on host arrays: below
 * the crossover a call costs less on the host than its copies to and from
 * the device.  The crossovers are measured by bench/bench_crossover.m. */
#include "gp_backend.h"

/* Input elements from which the CUDA backend wins, by work: in runs of
 * bench/bench_crossover.m on the H100 machine (random doubles of 2^4,
 * 2^6, .. 2^22), the first size from which it beat the host backend at
 * every larger size.  Measured again (2026-11-22) once the host backend's
 * scans kept their running value in a register and its reductions folded
 * without a scratch scan: cumsum and cummax 2^20 (2^16-2^18 before),
 * sum and max 2^18 (2^14), sort 2^12, x(mask) and find 2^14, summed-area
 * tables 2^20; elementwise max 2^20 once its host loop over operands of one
 * shape lost its divisions (2^14 before) (doc/PERFORMANCE.md).  Lowered
 * (2026-11-24) from two runs of that day on the H100 machine (the builds of
 * be21fbf and d5facdf), once results
 * were adopted and the MEX entries parsed plain calls in C, in which the
 * CUDA backend won at these sizes in both: scans 2^18 (cumsum 0.262 / 0.243
 * ms against the host's 0.265 / 0.263, cummax 0.442 / 0.266 against 0.495 /
 * 0.517), summed-area tables 2^16 (0.149 / 0.136 against 0.242 / 0.243),
 * elementwise max 2^16 (0.140 / 0.186 against 0.219 / 0.234).  A third
 * machine of that kind (run of fe61a3b+) had a host twice as fast at
 * elementwise max (2^16: host 0.076, CUDA 0.149, builtin 0.098 ms; 2^18:
 * 0.346, 0.386, 0.561): it goes to the GPU from 2^18, where the CUDA time
 * is the same on all three machines and the host's is not. */
static const int64_t crossovers[GP_WORK_COUNT] = {
  [GP_WORK_SCAN] = 1 << 18, [GP_WORK_REDUCE] = 1 << 18, [GP_WORK_SORT] = 1 << 12,
  [GP_WORK_COMPACT] = 1 << 14, [GP_WORK_SAT] = 1 << 16, [GP_WORK_ELEMENTWISE] = 1 << 18,
  /* Work the host shares among its team (kernels/host/host_shared.c), from
   * a run of the H100 machine (2026-11-24, bench_crossover, 16 threads):
   * sum of 2^18 / 2^20 / 2^22 doubles on the host 0.049 / 0.130 / 0.491 ms,
   * on the GPU 0.179 / 0.507 / 1.41 (max: 0.036 / 0.108 / 0.438 against
   * 0.178 / 0.515 / 1.40).  A reduction reads its input once, and 16
   * threads read host memory faster than the bus carries it, so the host
   * keeps every size of a host array.  max (a, b): host 0.053 / 0.406 /
   * 4.48 ms, GPU 0.336 / 2.70 / 3.77: the GPU from 2^22. */
  [GP_WORK_REDUCE_SHARED] = (int64_t) 1 << 40, [GP_WORK_ELEMENTWISE_SHARED] = 1 << 21};

int64_t gp_crossover(gp_work work)
{
  return (unsigned) work < GP_WORK_COUNT ? crossovers[work] : 0;
}

/* Elements from which a call on host arrays spreads over a context's parts
 * (gp_context_options.device_count): first choice, not tuned (no machine of
 * several GPUs measured yet).  Below it the copies between the parts and the
 * per-part launches cost more than a part's share of the work saves. */
static const int64_t spread_min = (int64_t) 1 << 22;

int gp_spreads(const gp_context *ctx, int64_t elements, const gp_array *const *arrays, int count)
{
  const int64_t least = ctx->spread_min > 0 ? ctx->spread_min : spread_min;
  return ctx->member_count > 1 && elements >= least && gp_all_on_host(arrays, count);
}

gp_runner gp_route(const gp_context *ctx, gp_work work, int named, int64_t elements, const gp_array *const *arrays,
                   int count)
{
  const gp_runner device = {ctx->device, ctx->device_state}, host = {&gp_host_backend, ctx->host_state};
  if (!ctx->device)
    return host;
  if (!ctx->route_small || named || elements >= gp_crossover(work))
    return device;
  return gp_all_on_host(arrays, count) ? host : device;
}

gp_status gp_scratch_for(gp_context *ctx, gp_runner sorter, size_t bytes, void **mem, gp_location *where,
                         gp_runner *steps)
{
  *where = sorter.ops != &gp_host_backend ? GP_DEVICE : GP_HOST;
  gp_status st = gp_scratch_take(ctx, *where, bytes, mem);
  if (st == GP_ERROR_DEVICE_OUT_OF_MEMORY) {  /* the device's pool cannot hold it: the host can */
    *where = GP_HOST;
    st = gp_scratch_take(ctx, *where, bytes, mem);
  }
  *steps = *where == GP_DEVICE ? sorter : (gp_runner){&gp_host_backend, ctx->host_state};
  return st;
}

gp_status gp_bring(gp_context *ctx, gp_location where, const gp_array *a, int64_t numel, int input, void **at,
                   void **owned)
{
  const size_t bytes = (size_t) numel * gp_dtype_size(a->dtype);
  *owned = NULL;
  *at = a->data;
  if ((a->location == where && gp_array_numel(a) >= numel) || bytes == 0)
    return GP_SUCCESS;
  gp_status st = gp_scratch_take(ctx, where, bytes, owned);
  if (st == GP_SUCCESS && input)
    st = gp_copy(ctx, *owned, where, a->data, a->location, bytes);
  *at = *owned;
  return st;
}

gp_status gp_select_input_take(gp_context *ctx, gp_runner runner, const gp_array *x, gp_select_input *in)
{
  const int64_t n = gp_array_numel(x);
  void *at = NULL, *keep = NULL;
  in->where = runner.ops != &gp_host_backend ? GP_DEVICE : GP_HOST;
  in->keep = NULL;
  gp_status st = gp_bring(ctx, in->where, x, n, 1, &at, &in->owned);
  in->x = at;
  if (st == GP_SUCCESS)
    st = gp_scratch_take(ctx, in->where, (size_t) n, &keep);
  in->keep = keep;
  return st;
}

void gp_select_input_give(gp_context *ctx, gp_select_input *in)
{
  if (in->keep)
    gp_scratch_give(ctx, in->where, in->keep);
  if (in->owned)
    gp_scratch_give(ctx, in->where, in->owned);
  in->keep = NULL;
  in->owned = NULL;
}
