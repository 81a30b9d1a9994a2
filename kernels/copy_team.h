/* copy_team.h - a few host threads, kept for the context's life, that split
 * large host memcpys between them: one thread cannot fill a PCIe 5 link from
 * pageable memory, nor fault in a fresh output's pages fast enough. */
#ifndef GP_COPY_TEAM_H
#define GP_COPY_TEAM_H

#include <stddef.h>

#include "gpuprim.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct gp_copy_team gp_copy_team;

/* A team of `threads` (the caller counts as one; 1 starts no thread). */
gp_status gp_copy_team_create(gp_copy_team **team, int threads);
/* Stops and joins the threads; NULL is fine. */
void gp_copy_team_destroy(gp_copy_team *team);
int gp_copy_team_size(const gp_copy_team *team);
/* dst[0 .. bytes) = src[0 .. bytes), in pieces run at once; returns when all are copied. */
void gp_copy_team_memcpy(gp_copy_team *team, void *dst, const void *src, size_t bytes);
/* A write to every page of dst[0 .. bytes), in pieces run at once: fresh
 * memory faulted in by all the threads (its contents are not kept). */
void gp_copy_team_touch(gp_copy_team *team, void *dst, size_t bytes);

/* The thread count for this machine: GPUPRIM_COPY_THREADS, else the online
 * processors, at most GP_COPY_THREADS_MAX. */
int gp_copy_team_default_size(void);

#ifdef __cplusplus
}
#endif

#endif
