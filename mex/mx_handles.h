/* mx_handles.h - the session's gparrays: arrays kept in the context's memory
 * between calls (device memory, or host memory on the host backend), each
 * named in Octave by a 64-bit handle.
 *
 * A handle carries the table's epoch, which is new each time the MEX file is
 * loaded and each time the context is replaced, so a handle that outlived its
 * array (after "clear mex", a backend switch or a reload) is told apart from a
 * live one and never dereferenced. */
#ifndef GP_MX_HANDLES_H
#define GP_MX_HANDLES_H

#include <stdint.h>

#include "gpuprim.h"

/* Memory for an array of shape's dims and the given dtype in ctx (shape's
 * data is ignored; with complex, shape is a complex array's parts view, a
 * leading dim of 2); *view describes it.  The array is pending: it is freed by
 * mx_handles_drop_pending unless mx_handle_keep is called first.  Returns 0
 * with the status in *st when memory cannot be had. */
uint64_t mx_handle_new(gp_context *ctx, const gp_array *shape, gp_dtype dtype, int complex, gp_array *view,
                       gp_status *st);
/* The array is owned by an Octave object from now on. */
void mx_handle_keep(uint64_t handle);
/* The view of a live handle's array and, where complex is not NULL,
 * whether it is complex (view its parts); 0 for a stale or unknown handle. */
int mx_handle_lookup(uint64_t handle, gp_array *view, int *complex);
/* Change a live array's dims (its element count may only shrink). */
void mx_handle_set_dims(uint64_t handle, int ndims, const int64_t *dims);
/* Free a live handle's array; a stale or unknown handle is left alone. */
void mx_handle_free(gp_context *ctx, uint64_t handle);
/* Free the arrays a failed call left pending. */
void mx_handles_drop_pending(gp_context *ctx);
/* Free every array (ctx is about to be destroyed) and start a new epoch. */
void mx_handles_release_all(gp_context *ctx);
/* How many arrays are live, and their bytes. */
size_t mx_handles_live(size_t *bytes);

#endif
