/* gpuprim_mex.c - the gateway's front door in libgpuprim_octave.so: the
 * commands of __gpuprim_mex__ (COMMAND, ...), which the .m files call, and
 * the user functions' own MEX entries (mex_entries.c).
 *
 * One library keeps one libgpuprim context (device, stream, memory pool) per
 * Octave session for every MEX file.  The gateway only translates between
 * mxArrays and gp_arrays; the work is in libgpuprim. */
#include <string.h>

#include "mex.h"

#include "gpuprim_mex.h"
#include "mex_commands.h"
#include "mex_context.h"
#include "mex_options.h"
#include "mex_semantics.h"
#include "mx_output.h"

typedef void (*mex_command)(int, mxArray *[], int, const mxArray *[]);

static const struct {
  const char *name;
  mex_command run;
} commands[] = {
  {"cumsum", mex_cumsum},
  {"cumprod", mex_cumprod},
  {"cummax", mex_cummax},
  {"cummin", mex_cummin},
  {"sum", mex_sum},
  {"prod", mex_prod},
  {"prod_native", mex_prod_native},
  {"max", mex_max},
  {"min", mex_min},
  {"max2", mex_max2},
  {"min2", mex_min2},
  {"compact", mex_compact},
  {"find", mex_find},
  {"sat", mex_sat},
  {"boxfilter", mex_boxfilter},
  {"sort", mex_sort},
  {"sort_keys", mex_sort_keys},
  {"take_along", mex_take_along},
  {"info", mex_info},
  {"semantics", mex_semantics_command},
  {"backend", mex_backend},
  {"memory_limit", mex_memory_limit},
  {"trim", mex_trim},
  {"gparray", mex_gparray},
  {"gather", mex_gather},
  {"free", mex_free},
  {"reshape", mex_reshape},
  {"convert", mex_convert},
  {"options", mex_options_command},
  {"dims", mex_dims_command},
};

static void run_command(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  char name[32];
  if (nrhs < 1 || !mxIsChar(prhs[0]) || mxGetString(prhs[0], name, sizeof name) != 0)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "__gpuprim_mex__: first argument must be a command name");
  for (size_t k = 0; k < sizeof commands / sizeof commands[0]; k++) {
    if (strcmp(name, commands[k].name) == 0) {
      commands[k].run(nlhs, plhs, nrhs - 1, prhs + 1);
      return;
    }
  }
  mexErrMsgIdAndTxt("gpuprim:unknownCommand", "__gpuprim_mex__: unknown command '%s'", name);
}

int gpuprim_mex_join(const char *name)
{
  mex_context_join();
  mex_semantics_of_octave();  /* the running Octave's rules, decided once, at load */
  return strcmp(name, "__gpuprim_mex__") == 0 ? GPUPRIM_MEX_COMMANDS : mex_entry_index(name);
}

void gpuprim_mex_leave(void)
{
  mex_context_leave();
}

void gpuprim_mex_run(int entry, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (entry < 0)
    mexErrMsgIdAndTxt("gpuprim:unknownCommand", "gpuprim: %s is no gpuprim function", mexFunctionName());
  /* What an earlier call that raised left behind */
  mex_context_tidy();
  mx_outputs_drop_pending();
  if (entry == GPUPRIM_MEX_COMMANDS)
    run_command(nlhs, plhs, nrhs, prhs);
  else
    mex_entry_run(entry, nlhs, plhs, nrhs, prhs);
}

#if 0
%!error id=gpuprim:unknownCommand __gpuprim_mex__ ("no-such-command")
%!error id=gpuprim:invalidCall __gpuprim_mex__ ()
%!error id=gpuprim:invalidCall __gpuprim_mex__ (42)
#endif
