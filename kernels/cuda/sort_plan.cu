/* sort_plan.cu - the one-sweep passes of contiguous lines planned on the
 * device.  The histogram kernel counts every digit of every pass of every
 * line; a block a line then scans each pass's counts into its digits'
 * bases and notes the passes where its keys' digit differs; the last block
 * done marks the other passes as skipped (in every line they keep the
 * order) and lays out the rest as sort_cuda.c's host plan would (ping-pong
 * so that the last pass lands in y, positions where the index is wanted or
 * a key is special).  Every pass is launched without a wait: a skipped
 * one's blocks leave at once, and a pass takes every line's tiles at once.
 * The host plan copied the counts back and waited for them (H100, 2^20
 * keys: 0.144 ms that way, 0.118 ms this way; doc/PERFORMANCE.md). */
#include <stdint.h>

#include "cuda_state.h"
#include "overlap.cuh"
#include "sort_tile.cuh"
#include "by_width.cuh"

struct gp_plan_scan_smem {
  unsigned warp_sums[GP_SORT_WARPS];
};

/* A block of GP_RADIX threads a line, thread d for digit d.  varies and
 * done (zeroed): a bit a pass where some line's digit differs, and the
 * count of blocks done. */
__global__ void __launch_bounds__(GP_RADIX)
gp_sort_plan_kernel(const unsigned *__restrict__ hist, const unsigned *__restrict__ special, unsigned *varies,
                    unsigned *done, int passes, long long len, const void *x, void *y, void *keys_tmp,
                    unsigned *values0, unsigned *values1, double *idx, long long *__restrict__ bases,
                    gp_sort_plan *__restrict__ plan)
{
  __shared__ gp_plan_scan_smem sm;
  __shared__ int shared_digit[GP_SORT_MAX_PASSES];
  __shared__ bool last;
  /* launched overlapping the histogram */
  gp_wait_for_previous();
  gp_let_next_start();
  const int d = threadIdx.x;
  const size_t line = (size_t) blockIdx.x * passes * GP_RADIX;
  if (d < GP_SORT_MAX_PASSES)
    shared_digit[d] = 0;
  __syncthreads();
  for (int p = 0; p < passes; p++) {
    const unsigned c = hist[line + p * GP_RADIX + d];
    bases[line + p * GP_RADIX + d] = gp_block_exclusive_scan(c, sm);
    if (c == (unsigned long long) len)
      shared_digit[p] = 1;  /* one writer at most: the counts add up to len */
  }
  __syncthreads();
  if (d == 0) {
    unsigned mine = 0;
    for (int p = 0; p < passes; p++)
      mine |= shared_digit[p] ? 0u : 1u << p;
    if (mine)
      atomicOr(varies, mine);
    __threadfence();  /* this block's bases and bits before its count */
    last = atomicAdd(done, 1u) == gridDim.x - 1;
  }
  __syncthreads();
  if (d != 0 || !last)
    return;
  __threadfence();  /* the other blocks' bits, seen after their counts */
  const unsigned varying = *(volatile unsigned *) varies;
  int active[GP_SORT_MAX_PASSES], m = 0;
  for (int p = 0; p < passes; p++)
    if (varying >> p & 1u)
      active[m++] = p;
  if (m == 0)  /* every key equal: one pass, which keeps them in order, still decodes them into y */
    active[m++] = 0;
  const unsigned is_special = *special;
  const int carry = idx || is_special;
  /* the last pass writes the index itself where no gather needs the positions (tuning.h) */
  double *index = !is_special ? idx : NULL;
  unsigned *values[2] = {values0, values1};
  for (int p = 0; p < GP_SORT_MAX_PASSES; p++)
    plan->pass[p].n = 0;
  for (int k = 0; k < m; k++) {
    gp_sort_pass *q = &plan->pass[active[k]];
    const int first = k == 0, last = k == m - 1;
    q->in = first ? x : (m - k) % 2 == 0 ? y : keys_tmp;
    q->in_raw = first;
    q->in_values = first || !carry ? NULL : values[(k - 1) % 2];
    q->out = last && is_special ? NULL : (m - 1 - k) % 2 == 0 ? y : keys_tmp;
    q->out_raw = last;
    q->out_values = carry ? values[k % 2] : NULL;
    q->n = len;
    q->first = 0;
    q->shift = 8 * active[k];
    q->base = bases + active[k] * GP_RADIX;
  }
  plan->positions = carry && !index ? values[(m - 1) % 2] : NULL;
  plan->index = index;
  plan->special = is_special;
  plan->base_stride = (long long) passes * GP_RADIX;
}

/* Where positions travelled: y gathered from x where a key is special
 * (each line's positions count from its start), and the index; n elements
 * in lines of len. */
template <class E>
__global__ void gp_sort_planned_finish_kernel(const E *__restrict__ x, const gp_sort_plan *__restrict__ plan,
                                              long long n, long long len, E *__restrict__ y,
                                              double *__restrict__ idx)
{
  gp_wait_for_previous();  /* launched overlapping the last pass */
  const unsigned *values = plan->positions;
  const bool gather = plan->special != 0;
  if (!values || (!gather && !idx))
    return;
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long g = (long long) blockIdx.x * blockDim.x + threadIdx.x; g < n; g += step) {
    const unsigned v = values[g];
    if (gather)
      y[g] = x[(n == len ? 0 : g - g % len) + v];
    if (idx)
      idx[g] = (double) v + 1.0;
  }
}

template <class E>
static gp_status planned_finish(gp_cuda_state *s, const void *x, const gp_sort_plan *plan, long long n, long long len,
                                void *y, double *idx)
{
  const int threads = 256;
  gp_launch_overlapping(s, true, gp_sort_planned_finish_kernel<E>, gp_grid_stride_blocks(s, n, threads),
                        threads, (const E *) x, plan, n, len, (E *) y, idx);
  return gp_cuda_after_launch(s);
}

static gp_status planned_finish_by_width(gp_cuda_state *s, int width, const void *x, const gp_sort_plan *plan,
                                         long long n, long long len, void *y, double *idx)
{
  GP_RETURN_BY_WIDTH(width, planned_finish, s, x, plan, n, len, y, idx)
}

extern "C" int gp_cuda_sort_plans_line(long long len)
{
  return len <= GP_SORT_PLAN_MAX;
}

extern "C" int gp_cuda_sort_batches_lines(long long lines, long long len)
{
  return GP_SORT_BATCH_MIN_LEN > 0 && lines > 1 && lines <= GP_SORT_PLANNED_LINES && len >= GP_SORT_BATCH_MIN_LEN &&
         gp_cuda_sort_plans_line(len);
}

extern "C" gp_status gp_cuda_sort_lines_planned(gp_cuda_state *s, gp_sort_keys keys, const void *x, void *y,
                                                double *idx, long long lines, long long len, void *const scratch[3])
{
  const int passes = keys.width;
  if (len <= 0 || lines <= 0)
    return GP_SUCCESS;
  if (passes > GP_SORT_MAX_PASSES || len > GP_SORT_PORTION || lines > GP_SORT_PLANNED_LINES)
    return GP_ERROR_INVALID_ARGUMENT;
  /* float keys without the index: positions travel only where a key is
   * special, which the plan knows; one kernel that asks it (PLANNED) */
  const int may_be_special = gp_key_is_float(keys.kind);
  const gp_sort_values values = idx ? GP_SORT_VALUES_ALL : may_be_special ? GP_SORT_VALUES_PLANNED : GP_SORT_VALUES_NONE;
  /* one block: the plan, the bases (8-byte aligned), the counts, the
   * special flag and the plan kernel's two words, then, up to
   * GP_SORT_STATES_AT_ONCE, every pass's tile states: one memset zeroes
   * all that needs it */
  const size_t hist_count = (size_t) lines * passes * GP_RADIX;
  const size_t plan_bytes = gp_align_up(sizeof(gp_sort_plan), 256), bases_bytes = hist_count * sizeof(long long);
  const size_t count_bytes = gp_align_up((hist_count + 3) * sizeof(unsigned), 256);
  const size_t pass_state = gp_cuda_sort_pass_state_bytes(keys.width, values == GP_SORT_VALUES_ALL, lines, len);
  const int at_once = (long long) (passes * pass_state) <= (long long) GP_SORT_STATES_AT_ONCE;
  const size_t state_bytes = at_once ? passes * pass_state : 0;
  void *block = NULL;
  gp_status st = gp_pool_alloc(&s->pool, plan_bytes + bases_bytes + count_bytes + state_bytes, &block);
  if (st != GP_SUCCESS)
    return st;
  gp_sort_plan *plan = (gp_sort_plan *) block;
  long long *bases = (long long *) ((char *) block + plan_bytes);
  unsigned *hist = (unsigned *) ((char *) bases + bases_bytes);
  /* after the counts: the special flag, then the plan kernel's words */
  unsigned *special = hist + hist_count, *varies = special + 1, *done = special + 2;
  char *states = at_once ? (char *) hist + count_bytes : NULL;
  st = gp_cuda_status(cudaMemsetAsync(hist, 0, count_bytes + state_bytes, s->stream));
  /* each line a portion of the histogram */
  if (st == GP_SUCCESS)
    st = gp_cuda_sort_histogram(s, keys, x, 1, lines * len, len, hist, special, 1);
  if (st == GP_SUCCESS) {
    gp_launch_overlapping(s, true, gp_sort_plan_kernel, (unsigned) lines, GP_RADIX, hist, special, varies, done,
                          passes, len, x, y, scratch[0], (unsigned *) scratch[1], (unsigned *) scratch[2], idx, bases,
                          plan);
    st = gp_cuda_after_launch(s);
  }
  for (int p = 0; p < passes && st == GP_SUCCESS; p++) {
    unsigned *mine = states ? (unsigned *) (states + p * pass_state) : NULL;  /* NULL: the pass zeroes its own */
    st = gp_cuda_sort_planned_pass(s, keys, plan, p, lines, len, values, mine);
  }
  if (st == GP_SUCCESS && values != GP_SORT_VALUES_NONE)
    st = planned_finish_by_width(s, keys.width, x, plan, lines * len, len, y, idx);
  gp_pool_free(&s->pool, block);  /* stream order keeps it until the kernels are done */
  return st;
}
