/* gp_spread.c - what every call spread over a context's members shares
 * (gp_sort_spread.c, gp_scan_spread.c): scratch taken on a member and given
 * back once all are done, steps run on every member at once, and the cut
 * of outer groups of lines among them. */
#include <pthread.h>
#include <string.h>

#include "gp_backend.h"

gp_location gp_member_place(const gp_context *member)
{
  return member->device ? GP_DEVICE : GP_HOST;
}

gp_array gp_member_column(const gp_context *member, void *data, gp_dtype dtype, int64_t n)
{
  return gp_column_view(data, dtype, gp_member_place(member), n);
}

gp_status gp_spread_take(gp_spread *t, int k, size_t bytes, void **ptr)
{
  gp_context *member = gp_context_member(t->ctx, k);
  *ptr = NULL;
  if (t->nheld[k] == GP_SPREAD_HELD)
    return GP_ERROR_INTERNAL;
  gp_status st = gp_scratch_take(member, gp_member_place(member), bytes ? bytes : 1, ptr);
  if (st == GP_SUCCESS)
    t->held[k][t->nheld[k]++] = *ptr;
  return st;
}

void gp_spread_give(gp_spread *t, int k, void *ptr)
{
  gp_context *member = gp_context_member(t->ctx, k);
  for (int h = 0; h < t->nheld[k]; h++)
    if (t->held[k][h] == ptr) {
      gp_scratch_give(member, gp_member_place(member), ptr);  /* a device block: in stream order */
      t->held[k][h] = t->held[k][--t->nheld[k]];
      return;
    }
}

gp_status gp_spread_finish(gp_spread *t, gp_status st)
{
  for (int k = 0; k < t->ctx->member_count; k++) {
    gp_context *member = gp_context_member(t->ctx, k);
    const gp_status sync = gp_context_synchronize(member);
    if (st == GP_SUCCESS)
      st = sync;
    for (int h = 0; h < t->nheld[k]; h++)
      gp_scratch_give(member, gp_member_place(member), t->held[k][h]);
  }
  return st;
}

typedef struct member_job {
  gp_spread *t;
  gp_spread_step step;
  int k;
  gp_status st;
} member_job;

static void *run_job(void *arg)
{
  member_job *j = arg;
  j->st = j->step(j->t, j->k);
  return NULL;
}

gp_status gp_spread_each(gp_spread *t, gp_spread_step step)
{
  member_job jobs[GP_MAX_DEVICES];
  pthread_t threads[GP_MAX_DEVICES];
  int started[GP_MAX_DEVICES] = {0};
  for (int k = 1; k < t->parts; k++) {
    jobs[k] = (member_job){t, step, k, GP_SUCCESS};
    started[k] = pthread_create(&threads[k], NULL, run_job, &jobs[k]) == 0;
  }
  gp_status st = step(t, 0);
  for (int k = 1; k < t->parts; k++) {
    if (started[k])
      pthread_join(threads[k], NULL);
    else
      run_job(&jobs[k]);
    if (st == GP_SUCCESS)
      st = jobs[k].st;
  }
  return st;
}

gp_status gp_spread_exchange(gp_spread *t, const gp_exchange *plan)
{
  const gp_context *ctx = t->ctx;
  if (!ctx->device || !ctx->device->exchange || t->parts != ctx->member_count)
    return GP_ERROR_BACKEND_UNAVAILABLE;
  gp_backend_state *states[GP_MAX_DEVICES];
  for (int k = 0; k < t->parts; k++)
    states[k] = ctx->members[k]->device_state;
  return ctx->device->exchange(states, t->parts, plan);
}

void gp_spread_cut(gp_spread *t, int64_t count)
{
  t->parts = count < t->ctx->member_count ? (int) count : t->ctx->member_count;
  for (int g = 0; g <= t->parts; g++)
    t->first[g] = count * g / t->parts;
}
