/* runs.cu - where each run of equal rows starts, in sorted data
 * (gp_unique): one grid-stride pass over the rows + 1 flags, each
 * comparing its row with the one before, column by column (consecutive
 * threads read consecutive elements of a column). */
#include <stdint.h>

#include "cuda_state.h"

/* flags[k]: 1 at 0 and rows, else whether row k differs from row k - 1 as
 * !(a == b) decides for T (NaN differs, -0 equals 0; integers by bits). */
template <class T>
__global__ void gp_run_starts_kernel(const T *__restrict__ x, long long rows, long long cols,
                                     unsigned char *__restrict__ flags)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long k = (long long) blockIdx.x * blockDim.x + threadIdx.x; k <= rows; k += step) {
    unsigned char differ = 1;
    if (k > 0 && k < rows) {
      differ = 0;
      for (long long c = 0; c < cols && !differ; c++)
        differ = !(x[c * rows + k - 1] == x[c * rows + k]);
    }
    flags[k] = differ;
  }
}

template <class T>
static gp_status run_starts_as(gp_cuda_state *s, const void *x, long long rows, long long cols, unsigned char *flags)
{
  const int threads = 256;
  gp_run_starts_kernel<T><<<gp_grid_stride_blocks(s, rows + 1, threads), threads, 0, s->stream>>>(
    (const T *) x, rows, cols, flags);
  return gp_cuda_after_launch(s);
}

extern "C" gp_status gp_cuda_run_starts(gp_cuda_state *s, const void *x, gp_dtype dtype, int64_t rows, int64_t cols,
                                        unsigned char *flags)
{
  if (dtype == GP_DOUBLE)
    return run_starts_as<double>(s, x, rows, cols, flags);
  if (dtype == GP_SINGLE)
    return run_starts_as<float>(s, x, rows, cols, flags);
  switch (gp_dtype_size(dtype)) {  /* integers and logical: equal exactly when their bits are */
  case 1: return run_starts_as<uint8_t>(s, x, rows, cols, flags);
  case 2: return run_starts_as<uint16_t>(s, x, rows, cols, flags);
  case 4: return run_starts_as<uint32_t>(s, x, rows, cols, flags);
  case 8: return run_starts_as<unsigned long long>(s, x, rows, cols, flags);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}
