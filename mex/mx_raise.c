/* mx_raise.c - errors under one name.  The gateway's messages begin with
 * the user function's name ("gpu_sort: ...") because the internal
 * commands of __gpuprim_mex__ raise them for that function too; Octave's
 * mexErrMsgIdAndTxt then puts the running MEX file's name before it
 * again ("gpu_sort: gpu_sort: ...").  The message is made here, its
 * leading name dropped where Octave will write the same one. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "mex.h"

#include "mx_raise.h"

void mx_raise(const char *id, const char *fmt, ...)
{
  char msg[1024];
  va_list args;
  va_start(args, fmt);
  vsnprintf(msg, sizeof msg, fmt, args);
  va_end(args);
  const char *name = mexFunctionName();
  const size_t n = name ? strlen(name) : 0;
  const char *text = msg;
  if (n > 0 && strncmp(msg, name, n) == 0 && msg[n] == ':' && msg[n + 1] == ' ')
    text = msg + n + 2;
  mexErrMsgIdAndTxt(id, "%s", text);
}
