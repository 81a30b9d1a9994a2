/* copy_team.h - a few host threads, kept for the context's life, that split
 * large host memcpys between them (one thread cannot fill a PCIe 5 link from
 * pageable memory, nor fault in a fresh output's pages fast enough), and
 * the host backend's larger reductions and elementwise work. */
#ifndef GP_COPY_TEAM_H
#define GP_COPY_TEAM_H

#include <stddef.h>

#include "gpuprim.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct gp_copy_team gp_copy_team;

typedef struct gp_copy_team_settings {
  int threads;       /* the caller counts as one; 1 starts no thread */
  long spin_us;      /* how long an idle helper polls for the next job; < 0: GP_COPY_SPIN_US */
  size_t piece_min;  /* the smallest piece a helper is woken for; 0: GP_COPY_PIECE_MIN */
} gp_copy_team_settings;

gp_status gp_copy_team_create(gp_copy_team **team, const gp_copy_team_settings *settings);
/* Stops and joins the threads; NULL is fine. */
void gp_copy_team_destroy(gp_copy_team *team);
int gp_copy_team_size(const gp_copy_team *team);
/* dst[0 .. bytes) = src[0 .. bytes), in pieces run at once; returns when all are copied. */
void gp_copy_team_memcpy(gp_copy_team *team, void *dst, const void *src, size_t bytes);
/* A write to every page of dst[0 .. bytes), in pieces run at once: fresh
 * memory faulted in by all the threads (its contents are not kept). */
void gp_copy_team_touch(gp_copy_team *team, void *dst, size_t bytes);
/* How many pieces to cut a job into that could be cut into at most `most`:
 * a few for each thread (the faster take more), 1 for a team of one or NULL. */
int gp_copy_team_pieces(const gp_copy_team *team, size_t most);
/* The most pieces gp_copy_team_pieces gives, for any team. */
#define GP_COPY_TEAM_PIECES_MAX 32
/* work (arg, k) for every piece k in [0, pieces), run at once by the team
 * (by the caller alone, in order, for a NULL team or more pieces than
 * gp_copy_team_pieces gives); returns when all are done.  A piece may
 * run on any thread: work must not depend on which, nor on the order. */
void gp_copy_team_run(gp_copy_team *team, int pieces, void (*work)(void *arg, int piece), void *arg);

/* The thread count for a request: `threads` where > 0, else the online
 * processors; at most GP_COPY_THREADS_MAX. */
int gp_copy_team_size_for(int threads);

#ifdef __cplusplus
}
#endif

#endif
