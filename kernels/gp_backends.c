/* gp_backends.c - which device backend this build has: the CUDA one where
 * configure found CUDA, else none (a build without CUDA has no CUDA table
 * and no stand-in for it). */
#include "config.h"
#include "gp_backend.h"

#if GP_HAVE_CUDA
extern const gp_backend_table gp_cuda_backend;  /* kernels/cuda/cuda_backend.c */
#endif

const gp_backend_table *gp_device_backend(void)
{
#if GP_HAVE_CUDA
  return &gp_cuda_backend;
#else
  return NULL;
#endif
}
