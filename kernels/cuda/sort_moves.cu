/* sort_moves.cu - the data movement around a sort: batched transposes that
 * make strided lines contiguous (and back), and the last step that turns
 * sorted positions into the index output and gathers y from x. */
#include <stdint.h>

#include "cuda_state.h"
#include "by_width.cuh"

template <class E>
__global__ void gp_transpose_kernel(const E *__restrict__ src, E *__restrict__ dst, long long batch, long long rows,
                                    long long cols)
{
  __shared__ E tile[32][33];  /* the pad column keeps the transposed reads off one bank */
  const long long row_tiles = (rows + 31) / 32, col_tiles = (cols + 31) / 32;
  const long long per_matrix = row_tiles * col_tiles, total = batch * per_matrix;
  for (long long t = blockIdx.x; t < total; t += gridDim.x) {
    const long long b = t / per_matrix, tr = t % per_matrix / col_tiles, tc = t % col_tiles;
    const E *s = src + b * rows * cols;
    E *d = dst + b * rows * cols;
    for (int i = threadIdx.y; i < 32; i += blockDim.y) {
      const long long row = tr * 32 + i, col = tc * 32 + threadIdx.x;
      if (row < rows && col < cols)
        tile[i][threadIdx.x] = s[row * cols + col];
    }
    __syncthreads();
    for (int i = threadIdx.y; i < 32; i += blockDim.y) {
      const long long col = tc * 32 + i, row = tr * 32 + threadIdx.x;
      if (row < rows && col < cols)
        d[col * rows + row] = tile[threadIdx.x][i];
    }
    __syncthreads();
  }
}

template <class E>
static gp_status transpose_typed(gp_cuda_state *s, const void *src, void *dst, long long batch, long long rows,
                                 long long cols)
{
  const long long tiles = batch * ((rows + 31) / 32) * ((cols + 31) / 32);
  const long long most = (long long) (s->sm_count > 0 ? s->sm_count : 1) * 32;
  const dim3 threads(32, 8);
  gp_transpose_kernel<E><<<(unsigned) (tiles < most ? tiles : most), threads, 0, s->stream>>>(
    (const E *) src, (E *) dst, batch, rows, cols);
  return gp_cuda_after_launch(s);
}

extern "C" gp_status gp_cuda_transpose(gp_cuda_state *s, size_t width, const void *src, void *dst, long long batch,
                                       long long rows, long long cols)
{
  if (batch * rows * cols == 0)
    return GP_SUCCESS;
  GP_RETURN_BY_WIDTH(width, transpose_typed, s, src, dst, batch, rows, cols)
}

template <class E>
__global__ void gp_sort_finish_kernel(const E *__restrict__ x, const unsigned *__restrict__ values, long long lines,
                                      long long len, E *__restrict__ y, double *__restrict__ idx)
{
  const long long n = lines * len, step = (long long) gridDim.x * blockDim.x;
  for (long long g = (long long) blockIdx.x * blockDim.x + threadIdx.x; g < n; g += step) {
    const long long v = values ? (long long) values[g] : g % len;
    if (y)
      y[g] = x[g - g % len + v];
    if (idx)
      idx[g] = (double) (v + 1);
  }
}

template <class E>
static gp_status finish_typed(gp_cuda_state *s, const void *x, const unsigned *values, long long lines, long long len,
                              void *y, double *idx)
{
  const int threads = 256;
  gp_sort_finish_kernel<E><<<gp_grid_stride_blocks(s, lines * len, threads), threads, 0, s->stream>>>(
    (const E *) x, values, lines, len, (E *) y, idx);
  return gp_cuda_after_launch(s);
}

extern "C" gp_status gp_cuda_sort_finish(gp_cuda_state *s, size_t width, const void *x, const unsigned *values,
                                         long long lines, long long len, void *y, double *idx)
{
  if (lines * len == 0 || (!y && !idx))
    return GP_SUCCESS;
  GP_RETURN_BY_WIDTH(width, finish_typed, s, x, values, lines, len, y, idx)
}
