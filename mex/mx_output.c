/* mx_output.c - new outputs on the host or as gparrays. */
#include <stdlib.h>

#include "mex_context.h"
#include "mex_semantics.h"
#include "mx_gp_array.h"
#include "mx_handles.h"
#include "mx_output.h"
#ifdef GP_HAVE_ADOPT
#include "mx_adopt.h"
#include "mx_raise.h"
#endif

static int env_set(const char *name)
{
  const char *v = getenv(name);
  return v && *v && *v != '0';
}

int mx_outputs_can_adopt(void)
{
#ifdef GP_HAVE_ADOPT
  return 1;
#else
  return 0;
#endif
}

/* Read at every output, so that a session (a test) can switch paths:
 * GPUPRIM_PLAIN_OUTPUTS=1 takes the plain path, =0 the adopting one where
 * built; unset, the faster of the two on the running Octave.  A complex
 * output adopts wherever it can: the plain path copies its parts apart and
 * back together (plain_complex). */
static int adopting(int complex)
{
  const char *v = getenv("GPUPRIM_PLAIN_OUTPUTS");
  if (!mx_outputs_can_adopt())
    return 0;
  if (v && *v)
    return !env_set("GPUPRIM_PLAIN_OUTPUTS");
  return complex || !mex_semantics_of_octave()->plain_outputs_uncopied;
}

const char *mx_outputs_path(void)
{
  return adopting(0) ? "adopt" : "plain";
}

/* The adopting buffers of this call that are not yet handed back or freed:
 * a raise between taking and returning them leaves them here for the next
 * call (or the raise in this file) to free.  A call takes at most two. */
enum { MAX_TAKEN = 8 };
static mx_output taken[MAX_TAKEN];
static int taken_count = 0;

static void free_adopted(mx_output *out)
{
#ifdef GP_HAVE_ADOPT
  mx_adopt_free(out->adopted, out->view.dtype, out->complex, out->capacity);
#endif
  out->adopted = NULL;
}

static void forget_taken(const void *buffer)
{
  for (int k = 0; k < taken_count; k++)
    if (taken[k].adopted == buffer) {
      taken[k] = taken[--taken_count];
      return;
    }
}

void mx_outputs_drop_pending(void)
{
  while (taken_count > 0)
    free_adopted(&taken[--taken_count]);
}

/* Room for a host output of n elements (complex ones where out->complex)
 * from Octave's allocator; 0 where there is none. */
static int take_adopted(mx_output *out, int64_t n)
{
#ifdef GP_HAVE_ADOPT
  if (taken_count == MAX_TAKEN)
    return 0;
  out->adopted = mx_adopt_alloc(out->view.dtype, out->complex, n);
  out->capacity = n;
  if (out->adopted)
    taken[taken_count++] = *out;
  return out->adopted != NULL;
#else
  (void) out;
  (void) n;
  return 0;
#endif
}

static void raise_host_oom(const char *fname)
{
  mx_outputs_drop_pending();
  mx_raise("gpuprim:hostOutOfMemory", "%s: out of memory", fname);
}

/* mx_output_create, and where complex a complex host output seen as its parts. */
static void create(mx_output *out, const gp_array *shape, gp_dtype dtype, int complex, int as_gparray,
                   const char *fname)
{
  out->complex = complex;
  out->array = NULL;
  out->adopted = NULL;
  out->capacity = 0;
  out->handle = 0;
  if (as_gparray) {
    gp_status st = GP_SUCCESS;
    out->handle = mx_handle_new(mex_session_context(), shape, dtype, complex, &out->view, &st);
    if (!out->handle) {
      mx_outputs_drop_pending();
      mx_raise_status(st, fname);
    }
    return;
  }
  (void) mex_session_context();  /* made first: a raise there leaves no output behind */
  out->view = *shape;
  out->view.dtype = dtype;
  out->view.location = GP_HOST;
  if (adopting(out->complex)) {
    if (!take_adopted(out, gp_array_numel(shape) / (out->complex ? 2 : 1)))
      raise_host_oom(fname);
    out->view.data = out->adopted;
    return;
  }
  out->array = mx_create_like(shape, dtype);  /* a complex output's parts: see plain_complex */
  if (!out->array)
    raise_host_oom(fname);
  out->view.data = mxGetData(out->array);
}

void mx_output_create(mx_output *out, const gp_array *shape, gp_dtype dtype, int as_gparray, const char *fname)
{
  create(out, shape, dtype, 0, as_gparray, fname);
}

void mx_output_create_complex(mx_output *out, const gp_array *parts, gp_dtype dtype, int as_gparray,
                              const char *fname)
{
  create(out, parts, dtype, 1, as_gparray, fname);
}

int mx_outputs_create(mx_output out[2], const gp_array *shape, gp_dtype dtype, int complex, int want_positions,
                      int as_gparray, const char *fname)
{
  create(&out[0], shape, dtype, complex, as_gparray, fname);
  gp_array whole = *shape;  /* positions count complex elements, not parts */
  if (complex)
    gp_complex_of_parts(shape, &whole);
  if (want_positions)
    mx_output_create(&out[1], &whole, GP_DOUBLE, as_gparray, fname);
  return want_positions ? 2 : 1;
}

void mx_output_discard(mx_output *out)
{
  if (out->adopted) {
    forget_taken(out->adopted);
    free_adopted(out);
  }
  if (out->array)
    mxDestroyArray(out->array);
  if (out->handle)
    mx_handle_free(mex_session_context(), out->handle);
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
  if (out->adopted)
    return;  /* wrapped with these dims at the return, never resized after */
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
  const gp_array whole = mx_whole(&out->view, out->complex);
  int nd = whole.ndims < 2 ? 2 : whole.ndims;
  mxArray *sz = mxCreateDoubleMatrix(1, (mwSize) nd, mxREAL);
  for (int k = 0; k < nd; k++)
    mxGetPr(sz)[k] = k < whole.ndims ? (double) whole.dims[k] : 1.0;
  mxArray *cls = mxCreateString(gp_dtype_name(whole.dtype));
  mxArray *id = handle_array(out->handle);
  mxSetProperty(object, 0, "cls", cls);
  mxSetProperty(object, 0, "sz", sz);
  mxSetProperty(object, 0, "id", id);
  mxDestroyArray(cls);
  mxDestroyArray(sz);
  mxDestroyArray(id);
  if (out->complex) {  /* the property's default is false */
    mxArray *cx = mxCreateLogicalScalar(1);
    mxSetProperty(object, 0, "cx", cx);
    mxDestroyArray(cx);
  }
  return object;
}

static void raise_no_object(const char *fname)
{
  mx_raise("gpuprim:gparrayUnavailable", "%s: cannot make the gparray result (is gparray on the path?)",
                    fname);
}

/* The real (part 0) or imaginary (part 1) parts of a complex output's
 * parts view, as a new real array of the complex array's dims; with
 * all_zero, whether every one of them is zero.  NULL where memory ran out. */
static mxArray *part_array(const mx_output *out, int part, int *all_zero)
{
  const gp_array whole = mx_whole(&out->view, 1);
  mxArray *a = mx_create_like(&whole, whole.dtype);
  const int64_t n = gp_array_numel(&whole);
  int zero = 1;
  if (a && whole.dtype == GP_SINGLE) {
    float *to = (float *) mxGetData(a);
    const float *from = (const float *) out->view.data + part;
    for (int64_t k = 0; k < n; k++)
      zero &= (to[k] = from[2 * k]) == 0;
  } else if (a) {
    double *to = (double *) mxGetData(a);
    const double *from = (const double *) out->view.data + part;
    for (int64_t k = 0; k < n; k++)
      zero &= (to[k] = from[2 * k]) == 0;
  }
  if (all_zero)
    *all_zero = zero;
  return a;
}

/* A complex output of the plain path, filled as a real array of its parts,
 * as the array handed back: complex (re, im), or re where no imaginary part
 * is left, as the builtins narrow.  (An interleaved complex array made by
 * mxCreate* would be simpler, but Octave 7.3 overruns its buffer when it
 * takes one back.)  NULL where memory ran out. */
static mxArray *plain_complex(mx_output *out)
{
  int zero = 0;
  mxArray *parts[2] = {part_array(out, 0, NULL), part_array(out, 1, &zero)}, *z = NULL;
  mxDestroyArray(out->array);
  out->array = NULL;
  if (parts[0] && parts[1] && zero)
    z = parts[0];
  else if (parts[0] && parts[1] && mexCallMATLABWithTrap(1, &z, 2, parts, "complex"))
    z = NULL;
  for (int k = 0; k < 2; k++)
    if (parts[k] && parts[k] != z)
      mxDestroyArray(parts[k]);
  return z;
}

/* A host output as the Octave array handed back; NULL where memory ran out. */
static mxArray *host_array(mx_output *out)
{
  if (!out->adopted)
    return out->complex ? plain_complex(out) : out->array;
#ifdef GP_HAVE_ADOPT
  forget_taken(out->adopted);
  void *buffer = out->adopted;
  out->adopted = NULL;  /* the wrap takes it, whatever it returns */
  const int from = out->complex ? 1 : 0;  /* the parts view's leading 2 */
  return mx_adopt_wrap(buffer, out->view.dtype, out->complex, out->view.ndims - from, out->view.dims + from,
                       out->capacity);
#else
  return NULL;
#endif
}

void mx_outputs_return(gp_status st, mx_output *outs, int n, mxArray *plhs[], const char *fname)
{
  if (st == GP_SUCCESS && env_set("GPUPRIM_TEST_FAIL_OUTPUTS"))
    st = GP_ERROR_INTERNAL;
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
    plhs[k] = outs[k].handle ? gparray_object(&outs[k]) : host_array(&outs[k]);
    if (!plhs[k]) {
      const int host = !outs[k].handle;
      for (int j = k; j < n; j++)
        mx_output_discard(&outs[j]);
      if (host)
        raise_host_oom(fname);
      raise_no_object(fname);
    }
  }
}
