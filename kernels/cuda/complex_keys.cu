/* complex_keys.cu - gp_complex_sort_keys on the device: one grid-stride
 * pass; abs and arg as the complex extremes take them (complex_ops.cuh:
 * abs is glibc's hypot bit for bit, arg the GPU's atan2 with -pi as pi). */
#include "complex_ops.cuh"
#include "cuda_state.h"

template <class F>
__global__ void __launch_bounds__(GP_CX_KEYS_THREADS)
  gp_complex_keys_kernel(const gp_complex<F> *__restrict__ z, F *__restrict__ first, F *__restrict__ second,
                         long long n, int by_parts)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long e = (long long) blockIdx.x * blockDim.x + threadIdx.x; e < n; e += step) {
    const gp_complex<F> v = z[e];
    F a = (F) NAN, b = (F) NAN;  /* an element with a NaN part sorts as a NaN */
    if (!gp_cx_is_nan(v)) {
      a = by_parts ? v.re : gp_abs(v);
      b = by_parts ? v.im : gp_arg(v);
    }
    first[e] = a;
    second[e] = b;
  }
}

template <class F>
static void launch(gp_cuda_state *s, const void *z, void *first, void *second, long long n, int by_parts)
{
  gp_complex_keys_kernel<F><<<gp_grid_stride_blocks(s, n, GP_CX_KEYS_THREADS), GP_CX_KEYS_THREADS, 0, s->stream>>>(
    (const gp_complex<F> *) z, (F *) first, (F *) second, n, by_parts);
}

extern "C" gp_status gp_cuda_complex_keys(gp_cuda_state *s, const gp_array *parts, int by_parts, gp_array *first,
                                          gp_array *second)
{
  const long long n = gp_array_numel(first);
  const size_t key_bytes = (size_t) n * gp_dtype_size(first->dtype);
  const void *dz = NULL;
  void *d1 = NULL, *d2 = NULL, *owned[3] = {NULL, NULL, NULL};
  gp_status st = gp_cuda_stage_in(s, parts, 2 * key_bytes, &dz, &owned[0]);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_out(s, first, key_bytes, &d1, &owned[1]);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_out(s, second, key_bytes, &d2, &owned[2]);
  if (st == GP_SUCCESS) {
    if (parts->dtype == GP_DOUBLE)
      launch<double>(s, dz, d1, d2, n, by_parts);
    else
      launch<float>(s, dz, d1, d2, n, by_parts);
    st = gp_cuda_after_launch(s);
  }
  if (st == GP_SUCCESS)
    st = gp_cuda_unstage_out(s, first, d1, key_bytes);
  if (st == GP_SUCCESS)
    st = gp_cuda_unstage_out(s, second, d2, key_bytes);
  const int touches_host = parts->location == GP_HOST || first->location == GP_HOST || second->location == GP_HOST;
  return gp_cuda_finish_staged(s, touches_host, st, owned, 3);
}
