/* test_options.h - the C tests' short forms of the primitives' options
 * structs, as pointers to compound literals that live to the end of the
 * enclosing block. */
#ifndef GP_TESTS_TEST_OPTIONS_H
#define GP_TESTS_TEST_OPTIONS_H

#include "gpuprim.h"

#define SCAN_OPTS(alg, nan_flag)                                                                                       \
  (&(gp_scan_options){.size = sizeof(gp_scan_options), .algorithm = (alg), .nan = (nan_flag)})
#define COMPLEX_SCAN_OPTS(alg, nan_flag)                                                                               \
  (&(gp_scan_options){.size = sizeof(gp_scan_options), .algorithm = (alg), .nan = (nan_flag), .is_complex = 1})
#define REDUCE_OPTS(alg, nan_flag, cmp)                                                                                \
  (&(gp_reduce_options){.size = sizeof(gp_reduce_options), .algorithm = (alg), .nan = (nan_flag), .compare = (cmp)})
#define COMPLEX_REDUCE_OPTS(alg, nan_flag, cmp)                                                                        \
  (&(gp_reduce_options){                                                                                               \
      .size = sizeof(gp_reduce_options), .algorithm = (alg), .nan = (nan_flag), .compare = (cmp), .is_complex = 1})
/* sum (x, "extra") */
#define EXTRA_OPTS(alg, nan_flag)                                                                                      \
  (&(gp_reduce_options){.size = sizeof(gp_reduce_options), .algorithm = (alg), .nan = (nan_flag), .extra = 1})
#define COMPACT_OPTS(alg, cx)                                                                                          \
  (&(gp_compact_options){.size = sizeof(gp_compact_options), .algorithm = (alg), .is_complex = (cx)})
/* find (x, limit) (limit < 0: all), from the end where last */
#define FIND_OPTS(alg, lim, last, cx)                                                                                  \
  (&(gp_find_options){                                                                                                 \
      .size = sizeof(gp_find_options), .algorithm = (alg), .limit = (lim), .from_end = (last), .is_complex = (cx)})
/* sort (x, dim, "descend" where desc) */
#define SORT_OPTS(alg, desc)                                                                                           \
  (&(gp_sort_options){.size = sizeof(gp_sort_options), .algorithm = (alg), .descending = (desc)})
#define EXTREME_OPTS(nan_flag, cmp, cx)                                                                                \
  (&(gp_extreme_options){.size = sizeof(gp_extreme_options), .nan = (nan_flag), .compare = (cmp), .is_complex = (cx)})

#endif
