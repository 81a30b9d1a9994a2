/* reduce_classic.cuh - the classic reduction kernels, selectable by name for
 * teaching and comparison (the default is reduce_default.cuh).
 *
 * Each block reduces one chunk of one line, BLOCK * LOADS elements, in shared
 * memory, and leaves one accumulator; the chunks' accumulators are lines of
 * their own for the next pass of the same kernel, until one chunk is left
 * per line.  Lines along any dim are read through gp_line_addr, without a
 * transpose (uncoalesced for inner > 1, as these kernels are in the
 * textbooks).  Loads are the textbooks' too: thread t takes elements
 * t, t + BLOCK, ... of its chunk, which the fold's indifference to order
 * (reduce_fold.cuh) allows. */
#ifndef GP_REDUCE_CLASSIC_CUH
#define GP_REDUCE_CLASSIC_CUH

#include "cuda_state.h"
#include "layout.cuh"
#include "reduce_fold.cuh"

/* Elements one thread loads in each algorithm. */
__host__ __device__ constexpr int gp_classic_loads(gp_reduce_algorithm alg)
{
  return alg == GP_REDUCE_UNROLL2 ? 2 : (alg == GP_REDUCE_UNROLL_WARP8 || alg == GP_REDUCE_COMPLETE_UNROLL) ? 8 : 1;
}

/* The fold of s[0 .. BLOCK), the tree each name stands for; thread 0 gets it. */
template <class Op, gp_reduce_algorithm ALG, int BLOCK>
__device__ __forceinline__ typename Op::T gp_classic_tree(typename Op::T *s, int t)
{
  typedef gp_fold<Op> F;
  if constexpr (ALG == GP_REDUCE_NEIGHBORED) {
    for (int stride = 1; stride < BLOCK; stride *= 2) {
      if (t % (2 * stride) == 0)  /* active threads spread over every warp */
        s[t] = F::apply(s[t], s[t + stride]);
      __syncthreads();
    }
  } else if constexpr (ALG == GP_REDUCE_NEIGHBORED_LESS_DIVERGENCE) {
    for (int stride = 1; stride < BLOCK; stride *= 2) {
      const int i = 2 * stride * t;  /* the same pairs, from the first threads */
      if (i < BLOCK)
        s[i] = F::apply(s[i], s[i + stride]);
      __syncthreads();
    }
  } else if constexpr (ALG == GP_REDUCE_INTERLEAVED || ALG == GP_REDUCE_UNROLL2) {
    for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
      if (t < stride)
        s[t] = F::apply(s[t], s[t + stride]);
      __syncthreads();
    }
  } else {
    if constexpr (ALG == GP_REDUCE_UNROLL_WARP8) {
      for (int stride = BLOCK / 2; stride > 32; stride >>= 1) {
        if (t < stride)
          s[t] = F::apply(s[t], s[t + stride]);
        __syncthreads();
      }
    } else {  /* GP_REDUCE_COMPLETE_UNROLL: BLOCK is known, every step unrolled */
      if (BLOCK >= 1024 && t < 512)
        s[t] = F::apply(s[t], s[t + 512]);
      __syncthreads();
      if (BLOCK >= 512 && t < 256)
        s[t] = F::apply(s[t], s[t + 256]);
      __syncthreads();
      if (BLOCK >= 256 && t < 128)
        s[t] = F::apply(s[t], s[t + 128]);
      __syncthreads();
      if (BLOCK >= 128 && t < 64)
        s[t] = F::apply(s[t], s[t + 64]);
      __syncthreads();
    }
    /* The last warp on shuffles: the old volatile shared-memory unroll with
     * no __syncwarp races on GPUs with independent thread scheduling. */
    return t < 32 ? gp_warp_fold<Op>(F::apply(s[t], s[t + 32]), t) : s[t];
  }
  return s[0];
}

template <class Op, class In, bool LIFTED, bool FINAL, gp_reduce_algorithm ALG, int BLOCK>
__global__ void __launch_bounds__(BLOCK)
gp_reduce_classic_kernel(const In *__restrict__ in, void *out, double *index, gp_shape3 shape, long long chunks)
{
  typedef typename Op::T T;
  enum { LOADS = gp_classic_loads(ALG) };
  __shared__ T s[BLOCK];
  const long long line = blockIdx.x / chunks, chunk = blockIdx.x % chunks;
  const int t = threadIdx.x;
  const long long j0 = chunk * BLOCK * LOADS;
  T v = Op::identity();
#pragma unroll
  for (int k = 0; k < LOADS; k++) {
    const long long j = j0 + t + (long long) k * BLOCK;
    if (j < shape.len)
      v = gp_fold_next<Op, LIFTED>(v, in[gp_line_addr(shape, line, j)], j);
  }
  s[t] = v;
  __syncthreads();
  v = gp_classic_tree<Op, ALG, BLOCK>(s, t);
  if (t == 0)
    gp_reduce_store<Op, FINAL>(out, index, line, blockIdx.x, v);
}

template <class Op, class In, bool LIFTED, gp_reduce_algorithm ALG>
static gp_status gp_classic_pass(gp_cuda_state *s, const In *in, void *out, double *index, gp_shape3 shape,
                                 long long chunks)
{
  const long long lines = shape.outer * shape.inner;
  const unsigned grid = (unsigned) (lines * chunks);
  if (chunks == 1)
    gp_reduce_classic_kernel<Op, In, LIFTED, true, ALG, GP_CLASSIC_THREADS>
      <<<grid, GP_CLASSIC_THREADS, 0, s->stream>>>(in, out, index, shape, chunks);
  else
    gp_reduce_classic_kernel<Op, In, LIFTED, false, ALG, GP_CLASSIC_THREADS>
      <<<grid, GP_CLASSIC_THREADS, 0, s->stream>>>(in, out, index, shape, chunks);
  return gp_cuda_after_launch(s);
}

/* Passes until each line is one chunk: the first reads the input, the rest
 * the accumulators the one before left (lines of `chunks` contiguous values). */
template <class Op, class In, gp_reduce_algorithm ALG>
static gp_status gp_reduce_classic_as(gp_cuda_state *s, const In *in, void *out, double *index, gp_shape3 shape)
{
  typedef typename Op::T T;
  enum { PER_BLOCK = GP_CLASSIC_THREADS * gp_classic_loads(ALG) };
  const long long lines = shape.outer * shape.inner;
  long long chunks = (shape.len + PER_BLOCK - 1) / PER_BLOCK;
  if (chunks <= 1)
    return gp_classic_pass<Op, In, false, ALG>(s, in, out, index, shape, 1);
  void *level = NULL;
  gp_status st = gp_pool_alloc(&s->pool, (size_t) (lines * chunks) * sizeof(T), &level);
  if (st == GP_SUCCESS)
    st = gp_classic_pass<Op, In, false, ALG>(s, in, level, NULL, shape, chunks);
  while (st == GP_SUCCESS) {
    const gp_shape3 totals = {lines, chunks, 1};
    const long long next = (chunks + PER_BLOCK - 1) / PER_BLOCK;
    if (next == 1) {
      st = gp_classic_pass<Op, T, true, ALG>(s, (const T *) level, out, index, totals, 1);
      break;
    }
    void *upper = NULL;
    st = gp_pool_alloc(&s->pool, (size_t) (lines * next) * sizeof(T), &upper);
    if (st == GP_SUCCESS)
      st = gp_classic_pass<Op, T, true, ALG>(s, (const T *) level, upper, NULL, totals, next);
    gp_pool_free(&s->pool, level);  /* stream order keeps it until the pass is done */
    level = upper;
    chunks = next;
  }
  gp_pool_free(&s->pool, level);
  return st;
}

template <class Op, class In>
static gp_status gp_reduce_classic(gp_cuda_state *s, gp_reduce_algorithm alg, const In *in, void *out,
                                   double *index, gp_shape3 shape)
{
  switch (alg) {
  case GP_REDUCE_NEIGHBORED: return gp_reduce_classic_as<Op, In, GP_REDUCE_NEIGHBORED>(s, in, out, index, shape);
  case GP_REDUCE_NEIGHBORED_LESS_DIVERGENCE:
    return gp_reduce_classic_as<Op, In, GP_REDUCE_NEIGHBORED_LESS_DIVERGENCE>(s, in, out, index, shape);
  case GP_REDUCE_INTERLEAVED: return gp_reduce_classic_as<Op, In, GP_REDUCE_INTERLEAVED>(s, in, out, index, shape);
  case GP_REDUCE_UNROLL2: return gp_reduce_classic_as<Op, In, GP_REDUCE_UNROLL2>(s, in, out, index, shape);
  case GP_REDUCE_UNROLL_WARP8: return gp_reduce_classic_as<Op, In, GP_REDUCE_UNROLL_WARP8>(s, in, out, index, shape);
  case GP_REDUCE_COMPLETE_UNROLL:
    return gp_reduce_classic_as<Op, In, GP_REDUCE_COMPLETE_UNROLL>(s, in, out, index, shape);
  default: return GP_ERROR_UNKNOWN_ALGORITHM;
  }
}

#endif
