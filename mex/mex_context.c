/* mex_context.c - the session's context: created lazily, released at exit,
 * opened with the options the GPUPRIM_* environment variables set. */
#include <stdlib.h>
#include <string.h>

#include "mex.h"

#include "gp_measure.h"
#include "mex_context.h"
#include "mex_semantics.h"
#include "mx_gp_array.h"
#include "mx_handles.h"

static gp_context *session_ctx = NULL;
static gp_backend session_backend = GP_BACKEND_AUTO; /* as last asked for (gpuprim_backend) */
static int chosen_count = -1;                         /* gpuprim_devices' list; -1: none chosen */
static int chosen[GP_MAX_DEVICES];

/* "256M", "2G", "1048576": bytes, with an optional K/M/G suffix. */
static size_t parse_bytes(const char *s)
{
  char *end = NULL;
  double v = strtod(s, &end);
  if (!end || v < 0)
    return 0;
  switch (*end) {
  case 'k': case 'K': v *= 1024.0; break;
  case 'm': case 'M': v *= 1024.0 * 1024.0; break;
  case 'g': case 'G': v *= 1024.0 * 1024.0 * 1024.0; break;
  default: break;
  }
  return (size_t) v;
}

/* A variable set to something other than "0" or nothing. */
static int env_on(const char *v)
{
  return v && *v && strcmp(v, "0") != 0;
}

/* "0,1,1": ordinals (at most GP_MAX_DEVICES; a count of -1 for anything
 * else, for gp_context_create to refuse). */
static void parse_devices(const char *text, int *devices, int *count)
{
  int n = 0;
  for (const char *p = text; *p;) {
    char *end = NULL;
    const long d = strtol(p, &end, 10);
    if (end == p || d < 0 || d > 4096 || n == GP_MAX_DEVICES || (*end && *end != ',')) {
      *count = -1;
      return;
    }
    devices[n++] = (int) d;
    p = *end ? end + 1 : end;
  }
  *count = n;
}

/* The options for `backend`, as the variables the README documents set
 * them, read when a context opens (so a test may set one, then switch). */
static void options_from_environment(gp_context_options *o, gp_measure_options *m, gp_backend backend)
{
  gp_context_options_init(o, backend);
  gp_measure_options_init(m);
  const char *v;
  if (backend == GP_BACKEND_AUTO && (v = getenv("GPUPRIM_BACKEND"))) {
    if (strcmp(v, "host") == 0)
      o->backend = GP_BACKEND_HOST;
    else if (strcmp(v, "cuda") == 0)
      o->backend = GP_BACKEND_CUDA;
  }
  if ((v = getenv("GPUPRIM_CROSSOVER")) && strcmp(v, "0") == 0)
    o->crossover = 0;
  if ((v = getenv("GPUPRIM_DEVICE")))
    o->device = atoi(v);
  if ((v = getenv("GPUPRIM_DEVICES")))
    parse_devices(v, o->devices, &o->device_count);
  if ((v = getenv("GPUPRIM_SPREAD_MIN")))
    m->spread_min = atoll(v);
  if ((v = getenv("GPUPRIM_EXCHANGE")) && strcmp(v, "peer") == 0)
    m->exchange = GP_EXCHANGE_PEER;
  if ((v = getenv("GPUPRIM_NCCL_LIBRARY")) && *v)
    m->nccl_library = v;  /* read once, when NCCL first loads */
  if ((v = getenv("GPUPRIM_DEVICE_MEMORY_LIMIT")))
    o->memory_limit = parse_bytes(v);
  if ((v = getenv("GPUPRIM_COPY_THREADS")))
    o->copy_threads = atoi(v) > 0 ? atoi(v) : 1;
  if ((v = getenv("GPUPRIM_COPY_SPIN_US")))
    o->copy_spin_us = atol(v) > 0 ? atol(v) : 0;
  if ((v = getenv("GPUPRIM_COPY_PIECE_KIB")) && atol(v) > 0)
    m->copy_piece_bytes = (size_t) atol(v) << 10;
  if ((v = getenv("GPUPRIM_PINNED_STAGING")) && strcmp(v, "0") == 0)
    m->pinned_staging = 0;
  if ((v = getenv("GPUPRIM_HUGEPAGES")) && strcmp(v, "0") == 0)
    m->huge_pages = 0;
  if ((v = getenv("GPUPRIM_TOUCH_FIRST")))
    m->touch_first = env_on(v);
  if ((v = getenv("GPUPRIM_DIRECT_COPIES")))
    m->direct_copies = env_on(v);
  if ((v = getenv("GPUPRIM_SORT_PORTION")))
    m->sort_portion = atoll(v);
  m->debug_sync = env_on(getenv("GPUPRIM_DEBUG_SYNC"));
}

static gp_status open_context(gp_context **ctx, gp_backend backend)
{
  gp_context_options o;
  gp_measure_options m;
  options_from_environment(&o, &m, backend);
  if (chosen_count >= 0) {
    o.device_count = chosen_count;
    memcpy(o.devices, chosen, sizeof chosen);
  }
  o.complex_arg_atan2 = mex_semantics_of_octave()->complex_arg_raw;
  return gp_context_create_measuring(ctx, &o, &m);
}
static int cuda_probe = -1;  /* -1: not yet probed */

static void release_context(void)
{
  if (session_ctx)
    mx_handles_release_all(session_ctx);  /* their memory goes with the context */
  gp_context_destroy(session_ctx);
  session_ctx = NULL;
}

static void install_context(gp_context *ctx)
{
  release_context();
  session_ctx = ctx;
}

/* The MEX files loaded (each a stub of the one library that holds the
 * context): the context lives until the last of them is cleared. */
static int joined = 0;

void mex_context_join(void)
{
  joined++;
}

void mex_context_leave(void)
{
  if (--joined <= 0) {
    joined = 0;
    release_context();
    session_backend = GP_BACKEND_AUTO;  /* a fresh start, as the variables set it */
    chosen_count = -1;
  }
}

gp_context *mex_session_context(void)
{
  if (!session_ctx) {
    gp_context *ctx = NULL;
    gp_status st = open_context(&ctx, session_backend);
    if (st != GP_SUCCESS)
      mx_raise_status(st, "gpuprim");
    install_context(ctx);
  }
  return session_ctx;
}

void mex_context_switch(gp_backend backend)
{
  gp_context *ctx = NULL;
  /* Free the old context's device memory before opening the new one. */
  release_context();
  session_backend = GP_BACKEND_AUTO;  /* after a failure, the next call's */
  gp_status st = open_context(&ctx, backend);
  if (st != GP_SUCCESS)
    mx_raise_status(st, "gpuprim_backend");
  session_backend = backend;
  install_context(ctx);
}

void mex_context_spread(const int *devices, int count)
{
  int before[GP_MAX_DEVICES];
  const int before_count = chosen_count;
  memcpy(before, chosen, sizeof chosen);
  chosen_count = count;
  memcpy(chosen, devices, (size_t) count * sizeof *devices);
  release_context();  /* the old members' device memory first */
  gp_context *ctx = NULL;
  const gp_status st = open_context(&ctx, session_backend);
  if (st != GP_SUCCESS) {
    chosen_count = before_count;  /* the next call opens the list it had */
    memcpy(chosen, before, sizeof chosen);
    mx_raise_status(st, "gpuprim_devices");
  }
  install_context(ctx);
}

int mex_context_devices(int *devices)
{
  if (chosen_count >= 0) {
    memcpy(devices, chosen, (size_t) chosen_count * sizeof *devices);
    return chosen_count;
  }
  gp_context_options o;
  gp_measure_options m;
  options_from_environment(&o, &m, GP_BACKEND_AUTO);
  if (o.device_count < 0)
    return 0;
  memcpy(devices, o.devices, (size_t) o.device_count * sizeof *devices);
  return o.device_count;
}

int mex_cuda_available(void)
{
  if (cuda_probe < 0) {
    gp_context *cur = mex_session_context();
    if (gp_context_backend(cur) == GP_BACKEND_CUDA) {
      cuda_probe = 1;
    } else {
      gp_context *probe = NULL;
      cuda_probe = open_context(&probe, GP_BACKEND_CUDA) == GP_SUCCESS;
      gp_context_destroy(probe);
    }
  }
  return cuda_probe;
}

void mex_context_tidy(void)
{
  if (session_ctx)
    mx_handles_drop_pending(session_ctx);
}
