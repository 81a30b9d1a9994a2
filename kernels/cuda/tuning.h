/* tuning.h - launch shapes of the scan kernels, in one place.
 *
 * Keyed by the staging element size (the larger of input and output).
 * The first values come from the tile-size reasoning in doc/DESIGN-SCAN.md;
 * bench/bench_scan (doc/PERFORMANCE.md) is the run that checks them. */
#ifndef GP_TUNING_H
#define GP_TUNING_H

/* Contiguous decoupled look-back scan: threads per block, items per thread. */
#define GP_SCAN_THREADS 256
#define GP_SCAN_ITEMS(stage_bytes) ((stage_bytes) >= 8 ? 12 : 16)

/* Strided scan (inner > 1): one thread per column, rows per tile. */
#define GP_STRIDED_THREADS 128
#define GP_STRIDED_ROWS(stage_bytes) ((stage_bytes) >= 8 ? 16 : 32)

#endif
