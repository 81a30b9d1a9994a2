/* index_moves.cu - gathers and scatters by 1-based positions
 * (gp_index_move in gp_internal.h, for gp_unique): one grid-stride pass
 * over count x cols elements, moved as bits of their width. */
#include <stdint.h>

#include "cuda_state.h"
#include "by_width.cuh"
#include "take_positions.h"

/* Element e is (k = e % count, c = e / count); *bad set where a position
 * is not one (take_positions.h; that element left alone). */
template <class E>
__global__ void gp_move_by_index_kernel(const E *__restrict__ src, const double *__restrict__ positions,
                                        E *__restrict__ dst, long long count, long long cols, long long src_rows,
                                        long long dst_rows, int scatter, unsigned *bad)
{
  const long long step = (long long) gridDim.x * blockDim.x, n = count * cols;
  const long long indexed_rows = scatter ? dst_rows : src_rows;
  bool wrong = false;
  for (long long e = (long long) blockIdx.x * blockDim.x + threadIdx.x; e < n; e += step) {
    const long long k = e % count, c = e / count;
    const double p = positions[k];
    if (!gp_take_position_ok(p, indexed_rows)) {
      wrong = true;
      continue;
    }
    const long long at = (long long) p - 1;
    if (scatter)
      dst[c * dst_rows + at] = src[c * src_rows + k];
    else
      dst[c * dst_rows + k] = src[c * src_rows + at];
  }
  if (wrong)
    *bad = 1;  /* every writer stores the same value */
}

/* dst(p(k) - 1) = k + 1: the inverse of the permutation p. */
__global__ void gp_invert_positions_kernel(const double *__restrict__ positions, double *__restrict__ dst,
                                           long long count, long long dst_rows, unsigned *bad)
{
  const long long step = (long long) gridDim.x * blockDim.x;
  bool wrong = false;
  for (long long k = (long long) blockIdx.x * blockDim.x + threadIdx.x; k < count; k += step) {
    const double p = positions[k];
    if (!gp_take_position_ok(p, dst_rows))
      wrong = true;
    else
      dst[(long long) p - 1] = (double) (k + 1);
  }
  if (wrong)
    *bad = 1;
}

template <class E>
static gp_status move_as(gp_cuda_state *s, const gp_index_move *m, unsigned *bad)
{
  const int threads = 256;
  gp_move_by_index_kernel<E><<<gp_grid_stride_blocks(s, m->count * m->cols, threads), threads, 0, s->stream>>>(
    (const E *) m->src, m->positions, (E *) m->dst, m->count, m->cols, m->src_rows, m->dst_rows, m->scatter, bad);
  return gp_cuda_after_launch(s);
}

static gp_status move_by_width(gp_cuda_state *s, const gp_index_move *m, unsigned *bad)
{
  GP_RETURN_BY_WIDTH(m->elem_bytes, move_as, s, m, bad)
}

extern "C" gp_status gp_cuda_move_by_index(gp_cuda_state *s, const gp_index_move *m)
{
  if (m->count == 0 || m->cols == 0)
    return GP_SUCCESS;
  void *flag = NULL;
  unsigned bad = 0;
  gp_status st = gp_cuda_flag_new(s, &flag);
  if (st == GP_SUCCESS && !m->src) {
    const int threads = 256;
    gp_invert_positions_kernel<<<gp_grid_stride_blocks(s, m->count, threads), threads, 0, s->stream>>>(
      m->positions, (double *) m->dst, m->count, m->dst_rows, (unsigned *) flag);
    st = gp_cuda_after_launch(s);
  } else if (st == GP_SUCCESS) {
    st = move_by_width(s, m, (unsigned *) flag);
  }
  if (st == GP_SUCCESS)
    st = gp_cuda_flag_read(s, flag, &bad);
  st = gp_cuda_finish_staged(s, 0, st, &flag, 1);
  return st == GP_SUCCESS && bad ? GP_ERROR_INVALID_ARGUMENT : st;
}
