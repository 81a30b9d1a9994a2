/* mex_info.c - what the session runs on: "info", "backend", "devices", "memory_limit", "trim". */
#include <string.h>

#include "mex_commands.h"
#include "mex_context.h"
#include "mx_gp_array.h"
#include "mx_handles.h"
#include "mx_output.h"
#include "mx_raise.h"

void mex_info(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  (void) prhs;
  if (nrhs != 0 || nlhs > 1)
    mx_raise("gpuprim:invalidCall", "gpuprim_info: takes no arguments");
  gp_context *ctx = mex_session_context();
  static const char *fields[] = {"version", "backend", "device", "cuda_built", "cuda_available",
                                 "pool_in_use", "pool_cached", "gparrays", "gparray_bytes",
                                 "device_free", "device_total", "outputs", "outputs_built", "devices"};
  mxArray *s = mxCreateStructMatrix(1, 1, sizeof fields / sizeof fields[0], fields);
  size_t in_use = 0, cached = 0, live_bytes = 0, free_bytes = 0, total_bytes = 0;
  gp_context_pool_usage(ctx, &in_use, &cached);
  size_t live = mx_handles_live(&live_bytes);
  /* NaN where there is no device (the host backend) */
  int have_device = gp_context_device_memory(ctx, &free_bytes, &total_bytes) == GP_SUCCESS;
  mxSetField(s, 0, "version", mxCreateString(gp_version_string()));
  mxSetField(s, 0, "backend", mxCreateString(gp_backend_name(gp_context_backend(ctx))));
  mxSetField(s, 0, "device", mxCreateString(gp_context_device_name(ctx)));
  mxSetField(s, 0, "cuda_built", mxCreateLogicalScalar(gp_have_cuda() != 0));
  mxSetField(s, 0, "cuda_available", mxCreateLogicalScalar(mex_cuda_available() != 0));
  mxSetField(s, 0, "pool_in_use", mxCreateDoubleScalar((double) in_use));
  mxSetField(s, 0, "pool_cached", mxCreateDoubleScalar((double) cached));
  mxSetField(s, 0, "gparrays", mxCreateDoubleScalar((double) live));
  mxSetField(s, 0, "gparray_bytes", mxCreateDoubleScalar((double) live_bytes));
  mxSetField(s, 0, "device_free", mxCreateDoubleScalar(have_device ? (double) free_bytes : mxGetNaN()));
  mxSetField(s, 0, "device_total", mxCreateDoubleScalar(have_device ? (double) total_bytes : mxGetNaN()));
  mxSetField(s, 0, "outputs", mxCreateString(mx_outputs_path()));
  mxSetField(s, 0, "outputs_built", mxCreateString(mx_outputs_can_adopt() ? "adopt" : "plain"));
  mxSetField(s, 0, "devices", mxCreateDoubleScalar((double) gp_context_device_count(ctx)));
  plhs[0] = s;
}

void mex_backend(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs > 1 || nlhs > 1)
    mx_raise("gpuprim:invalidCall", "gpuprim_backend: takes at most one argument");
  if (nrhs == 1) {
    char name[16];
    mx_require_string(prhs[0], name, sizeof name, "gpuprim_backend");
    gp_backend b;
    if (strcmp(name, "auto") == 0)
      b = GP_BACKEND_AUTO;
    else if (strcmp(name, "host") == 0)
      b = GP_BACKEND_HOST;
    else if (strcmp(name, "cuda") == 0)
      b = GP_BACKEND_CUDA;
    else
      mx_raise("gpuprim:unknownOption",
                        "gpuprim_backend: backend must be \"auto\", \"host\" or \"cuda\"");
    mex_context_switch(b);
  }
  plhs[0] = mxCreateString(gp_backend_name(gp_context_backend(mex_session_context())));
}

void mex_devices(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs > 1 || nlhs > 1)
    mx_raise("gpuprim:invalidCall", "gpuprim_devices: takes at most one argument");
  int devices[GP_MAX_DEVICES];
  if (nrhs == 1) {
    const mxArray *a = prhs[0];
    const size_t n = mxGetNumberOfElements(a);
    if (!mxIsDouble(a) || mxIsComplex(a) || mxIsSparse(a) || n > GP_MAX_DEVICES
        || (n > 0 && mxGetM(a) != 1 && mxGetN(a) != 1))
      mx_raise("gpuprim:invalidCall", "gpuprim_devices: LIST must be a vector of at most %d device numbers",
               GP_MAX_DEVICES);
    const double *v = mxGetPr(a);
    for (size_t k = 0; k < n; k++) {
      if (!(v[k] >= 0 && v[k] <= 4096 && v[k] == (double) (int) v[k]))
        mx_raise("gpuprim:invalidCall", "gpuprim_devices: device numbers are integers from 0");
      devices[k] = (int) v[k];
    }
    mex_context_spread(devices, (int) n);
  }
  const int count = mex_context_devices(devices);
  plhs[0] = mxCreateDoubleMatrix(count > 0 ? 1 : 0, (mwSize) count, mxREAL);
  for (int k = 0; k < count; k++)
    mxGetPr(plhs[0])[k] = devices[k];
}

void mex_memory_limit(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  (void) plhs;
  if (nrhs != 1 || nlhs > 0 || !mxIsNumeric(prhs[0]) || mxGetNumberOfElements(prhs[0]) != 1
      || !(mxGetScalar(prhs[0]) >= 0))
    mx_raise("gpuprim:invalidCall", "memory_limit: needs one byte count >= 0");
  gp_status st = gp_context_set_memory_limit(mex_session_context(), (size_t) mxGetScalar(prhs[0]));
  if (st != GP_SUCCESS)
    mx_raise_status(st, "memory_limit");
}

void mex_trim(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  (void) plhs;
  (void) prhs;
  if (nrhs != 0 || nlhs > 0)
    mx_raise("gpuprim:invalidCall", "trim: takes no arguments");
  gp_status st = gp_context_trim(mex_session_context());
  if (st != GP_SUCCESS)
    mx_raise_status(st, "trim");
}

#if 0
%!test
%! s = __gpuprim_mex__ ("info");
%! assert (any (strcmp (s.backend, {"host", "cuda"})));
%! assert (ischar (s.version) && ! isempty (s.version));
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("backend", "opencl")
#endif
