/* mx_output.c - new outputs on the host or as gparrays. */
#include "mex_context.h"
#include "mx_gp_array.h"
#include "mx_handles.h"
#include "mx_output.h"

void mx_output_create(mx_output *out, const gp_array *shape, gp_dtype dtype, int as_gparray, const char *fname)
{
  out->array = NULL;
  out->handle = 0;
  if (as_gparray) {
    gp_status st = GP_SUCCESS;
    out->handle = mx_handle_new(mex_context(), shape, dtype, &out->view, &st);
    if (!out->handle)
      mx_raise_status(st, fname);
    return;
  }
  out->array = mx_create_like(shape, dtype);
  if (!out->array)
    mexErrMsgIdAndTxt("gpuprim:hostOutOfMemory", "%s: out of memory", fname);
  out->view = *shape;
  out->view.dtype = dtype;
  out->view.location = GP_HOST;
  out->view.data = mxGetData(out->array);
}

int mx_outputs_create(mx_output out[2], const gp_array *shape, gp_dtype dtype, int want_positions, int as_gparray,
                      const char *fname)
{
  mx_output_create(&out[0], shape, dtype, as_gparray, fname);
  if (want_positions)
    mx_output_create(&out[1], shape, GP_DOUBLE, as_gparray, fname);
  return want_positions ? 2 : 1;
}

void mx_output_discard(mx_output *out)
{
  if (out->array)
    mxDestroyArray(out->array);
  if (out->handle)
    mx_handle_free(mex_context(), out->handle);
  out->array = NULL;
  out->handle = 0;
}

void mx_output_set_dims(mx_output *out, int ndims, const int64_t *dims)
{
  gp_array_init(&out->view, out->view.data, out->view.dtype, out->view.location, ndims, dims);
  if (out->handle) {
    mx_handle_set_dims(out->handle, ndims, dims);
    return;
  }
  /* The data keeps its first size; Octave reads only the elements the dims count. */
  mwSize d[GP_MAX_DIMS];
  for (int k = 0; k < ndims; k++)
    d[k] = (mwSize) dims[k];
  mxSetDimensions(out->array, d, (mwSize) ndims);
}

/* A handle as Octave holds it: a uint64 scalar. */
static mxArray *handle_array(uint64_t handle)
{
  mxArray *h = mxCreateNumericMatrix(1, 1, mxUINT64_CLASS, mxREAL);
  *(uint64_t *) mxGetData(h) = handle;
  return h;
}

mxArray *mx_output_finish_handle(mx_output *out)
{
  mx_handle_keep(out->handle);
  return handle_array(out->handle);
}

/* A gparray object for a kept handle: an empty gparray () from the
 * constructor, filled in here (mxSetProperty costs a fraction of the
 * interpreter's property assignments); NULL if it cannot be made. */
static mxArray *gparray_object(const mx_output *out)
{
  mxArray *object = NULL;
  if (mexCallMATLABWithTrap(1, &object, 0, NULL, "gparray"))
    return NULL;
  int nd = out->view.ndims < 2 ? 2 : out->view.ndims;
  mxArray *sz = mxCreateDoubleMatrix(1, (mwSize) nd, mxREAL);
  for (int k = 0; k < nd; k++)
    mxGetPr(sz)[k] = k < out->view.ndims ? (double) out->view.dims[k] : 1.0;
  mxArray *cls = mxCreateString(gp_dtype_name(out->view.dtype));
  mxArray *id = handle_array(out->handle);
  mxSetProperty(object, 0, "cls", cls);
  mxSetProperty(object, 0, "sz", sz);
  mxSetProperty(object, 0, "id", id);
  mxDestroyArray(cls);
  mxDestroyArray(sz);
  mxDestroyArray(id);
  return object;
}

static void raise_no_object(const char *fname)
{
  mexErrMsgIdAndTxt("gpuprim:gparrayUnavailable", "%s: cannot make the gparray result (is gparray on the path?)",
                    fname);
}

void mx_outputs_return(gp_status st, mx_output *outs, int n, mxArray *plhs[], const char *fname)
{
  if (st != GP_SUCCESS) {
    for (int k = 0; k < n; k++)
      mx_output_discard(&outs[k]);
    mx_raise_status(st, fname);
  }
  /* Keep every gparray before making any object: nothing Octave runs
   * meanwhile (a nested call of the gateway) may take them as left over. */
  for (int k = 0; k < n; k++)
    if (outs[k].handle)
      mx_handle_keep(outs[k].handle);
  for (int k = 0; k < n; k++) {
    plhs[k] = outs[k].handle ? gparray_object(&outs[k]) : outs[k].array;
    if (!plhs[k]) {
      for (int j = k; j < n; j++)
        if (outs[j].handle)
          mx_handle_free(mex_context(), outs[j].handle);
      raise_no_object(fname);
    }
  }
}
