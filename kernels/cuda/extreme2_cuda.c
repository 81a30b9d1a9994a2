/* extreme2_cuda.c - the CUDA backend's elementwise max and min of two
 * arrays: stage host operands, run the kernel, copy the result back. */
#include "cuda_state.h"

gp_status gp_cuda_elementwise_extreme(gp_cuda_state *s, gp_opcode op, const gp_array *a, const gp_array *b, gp_array *y,
                                      const gp_broadcast *bc)
{
  const size_t esize = gp_dtype_size(y->dtype), n = (size_t) gp_array_numel(y);  /* parts, for complex */
  const void *da = NULL, *db = NULL;
  void *a_owned = NULL, *b_owned = NULL, *y_owned = NULL, *dy = NULL;
  gp_status st = gp_cuda_stage_in(s, a, (size_t) gp_array_numel(a) * esize, &da, &a_owned);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_in(s, b, (size_t) gp_array_numel(b) * esize, &db, &b_owned);
  if (st == GP_SUCCESS)
    st = gp_cuda_stage_out(s, y, n * esize, &dy, &y_owned);
  if (st == GP_SUCCESS)
    st = gp_op_is_complex(op) ? gp_cuda_extreme2_complex(s, gp_op_of_complex(op), y->dtype, da, db, dy,
                                                         (long long) n / 2, bc)
                              : gp_cuda_extreme2_device(s, op, y->dtype, da, db, dy, (long long) n, bc);
  if (st == GP_SUCCESS)
    st = gp_cuda_unstage_out(s, y, dy, n * esize);
  void *const owned[] = {a_owned, b_owned, y_owned};
  return gp_cuda_finish_staged(s, a->location == GP_HOST || b->location == GP_HOST || y->location == GP_HOST, st,
                               owned, 3);
}
