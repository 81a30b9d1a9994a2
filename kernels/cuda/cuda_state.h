/* cuda_state.h - the CUDA backend's state, shared by its C and CUDA files. */
#ifndef GP_CUDA_STATE_H
#define GP_CUDA_STATE_H

#include <cuda_runtime_api.h>

#include "gp_internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A caching pool of device memory: freed blocks are kept and handed out again,
 * so steady-state calls do not pay cudaMalloc/cudaFree. */
typedef struct gp_pool_block {
  void *ptr;
  size_t size;
  int in_use;
} gp_pool_block;

typedef struct gp_pool {
  gp_pool_block *blocks;
  int count;
  int capacity;
  size_t in_use_bytes;
  size_t cached_bytes;
  size_t limit;        /* 0: no cap */
} gp_pool;

gp_status gp_pool_alloc(gp_pool *pool, size_t bytes, void **ptr);
void gp_pool_free(gp_pool *pool, void *ptr);
void gp_pool_trim(gp_pool *pool);
void gp_pool_release(gp_pool *pool);

struct gp_cuda_state {
  int device;
  cudaStream_t stream;
  gp_pool pool;
  int debug_sync;      /* GPUPRIM_DEBUG_SYNC=1: wait after every launch */
  int sm_count;        /* multiprocessors: sizes the grids of guarded launches */
  char name[256];
};

/* Map a CUDA error to a status (clearing a non-sticky error). */
gp_status gp_cuda_status(cudaError_t err);
/* After a launch: the launch error, or with debug_sync the execution error. */
gp_status gp_cuda_after_launch(gp_cuda_state *state);

/* The gather of gp_reorder on device memory (reorder.cu). */
gp_status gp_cuda_reorder(gp_cuda_state *state, const void *src, void *dst, size_t elem_size, gp_shape3 shape,
                          const gp_reorder *how);
gp_status gp_cuda_last_of_lines(gp_cuda_state *state, const void *src, void *dst, size_t elem_size,
                                gp_shape3 shape);
/* Elementwise max / min of device arrays a and b into y's n elements (extreme2.cu). */
gp_status gp_cuda_extreme2_device(gp_cuda_state *state, gp_scan_op op, gp_dtype dtype, const void *a, const void *b,
                                  void *y, long long n, const gp_broadcast *bc);
/* -0 becomes +0 in `count` elements of a float class (reorder.cu). */
gp_status gp_cuda_zero_sign(gp_cuda_state *state, void *data, gp_dtype dtype, size_t count);

#ifdef __cplusplus
}
#endif

#endif
