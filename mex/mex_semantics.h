/* mex_semantics.h - what the running Octave's builtins do where releases
 * differ: the one table of those differences, read once per session from
 * the version of the Octave that loaded the gateway (mex_semantics.c). */
#ifndef GP_MEX_SEMANTICS_H
#define GP_MEX_SEMANTICS_H

#include "gpuprim.h"

typedef struct mex_semantics {
  int major, minor;           /* the running Octave's version */
  int integer_scans_native;   /* cumsum and cumprod of integers keep the class, saturating (11 on) */
  int scan_type_options;      /* cumsum and cumprod take "native" and "double" (before 11) */
  int empty_as_column_by_dim; /* sum and prod of 0x0 along a given dim take it as 0x1 (before 11) */
  int sort_index_past_ndims;  /* [s, i] = sort (x, dim) with dim past ndims (x) answers (11 on) */
  int complex_arg_raw;        /* max and min rank -pi below pi, and max (a, b) of complex is by abs,
                                 then arg, a NaN losing (11 on); before: -pi counts as pi, and
                                 max (a, b) is by abs alone, a NaN winning */
  int pair_ties_take_a;       /* max (a, b) and min (a, b) of real a and b take a's element of equal
                                 ones (-0 and 0) in every loop (11 on); before, the loops that run a
                                 scalar a against b's elements take b's */
  int extra_sum_plain_when_nonfinite; /* sum (x, "extra") is the plain sum where that is Inf or NaN
                                         (11 on); before, Inf - Inf in the carried errors gives NaN */
  int plain_outputs_uncopied; /* an mxCreate* result reaches the caller without a copy (11 on), so the
                                 plain path is the default there for real results: 2-4 ms faster a
                                 GiB than adopting on 11.3 (H200, bench_host_arrays); before, Octave
                                 copies it */
  int median_safe_pairs;      /* median's even middle pair without integer overflow, a vector's as
                                 a + (b - a) / 2, an empty X NaN and a single-element line X itself
                                 (9 on: gp_median_pair); before, sum (.., "native") / 2, NaN
                                 injected, an empty X refused */
} mex_semantics;

/* The running Octave's semantics, decided at the first call. */
const mex_semantics *mex_semantics_of_octave(void);

/* The default class rule of a scan: GP_ACCUM_NATIVE for cumsum and cumprod
 * of integers where the running Octave keeps their class, else
 * GP_ACCUM_DEFAULT. */
gp_accum mex_default_scan_accum(gp_op op, gp_dtype in);

#endif
