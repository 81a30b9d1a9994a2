/* mx_gp_array.c - checks and conversions at the Octave boundary. */
#include <stdio.h>
#include <string.h>

#include "mx_gp_array.h"
#include "mx_handles.h"
#include "mx_raise.h"

/* The dtype of a host array of class id (mx_class_id (a), read once by
 * the caller), or raise. */
static gp_dtype dtype_of(const mxArray *a, mxClassID id, const char *fname)
{
  if (mxIsSparse(a))
    mx_raise("gpuprim:sparse", "%s: sparse input is not supported; use full (X)", fname);
  if (mxIsComplex(a))
    mx_raise("gpuprim:complex", "%s: complex input is not supported", fname);
  switch (id) {
  case mxDOUBLE_CLASS: return GP_DOUBLE;
  case mxSINGLE_CLASS: return GP_SINGLE;
  case mxINT8_CLASS: return GP_INT8;
  case mxUINT8_CLASS: return GP_UINT8;
  case mxINT16_CLASS: return GP_INT16;
  case mxUINT16_CLASS: return GP_UINT16;
  case mxINT32_CLASS: return GP_INT32;
  case mxUINT32_CLASS: return GP_UINT32;
  case mxINT64_CLASS: return GP_INT64;
  case mxUINT64_CLASS: return GP_UINT64;
  case mxLOGICAL_CLASS: return GP_LOGICAL;
  default:
    mx_raise("gpuprim:invalidType",
                      "%s: X must be a numeric or logical array, not %s", fname, mxGetClassName(a));
  }
  return GP_DOUBLE; /* not reached */
}

mxClassID mx_class_id(const mxArray *a)
{
  /* Octave's mxGetClassID compares the class name with each class's in
   * turn (about 300 instructions for a logical array); these predicates are
   * one virtual call each and cover the common inputs */
  if (mxIsDouble(a))
    return mxDOUBLE_CLASS;
  if (mxIsLogical(a))
    return mxLOGICAL_CLASS;
  if (mxIsSingle(a))
    return mxSINGLE_CLASS;
  return mxGetClassID(a);
}

gp_dtype mx_require_dtype(const mxArray *a, const char *fname)
{
  return dtype_of(a, mx_class_id(a), fname);
}

mxClassID mx_class_of(gp_dtype t)
{
  static const mxClassID ids[GP_DTYPE_COUNT] = {
    mxDOUBLE_CLASS, mxSINGLE_CLASS, mxINT8_CLASS, mxUINT8_CLASS, mxINT16_CLASS, mxUINT16_CLASS,
    mxINT32_CLASS, mxUINT32_CLASS, mxINT64_CLASS, mxUINT64_CLASS, mxLOGICAL_CLASS};
  return ids[t];
}

/* Whether a, of class id, is a gparray: the id first, since Octave's
 * mxIsClass copies the class name into memory it tracks, a malloc on every
 * call, and the common inputs are plain arrays, which no object is. */
static int is_gparray_of(const mxArray *a, mxClassID id)
{
  switch (id) {
  case mxDOUBLE_CLASS: case mxSINGLE_CLASS: case mxLOGICAL_CLASS:
  case mxCHAR_CLASS: case mxINT8_CLASS: case mxUINT8_CLASS:
  case mxINT16_CLASS: case mxUINT16_CLASS: case mxINT32_CLASS:
  case mxUINT32_CLASS: case mxINT64_CLASS: case mxUINT64_CLASS:
    return 0;
  default:
    return mxIsClass(a, "gparray");
  }
}

int mx_is_gparray(const mxArray *a)
{
  return is_gparray_of(a, mx_class_id(a));
}

uint64_t mx_gparray_handle(const mxArray *a, const char *fname)
{
  mxArray *id = mxGetProperty(a, 0, "id");
  uint64_t handle = 0;
  int valid = id && mxIsUint64(id) && mxGetNumberOfElements(id) == 1;  /* no class-name compares */
  if (valid)
    handle = *(const uint64_t *) mxGetData(id);
  if (id)
    mxDestroyArray(id);
  if (!valid)
    mx_raise("gpuprim:invalidHandle", "%s: not a valid gparray", fname);
  return handle;
}

/* A host array's view; parts: a complex array's (re, im) pairs as a real
 * array with a leading dim of 2 (the MEX files use the interleaved API). */
static gp_array host_view(const mxArray *a, gp_dtype t, int parts, const char *fname)
{
  gp_array v;
  mwSize nd = mxGetNumberOfDimensions(a);
  if (nd + (mwSize) parts > GP_MAX_DIMS)
    mx_raise("gpuprim:tooManyDims", "%s: at most %d dimensions are supported", fname,
                      GP_MAX_DIMS - parts);
  const mwSize *d = mxGetDimensions(a);
  int64_t dims[GP_MAX_DIMS] = {2};
  for (mwSize k = 0; k < nd; k++)
    dims[k + parts] = (int64_t) d[k];
  gp_status st = gp_array_init(&v, mxGetData(a), t, GP_HOST, (int) nd + parts, dims);
  if (st != GP_SUCCESS)
    mx_raise_status(st, fname);
  return v;
}

/* A gparray's view (a complex one's parts) and whether it is complex. */
static gp_array gparray_view(const mxArray *a, const char *fname, int *complex)
{
  gp_array v;
  if (!mx_handle_lookup(mx_gparray_handle(a, fname), &v, complex))
    mx_raise("gpuprim:staleHandle",
                      "%s: this gparray's memory is gone (the MEX file was cleared, or the backend changed)", fname);
  return v;
}

static void raise_complex_gparray(const char *fname)
{
  mx_raise("gpuprim:complex", "%s: does not take a complex gparray; use gather (G) and the host array",
                    fname);
}

/* mx_view_parts_gp with the class id read once; complex NULL: mx_view
 * (a complex array raises, as the host view's dtype check does) */
static gp_array view_of(const mxArray *a, const char *fname, int *complex)
{
  const mxClassID id = mx_class_id(a);
  if (is_gparray_of(a, id)) {
    int cx = 0;
    gp_array v = gparray_view(a, fname, &cx);
    if (cx && !complex)
      raise_complex_gparray(fname);
    if (complex)
      *complex = cx;
    return v;
  }
  const int parts = complex && (id == mxDOUBLE_CLASS || id == mxSINGLE_CLASS) && mxIsComplex(a) && !mxIsSparse(a);
  if (complex)
    *complex = parts;
  if (parts)
    return host_view(a, id == mxDOUBLE_CLASS ? GP_DOUBLE : GP_SINGLE, 1, fname);
  return host_view(a, dtype_of(a, id, fname), 0, fname);
}

gp_array mx_view(const mxArray *a, const char *fname)
{
  return view_of(a, fname, NULL);
}

gp_array mx_view_parts(const mxArray *a, const char *fname, int *complex)
{
  if (mx_is_gparray(a)) {  /* a complex gparray raises here, as mx_view's */
    *complex = 0;
    return mx_view(a, fname);
  }
  return view_of(a, fname, complex);
}

gp_array mx_view_parts_gp(const mxArray *a, const char *fname, int *complex)
{
  return view_of(a, fname, complex);
}

gp_array mx_whole(const gp_array *x, int parts)
{
  gp_array w = *x;
  if (parts)
    gp_complex_of_parts(x, &w);
  return w;
}

mxArray *mx_create_like(const gp_array *x, gp_dtype dtype)
{
  mwSize dims[GP_MAX_DIMS];
  for (int k = 0; k < x->ndims; k++)
    dims[k] = (mwSize) x->dims[k];
  if (dtype == GP_LOGICAL)
    return mxCreateLogicalArray((mwSize) x->ndims, dims);
  return mxCreateUninitNumericArray((mwSize) x->ndims, dims, mx_class_of(dtype), mxREAL);
}

int mx_default_dim(const gp_array *x)
{
  for (int k = 0; k < x->ndims; k++)
    if (x->dims[k] != 1)
      return k + 1;
  return 1;
}

int mx_require_dim(const mxArray *a, const gp_array *x, const char *fname)
{
  if (!mxIsNumeric(a) || mxIsComplex(a) || mxGetNumberOfElements(a) != 1)
    mx_raise("gpuprim:invalidDim", "%s: DIM must be a positive integer scalar", fname);
  double d = mxGetScalar(a);
  if (d == 0)  /* the wrappers' plain calls */
    return mx_default_dim(x);
  if (!(d >= 1 && d <= 2147483647.0) || d != (double) (long long) d)
    mx_raise("gpuprim:invalidDim", "%s: DIM must be a positive integer scalar", fname);
  return (int) d;
}

int mx_require_dim_set(const mxArray *a, int in[GP_MAX_DIMS + 2], const char *fname)
{
  const size_t n = mxGetNumberOfElements(a);
  if (!mxIsNumeric(a) || mxIsComplex(a) || mxIsSparse(a) || n == 0 || n > GP_MAX_DIMS + 1)
    mx_raise("gpuprim:invalidDim", "%s: VECDIM must hold 1 to %d dims", fname, GP_MAX_DIMS);
  for (int d = 0; d < GP_MAX_DIMS + 2; d++)
    in[d] = 0;
  int lowest = GP_MAX_DIMS + 1;
  for (size_t k = 0; k < n; k++) {
    const double d = mxIsDouble(a) ? mxGetPr(a)[k] : -1;
    if (!(d >= 1 && d <= 2147483647.0) || d != (double) (long long) d)
      mx_raise("gpuprim:invalidDim", "%s: VECDIM must hold distinct positive integers", fname);
    const int at = d > GP_MAX_DIMS ? GP_MAX_DIMS + 1 : (int) d;
    if (in[at] && at <= GP_MAX_DIMS)
      mx_raise("gpuprim:invalidDim", "%s: VECDIM must hold distinct positive integers", fname);
    in[at] = 1;
    lowest = at < lowest ? at : lowest;
  }
  return lowest;
}

void mx_require_dim_run(const mxArray *a, const gp_array *x, int *first, int *last, const char *fname)
{
  if (mxGetNumberOfElements(a) == 1 || !mxIsNumeric(a) || mxIsComplex(a) || mxIsSparse(a)) {
    *first = *last = mx_require_dim(a, x, fname);
    return;
  }
  int in[GP_MAX_DIMS + 2];  /* in[d]: 1-based dim d is folded (dims past GP_MAX_DIMS all count as one) */
  const int lowest = mx_require_dim_set(a, in, fname);
  /* the folded dims that are not 1 must form one run, apart from dims of 1 */
  *first = *last = 0;
  for (int d = 1; d <= x->ndims; d++) {
    if (x->dims[d - 1] == 1)
      continue;
    if (in[d]) {
      if (*last && *last < d - 1)
        for (int k = *last + 1; k < d; k++)
          if (x->dims[k - 1] != 1 && !in[k])
            mx_raise("gpuprim:invalidDim", "%s: internal call needs VECDIM's dims next to each other",
                              fname);
      *first = *first ? *first : d;
      *last = d;
    }
  }
  if (!*first)  /* every folded dim is 1: a fold along one of them changes nothing but the class */
    *first = *last = lowest;
}

void mx_require_string(const mxArray *a, char *buf, size_t size, const char *fname)
{
  if (!mxIsChar(a) || mxGetString(a, buf, (mwSize) size) != 0)
    mx_raise("gpuprim:invalidArgument", "%s: expected a short string argument", fname);
}

void mx_require_known_algorithm(gp_status st, const char *name, const char *fname)
{
  if (st != GP_SUCCESS)
    mx_raise("gpuprim:unknownAlgorithm", "%s: unknown algorithm '%s'", fname, name);
}

void mx_require_selection(const char *name, gp_topk_algorithm *method, gp_sort_algorithm *sort, const char *fname)
{
  if (gp_topk_algorithm_from_name(name, method) == GP_SUCCESS)
    return;
  mx_require_known_algorithm(gp_sort_algorithm_from_name(name, sort), name, fname);
  *method = GP_TOPK_SORT;
}

void mx_raise_status(gp_status st, const char *fname)
{
  char id[64];
  snprintf(id, sizeof id, "gpuprim:%s", gp_status_id(st));
  mx_raise(id, "%s: %s", fname, gp_status_string(st));
}
