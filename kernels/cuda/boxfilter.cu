/* boxfilter.cu - box means from a summed-area table: one thread per output,
 * four reads each (box_sum.h), so the cost does not grow with the box.
 * Consecutive threads take consecutive rows: the reads of a warp fall on
 * four runs of consecutive table entries. */
#include "box_sum.h"
#include "cuda_state.h"

template <class Out>
__global__ void gp_box_kernel(const double *__restrict__ sat, gp_pages p, long long count, long long h, long long w,
                              double scale, Out *__restrict__ y)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long e = (long long) blockIdx.x * blockDim.x + threadIdx.x; e < count; e += step) {
    long long k = 0, rest = e;
    if (p.inner > 1) {  /* a complex array's parts, or a batch */
      k = e % p.inner;
      rest = e / p.inner;
    }
    const long long i = rest % p.m, j = rest / p.m % p.n, page = rest / p.m / p.n;
    y[e] = (Out) (gp_box_sum(sat + page * p.m * p.n * p.inner + k, p.m, p.n, p.inner, i, j, h, w) * scale);
  }
}

extern "C" gp_status gp_cuda_box_from_sat(gp_cuda_state *s, const double *sat, gp_pages p, int64_t h, int64_t w,
                                          gp_dtype out, void *y)
{
  const long long count = p.inner * p.m * p.n * p.pages;
  const int threads = 256;
  const unsigned grid = gp_grid_stride_blocks(s, count, threads);
  const double scale = 1.0 / ((double) h * (double) w);
  if (out == GP_DOUBLE)
    gp_box_kernel<double><<<grid, threads, 0, s->stream>>>(sat, p, count, h, w, scale, (double *) y);
  else if (out == GP_SINGLE)
    gp_box_kernel<float><<<grid, threads, 0, s->stream>>>(sat, p, count, h, w, scale, (float *) y);
  else
    return GP_ERROR_UNSUPPORTED_DTYPE;
  return gp_cuda_after_launch(s);
}
