/* mx_output.h - a command's output: a new Octave array, or, when the command
 * was given gparrays, a new gparray (its memory in the session's table).
 *
 * A host output is written once, into memory Octave then owns: where the
 * build has the adopting unit (mx_adopt.h) its buffer comes from Octave's
 * own allocator and is wrapped, dims and all, when it is handed back; else
 * (or with GPUPRIM_PLAIN_OUTPUTS=1 in the environment) it is an array of
 * mxCreate*, which Octave 7-9 copies at the return and 11 does not (the
 * default there: GPUPRIM_PLAIN_OUTPUTS and mex_semantics.h). */
#ifndef GP_MX_OUTPUT_H
#define GP_MX_OUTPUT_H

#include "mex.h"

#include "gpuprim.h"

typedef struct mx_output {
  mxArray *array;    /* the Octave array (host outputs, plain path) */
  void *adopted;     /* the buffer Octave adopts at the return (host outputs, adopting path) */
  int64_t capacity;  /* its elements */
  int complex;       /* a complex output (host array or gparray): view is its parts, a leading dim of 2 */
  uint64_t handle;   /* the gparray's handle (gparray outputs), else 0 */
  gp_array view;     /* where the command writes */
} mx_output;

/* How host outputs reach Octave in this call: "adopt" or "plain". */
const char *mx_outputs_path(void);
/* Whether this build has the adopting path at all. */
int mx_outputs_can_adopt(void);

/* A new output of shape's dims (shape's data ignored) and dtype, its data not
 * initialised: a gparray when as_gparray, else an Octave array.  Raises
 * gpuprim:hostOutOfMemory or gpuprim:deviceOutOfMemory naming fname; a
 * gparray made in a call that then fails is freed by the next call. */
void mx_output_create(mx_output *out, const gp_array *shape, gp_dtype dtype, int as_gparray, const char *fname);
/* A complex output (a gparray when as_gparray, else a host array) whose
 * parts view (mx_view_parts) has the dims of parts, a leading 2 and then
 * the output's own. */
void mx_output_create_complex(mx_output *out, const gp_array *parts, gp_dtype dtype, int as_gparray,
                              const char *fname);
/* A result of shape's dims and dtype in out[0] (with complex, a complex
 * host array or gparray whose parts view has shape's dims) and, when want_positions,
 * positions (double, the same dims) in out[1]; returns how many were made. */
int mx_outputs_create(mx_output out[2], const gp_array *shape, gp_dtype dtype, int complex, int want_positions,
                      int as_gparray, const char *fname);
/* Free an output that will not be handed back (the call failed). */
void mx_output_discard(mx_output *out);
/* Free the adopting buffers that an earlier call took and never handed
 * back (a raise between taking and returning them). */
void mx_outputs_drop_pending(void);
/* Give an output dims other than those it was made with (fewer elements). */
void mx_output_set_dims(mx_output *out, int ndims, const int64_t *dims);
/* After the call that filled outs[0..n-1] (status st): hand them to plhs
 * (the arrays, or gparray objects holding the handles, their class and dims:
 * empty gparray () shells from the constructor, filled in), or free them all
 * and raise the status's error (or gpuprim:gparrayUnavailable where no
 * object can be made).  GPUPRIM_TEST_FAIL_OUTPUTS=1 in the environment
 * turns a success into gpuprim:internalError here, after the outputs were filled,
 * so that the tests can show a failing call frees what it took. */
void mx_outputs_return(gp_status st, mx_output *outs, int n, mxArray *plhs[], const char *fname);
/* The handle alone, kept (for gparray's own constructor). */
mxArray *mx_output_finish_handle(mx_output *out);

#endif
