/* mex_context.c - the session's context: created lazily, released at exit. */
#include "mex.h"

#include "mex_context.h"
#include "mx_gp_array.h"
#include "mx_handles.h"

static gp_context *session_ctx = NULL;
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
  }
}

gp_context *mex_context(void)
{
  if (!session_ctx) {
    gp_context *ctx = NULL;
    gp_status st = gp_context_create(&ctx, GP_BACKEND_AUTO);
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
  gp_status st = gp_context_create(&ctx, backend);
  if (st != GP_SUCCESS)
    mx_raise_status(st, "gpuprim_backend");
  install_context(ctx);
}

int mex_cuda_available(void)
{
  if (cuda_probe < 0) {
    gp_context *cur = mex_context();
    if (gp_context_backend(cur) == GP_BACKEND_CUDA) {
      cuda_probe = 1;
    } else {
      gp_context *probe = NULL;
      cuda_probe = gp_context_create(&probe, GP_BACKEND_CUDA) == GP_SUCCESS;
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
