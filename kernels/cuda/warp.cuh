/* warp.cuh - moving values of any plain type between lanes and through L2.
 *
 * Accumulator types range from a float to a 48-byte saturating map, so these
 * helpers move a value as 4-byte words. */
#ifndef GP_WARP_CUH
#define GP_WARP_CUH

#define GP_FULL_MASK 0xffffffffu

template <class T>
struct gp_words {
  enum { count = (sizeof(T) + 3) / 4 };
  union {
    T value;
    unsigned word[count];
  };
};

/* v moved word by word through `shuffle` (one of the __shfl*_sync calls). */
template <class T, class Shuffle>
__device__ __forceinline__ T gp_shfl_words(T v, Shuffle shuffle)
{
  gp_words<T> u;
  u.value = v;
#pragma unroll
  for (int k = 0; k < gp_words<T>::count; k++)
    u.word[k] = shuffle(u.word[k]);
  return u.value;
}

template <class T>
__device__ __forceinline__ T gp_shfl_up(T v, unsigned delta)
{
  return gp_shfl_words(v, [delta](unsigned w) { return __shfl_up_sync(GP_FULL_MASK, w, delta); });
}

template <class T>
__device__ __forceinline__ T gp_shfl_down(T v, unsigned delta)
{
  return gp_shfl_words(v, [delta](unsigned w) { return __shfl_down_sync(GP_FULL_MASK, w, delta); });
}

template <class T>
__device__ __forceinline__ T gp_shfl_xor(T v, int lane_mask)
{
  return gp_shfl_words(v, [lane_mask](unsigned w) { return __shfl_xor_sync(GP_FULL_MASK, w, lane_mask); });
}

template <class T>
__device__ __forceinline__ T gp_shfl(T v, int src_lane)
{
  return gp_shfl_words(v, [src_lane](unsigned w) { return __shfl_sync(GP_FULL_MASK, w, src_lane); });
}

/* Loads and stores that go through L2 only: tile states are written by one
 * block and read by another, and L1 is not coherent between them.  T's size
 * must be a multiple of 4 and its address 4-byte aligned. */
template <class T>
__device__ __forceinline__ T gp_load_cg(const T *p)
{
  gp_words<T> u;
  const unsigned *w = reinterpret_cast<const unsigned *>(p);
#pragma unroll
  for (int k = 0; k < gp_words<T>::count; k++)
    u.word[k] = __ldcg(w + k);
  return u.value;
}

template <class T>
__device__ __forceinline__ void gp_store_cg(T *p, T v)
{
  gp_words<T> u;
  u.value = v;
  unsigned *w = reinterpret_cast<unsigned *>(p);
#pragma unroll
  for (int k = 0; k < gp_words<T>::count; k++)
    __stcg(w + k, u.word[k]);
}

__device__ __forceinline__ unsigned gp_load_flag(const unsigned *p)
{
  return *reinterpret_cast<const volatile unsigned *>(p);
}

__device__ __forceinline__ void gp_store_flag(unsigned *p, unsigned v)
{
  *reinterpret_cast<volatile unsigned *>(p) = v;
}

/* Inclusive scan across the warp, lane order = sequence order (Kogge-Stone on
 * shuffles).  `head` marks a segment start: nothing before it is folded in. */
template <class Op, bool SEGMENTED>
__device__ __forceinline__ void gp_warp_scan(typename Op::T &value, bool &head, int lane)
{
  typedef typename Op::T T;
#pragma unroll
  for (int d = 1; d < 32; d <<= 1) {
    T before = gp_shfl_up(value, d);
    bool before_head = __shfl_up_sync(GP_FULL_MASK, head, d);
    if (lane >= d) {
      if (!SEGMENTED || !head)
        value = Op::combine(before, value);
      if (SEGMENTED)
        head = head || before_head;
    }
  }
}

/* Exclusive scan of one value per thread over the block (a warp_sums
 * entry a warp). */
template <class S>
__device__ __forceinline__ unsigned gp_block_exclusive_scan(unsigned v, S &sm)
{
  constexpr int warps = (int) (sizeof(S::warp_sums) / sizeof(unsigned));
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  unsigned inclusive = v;
#pragma unroll
  for (int d = 1; d < 32; d <<= 1) {
    unsigned before = __shfl_up_sync(GP_FULL_MASK, inclusive, d);
    if (lane >= d)
      inclusive += before;
  }
  if (lane == 31)
    sm.warp_sums[warp] = inclusive;
  __syncthreads();
  unsigned before_warp = 0;
#pragma unroll
  for (int w = 0; w < warps; w++)
    before_warp += w < warp ? sm.warp_sums[w] : 0u;
  __syncthreads();  /* warp_sums is free again */
  return before_warp + inclusive - v;
}

#endif
