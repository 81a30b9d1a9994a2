/* mx_raise.h - the gateway's one way to raise an error (mx_raise.c). */
#ifndef GP_MX_RAISE_H
#define GP_MX_RAISE_H

/* Raise error `id` with the message fmt makes, as mexErrMsgIdAndTxt does,
 * but where the message begins with the running MEX function's own name
 * and ": ", that name is not written a second time (Octave's
 * mexErrMsgIdAndTxt puts it before every message).  Does not return. */
void mx_raise(const char *id, const char *fmt, ...);

#endif
