/* gp_backend.h - the one way from the front end (kernels/gp_*.c) to a
 * backend: a table of functions.  The host backend fills one
 * (kernels/host/host_backend.c) and so does the CUDA backend
 * (kernels/cuda/cuda_backend.c) in builds with CUDA; gp_backends.c says
 * which this build has.  A front-end file checks a call, asks gp_route
 * which backend runs it, and calls that backend's entry; no backend file
 * calls back into a front-end file. */
#ifndef GP_BACKEND_H
#define GP_BACKEND_H

#include "gp_internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Each backend's own state, opaque to the front end. */
typedef struct gp_backend_state gp_backend_state;
struct gp_copy_team;

/* Buffers a context's members exchange (gp_spread.c): arrays (1 or 2) of
 * pieces, piece [a][g][d] bytes[a][g][d] long from src (member g's memory)
 * to dst (member d's). */
typedef struct gp_exchange {
  int arrays;
  const void *src[2][GP_MAX_DEVICES][GP_MAX_DEVICES];
  void *dst[2][GP_MAX_DEVICES][GP_MAX_DEVICES];
  size_t bytes[2][GP_MAX_DEVICES][GP_MAX_DEVICES];
} gp_exchange;

typedef struct gp_backend_table {
  gp_backend kind;
  /* Open on the context's options, with the context's team of host threads
   * (NULL where none could be made); GP_ERROR_NO_DEVICE where no device answers. */
  gp_status (*open)(const gp_context_options *options, const gp_measure_options *measure,
                    struct gp_copy_team *team, gp_backend_state **state);
  void (*close)(gp_backend_state *s);
  const char *(*device_name)(const gp_backend_state *s);

  /* Memory and ordering (GP_ERROR_BACKEND_UNAVAILABLE where the backend has no device). */
  gp_status (*synchronize)(gp_backend_state *s);
  void *(*stream)(gp_backend_state *s);
  gp_status (*set_memory_limit)(gp_backend_state *s, size_t bytes);
  gp_status (*pool_usage)(const gp_backend_state *s, size_t *in_use, size_t *cached);
  gp_status (*trim)(gp_backend_state *s);
  gp_status (*device_memory)(gp_backend_state *s, size_t *free_bytes, size_t *total_bytes);
  gp_status (*alloc)(gp_backend_state *s, size_t bytes, void **ptr);
  gp_status (*release)(gp_backend_state *s, void *ptr);
  gp_status (*copy)(gp_backend_state *s, void *dst, gp_location dst_location, const void *src,
                    gp_location src_location, size_t bytes);
  /* Let s's device read other's memory directly (peer access), for the
   * copies between a context's members; nothing where the devices are one
   * or cannot.  NULL where the backend has no devices. */
  void (*peer)(gp_backend_state *s, const gp_backend_state *other);
  /* Let the members' devices (states[0 .. count - 1], member k rank k)
   * exchange through a collective library, where `how` (gp_measure.h's
   * exchange) allows, the library loads (nccl_library, or the default
   * names) and the devices differ; nothing otherwise.  exchange: the
   * plan's pieces queued on the members' streams, each member's later work
   * after them; GP_ERROR_BACKEND_UNAVAILABLE where they are not joined.
   * NULL where the backend has no devices. */
  void (*join)(gp_backend_state *const *states, int count, int how, const char *nccl_library);
  gp_status (*exchange)(gp_backend_state *const *states, int count, const gp_exchange *plan);
  /* A host -> device copy beside the work on the backend's stream, which
   * waits for it before the work queued after this call; returns once it is
   * queued.  dst must be in no use by work already queued (a synchronize, or
   * a block taken since one, makes sure). */
  gp_status (*upload_beside)(gp_backend_state *s, void *dst, const void *src, size_t bytes);
  /* gp_accumarray's host subscripts to the device as uint32, checked as
   * gp_narrow_subscripts checks them: *valid 0 where one is no whole number
   * in [1, limit]; queued on the stream.  NULL where the backend has none. */
  gp_status (*upload_subscripts)(gp_backend_state *s, uint32_t *dst, const double *src, int64_t n, uint32_t limit,
                                 int *valid);
  /* rows blocks of width bytes, each pitch bytes after the last (gp_copy_rows) */
  gp_status (*copy_rows)(gp_backend_state *s, void *dst, size_t dst_pitch, gp_location dst_location, const void *src,
                         size_t src_pitch, gp_location src_location, size_t width, size_t rows);

  /* The work, on checked calls.  op may be a complex one (gp_complex_op),
   * and a reduction's GP_REDUCE_SUM_EXTRA (and _OMITNAN); idx: NULL, or the double
   * positions of max and min.  A reduction's y and idx have outer * inner
   * elements.  prod_walk: gp_prod_native_dims, x and y of one class. */
  gp_status (*scan)(gp_backend_state *s, gp_opcode op, const gp_scan_options *options, const gp_array *x, gp_array *y,
                    gp_array *idx, gp_shape3 shape);
  gp_status (*reduce)(gp_backend_state *s, gp_opcode op, gp_reduce_algorithm algorithm, const gp_array *x, gp_array *y,
                      gp_array *idx, gp_shape3 shape);
  gp_status (*prod_walk)(gp_backend_state *s, const gp_array *x, gp_array *y, const gp_walk *w);
  gp_status (*elementwise_extreme)(gp_backend_state *s, gp_opcode op, const gp_array *a, const gp_array *b, gp_array *y,
                                   const gp_broadcast *bc);
  gp_status (*compact)(gp_backend_state *s, const gp_compact_call *call, int64_t *count);
  gp_status (*sat)(gp_backend_state *s, const gp_array *x, int axis, gp_array *y);
  gp_status (*boxfilter)(gp_backend_state *s, const gp_array *x, int axis, int64_t h, int64_t w, gp_array *y);
  gp_status (*sort)(gp_backend_state *s, const gp_sort_call *call);
  gp_status (*convert)(gp_backend_state *s, const gp_array *x, gp_array *y);
  /* gp_find_subscripts, checked: count > 0 positions, both arrays where the backend reaches */
  gp_status (*subscripts)(gp_backend_state *s, gp_array *positions, int64_t count, int64_t rows, gp_array *cols);
  /* gp_complex_sort_keys, checked, of at least one element */
  gp_status (*complex_keys)(gp_backend_state *s, const gp_array *parts, int by_parts, gp_array *first,
                            gp_array *second);
  /* gp_take_along, checked, of at least one element: each element elem_bytes wide (both parts where complex) */
  gp_status (*take_along)(gp_backend_state *s, const gp_array *x, const gp_array *positions, gp_array *y,
                          gp_shape3 shape, size_t elem_bytes);
  /* gp_unique's steps (gp_internal.h), on memory where the backend works */
  gp_status (*run_starts)(gp_backend_state *s, const void *x, gp_dtype dtype, int64_t rows, int64_t cols,
                          unsigned char *flags);
  gp_status (*move_by_index)(gp_backend_state *s, const gp_index_move *m);
  /* gp_median's last step (gp_internal.h), on memory where the backend works */
  gp_status (*median_of_sorted)(gp_backend_state *s, const gp_median_call *call);
  /* gp_reduce_by_key's runs and gp_accumarray's fill (gp_internal.h), on memory where the backend works */
  gp_status (*reduce_runs)(gp_backend_state *s, const gp_runs_reduce *call);
  gp_status (*fill)(gp_backend_state *s, void *dst, size_t elem_bytes, const unsigned char value[8], int64_t count);
  /* gp_lookup's and gp_histc's work (gp_internal.h), on memory where the backend works */
  gp_status (*lookup)(gp_backend_state *s, const gp_lookup_call *call);
  /* gp_topk's radix select of one line (gp_internal.h), on memory where the backend works */
  gp_status (*select)(gp_backend_state *s, gp_select_call *call);

  /* The host backend's alone (NULL in a device backend): whether it would
   * share this reduction, or this elementwise max or min, among its team's
   * threads, for the crossover (shared work has its own, GP_WORK_*_SHARED). */
  int (*reduce_shares)(const gp_backend_state *s, gp_opcode op, gp_dtype in, gp_dtype out, gp_shape3 shape);
  int (*elementwise_shares)(const gp_backend_state *s, const gp_broadcast *bc);
} gp_backend_table;

/* The host reference backend: every build has it. */
extern const gp_backend_table gp_host_backend;
/* The device backend this build has, or NULL (gp_backends.c). */
const gp_backend_table *gp_device_backend(void);

/* A backend and its state in a context: what gp_route hands a front-end call. */
typedef struct gp_runner {
  const gp_backend_table *ops;
  gp_backend_state *state;
} gp_runner;

/* Which backend runs a call (gp_route.c).  A context's calls all go to its
 * device backend, except in a context opened as "auto" (with crossover on):
 * there a call with the default algorithm (named == 0), all of whose `count`
 * arrays (NULLs skipped) are on the host, and whose input has fewer elements
 * than the measured crossover for `work`, runs on the host, where the copies
 * would cost more than the work.  A host context's calls all run on the host. */
gp_runner gp_route(const gp_context *ctx, gp_work work, int named, int64_t elements, const gp_array *const *arrays,
                   int count);

/* bytes of scratch where sorter works, or host memory where the device's
 * pool cannot hold them: *mem, at *where, and *steps the backend whose
 * steps work on that memory (gp_route.c). */
gp_status gp_scratch_for(gp_context *ctx, gp_runner sorter, size_t bytes, void **mem, gp_location *where,
                         gp_runner *steps);

/* The first numel elements of a at where (gp_route.c): a's own memory
 * where it lies there and holds them, else scratch there (*owned, to give
 * back), filled from a where input is nonzero. */
gp_status gp_bring(gp_context *ctx, gp_location where, const gp_array *a, int64_t numel, int input, void **at,
                   void **owned);

/* A vector where a select runs (the runner's side, gp_route.c): x there
 * (its own memory, or a copy in scratch) and n bytes of scratch for the
 * keep marks.  Give it back whether or not the take succeeded. */
typedef struct gp_select_input {
  gp_location where;
  const void *x;
  unsigned char *keep;
  void *owned;  /* x's copy, or NULL */
} gp_select_input;
gp_status gp_select_input_take(gp_context *ctx, gp_runner runner, const gp_array *x, gp_select_input *in);
void gp_select_input_give(gp_context *ctx, gp_select_input *in);

/* gp_median of a vector by radix select on the backend the call's sort
 * would run on (gp_median_select.c). */
gp_status gp_median_by_select(gp_context *ctx, const gp_median_options *o, gp_runner runner, const gp_array *x,
                              gp_array *y);

/* gp_topk of a vector by radix select on the backend the call's sort
 * would run on (gp_topk_select.c): its `kept` sorted elements from
 * o->first into y and idx (may be NULL). */
gp_status gp_topk_by_select(gp_context *ctx, const gp_topk_options *o, gp_runner runner, const gp_array *x,
                            gp_array *y, gp_array *idx, int64_t kept);

/* gp_reduce_by_key's steps on the runner's memory: keys (n,
 * of kdtype) and values (n, or one where value_step is 0) into
 * unique_keys (may be NULL) and reduced, with n + 1 bytes of flags as
 * scratch; *count the runs. */
typedef struct gp_by_key_work {
  gp_runner steps;
  const void *keys;
  gp_dtype kdtype;
  const void *values;
  gp_dtype vdtype;
  int64_t n, value_step;
  unsigned char *flags;
  void *unique_keys, *reduced;
} gp_by_key_work;
gp_status gp_reduce_by_key_at(const gp_by_key_work *w, const gp_reduce_by_key_options *options, int64_t *count);
/* Whether gp_reduce_by_key takes op on values of dtype. */
int gp_reduce_by_key_takes(gp_opcode op, gp_dtype dtype);

#ifdef __cplusplus
}
#endif

#endif
