/* mex_options.c - the one parser of the user functions' options and dims.
 * Every gpu_* function takes its options here, whether its call is plain
 * (mex_entries.c) or goes through its implementation in Octave's language
 * (which calls __gpuprim_mex__ ("options" | "dims", ...)), so the rules and
 * the error identifiers are the same everywhere (mex_options.h). */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "mex_commands.h"
#include "mex_options.h"
#include "mx_gp_array.h"

/* A char row's text in buf (lower case with lower), or 0 where a is no
 * char row or is longer than buf holds. */
static int text_of(const mxArray *a, char *buf, size_t size, int lower)
{
  if (!mxIsChar(a) || mxGetM(a) > 1 || mxGetNumberOfDimensions(a) > 2 || mxGetNumberOfElements(a) >= size
      || mxGetString(a, buf, (mwSize) size) != 0)
    return 0;
  for (char *c = buf; lower && *c; c++)
    *c = (char) tolower((unsigned char) *c);
  return 1;
}

/* Whether word (lower case) is one of the NULL-ended list. */
static int one_of(const char *word, const char *const *list)
{
  for (; *list; list++)
    if (strcmp(word, *list) == 0)
      return 1;
  return 0;
}

static void copy_word(char *dst, size_t size, const char *src)
{
  strncpy(dst, src, size - 1);
  dst[size - 1] = '\0';
}

/* The value of the name-value pair whose name is args[k] (lower case into
 * value), or raise. */
static void take_value(const char *fname, int n, const mxArray *args[], int k, const char *name,
                       const char *const *values, char *value, size_t size)
{
  char buf[32];
  if (k + 1 >= n || !mxIsChar(args[k + 1]))
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "%s: \"%s\" needs a value", fname, name);
  if (!text_of(args[k + 1], buf, sizeof buf, 1) || !one_of(buf, values))
    mexErrMsgIdAndTxt("gpuprim:unknownOption", "%s: \"%s\" takes no such value", fname, name);
  copy_word(value, size, buf);
}

static const char *const scan_flags[] = {"exclusive", "inclusive", "reverse", "forward", NULL};
static const char *const nan_flags[] = {"omitnan", "omitmissing", "includenan", "includemissing", NULL};
static const char *const placements[] = {"auto", "first", "last", NULL};
static const char *const methods[] = {"auto", "abs", "real", NULL};

/* The last positional argument: "linear", TYPE or MODE, where kinds take it. */
static void take_trailing(const char *fname, unsigned kinds, int n, const mxArray *args[], mex_options *o, int *keep)
{
  char word[16];
  int last = n - 1;
  while (last >= 0 && !keep[last])
    last--;
  if (last < 0 || !mxIsChar(args[last]))
    return;
  const int is_text = text_of(args[last], word, sizeof word, 0);
  if ((kinds & MEX_OPT_LINEAR) && is_text && strcasecmp(word, "linear") == 0) {
    o->linear = 1;
    keep[last] = 0;
    return;
  }
  if (kinds & MEX_OPT_MODE) {
    if (!is_text || (strcmp(word, "ascend") != 0 && strcmp(word, "descend") != 0))
      mexErrMsgIdAndTxt("gpuprim:invalidMode", "%s: MODE must be either \"ascend\" or \"descend\"", fname);
    o->descending = strcmp(word, "descend") == 0;
    keep[last] = 0;
    return;
  }
  if (!(kinds & MEX_OPT_TYPE) || ((kinds & MEX_OPT_ALL) && is_text && strcasecmp(word, "all") == 0))
    return;
  if (!is_text || !(strcmp(word, "default") == 0 || strcmp(word, "native") == 0 || strcmp(word, "double") == 0
                    || ((kinds & MEX_OPT_EXTRA) && strcmp(word, "extra") == 0)))
    mexErrMsgIdAndTxt("gpuprim:unknownOption", "%s: unknown option \"%s\"", fname, is_text ? word : "(long)");
  copy_word(o->type, sizeof o->type, word);
  keep[last] = 0;
}

void mex_take_options(const char *fname, unsigned kinds, int n, const mxArray *args[], int from, mex_options *o,
                      int *keep)
{
  memset(o, 0, sizeof *o);
  strcpy(o->algorithm, "auto");
  strcpy(o->type, "default");
  strcpy(o->missing, "auto");
  strcpy(o->method, "auto");
  for (int k = 0; k < n; k++)
    keep[k] = 1;
  char word[32];
  for (int k = 0; k < n; k++) {
    if (!text_of(args[k], word, sizeof word, 1))
      continue;
    if ((kinds & MEX_OPT_ALGORITHM) && strcmp(word, "algorithm") == 0) {
      char name[64];
      if (k + 1 >= n || !mxIsChar(args[k + 1]) || mxGetM(args[k + 1]) > 1)
        mexErrMsgIdAndTxt("gpuprim:invalidCall", "%s: \"algorithm\" needs a name, e.g. \"auto\"", fname);
      copy_word(o->algorithm, sizeof o->algorithm, text_of(args[k + 1], name, sizeof name, 1) ? name : "(too long)");
      keep[k] = keep[k + 1] = 0;
      k++;
    } else if ((kinds & MEX_OPT_MISSING) && strcmp(word, "missingplacement") == 0) {
      take_value(fname, n, args, k, "MissingPlacement", placements, o->missing, sizeof o->missing);
      keep[k] = keep[k + 1] = 0;
      k++;
    } else if ((kinds & MEX_OPT_METHOD) && strcmp(word, "comparisonmethod") == 0) {
      take_value(fname, n, args, k, "ComparisonMethod", methods, o->method, sizeof o->method);
      keep[k] = keep[k + 1] = 0;
      k++;
    } else if ((kinds & MEX_OPT_SCAN_FLAGS) && one_of(word, scan_flags)) {
      if (word[0] == 'e' || word[0] == 'i')
        o->exclusive = word[0] == 'e';
      else
        o->reverse = word[0] == 'r';
      keep[k] = 0;
    } else if ((kinds & MEX_OPT_NANFLAG) && k >= from && one_of(word, nan_flags)) {
      strcpy(o->nanflag, word[0] == 'o' ? "omitnan" : "includenan");
      keep[k] = 0;
    }
  }
  take_trailing(fname, kinds, n, args, o, keep);
}

int mex_dim_value(const mxArray *a, const char *fname)
{
  if (mxIsChar(a)) {
    char word[32];
    mexErrMsgIdAndTxt("gpuprim:unknownOption", "%s: unknown option \"%s\"", fname,
                      text_of(a, word, sizeof word, 0) ? word : "(long)");
  }
  const double d = (mxIsNumeric(a) || mxIsLogical(a)) && !mxIsComplex(a) && mxGetNumberOfElements(a) == 1
                     ? mxGetScalar(a) : 0;
  if (!mxIsNumeric(a) || !(d >= 1 && d <= 2147483647.0) || d != (double) (long long) d)
    mexErrMsgIdAndTxt("gpuprim:invalidDim", "%s: DIM must be a positive integer scalar", fname);
  return (int) d;
}

/* The kinds named in the cell a. */
static unsigned kinds_of(const mxArray *a)
{
  static const char *const names[] = {"algorithm", "scan_flags", "nanflag", "type",   "extra",
                                      "all",       "mode",       "missing", "method", "linear"};
  unsigned kinds = 0;
  char name[16];
  for (size_t k = 0; mxIsCell(a) && k < mxGetNumberOfElements(a); k++) {
    const mxArray *c = mxGetCell(a, k);
    size_t j = 0;
    while (j < sizeof names / sizeof names[0] && !(c && text_of(c, name, sizeof name, 0) && strcmp(name, names[j]) == 0))
      j++;
    if (j == sizeof names / sizeof names[0])
      mexErrMsgIdAndTxt("gpuprim:invalidCall", "__gpuprim_mex__: unknown kind of option");
    kinds |= 1u << j;
  }
  return kinds;
}

/* fname of an internal command's call, checked. */
static void fname_of(const mxArray *a, char *buf, size_t size)
{
  if (!text_of(a, buf, size, 0))
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "__gpuprim_mex__: expected a function name");
}

void mex_options_command(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  char fname[32];
  (void) nlhs;
  if (nrhs < 3 || !mxIsNumeric(prhs[2]) || mxGetNumberOfElements(prhs[2]) != 1)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "__gpuprim_mex__: use (\"options\", fname, kinds, from, args...)");
  fname_of(prhs[0], fname, sizeof fname);
  const unsigned kinds = kinds_of(prhs[1]);
  const int n = nrhs - 3, from = (int) mxGetScalar(prhs[2]) - 1;
  mex_options o;
  int *keep = mxMalloc(((size_t) n + 1) * sizeof *keep);
  mex_take_options(fname, kinds, n, prhs + 3, from, &o, keep);
  plhs[0] = mxCreateLogicalMatrix(1, (mwSize) n);
  mxLogical *kept = mxGetLogicals(plhs[0]);
  for (int k = 0; k < n; k++)
    kept[k] = keep[k] != 0;
  mxFree(keep);
  static const char *fields[] = {"algorithm", "exclusive", "reverse", "nanflag", "type",
                                 "descending", "missing",  "method",  "linear"};
  mxArray *s = mxCreateStructMatrix(1, 1, sizeof fields / sizeof fields[0], fields);
  mxSetField(s, 0, "algorithm", mxCreateString(o.algorithm));
  mxSetField(s, 0, "exclusive", mxCreateLogicalScalar(o.exclusive != 0));
  mxSetField(s, 0, "reverse", mxCreateLogicalScalar(o.reverse != 0));
  mxSetField(s, 0, "nanflag", mxCreateString(o.nanflag));
  mxSetField(s, 0, "type", mxCreateString(o.type));
  mxSetField(s, 0, "descending", mxCreateLogicalScalar(o.descending != 0));
  mxSetField(s, 0, "missing", mxCreateString(o.missing));
  mxSetField(s, 0, "method", mxCreateString(o.method));
  mxSetField(s, 0, "linear", mxCreateLogicalScalar(o.linear != 0));
  plhs[1] = s;
}

/* A VECDIM's dims, sorted, into a new row; or raise. */
static mxArray *vecdim_of(const mxArray *a, const char *fname)
{
  if (mxIsComplex(a) || mxIsSparse(a))
    mexErrMsgIdAndTxt("gpuprim:invalidDim", "%s: VECDIM must be a vector of distinct positive integers", fname);
  if (!mxIsDouble(a)) {  /* other classes through Octave's own double () */
    mxArray *as_double = NULL, *arg[1] = {(mxArray *) a};
    mexCallMATLAB(1, &as_double, 1, arg, "double");
    mxArray *dims = vecdim_of(as_double, fname);
    mxDestroyArray(as_double);
    return dims;
  }
  const size_t n = mxGetNumberOfElements(a);
  int ok = n > 0 && mxGetNumberOfDimensions(a) == 2
           && (mxGetM(a) == 1 || mxGetN(a) == 1);
  mxArray *dims = mxCreateDoubleMatrix(1, ok ? n : 0, mxREAL);
  double *d = mxGetPr(dims);
  for (size_t k = 0; ok && k < n; k++) {
    const double v = mxGetPr(a)[k];
    size_t j = k;  /* insertion into the sorted run, refusing repeats */
    ok = v >= 1 && v <= 2147483647.0 && v == (double) (long long) v;
    while (ok && j > 0 && d[j - 1] > v) {
      d[j] = d[j - 1];
      j--;
    }
    ok = ok && !(j > 0 && d[j - 1] == v);
    d[j] = v;
  }
  if (!ok) {
    mxDestroyArray(dims);
    mexErrMsgIdAndTxt("gpuprim:invalidDim", "%s: VECDIM must be a vector of distinct positive integers", fname);
  }
  return dims;
}

void mex_dims_command(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  char fname[32], word[8];
  (void) nlhs;
  if (nrhs < 3 || !mxIsDouble(prhs[1]) || mxGetNumberOfElements(prhs[1]) < 2
      || mxGetNumberOfElements(prhs[1]) > 1024)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "__gpuprim_mex__: use (\"dims\", fname, size, vecdim, args...)");
  fname_of(prhs[0], fname, sizeof fname);
  const int ndims = (int) mxGetNumberOfElements(prhs[1]), vecdim = mxGetScalar(prhs[2]) != 0;
  const int n = nrhs - 3;
  const mxArray *a = n == 1 ? prhs[3] : NULL;
  if (n > 1)
    mexErrMsgIdAndTxt("gpuprim:invalidCall", "%s: too many arguments; see help %s", fname, fname);
  if (a && vecdim && text_of(a, word, sizeof word, 1) && strcmp(word, "all") == 0) {
    plhs[0] = mxCreateDoubleMatrix(1, (mwSize) ndims, mxREAL);
    for (int k = 0; k < ndims; k++)
      mxGetPr(plhs[0])[k] = k + 1;
  } else if (a && vecdim && mxIsNumeric(a) && mxGetNumberOfElements(a) != 1) {
    plhs[0] = vecdim_of(a, fname);
  } else if (a) {
    plhs[0] = mxCreateDoubleScalar(mex_dim_value(a, fname));
  } else {  /* the first non-singleton dim, as the plain calls take it */
    const double *size = mxGetPr(prhs[1]);
    gp_array shape = {0};
    shape.ndims = ndims < GP_MAX_DIMS ? ndims : GP_MAX_DIMS;
    int singletons = 1;
    for (int k = 0; k < shape.ndims; k++) {
      shape.dims[k] = (int64_t) size[k];
      singletons = singletons && size[k] == 1;
    }
    int dim = mx_default_dim(&shape);
    for (int k = GP_MAX_DIMS; singletons && k < ndims && dim == 1; k++)
      dim = size[k] != 1 ? k + 1 : 1;
    plhs[0] = mxCreateDoubleScalar(dim);
  }
}
