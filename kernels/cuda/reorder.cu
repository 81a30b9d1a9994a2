/* reorder.cu - the CUDA backend's gathers along an axis (see gp_reorder in
 * gp_internal.h): the reversed input and the shifted or reversed output of
 * exclusive and reverse scans, the last element of every line, which a
 * reduction by scan keeps, and the rearranging by a sort's index
 * (gp_take_along).  One grid-stride pass, reads and writes by element
 * size. */
#include <stdint.h>
#include <string.h>

#include "cuda_state.h"
#include "by_width.cuh"
#include "take_positions.h"

template <class E, bool POSITIONS>
__global__ void gp_reorder_kernel(const E *__restrict__ src, E *__restrict__ dst, long long n, long long len,
                                  long long inner, int reverse, int shift, E fill)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long e = (long long) blockIdx.x * blockDim.x + threadIdx.x; e < n; e += step) {
    const long long i = e % inner, line = e / inner, k = line % len, o = line / len;
    const long long m = (reverse ? len - 1 - k : k) - shift;
    E v = fill;
    if (m >= 0) {
      v = src[(o * len + m) * inner + i];
      if constexpr (POSITIONS)
        if (reverse)
          v = (E) len + 1 - v;  /* a position in the reversed line, counted from the line's start */
    }
    dst[e] = v;
  }
}

template <class E, bool POSITIONS>
static gp_status gp_reorder_as(gp_cuda_state *s, const void *src, void *dst, gp_shape3 shape, const gp_reorder *how)
{
  const long long n = shape.outer * shape.len * shape.inner;
  const int threads = 256;
  E fill;
  memcpy(&fill, how->fill, sizeof fill);
  gp_reorder_kernel<E, POSITIONS><<<gp_grid_stride_blocks(s, n, threads), threads, 0, s->stream>>>(
    (const E *) src, (E *) dst, n, shape.len, shape.inner, how->reverse, how->shift, fill);
  return gp_cuda_after_launch(s);
}

extern "C" gp_status gp_cuda_reorder(gp_cuda_state *s, const void *src, void *dst, size_t elem_size,
                                     gp_shape3 shape, const gp_reorder *how)
{
  if (shape.outer * shape.len * shape.inner == 0)
    return GP_SUCCESS;
  if (how->positions)
    return elem_size == sizeof(double) ? gp_reorder_as<double, true>(s, src, dst, shape, how)
                                       : GP_ERROR_INVALID_ARGUMENT;
  switch (elem_size) {
  case 1: return gp_reorder_as<uint8_t, false>(s, src, dst, shape, how);
  case 2: return gp_reorder_as<uint16_t, false>(s, src, dst, shape, how);
  case 4: return gp_reorder_as<uint32_t, false>(s, src, dst, shape, how);
  case 8: return gp_reorder_as<uint64_t, false>(s, src, dst, shape, how);
  default: return GP_ERROR_INVALID_ARGUMENT;
  }
}

/* dst(o, 0, i) = src(o, len - 1, i) */
template <class E>
__global__ void gp_last_of_lines_kernel(const E *__restrict__ src, E *__restrict__ dst, long long m, long long len,
                                        long long inner)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long e = (long long) blockIdx.x * blockDim.x + threadIdx.x; e < m; e += step) {
    const long long i = e % inner, o = e / inner;
    dst[e] = src[(o * len + len - 1) * inner + i];
  }
}

template <class E>
static gp_status gp_last_of_lines_as(gp_cuda_state *s, const void *src, void *dst, gp_shape3 shape)
{
  const long long m = shape.outer * shape.inner;
  const int threads = 256;
  gp_last_of_lines_kernel<E><<<gp_grid_stride_blocks(s, m, threads), threads, 0, s->stream>>>(
    (const E *) src, (E *) dst, m, shape.len, shape.inner);
  return gp_cuda_after_launch(s);
}

extern "C" gp_status gp_cuda_last_of_lines(gp_cuda_state *s, const void *src, void *dst, size_t elem_size,
                                           gp_shape3 shape)
{
  if (shape.outer * shape.inner == 0 || shape.len == 0)
    return GP_SUCCESS;
  GP_RETURN_BY_WIDTH(elem_size, gp_last_of_lines_as, s, src, dst, shape)
}

/* v + 0 is v, except that -0 becomes +0 */
template <class F>
__global__ void gp_zero_sign_kernel(F *data, long long n)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  for (long long e = (long long) blockIdx.x * blockDim.x + threadIdx.x; e < n; e += step)
    data[e] = data[e] + (F) 0;
}

extern "C" gp_status gp_cuda_zero_sign(gp_cuda_state *s, void *data, gp_dtype dtype, size_t count)
{
  const int threads = 256;
  const long long n = (long long) count;
  const unsigned grid = gp_grid_stride_blocks(s, n, threads);
  if (n == 0 || (dtype != GP_DOUBLE && dtype != GP_SINGLE))
    return GP_SUCCESS;
  if (dtype == GP_DOUBLE)
    gp_zero_sign_kernel<double><<<grid, threads, 0, s->stream>>>((double *) data, n);
  else
    gp_zero_sign_kernel<float><<<grid, threads, 0, s->stream>>>((float *) data, n);
  return gp_cuda_after_launch(s);
}

/* dst(o, k, i) = src(o, positions(o, k, i) - 1, i); *bad set where a
 * position is not one (take_positions.h; that element left alone). */
template <class E>
__global__ void gp_take_along_kernel(const E *__restrict__ src, const double *__restrict__ positions,
                                     E *__restrict__ dst, long long n, long long len, long long inner,
                                     unsigned *bad)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  bool wrong = false;
  for (long long e = (long long) blockIdx.x * blockDim.x + threadIdx.x; e < n; e += step) {
    const double p = positions[e];
    if (!gp_take_position_ok(p, len)) {
      wrong = true;
      continue;
    }
    const long long i = e % inner, o = e / inner / len;
    dst[e] = src[(o * len + (long long) p - 1) * inner + i];
  }
  if (wrong)
    *bad = 1;  /* every writer stores the same value */
}

template <class E>
static gp_status take_along_as(gp_cuda_state *s, const void *src, const double *positions, void *dst,
                               gp_shape3 shape, unsigned *bad)
{
  const long long n = shape.outer * shape.len * shape.inner;
  const int threads = 256;
  gp_take_along_kernel<E><<<gp_grid_stride_blocks(s, n, threads), threads, 0, s->stream>>>(
    (const E *) src, positions, (E *) dst, n, shape.len, shape.inner, bad);
  return gp_cuda_after_launch(s);
}

static gp_status take_along_by_width(gp_cuda_state *s, size_t width, const void *src, const double *positions,
                                     void *dst, gp_shape3 shape, unsigned *bad)
{
  GP_RETURN_BY_WIDTH16(width, take_along_as, s, src, positions, dst, shape, bad)
}

extern "C" gp_status gp_cuda_take_along(gp_cuda_state *s, const gp_array *x, const gp_array *positions, gp_array *y,
                                        gp_shape3 shape, size_t elem_bytes)
{
  const long long n = shape.outer * shape.len * shape.inner;
  const size_t bytes = (size_t) n * elem_bytes;
  const void *dx = NULL, *dp = NULL;
  void *dy = NULL, *owned[4] = {NULL, NULL, NULL, NULL};
  unsigned bad = 0;
  gp_status st = gp_cuda_stage_in(s, x, bytes, &dx, &owned[0]);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_in(s, positions, (size_t) n * sizeof(double), &dp, &owned[1]);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_out(s, y, bytes, &dy, &owned[2]);
  if (st == GP_SUCCESS)
    st = gp_cuda_flag_new(s, &owned[3]);
  if (st == GP_SUCCESS)
    st = take_along_by_width(s, elem_bytes, dx, (const double *) dp, dy, shape, (unsigned *) owned[3]);
  if (st == GP_SUCCESS)
    st = gp_cuda_flag_read(s, owned[3], &bad);
  if (st == GP_SUCCESS && !bad)
    st = gp_cuda_unstage_out(s, y, dy, bytes);
  const int touches_host = x->location == GP_HOST || positions->location == GP_HOST || y->location == GP_HOST;
  st = gp_cuda_finish_staged(s, touches_host, st, owned, 4);
  return st == GP_SUCCESS && bad ? GP_ERROR_INVALID_ARGUMENT : st;
}
