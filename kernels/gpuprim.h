/* gpuprim.h - the public C API of libgpuprim.
 *
 * libgpuprim runs parallel primitives (scans, reductions, elementwise max
 * and min, compaction and find, sort, summed-area tables and box filters) on
 * an NVIDIA GPU through kernels of its own, or on the host through a plain C
 * reference backend that gives the same results.  It knows nothing of Octave: any C program can link it.
 *
 * Conventions
 *  - Every entry point returns a gp_status; GP_SUCCESS is 0.
 *  - Arrays are column-major N-d views (gp_array) that do not own their data;
 *    a view says whether its data lives in host or device memory.
 *  - Element counts and dimensions are 64-bit.
 *  - A context is not thread-safe: use one per thread.
 */
#ifndef GPUPRIM_H
#define GPUPRIM_H

#include <stddef.h>
#include <stdint.h>

#include "gp_version.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Status codes, in numbered ranges. */
typedef enum gp_status {
  GP_SUCCESS = 0,
  /* 100-199: the caller's arguments */
  GP_ERROR_INVALID_ARGUMENT = 100,
  GP_ERROR_NULL_POINTER = 101,
  GP_ERROR_UNSUPPORTED_DTYPE = 102,
  GP_ERROR_INVALID_DIM = 103,
  GP_ERROR_SHAPE_MISMATCH = 104,
  GP_ERROR_UNKNOWN_ALGORITHM = 105,
  GP_ERROR_WRONG_LOCATION = 106,
  GP_ERROR_UNSUPPORTED_ALGORITHM = 107,
  GP_ERROR_NAN_TO_LOGICAL = 108, /* gp_convert: a NaN bound for logical */
  /* 200-299: the environment */
  GP_ERROR_NO_DEVICE = 200,
  GP_ERROR_BACKEND_UNAVAILABLE = 201,
  GP_ERROR_HOST_OUT_OF_MEMORY = 202,
  /* 300-399: the device */
  GP_ERROR_DEVICE_OUT_OF_MEMORY = 300,
  GP_ERROR_LAUNCH_FAILED = 301,
  GP_ERROR_DEVICE = 302,
  /* 400-499: libgpuprim itself */
  GP_ERROR_INTERNAL = 400
} gp_status;

/* A short English sentence for a status; never NULL. */
const char *gp_status_string(gp_status status);
/* A stable identifier for a status, such as "deviceOutOfMemory". */
const char *gp_status_id(gp_status status);

/* Element types: every real numeric Octave class, and logical (one byte, 0 or 1). */
typedef enum gp_dtype {
  GP_DOUBLE = 0,
  GP_SINGLE,
  GP_INT8,
  GP_UINT8,
  GP_INT16,
  GP_UINT16,
  GP_INT32,
  GP_UINT32,
  GP_INT64,
  GP_UINT64,
  GP_LOGICAL,
  GP_DTYPE_COUNT
} gp_dtype;

size_t gp_dtype_size(gp_dtype dtype);      /* 0 for an invalid dtype */
const char *gp_dtype_name(gp_dtype dtype); /* Octave's class name */
int gp_dtype_is_integer(gp_dtype dtype);   /* int8..uint64 */

/* Where an array's data lives. */
typedef enum gp_location { GP_HOST = 0, GP_DEVICE = 1 } gp_location;

#define GP_MAX_DIMS 32
#define GP_MAX_DEVICES 16 /* devices a context may spread over */

/* A non-owning view of a column-major N-d array. */
typedef struct gp_array {
  void *data;
  gp_dtype dtype;
  gp_location location;
  int ndims;                  /* 0..GP_MAX_DIMS; 0 is a scalar */
  int64_t dims[GP_MAX_DIMS];
} gp_array;

/* Fill a view; returns GP_ERROR_INVALID_ARGUMENT for ndims out of range or a negative dim. */
gp_status gp_array_init(gp_array *a, void *data, gp_dtype dtype, gp_location location,
                        int ndims, const int64_t *dims);
int64_t gp_array_numel(const gp_array *a);
/* The same memory with axes first..last (0-based) taken as one axis, so that
 * a reduction along axis `first` of the result folds all of them (MATLAB's
 * VECDIM over adjacent dims) without moving data; GP_ERROR_INVALID_DIM for
 * first < 0 or last < first.  Axes past a's last are 1. */
gp_status gp_array_merge_axes(const gp_array *a, int first, int last, gp_array *merged);

/* Backends.  AUTO picks CUDA when a device is present, else the host reference. */
typedef enum gp_backend { GP_BACKEND_AUTO = 0, GP_BACKEND_HOST = 1, GP_BACKEND_CUDA = 2 } gp_backend;
const char *gp_backend_name(gp_backend backend);

/* A context holds the backend and, for CUDA, the device, a stream and a caching
 * pool for temporary device memory, so calls do not pay a cudaMalloc/cudaFree each. */
typedef struct gp_context gp_context;

/* How to open a context.  gp_context_options_init fills in the defaults;
 * change the fields you need, then call gp_context_create.  The library
 * reads no environment variable: a caller maps its own settings onto these
 * (the Octave gateway maps the GPUPRIM_* variables its README documents). */
typedef struct gp_context_options {
  size_t size;            /* sizeof (gp_context_options), as gp_context_options_init sets it: a
                             caller built against another layout is refused (GP_ERROR_INVALID_ARGUMENT) */
  gp_backend backend;     /* AUTO (default): CUDA where a device answers, else the host */
  int device;             /* CUDA device ordinal; -1 (default): the calling thread's current
                             device.  Each call makes it current on the calling thread. */
  void *stream;           /* a caller-owned cudaStream_t to queue the work on (the caller
                             keeps it alive and destroys it); NULL (default): one of the context's own */
  size_t memory_limit;    /* bytes the device pool may hold; 0 (default): no cap */
  int copy_threads;       /* host threads for large copies and host work, the caller
                             included; 0 (default): one per online CPU, at most 16 */
  long copy_spin_us;      /* how long an idle thread of them polls before it sleeps;
                             -1 (default): 200 us; 0: sleep at once */
  int crossover;          /* AUTO on a device: 1 (default) small host calls run on the host; 0: none do */
  int complex_arg_atan2;  /* how max and min (cum, elementwise but for Octave's plain pick) rank
                             complex elements of equal abs by arg: 0 (default) in (-pi, pi], -pi
                             counted as pi, as Octave 7-10; 1: as atan2 gives it, -pi first, as
                             Octave 11.  Sorts count -pi as pi either way, as both do. */
  int device_count;       /* how many devices a large call on host arrays may spread over: 0 or
                             1 (default): one, `device`; 2 .. GP_MAX_DEVICES: devices[0 ..
                             device_count - 1], devices[0] being the context's own (`device`
                             is then ignored).  An ordinal may repeat: several parts on one
                             device (how one GPU tests the spread).  On the host backend the
                             parts are host ones, for the same tests.  What spreads: gp_sort
                             and gp_scan of host arrays (their comments say how). */
  int devices[GP_MAX_DEVICES];
  /* The settings to measure against are in gp_measure.h. */
} gp_context_options;

/* The parts a context spreads large calls over (its device_count, at least 1). */
int gp_context_device_count(const gp_context *ctx);

/* The defaults, for `backend`. */
void gp_context_options_init(gp_context_options *options, gp_backend backend);
/* Create a context (options NULL: the defaults with AUTO).  Asking for CUDA
 * where there is none gives GP_ERROR_NO_DEVICE (GP_ERROR_BACKEND_UNAVAILABLE
 * when built without CUDA); a device ordinal past the last, GP_ERROR_NO_DEVICE. */
gp_status gp_context_create(gp_context **ctx, const gp_context_options *options);
/* gp_context_create with the defaults for `backend`. */
gp_status gp_context_create_backend(gp_context **ctx, gp_backend backend);
void gp_context_destroy(gp_context *ctx);
gp_backend gp_context_backend(const gp_context *ctx);
/* The device's name, or "host" for the host backend. */
const char *gp_context_device_name(const gp_context *ctx);
/* Wait for the work the context queued on device-resident arrays. */
gp_status gp_context_synchronize(gp_context *ctx);
/* The context's cudaStream_t (NULL for the host backend), for callers that order their own work. */
void *gp_context_stream(gp_context *ctx);
/* Cap the device memory the context's pool may hold (0 = no cap); for tests and shared GPUs.
 * Forward scans, reductions and compaction of host arrays past the cap stream through in pieces. */
gp_status gp_context_set_memory_limit(gp_context *ctx, size_t bytes);
/* Bytes the pool holds now: handed out, and cached for reuse. */
gp_status gp_context_pool_usage(const gp_context *ctx, size_t *in_use, size_t *cached);
/* Give the pool's cached blocks back to the device. */
gp_status gp_context_trim(gp_context *ctx);
/* The device's free and total memory now, as the driver counts them (every
 * process's allocations); GP_ERROR_BACKEND_UNAVAILABLE on the host backend. */
gp_status gp_context_device_memory(gp_context *ctx, size_t *free_bytes, size_t *total_bytes);

/* Device memory for device-resident arrays, from the context's caching pool
 * (GP_ERROR_BACKEND_UNAVAILABLE on the host backend). */
gp_status gp_device_alloc(gp_context *ctx, size_t bytes, void **ptr);
gp_status gp_device_free(gp_context *ctx, void *ptr);
/* Copy bytes between host and device memory after the context's queued work;
 * returns when the copy is done. */
gp_status gp_copy(gp_context *ctx, void *dst, gp_location dst_location, const void *src,
                  gp_location src_location, size_t bytes);

/* Whether this build of libgpuprim has the CUDA backend compiled in. */
int gp_have_cuda(void);
/* The runtime version, as GP_VERSION_NUMBER encodes it. */
int gp_version(void);
const char *gp_version_string(void);

/* ----- Operators: of the scans, the reductions and elementwise max and min ----- */

typedef enum gp_op {
  GP_OP_SUM = 0,  /* cumsum, sum */
  GP_OP_PROD = 1, /* cumprod, prod */
  GP_OP_MAX = 2,  /* cummax, max */
  GP_OP_MIN = 3   /* cummin, min */
} gp_op;

/* MATLAB's NaN flags, an option of the scans, reductions and elementwise
 * max and min (on classes without NaN they change nothing). */
typedef enum gp_nan_flag {
  GP_NAN_DEFAULT = 0, /* the builtin's own: sums and products include NaN, max and min omit it */
  GP_NAN_OMIT = 1,    /* "omitnan": a NaN element counts as 0 in a sum, 1 in a product */
  GP_NAN_INCLUDE = 2  /* "includenan": max and min give the first NaN (and its position) */
} gp_nan_flag;

/* MATLAB's "ComparisonMethod" of max and min, an option of the reductions
 * and elementwise max and min. */
typedef enum gp_comparison {
  GP_COMPARE_AUTO = 0, /* real: by value; complex: by abs, then arg in (-pi, pi] */
  GP_COMPARE_ABS = 1,  /* real: by magnitude, then a negative (angle pi, -0 too) after a
                          positive; complex pairs: MATLAB's rule (see gp_elementwise_extreme) */
  GP_COMPARE_REAL = 2  /* complex: by the real part, then the imaginary one; real: by value */
} gp_comparison;

/* ----- Scans ----- */

typedef enum gp_scan_algorithm {
  GP_SCAN_AUTO = 0,               /* the fastest correct choice (the look-back scan) */
  GP_SCAN_DECOUPLED_LOOKBACK = 1, /* single pass, decoupled look-back */
  GP_SCAN_KOGGE_STONE = 2,        /* block-level, double buffered; hierarchical across blocks */
  GP_SCAN_BRENT_KUNG = 3,         /* block-level; hierarchical across blocks */
  GP_SCAN_BLELLOCH = 4,           /* block-level, work-efficient exclusive; hierarchical across blocks */
  GP_SCAN_THREE_PHASE = 5,        /* block-level, coarsened; hierarchical across blocks */
  GP_SCAN_HIERARCHICAL = 6,       /* scan blocks, scan block sums recursively, add back */
  GP_SCAN_CHAINED = 7,            /* single pass, each tile waits for its predecessor */
  GP_SCAN_ALGORITHM_COUNT
} gp_scan_algorithm;

/* The algorithm of a name ("auto", "decoupled-lookback", "kogge-stone",
 * "brent-kung", "blelloch", "three-phase", "hierarchical", "chained"), or
 * GP_ERROR_UNKNOWN_ALGORITHM.  The host backend runs its sequential reference
 * for every algorithm: the names choose CUDA kernels. */
gp_status gp_scan_algorithm_from_name(const char *name, gp_scan_algorithm *algorithm);
const char *gp_scan_algorithm_name(gp_scan_algorithm algorithm);

/* What "cumsum (x, type)" gives: the output dtype for an input dtype and Octave's
 * "native" / "double" / default choice. */
typedef enum gp_accum { GP_ACCUM_DEFAULT = 0, GP_ACCUM_NATIVE = 1, GP_ACCUM_DOUBLE = 2 } gp_accum;
gp_dtype gp_sum_result_dtype(gp_dtype in, gp_accum accum);
/* The output dtype Octave's cumsum (with accum), cumprod, cummax or cummin
 * gives for input dtype `in`. */
gp_dtype gp_scan_result_dtype(gp_op op, gp_dtype in, gp_accum accum);

/* The options of gp_scan (gp_scan_options_init gives the defaults, all
 * zero but size).  exclusive and reverse are gpuprim's extensions to
 * Octave's functions:
 *   exclusive: y(k) combines the elements before k, and the first element of
 *              each line is the operator's identity (0 for sums, 1 for
 *              products, -Inf / +Inf for float cummax / cummin, the class's
 *              lowest / highest value for integers, false / true for
 *              logical); its position in idx is 0 (no element);
 *   reverse:   each line runs from its last element to its first (MATLAB's
 *              "reverse"); idx still counts positions from the line's start,
 *              and ties keep the element met first, the later one in the array.
 * Both together give y(k) = the combination of the elements after k.  They
 * cost one more pass over the output (exclusive, reverse) and one over the
 * input (reverse), with temporary storage of the same size.
 *   nan:       GP_NAN_OMIT for sums and products ("omitnan"), GP_NAN_INCLUDE
 *              for cummax and cummin; the look-back kernels alone run them
 *              (another algorithm is GP_ERROR_UNSUPPORTED_ALGORITHM);
 *   is_complex: x and y are complex arrays as parts views (gp_complex_of_parts),
 *              and axis counts the complex dims; see "Complex arrays". */
typedef struct gp_scan_options {
  size_t size;                  /* sizeof (gp_scan_options), as gp_scan_options_init sets it */
  gp_scan_algorithm algorithm;  /* GP_SCAN_AUTO */
  int exclusive;
  int reverse;
  gp_nan_flag nan;              /* GP_NAN_DEFAULT */
  int is_complex;
} gp_scan_options;

void gp_scan_options_init(gp_scan_options *options);

/* Inclusive scan of x along dimension `axis` (0-based) into y, which has x's
 * dims (options NULL: the defaults).  The output dtype chooses the
 * arithmetic, as Octave's functions do:
 *   GP_OP_SUM  y double           : accumulate in double (any input);
 *                y single, x single : accumulate in single;
 *                y integer == x     : saturating integer arithmetic at every
 *                                     step ("native");
 *                y logical == x     : running OR ("native" on logical);
 *   GP_OP_PROD y double (any input), or y single with x single;
 *   GP_OP_MAX, GP_OP_MIN
 *                y == x, any class: the running maximum or minimum.  NaN is
 *                skipped (a line that starts with NaN gives NaN up to its
 *                first number) and ties keep the earlier element.  idx, if
 *                not NULL, a double array of x's dims, gets the 1-based
 *                position along the axis of each running extreme, as
 *                [w, iw] = cummax (x) gives (a leading run of NaN points at
 *                the line's first element); other ops take idx NULL.
 * Other pairs give GP_ERROR_UNSUPPORTED_DTYPE, a comparison other than
 * GP_COMPARE_AUTO or an options size of another layout
 * GP_ERROR_INVALID_ARGUMENT.  x and y may live on the host or the device,
 * independently.  For host arrays the call returns with y complete; work on
 * device-resident arrays is queued on the context's stream
 * (gp_context_synchronize waits).  An axis at or past ndims scans lines of
 * length 1.  Floating-point results are bitwise reproducible run to run;
 * sums and products can differ from a sequential loop by rounding (the
 * grouping differs).  A context of several devices (device_count) spreads
 * large host arrays over them: floating-point sums and products then
 * differ from one device's by rounding too, integers, max and min not. */
gp_status gp_scan(gp_context *ctx, gp_op op, const gp_scan_options *options, const gp_array *x, gp_array *y,
                  gp_array *idx, int axis);

/* ----- Reductions ----- */

typedef enum gp_reduce_algorithm {
  GP_REDUCE_AUTO = 0,                       /* the fastest correct choice */
  GP_REDUCE_NEIGHBORED = 1,                 /* pairs by tid % (2 * stride): divergent warps */
  GP_REDUCE_NEIGHBORED_LESS_DIVERGENCE = 2, /* the same pairs from index = 2 * stride * tid */
  GP_REDUCE_INTERLEAVED = 3,                /* pairs stride apart, stride halving */
  GP_REDUCE_UNROLL2 = 4,                    /* interleaved, two loads per thread */
  GP_REDUCE_UNROLL_WARP8 = 5,               /* eight loads per thread, the last warp on shuffles */
  GP_REDUCE_COMPLETE_UNROLL = 6,            /* the same with the block size a compile-time constant */
  GP_REDUCE_BY_SCAN = 7,                    /* the last element of each line's inclusive scan */
  GP_REDUCE_ALGORITHM_COUNT
} gp_reduce_algorithm;

/* The algorithm of a name ("auto", "neighbored", "neighbored-less-divergence",
 * "interleaved", "unroll2", "unroll-warp8", "complete-unroll", "scan"), or
 * GP_ERROR_UNKNOWN_ALGORITHM.  As for scans, the names choose CUDA kernels; the
 * host backend runs its own fold for every name (see gp_reduce). */
gp_status gp_reduce_algorithm_from_name(const char *name, gp_reduce_algorithm *algorithm);
const char *gp_reduce_algorithm_name(gp_reduce_algorithm algorithm);

/* The options of gp_reduce (gp_reduce_options_init gives the defaults,
 * all zero but size):
 *   nan:      GP_NAN_OMIT for sums and products, each NaN element counted as
 *             0 / 1 (a NaN that the arithmetic makes, Inf - Inf, stays);
 *             GP_NAN_INCLUDE for max and min, a line with a NaN giving NaN
 *             and the position of its first NaN;
 *   compare:  GP_COMPARE_ABS for max and min of real classes, GP_COMPARE_REAL
 *             for complex ones (see gp_comparison);
 *   extra:    a double sum into double y in double-double arithmetic,
 *             Octave's sum (x, "extra"), more accurate where terms cancel;
 *             as with the builtin, an infinity or an overflow anywhere in a
 *             line gives NaN (other classes: GP_ERROR_UNSUPPORTED_DTYPE;
 *             Octave's "extra" on them is the "double" sum);
 *   is_complex: x and y are complex arrays as parts views; see "Complex arrays".
 * The NaN flags, the comparisons and extra run the default kernels, and the
 * scan (GP_REDUCE_BY_SCAN) gives GP_ERROR_UNSUPPORTED_ALGORITHM with them. */
typedef struct gp_reduce_options {
  size_t size;                    /* sizeof (gp_reduce_options), as gp_reduce_options_init sets it */
  gp_reduce_algorithm algorithm;  /* GP_REDUCE_AUTO */
  gp_nan_flag nan;                /* GP_NAN_DEFAULT */
  gp_comparison compare;          /* GP_COMPARE_AUTO */
  int extra;
  int is_complex;
} gp_reduce_options;

void gp_reduce_options_init(gp_reduce_options *options);

/* Reduce x along dimension `axis` (0-based) into y, whose dims are x's with
 * dims[axis] = 1 (an axis at or past ndims: y has x's dims); options NULL:
 * the defaults.  op and the dtypes are those of gp_scan: GP_OP_SUM (sum,
 * with y double, the class of x for "native", or single for single),
 * GP_OP_PROD (prod), GP_OP_MAX and GP_OP_MIN (max and min: y of x's
 * class; NaN skipped unless a whole line is NaN; idx, if not NULL, a double
 * array of y's dims, gets the 1-based position of the first extreme).  A
 * line of length 0 gives the identity (0 for sums, 1 for products); max and
 * min of such lines have no elements (y has dims[axis] = 0: pass y with
 * that dim, and the call does nothing).  A sum that comes to zero is +0, as
 * Octave's loop from 0 gives.
 *
 * Integer results, logical results, max and min are exact, equal to the
 * builtins'.  "native" integer sums saturate at every step, as Octave's do;
 * that depends on the order, so they always run as GP_REDUCE_BY_SCAN (the
 * clamp maps of gp_scan), "auto" included, and the classic names, whose
 * trees reorder, give GP_ERROR_UNSUPPORTED_ALGORITHM.  On the GPU,
 * floating-point sums and products group the elements differently from a
 * loop, so they can differ from the builtin by rounding; every algorithm
 * gives the same bits run to run on the same GPU.  The host backend folds
 * each line in order (the builtin's bits), sharing large calls among the
 * context's threads, except that a single line of at least 2^15 elements
 * of a float class summed into that class is summed in blocks of 8192
 * elements, then the blocks' sums in order: the same bits with any number
 * of threads. */
gp_status gp_reduce(gp_context *ctx, gp_op op, const gp_reduce_options *options, const gp_array *x, gp_array *y,
                    gp_array *idx, int axis);

/* The "native" product of an integer or logical x over several dims at
 * once: axes[0..naxes) 0-based, ascending and distinct (an axis at or past
 * x's ndims is a dim of 1; with none, y is x).  Each slice's elements are multiplied in their
 * order in memory, which is the order of the slice's own column-major
 * index; an integer product saturates at every step, as Octave's loop does,
 * and a logical one is AND.  y has x's class and x's dims with those dims
 * 1; an empty slice gives 1 (true).  With other dims between the axes this
 * is the one call that keeps each slice's order: gp_reduce run after run
 * would multiply partial products, which saturate differently.  Other
 * classes are GP_ERROR_UNSUPPORTED_DTYPE; axes out of order or past
 * GP_MAX_DIMS, GP_ERROR_INVALID_DIM.  Locations as for gp_scan. */
gp_status gp_prod_native_dims(gp_context *ctx, const gp_array *x, gp_array *y, int naxes, const int *axes);

/* ----- Elementwise max and min ----- */

/* The options of gp_elementwise_extreme (gp_extreme_options_init gives
 * the defaults, all zero but size): nan and compare as gp_reduce's, and
 * is_complex: a, b and y are complex arrays as parts views. */
typedef struct gp_extreme_options {
  size_t size;            /* sizeof (gp_extreme_options), as gp_extreme_options_init sets it */
  gp_nan_flag nan;        /* GP_NAN_DEFAULT */
  gp_comparison compare;  /* GP_COMPARE_AUTO */
  int is_complex;
} gp_extreme_options;

void gp_extreme_options_init(gp_extreme_options *options);

/* Octave's max (a, b) / min (a, b), elementwise (op GP_OP_MAX or
 * GP_OP_MIN; options NULL: the defaults): a, b and y of one class
 * (Octave's class rules are the caller's: convert first), y of the
 * broadcast dims of a and b (each dim equal in both, or 1 in one of them;
 * gp_broadcast_result_dims gives them).  As in Octave's loop over arrays,
 * y = isnan (b) ? a : (a >= b ? a : b) for max (a <= b for min): NaN loses
 * to a number, and of equal values (-0 and +0 too) a's is taken.  (Octave's
 * loops with a scalar a take b's: swap them.)  The options order the pair
 * as gp_reduce orders a line of two: GP_NAN_INCLUDE (a NaN in either wins,
 * a's where both are), GP_COMPARE_ABS (by magnitude, then a negative over a
 * positive); on a class without NaN the flag is dropped, and
 * GP_COMPARE_REAL is the value's order.
 *
 * Complex (options->is_complex; the broadcast over the complex dims): y =
 * abs (a) >= abs (b) ? a : (a has a NaN part ? a : b), <= for min, so a
 * NaN in either operand wins and ties take a's element.  With any option
 * the order is MATLAB's, b's element where it ranks strictly first, else
 * a's: GP_COMPARE_ABS by abs, then arg (as gp_reduce's complex max), a NaN
 * losing to a number; with GP_NAN_INCLUDE the same with a NaN winning;
 * GP_COMPARE_REAL by the real part, then the imaginary one.  Locations as
 * for gp_scan. */
gp_status gp_elementwise_extreme(gp_context *ctx, gp_op op, const gp_extreme_options *options, const gp_array *a,
                                 const gp_array *b, gp_array *y);
/* Give y the broadcast dims of a and b, or GP_ERROR_SHAPE_MISMATCH where a
 * dim differs and neither is 1.  y's data, dtype and location are left alone. */
gp_status gp_broadcast_result_dims(const gp_array *a, const gp_array *b, gp_array *y);

/* Give y (and so idx) the dims gp_reduce wants for x along axis: x's dims
 * with dims[axis] = 1, or 0 for GP_OP_MAX and GP_OP_MIN of lines of
 * length 0.  y's data, dtype and location are left as they are. */
void gp_reduce_result_dims(gp_op op, const gp_array *x, int axis, gp_array *y);


/* ----- Complex arrays ----- */

/* A complex array travels as its parts: a double or single view of dims
 * (2, d1, ..., dn), each element's real part followed by its imaginary part
 * (the layout of C99's complex types and of Octave's arrays).  z gets the
 * complex array's own dims (d1, ..., dn) over the same data; a view that is
 * not double or single is GP_ERROR_UNSUPPORTED_DTYPE, one whose first dim is
 * not 2 GP_ERROR_SHAPE_MISMATCH. */
gp_status gp_complex_of_parts(const gp_array *parts, gp_array *z);

/* gp_scan and gp_reduce with options->is_complex: complex x into complex y,
 * both parts views, along the complex array's axis `axis` (0-based: not
 * counting the parts' dim).  idx, for max and min, is a double view of y's
 * complex dims.  As Octave's builtins compute them:
 *   GP_OP_SUM        the parts summed as real numbers (the real scan and
 *                      reduction over the parts' axis + 1);
 *   GP_OP_PROD       C99's complex product at every step (Annex G's
 *                      infinities included); a reduction starts from 1;
 *   GP_OP_MAX / MIN  by abs, then by arg in (-pi, pi] (-pi counted as pi)
 *                      (gp_reduce alone: GP_COMPARE_REAL, by the real part,
 *                      then the imaginary one; GP_COMPARE_ABS is
 *                      GP_ERROR_INVALID_ARGUMENT, being the default);
 *                      abs is hypot as glibc computes it; ties keep the
 *                      earlier element; an element with a NaN part is
 *                      skipped (a line of NaN gives its first), where
 *                      Octave's loop lets one with an infinite part compete
 *                      as abs Inf after the line's first number;
 *   the NaN flags      GP_NAN_OMIT counts an element with a NaN part as 0 /
 *                      1 in sums / products; GP_NAN_INCLUDE makes the first
 *                      such element win in max and min.
 * Classes: y of x's class; sums and products of single x may go to double
 * y.  The complex kernels are the look-back scan (GP_SCAN_AUTO or
 * GP_SCAN_DECOUPLED_LOOKBACK) and the default reduction (GP_REDUCE_AUTO);
 * other names give GP_ERROR_UNSUPPORTED_ALGORITHM, except for plain sums,
 * and so do exclusive, reverse and extra.  On the GPU products group
 * differently from a loop (as real ones do), except on lines whose product
 * has an infinite or NaN part, which are multiplied again in the loop's
 * order; arg comes from the GPU's atan2, which decides only ties of abs.
 * Host arrays past the device's memory are not streamed in pieces.  For the
 * products, and wherever idx is given, x and y must not overlap (those
 * lines, and the positions' pass of the extremes, read x again after y is
 * written). */

/* ----- Stream compaction ----- */

typedef enum gp_compact_algorithm {
  GP_COMPACT_AUTO = 0,         /* fused single pass: tile counts, decoupled look-back, scatter */
  GP_COMPACT_SCAN_SCATTER = 1, /* flags, exclusive scan of the flags, scatter */
  GP_COMPACT_ALGORITHM_COUNT
} gp_compact_algorithm;

/* The algorithm of a name ("auto", "scan-scatter"), or GP_ERROR_UNKNOWN_ALGORITHM. */
gp_status gp_compact_algorithm_from_name(const char *name, gp_compact_algorithm *algorithm);
const char *gp_compact_algorithm_name(gp_compact_algorithm algorithm);

/* The options of gp_compact (gp_compact_options_init gives the defaults:
 * GP_COMPACT_AUTO, real arrays).  is_complex: x and y are parts views
 * (gp_complex_of_parts) of one class, each complex element kept and moved
 * whole; the mask and *count count complex elements, and y needs the
 * parts' capacity. */
typedef struct gp_compact_options {
  size_t size;  /* sizeof (gp_compact_options), as gp_compact_options_init sets it */
  gp_compact_algorithm algorithm;
  int is_complex;
} gp_compact_options;

void gp_compact_options_init(gp_compact_options *options);

/* Octave's x(mask) for a logical mask of x's numel: the elements of x whose
 * mask byte is nonzero, in order, into y (x's dtype), and their number into
 * *count (options NULL: the defaults).  y's dims give its capacity, which
 * must be at least numel(x): the count is only known at the end.  Only the
 * first *count elements of y are written.  Any locations; with the CUDA
 * backend a host y receives just the kept elements. */
gp_status gp_compact(gp_context *ctx, const gp_compact_options *options, const gp_array *x, const gp_array *mask,
                     gp_array *y, int64_t *count);

/* The options of gp_find (gp_find_options_init gives the defaults: every
 * nonzero element, from the start, GP_COMPACT_AUTO, real arrays).
 *   limit:      < 0 keeps them all; >= 0 keeps the first `limit` of them,
 *               or with from_end the last `limit`, in order (find (x, n,
 *               "last"));
 *   is_complex: x and values are parts views, as gp_compact's; the
 *               positions, the limit and *count count complex elements;
 *               nonzero, as Octave's: either part nonzero (NaN too; -0 is
 *               zero). */
typedef struct gp_find_options {
  size_t size;  /* sizeof (gp_find_options), as gp_find_options_init sets it */
  gp_compact_algorithm algorithm;
  int64_t limit;
  int from_end;
  int is_complex;
} gp_find_options;

void gp_find_options_init(gp_find_options *options);

/* Octave's find(x): the 1-based linear positions (as doubles) of the nonzero
 * elements of x, in order, into positions, and with values (x's dtype; may be
 * NULL) the elements themselves (options NULL: the defaults).  NaN is
 * nonzero; -0 is zero.  *count gets the number kept.  positions and values
 * need a capacity (numel of their dims) of at least numel(x). */
gp_status gp_find(gp_context *ctx, const gp_find_options *options, const gp_array *x, gp_array *positions,
                  gp_array *values, int64_t *count);
/* The first `count` of gp_find's positions, of an array with `rows` rows
 * (>= 1), turned into find's [i, j]: rows in place in positions, columns
 * (counting on through the pages of an N-d array) into cols; both double,
 * where positions lie, with capacity for count.  Host positions are split
 * on the host, device ones on the device. */
gp_status gp_find_subscripts(gp_context *ctx, gp_array *positions, int64_t count, int64_t rows, gp_array *cols);

/* ----- Summed-area tables and box filters ----- */

/* The summed-area table over dims axis + 1 and axis + 2 of x (axis 0: of
 * every page), a table for each element of the dims before (axis 1 of a
 * (re, im) view: a complex array's table): cumsum (cumsum (x, 1), 2) with
 * cumsum's classes (gp_sum_result_dtype with GP_ACCUM_DEFAULT gives y's
 * dtype: single for single, else double).  y has x's dims. */
gp_status gp_sat(gp_context *ctx, const gp_array *x, int axis, gp_array *y);

/* The mean over an h x w box around each element of every page of x, with
 * zeros outside: conv2 (x, ones (h, w) / (h*w), "same") page by page (over
 * dims axis + 1 and axis + 2, as gp_sat's).  The
 * box covers rows i - h + 1 + floor(h/2) .. i + floor(h/2) (and columns the
 * same way with w), as conv2's "same" centre does.  x and y are double, or
 * single (summed in double); computed from a double summed-area table with
 * four reads per output, so the work per element does not depend on h and w. */
gp_status gp_boxfilter(gp_context *ctx, const gp_array *x, int axis, int64_t h, int64_t w, gp_array *y);

/* ----- Class conversion ----- */

/* y = x in y's class, element by element, as Octave's double (), single (),
 * int8 () ... logical () convert: to an integer class a float is rounded
 * (halves away from zero) and held to the class's range, NaN going to 0;
 * integers are held to the range; to a float class, the nearest value; to
 * logical, nonzero is true, and a NaN is GP_ERROR_NAN_TO_LOGICAL (y's
 * contents then unspecified).  x and y have the same dims and do not
 * overlap; a complex array converts as its (re, im) parts view. */
gp_status gp_convert(gp_context *ctx, const gp_array *x, gp_array *y);

/* ----- Sorting ----- */

typedef enum gp_sort_algorithm {
  GP_SORT_AUTO = 0,     /* the fastest correct choice: LSD radix sort, 8-bit digits (one-sweep look-back
                           passes for long lines, one block per line or one thread per line for short ones) */
  GP_SORT_ONESWEEP = 1, /* every line through the one-sweep passes, one line after another */
  GP_SORT_SPLIT = 2,    /* the 1-bit split radix sort: one exclusive scan and one scatter per key bit */
  GP_SORT_ALGORITHM_COUNT
} gp_sort_algorithm;

/* The algorithm of a name ("auto", "onesweep", "split"), or GP_ERROR_UNKNOWN_ALGORITHM. */
gp_status gp_sort_algorithm_from_name(const char *name, gp_sort_algorithm *algorithm);
const char *gp_sort_algorithm_name(gp_sort_algorithm algorithm);

/* Where a sort puts NaN (MATLAB's "MissingPlacement"): AUTO is gp_sort's
 * (last ascending, first descending), FIRST and LAST put them at that end
 * in either direction, in input order. */
typedef enum gp_sort_missing {
  GP_SORT_MISSING_AUTO = 0,
  GP_SORT_MISSING_FIRST = 1,
  GP_SORT_MISSING_LAST = 2
} gp_sort_missing;

/* What a sort compares (MATLAB's "ComparisonMethod" for real arrays):
 * VALUE, gp_sort's order; ABS, the builtins' order of complex numbers taken
 * by real ones: abs, then arg (positives before negatives of the same
 * abs, +0 before -0); unsigned and logical arrays sort as by VALUE. */
typedef enum gp_sort_compare {
  GP_SORT_BY_VALUE = 0,
  GP_SORT_BY_ABS = 1
} gp_sort_compare;

/* Every choice of a sort. */
typedef struct gp_sort_options {
  size_t size;                 /* sizeof (gp_sort_options), as gp_sort_options_init sets it */
  gp_sort_algorithm algorithm;
  int descending;              /* nonzero: "descend" */
  gp_sort_missing missing;     /* where NaN goes */
  gp_sort_compare compare;     /* by value, or by abs then arg */
} gp_sort_options;

/* The defaults: GP_SORT_AUTO, ascending, NaN as gp_sort puts it, by value. */
void gp_sort_options_init(gp_sort_options *options);

/* Octave's [y, idx] = sort (x, axis + 1) into y (x's dtype and dims) and,
 * where idx is not NULL, idx (double, x's dims: the 1-based position along
 * the axis of each output element); options NULL: the defaults.  The order
 * is the builtin's, bit for bit: NaN (of either sign) after every number
 * when ascending and before them when descending; -0 and +0 equal; equal
 * elements, NaN among them, in input order in both directions; integers of
 * all 64 bits.  Descending reverses the order, ties staying in input order;
 * NaN goes where `missing` says; a missing or compare of another value is
 * GP_ERROR_INVALID_ARGUMENT, a short size field too.  x and y must not
 * overlap.  Locations as for gp_scan.  Index outputs need lines shorter
 * than 2^32 elements (GP_ERROR_INVALID_ARGUMENT beyond).  The host backend
 * runs its own stable radix sort for every name.  A context of several
 * devices (device_count) spreads large host arrays over them, with the same
 * results. */
gp_status gp_sort(gp_context *ctx, const gp_sort_options *options, const gp_array *x, gp_array *y, gp_array *idx,
                  int axis);

/* The two keys whose stable sorts, by second and then by first, order
 * complex numbers as Octave's sort orders them: by abs (hypot as glibc
 * computes it), then by arg in (-pi, pi] (-pi counted as pi); or, by_parts
 * (MATLAB's "ComparisonMethod", "real"), by the real part, then the
 * imaginary one.  An element with a NaN part has both keys NaN, so that
 * the sorts place it as a NaN.  parts: a parts view (gp_complex_of_parts),
 * double or single; first and second: its class and the complex array's
 * dims.  On the GPU arg is its atan2, which decides only ties of abs. */
gp_status gp_complex_sort_keys(gp_context *ctx, const gp_array *parts, int by_parts, gp_array *first,
                               gp_array *second);

/* y = x rearranged along `axis` (0-based) as a sort's index rearranges
 * its input: y(.., k, ..) = x(.., positions(.., k, ..), ..), positions
 * 1-based (double, of x's dims).  y has x's class and dims; x and y must
 * not overlap.  With complex, x and y are parts views (a leading 2, then
 * positions' dims) and each element moves with both its parts.  A
 * position that is not an integer from 1 to the axis's length is
 * GP_ERROR_INVALID_ARGUMENT, and y is then left unspecified.  Locations
 * as for gp_scan. */
gp_status gp_take_along(gp_context *ctx, const gp_array *x, const gp_array *positions, gp_array *y, int axis,
                        int complex);

/* What gp_sortrows sorts by: Octave's sortrows (A, C). */
typedef struct gp_sortrows_options {
  size_t size;                 /* sizeof (gp_sortrows_options), as gp_sortrows_options_init sets it */
  gp_sort_algorithm algorithm; /* the sort of each key column */
  int ncolumns;                /* how many keys columns holds; 0: every column, first to last, ascending */
  const int *columns;          /* 1-based columns of x, most significant first; a negative one descends */
} gp_sortrows_options;

/* The defaults: every column ascending, GP_SORT_AUTO. */
void gp_sortrows_options_init(gp_sortrows_options *options);

/* Octave's [y, idx] = sortrows (x, C) for a matrix x (ndims at most 2):
 * its rows ordered by the key columns, each key compared as gp_sort
 * compares (NaN last ascending and first descending, -0 and 0 equal),
 * equal rows in input order.  y has x's dtype and dims; idx, where not
 * NULL, is double of x's rows x 1: the 1-based row of x each row of y came
 * from.  One stable sort per key column, the last key first, each moving
 * the row order so far (gp_take_along); then every column moved once.
 * With GP_SORT_AUTO, a matrix whose rows log2 rows is under 6000 per key
 * column (300 where the passes would run on the host: few rows, many
 * keys) goes instead by a stable merge sort of its rows on the host,
 * compared key by key in the same order (a device x is copied there and
 * back).  Scratch memory is taken where x lies (the
 * context's pool for a device x).  A column out of 1..columns (x) or 0 is GP_ERROR_INVALID_ARGUMENT,
 * an x of more than two dims GP_ERROR_SHAPE_MISMATCH.  Locations as for
 * gp_scan; x and y must not overlap. */
gp_status gp_sortrows(gp_context *ctx, const gp_sortrows_options *options, const gp_array *x, gp_array *y,
                      gp_array *idx);

/* y = the elements first .. first + m - 1 along `axis` (0-based) of x,
 * where m is y's length along axis: y has x's dtype and x's dims but
 * along axis (an axis past x's dims has length 1).  A parts view of a
 * complex array moves both parts with axis counted after its leading 2.
 * One copy (a 2-D one where the slice is not contiguous) between any
 * locations; first + m past x's length is GP_ERROR_INVALID_ARGUMENT. */
gp_status gp_slice_along(gp_context *ctx, const gp_array *x, int axis, int64_t first, gp_array *y);

/* How gp_topk finds the elements it keeps. */
typedef enum gp_topk_algorithm {
  GP_TOPK_AUTO = 0,   /* the faster where measured: the select on the host backend for a vector of 256
                         or more with first + k up to n / 4 (gp_median: 16384 or more), else the sort */
  GP_TOPK_SORT = 1,   /* each line sorted whole, then cut */
  GP_TOPK_SELECT = 2, /* a vector: radix select of the key at rank first + k (8-bit digits from the top,
                         counting only keys under the prefix so far), the elements at or before it
                         compacted in order, then only they sorted; other shapes as GP_TOPK_SORT */
  GP_TOPK_ALGORITHM_COUNT
} gp_topk_algorithm;

/* The algorithm of a name ("auto", "sort", "select"), or GP_ERROR_UNKNOWN_ALGORITHM. */
gp_status gp_topk_algorithm_from_name(const char *name, gp_topk_algorithm *algorithm);
const char *gp_topk_algorithm_name(gp_topk_algorithm algorithm);

/* What gp_topk picks: MATLAB's maxk and mink. */
typedef struct gp_topk_options {
  size_t size;                 /* sizeof (gp_topk_options), as gp_topk_options_init sets it */
  gp_sort_algorithm algorithm; /* the sort that orders each line (or, selecting, the kept elements) */
  int64_t k;                   /* how many of each line; a line shorter than k gives all of it */
  int largest;                 /* nonzero: the largest first (maxk); 0: the smallest first (mink) */
  gp_sort_compare compare;     /* by value, or by abs (MATLAB's "ComparisonMethod", "abs") */
  int64_t first;               /* how many of each sorted line to pass over first (nth_element) */
  gp_topk_algorithm method;    /* sort, or select then sort (the results are the same) */
} gp_topk_options;

/* The defaults: k = 1, the largest, GP_SORT_AUTO, by value, from the
 * first, GP_TOPK_AUTO. */
void gp_topk_options_init(gp_topk_options *options);

/* [y, idx] = maxk (x, k, axis + 1), or mink: the first min (k, n) elements
 * of each line along axis of the stable sort of x, descending for the
 * largest (NaN first, as gp_sort puts them) and ascending for the smallest
 * (NaN last); equal elements in input order.  With `first`, the elements
 * first + 1 .. first + min (k, n - first) of the sorted line (Octave's
 * nth_element).  y has x's dtype and dims but that many along axis; idx,
 * where not NULL, is double of y's dims:
 * the 1-based position along the axis of each element.  Scratch for the
 * sorted lines is taken where the sort runs (the context's pool when it
 * runs on the device).  k < 0, and first < 0 or past a line, are
 * GP_ERROR_INVALID_ARGUMENT.  Locations as for gp_scan; x and y must not
 * overlap. */
gp_status gp_topk(gp_context *ctx, const gp_topk_options *options, const gp_array *x, gp_array *y, gp_array *idx,
                  int axis);

/* What gp_unique keeps: Octave's unique options. */
typedef struct gp_unique_options {
  size_t size;                 /* sizeof (gp_unique_options), as gp_unique_options_init sets it */
  gp_sort_algorithm algorithm; /* the sort that brings equal elements together */
  int rows;                    /* nonzero: the unique rows of a matrix ("rows") */
  int last;                    /* nonzero: i gives each value's last position ("last", "legacy") */
  int stable;                  /* nonzero: y in the order of first appearance ("stable") */
} gp_unique_options;

/* The defaults: elements, sorted, first positions, GP_SORT_AUTO. */
void gp_unique_options_init(gp_unique_options *options);

/* Octave's [y, i, j] = unique (x, ...) of x's n elements taken as one
 * column (with rows: of the n rows of a matrix x of c columns).  Equal
 * means ==: NaN is never equal (each NaN kept), -0 equals 0.  Sorted, y
 * holds the last element of each run of equals in the stable sort (as
 * unique deletes the earlier ones); stable, the first of each in input
 * order.  *count gets the number m of unique elements (rows); y (x's
 * dtype) gets m (m x c, column-major and packed) and needs x's numel as
 * capacity; i (double, capacity n, may be NULL) the 1-based positions in x
 * of y's elements (first or last of each run; stable: first); j (double,
 * n, may be NULL) for each element of x its position in y.  Scratch of a
 * few times x's size is taken where the sort runs.  rows with an x of
 * more than two dims is GP_ERROR_SHAPE_MISMATCH.  Locations as for
 * gp_scan; x must not overlap the outputs. */
gp_status gp_unique(gp_context *ctx, const gp_unique_options *options, const gp_array *x, gp_array *y, gp_array *i,
                    gp_array *j, int64_t *count);

/* How a median of an even count combines its middle pair a <= b, in x's
 * class: the formulas Octave's median uses, which differ by release and
 * by shape. */
typedef enum gp_median_pair {
  /* (a + b) / 2, the sum from +0 as Octave's sum (-0 and -0 give +0);
   * integers: the sum saturating, then halved rounding half away from
   * zero (Octave 7: sum (.., "native") / 2; Octave 9 on, "omitnan" over
   * several lines where x holds a NaN) */
  GP_MEDIAN_SUM_HALVED = 0,
  /* floats (a + b) / 2; integers without overflow: a + (b - a) / 2 where
   * both have one sign (nonzero), else (a + b) / 2, each halving rounding
   * half away from zero (Octave 9 on, an array of several lines) */
  GP_MEDIAN_SAFE_SUM = 1,
  /* floats a + (b - a) / 2, or a + b where either is infinite, but
   * (a + b) / 2 where omitnan left NaN out; integers as
   * GP_MEDIAN_SAFE_SUM (Octave 9 on, one line: a vector) */
  GP_MEDIAN_SAFE_MIDPOINT = 2,
  GP_MEDIAN_PAIR_COUNT
} gp_median_pair;

typedef struct gp_median_options {
  size_t size;                 /* sizeof (gp_median_options), as gp_median_options_init sets it */
  gp_sort_algorithm algorithm; /* the sort of each line */
  gp_median_pair pair;         /* the middle pair's formula */
  int omitnan;                 /* nonzero: the median of each line's numbers ("omitnan"); else NaN where a line has one */
  gp_topk_algorithm method;    /* as gp_topk's: a vector's middle by radix select, or each line sorted */
} gp_median_options;

/* The defaults: GP_MEDIAN_SAFE_SUM, NaN kept, GP_SORT_AUTO, GP_TOPK_AUTO
 * (select for a vector of 16384 or more on the host backend, else the
 * sort). */
void gp_median_options_init(gp_median_options *options);

/* y = the median of each line of x along axis (0-based), in x's class
 * (real numeric; logical as uint8 is taken by value): of n numbers in
 * ascending order, the ((n + 1) / 2)-th where n is odd, else the middle
 * pair combined by options->pair.  A line with NaN gives NaN (+NaN, as
 * Octave's NaN constant), or with omitnan the median of its numbers (NaN
 * where it has none); an Inf - Inf in the pair gives the NaN x86
 * arithmetic makes (sign set).  y has x's dims with 1 along axis; a line
 * of no elements gives NaN (0 for integers).  Each line is sorted into
 * scratch where the sort runs.  Locations as for gp_scan. */
gp_status gp_median(gp_context *ctx, const gp_median_options *options, const gp_array *x, gp_array *y, int axis);

/* What gp_lookup answers: Octave's lookup (table, y, opt). */
typedef enum gp_lookup_match {
  GP_LOOKUP_INTERVAL = 0, /* the interval of each y (opt "", "l", "r", "lr") */
  GP_LOOKUP_INDEX = 1,    /* opt "m": the interval where its start equals y, else 0 */
  GP_LOOKUP_BOOL = 2      /* opt "b": whether y is in the table (idx logical) */
} gp_lookup_match;

typedef struct gp_lookup_options {
  size_t size;             /* sizeof (gp_lookup_options), as gp_lookup_options_init sets it */
  gp_lookup_match match;
  int left, right;         /* "l": the first interval reaches to -Inf (idx >= 1); "r": the last to +Inf (idx <= n - 1) */
} gp_lookup_options;

/* The defaults: intervals, neither end extended. */
void gp_lookup_options_init(gp_lookup_options *options);

/* Octave's idx = lookup (table, y, opt): table, of n elements and y's
 * class, is sorted ascending, or descending where its first element is
 * greater than its last; idx(i) is how many of the table's leading
 * elements are <= y(i) (>= where descending), by binary search, so 0
 * below the table and n above it or for NaN.  idx is double of y's
 * dims (logical for GP_LOOKUP_BOOL).  match with left or right is
 * GP_ERROR_INVALID_ARGUMENT.  Locations as for gp_scan. */
gp_status gp_lookup(gp_context *ctx, const gp_lookup_options *options, const gp_array *table, const gp_array *y,
                    gp_array *idx);

/* Octave's [n, idx] = histc (x, edges, axis + 1) for ascending edges of
 * x's class: idx (double of x's dims, may be NULL) the bin of each
 * element, k where edges(k) <= x < edges(k + 1), the last where x equals
 * the last edge, 0 outside (and for NaN); n (double, x's dims but the
 * edges' count along axis) how many elements of each line fell in each
 * bin (counted exactly: any order of the adds gives the same integer).
 * Locations as for gp_scan. */
gp_status gp_histc(gp_context *ctx, const gp_array *x, const gp_array *edges, gp_array *n, gp_array *idx, int axis);

/* gp_reduce_by_key's and gp_accumarray's choices. */
typedef struct gp_reduce_by_key_options {
  size_t size;          /* sizeof (gp_reduce_by_key_options), as gp_reduce_by_key_options_init sets it */
  gp_op op;             /* GP_OP_SUM, GP_OP_PROD, GP_OP_MAX or GP_OP_MIN */
  int has_init;         /* nonzero: each run's result is op (init, the run's result), init first */
  double init;          /* in the values' class (converted as a C cast) */
} gp_reduce_by_key_options;

/* The defaults: GP_OP_SUM, no start value. */
void gp_reduce_by_key_options_init(gp_reduce_by_key_options *options);

/* CUB's ReduceByKey: each run of equal consecutive keys (n of them, any
 * real class; NaN equals nothing, -0 equals 0) gives its first key into
 * unique_keys and op over its values into reduced, in order; *count is
 * the number of runs.  values has n elements, or one that stands for
 * every element.  GP_OP_SUM and GP_OP_PROD take double or single values,
 * combined in a fixed order (the same result on every run of the same
 * GPU, though not the left-to-right sum's last bits, and a NaN the
 * GPU's arithmetic makes, of its own sign); GP_OP_MAX and
 * GP_OP_MIN any real class, skipping NaN (a run of NaN gives +NaN), the
 * earliest of equal values kept (so -0 or 0 as it came first).  reduced
 * is of the values' class, unique_keys of the keys'; either may hold
 * more than *count elements, and unique_keys may be NULL.  Locations as
 * for gp_scan. */
gp_status gp_reduce_by_key(gp_context *ctx, const gp_reduce_by_key_options *options, const gp_array *keys,
                           const gp_array *values, gp_array *unique_keys, gp_array *reduced, int64_t *count);

/* gp_scan_by_key's choices. */
typedef struct gp_scan_by_key_options {
  size_t size; /* sizeof (gp_scan_by_key_options), as gp_scan_by_key_options_init sets it */
  gp_op op;    /* GP_OP_SUM, GP_OP_PROD, GP_OP_MAX or GP_OP_MIN */
} gp_scan_by_key_options;

/* The defaults: GP_OP_SUM. */
void gp_scan_by_key_options_init(gp_scan_by_key_options *options);

/* CUB's InclusiveScanByKey: out(k) is op over the values of element k's
 * run of equal consecutive keys, from the run's first element to k (a
 * cumsum, cumprod, cummax or cummin that starts again at each new key).
 * Classes, NaN and the fixed order as for gp_reduce_by_key; max and min
 * give +NaN until the run's first number.  out has the values' class and
 * n elements (values: n, or one for all).  Locations as for gp_scan. */
gp_status gp_scan_by_key(gp_context *ctx, const gp_scan_by_key_options *options, const gp_array *keys,
                         const gp_array *values, gp_array *out);

/* gp_accumarray's choices. */
typedef struct gp_accumarray_options {
  size_t size;                 /* sizeof (gp_accumarray_options), as gp_accumarray_options_init sets it */
  gp_reduce_by_key_options by_key; /* op and start value of each subscript's reduction (its size set too) */
  double fill;                 /* y where no subscript points (converted as Octave converts a double) */
  gp_sort_algorithm algorithm; /* the sort of the subscripts */
} gp_accumarray_options;

/* The defaults: GP_OP_SUM, no start value, fill 0, GP_SORT_AUTO. */
void gp_accumarray_options_init(gp_accumarray_options *options);

/* Octave's accumarray (subs, vals, [], op, fill) on linear subscripts:
 * y(k) is op over the vals whose subs is k (gp_reduce_by_key over subs
 * sorted stably, so each k's vals keep their order), or fill where no
 * subs is k.  subs is double (1-based; each an integer from 1 to
 * numel (y), else GP_ERROR_INVALID_ARGUMENT), n elements; vals of y's
 * class, n elements or one for all.  Locations as for gp_scan. */
gp_status gp_accumarray(gp_context *ctx, const gp_accumarray_options *options, const gp_array *subs,
                        const gp_array *vals, gp_array *y);

#ifdef __cplusplus
}
#endif

#endif /* GPUPRIM_H */
