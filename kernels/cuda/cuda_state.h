/* cuda_state.h - the CUDA backend's state, shared by its C and CUDA files. */
#ifndef GP_CUDA_STATE_H
#define GP_CUDA_STATE_H

#include <cuda_runtime_api.h>

#include "gp_backend.h"
#include "gp_internal.h"
#include "tuning.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A caching pool of device memory: freed blocks are kept and handed out again,
 * so steady-state calls do not pay cudaMalloc/cudaFree. */
typedef struct gp_pool_block {
  void *ptr;
  size_t size;
  int in_use;
} gp_pool_block;

typedef struct gp_pool {
  gp_pool_block *blocks;
  int count;
  int capacity;
  size_t in_use_bytes;
  size_t cached_bytes;
  size_t limit;        /* 0: no cap */
} gp_pool;

gp_status gp_pool_alloc(gp_pool *pool, size_t bytes, void **ptr);
void gp_pool_free(gp_pool *pool, void *ptr);
void gp_pool_trim(gp_pool *pool);
/* Bytes the pool could hand out now: the device's free memory and the
 * pool's cache, within the cap where there is one. */
size_t gp_pool_available(const gp_pool *pool);
void gp_pool_release(gp_pool *pool);

/* The transfer engine (transfer.c): pinned staging buffers, each with the
 * event of the last copy that used it, made on the first large transfer and
 * kept until the context goes; and the context's team of host threads
 * (given at open), which fill and drain them. */
struct gp_copy_team;
typedef struct gp_transfer {
  void *pinned[GP_TRANSFER_BUFFERS];
  cudaEvent_t done[GP_TRANSFER_BUFFERS];
  cudaEvent_t direct_done[GP_TRANSFER_BUFFERS];  /* a direct copy's piece in each slot */
  struct gp_copy_team *team;
  int next;      /* the buffer the next chunk takes */
  int ready;
  int failed;    /* no pinned memory to be had: pageable copies serve */
  cudaStream_t side;      /* uploads beside the stream's work, made on first use */
  cudaEvent_t side_done;  /* the last of them, which the stream waits for */
} gp_transfer;

typedef struct gp_cuda_state gp_cuda_state;

struct gp_cuda_state {
  int device;
  cudaStream_t stream;
  int stream_borrowed; /* the caller's (gp_context_options.stream): not ours to destroy */
  gp_pool pool;
  int debug_sync;      /* options.debug_sync: wait after every launch */
  int complex_arg_raw; /* options.complex_arg_atan2: max and min rank arg -pi first */
  int sm_count;        /* multiprocessors: sizes the grids of guarded launches */
  int cc_major;        /* compute capability: 9 and later overlap launches (overlap.cuh) */
  int gpu;             /* whose rows of tuning.h the launches take: GP_GPU_GENERATION, or a GPU's own */
  void *nccl_comm;     /* the members' NCCL communicator, this member's rank of it (exchange_nccl.c) */
  int nccl_rank;
  long long sort_portion;  /* elements per one-sweep launch: GP_SORT_PORTION, or less
                              through options.sort_portion (so tests reach several portions) */
  char name[256];
  gp_transfer transfer;
  int transfer_off;    /* options.pinned_staging 0: plain pageable copies (to measure against) */
  int huge_pages_off;  /* options.huge_pages 0: no huge-page hint for large outputs */
  int touch_first;     /* a large download faults its output in first (transfer.c) */
  int direct_copies;   /* large copies pin the user's memory in place (transfer.c) */
};

/* The backend's entries, which cuda_backend.c puts in its table (each after
 * making the context's device current). */
gp_status gp_cuda_open(const gp_context_options *options, const gp_measure_options *measure,
                       struct gp_copy_team *team, gp_cuda_state **state);
void gp_cuda_close(gp_cuda_state *state);
gp_status gp_cuda_scan(gp_cuda_state *state, gp_opcode op, const gp_scan_options *options, const gp_array *x,
                       gp_array *y, gp_array *idx, gp_shape3 shape);
gp_status gp_cuda_reduce(gp_cuda_state *state, gp_opcode op, gp_reduce_algorithm algorithm, const gp_array *x,
                         gp_array *y, gp_array *idx, gp_shape3 shape);
gp_status gp_cuda_elementwise_extreme(gp_cuda_state *state, gp_opcode op, const gp_array *a, const gp_array *b,
                                      gp_array *y, const gp_broadcast *bc);
gp_status gp_cuda_compact(gp_cuda_state *state, const gp_compact_call *call, int64_t *count);
gp_status gp_cuda_prod_walk(gp_cuda_state *state, const gp_array *x, gp_array *y, const gp_walk *w);
gp_status gp_cuda_sat(gp_cuda_state *state, const gp_array *x, int axis, gp_array *y);
gp_status gp_cuda_boxfilter(gp_cuda_state *state, const gp_array *x, int axis, int64_t h, int64_t w, gp_array *y);
gp_status gp_cuda_sort(gp_cuda_state *state, const gp_sort_call *call);
gp_status gp_cuda_convert(gp_cuda_state *state, const gp_array *x, gp_array *y);
gp_status gp_cuda_subscripts(gp_cuda_state *state, double *positions, int64_t count, int64_t rows, double *cols);
gp_status gp_cuda_complex_keys(gp_cuda_state *state, const gp_array *parts, int by_parts, gp_array *first,
                               gp_array *second);
gp_status gp_cuda_take_along(gp_cuda_state *state, const gp_array *x, const gp_array *positions, gp_array *y,
                             gp_shape3 shape, size_t elem_bytes);
/* gp_unique's steps (runs.cu, index_moves.cu), on device memory, queued on the stream */
gp_status gp_cuda_run_starts(gp_cuda_state *state, const void *x, gp_dtype dtype, int64_t rows, int64_t cols,
                             unsigned char *flags);
gp_status gp_cuda_move_by_index(gp_cuda_state *state, const gp_index_move *m);
/* gp_median's last step (median.cu), on device memory, queued on the stream */
gp_status gp_cuda_median_of_sorted(gp_cuda_state *state, const gp_median_call *call);
/* gp_reduce_by_key's runs (reduce_runs.cu) and a fill (fill.cu), on device memory, queued on the stream */
gp_status gp_cuda_reduce_runs(gp_cuda_state *state, const gp_runs_reduce *call);
gp_status gp_cuda_fill(gp_cuda_state *state, void *dst, size_t elem_bytes, const unsigned char value[8],
                       int64_t count);
/* gp_lookup's and gp_histc's work (lookup.cu), on device memory, queued on the stream */
gp_status gp_cuda_lookup(gp_cuda_state *state, const gp_lookup_call *call);
/* gp_topk's radix select (select.cu), on device memory; returns when its
 * threshold and count are on the host, the keep mask queued after them */
gp_status gp_cuda_select(gp_cuda_state *state, gp_select_call *call);
/* Make the context's device current on the calling thread, where another is. */
gp_status gp_cuda_enter(gp_cuda_state *state);
/* exchange_nccl.c: NCCL's version where it loads from path (NULL: the
 * default names; the first call's choice holds), else 0; the members
 * joined by one communicator where how and their devices allow; this
 * member's part of it destroyed; a plan exchanged through it. */
int gp_cuda_nccl_version(const char *path);
void gp_cuda_join(gp_cuda_state *const *members, int count, int how, const char *path);
void gp_cuda_leave(gp_cuda_state *s);
gp_status gp_cuda_exchange(gp_cuda_state *const *members, int count, const gp_exchange *plan);

/* Map a CUDA error to a status (clearing a non-sticky error). */
gp_status gp_cuda_status(cudaError_t err);
/* After a launch: the launch error, or with debug_sync the execution error. */
gp_status gp_cuda_after_launch(gp_cuda_state *state);

/* Blocks for a grid-stride pass over n elements: enough to fill the device
 * (16 per multiprocessor), never more than the elements need. */
static inline unsigned gp_grid_stride_blocks(const gp_cuda_state *s, long long n, int threads)
{
  long long blocks = (n + threads - 1) / threads, most = (long long) (s->sm_count > 0 ? s->sm_count : 1) * 16;
  return (unsigned) (blocks < most ? (blocks > 0 ? blocks : 1) : most);
}

/* v rounded up to a multiple of a: the 256-byte alignment of the parts of
 * one allocation. */
static inline size_t gp_align_up(size_t v, size_t a)
{
  return (v + a - 1) / a * a;
}

/* Host <-> device copies, pipelined through the pinned ring where large
 * (transfer.c).  to_device returns with the copies queued on the stream;
 * to_host returns with the host data complete. */
gp_status gp_transfer_to_device(gp_cuda_state *s, void *dev, const void *host, size_t bytes);
gp_status gp_transfer_to_host(gp_cuda_state *s, void *host, const void *dev, size_t bytes);
/* gp_narrow_subscripts on the way to the device, by the copy team into
 * the pinned ring; queued on the stream; *valid as it returns. */
gp_status gp_transfer_subscripts(gp_cuda_state *s, uint32_t *dev, const double *host, size_t n, uint32_t limit,
                                 int *valid);
/* to_device on a second stream, beside the work queued on the stream, which
 * waits for it before the work queued after; dev in no use by queued work. */
gp_status gp_transfer_to_device_beside(gp_cuda_state *s, void *dev, const void *host, size_t bytes);
void gp_transfer_release(gp_transfer *t);

/* Staging (staging.c).  stage_in: a device copy of host array a's first
 * `bytes` (or a's own device data); *owned is the pool block to free, or
 * NULL.  stage_out: device memory for output a.  unstage_out: copy a staged
 * output back to host array a.  finish_staged: wait for the stream where the
 * call touches host memory, then free the owned blocks; returns st, or the
 * wait's error where st was a success. */
gp_status gp_cuda_stage_in(gp_cuda_state *s, const gp_array *a, size_t bytes, const void **dev, void **owned);
gp_status gp_cuda_stage_out(gp_cuda_state *s, const gp_array *a, size_t bytes, void **dev, void **owned);
gp_status gp_cuda_unstage_out(gp_cuda_state *s, const gp_array *a, const void *dev, size_t bytes);
gp_status gp_cuda_finish_staged(gp_cuda_state *s, int touches_host, gp_status st, void *const *owned, int count);

/* Error flags (staging.c).  flag_new: a zeroed unsigned in pool memory
 * (free it with gp_pool_free, or among finish_staged's owned blocks).
 * flag_read: its value once the stream's work before it is done. */
gp_status gp_cuda_flag_new(gp_cuda_state *s, void **flag);
gp_status gp_cuda_flag_read(gp_cuda_state *s, const void *flag, unsigned *value);

/* What runs on the device copies of a call's arrays: a scan with options,
 * or (options NULL) a reduction, whose y and idx hold outer * inner elements. */
typedef struct gp_cuda_job {
  gp_opcode op;
  const gp_scan_options *options;
  gp_reduce_algorithm reduce_algorithm;
} gp_cuda_job;
/* Run a job on device memory (job_cuda.c). */
gp_status gp_cuda_run_job(gp_cuda_state *s, const gp_cuda_job *job, gp_dtype in, gp_dtype out, const void *dx,
                          void *dy, double *didx, gp_shape3 shape);
/* Whether stream_rows.c can run job on these arrays piece by piece: all on
 * the host, a forward inclusive scan or a plain reduction (not "extra"). */
int gp_cuda_can_stream(const gp_cuda_job *job, const gp_array *x, const gp_array *y, const gp_array *idx);
/* The job on host arrays that do not fit on the device at once: whole
 * groups of lines where they fit, else rows of one group at a time, each
 * piece starting from the carry of the one before (stream_rows.c); pieces
 * sized to `available` device bytes (gp_pool_available). */
gp_status gp_cuda_stream_rows(gp_cuda_state *s, const gp_cuda_job *job, const gp_array *x, gp_array *y,
                              gp_array *idx, gp_shape3 shape, size_t available);

/* The scan that options ask for (NULL: the default forward scan) on device
 * memory; idx NULL unless op is max or min (job_cuda.c). */
gp_status gp_cuda_scan_device(gp_cuda_state *s, gp_opcode op, const gp_scan_options *options, gp_dtype in, gp_dtype out,
                              const void *dx, void *dy, double *didx, gp_shape3 shape);

/* Compaction of device arrays (compact.cu): x(mask) with mask, else find
 * (nonzero: the bits that count, gp_compact_nonzero; elements of 1, 2, 4,
 * 8 or 16 bytes, the last complex doubles).  values and positions
 * get the kept elements, each may be NULL (positions not, for find); the
 * total goes to the device int64 at count. */
gp_status gp_cuda_compact_device(gp_cuda_state *s, gp_compact_algorithm alg, size_t elem_size, const void *x,
                                 const uint8_t *mask, uint64_t nonzero, long long n, void *values,
                                 double *positions, long long *count);
/* The box means of gp_boxfilter from the double summed-area table sat of
 * the pages (boxfilter.cu); y is double or single. */
gp_status gp_cuda_box_from_sat(gp_cuda_state *s, const double *sat, gp_pages pages, int64_t h, int64_t w,
                               gp_dtype out, void *y);

/* ----- radix sort (sort_*.cu); keys as sort_keys.h makes them ----- */

typedef struct gp_sort_keys {
  int width;       /* bytes per element and key: 1, 2, 4 or 8 */
  int kind;        /* GP_KEY_UNSIGNED, GP_KEY_SIGNED, GP_KEY_FLOAT or their _ABS kinds (sort_keys.h) */
  int order;       /* GP_KEY_DESCENDING and NaN's place (sort_keys.h) */
} gp_sort_keys;

/* The digit histograms of every pass (hist[portion][pass][256], counts in
 * each `portion`-long piece of the n elements of x: element bits where raw,
 * else keys), and where raw *special = 1 if x has a NaN or -0.  hist and
 * special are zeroed here, unless the caller did (zeroed). */
gp_status gp_cuda_sort_histogram(gp_cuda_state *s, gp_sort_keys keys, const void *x, int raw, long long n,
                                 long long portion, unsigned *hist, unsigned *special, int zeroed);

/* One one-sweep pass over one portion of a line (sort_onesweep.cu). */
typedef struct gp_sort_pass {
  const void *in;            /* the portion's first element: element bits (in_raw) or keys */
  int in_raw;
  const unsigned *in_values; /* the portion's first value; NULL: the positions first + element */
  void *out;                 /* the line's first element; NULL: keys not written */
  int out_raw;               /* decode keys into element bits */
  unsigned *out_values;      /* the line's first value; NULL: no values */
  long long n, first;        /* the portion's length and its offset in the line */
  int shift;                 /* the digit: bits shift .. shift + 7 */
  const long long *base;     /* device [256]: where the portion's elements of each digit start */
} gp_sort_pass;
gp_status gp_cuda_sort_pass(gp_cuda_state *s, gp_sort_keys keys, const gp_sort_pass *pass);

/* The passes of contiguous lines of at most GP_SORT_PORTION elements each,
 * planned on the device from their histograms (sort_plan.cu), so that no
 * count comes back to the host and no launch waits for one: pass[p] is
 * digit p's pass for line 0 (n: the line's length), 0 where every line
 * holds one value of that digit (at least one pass runs).  Line l's
 * arrays start l * n elements further, its bases l * base_stride further;
 * positions count from each line's start.  positions: where the last pass
 * left the elements' positions (NULL: none travel); special: the keys hold
 * a NaN or -0, so y is gathered from x by them.  index: where the last
 * pass writes the index itself (positions is then NULL), else NULL. */
enum { GP_SORT_MAX_PASSES = 8 };
typedef struct gp_sort_plan {
  gp_sort_pass pass[GP_SORT_MAX_PASSES];
  const unsigned *positions;
  unsigned special;
  double *index;
  long long base_stride;
} gp_sort_plan;
/* Positions travel with the keys: never, always, or where the plan says
 * (float keys without the index: only where one is special). */
typedef enum { GP_SORT_VALUES_NONE, GP_SORT_VALUES_ALL, GP_SORT_VALUES_PLANNED } gp_sort_values;
/* Digit pass `pass` of planned lines, `lines` of n elements
 * (sort_onesweep.cu).  states: the pass's tile states, zeroed, of
 * gp_cuda_sort_pass_state_bytes; NULL: the pass allocates and zeroes its own. */
gp_status gp_cuda_sort_planned_pass(gp_cuda_state *s, gp_sort_keys keys, const gp_sort_plan *plan, int pass,
                                    long long lines, long long n, gp_sort_values values, unsigned *states);
/* Bytes of one pass's tile states over `lines` lines of n keys of
 * key_bytes (a multiple of 256): with_values, the tiles of a pass that
 * moves positions. */
size_t gp_cuda_sort_pass_state_bytes(int key_bytes, int with_values, long long lines, long long n);
/* Whether a line of len elements (at most a portion) is planned on the
 * device (tuning.h's GP_SORT_PLAN_MAX, kept in sort_plan.cu, where the
 * benchmarks' knobs reach it). */
int gp_cuda_sort_plans_line(long long len);
/* Whether `lines` contiguous lines of len (at most a portion) go through
 * planned passes all at once (GP_SORT_BATCH_MIN_LEN, tuning.h). */
int gp_cuda_sort_batches_lines(long long lines, long long len);
/* Contiguous lines of 1 .. GP_SORT_PORTION elements, at most
 * GP_SORT_PLANNED_LINES of them, through planned passes that take every
 * line's tiles at once; scratch as sort_cuda.c's: lines * len keys, then
 * two times lines * len positions. */
enum { GP_SORT_PLANNED_LINES = 65535 };
gp_status gp_cuda_sort_lines_planned(gp_cuda_state *s, gp_sort_keys keys, const void *x, void *y, double *idx,
                                     long long lines, long long len, void *const scratch[3]);

/* Contiguous lines: y = x(line, values) (where y is not NULL) and
 * idx = values + 1 (where idx is not NULL); values NULL: the identity. */
gp_status gp_cuda_sort_finish(gp_cuda_state *s, size_t width, const void *x, const unsigned *values, long long lines,
                              long long len, void *y, double *idx);
/* rows x cols row-major matrices, batch of them, into cols x rows (sort_moves.cu). */
gp_status gp_cuda_transpose(gp_cuda_state *s, size_t width, const void *src, void *dst, long long batch,
                            long long rows, long long cols);
/* Lines of at most GP_SORT_SMALL_LINE elements, any layout, one thread each (sort_lines.cu). */
gp_status gp_cuda_sort_small(gp_cuda_state *s, gp_sort_keys keys, const void *x, void *y, double *idx,
                             gp_shape3 shape);
/* Contiguous lines, one block each; key_tmp: n keys, value_tmp: 2n values (sort_lines.cu). */
gp_status gp_cuda_sort_lines(gp_cuda_state *s, gp_sort_keys keys, const void *x, void *y, double *idx,
                             void *key_tmp, unsigned *value_tmp, long long lines, long long len);
/* Contiguous lines through the 1-bit split sort (sort_split.cu). */
gp_status gp_cuda_sort_split(gp_cuda_state *s, gp_sort_keys keys, const void *x, void *y, double *idx,
                             long long lines, long long len);

/* The gather of gp_reorder on device memory (reorder.cu). */
gp_status gp_cuda_reorder(gp_cuda_state *state, const void *src, void *dst, size_t elem_size, gp_shape3 shape,
                          const gp_reorder *how);
gp_status gp_cuda_last_of_lines(gp_cuda_state *state, const void *src, void *dst, size_t elem_size,
                                gp_shape3 shape);
/* Elementwise max / min of device arrays a and b into y's n elements (extreme2.cu). */
gp_status gp_cuda_extreme2_device(gp_cuda_state *state, gp_opcode op, gp_dtype dtype, const void *a, const void *b,
                                  void *y, long long n, const gp_broadcast *bc);
/* The same of n complex elements, parts of class `parts` (extreme2.cu). */
gp_status gp_cuda_extreme2_complex(gp_cuda_state *state, gp_opcode op, gp_dtype parts, const void *a, const void *b,
                                   void *y, long long n, const gp_broadcast *bc);
/* -0 becomes +0 in `count` elements of a float class (reorder.cu). */
gp_status gp_cuda_zero_sign(gp_cuda_state *state, void *data, gp_dtype dtype, size_t count);

#ifdef __cplusplus
}
#endif

#endif
