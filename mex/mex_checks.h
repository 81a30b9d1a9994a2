/* mex_checks.h - the checks a user function makes of its call before any
 * work, with the gpuprim: identifiers the Octave implementation gave. */
#ifndef GP_MEX_CHECKS_H
#define GP_MEX_CHECKS_H

#include "mex.h"

/* At most `most` outputs (gpuprim:invalidCall). */
void mex_check_outputs(const char *fname, int nlhs, int most);
/* x numeric or logical (not char: gpuprim:invalidType), not sparse
 * (gpuprim:sparse), complex only where complex_ok (gpuprim:complex), a
 * complex gparray only where complex_gparray_ok (gpuprim:complex). */
void mex_check_input(const char *fname, const mxArray *x, int complex_ok, int complex_gparray_ok);
/* x in double: the builtin double's result, or a gparray converted on its
 * device; x itself where it is double.  Leave it to the call's end to free:
 * an output the gateway made may be held by it until then. */
mxArray *mex_as_double(const mxArray *x);

#endif
