/* gp_internal.h - what the library's own files share; not installed. */
#ifndef GP_INTERNAL_H
#define GP_INTERNAL_H

#include "gp_measure.h"
#include "gpuprim.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Any operation along one dimension of a column-major array is a batch of
 * `outer` blocks, each `len` lines long with `inner` elements between
 * consecutive line elements: element (o, l, i) sits at (o * len + l) * inner + i. */
typedef struct gp_shape3 {
  int64_t outer;
  int64_t len;
  int64_t inner;
} gp_shape3;

gp_shape3 gp_shape_along(const gp_array *a, int axis);
/* Scratch memory at `where`: the context's pool for GP_DEVICE, else malloc's (gp_context.c). */
gp_status gp_scratch_take(gp_context *ctx, gp_location where, size_t bytes, void **ptr);
void gp_scratch_give(gp_context *ctx, gp_location where, void *ptr);
/* gp_copy of `rows` blocks of width bytes, the blocks dst_pitch and
 * src_pitch bytes apart, by the context's memory backend (gp_context.c). */
gp_status gp_copy_rows(gp_context *ctx, void *dst, size_t dst_pitch, gp_location dst_location, const void *src,
                       size_t src_pitch, gp_location src_location, size_t width, size_t rows);
/* The backends' operator code: a gp_op (the same values, 0 to 3) with the
 * call's NaN flag and comparison folded in, so that a kernel is chosen by
 * one value; past these, GP_REDUCE_SUM_EXTRA and gp_complex_op. */
typedef int gp_opcode;
enum {
  GP_OP_SUM_OMITNAN = 4,    /* each NaN element counts as 0 */
  GP_OP_PROD_OMITNAN = 5,   /* as 1 */
  GP_OP_MAX_INCLUDENAN = 6, /* the first NaN wins */
  GP_OP_MIN_INCLUDENAN = 7,
  GP_OP_MAX_ABS = 8, /* by magnitude, then a negative after a positive */
  GP_OP_MIN_ABS = 9,
  GP_OP_MAX_ABS_INCLUDENAN = 10,
  GP_OP_MIN_ABS_INCLUDENAN = 11,
  GP_OP_MAX_REAL = 12, /* complex: by the real part, then the imaginary one */
  GP_OP_MIN_REAL = 13,
  GP_OP_MAX_REAL_INCLUDENAN = 14,
  GP_OP_MIN_REAL_INCLUDENAN = 15
};
/* The code of op with a NaN flag and a comparison (GP_COMPARE_AUTO for
 * sums and products), or GP_ERROR_INVALID_ARGUMENT. */
gp_status gp_opcode_of(gp_op op, gp_nan_flag nan, gp_comparison compare, gp_opcode *code);
/* The entry points below the public ones, by code (gp_scan.c, gp_reduce.c,
 * gp_complex.c) for the library's own callers: the code holds the NaN flag
 * and comparison; gp_scan_code reads options' algorithm, exclusive and
 * reverse alone, and extra is gp_reduce_options'. */
gp_status gp_scan_code(gp_context *ctx, gp_opcode op, const gp_scan_options *options, const gp_array *x, gp_array *y,
                       gp_array *idx, int axis);
gp_status gp_reduce_code(gp_context *ctx, gp_opcode op, gp_reduce_algorithm algorithm, int extra, const gp_array *x,
                         gp_array *y, gp_array *idx, int axis);
gp_status gp_scan_complex_code(gp_context *ctx, gp_opcode op, gp_scan_algorithm algorithm, const gp_array *x,
                               gp_array *y, gp_array *idx, int axis);
gp_status gp_reduce_complex_code(gp_context *ctx, gp_opcode op, gp_reduce_algorithm algorithm, const gp_array *x,
                                 gp_array *y, gp_array *idx, int axis);
/* What an operator is (shared/operators.c).  Whether op has an arithmetic from class in to class out (see gp_scan). */
int gp_op_pair_supported(gp_opcode op, gp_dtype in, gp_dtype out);
/* The plain operator of a NaN-flag one (GP_OP_SUM of GP_OP_SUM_OMITNAN),
 * or op itself. */
gp_opcode gp_op_base(gp_opcode op);
/* The "ComparisonMethod" ops: by magnitude (GP_OP_*_ABS*), by parts
 * (GP_OP_*_REAL*); and the ops where the first NaN wins. */
int gp_op_is_by_abs(gp_opcode op);
int gp_op_is_by_parts(gp_opcode op);
int gp_op_includes_nan(gp_opcode op);
/* Whether op is one of the NaN-flag or "abs" operators (a variant of a plain one). */
int gp_op_is_variant(gp_opcode op);
/* op on input class `in`: a NaN-flag operator on a class without NaN is its
 * plain one, and so is an "abs" one on an unsigned class or logical; a
 * "real" one on any real class is the plain one with its NaN flag. */
gp_opcode gp_op_for(gp_opcode op, gp_dtype in);
/* The checks a scan and a reduction share, all but the dims of y and idx. */
gp_status gp_check_scan_call(const gp_context *ctx, gp_opcode op, gp_scan_algorithm algorithm, const gp_array *x,
                             const gp_array *y, const gp_array *idx, int axis);
int gp_same_dims(const gp_array *a, const gp_array *b);
/* The index of name in names[0 .. count), or -1 (gp_names.c). */
int gp_name_index(const char *const *names, int count, const char *name);
/* A family's *_from_name: name's index in names into *index, or
 * GP_ERROR_UNKNOWN_ALGORITHM (GP_ERROR_NULL_POINTER for a NULL argument). */
gp_status gp_name_lookup(const char *const *names, int count, const char *name, int *index);
/* A family's *_name: names[index], or "unknown" out of range. */
const char *gp_name_of(const char *const *names, int count, int index);
/* Defines gp_FAMILY_algorithm_from_name and gp_FAMILY_algorithm_name (gpuprim.h) over the family's table of names. */
#define GP_NAMED_ALGORITHMS(family, count, names)                                                                 \
  gp_status gp_##family##_algorithm_from_name(const char *name, gp_##family##_algorithm *algorithm)               \
  {                                                                                                                \
    int a = 0;                                                                                                     \
    gp_status st = algorithm ? gp_name_lookup(names, count, name, &a) : GP_ERROR_NULL_POINTER;                     \
    if (st == GP_SUCCESS)                                                                                          \
      *algorithm = (gp_##family##_algorithm) a;                                                                    \
    return st;                                                                                                     \
  }                                                                                                                \
  const char *gp_##family##_algorithm_name(gp_##family##_algorithm algorithm)                                      \
  {                                                                                                                \
    return gp_name_of(names, count, (int) algorithm);                                                              \
  }

struct gp_copy_team;
struct gp_backend_table;
struct gp_backend_state;

struct gp_context {
  gp_backend backend;                      /* HOST or CUDA, never AUTO */
  gp_context_options options;              /* as opened (backend resolved) */
  const struct gp_backend_table *device;   /* the device backend, NULL for a host context */
  struct gp_backend_state *device_state;
  struct gp_backend_state *host_state;     /* the host backend: every context has it */
  int route_small;           /* opened as AUTO on a device with crossover on: small host calls stay on the host */
  struct gp_copy_team *team; /* the host work's and the transfers' threads; NULL where none could be made */
  int64_t spread_min;        /* elements from which a host call spreads over the members */
  int member_count;          /* options.device_count, at least 1: the contexts large host calls spread over */
  gp_context *members[GP_MAX_DEVICES]; /* of one device each, owned (none for one device) */
};

/* Member k (0 .. member_count - 1) of a context of several devices. */
gp_context *gp_context_member(gp_context *ctx, int k);
/* Whether a call on these arrays, of `elements` elements, spreads over the
 * context's members: more than one, host arrays only, and at least
 * the spread minimum (gp_route.c). */
int gp_spreads(const gp_context *ctx, int64_t elements, const gp_array *const *arrays, int count);

/* What a call does, for the host/device crossover (gp_route.c). */
typedef enum gp_work {
  GP_WORK_SCAN, GP_WORK_REDUCE, GP_WORK_SORT, GP_WORK_COMPACT, GP_WORK_SAT, GP_WORK_ELEMENTWISE,
  GP_WORK_REDUCE_SHARED, GP_WORK_ELEMENTWISE_SHARED,  /* the same, where the host shares it among threads */
  GP_WORK_COUNT
} gp_work;

/* An n x 1 column view of data (shared/array_views.c). */
gp_array gp_column_view(const void *data, gp_dtype dtype, gp_location where, int64_t n);
/* Whether every one of the arrays (NULL entries skipped) lives in host memory (shared/array_views.c). */
int gp_all_on_host(const gp_array *const *arrays, int count);
/* The crossover in elements, for gpuprim_info and the docs. */
int64_t gp_crossover(gp_work work);

/* The ops a backend's reduce gets for options->extra: a sum of doubles in
 * double-double, each NaN element counted as 0 in the second, outside
 * gp_opcode's public values. */
#define GP_REDUCE_SUM_EXTRA ((gp_opcode) 64)
#define GP_REDUCE_SUM_EXTRA_OMITNAN ((gp_opcode) 65)
#define gp_op_is_extra(op) ((int) (op) == (int) GP_REDUCE_SUM_EXTRA || (int) (op) == (int) GP_REDUCE_SUM_EXTRA_OMITNAN)
/* The ops the backends get for complex arrays (gp_complex.c): the public op
 * plus GP_COMPLEX_OPS.  x and y (and a, b) are then parts views, whose
 * dtype names the parts' class, and shapes and counts are in complex
 * elements. */
#define GP_COMPLEX_OPS 128
#define gp_complex_op(op) ((gp_opcode) ((int) (op) + GP_COMPLEX_OPS))
#define gp_op_is_complex(op) ((int) (op) >= GP_COMPLEX_OPS)
#define gp_op_of_complex(op) ((gp_opcode) ((int) (op) -GP_COMPLEX_OPS))
/* The host's complex scans (fold 0) and reductions (fold 1) of the plain op
 * (scan_complex_host.c; the sort keys: complex_keys_host.c): Octave's
 * loops, with C's complex arithmetic and libm's hypot and atan2, as the
 * builtins have them; raw_arg:
 * gp_context_options.complex_arg_atan2. */
gp_status gp_host_complex(gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y, double *idx, gp_shape3 shape,
                          int fold, int raw_arg);
/* Whether op from class in to class out is a saturating "native" integer
 * sum, which only the scan computes (see gp_reduce; reduce_by_scan.c). */
int gp_reduce_is_saturating(gp_opcode op, gp_dtype in, gp_dtype out);
/* Whether a reduction runs each line in order, one worker per line: the
 * "native" product of integers (saturating at every step, which no regrouping
 * keeps) and of logical (AND). */
int gp_reduce_in_line_order(gp_opcode op, gp_dtype in, gp_dtype out);

/* The walk of gp_prod_native_dims: the folded dims and the kept ones, each
 * merged with its neighbours of the same kind (dims of 1 left out), fastest
 * first, with their steps in elements.  A slice starts where its kept
 * index says and runs through the folded dims in memory order. */
typedef struct gp_walk {
  int nfold, nkeep;
  int64_t fold_len[GP_MAX_DIMS], fold_step[GP_MAX_DIMS];
  int64_t keep_len[GP_MAX_DIMS], keep_step[GP_MAX_DIMS];
} gp_walk;
/* x's walk with dim d folded where folded[d] (shared/array_views.c). */
void gp_walk_of(const gp_array *x, const int *folded, gp_walk *w);
/* The host's walk (host/scan_host.c). */
gp_status gp_host_prod_walk(gp_dtype dtype, const void *x, void *y, const gp_walk *w);

/* Where each element of an elementwise operation of a and b reads: y's dims
 * (at least 1 of them) and, per dim, the element steps in a and b (0 along a
 * dim that a or b broadcasts). */
typedef struct gp_broadcast {
  int ndims;
  int64_t dims[GP_MAX_DIMS];
  int64_t a_step[GP_MAX_DIMS], b_step[GP_MAX_DIMS];
} gp_broadcast;


/* The host reference backend, implemented in kernels/host. */
gp_status gp_host_elementwise_extreme(gp_opcode op, gp_dtype dtype, const void *a, const void *b, void *y,
                                      const gp_broadcast *bc);
/* The same of complex elements (op GP_OP_MAX or GP_OP_MIN, parts of class
 * `parts`; raw_arg: gp_context_options.complex_arg_atan2). */
gp_status gp_host_extreme2_complex(gp_opcode op, gp_dtype parts, const void *a, const void *b, void *y,
                                   const gp_broadcast *bc, int raw_arg);
/* The forward inclusive scan of x (class in) into y (class out); idx: the
 * positions of cummax / cummin, or NULL.  Max and min go to
 * gp_host_scan_extreme. */
gp_status gp_host_scan(gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y, double *idx, gp_shape3 shape);
/* The same walk keeping only each line's last element (a reduction, in the
 * scan's order): y and idx have shape.outer * shape.inner elements. */
gp_status gp_host_fold(gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y, double *idx, gp_shape3 shape);
/* gp_host_fold and gp_host_elementwise_extreme, large ones shared among
 * team's threads (NULL: the caller's alone), cut by the array alone, so
 * that the bits never depend on the team (host_shared.c). */
gp_status gp_host_fold_shared(struct gp_copy_team *team, gp_opcode op, gp_dtype in, gp_dtype out, const void *x,
                              void *y, double *idx, gp_shape3 shape);
gp_status gp_host_elementwise_shared(struct gp_copy_team *team, gp_opcode op, gp_dtype dtype, const void *a,
                                     const void *b, void *y, const gp_broadcast *bc);
/* Whether those calls would share the work among team's threads (for the
 * crossover: shared work has its own, GP_WORK_*_SHARED). */
int gp_host_fold_shares(const struct gp_copy_team *team, gp_opcode op, gp_dtype in, gp_dtype out, gp_shape3 shape);
int gp_host_elementwise_shares(const struct gp_copy_team *team, const gp_broadcast *bc);
/* Both of them for max and min; fold as above. */
gp_status gp_host_scan_extreme(gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y, double *idx,
                               gp_shape3 shape, int fold);

/* ----- compaction (gp_compact.c) ----- */

/* One checked compaction: x(mask), or with mask NULL find's nonzero test on
 * x.  values and positions (double, 1-based) are the outputs wanted (either
 * may be NULL), each of capacity numel(x).  limit < 0 keeps every kept
 * element; else the first `limit` (the last with from_end).  complex_parts:
 * x and values are parts views, and an element is both parts (so the mask,
 * the positions and the counts have half the parts' numel). */
typedef struct gp_compact_call {
  gp_compact_algorithm algorithm;
  const gp_array *x;
  const gp_array *mask;
  gp_array *values;
  gp_array *positions;
  int64_t limit;
  int from_end;
  int complex_parts;
} gp_compact_call;

/* The bits of an element of dtype that make it nonzero: all of them, but
 * the sign bit of a float (-0 is zero; NaN has other bits set)
 * (compact_rules.c, as the next three). */
uint64_t gp_nonzero_bits(gp_dtype dtype);
/* A call's elements: their number, their bytes (both parts where complex),
 * and the nonzero bits of each 64-bit word of one (or of all of a
 * narrower one): a complex element is nonzero where either part is. */
int64_t gp_compact_numel(const gp_compact_call *c);
size_t gp_compact_elem_bytes(const gp_compact_call *c);
uint64_t gp_compact_nonzero(const gp_compact_call *c);
/* Where the kept range of `total` kept elements starts, and how long it is. */
void gp_compact_kept_range(int64_t total, int64_t limit, int from_end, int64_t *first, int64_t *kept);
gp_status gp_host_compact(const gp_compact_call *call, int64_t *count);
/* gp_find_subscripts on host memory. */
void gp_host_subscripts(double *positions, int64_t count, int64_t rows, double *cols);

/* ----- summed-area tables and box filters (gp_sat.c) ----- */

/* Pages of an array about an axis: m x n matrices (dims axis and axis + 1),
 * `pages` of them (the dims after), each element of a matrix `inner`
 * elements from the next (the dims before: 1 for axis 0, 2 for a complex
 * array's parts view). */
typedef struct gp_pages {
  int64_t inner, m, n, pages;
} gp_pages;

gp_pages gp_pages_of(const gp_array *a, int axis);  /* shared/array_views.c */
gp_status gp_host_boxfilter(const gp_array *x, int axis, int64_t h, int64_t w, gp_array *y);

/* ----- class conversion (gp_convert.c) ----- */

/* y = x in y's class (convert_rules.h), both on the host. */
gp_status gp_host_convert(const gp_array *x, gp_array *y);

/* ----- a complex sort's keys (gp_complex.c) and the rearranging by an index (gp_sort.c) ----- */

gp_status gp_host_complex_keys(const gp_array *parts, int by_parts, gp_array *first, gp_array *second);
gp_status gp_host_take_along(const void *src, const double *positions, void *dst, size_t elem_size, gp_shape3 shape);

/* ----- sorting (gp_sort.c) ----- */

/* One checked sort: x along shape's lines into y (and idx, or NULL). */
typedef struct gp_sort_call {
  gp_sort_algorithm algorithm;
  const gp_array *x;
  gp_array *y;
  gp_array *idx;
  gp_shape3 shape;
  int order;  /* GP_KEY_DESCENDING, GP_KEY_NAN_FIRST, GP_KEY_NAN_LAST (sort_keys.h) */
  int kind;   /* the keys' kind (sort_keys.h): by value, or by abs */
} gp_sort_call;

gp_status gp_host_sort(const gp_sort_call *call);
/* ----- Calls spread over a context's members (gp_spread.c) ----- */

enum { GP_SPREAD_HELD = 12 }; /* scratch blocks a member may hold in one call */

/* One spread call: the members taking part and their scratch; `job` is
 * the call's own state, first[] its cut of elements or outer groups. */
typedef struct gp_spread {
  gp_context *ctx;
  int parts;                              /* members 0 .. parts - 1 take part */
  int64_t first[GP_MAX_DEVICES + 1];      /* member g's share: first[g] .. first[g + 1] - 1 */
  void *held[GP_MAX_DEVICES][GP_SPREAD_HELD];
  int nheld[GP_MAX_DEVICES];
  void *job;
} gp_spread;
typedef gp_status (*gp_spread_step)(gp_spread *t, int k);

/* Where a member's scratch lives (its device's memory, or the host's for
 * a host member), and a column view of n elements there. */
gp_location gp_member_place(const gp_context *member);
gp_array gp_member_column(const gp_context *member, void *data, gp_dtype dtype, int64_t n);
/* Scratch on member k, given back by gp_spread_finish. */
gp_status gp_spread_take(gp_spread *t, int k, size_t bytes, void **ptr);
/* Scratch of member k given back early (ptr NULL or not held: nothing). */
void gp_spread_give(gp_spread *t, int k, void *ptr);
/* Every member's queued work waited for, its scratch given back; st or the first error. */
gp_status gp_spread_finish(gp_spread *t, gp_status st);
/* step (t, k) for k = 0 .. parts - 1 at once: member 0 on the calling
 * thread, each other on a thread of its own, so that every device's copies
 * and launches go out together (one whose thread cannot start runs after
 * member 0).  The first member's error. */
gp_status gp_spread_each(gp_spread *t, gp_spread_step step);
/* The plan's pieces moved between the members at once, through the
 * device backend's collective library where the members are joined (NCCL:
 * kernels/cuda/exchange_nccl.c), queued on their streams;
 * GP_ERROR_BACKEND_UNAVAILABLE where they are not (or fewer members take
 * part), for the caller to copy peer to peer. */
struct gp_exchange;
gp_status gp_spread_exchange(gp_spread *t, const struct gp_exchange *plan);
/* parts = the members, at most count; first[] cuts count evenly among them. */
void gp_spread_cut(gp_spread *t, int64_t count);

/* Whether a checked scan (op as gp_scan_code takes it) spreads over the
 * context's members (gp_spreads, and what gp_scan_spread.c can cut), and
 * that scan. */
int gp_scan_spreads(const gp_context *ctx, gp_opcode op, const gp_scan_options *options, const gp_array *x,
                    const gp_array *y, const gp_array *idx, gp_shape3 shape);
gp_status gp_scan_spread(gp_context *ctx, gp_opcode op, const gp_scan_options *options, const gp_array *x,
                         gp_array *y, gp_array *idx, gp_shape3 shape);
/* Whether a checked sort spreads over the context's members (gp_spreads, and
 * a layout gp_sort_spread.c cuts: several outer groups, or one line), and
 * that sort, the options being gp_sort's own. */
int gp_sort_spreads(const gp_context *ctx, const gp_sort_call *call);
gp_status gp_sort_spread(gp_context *ctx, const gp_sort_options *options, const gp_sort_call *call);

/* ----- gp_unique's steps (gp_unique.c; runs_host.c / runs.cu,
 * index_moves_host.c / index_moves.cu) ----- */

/* Moves by 1-based double positions, of `cols` columns of elem_bytes
 * elements; column c of src starts c * src_rows elements in, of dst
 * c * dst_rows.  Gather: dst(k, c) = src(p(k) - 1, c) for k < count;
 * scatter: dst(p(k) - 1, c) = src(k, c), or without src (doubles, one
 * column) dst(p(k) - 1) = k + 1, the inverse of a permutation.  A position
 * that is not an integer in 1 .. the indexed side's rows is
 * GP_ERROR_INVALID_ARGUMENT, nothing written for it. */
typedef struct gp_index_move {
  const void *src;
  void *dst;
  const double *positions;
  int64_t count, cols, src_rows, dst_rows;
  size_t elem_bytes;
  int scatter;
} gp_index_move;

/* flags[0] = flags[rows] = 1; flags[k], 0 < k < rows: whether row k of x
 * (rows x cols of dtype, column-major) differs from row k - 1 in any
 * column, as !(a == b) decides (NaN differs from all, -0 equals 0). */
gp_status gp_host_run_starts(const void *x, gp_dtype dtype, int64_t rows, int64_t cols, unsigned char *flags);
gp_status gp_host_move_by_index(const gp_index_move *m);

/* gp_reduce_by_key's step (reduce_runs_host.c / reduce_runs.cu): out(r)
 * is op over the values of run r (0-based, in order), the runs marked by
 * flags (n + 1 of them, flags[0] = flags[n] = 1; a set flag starts a run);
 * *count (host memory) is the number of runs.  value_step 0 reads one
 * value for all.  Max and min skip NaN (a run of NaN gives +NaN) and keep
 * the earliest of equals; with has_init the result is Octave's
 * max (init, r) or min (init, r), init first.  Where out_keys is set,
 * out_keys(r) = the key (key_bytes wide) where run r starts.  With scan,
 * out(k) is op over element k's run up to k instead (count may be NULL; no
 * start value), from the run's first element itself; max and min give
 * +NaN until the run's first number. */
typedef struct gp_runs_reduce {
  gp_opcode op;
  gp_dtype dtype;
  const void *values;
  int64_t value_step;
  const unsigned char *flags;
  int64_t n;
  void *out;
  int has_init;
  double init;
  const void *keys;
  void *out_keys;
  size_t key_bytes;
  int scan;
  int64_t *count;
} gp_runs_reduce;
gp_status gp_host_reduce_runs(const gp_runs_reduce *call);


/* dst[k] = src[k] for k < n where every src[k] is a whole number in
 * [1, limit] (narrow_subscripts.c); 0 where one is not (dst then holds
 * 0 there). */
int gp_narrow_subscripts(const double *src, uint32_t *dst, size_t n, uint32_t limit);

/* gp_accumarray on host memory, no sort (accumulate_host.c): y (len
 * elements of dtype) from the values (value_step 0: one for all) added
 * at subs in order; fill (dtype's bytes) where none is; has_init and init
 * as for gp_runs_reduce.  A subscript that is no position of y is
 * GP_ERROR_INVALID_ARGUMENT (y then partly written). */
typedef struct gp_host_accumulate {
  gp_opcode op;
  gp_dtype dtype;
  const double *subs;
  int64_t n;
  const void *values;
  int64_t value_step;
  void *y;
  int64_t len;
  const unsigned char *fill;
  int has_init;
  double init;
} gp_host_accumulate;
gp_status gp_host_accumulate_in_order(const gp_host_accumulate *call);

/* count elements of elem_bytes (1, 2, 4 or 8) at dst set to value's bytes
 * (fill_host.c / fill.cu). */
gp_status gp_host_fill(void *dst, size_t elem_bytes, const unsigned char value[8], int64_t count);

/* gp_median's last step (median_host.c / median.cu): each line of the
 * sorted lines (NaN last) into one element of y, as gp_median says. */
typedef struct gp_median_call {
  const void *sorted;
  void *y;
  gp_dtype dtype;
  gp_shape3 shape;
  gp_median_pair pair;
  int omitnan;
} gp_median_call;
gp_status gp_host_median_of_sorted(const gp_median_call *call);

/* gp_lookup's and gp_histc's work (lookup_host.c / lookup.cu): each
 * element of y found in the table (lookup_search.h).  With counts (histc),
 * idx may be NULL and each element's bin, nonzero, adds 1 to
 * counts((o * n + bin - 1) * inner + i) for y's element (o, l, i) of shape. */
typedef struct gp_lookup_call {
  const void *table;
  int64_t n;
  const void *y;
  int64_t count;
  gp_dtype dtype;
  gp_lookup_options options;
  int histc;       /* bins as histc: 0 unless y <= the last edge */
  void *idx;       /* double, or logical for GP_LOOKUP_BOOL; may be NULL with counts */
  double *counts;  /* histc's counts, zeroed, or NULL */
  gp_shape3 shape; /* y's, along histc's axis */
} gp_lookup_call;
gp_status gp_host_lookup(const gp_lookup_call *call);

/* The radix select of gp_topk: of x's n keys (sort_keys.h: kind, order
 * with its width in bits), the one at 0-based rank in the stable sorted
 * order, found 8 bits at a time from the top, each pass counting the
 * digits of the keys under the prefix chosen so far.  Out: that key, how
 * many keys are smaller and how many equal it, and where keep is not
 * NULL, keep[i] = 1 for each element whose key is at most it (else 0):
 * the elements of ranks up to `rank` and the rest of its ties, below +
 * equal in all; with equal_only, only for the ties (equal of them).  x and
 * keep lie where the backend works. */
typedef struct gp_select_call {
  const void *x;
  gp_dtype dtype;
  int64_t n;
  int kind, order;
  int64_t rank;         /* 0 .. n - 1 */
  unsigned char *keep;  /* n bytes, or NULL */
  uint64_t threshold;   /* out: the key at rank */
  int64_t below;        /* out: the keys smaller than it */
  int64_t equal;        /* out: the keys equal to it */
  int equal_only;       /* keep marks the ties of the key at rank only */
} gp_select_call;
gp_status gp_host_select(gp_select_call *call);

/* gp_sortrows of a rows x cols matrix x (column-major) on host memory, by
 * a stable merge sort of its rows compared on the key columns (1-based,
 * negative descending) through gp_sort's keys: y (x's dtype and dims, not
 * x) and idx (rows doubles, 1-based, may be NULL) (host/sortrows_host.c). */
gp_status gp_host_sortrows(const void *x, gp_dtype dtype, int64_t rows, int64_t cols, const int *columns, int nkeys,
                           void *y, double *idx);

/* x's elements and 1-based positions where mask is nonzero, in order, into
 * values and positions (either may be NULL): the caller knows that the
 * mask keeps `kept`, and each holds kept + 1 (the host's branchless pass
 * writes one past the last kept); another count is GP_ERROR_INTERNAL
 * (gp_compact.c). */
gp_status gp_compact_known(gp_context *ctx, const gp_array *x, const gp_array *mask, gp_array *values,
                           gp_array *positions, int64_t kept);

/* ----- exclusive and reverse scans (scan_directed.c) ----- */

/* A gather along the axis: dst(o, k, i) = src(o, m, i) with
 * m = (reverse ? len - 1 - k : k) - shift, or `fill` where m < 0.  With
 * `positions` (double arrays of 1-based positions from a scan of the
 * reversed lines), a position p read becomes len + 1 - p. */
typedef struct gp_reorder {
  int reverse;
  int shift;
  int positions;
  unsigned char fill[8];
} gp_reorder;

/* The steps a backend offers on its own memory, for gp_scan_directed. */
typedef struct gp_scan_steps {
  void *state;
  gp_status (*alloc)(void *state, size_t bytes, void **ptr);
  void (*release)(void *state, void *ptr);
  gp_status (*reorder)(void *state, const void *src, void *dst, size_t elem_size, gp_shape3 shape,
                       const gp_reorder *how);
  /* the forward inclusive scan; idx NULL unless op is GP_OP_MAX or GP_OP_MIN */
  gp_status (*scan)(void *state, gp_opcode op, gp_scan_algorithm algorithm, gp_dtype in, gp_dtype out, const void *x,
                    void *y, double *idx, gp_shape3 shape);
  /* dst(o, 0, i) = src(o, len - 1, i): the last element of every line */
  gp_status (*last_of_lines)(void *state, const void *src, void *dst, size_t elem_size, gp_shape3 shape);
  /* -0 becomes +0 in `count` elements of class dtype (nothing for non-float classes) */
  gp_status (*zero_sign)(void *state, void *data, gp_dtype dtype, size_t count);
} gp_scan_steps;

/* The identity of op in class `out`, as the bytes of one element. */
void gp_scan_identity(gp_opcode op, gp_dtype out, unsigned char bytes[8]);

/* The scan that options ask for, on memory the steps reach: the forward
 * inclusive scan, with a reversed copy of x before it and a gather after it
 * where the options ask for them. */
gp_status gp_scan_directed(const gp_scan_steps *steps, gp_opcode op, const gp_scan_options *options, gp_dtype in,
                           gp_dtype out, const void *x, void *y, double *idx, gp_shape3 shape);

/* A reduction as the last element of each line's default inclusive scan
 * (reduce_by_scan.c); y and idx hold outer * inner elements.  Float sums
 * that come to -0 stay -0 here; gp_reduce makes them +0. */
gp_status gp_reduce_by_scan(const gp_scan_steps *steps, gp_opcode op, gp_dtype in, gp_dtype out, const void *x, void *y,
                            double *idx, gp_shape3 shape);

gp_status gp_host_reorder(const void *src, void *dst, size_t elem_size, gp_shape3 shape, const gp_reorder *how);
gp_status gp_host_last_of_lines(const void *src, void *dst, size_t elem_size, gp_shape3 shape);
gp_status gp_host_zero_sign(void *data, gp_dtype dtype, size_t count);
/* The "extra" sum of gp_reduce on host memory (reduce_sum_extra_host.c),
 * with omit each NaN element counted as 0. */
gp_status gp_host_sum_extra(const double *x, double *y, gp_shape3 shape, int omit);
/* The host backend's steps: plain memory (host_steps.c). */
const gp_scan_steps *gp_host_steps(void);

#ifdef __cplusplus
}
#endif

#endif
