/* mex_checks.h - the checks a user function makes of its call before any
 * work, each mistake with its gpuprim: identifier. */
#ifndef GP_MEX_CHECKS_H
#define GP_MEX_CHECKS_H

#include "mex.h"
#include "mex_options.h"

/* At most `most` outputs (gpuprim:invalidCall). */
void mex_check_outputs(const char *fname, int nlhs, int most);
/* x numeric or logical (not char: gpuprim:invalidType), not sparse
 * (gpuprim:sparse), complex only where complex_ok (gpuprim:complex), a
 * complex gparray only where complex_gparray_ok (gpuprim:complex). */
void mex_check_input(const char *fname, const mxArray *x, int complex_ok, int complex_gparray_ok);
/* A complex x of a form the kernels lack (`form`, for the message) with
 * each NaN element as 0, on the host (gpuprim:complex for a gparray), the
 * NaN flag then cleared from *o. */
const mxArray *mex_nan_as_zero_on_host(const char *fname, const char *form, const mxArray *x, mex_options *o);
/* x in double: the builtin double's result, or a gparray converted on its
 * device; x itself where it is double.  Leave it to the call's end to free:
 * an output the gateway made may be held by it until then. */
mxArray *mex_as_double(const mxArray *x);
/* The same for any numeric or logical class cls. */
mxArray *mex_as_class(const mxArray *x, const char *cls);
/* x's class name, a gparray's that of its elements; "char", or "other"
 * for any class not numeric or logical. */
const char *mex_class_of(const mxArray *x);

/* size (x) as a double row, of a gparray too. */
mxArray *mex_size_of(const mxArray *x, const char *fname);
/* numel (x), of a gparray too. */
size_t mex_numel_of(const mxArray *x, const char *fname);
/* The DIM of a call with the arguments args[0..n-1] left once its options
 * are out (at most one; none: x's first non-singleton dim), by the one
 * parser (mex_dims_of), as a double scalar. */
mxArray *mex_call_dim(const char *fname, const mxArray *x, int n, const mxArray *args[]);
/* The same with vecdim: a DIM, a VECDIM or "all" (a sorted double row). */
mxArray *mex_call_dims(const char *fname, const mxArray *x, int n, const mxArray *args[], int vecdim);
/* The options of kinds taken out of args[0..n-1] into *o (mex_take_options,
 * the NaN flags from the first on); the rest into kept, in order, their
 * count returned. */
int mex_take_kept(const char *fname, unsigned kinds, int n, const mxArray *args[], mex_options *o,
                  const mxArray *kept[]);
/* The same with the NaN flags from args[from] on (max (a, b, nanflag):
 * the first argument after x is never one). */
int mex_take_kept_from(const char *fname, unsigned kinds, int n, const mxArray *args[], int from, mex_options *o,
                       const mxArray *kept[]);
#endif
