/* convert.cu - gp_convert on the device: one grid-stride pass, each element
 * by convert_rules.h (the host reference's own rules), the classes fixed
 * at compile time so that the rules' switches fold away. */
#include "convert_rules.h"
#include "cuda_state.h"

__host__ __device__ constexpr size_t gp_conv_bytes(gp_dtype t)
{
  return t == GP_DOUBLE || t == GP_INT64 || t == GP_UINT64 ? 8
         : t == GP_SINGLE || t == GP_INT32 || t == GP_UINT32 ? 4
         : t == GP_INT16 || t == GP_UINT16                  ? 2
                                                              : 1;
}

/* *nan_flag set where a NaN met a logical output (NULL for every other
 * pair of classes, where none can). */
template <gp_dtype IN, gp_dtype OUT>
__global__ void __launch_bounds__(GP_CONVERT_THREADS)
  gp_convert_kernel(const char *__restrict__ x, char *__restrict__ y, long long n, unsigned *nan_flag)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  int nan = 0;
  for (long long e = (long long) blockIdx.x * blockDim.x + threadIdx.x; e < n; e += step)
    nan |= gp_conv_write(gp_conv_read(x + e * gp_conv_bytes(IN), IN), y + e * gp_conv_bytes(OUT), OUT);
  if (nan)
    *nan_flag = 1;  /* every writer stores the same value */
}

template <gp_dtype IN, gp_dtype OUT>
static void launch(gp_cuda_state *s, const void *x, void *y, long long n, unsigned *flag)
{
  gp_convert_kernel<IN, OUT><<<gp_grid_stride_blocks(s, n, GP_CONVERT_THREADS), GP_CONVERT_THREADS, 0, s->stream>>>(
    (const char *) x, (char *) y, n, flag);
}

template <gp_dtype IN>
static gp_status launch_to(gp_cuda_state *s, gp_dtype out, const void *x, void *y, long long n, unsigned *flag)
{
  switch (out) {
  case GP_DOUBLE: launch<IN, GP_DOUBLE>(s, x, y, n, flag); break;
  case GP_SINGLE: launch<IN, GP_SINGLE>(s, x, y, n, flag); break;
  case GP_INT8: launch<IN, GP_INT8>(s, x, y, n, flag); break;
  case GP_UINT8: launch<IN, GP_UINT8>(s, x, y, n, flag); break;
  case GP_INT16: launch<IN, GP_INT16>(s, x, y, n, flag); break;
  case GP_UINT16: launch<IN, GP_UINT16>(s, x, y, n, flag); break;
  case GP_INT32: launch<IN, GP_INT32>(s, x, y, n, flag); break;
  case GP_UINT32: launch<IN, GP_UINT32>(s, x, y, n, flag); break;
  case GP_INT64: launch<IN, GP_INT64>(s, x, y, n, flag); break;
  case GP_UINT64: launch<IN, GP_UINT64>(s, x, y, n, flag); break;
  case GP_LOGICAL: launch<IN, GP_LOGICAL>(s, x, y, n, flag); break;
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
  return gp_cuda_after_launch(s);
}

static gp_status launch_any(gp_cuda_state *s, gp_dtype in, gp_dtype out, const void *x, void *y, long long n,
                            unsigned *flag)
{
  switch (in) {
  case GP_DOUBLE: return launch_to<GP_DOUBLE>(s, out, x, y, n, flag);
  case GP_SINGLE: return launch_to<GP_SINGLE>(s, out, x, y, n, flag);
  case GP_INT8: return launch_to<GP_INT8>(s, out, x, y, n, flag);
  case GP_UINT8: return launch_to<GP_UINT8>(s, out, x, y, n, flag);
  case GP_INT16: return launch_to<GP_INT16>(s, out, x, y, n, flag);
  case GP_UINT16: return launch_to<GP_UINT16>(s, out, x, y, n, flag);
  case GP_INT32: return launch_to<GP_INT32>(s, out, x, y, n, flag);
  case GP_UINT32: return launch_to<GP_UINT32>(s, out, x, y, n, flag);
  case GP_INT64: return launch_to<GP_INT64>(s, out, x, y, n, flag);
  case GP_UINT64: return launch_to<GP_UINT64>(s, out, x, y, n, flag);
  case GP_LOGICAL: return launch_to<GP_LOGICAL>(s, out, x, y, n, flag);
  default: return GP_ERROR_UNSUPPORTED_DTYPE;
  }
}

/* A host x or y is staged through device memory, as every call's. */
extern "C" gp_status gp_cuda_convert(gp_cuda_state *s, const gp_array *x, gp_array *y)
{
  const long long n = gp_array_numel(x);
  const size_t ybytes = (size_t) n * gp_dtype_size(y->dtype);
  const int checks_nan = y->dtype == GP_LOGICAL && (x->dtype == GP_DOUBLE || x->dtype == GP_SINGLE);
  const void *dx = NULL;
  void *dy = NULL, *owned[3] = {NULL, NULL, NULL};
  unsigned nan_seen = 0;
  gp_status st = gp_cuda_stage_in(s, x, (size_t) n * gp_dtype_size(x->dtype), &dx, &owned[0]);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_out(s, y, ybytes, &dy, &owned[1]);
  if (st == GP_SUCCESS && checks_nan)  /* only a float to logical can meet a NaN it cannot convert */
    st = gp_cuda_flag_new(s, &owned[2]);
  if (st == GP_SUCCESS)
    st = launch_any(s, x->dtype, y->dtype, dx, dy, n, (unsigned *) owned[2]);
  if (st == GP_SUCCESS && checks_nan)
    st = gp_cuda_flag_read(s, owned[2], &nan_seen);
  if (st == GP_SUCCESS)
    st = gp_cuda_unstage_out(s, y, dy, ybytes);
  st = gp_cuda_finish_staged(s, x->location == GP_HOST || y->location == GP_HOST, st, owned, 3);
  return st == GP_SUCCESS && nan_seen ? GP_ERROR_NAN_TO_LOGICAL : st;
}
