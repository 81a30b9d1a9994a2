/* cuda_absent.c - the CUDA backend of a build configured --without-cuda. */
#include "gp_internal.h"

int gp_have_cuda(void) { return 0; }

gp_status gp_cuda_open(gp_cuda_state **state)
{
  *state = NULL;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

void gp_cuda_close(gp_cuda_state *state) { (void) state; }

void gp_cuda_lend_team(gp_cuda_state *state, struct gp_copy_team *team) { (void) state; (void) team; }
const char *gp_cuda_device_name(const gp_cuda_state *state) { (void) state; return "none"; }
gp_status gp_cuda_synchronize(gp_cuda_state *state) { (void) state; return GP_ERROR_BACKEND_UNAVAILABLE; }
void *gp_cuda_stream(gp_cuda_state *state) { (void) state; return NULL; }

gp_status gp_cuda_set_memory_limit(gp_cuda_state *state, size_t bytes)
{
  (void) state;
  (void) bytes;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_cuda_pool_usage(const gp_cuda_state *state, size_t *in_use, size_t *cached)
{
  (void) state;
  *in_use = *cached = 0;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_cuda_trim(gp_cuda_state *state) { (void) state; return GP_ERROR_BACKEND_UNAVAILABLE; }

gp_status gp_cuda_device_memory(gp_cuda_state *state, size_t *free_bytes, size_t *total_bytes)
{
  (void) state;
  (void) free_bytes;
  (void) total_bytes;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_cuda_scan(gp_cuda_state *state, gp_scan_op op, const gp_scan_options *options,
                       const gp_array *x, gp_array *y, gp_array *idx, gp_shape3 shape)
{
  (void) state; (void) op; (void) options; (void) x; (void) y; (void) idx; (void) shape;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_cuda_reduce(gp_cuda_state *state, gp_scan_op op, gp_reduce_algorithm algorithm, const gp_array *x,
                         gp_array *y, gp_array *idx, gp_shape3 shape)
{
  (void) state; (void) op; (void) algorithm; (void) x; (void) y; (void) idx; (void) shape;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_cuda_alloc(gp_cuda_state *state, size_t bytes, void **ptr)
{
  (void) state; (void) bytes;
  *ptr = NULL;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_cuda_free(gp_cuda_state *state, void *ptr)
{
  (void) state; (void) ptr;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_cuda_copy(gp_cuda_state *state, void *dst, gp_location dst_location, const void *src,
                       gp_location src_location, size_t bytes)
{
  (void) state; (void) dst; (void) dst_location; (void) src; (void) src_location; (void) bytes;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_cuda_elementwise_extreme(gp_cuda_state *state, gp_scan_op op, const gp_array *a, const gp_array *b,
                                      gp_array *y, const gp_broadcast *bc)
{
  (void) state; (void) op; (void) a; (void) b; (void) y; (void) bc;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_cuda_compact(gp_cuda_state *state, const gp_compact_call *call, int64_t *count)
{
  (void) state; (void) call;
  *count = 0;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_cuda_sat(gp_cuda_state *state, const gp_array *x, int axis, gp_array *y)
{
  (void) state; (void) x; (void) axis; (void) y;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_cuda_boxfilter(gp_cuda_state *state, const gp_array *x, int axis, int64_t h, int64_t w, gp_array *y)
{
  (void) state; (void) x; (void) axis; (void) h; (void) w; (void) y;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_cuda_sort(gp_cuda_state *state, const gp_sort_call *call)
{
  (void) state; (void) call;
  return GP_ERROR_BACKEND_UNAVAILABLE;
}
