/* gp_measure.h - the context settings that exist to measure and debug
 * against, apart from gpuprim.h's API: their defaults are the measured
 * best (kernels/cuda/tuning.h), and a caller that only wants results never
 * needs them.  The benchmarks, the tests and the Octave gateway (its
 * GPUPRIM_* variables) use them. */
#ifndef GP_MEASURE_H
#define GP_MEASURE_H

#include "gpuprim.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { GP_EXCHANGE_AUTO = 0, GP_EXCHANGE_PEER = 1 };

typedef struct gp_measure_options {
  size_t copy_piece_bytes; /* the smallest piece a copy is cut into; 0 (default): the tuned size */
  int pinned_staging;      /* 1 (default): large transfers go through pinned buffers; 0: plain copies */
  int huge_pages;          /* 1 (default): large outputs get the huge-page hint */
  int touch_first;         /* -1 (default): tuned; 0/1: a large download faults its output in first */
  int direct_copies;       /* -1 (default): tuned; 0/1: large copies pin the user's memory in place */
  int64_t sort_portion;    /* keys per one-sweep sort launch; 0 (default): the tuned portion (tests use less) */
  int debug_sync;          /* 1: wait after every kernel launch, so an error names its kernel */
  int64_t spread_min;      /* elements from which a call spreads over a context's parts; 0
                              (default): gp_route.c's (tests spread small arrays) */
  int exchange;            /* how a context's devices exchange buffers: GP_EXCHANGE_AUTO (default):
                              NCCL where it loads and the devices differ, else peer copies;
                              GP_EXCHANGE_PEER: peer copies (to measure against) */
  const char *nccl_library; /* where NCCL is (dlopen); NULL (default): libnccl.so.2, then
                              /usr/local/cuda/lib64/libnccl.so.2 */
} gp_measure_options;

/* The defaults. */
void gp_measure_options_init(gp_measure_options *measure);
/* gp_context_create with these settings too (measure NULL: the defaults). */
gp_status gp_context_create_measuring(gp_context **ctx, const gp_context_options *options,
                                      const gp_measure_options *measure);

#ifdef __cplusplus
}
#endif
#endif
