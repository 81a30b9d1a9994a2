/* tuning.h - launch shapes of the scan kernels, in one place.
 *
 * Keyed by the sizes of input, staged element and accumulator (below).
 * Chosen by bench/bench_scan and bench/tune_scan runs on an H100, recorded in
 * doc/PERFORMANCE.md ("How the kernel got here"). */
#ifndef GP_TUNING_H
#define GP_TUNING_H

/* Contiguous decoupled look-back scan: threads per block, items per thread,
 * by input size, staging size (the larger of input and output) and
 * accumulator size.
 * Tiles must be large enough that the look-back frontier (about one serial
 * combine and a share of an L2 round trip per tile) outruns the tiles'
 * arrival at full bandwidth.  Static shared memory stays under 48 KB:
 * THREADS x ITEMS x stage bytes, plus padding.  Each pair can be overridden
 * with NVCCFLAGS=-D... to measure; bench/tune_scan measures several at once. */
#ifndef GP_SCAN_THREADS_WIDE      /* 8-byte input, 8-byte stage: double, int64 */
#define GP_SCAN_THREADS_WIDE 128
#endif
#ifndef GP_SCAN_ITEMS_WIDE
#define GP_SCAN_ITEMS_WIDE 40
#endif
#ifndef GP_SCAN_THREADS_WIDENING  /* narrower input, 8-byte stage: int32 -> double */
#define GP_SCAN_THREADS_WIDENING 192
#endif
#ifndef GP_SCAN_ITEMS_WIDENING
#define GP_SCAN_ITEMS_WIDENING 28
#endif
#ifndef GP_SCAN_THREADS_NARROW    /* stages of at most 4 bytes: single */
#define GP_SCAN_THREADS_NARROW 256
#endif
#ifndef GP_SCAN_ITEMS_NARROW
#define GP_SCAN_ITEMS_NARROW 32
#endif
#ifndef GP_SCAN_THREADS_CHECKED   /* the same with an 8-byte accumulator: "native" int32 */
#define GP_SCAN_THREADS_CHECKED 256
#endif
#ifndef GP_SCAN_ITEMS_CHECKED
#define GP_SCAN_ITEMS_CHECKED 44
#endif
#define GP_SCAN_THREADS(in_bytes, stage_bytes, acc_bytes)                                       \
  ((stage_bytes) < 8 ? ((acc_bytes) == 8 ? GP_SCAN_THREADS_CHECKED : GP_SCAN_THREADS_NARROW)    \
   : (in_bytes) >= 8 ? GP_SCAN_THREADS_WIDE : GP_SCAN_THREADS_WIDENING)
#define GP_SCAN_ITEMS(in_bytes, stage_bytes, acc_bytes)                                         \
  ((stage_bytes) < 8 ? ((acc_bytes) == 8 ? GP_SCAN_ITEMS_CHECKED : GP_SCAN_ITEMS_NARROW)        \
   : (in_bytes) >= 8 ? GP_SCAN_ITEMS_WIDE : GP_SCAN_ITEMS_WIDENING)

/* Strided scan (inner > 1): one thread per column, rows per tile. */
#define GP_STRIDED_THREADS 128
#define GP_STRIDED_ROWS(stage_bytes) ((stage_bytes) >= 8 ? 16 : 32)

#endif
