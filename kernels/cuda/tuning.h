/* tuning.h - launch shapes of the scan kernels, in one place.
 *
 * Keyed by the staging element size (the larger of input and output).
 * Chosen by the bench/bench_scan runs of 2026-11-21 on an H100, recorded in
 * doc/PERFORMANCE.md ("How the kernel got here"). */
#ifndef GP_TUNING_H
#define GP_TUNING_H

/* Contiguous decoupled look-back scan: threads per block, items per thread.
 * Tiles must be large enough that the look-back frontier (about one serial
 * combine and a share of an L2 round trip per tile) outruns the tiles'
 * arrival at full bandwidth: 8192 elements of 4 bytes, 5120 of 8 bytes.
 * 4096/3072 reached only about 0.5x CUB; 22 items for 8-byte stages was
 * slower for double (0.83x against 0.89x).  Static shared memory stays under
 * 48 KB: 8 warps x 32 x ITEMS x stage bytes. */
#define GP_SCAN_THREADS 256
#ifndef GP_SCAN_ITEMS_WIDE  /* items for 8-byte stages; override with NVCCFLAGS=-D... to measure */
#define GP_SCAN_ITEMS_WIDE 20
#endif
#define GP_SCAN_ITEMS(stage_bytes) ((stage_bytes) >= 8 ? GP_SCAN_ITEMS_WIDE : 32)

/* Strided scan (inner > 1): one thread per column, rows per tile. */
#define GP_STRIDED_THREADS 128
#define GP_STRIDED_ROWS(stage_bytes) ((stage_bytes) >= 8 ? 16 : 32)

#endif
