/* sort_split.cu - the teaching sort: LSD radix sort one bit at a time, each
 * pass the textbook split.  For key bit b: e = "bit b is 0", f = the
 * exclusive scan of e along the line (the library's own scan), totalFalses
 * = f[last] + e[last], and element i goes to f[i] where e[i], else to
 * t[i] = i - f[i] + totalFalses: zeros first, ones after, each in order.
 * Every bit gets its pass (no skipping: this variant shows the algorithm).
 * Positions travel with the keys and y is gathered from x at the end. */
#include <stdint.h>

#include "cuda_state.h"
#include "sort_tile.cuh"
#include "by_width.cuh"

template <class K>
__global__ void gp_split_init_kernel(const K *__restrict__ x, K *__restrict__ keys, unsigned *__restrict__ values,
                                     long long n, long long len, gp_key_code code)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long g = (long long) blockIdx.x * blockDim.x + threadIdx.x; g < n; g += step) {
    keys[g] = gp_encode(x[g], code);
    values[g] = (unsigned) (g % len);
  }
}

template <class K>
__global__ void gp_split_flags_kernel(const K *__restrict__ keys, long long n, int bit, uint8_t *__restrict__ e)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long g = (long long) blockIdx.x * blockDim.x + threadIdx.x; g < n; g += step)
    e[g] = ((keys[g] >> bit) & 1) == 0;
}

template <class K>
__global__ void gp_split_scatter_kernel(const K *__restrict__ keys, const unsigned *__restrict__ values,
                                        const uint8_t *__restrict__ e, const double *__restrict__ f, long long n,
                                        long long len, K *__restrict__ keys_out, unsigned *__restrict__ values_out)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long g = (long long) blockIdx.x * blockDim.x + threadIdx.x; g < n; g += step) {
    const long long i = g % len, line_start = g - i, last = line_start + len - 1;
    const long long total_falses = (long long) f[last] + e[last], fi = (long long) f[g];
    const long long d = e[g] ? fi : i - fi + total_falses;
    keys_out[line_start + d] = keys[g];
    values_out[line_start + d] = values[g];
  }
}

template <class K>
static gp_status split_typed(gp_cuda_state *s, gp_key_code code, const void *x, void *y, double *idx, long long lines,
                             long long len)
{
  const long long n = lines * len;
  const int threads = 256;
  const unsigned grid = gp_grid_stride_blocks(s, n, threads);
  void *block[6] = {NULL, NULL, NULL, NULL, NULL, NULL};
  const size_t bytes[6] = {n * sizeof(K), n * sizeof(K), n * sizeof(unsigned), n * sizeof(unsigned), (size_t) n,
                           n * sizeof(double)};
  gp_status st = GP_SUCCESS;
  for (int b = 0; b < 6 && st == GP_SUCCESS; b++)
    st = gp_pool_alloc(&s->pool, bytes[b], &block[b]);
  K *keys[2] = {(K *) block[0], (K *) block[1]};
  unsigned *values[2] = {(unsigned *) block[2], (unsigned *) block[3]};
  uint8_t *e = (uint8_t *) block[4];
  double *f = (double *) block[5];
  if (st == GP_SUCCESS) {
    gp_split_init_kernel<K><<<grid, threads, 0, s->stream>>>((const K *) x, keys[0], values[0], n, len, code);
    st = gp_cuda_after_launch(s);
  }
  gp_scan_options exclusive;
  gp_scan_options_init(&exclusive);
  exclusive.exclusive = 1;
  const gp_shape3 shape = {lines, len, 1};
  int cur = 0;
  for (int bit = 0; bit < (int) sizeof(K) * 8 && st == GP_SUCCESS; bit++, cur ^= 1) {
    gp_split_flags_kernel<K><<<grid, threads, 0, s->stream>>>(keys[cur], n, bit, e);
    st = gp_cuda_after_launch(s);
    if (st == GP_SUCCESS)
      st = gp_cuda_scan_device(s, GP_OP_SUM, &exclusive, GP_LOGICAL, GP_DOUBLE, e, f, NULL, shape);
    if (st == GP_SUCCESS) {
      gp_split_scatter_kernel<K><<<grid, threads, 0, s->stream>>>(keys[cur], values[cur], e, f, n, len,
                                                                  keys[cur ^ 1], values[cur ^ 1]);
      st = gp_cuda_after_launch(s);
    }
  }
  if (st == GP_SUCCESS)
    st = gp_cuda_sort_finish(s, sizeof(K), x, values[cur], lines, len, y, idx);
  for (int b = 0; b < 6; b++)
    gp_pool_free(&s->pool, block[b]);  /* stream order keeps them until the kernels are done */
  return st;
}

extern "C" gp_status gp_cuda_sort_split(gp_cuda_state *s, gp_sort_keys keys, const void *x, void *y, double *idx,
                                        long long lines, long long len)
{
  const gp_key_code code = {keys.kind, keys.order};
  GP_RETURN_BY_WIDTH(keys.width, split_typed, s, code, x, y, idx, lines, len)
}
