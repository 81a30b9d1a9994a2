/* select.cu - gp_topk's radix select on the device: one counting pass per
 * 8-bit digit of the key, from the top, over every element (a key under
 * another prefix is not counted), each followed by a one-block step that
 * picks the digit holding the rank; the state never leaves the device
 * until the end.  Counts are kept per block in shared memory, a warp's
 * lanes with the same digit adding once (__match_any_sync), since the top
 * digits of real data crowd into a few bins. */
#include "cuda_state.h"
#include "by_width.cuh"
#include "sort_keys.h"

struct gp_select_state {
  unsigned long long counts[256];
  unsigned long long prefix;  /* the digits chosen so far */
  long long rank;             /* the rank left among the keys under prefix */
  long long below;            /* the keys found smaller than prefix's */
  long long equal;            /* the keys under prefix: at the end, the ties of the one at rank */
};

/* Keys under prefix (its digits above shift) count their digit at shift. */
template <class E>
__global__ void gp_select_count_kernel(const E *__restrict__ x, long long n, int kind, int order, int shift,
                                       gp_select_state *st)
{
  __shared__ unsigned int counts[256];
  for (int d = threadIdx.x; d < 256; d += blockDim.x)
    counts[d] = 0;
  __syncthreads();
  const int bits = 8 * (int) sizeof(E);
  const unsigned long long prefix = st->prefix;
  const int above = shift + 8;  /* the digits already chosen lie at and above this bit */
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long i = (long long) blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
    const unsigned long long k = gp_key_of((unsigned long long) x[i], kind, bits, order);
    const bool under = above >= bits || (k >> above) == (prefix >> above);
    const unsigned digit = under ? (unsigned) (k >> shift) & 255u : 256u;
    const unsigned same = __match_any_sync(__activemask(), digit);
    if (under && (threadIdx.x & 31) == __ffs(same) - 1)
      atomicAdd(&counts[digit], (unsigned) __popc(same));
  }
  __syncthreads();
  for (int d = threadIdx.x; d < 256; d += blockDim.x)
    if (counts[d])
      atomicAdd(&st->counts[d], (unsigned long long) counts[d]);
}

/* The digit at shift that holds the rank; the counts cleared for the next pass. */
__global__ void gp_select_pick_kernel(gp_select_state *st, int shift)
{
  if (threadIdx.x == 0) {
    long long rank = st->rank, below = st->below;
    unsigned d = 0;
    while (d < 255 && rank >= (long long) st->counts[d]) {
      rank -= (long long) st->counts[d];
      below += (long long) st->counts[d];
      d++;
    }
    st->rank = rank;
    st->below = below;
    st->equal = (long long) st->counts[d];
    st->prefix |= (unsigned long long) d << shift;
  }
  __syncthreads();
  for (int d = threadIdx.x; d < 256; d += blockDim.x)
    st->counts[d] = 0;
}

template <class E>
__global__ void gp_select_keep_kernel(const E *__restrict__ x, long long n, int kind, int order, int equal_only,
                                      const gp_select_state *st, unsigned char *__restrict__ keep)
{
  const unsigned long long threshold = st->prefix;
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long i = (long long) blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
    const unsigned long long k = gp_key_of((unsigned long long) x[i], kind, 8 * (int) sizeof(E), order);
    keep[i] = equal_only ? k == threshold : k <= threshold;
  }
}

template <class E>
static gp_status select_as(gp_cuda_state *s, gp_select_call *c)
{
  const int threads = 256;
  const long long n = c->n;
  const unsigned blocks = gp_grid_stride_blocks(s, n, threads);
  void *mem = NULL;
  gp_status st = gp_pool_alloc(&s->pool, sizeof(gp_select_state), &mem);
  if (st != GP_SUCCESS)
    return st;
  gp_select_state *state = (gp_select_state *) mem;
  st = gp_cuda_status(cudaMemsetAsync(state, 0, sizeof *state, s->stream));
  const long long rank = c->rank;
  if (st == GP_SUCCESS)
    st = gp_cuda_status(
        cudaMemcpyAsync(&state->rank, &rank, sizeof rank, cudaMemcpyHostToDevice, s->stream));
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaStreamSynchronize(s->stream));  /* rank is on this function's stack */
  for (int shift = 8 * (int) sizeof(E) - 8; shift >= 0 && st == GP_SUCCESS; shift -= 8) {
    gp_select_count_kernel<E><<<blocks, threads, 0, s->stream>>>((const E *) c->x, n, c->kind, c->order, shift,
                                                                  state);
    st = gp_cuda_after_launch(s);
    if (st == GP_SUCCESS) {
      gp_select_pick_kernel<<<1, 256, 0, s->stream>>>(state, shift);
      st = gp_cuda_after_launch(s);
    }
  }
  if (st == GP_SUCCESS && c->keep) {
    gp_select_keep_kernel<E><<<blocks, threads, 0, s->stream>>>((const E *) c->x, n, c->kind, c->order,
                                                                c->equal_only, state, c->keep);
    st = gp_cuda_after_launch(s);
  }
  gp_select_state out;
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaMemcpyAsync(&out, state, sizeof out, cudaMemcpyDeviceToHost, s->stream));
  if (st == GP_SUCCESS)
    st = gp_cuda_status(cudaStreamSynchronize(s->stream));
  if (st == GP_SUCCESS) {
    c->threshold = out.prefix;
    c->below = out.below;
    c->equal = out.equal;
  }
  gp_pool_free(&s->pool, mem);
  return st;
}

extern "C" gp_status gp_cuda_select(gp_cuda_state *s, gp_select_call *c)
{
  if (c->n <= 0 || c->rank < 0 || c->rank >= c->n)
    return GP_ERROR_INVALID_ARGUMENT;
  GP_RETURN_BY_WIDTH(gp_dtype_size(c->dtype), select_as, s, c)
}
