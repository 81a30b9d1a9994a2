/* copy_team.c - the threads of copy_team.h: each job is one memcpy cut into
 * equal, cache-line aligned pieces; piece 0 is the caller's. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "copy_team.h"
#include "cuda/tuning.h"

struct gp_copy_team {
  int size;
  pthread_t *threads;
  int started;              /* threads running, to join */
  pthread_mutex_t lock;
  pthread_cond_t wake;      /* a new job, or stop */
  pthread_cond_t finished;  /* the last helper of a job is done */
  unsigned long job;        /* generation: a helper runs each job once */
  int stop;
  int pieces;               /* of the current job */
  int pending;              /* helpers still copying */
  char *dst;
  const char *src;
  size_t bytes, piece;
};

typedef struct helper_arg {
  gp_copy_team *team;
  int index;
} helper_arg;

static void copy_piece(const gp_copy_team *t, int k)
{
  size_t first = (size_t) k * t->piece;
  if (first >= t->bytes)
    return;
  size_t len = t->bytes - first < t->piece ? t->bytes - first : t->piece;
  memcpy(t->dst + first, t->src + first, len);
}

static void *helper_main(void *p)
{
  helper_arg arg = *(helper_arg *) p;
  free(p);
  gp_copy_team *t = arg.team;
  unsigned long seen = 0;
  pthread_mutex_lock(&t->lock);
  for (;;) {
    while (!t->stop && t->job == seen)
      pthread_cond_wait(&t->wake, &t->lock);
    if (t->stop)
      break;
    seen = t->job;
    if (arg.index >= t->pieces)
      continue;  /* a small job: not needed this time */
    pthread_mutex_unlock(&t->lock);
    copy_piece(t, arg.index);
    pthread_mutex_lock(&t->lock);
    if (--t->pending == 0)
      pthread_cond_signal(&t->finished);
  }
  pthread_mutex_unlock(&t->lock);
  return NULL;
}

int gp_copy_team_default_size(void)
{
  const char *env = getenv("GPUPRIM_COPY_THREADS");
  long n = env ? atol(env) : sysconf(_SC_NPROCESSORS_ONLN);
  if (n < 1)
    n = 1;
  return n > GP_COPY_THREADS_MAX ? GP_COPY_THREADS_MAX : (int) n;
}

gp_status gp_copy_team_create(gp_copy_team **out, int threads)
{
  *out = NULL;
  gp_copy_team *t = calloc(1, sizeof *t);
  if (!t)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  t->size = threads < 1 ? 1 : threads;
  pthread_mutex_init(&t->lock, NULL);
  pthread_cond_init(&t->wake, NULL);
  pthread_cond_init(&t->finished, NULL);
  t->threads = calloc((size_t) t->size, sizeof *t->threads);
  if (!t->threads) {
    gp_copy_team_destroy(t);
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  }
  for (int k = 1; k < t->size; k++) {
    helper_arg *arg = malloc(sizeof *arg);
    if (arg) {
      arg->team = t;
      arg->index = k;
    }
    if (!arg || pthread_create(&t->threads[t->started], NULL, helper_main, arg) != 0) {
      free(arg);
      break;  /* fewer helpers than asked: the team still works */
    }
    t->started++;
  }
  t->size = t->started + 1;
  *out = t;
  return GP_SUCCESS;
}

void gp_copy_team_destroy(gp_copy_team *t)
{
  if (!t)
    return;
  pthread_mutex_lock(&t->lock);
  t->stop = 1;
  pthread_cond_broadcast(&t->wake);
  pthread_mutex_unlock(&t->lock);
  for (int k = 0; k < t->started; k++)
    pthread_join(t->threads[k], NULL);
  pthread_cond_destroy(&t->finished);
  pthread_cond_destroy(&t->wake);
  pthread_mutex_destroy(&t->lock);
  free(t->threads);
  free(t);
}

int gp_copy_team_size(const gp_copy_team *t)
{
  return t ? t->size : 1;
}

void gp_copy_team_memcpy(gp_copy_team *t, void *dst, const void *src, size_t bytes)
{
  /* Pieces of at least GP_COPY_PIECE_MIN bytes: waking a helper costs more than a small copy. */
  size_t most = (bytes + GP_COPY_PIECE_MIN - 1) / GP_COPY_PIECE_MIN;
  int pieces = t ? (most < (size_t) t->size ? (int) most : t->size) : 1;
  if (pieces <= 1) {
    if (bytes)
      memcpy(dst, src, bytes);
    return;
  }
  size_t piece = (bytes + (size_t) pieces - 1) / (size_t) pieces;
  piece = (piece + 63) & ~(size_t) 63;
  pthread_mutex_lock(&t->lock);
  t->dst = dst;
  t->src = src;
  t->bytes = bytes;
  t->piece = piece;
  t->pieces = pieces;
  t->pending = pieces - 1;
  t->job++;
  pthread_cond_broadcast(&t->wake);
  pthread_mutex_unlock(&t->lock);
  copy_piece(t, 0);
  pthread_mutex_lock(&t->lock);
  while (t->pending > 0)
    pthread_cond_wait(&t->finished, &t->lock);
  pthread_mutex_unlock(&t->lock);
}
