/* host_steps.c - the host backend's steps for gp_scan_directed and
 * gp_reduce_by_scan: plain memory and the sequential reference scan. */
#include <stdlib.h>

#include "gp_internal.h"

static gp_status host_alloc(void *state, size_t bytes, void **ptr)
{
  (void) state;
  *ptr = malloc(bytes ? bytes : 1);
  return *ptr ? GP_SUCCESS : GP_ERROR_HOST_OUT_OF_MEMORY;
}

static void host_release(void *state, void *ptr)
{
  (void) state;
  free(ptr);
}

static gp_status host_reorder(void *state, const void *src, void *dst, size_t elem_size, gp_shape3 shape,
                              const gp_reorder *how)
{
  (void) state;
  return gp_host_reorder(src, dst, elem_size, shape, how);
}

static gp_status host_scan(void *state, gp_opcode op, gp_scan_algorithm algorithm, gp_dtype in, gp_dtype out,
                           const void *x, void *y, double *idx, gp_shape3 shape)
{
  (void) state;
  (void) algorithm;  /* one sequential reference for every name */
  return gp_host_scan(op, in, out, x, y, idx, shape);
}

static gp_status host_last_of_lines(void *state, const void *src, void *dst, size_t elem_size, gp_shape3 shape)
{
  (void) state;
  return gp_host_last_of_lines(src, dst, elem_size, shape);
}

static gp_status host_zero_sign(void *state, void *data, gp_dtype dtype, size_t count)
{
  (void) state;
  return gp_host_zero_sign(data, dtype, count);
}

const gp_scan_steps *gp_host_steps(void)
{
  static const gp_scan_steps steps = {NULL, host_alloc, host_release, host_reorder, host_scan,
                                      host_last_of_lines, host_zero_sign};
  return &steps;
}
