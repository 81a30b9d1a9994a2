/* copy_team.c - the threads of copy_team.h: each job is cut into pieces (a
 * memcpy into equal, cache-line aligned ones), which the caller and every
 * helper that is awake claim one at a time until none is left.
 *
 * A transfer is a run of jobs a few microseconds apart, and waking a
 * sleeping thread (on a virtual machine, an idle virtual CPU) can cost more
 * than copying its piece, at times milliseconds; so a helper polls for the
 * next job for a while (the settings' spin_us) before it sleeps, and no piece
 * waits for a given thread: one that wakes late finds the pieces taken. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "copy_team.h"

/* The team's tuning (host threads, not CUDA; the numbers below were
 * measured through the CUDA backend's transfers, which use the team most). */
#define GP_COPY_THREADS_MAX 16
/* 32 KiB (was 128 KiB): bench_transfer on the H100 machine, 2026-11-24,
 * 16:200, 2 MiB up 123 -> 92-102 us, 1 MiB 76 -> 54, 8 MiB 1194 -> 413-475
 * (the 128 KiB runs had millisecond stalls at 4-8 MiB); bench_crossover's
 * 2^18 rows in "auto": cumsum 0.315 -> 0.190 ms, sum 0.210 -> 0.126.  The
 * pieces are claimed by whichever thread is awake (copy_team.c). */
#define GP_COPY_PIECE_MIN ((size_t) 32 << 10)
/* How long (us) a copy thread polls for the next job before it sleeps, and
 * the caller for the end of a job (the context option copy_spin_us overrides). */
#ifndef GP_COPY_SPIN_US
#define GP_COPY_SPIN_US 200
#endif
/* A team job has at most PIECES_PER_THREAD pieces a thread, so that the
 * faster threads take more. */
#define GP_COPY_PIECES_PER_THREAD 2

#define PIECES_PER_THREAD GP_COPY_PIECES_PER_THREAD
_Static_assert(PIECES_PER_THREAD * GP_COPY_THREADS_MAX < 256, "a job's piece count fits in 8 bits");
_Static_assert(PIECES_PER_THREAD * GP_COPY_THREADS_MAX == GP_COPY_TEAM_PIECES_MAX, "copy_team.h's bound holds");

struct gp_copy_team {
  int size;
  pthread_t *threads;
  int started;              /* threads running, to join */
  long spin_ns;             /* how long to poll before sleeping */
  size_t piece_min;         /* the smallest piece a helper is woken for */
  pthread_mutex_t lock;
  pthread_cond_t wake;      /* a new job, or stop */
  pthread_cond_t finished;  /* the last helper of a job is done */
  atomic_ulong job;         /* the job's generation, to tell a helper a new job is there */
  atomic_ulong claim;       /* the job's generation (24 bits), pieces (8), the next
                               piece nobody has taken (32): see claim_word */
  atomic_int stop;
  atomic_int pending;       /* pieces not yet copied; the fields below stay until it is 0 */
  char *dst;
  const char *src;
  size_t bytes, piece;
  void (*work)(void *, int);  /* a job of gp_copy_team_run: piece k is work (arg, k) */
  void *arg;
};

/* One word holds all a helper must test before it takes a piece: the job's
 * generation and piece count with the next free piece, so that a helper of
 * a job that has ended can never take a piece of the next one's. */
static unsigned long claim_word(unsigned long gen, int pieces, unsigned long next)
{
  return (gen & 0xffffffUL) << 40 | (unsigned long) pieces << 32 | next;
}

typedef struct helper_arg {
  gp_copy_team *team;
  int index;
} helper_arg;

/* A job's piece k: its memcpy, or (src NULL) a write to each of its pages,
 * which faults fresh memory in before a device copy is pointed at it. */
static void copy_piece(const gp_copy_team *t, int k)
{
  if (t->work) {
    t->work(t->arg, k);
    return;
  }
  size_t first = (size_t) k * t->piece;
  if (first >= t->bytes)
    return;
  size_t len = t->bytes - first < t->piece ? t->bytes - first : t->piece;
  if (t->src) {
    memcpy(t->dst + first, t->src + first, len);
    return;
  }
  volatile char *d = t->dst + first;
  for (size_t at = 0; at < len; at += 4096)
    d[at] = 0;
  d[len - 1] = 0;
}

static long elapsed_ns(const struct timespec *since)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (t.tv_sec - since->tv_sec) * 1000000000L + (t.tv_nsec - since->tv_nsec);
}

/* One step of a polling loop: on x86 a pause, which leaves the core to its
 * other hardware thread (perhaps one that copies). */
static inline void relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

/* Polls until done(t, arg) or spin_ns have passed; returns done's last answer. */
static int poll_for(gp_copy_team *t, int (*done)(gp_copy_team *, unsigned long), unsigned long arg)
{
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  for (unsigned k = 1;; k++) {
    if (done(t, arg))
      return 1;
    relax();
    if (k % 64 == 0) {
      if (elapsed_ns(&start) >= t->spin_ns)
        return 0;
      sched_yield();  /* where threads outnumber CPUs, let the copying ones run */
    }
  }
}

static int job_after(gp_copy_team *t, unsigned long seen)
{
  return atomic_load(&t->stop) || atomic_load(&t->job) != seen;
}

static int job_finished(gp_copy_team *t, unsigned long unused)
{
  (void) unused;
  return atomic_load(&t->pending) == 0;
}

/* Take the job's pieces one by one (generation gen) and copy them until
 * none is left.  A claim that succeeds keeps the job (and its fields) alive
 * until that piece is counted done.  Returns whether this thread copied the
 * job's last piece. */
static int take_pieces(gp_copy_team *t, unsigned long gen)
{
  int last = 0;
  unsigned long c = atomic_load(&t->claim);
  for (;;) {
    if ((c >> 40) != (gen & 0xffffffUL) || (c & 0xffffffffUL) >= ((c >> 32) & 0xffUL))
      return last;  /* another job, or every piece taken */
    if (!atomic_compare_exchange_weak(&t->claim, &c, c + 1))
      continue;
    copy_piece(t, (int) (c & 0xffffffffUL));
    last = atomic_fetch_sub(&t->pending, 1) == 1;
    c = atomic_load(&t->claim);
  }
}

static void *helper_main(void *p)
{
  helper_arg arg = *(helper_arg *) p;
  free(p);
  gp_copy_team *t = arg.team;
  unsigned long seen = 0;
  for (;;) {
    if (t->spin_ns <= 0 || !poll_for(t, job_after, seen)) {
      pthread_mutex_lock(&t->lock);
      while (!job_after(t, seen))
        pthread_cond_wait(&t->wake, &t->lock);
      pthread_mutex_unlock(&t->lock);
    }
    if (atomic_load(&t->stop))
      break;
    seen = atomic_load(&t->job);
    if (take_pieces(t, seen)) {  /* the last piece: wake the caller if it sleeps */
      pthread_mutex_lock(&t->lock);
      pthread_cond_signal(&t->finished);
      pthread_mutex_unlock(&t->lock);
    }
  }
  return NULL;
}

int gp_copy_team_size_for(int threads)
{
  long n = threads > 0 ? threads : sysconf(_SC_NPROCESSORS_ONLN);
  if (n < 1)
    n = 1;
  return n > GP_COPY_THREADS_MAX ? GP_COPY_THREADS_MAX : (int) n;
}

gp_status gp_copy_team_create(gp_copy_team **out, const gp_copy_team_settings *settings)
{
  const int threads = settings->threads;
  *out = NULL;
  gp_copy_team *t = calloc(1, sizeof *t);
  if (!t)
    return GP_ERROR_HOST_OUT_OF_MEMORY;
  t->size = threads < 1 ? 1 : threads;
  const long spin_us = settings->spin_us < 0 ? GP_COPY_SPIN_US : settings->spin_us;
  t->spin_ns = spin_us > 0 ? spin_us * 1000 : 0;
  t->piece_min = settings->piece_min > 0 ? settings->piece_min : GP_COPY_PIECE_MIN;
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
  atomic_store(&t->stop, 1);
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

/* Hand the job in t's fields, of `pieces` pieces (2 or more), to the helpers,
 * take pieces with them, and return when every piece is done. */
static void share_job(gp_copy_team *t, int pieces)
{
  atomic_store(&t->pending, pieces);
  const unsigned long gen = atomic_load(&t->job) + 1;
  atomic_store(&t->claim, claim_word(gen, pieces, 0));
  pthread_mutex_lock(&t->lock);  /* a helper between its test and its wait sees the new job */
  atomic_store(&t->job, gen);
  pthread_cond_broadcast(&t->wake);
  pthread_mutex_unlock(&t->lock);
  take_pieces(t, gen);
  if (t->spin_ns > 0 && poll_for(t, job_finished, 0))
    return;
  pthread_mutex_lock(&t->lock);
  while (atomic_load(&t->pending) > 0)
    pthread_cond_wait(&t->finished, &t->lock);
  pthread_mutex_unlock(&t->lock);
}

/* One job over dst[0 .. bytes): a memcpy from src, or with src NULL a touch of every page. */
static void run_job(gp_copy_team *t, void *dst, const void *src, size_t bytes)
{
  /* Pieces of at least piece_min bytes: waking a helper costs more than a small copy. */
  const size_t piece_min = t ? t->piece_min : GP_COPY_PIECE_MIN;
  const int pieces = gp_copy_team_pieces(t, (bytes + piece_min - 1) / piece_min);
  if (pieces <= 1) {
    gp_copy_team one = {.dst = dst, .src = src, .bytes = bytes, .piece = bytes};
    if (bytes)
      copy_piece(&one, 0);
    return;
  }
  size_t piece = (bytes + (size_t) pieces - 1) / (size_t) pieces;
  piece = (piece + 63) & ~(size_t) 63;
  t->work = NULL;
  t->dst = dst;
  t->src = src;
  t->bytes = bytes;
  t->piece = piece;
  share_job(t, pieces);
}

int gp_copy_team_pieces(const gp_copy_team *t, size_t most)
{
  if (!t || t->size <= 1 || most <= 1)
    return 1;
  return most < (size_t) (PIECES_PER_THREAD * t->size) ? (int) most : PIECES_PER_THREAD * t->size;
}

void gp_copy_team_run(gp_copy_team *t, int pieces, void (*work)(void *arg, int piece), void *arg)
{
  if (!t || t->size <= 1 || pieces <= 1 || pieces > PIECES_PER_THREAD * t->size) {
    for (int k = 0; k < pieces; k++)
      work(arg, k);
    return;
  }
  t->work = work;
  t->arg = arg;
  share_job(t, pieces);
}

void gp_copy_team_memcpy(gp_copy_team *t, void *dst, const void *src, size_t bytes)
{
  run_job(t, dst, src, bytes);
}

void gp_copy_team_touch(gp_copy_team *t, void *dst, size_t bytes)
{
  run_job(t, dst, NULL, bytes);
}
