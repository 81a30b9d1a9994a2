/* tuning.h - launch shapes of the scan kernels, in one place.
 *
 * Keyed by the staging element size (the larger of input and output).
 * Chosen by bench/bench_scan and bench/tune_scan runs on an H100, recorded in
 * doc/PERFORMANCE.md ("How the kernel got here"). */
#ifndef GP_TUNING_H
#define GP_TUNING_H

/* Contiguous decoupled look-back scan: threads per block, items per thread.
 * Tiles must be large enough that the look-back frontier (about one serial
 * combine and a share of an L2 round trip per tile) outruns the tiles'
 * arrival at full bandwidth.  Static shared memory stays under 48 KB:
 * THREADS x ITEMS x stage bytes, plus padding.  The _WIDE values (8-byte
 * stages) can be overridden with NVCCFLAGS=-D... to measure. */
#ifndef GP_SCAN_THREADS_WIDE
#define GP_SCAN_THREADS_WIDE 256
#endif
#ifndef GP_SCAN_ITEMS_WIDE
#define GP_SCAN_ITEMS_WIDE 20
#endif
#define GP_SCAN_THREADS(stage_bytes) ((stage_bytes) >= 8 ? GP_SCAN_THREADS_WIDE : 256)
#define GP_SCAN_ITEMS(stage_bytes) ((stage_bytes) >= 8 ? GP_SCAN_ITEMS_WIDE : 32)

/* Strided scan (inner > 1): one thread per column, rows per tile. */
#define GP_STRIDED_THREADS 128
#define GP_STRIDED_ROWS(stage_bytes) ((stage_bytes) >= 8 ? 16 : 32)

#endif
