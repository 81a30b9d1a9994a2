/* mex_commands.h - the commands of the __gpuprim_mex__ gateway, one file each. */
#ifndef GP_MEX_COMMANDS_H
#define GP_MEX_COMMANDS_H

#include "mex.h"
#include "gpuprim.h"
#include "mex_options.h"

/* The compute commands that have options take them parsed, as o (NULL:
 * every option its default), then their positional arguments: the entries
 * pass what they parsed, and __gpuprim_mex__ passes the fields of an
 * internal call's last argument O, a struct as "options" returns it
 * (mex_command_options; a field left out is its default).  No struct is
 * made on an entry's way. */
typedef void (*mex_optioned_command)(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs,
                                     const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("cumsum", x, dim[, O]): dim 1-based (0: the first non-singleton), or a run of dims
 * next to each other (mx_require_dim_run) scanned as one in column-major order; O's type, algorithm,
 * exclusive, reverse and nanflag; x may be complex (its parts are scanned in place; "omitnan" by the complex
 * scan); cumprod, cummax and cummin take the same but type, complex x too (gp_scan_complex: forward and
 * inclusive only); cummax and cummin give positions as a second output */
void mex_cumsum(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);

void mex_cumprod(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);

void mex_cummax(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
void mex_cummin(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("sum", x, dim[, O]): O's type, algorithm and nanflag ("includenan", the default, or
 * "omitnan"); x may be complex ("omitnan" by gp_reduce_complex); dim may be a run of dims
 * (mx_require_dim_run) */
void mex_sum(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("prod", x, dim[, O]): as "sum" (complex x by gp_reduce_complex); "native" integers
 * saturate at every step in line order, logical is AND */
void mex_prod(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("prod_native", x, vecdim): the "native" product of integer or logical x over the dims
 * VECDIM at once, each slice in its own order, saturating at every step (gp_prod_native_dims): the form for
 * dims with others between them */
void mex_prod_native(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* [m, im] = __gpuprim_mex__ ("max" | "min", x, dim[, O]): as "sum"; O's algorithm, nanflag ("omitnan", the
 * default, or "includenan") and method "auto", "real" or "abs" (ComparisonMethod; complex x is ordered by
 * abs, then arg: "abs" is its own order, "real" not supported) */
void mex_max(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
void mex_min(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("max2" | "min2", a, b): elementwise, a and b of one class, both real or both
 * complex (gp_elementwise_extreme_complex) */
void mex_max2(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
void mex_min2(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("compact", x, mask[, O]): x(mask) as a column, by O's algorithm; x may be complex
 * (with a host mask) */
void mex_compact(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* [p, v] = __gpuprim_mex__ ("find", x, limit, from_end[, O]): columns, by O's algorithm;
 * [i, j, v] = __gpuprim_mex__ ("find", x, limit, from_end, true[, O]): rows and columns apart */
void mex_find(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("sat", x) */
void mex_sat(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("boxfilter", x, h, w) */
void mex_boxfilter(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* The box filter of the double or single (or complex) array a, h x w, into plhs[0], or raise */
void mex_run_boxfilter(const mxArray *a, int64_t h, int64_t w, mxArray *plhs[]);
/* Whether v is a box side (a positive integer), and its value */
int mex_box_side(double v, int64_t *n);
/* [s, i] = __gpuprim_mex__ ("sort", x, dim[, O]): O's descending, algorithm and missing */
void mex_sort(const mex_options *o, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* [first, second] = __gpuprim_mex__ ("sort_keys", x, by_parts): the keys of complex x whose stable sorts,
 * second then first, give sort's order (gp_complex_sort_keys); y = __gpuprim_mex__ ("take_along", x, i, dim):
 * x rearranged by a sort's index i along dim (gp_take_along), x real or complex (mex_sort_parts.c) */
void mex_sort_keys(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
void mex_take_along(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* s = __gpuprim_mex__ ("info") */
void mex_info(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* s = __gpuprim_mex__ ("semantics"): the running Octave's semantics where releases differ (mex_semantics.h) */
void mex_semantics_command(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* name = __gpuprim_mex__ ("backend" [, "auto"|"host"|"cuda"]) */
void mex_backend(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* list = __gpuprim_mex__ ("devices" [, list]): the devices large calls spread over ([]: one) */
void mex_devices(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* __gpuprim_mex__ ("memory_limit", bytes): cap the device pool (0: none) */
void mex_memory_limit(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* __gpuprim_mex__ ("trim"): give the pool's cached device memory back */
void mex_trim(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* h = __gpuprim_mex__ ("gparray", x): x's copy in the session's memory; its uint64 handle */
void mex_gparray(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* x = __gpuprim_mex__ ("gather", g): a gparray's data as an Octave array */
void mex_gather(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* A gparray object holding a copy of the Octave array a. */
mxArray *mex_upload(const mxArray *a);
/* __gpuprim_mex__ ("free", h): free a gparray's memory; a stale handle or a non-handle is ignored */
void mex_free(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* g2 = __gpuprim_mex__ ("reshape", g, dims): a copy of gparray g with other dims, same numel */
void mex_reshape(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* y = __gpuprim_mex__ ("convert", x, class): x in another class (gp_convert); a gparray for a gparray */
void mex_convert(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);


/* The user functions' own MEX entries (mex_entries.c): the index of the
 * entry of a function's name (-1: none), and a call of it. */
int mex_entry_index(const char *name);
/* gpu_find's entry, every form (mex_entry_find.c); returns 1 */
int mex_entry_find(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* gpu_cummax's (max) or gpu_cummin's entry, every form that is not plain (mex_entry_cumext.c); returns 1 */
int mex_entry_cumext(int max, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* gpu_cumprod's (prod) or gpu_cumsum's entry, every form that is not plain (mex_entry_scan.c); returns 1 */
int mex_entry_scan(int prod, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* gpu_prod's (prod) or gpu_sum's entry, every form that is not plain (mex_entry_fold.c); returns 1 */
int mex_entry_fold(int prod, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* gpu_max's (max) or gpu_min's entry, every form that is not plain (mex_entry_extreme.c); returns 1 */
int mex_entry_extreme(int max, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* gpu_sort's entry, every form that is not plain (mex_entry_sort.c); returns 1 */
int mex_entry_sort(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* gpu_compact's entry, every form (mex_entry_compact.c); returns 1 */
int mex_entry_compact(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* gpu_sortrows's entry, every form (mex_entry_sortrows.c); returns 1 */
int mex_entry_sortrows(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* gpu_maxk's, gpu_mink's and gpu_nth_element's entries, every form (mex_entry_topk.c); return 1 */
int mex_entry_topk(const char *fname, int largest, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
int mex_entry_maxk(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
int mex_entry_mink(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
int mex_entry_nth_element(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* gpu_unique's entry, every form (mex_entry_unique.c); returns 1 */
int mex_entry_unique(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* gpu_median's entry, every form (mex_entry_median.c); returns 1 */
int mex_entry_median(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* gpu_lookup's and gpu_histc's entries, every form (mex_entry_lookup.c); return 1 */
int mex_entry_lookup(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
int mex_entry_histc(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
/* gpu_accumarray's entry, every form (mex_entry_accumarray.c); returns 1 */
int mex_entry_accumarray(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
void mex_entry_run(int index, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);

/* What the commands share with the MEX entries (mex_entries.c), which call
 * them without building argument arrays. */
/* x(mask) of gparrays or Octave arrays into plhs[0]: a column, or (shape_mask not NULL) the shape x(mask) has
 * for a mask of shape_mask's dims. */
void mex_run_compact(const mxArray *x, const mxArray *mask, gp_compact_algorithm alg, const gp_array *shape_mask,
                     mxArray *plhs[]);
/* The same on views made already: x (complex: its parts view), the mask, and whether the output is a gparray. */
void mex_run_compact_viewed(const gp_array *x, int complex, const gp_array *mask, int as_gparray,
                            gp_compact_algorithm alg, const gp_array *shape_mask, mxArray *plhs[]);
/* find's outputs into plhs: positions (and with outputs 2 the values), or with split rows, columns (outputs
 * 2) and values (outputs 3).  Columns, or with shape_as_find the shapes find gives them (a 0x0 x: 0x0, or
 * 0x1 with MEX_FIND_SHAPE_0X1, as the builtin's one output of a 0x0 logical without N). */
enum { MEX_FIND_SHAPE = 1, MEX_FIND_SHAPE_0X1 = 2 };
void mex_run_find(const mxArray *x, double limit, int from_end, gp_compact_algorithm alg, int outputs, int split,
                  int shape_as_find, mxArray *plhs[]);
/* The dims (returned: how many) of x(mask) keeping count elements of an array of x's dims. */
int mex_index_shape(const gp_array *x, int64_t count, int64_t dims[GP_MAX_DIMS]);
/* The same for x(mask) with a mask of mask's dims (gpuprim's x(mask) of any mask shape). */
int mex_index_shape_of(const gp_array *x, const gp_array *mask, int64_t count, int64_t dims[GP_MAX_DIMS]);
/* sort of x along the 1-based dim, NaN placed by missing, compared by compare, into plhs[0] (and its index
 * into plhs[1]). */
void mex_run_sort(const gp_array *x, int dim, int descending, gp_sort_missing missing, gp_sort_compare compare,
                  gp_sort_algorithm alg, int want_index, int as_gparray, mxArray *plhs[]);

#endif
