/* mex_options.h - the one parser of the user functions' options and dims
 * (mex_options.c), for every entry (mex_entries.c, mex_entry_*.c) and,
 * through __gpuprim_mex__ ("options" | "dims", ...), for its tests. */
#ifndef GP_MEX_OPTIONS_H
#define GP_MEX_OPTIONS_H

#include "mex.h"
#include "gpuprim.h"

/* The kinds of option a function takes (a bit each). */
enum {
  MEX_OPT_ALGORITHM = 1 << 0,  /* "algorithm", NAME */
  MEX_OPT_SCAN_FLAGS = 1 << 1, /* "exclusive" | "inclusive", "reverse" | "forward" */
  MEX_OPT_NANFLAG = 1 << 2,    /* "omitnan" | "omitmissing" | "includenan" | "includemissing" */
  MEX_OPT_TYPE = 1 << 3,       /* last: "default" | "native" | "double" */
  MEX_OPT_EXTRA = 1 << 4,      /* with MEX_OPT_TYPE: "extra" too */
  MEX_OPT_ALL = 1 << 5,        /* with MEX_OPT_TYPE: a last "all" is a VECDIM, not a TYPE */
  MEX_OPT_MODE = 1 << 6,       /* last: "ascend" | "descend" */
  MEX_OPT_MISSING = 1 << 7,    /* "MissingPlacement", "auto" | "first" | "last" */
  MEX_OPT_METHOD = 1 << 8,     /* "ComparisonMethod", "auto" | "abs" | "real" */
  MEX_OPT_LINEAR = 1 << 9      /* last: "linear" */
};

/* What a call's options say; each field its default where the call is silent. */
typedef struct mex_options {
  char algorithm[32]; /* lower case; "auto" */
  int exclusive, reverse;
  char nanflag[16];   /* "omitnan", "includenan", or "" (the function's own default) */
  char type[8];       /* "default", "native", "double" or "extra" */
  int descending;
  char missing[8];    /* "auto", "first" or "last" */
  char method[8];     /* "auto", "abs" or "real" */
  int linear;
} mex_options;

/* *o with every option its default. */
void mex_options_init(mex_options *o);

/* o, or where o is NULL the defaults, written into *room. */
const mex_options *mex_options_or_defaults(const mex_options *o, mex_options *room);

/* Take the options of `kinds` from args[0..n-1] into *o: keep[k] becomes
 * 0 for each argument that was an option, 1 for the rest (positional
 * arguments, in order).  Flags and name-value pairs are taken anywhere (the
 * NaN flags from args[from] on), in any case; "linear", TYPE and MODE
 * only last.  A mistake raises:
 *   "algorithm" or a name-value name without its value  gpuprim:invalidCall
 *   a value no option has, an unknown TYPE             gpuprim:unknownOption
 *   a MODE other than "ascend" or "descend"            gpuprim:invalidMode */
void mex_take_options(const char *fname, unsigned kinds, int n, const mxArray *args[], int from, mex_options *o,
                      int *keep);

/* The options of an internal command's call (gpuprim_mex.c): where its
 * last argument is a struct, *o holds that struct's fields (any of the
 * mex_options fields, as the "options" command returns them; a field left
 * out is its default) and the count of the arguments before it is returned;
 * else *o is all defaults and nrhs is returned.  A field of another name or
 * kind raises gpuprim:invalidCall; the values are checked where they are
 * used. */
int mex_command_options(int nrhs, const mxArray *prhs[], const char *fname, mex_options *o);

/* The 1-based dim of DIM `a` (a real positive integer scalar), or raise
 * gpuprim:unknownOption (a string) or gpuprim:invalidDim. */
int mex_dim_value(const mxArray *a, const char *fname);

/* y = __gpuprim_mex__ ("options", fname, kinds, from, args...):
 * [keep, o] with keep a logical row over args and o a struct of the
 * mex_options fields; kinds a cell of names ("algorithm", "scan_flags",
 * "nanflag", "type", "extra", "all", "mode", "missing", "method",
 * "linear") */
void mex_options_command(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);

/* The dim that a (NULL: none) names for an array of size[0..ndims-1]: a
 * DIM (none: the first non-singleton of size), or with vecdim also a
 * VECDIM or "all" (a sorted row of dims); a new double array, or raise. */
mxArray *mex_dims_of(const char *fname, const double *size, int ndims, int vecdim, const mxArray *a);

/* dims = __gpuprim_mex__ ("dims", fname, size, vecdim, args...): the dim
 * args name (at most one argument; none: the first non-singleton of size),
 * or with vecdim also a VECDIM or "all" (a sorted row of dims); too many
 * arguments raise gpuprim:invalidCall. */
void mex_dims_command(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);

#endif
