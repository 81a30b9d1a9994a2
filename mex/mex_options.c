/* mex_options.c - the one parser of the user functions' options and dims.
 * Every gpu_* function's entry takes its options here (mex_entries.c and
 * mex_entry_*.c), so the rules and the error identifiers are the same
 * everywhere (mex_options.h); __gpuprim_mex__ ("options" | "dims", ...)
 * exposes it to the tests below. */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "mex_options.h"
#include "mx_gp_array.h"
#include "mx_raise.h"

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
    mx_raise("gpuprim:invalidCall", "%s: \"%s\" needs a value", fname, name);
  if (!text_of(args[k + 1], buf, sizeof buf, 1) || !one_of(buf, values))
    mx_raise("gpuprim:unknownOption", "%s: \"%s\" takes no such value", fname, name);
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
      mx_raise("gpuprim:invalidMode", "%s: MODE must be either \"ascend\" or \"descend\"", fname);
    o->descending = strcmp(word, "descend") == 0;
    keep[last] = 0;
    return;
  }
  if (!(kinds & MEX_OPT_TYPE) || ((kinds & MEX_OPT_ALL) && is_text && strcasecmp(word, "all") == 0))
    return;
  if (!is_text || !(strcmp(word, "default") == 0 || strcmp(word, "native") == 0 || strcmp(word, "double") == 0
                    || ((kinds & MEX_OPT_EXTRA) && strcmp(word, "extra") == 0)))
    mx_raise("gpuprim:unknownOption", "%s: unknown option \"%s\"", fname, is_text ? word : "(long)");
  copy_word(o->type, sizeof o->type, word);
  keep[last] = 0;
}

void mex_options_init(mex_options *o)
{
  memset(o, 0, sizeof *o);
  strcpy(o->algorithm, "auto");
  strcpy(o->type, "default");
  strcpy(o->missing, "auto");
  strcpy(o->method, "auto");
}

const mex_options *mex_options_or_defaults(const mex_options *o, mex_options *room)
{
  if (o)
    return o;
  mex_options_init(room);
  return room;
}

void mex_take_options(const char *fname, unsigned kinds, int n, const mxArray *args[], int from, mex_options *o,
                      int *keep)
{
  mex_options_init(o);
  for (int k = 0; k < n; k++)
    keep[k] = 1;
  char word[32];
  for (int k = 0; k < n; k++) {
    if (!text_of(args[k], word, sizeof word, 1))
      continue;
    if ((kinds & MEX_OPT_ALGORITHM) && strcmp(word, "algorithm") == 0) {
      char name[64];
      if (k + 1 >= n || !mxIsChar(args[k + 1]) || mxGetM(args[k + 1]) > 1)
        mx_raise("gpuprim:invalidCall", "%s: \"algorithm\" needs a name, e.g. \"auto\"", fname);
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

int mex_command_options(int nrhs, const mxArray *prhs[], const char *fname, mex_options *o)
{
  mex_options_init(o);
  if (nrhs < 1 || !mxIsStruct(prhs[nrhs - 1]))
    return nrhs;
  const mxArray *s = prhs[nrhs - 1];
  const struct {
    const char *name;
    char *text; /* a text field, or */
    size_t size;
    int *flag;  /* a true/false one */
  } fields[] = {
    {"algorithm", o->algorithm, sizeof o->algorithm, NULL}, {"exclusive", NULL, 0, &o->exclusive},
    {"reverse", NULL, 0, &o->reverse},                      {"nanflag", o->nanflag, sizeof o->nanflag, NULL},
    {"type", o->type, sizeof o->type, NULL},                {"descending", NULL, 0, &o->descending},
    {"missing", o->missing, sizeof o->missing, NULL},       {"method", o->method, sizeof o->method, NULL},
    {"linear", NULL, 0, &o->linear},
  };
  const size_t count = sizeof fields / sizeof fields[0];
  if (mxGetNumberOfElements(s) != 1)
    mx_raise("gpuprim:invalidCall", "%s: internal call needs one struct of options", fname);
  for (int f = 0; f < mxGetNumberOfFields(s); f++) {
    const char *name = mxGetFieldNameByNumber(s, f);
    const mxArray *v = mxGetFieldByNumber(s, 0, f);
    size_t k = 0;
    while (k < count && strcmp(name, fields[k].name) != 0)
      k++;
    if (k == count)
      mx_raise("gpuprim:invalidCall", "%s: internal call: no option \"%s\"", fname, name);
    if (fields[k].text && v && mxIsChar(v) && mxGetM(v) <= 1) {
      if (!text_of(v, fields[k].text, fields[k].size, 1))
        copy_word(fields[k].text, fields[k].size, "(long)");  /* no value is this long: the user names it */
    } else if (fields[k].flag && v && (mxIsLogical(v) || mxIsNumeric(v)) && !mxIsComplex(v)
               && mxGetNumberOfElements(v) == 1) {
      *fields[k].flag = mxGetScalar(v) != 0;
    } else {
      mx_raise("gpuprim:invalidCall", "%s: internal call: option \"%s\" needs %s", fname, name,
                        fields[k].text ? "a text" : "a true/false scalar");
    }
  }
  return nrhs - 1;
}

int mex_dim_value(const mxArray *a, const char *fname)
{
  if (mxIsChar(a)) {
    char word[32];
    mx_raise("gpuprim:unknownOption", "%s: unknown option \"%s\"", fname,
                      text_of(a, word, sizeof word, 0) ? word : "(long)");
  }
  const double d = (mxIsNumeric(a) || mxIsLogical(a)) && !mxIsComplex(a) && mxGetNumberOfElements(a) == 1
                     ? mxGetScalar(a) : 0;
  if (!mxIsNumeric(a) || !(d >= 1 && d <= 2147483647.0) || d != (double) (long long) d)
    mx_raise("gpuprim:invalidDim", "%s: DIM must be a positive integer scalar", fname);
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
      mx_raise("gpuprim:invalidCall", "__gpuprim_mex__: unknown kind of option");
    kinds |= 1u << j;
  }
  return kinds;
}

/* fname of an internal command's call, checked. */
static void fname_of(const mxArray *a, char *buf, size_t size)
{
  if (!text_of(a, buf, size, 0))
    mx_raise("gpuprim:invalidCall", "__gpuprim_mex__: expected a function name");
}

/* o as the struct the "options" command returns. */
static mxArray *mex_options_struct(const mex_options *op)
{
  const mex_options o = *op;
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
  return s;
}

void mex_options_command(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  char fname[32];
  (void) nlhs;
  if (nrhs < 3 || !mxIsNumeric(prhs[2]) || mxGetNumberOfElements(prhs[2]) != 1)
    mx_raise("gpuprim:invalidCall", "__gpuprim_mex__: use (\"options\", fname, kinds, from, args...)");
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
  plhs[1] = mex_options_struct(&o);
}


/* A VECDIM's dims, sorted, into a new row; or raise. */
static mxArray *vecdim_of(const mxArray *a, const char *fname)
{
  if (mxIsComplex(a) || mxIsSparse(a))
    mx_raise("gpuprim:invalidDim", "%s: VECDIM must be a vector of distinct positive integers", fname);
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
    mx_raise("gpuprim:invalidDim", "%s: VECDIM must be a vector of distinct positive integers", fname);
  }
  return dims;
}

mxArray *mex_dims_of(const char *fname, const double *size, int ndims, int vecdim, const mxArray *a)
{
  char word[8];
  if (a && vecdim && text_of(a, word, sizeof word, 1) && strcmp(word, "all") == 0) {
    mxArray *all = mxCreateDoubleMatrix(1, (mwSize) ndims, mxREAL);
    for (int k = 0; k < ndims; k++)
      mxGetPr(all)[k] = k + 1;
    return all;
  }
  if (a && vecdim && mxIsNumeric(a) && mxGetNumberOfElements(a) != 1)
    return vecdim_of(a, fname);
  if (a)
    return mxCreateDoubleScalar(mex_dim_value(a, fname));
  /* the first non-singleton dim, as the plain calls take it */
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
  return mxCreateDoubleScalar(dim);
}

void mex_dims_command(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  char fname[32];
  (void) nlhs;
  if (nrhs < 3 || !mxIsDouble(prhs[1]) || mxGetNumberOfElements(prhs[1]) < 2
      || mxGetNumberOfElements(prhs[1]) > 1024)
    mx_raise("gpuprim:invalidCall", "__gpuprim_mex__: use (\"dims\", fname, size, vecdim, args...)");
  fname_of(prhs[0], fname, sizeof fname);
  const int n = nrhs - 3;
  if (n > 1)
    mx_raise("gpuprim:invalidCall", "%s: too many arguments; see help %s", fname, fname);
  plhs[0] = mex_dims_of(fname, mxGetPr(prhs[1]), (int) mxGetNumberOfElements(prhs[1]), mxGetScalar(prhs[2]) != 0,
                        n == 1 ? prhs[3] : NULL);
}

#if 0
%!test
%! [keep, o] = __gpuprim_mex__ ("options", "f", {"algorithm"}, 1, 1, "Algorithm", "Split", 2);
%! assert (keep, logical ([1 0 0 1]));
%! assert (o.algorithm, "split");
%!test
%! [keep, o] = __gpuprim_mex__ ("options", "f", {"algorithm", "mode"}, 1, "descend");
%! assert (keep, false);
%! assert ({o.algorithm, o.descending, o.type, o.missing, o.method}, {"auto", true, "default", "auto", "auto"});
%!test
%! [keep, o] = __gpuprim_mex__ ("options", "f", {"scan_flags", "nanflag", "type"}, 1, 2, "REVERSE", "omitMissing", "native");
%! assert (keep, logical ([1 0 0 0]));
%! assert ([o.reverse, o.exclusive], [true, false]);
%! assert ({o.nanflag, o.type}, {"omitnan", "native"});
%!test  # NaN flags from argument `from` on; "linear" and ComparisonMethod anywhere after
%! [keep, o] = __gpuprim_mex__ ("options", "f", {"nanflag", "method", "linear"}, 2, "omitnan", [], "comparisonmethod", "ABS", "linear");
%! assert (keep, logical ([1 1 0 0 0]));
%! assert ({o.nanflag, o.method, o.linear}, {"", "abs", true});
%!test  # a last "all" is a VECDIM where the function takes one, not a TYPE
%! [keep, o] = __gpuprim_mex__ ("options", "f", {"type", "all"}, 1, "ALL");
%! assert (keep, true);
%! assert (o.type, "default");
%!test  # options a function does not take stay positional
%! [keep, o] = __gpuprim_mex__ ("options", "f", {"algorithm"}, 1, "omitnan", "exclusive");
%! assert (keep, logical ([1 1]));
%! assert ({o.nanflag, o.exclusive}, {"", false});
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("options", "f", {"algorithm"}, 1, 1, "algorithm")
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("options", "f", {"algorithm"}, 1, "algorithm", 3)
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("options", "f", {"missing"}, 1, "MissingPlacement")
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("options", "f", {"missing"}, 1, "MissingPlacement", "middle")
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("options", "f", {"method"}, 1, "ComparisonMethod", "size")
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("options", "f", {"type"}, 1, "bogus")
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("options", "f", {"type"}, 1, "extra")
%!error id=gpuprim:invalidMode __gpuprim_mex__ ("options", "f", {"mode"}, 1, "up")
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("options", "f", {"no-such-kind"}, 1)
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("options", "f", {})
%!assert (__gpuprim_mex__ ("dims", "f", [1 3], false), 2)
%!assert (__gpuprim_mex__ ("dims", "f", [1 1 3], false), 3)
%!assert (__gpuprim_mex__ ("dims", "f", [1 1], false), 1)
%!assert (__gpuprim_mex__ ("dims", "f", [0 0], false), 1)
%!assert (__gpuprim_mex__ ("dims", "f", [2 2], false, int8 (4)), 4)
%!assert (__gpuprim_mex__ ("dims", "f", [2 3 4], true, "All"), [1 2 3])
%!assert (__gpuprim_mex__ ("dims", "f", [2 3 4], true, [3; 1]), [1 3])
%!assert (__gpuprim_mex__ ("dims", "f", [2 3 4], true, uint8 ([2 1])), [1 2])
%!assert (__gpuprim_mex__ ("dims", "f", [2 3 4], true, 2), 2)
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("dims", "f", [1 1], false, 0)
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("dims", "f", [1 1], false, 1.5)
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("dims", "f", [1 1], false, [1 2])
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("dims", "f", [1 1], false, true)
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("dims", "f", [1 1], false, 1i)
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("dims", "f", [1 1], false, "all")
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("dims", "f", [1 1], false, 1, 2)
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("dims", "f", [1 1], true, [1 1])
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("dims", "f", [1 1], true, [])
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("dims", "f", [1 1], true, [1 Inf])
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("dims", "f", [1 1], true, [1 2; 3 4])
%!error id=gpuprim:invalidDim __gpuprim_mex__ ("dims", "f", [1 1], true, [1 2] + 1i)
%!error id=gpuprim:unknownOption __gpuprim_mex__ ("dims", "f", [1 1], true, "some")
%!error id=gpuprim:invalidCall __gpuprim_mex__ ("dims", "f", [1 1])
#endif
