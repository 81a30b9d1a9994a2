/* mx_adopt.h - results that Octave adopts as they are (mx_adopt.cc, the one
 * C++ unit, built where configure finds Octave's C++ headers: GP_HAVE_ADOPT).
 *
 * A buffer from mx_adopt_alloc comes from the allocator that Octave's arrays
 * free with; the C code fills it, and mx_adopt_wrap hands it to Octave as an
 * array of its final dims.  Octave then owns it: no copy at the return, no
 * zero-fill.  complex: the elements are interleaved (re, im) pairs of dtype
 * (double or single). */
#ifndef GP_MX_ADOPT_H
#define GP_MX_ADOPT_H

#ifndef __cplusplus
#include "mex.h"  /* mx_adopt.cc has Octave's C++ mxArray instead */
#endif
#include "gpuprim.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Room for numel elements, not initialised; NULL where there is none. */
void *mx_adopt_alloc(gp_dtype dtype, int complex, int64_t numel);
/* Free a buffer of mx_adopt_alloc that was never wrapped. */
void mx_adopt_free(void *data, gp_dtype dtype, int complex, int64_t numel);
/* The Octave array of the given dims whose data is the first numel (the
 * dims' product) of the capacity elements at data; it takes the buffer in
 * every case, and returns NULL only where memory ran out (the buffer is
 * freed then).  The mxArray is freed by the MEX call's end, after Octave
 * has taken the value from plhs. */
mxArray *mx_adopt_wrap(void *data, gp_dtype dtype, int complex, int ndims, const int64_t *dims, int64_t capacity);

#ifdef __cplusplus
}
#endif

#endif
