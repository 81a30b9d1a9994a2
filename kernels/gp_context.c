/* gp_context.c - backend choice and the context's lifetime. */
#include <stdlib.h>
#include <string.h>

#include "copy_team.h"
#include "gp_internal.h"

const char *gp_backend_name(gp_backend backend)
{
  switch (backend) {
  case GP_BACKEND_AUTO: return "auto";
  case GP_BACKEND_HOST: return "host";
  case GP_BACKEND_CUDA: return "cuda";
  }
  return "invalid";
}

/* GPUPRIM_BACKEND=host|cuda|auto refines an AUTO request. */
static gp_backend backend_from_environment(void)
{
  const char *v = getenv("GPUPRIM_BACKEND");
  if (v && strcmp(v, "host") == 0)
    return GP_BACKEND_HOST;
  if (v && strcmp(v, "cuda") == 0)
    return GP_BACKEND_CUDA;
  return GP_BACKEND_AUTO;
}

/* GPUPRIM_CROSSOVER=0: an AUTO context sends every call to the device. */
static int crossover_off(void)
{
  const char *v = getenv("GPUPRIM_CROSSOVER");
  return v && strcmp(v, "0") == 0;
}

gp_status gp_context_create(gp_context **ctx, gp_backend backend)
{
  if (!ctx)
    return GP_ERROR_NULL_POINTER;
  *ctx = NULL;
  if (backend != GP_BACKEND_AUTO && backend != GP_BACKEND_HOST && backend != GP_BACKEND_CUDA)
    return GP_ERROR_INVALID_ARGUMENT;
  if (backend == GP_BACKEND_AUTO)
    backend = backend_from_environment();

  gp_context *c = calloc(1, sizeof *c);
  if (!c)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  c->backend = GP_BACKEND_HOST;
  if (backend != GP_BACKEND_HOST) {
    gp_status st = gp_cuda_open(&c->cuda);
    if (st == GP_SUCCESS) {
      /* one team of host threads for the context: the transfers' copies and
       * the host work of small calls take turns on it, never two teams at once */
      gp_cuda_lend_team(c->cuda, gp_context_team(c));
      c->backend = GP_BACKEND_CUDA;
      c->route_small = backend == GP_BACKEND_AUTO && !crossover_off();
    } else if (backend == GP_BACKEND_CUDA) {
      gp_context_destroy(c);  /* its team too: threads left behind would outlive the library */
      return st;
    }
    /* AUTO without a usable device: the host backend serves. */
  }
  *ctx = c;
  return GP_SUCCESS;
}

void gp_context_destroy(gp_context *ctx)
{
  if (!ctx)
    return;
  if (ctx->cuda)
    gp_cuda_close(ctx->cuda);
  gp_copy_team_destroy(ctx->team);
  free(ctx);
}

gp_copy_team *gp_context_team(gp_context *ctx)
{
  if (!ctx->team && !ctx->team_failed && gp_copy_team_create(&ctx->team, gp_copy_team_default_size()) != GP_SUCCESS)
    ctx->team_failed = 1;
  return ctx->team;
}

gp_backend gp_context_backend(const gp_context *ctx)
{
  return ctx ? ctx->backend : GP_BACKEND_AUTO;
}

const char *gp_context_device_name(const gp_context *ctx)
{
  if (!ctx)
    return "none";
  return ctx->cuda ? gp_cuda_device_name(ctx->cuda) : "host";
}

gp_status gp_context_synchronize(gp_context *ctx)
{
  if (!ctx)
    return GP_ERROR_NULL_POINTER;
  return ctx->cuda ? gp_cuda_synchronize(ctx->cuda) : GP_SUCCESS;
}

void *gp_context_stream(gp_context *ctx)
{
  return (ctx && ctx->cuda) ? gp_cuda_stream(ctx->cuda) : NULL;
}

gp_status gp_context_set_memory_limit(gp_context *ctx, size_t bytes)
{
  if (!ctx)
    return GP_ERROR_NULL_POINTER;
  return ctx->cuda ? gp_cuda_set_memory_limit(ctx->cuda, bytes) : GP_SUCCESS;
}

gp_status gp_context_pool_usage(const gp_context *ctx, size_t *in_use, size_t *cached)
{
  if (!ctx || !in_use || !cached)
    return GP_ERROR_NULL_POINTER;
  if (!ctx->cuda) {
    *in_use = *cached = 0;
    return GP_SUCCESS;
  }
  return gp_cuda_pool_usage(ctx->cuda, in_use, cached);
}

gp_status gp_context_trim(gp_context *ctx)
{
  if (!ctx)
    return GP_ERROR_NULL_POINTER;
  return ctx->cuda ? gp_cuda_trim(ctx->cuda) : GP_SUCCESS;
}

gp_status gp_context_device_memory(gp_context *ctx, size_t *free_bytes, size_t *total_bytes)
{
  if (!ctx || !free_bytes || !total_bytes)
    return GP_ERROR_NULL_POINTER;
  *free_bytes = *total_bytes = 0;
  return ctx->cuda ? gp_cuda_device_memory(ctx->cuda, free_bytes, total_bytes) : GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_device_alloc(gp_context *ctx, size_t bytes, void **ptr)
{
  if (!ctx || !ptr)
    return GP_ERROR_NULL_POINTER;
  *ptr = NULL;
  return ctx->cuda ? gp_cuda_alloc(ctx->cuda, bytes, ptr) : GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_device_free(gp_context *ctx, void *ptr)
{
  if (!ctx)
    return GP_ERROR_NULL_POINTER;
  return ctx->cuda ? gp_cuda_free(ctx->cuda, ptr) : GP_ERROR_BACKEND_UNAVAILABLE;
}

gp_status gp_copy(gp_context *ctx, void *dst, gp_location dst_location, const void *src,
                  gp_location src_location, size_t bytes)
{
  if (!ctx || ((!dst || !src) && bytes))
    return GP_ERROR_NULL_POINTER;
  if (ctx->cuda)
    return gp_cuda_copy(ctx->cuda, dst, dst_location, src, src_location, bytes);
  if (dst_location != GP_HOST || src_location != GP_HOST)
    return GP_ERROR_WRONG_LOCATION;
  if (bytes)
    memmove(dst, src, bytes);
  return GP_SUCCESS;
}

int gp_version(void)
{
  return GP_VERSION_NUMBER;
}

const char *gp_version_string(void)
{
  return GP_VERSION_STRING;
}
