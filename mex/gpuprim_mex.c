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
#include "mx_raise.h"

typedef void (*mex_command)(int, mxArray *[], int, const mxArray *[]);

/* A command runs on its arguments as they are (run), or, where it has
 * options, with them: those of a last struct argument, parsed here
 * (mex_command_options). */
static const struct {
  const char *name;
  mex_command run;
  mex_optioned_command with;
} commands[] = {
  {"cumsum", NULL, mex_cumsum},
  {"cumprod", NULL, mex_cumprod},
  {"cummax", NULL, mex_cummax},
  {"cummin", NULL, mex_cummin},
  {"sum", NULL, mex_sum},
  {"prod", NULL, mex_prod},
  {"prod_native", mex_prod_native, NULL},
  {"max", NULL, mex_max},
  {"min", NULL, mex_min},
  {"max2", NULL, mex_max2},
  {"min2", NULL, mex_min2},
  {"compact", NULL, mex_compact},
  {"find", NULL, mex_find},
  {"sat", mex_sat, NULL},
  {"boxfilter", mex_boxfilter, NULL},
  {"sort", NULL, mex_sort},
  {"sort_keys", mex_sort_keys, NULL},
  {"take_along", mex_take_along, NULL},
  {"info", mex_info, NULL},
  {"semantics", mex_semantics_command, NULL},
  {"backend", mex_backend, NULL},
  {"devices", mex_devices, NULL},
  {"memory_limit", mex_memory_limit, NULL},
  {"trim", mex_trim, NULL},
  {"gparray", mex_gparray, NULL},
  {"gather", mex_gather, NULL},
  {"free", mex_free, NULL},
  {"reshape", mex_reshape, NULL},
  {"convert", mex_convert, NULL},
  {"options", mex_options_command, NULL},
  {"dims", mex_dims_command, NULL},
};

static void run_command(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  char name[32];
  if (nrhs < 1 || !mxIsChar(prhs[0]) || mxGetString(prhs[0], name, sizeof name) != 0)
    mx_raise("gpuprim:invalidCall", "__gpuprim_mex__: first argument must be a command name");
  for (size_t k = 0; k < sizeof commands / sizeof commands[0]; k++) {
    if (strcmp(name, commands[k].name) != 0)
      continue;
    if (commands[k].run) {
      commands[k].run(nlhs, plhs, nrhs - 1, prhs + 1);
    } else {
      mex_options o;
      const int n = mex_command_options(nrhs - 1, prhs + 1, name, &o);
      commands[k].with(&o, nlhs, plhs, n, prhs + 1);
    }
    return;
  }
  mx_raise("gpuprim:unknownCommand", "__gpuprim_mex__: unknown command '%s'", name);
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
    mx_raise("gpuprim:unknownCommand", "gpuprim: %s is no gpuprim function", mexFunctionName());
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
