/* mex_gparray.c - the commands behind the gparray class: "gparray" (copy an
 * array into the session's memory), "gather" (copy it back), "free",
 * "reshape" and "convert" (a copy in another class, made where the array
 * lives). */
#include <string.h>

#include "mex_commands.h"
#include "mex_context.h"
#include "mx_gp_array.h"
#include "mx_handles.h"
#include "mx_output.h"
#include "mx_raise.h"

/* A new output of shape's dims (a gparray or an Octave array; with
 * complex, x and shape are parts views) filled with a copy of x's data. */
static gp_status copy_into(mx_output *out, const gp_array *x, const gp_array *shape, int complex, int as_gparray,
                           const char *fname)
{
  if (complex)
    mx_output_create_complex(out, shape, x->dtype, as_gparray, fname);
  else
    mx_output_create(out, shape, x->dtype, as_gparray, fname);
  size_t bytes = (size_t) gp_array_numel(x) * gp_dtype_size(x->dtype);
  return gp_copy(mex_session_context(), out->view.data, out->view.location, x->data, x->location, bytes);
}

void mex_gparray(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs != 1 || nlhs > 1)
    mx_raise("gpuprim:invalidCall", "gparray: use g = gparray (X)");
  int complex = 0;
  gp_array x = mx_view_parts_gp(prhs[0], "gparray", &complex);
  mx_output out;
  gp_status st = copy_into(&out, &x, &x, complex, 1, "gparray");
  if (st != GP_SUCCESS) {
    mx_output_discard(&out);
    mx_raise_status(st, "gparray");
  }
  plhs[0] = mx_output_finish_handle(&out);
}

mxArray *mex_upload(const mxArray *a)
{
  int complex = 0;
  gp_array x = mx_view_parts_gp(a, "gparray", &complex);
  mx_output out;
  mxArray *g = NULL;
  mx_outputs_return(copy_into(&out, &x, &x, complex, 1, "gparray"), &out, 1, &g, "gparray");
  return g;
}

void mex_gather(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs != 1 || nlhs > 1 || !mx_is_gparray(prhs[0]))
    mx_raise("gpuprim:invalidCall", "gather: use X = gather (G) with a gparray G");
  int complex = 0;
  gp_array x = mx_view_parts_gp(prhs[0], "gather", &complex);
  mx_output out;
  mx_outputs_return(copy_into(&out, &x, &x, complex, 0, "gather"), &out, 1, plhs, "gather");
}

void mex_free(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  (void) plhs;
  if (nrhs != 1 || nlhs > 0)
    mx_raise("gpuprim:invalidCall", "free: needs one handle");
  if (!mxIsUint64(prhs[0]) || mxGetNumberOfElements(prhs[0]) != 1)
    return;  /* an empty gparray (), or not a handle at all: nothing to free */
  uint64_t handle = *(const uint64_t *) mxGetData(prhs[0]);
  gp_array v;
  if (mx_handle_lookup(handle, &v, NULL))  /* live, so the session's context exists */
    mx_handle_free(mex_session_context(), handle);
}

void mex_reshape(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const char *fname = "reshape";
  if (nrhs != 2 || nlhs > 1 || !mx_is_gparray(prhs[0]) || !mxIsDouble(prhs[1]) || mxIsComplex(prhs[1])
      || mxGetNumberOfElements(prhs[1]) < 2 || mxGetNumberOfElements(prhs[1]) > GP_MAX_DIMS)
    mx_raise("gpuprim:invalidCall", "reshape: internal call needs (G, DIMS) with 2 to %d dims", GP_MAX_DIMS);
  int complex = 0;
  gp_array x = mx_view_parts_gp(prhs[0], fname, &complex), shape;
  const double *d = mxGetPr(prhs[1]);
  int nd = (int) mxGetNumberOfElements(prhs[1]);
  if (nd + complex > GP_MAX_DIMS)
    mx_raise("gpuprim:tooManyDims", "reshape: at most %d dimensions are supported", GP_MAX_DIMS - complex);
  int64_t dims[GP_MAX_DIMS] = {2};  /* a complex array's parts: a leading 2 */
  for (int k = 0; k < nd; k++) {
    if (!(d[k] >= 0 && d[k] <= 9.0e15) || d[k] != (double) (int64_t) d[k])
      mx_raise("gpuprim:invalidCall", "reshape: DIMS must be nonnegative integers");
    dims[k + complex] = (int64_t) d[k];
  }
  gp_array_init(&shape, NULL, x.dtype, x.location, nd + complex, dims);
  if (gp_array_numel(&shape) != gp_array_numel(&x))
    mx_raise("gpuprim:reshape", "reshape: can't reshape an array of %lld elements to one of %lld",
                      (long long) gp_array_numel(&x), (long long) gp_array_numel(&shape));
  mx_output out;
  mx_outputs_return(copy_into(&out, &x, &shape, complex, 1, fname), &out, 1, plhs, fname);
}

/* logical of a complex gparray (parts, its parts view), as the builtin's:
 * true where either part is nonzero, a NaN part gpuprim:nanToLogical.  Its
 * parts convert into a logical pair a element, then max along the pair
 * (a logical max is OR) writes the result: two calls where the parts lie. */
static void complex_to_logical(const gp_array *parts, mxArray *plhs[], const char *fname)
{
  const gp_array whole = mx_whole(parts, 1);
  mx_output pairs, out;
  mx_output_create(&pairs, parts, GP_LOGICAL, 1, fname);
  mx_output_create(&out, &whole, GP_LOGICAL, 1, fname);
  gp_status st = gp_convert(mex_session_context(), parts, &pairs.view);
  if (st == GP_SUCCESS) {
    gp_array y = pairs.view;  /* the result's memory with the pair's dim 1 */
    y.data = out.view.data;
    y.dims[0] = 1;
    st = gp_reduce(mex_session_context(), GP_OP_MAX, NULL, &pairs.view, &y, NULL, 0);
  }
  mx_output_discard(&pairs);
  mx_outputs_return(st, &out, 1, plhs, fname);
}

/* y = ("convert", x, class): x's elements in the numeric or logical class
 * named, by gp_convert; a gparray for a gparray x. */
void mex_convert(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  char name[16];
  if (nrhs != 2 || nlhs > 1 || !mxIsChar(prhs[1]) || mxGetString(prhs[1], name, sizeof name) != 0)
    mx_raise("gpuprim:invalidCall", "convert: internal call needs (X, CLASS)");
  int to = 0;
  while (to < GP_DTYPE_COUNT && strcmp(name, gp_dtype_name((gp_dtype) to)) != 0)
    to++;
  if (to == GP_DTYPE_COUNT)
    mx_raise("gpuprim:invalidType", "convert: no conversion to class '%s'", name);
  int complex = 0;  /* a complex gparray's parts convert as reals, to a float class or logical (as the builtins) */
  gp_array x = mx_view_parts_gp(prhs[0], name, &complex);
  if (complex && to != GP_DOUBLE && to != GP_SINGLE && to != GP_LOGICAL)
    mx_raise("gpuprim:complex", "%s: a complex gparray converts to double, single or logical only", name);
  if (complex && !mx_is_gparray(prhs[0]))
    mx_raise("gpuprim:complex", "convert: internal call takes complex input only as a gparray");
  if (complex && to == GP_LOGICAL) {
    complex_to_logical(&x, plhs, name);
    return;
  }
  mx_output out;
  if (complex)
    mx_output_create_complex(&out, &x, (gp_dtype) to, 1, name);
  else
    mx_output_create(&out, &x, (gp_dtype) to, mx_is_gparray(prhs[0]), name);
  mx_outputs_return(gp_convert(mex_session_context(), &x, &out.view), &out, 1, plhs, name);
}

#if 0
%!assert (__gpuprim_mex__ ("convert", [-2.5 2.5 NaN 300], "int8"), int8 ([-3 3 0 127]))
%!assert (__gpuprim_mex__ ("convert", int16 ([-1 0 2]), "logical"), [true false true])
%!error id=gpuprim:nanToLogical __gpuprim_mex__ ("convert", [1 NaN], "logical")
%!error id=gpuprim:invalidType __gpuprim_mex__ ("convert", 1, "char")
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("convert", 1)
#endif
