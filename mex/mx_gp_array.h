/* mx_gp_array.h - between Octave's mxArray and libgpuprim's gp_array. */
#ifndef GP_MX_GP_ARRAY_H
#define GP_MX_GP_ARRAY_H

#include "mex.h"

#include "gpuprim.h"

/* a's class id as mxGetClassID gives it, the common classes read faster. */
mxClassID mx_class_id(const mxArray *a);
/* The gp_dtype of a real, full numeric or logical array; raises a gpuprim:
 * error naming `fname` for anything else (sparse, complex, char, cell, ...). */
gp_dtype mx_require_dtype(const mxArray *a, const char *fname);
/* The mxClassID of a dtype. */
mxClassID mx_class_of(gp_dtype t);
/* A view of a: of an Octave array's host data (raises if it has more than
 * GP_MAX_DIMS dimensions), or of a real gparray's memory (raises
 * gpuprim:staleHandle where its array is gone, gpuprim:complex for a
 * complex gparray). */
gp_array mx_view(const mxArray *a, const char *fname);
/* mx_view, but a full complex double or single host array is taken too, as
 * its parts: its interleaved (re, im) pairs as a real array whose dims are
 * 2 and then its own; *complex says which it was. */
gp_array mx_view_parts(const mxArray *a, const char *fname, int *complex);
/* mx_view_parts, and a complex gparray too, as its parts: only for the
 * commands whose outputs follow x's place and complexity (mx_outputs_create
 * with as_gparray), never a complex host output from device memory. */
gp_array mx_view_parts_gp(const mxArray *a, const char *fname, int *complex);
/* x's own dims (and class): where parts is nonzero, x is a complex
 * array's parts view and this is the complex array's; else x itself. */
gp_array mx_whole(const gp_array *x, int parts);
/* Whether a is a gparray object. */
int mx_is_gparray(const mxArray *a);
/* The handle inside a gparray object, or raise gpuprim:invalidHandle. */
uint64_t mx_gparray_handle(const mxArray *a, const char *fname);
/* A new real array with x's dims and the given dtype, its data not initialised. */
mxArray *mx_create_like(const gp_array *x, gp_dtype dtype);
/* x's first non-singleton dim (1-based; 1 where there is none). */
int mx_default_dim(const gp_array *x);
/* A positive integer scalar (a dimension), or raise gpuprim:invalidDim;
 * 0 (from the wrappers' plain calls) is x's first non-singleton dim. */
int mx_require_dim(const mxArray *a, const gp_array *x, const char *fname);
/* A dim or a vector of dims (VECDIM) of a reduction, as the 1-based run
 * first..last of x's dims that it folds: the folded dims that are not 1 must
 * lie next to each other, or only dims of 1 between them (the wrappers split
 * other sets into runs); raise gpuprim:invalidDim for anything else. */
void mx_require_dim_run(const mxArray *a, const gp_array *x, int *first, int *last, const char *fname);
/* A vector of distinct positive integer dims (VECDIM) as the set in[d] (1
 * where 1-based dim d is in it; every dim past GP_MAX_DIMS counts as
 * GP_MAX_DIMS + 1); returns the lowest, or raises gpuprim:invalidDim. */
int mx_require_dim_set(const mxArray *a, int in[GP_MAX_DIMS + 2], const char *fname);
/* A string argument copied into buf, or raise gpuprim:invalidArgument. */
void mx_require_string(const mxArray *a, char *buf, size_t size, const char *fname);
/* Raise gpuprim:unknownAlgorithm naming `name` unless st (of a *_from_name call) is a success. */
void mx_require_known_algorithm(gp_status st, const char *name, const char *fname);
/* "algorithm", NAME of a selection (gpu_maxk, gpu_median): "auto",
 * "sort" or "select" as *method; a sort's name is GP_TOPK_SORT with that
 * sort in *sort; else raise gpuprim:unknownAlgorithm. */
void mx_require_selection(const char *name, gp_topk_algorithm *method, gp_sort_algorithm *sort, const char *fname);
/* Raise the Octave error for a status: identifier "gpuprim:<id>". */
void mx_raise_status(gp_status st, const char *fname);

#endif
