/* gp_context.c - the context: its options, its backends, its lifetime. */
#include <stdlib.h>
#include <string.h>

#include "copy_team.h"
#include "gp_backend.h"
#include "gp_measure.h"

const char *gp_backend_name(gp_backend backend)
{
  switch (backend) {
  case GP_BACKEND_AUTO: return "auto";
  case GP_BACKEND_HOST: return "host";
  case GP_BACKEND_CUDA: return "cuda";
  }
  return "invalid";
}

void gp_context_options_init(gp_context_options *o, gp_backend backend)
{
  if (!o)
    return;
  memset(o, 0, sizeof *o);
  o->size = sizeof *o;
  o->backend = backend;
  o->device = -1;
  o->copy_spin_us = -1;
  o->crossover = 1;
}

void gp_measure_options_init(gp_measure_options *m)
{
  if (!m)
    return;
  memset(m, 0, sizeof *m);
  m->pinned_staging = 1;
  m->huge_pages = 1;
  m->touch_first = -1;
  m->direct_copies = -1;
}

/* The members: a context of one device each, of this one's backend (host
 * ones for a host context), each with its own stream, pool and copy
 * threads; the first on this context's device too, so that the calls a
 * spread call makes on its members never spread again. */
static gp_status open_members(gp_context *c, const gp_context_options *o, const gp_measure_options *m)
{
  for (int k = 0; k < o->device_count; k++) {
    gp_context_options po = *o;
    po.backend = c->backend;
    po.device = o->devices[k];
    po.device_count = 0;
    po.stream = NULL;  /* a caller's stream is the context's own */
    gp_status st = gp_context_create_measuring(&c->members[k], &po, m);
    if (st != GP_SUCCESS)
      return st;
  }
  c->member_count = o->device_count;
  gp_backend_state *states[GP_MAX_DEVICES];
  for (int k = 0; k < c->member_count; k++)
    states[k] = c->members[k]->device_state;
  for (int a = 0; a < c->member_count && c->device && c->device->peer; a++)
    for (int b = 0; b < c->member_count; b++)
      if (a != b)
        c->device->peer(states[a], states[b]);
  if (c->device && c->device->join)  /* NCCL where it loads and the devices differ */
    c->device->join(states, c->member_count, m->exchange, m->nccl_library);
  return GP_SUCCESS;
}

gp_context *gp_context_member(gp_context *ctx, int k)
{
  return ctx->members[k];
}

int gp_context_device_count(const gp_context *ctx)
{
  return ctx ? ctx->member_count : 0;
}

/* A host backend always; the device backend where asked for (AUTO: where
 * one answers).  The team of host threads is the context's: the
 * transfers' copies and the host work of small calls take turns on it. */
gp_status gp_context_create(gp_context **ctx, const gp_context_options *options)
{
  return gp_context_create_measuring(ctx, options, NULL);
}

gp_status gp_context_create_measuring(gp_context **ctx, const gp_context_options *options,
                                      const gp_measure_options *measure)
{
  if (!ctx)
    return GP_ERROR_NULL_POINTER;
  *ctx = NULL;
  gp_context_options o;
  gp_measure_options m;
  if (options && options->size != sizeof *options)
    return GP_ERROR_INVALID_ARGUMENT;
  if (options)
    o = *options;
  else
    gp_context_options_init(&o, GP_BACKEND_AUTO);
  if (measure)
    m = *measure;
  else
    gp_measure_options_init(&m);
  if (o.backend != GP_BACKEND_AUTO && o.backend != GP_BACKEND_HOST && o.backend != GP_BACKEND_CUDA)
    return GP_ERROR_INVALID_ARGUMENT;
  if (o.device < -1 || o.copy_threads < 0 || o.device_count < 0 || o.device_count > GP_MAX_DEVICES)
    return GP_ERROR_INVALID_ARGUMENT;
  for (int k = 0; k < o.device_count; k++)
    if (o.devices[k] < 0)
      return GP_ERROR_INVALID_ARGUMENT;
  if (o.device_count > 1)
    o.device = o.devices[0];

  gp_context *c = calloc(1, sizeof *c);
  if (!c)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  const gp_copy_team_settings team = {gp_copy_team_size_for(o.copy_threads), o.copy_spin_us, m.copy_piece_bytes};
  if (gp_copy_team_create(&c->team, &team) != GP_SUCCESS)
    c->team = NULL;  /* the work runs on the calling thread */
  gp_status st = gp_host_backend.open(&o, &m, c->team, &c->host_state);
  const gp_backend_table *device = gp_device_backend();
  if (st == GP_SUCCESS && o.backend != GP_BACKEND_HOST) {
    gp_status dst = device ? device->open(&o, &m, c->team, &c->device_state) : GP_ERROR_BACKEND_UNAVAILABLE;
    if (dst == GP_SUCCESS) {
      c->device = device;
      c->route_small = o.backend == GP_BACKEND_AUTO && o.crossover;
    } else if (o.backend == GP_BACKEND_CUDA) {
      st = dst;
    }
    /* AUTO without a usable device: the host backend serves. */
  }
  if (st != GP_SUCCESS) {
    gp_context_destroy(c);  /* its team too: threads left behind would outlive the library */
    return st;
  }
  c->backend = c->device ? c->device->kind : GP_BACKEND_HOST;
  c->options = o;
  c->options.backend = c->backend;
  c->spread_min = m.spread_min;
  c->member_count = 1;
  if (o.device_count > 1)
    st = open_members(c, &o, &m);
  if (st != GP_SUCCESS) {
    gp_context_destroy(c);
    return st;
  }
  *ctx = c;
  return GP_SUCCESS;
}

gp_status gp_context_create_backend(gp_context **ctx, gp_backend backend)
{
  gp_context_options o;
  gp_context_options_init(&o, backend);
  return gp_context_create(ctx, &o);
}

void gp_context_destroy(gp_context *ctx)
{
  if (!ctx)
    return;
  for (int k = 0; k < GP_MAX_DEVICES; k++)
    gp_context_destroy(ctx->members[k]);
  if (ctx->device)
    ctx->device->close(ctx->device_state);
  if (ctx->host_state)
    gp_host_backend.close(ctx->host_state);
  gp_copy_team_destroy(ctx->team);
  free(ctx);
}

/* The backend that serves the context's memory calls: its device one, else the host. */
static gp_runner memory_of(const gp_context *ctx)
{
  const gp_runner r = {ctx->device ? ctx->device : &gp_host_backend,
                       ctx->device ? ctx->device_state : ctx->host_state};
  return r;
}

gp_backend gp_context_backend(const gp_context *ctx)
{
  return ctx ? ctx->backend : GP_BACKEND_AUTO;
}

const char *gp_context_device_name(const gp_context *ctx)
{
  if (!ctx)
    return "none";
  const gp_runner r = memory_of(ctx);
  return r.ops->device_name(r.state);
}

gp_status gp_context_synchronize(gp_context *ctx)
{
  if (!ctx)
    return GP_ERROR_NULL_POINTER;
  const gp_runner r = memory_of(ctx);
  return r.ops->synchronize(r.state);
}

void *gp_context_stream(gp_context *ctx)
{
  if (!ctx)
    return NULL;
  const gp_runner r = memory_of(ctx);
  return r.ops->stream(r.state);
}

gp_status gp_context_set_memory_limit(gp_context *ctx, size_t bytes)
{
  if (!ctx)
    return GP_ERROR_NULL_POINTER;
  for (int k = 0; k < GP_MAX_DEVICES && ctx->members[k]; k++) {  /* a cap for each member's device */
    const gp_status st = gp_context_set_memory_limit(ctx->members[k], bytes);
    if (st != GP_SUCCESS)
      return st;
  }
  const gp_runner r = memory_of(ctx);
  return r.ops->set_memory_limit(r.state, bytes);
}

gp_status gp_context_pool_usage(const gp_context *ctx, size_t *in_use, size_t *cached)
{
  if (!ctx || !in_use || !cached)
    return GP_ERROR_NULL_POINTER;
  const gp_runner r = memory_of(ctx);
  return r.ops->pool_usage(r.state, in_use, cached);
}

gp_status gp_context_trim(gp_context *ctx)
{
  if (!ctx)
    return GP_ERROR_NULL_POINTER;
  for (int k = 0; k < GP_MAX_DEVICES && ctx->members[k]; k++)
    gp_context_trim(ctx->members[k]);
  const gp_runner r = memory_of(ctx);
  return r.ops->trim(r.state);
}

gp_status gp_context_device_memory(gp_context *ctx, size_t *free_bytes, size_t *total_bytes)
{
  if (!ctx || !free_bytes || !total_bytes)
    return GP_ERROR_NULL_POINTER;
  *free_bytes = *total_bytes = 0;
  const gp_runner r = memory_of(ctx);
  return r.ops->device_memory(r.state, free_bytes, total_bytes);
}

gp_status gp_device_alloc(gp_context *ctx, size_t bytes, void **ptr)
{
  if (!ctx || !ptr)
    return GP_ERROR_NULL_POINTER;
  *ptr = NULL;
  const gp_runner r = memory_of(ctx);
  return r.ops->alloc(r.state, bytes, ptr);
}

gp_status gp_device_free(gp_context *ctx, void *ptr)
{
  if (!ctx)
    return GP_ERROR_NULL_POINTER;
  const gp_runner r = memory_of(ctx);
  return r.ops->release(r.state, ptr);
}

gp_status gp_copy(gp_context *ctx, void *dst, gp_location dst_location, const void *src,
                  gp_location src_location, size_t bytes)
{
  if (!ctx || ((!dst || !src) && bytes))
    return GP_ERROR_NULL_POINTER;
  const gp_runner r = memory_of(ctx);
  return r.ops->copy(r.state, dst, dst_location, src, src_location, bytes);
}

gp_status gp_scratch_take(gp_context *ctx, gp_location where, size_t bytes, void **ptr)
{
  if (where == GP_DEVICE)
    return gp_device_alloc(ctx, bytes, ptr);
  *ptr = malloc(bytes ? bytes : 1);
  return *ptr ? GP_SUCCESS : GP_ERROR_HOST_OUT_OF_MEMORY;
}

void gp_scratch_give(gp_context *ctx, gp_location where, void *ptr)
{
  if (where == GP_DEVICE)
    gp_device_free(ctx, ptr);
  else
    free(ptr);
}

gp_status gp_copy_rows(gp_context *ctx, void *dst, size_t dst_pitch, gp_location dst_location, const void *src,
                       size_t src_pitch, gp_location src_location, size_t width, size_t rows)
{
  if (!ctx || ((!dst || !src) && width && rows))
    return GP_ERROR_NULL_POINTER;
  if (rows > 1 && (dst_pitch < width || src_pitch < width))
    return GP_ERROR_INVALID_ARGUMENT;
  const gp_runner r = memory_of(ctx);
  return r.ops->copy_rows(r.state, dst, dst_pitch, dst_location, src, src_pitch, src_location, width, rows);
}

int gp_have_cuda(void)
{
  return gp_device_backend() != NULL;
}

int gp_version(void)
{
  return GP_VERSION_NUMBER;
}

const char *gp_version_string(void)
{
  return GP_VERSION_STRING;
}
