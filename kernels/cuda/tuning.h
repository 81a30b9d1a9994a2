/* tuning.h - every launch shape and threshold of the CUDA kernels: one
 * table per GPU generation, each entry with the benchmark row that chose it.
 *
 * GP_TUNING_ARCH picks the table: 90 (sm_90: the H100 and the H200, the
 * build's one target).  Any entry can be set with NVCCFLAGS=-DNAME=VALUE to
 * measure another value (bench/tune_scan; gpu-validate.sh's sort_variants
 * and complex_variants stages).  "H100"/"H200": the GPU of the run; "bench_X
 * 28": bench/bench_X at 2^28 elements against CUB in the same process.
 * What was tried and removed: doc/DESIGN.md. */
#ifndef GP_TUNING_H
#define GP_TUNING_H

#ifndef GP_TUNING_ARCH
#define GP_TUNING_ARCH 90
#endif

#if GP_TUNING_ARCH == 90

/* ---- Contiguous scans (scan_contiguous.cuh): threads a block and items a
 * thread, keyed by input, stage and accumulator sizes (GP_SCAN_KEYED
 * below).  A tile must be large enough that the look-back frontier outruns
 * the tiles' arrival; the stage (THREADS x ITEMS x stage bytes) stays under
 * 48 KB.  STAGED 1: items read again from the stage after the look-back
 * rather than held in registers.  MIN_BLOCKS: the launch bound (0: none). */
#ifndef GP_SCAN_THREADS_WIDE /* double, int64 */
#define GP_SCAN_THREADS_WIDE 128 /* H100 bench/tune_scan 28, double */
#endif
#ifndef GP_SCAN_ITEMS_WIDE
#define GP_SCAN_ITEMS_WIDE 40 /* H100 bench/tune_scan 28, double */
#endif
#ifndef GP_SCAN_STAGED_WIDE
#define GP_SCAN_STAGED_WIDE 0 /* H100 bench/tune_scan 28, double */
#endif
#ifndef GP_SCAN_MIN_BLOCKS_WIDE
#define GP_SCAN_MIN_BLOCKS_WIDE 0 /* H100 bench/tune_scan 28, double */
#endif
#ifndef GP_SCAN_THREADS_PAIR /* complex double: WIDE's stage, half its items */
#define GP_SCAN_THREADS_PAIR 128 /* WIDE's stage; not tuned on its own */
#endif
#ifndef GP_SCAN_ITEMS_PAIR
#define GP_SCAN_ITEMS_PAIR 20 /* WIDE's stage; not tuned on its own */
#endif
#ifndef GP_SCAN_STAGED_PAIR
#define GP_SCAN_STAGED_PAIR 0 /* as WIDE; not tuned on its own */
#endif
#ifndef GP_SCAN_MIN_BLOCKS_PAIR
#define GP_SCAN_MIN_BLOCKS_PAIR 0 /* as WIDE; not tuned on its own */
#endif
#ifndef GP_SCAN_THREADS_WIDENING /* int32 -> double */
#define GP_SCAN_THREADS_WIDENING 192 /* H100 bench/tune_scan 28, int32 */
#endif
#ifndef GP_SCAN_ITEMS_WIDENING
#define GP_SCAN_ITEMS_WIDENING 28 /* H100 bench/tune_scan 28, int32 */
#endif
#ifndef GP_SCAN_STAGED_WIDENING
#define GP_SCAN_STAGED_WIDENING 1 /* H100 bench/tune_scan 28, int32 */
#endif
#ifndef GP_SCAN_MIN_BLOCKS_WIDENING
#define GP_SCAN_MIN_BLOCKS_WIDENING 0 /* H100 bench/tune_scan 28, int32 */
#endif
#ifndef GP_SCAN_THREADS_NARROW /* stages of at most 4 bytes: single */
#define GP_SCAN_THREADS_NARROW 256 /* H100 bench/tune_scan 28, single */
#endif
#ifndef GP_SCAN_ITEMS_NARROW
#define GP_SCAN_ITEMS_NARROW 32 /* H100 bench/tune_scan 28, single */
#endif
#ifndef GP_SCAN_STAGED_NARROW
#define GP_SCAN_STAGED_NARROW 1 /* H100 bench/tune_scan 28, single */
#endif
#ifndef GP_SCAN_MIN_BLOCKS_NARROW
#define GP_SCAN_MIN_BLOCKS_NARROW 0 /* H100 bench/tune_scan 28, single */
#endif
#ifndef GP_SCAN_THREADS_CHECKED /* the same with an 8-byte accumulator: "native" int32 */
#define GP_SCAN_THREADS_CHECKED 256 /* H100 bench/tune_scan 28, cumsum native int32 */
#endif
#ifndef GP_SCAN_ITEMS_CHECKED
#define GP_SCAN_ITEMS_CHECKED 44 /* H100 bench/tune_scan 28, cumsum native int32 */
#endif
#ifndef GP_SCAN_STAGED_CHECKED
#define GP_SCAN_STAGED_CHECKED 1 /* H100 bench/tune_scan 28, cumsum native int32 */
#endif
#ifndef GP_SCAN_MIN_BLOCKS_CHECKED
#define GP_SCAN_MIN_BLOCKS_CHECKED 0 /* H100 bench/tune_scan 28, cumsum native int32 */
#endif
/* HEAVY: indexed ops with accumulators of 24 bytes or more (the complex
 * extremes), which take reduce, then scan, staged as their registers bind */
#ifndef GP_SCAN_THREADS_HEAVY
#define GP_SCAN_THREADS_HEAVY 128 /* H200 bench_complex 28, cummax double 6.63 ms staged (held: 7.27) */
#endif
#ifndef GP_SCAN_ITEMS_HEAVY
#define GP_SCAN_ITEMS_HEAVY 20 /* H200 bench_complex 28, cummax double */
#endif
#ifndef GP_SCAN_STAGED_HEAVY
#define GP_SCAN_STAGED_HEAVY 1 /* H200 bench_complex 28, cummax double */
#endif
#ifndef GP_SCAN_MIN_BLOCKS_HEAVY
#define GP_SCAN_MIN_BLOCKS_HEAVY 0 /* H200 bench_complex 28, cummax double */
#endif
/* The look-back's first window, in windows of 32 tiles read at once
 * (lookback.cuh); a float fold stays left to right at any width. */
#ifndef GP_SCAN_LOOKBACK_SPAN
#define GP_SCAN_LOOKBACK_SPAN 1 /* first choice, not tuned */
#endif
/* Pauses of the look-back (ns): after publishing a tile's aggregate,
 * before the first read (in scans of at least DELAY_TILES tiles), before
 * reading a window again; polling at once slowed every class at 2^28. */
#ifndef GP_SCAN_LOOKBACK_DELAY
#define GP_SCAN_LOOKBACK_DELAY 3000 /* H100 bench_scan 28: polling at once slowed every class */
#endif
#ifndef GP_SCAN_LOOKBACK_DELAY_TILES
#define GP_SCAN_LOOKBACK_DELAY_TILES 512 /* H100 bench_scan 28, with DELAY */
#endif
#ifndef GP_SCAN_LOOKBACK_RETRY
#define GP_SCAN_LOOKBACK_RETRY 1000 /* H100 bench_scan 28, with DELAY */
#endif
/* Reduce, then scan, for contiguous scans whose accumulator has at least
 * T_BYTES (complex products and extremes, real extremes with positions),
 * from MIN_TILES tiles; 0 keeps the look-back for every scan.  Its second
 * run takes the tiles last to first, to find the last-read ones in L2. */
#ifndef GP_SCAN_PREFIXED_T_BYTES
#define GP_SCAN_PREFIXED_T_BYTES 12 /* H100 bench_complex 28: reading twice beat the look-back */
#endif
#ifndef GP_SCAN_PREFIXED_MIN_TILES
#define GP_SCAN_PREFIXED_MIN_TILES 64 /* first choice, not tuned */
#endif
/* Strided scans (inner > 1): one thread a column, ROWS rows a tile. */
#define GP_STRIDED_THREADS 128 /* first choice, not tuned */
#define GP_STRIDED_ROWS(stage_bytes) ((stage_bytes) >= 8 ? 16 : 32) /* first choice, not tuned */
/* Tiles' prefixes of the segmented scans (scan_contiguous.cuh): one block. */
#define GP_TILE_PREFIX_THREADS 1024 /* the largest block */

/* ---- Reductions (reduce_default.cuh, reduce_classic.cuh). */
#define GP_REDUCE_THREADS 256 /* first choice, not tuned */
#define GP_REDUCE_COL_WIDTH 32 /* a warp's columns: coalesced rows */
#define GP_REDUCE_COL_ROWS 8 /* first choice, not tuned */
#define GP_CLASSIC_THREADS 256 /* the teaching variants' block */
#define GP_NATIVE_THREADS 256 /* "native" products, a thread a line (reduce_prod.cu); not tuned */
/* For HEAVY ops: blocks an SM must hold (the launch bound; 0 for every
 * other op), the 16-byte loads a thread keeps in flight (4 for every other
 * op), and FOLD_IN_SHARED: 1 folds blocks of 32-byte accumulators (complex
 * double extremes) through shared memory, 2 the 24-byte ones too, 0 none. */
#ifndef GP_REDUCE_MIN_BLOCKS_HEAVY
#define GP_REDUCE_MIN_BLOCKS_HEAVY 4 /* H200 bench_complex 28, complex double max 1.27x the real max (3: 1.33-1.40x) */
#endif
#ifndef GP_REDUCE_LOADS_HEAVY
#define GP_REDUCE_LOADS_HEAVY 4 /* H200 bench_complex 28, complex double max 1.42-1.51x (8: 1.55x) */
#endif
#ifndef GP_REDUCE_FOLD_IN_SHARED
#define GP_REDUCE_FOLD_IN_SHARED 1 /* H200 bench_complex 28, double max 1.33-1.40x (0: 1.43-1.51x; single at 2 lost) */
#endif

/* ---- Radix sort (sort_tile.cuh, sort_onesweep.cu, sort_lines.cu): 256
 * threads, one a digit.  Items a thread and blocks an SM (the launch bound)
 * by key width and whether positions travel; the stage stays under 48 KB. */
#ifndef GP_SORT_ITEMS_NARROW /* keys of 1, 2 or 4 bytes */
#define GP_SORT_ITEMS_NARROW 24 /* H100 bench_sort 28 quick; H200: 20 in 3 blocks 6.37 ms, 24 5.77 */
#endif
#ifndef GP_SORT_ITEMS_WIDE /* 8-byte keys */
#define GP_SORT_ITEMS_WIDE 16 /* H100 bench_sort 28 quick, double */
#endif
#ifndef GP_SORT_ITEMS_WIDE_PAIRS /* 8-byte keys with positions */
#define GP_SORT_ITEMS_WIDE_PAIRS 22 /* H200 bench_sort 28 quick, double + index 20.47 ms (20: 21.07, CUB 20.94) */
#endif
/* each its own macro: nvcc splits a -D value at its commas */
#ifndef GP_SORT_BLOCKS_NARROW
#define GP_SORT_BLOCKS_NARROW 4 /* H200 bench_sort 28 quick, uint32 5.37 ms (3: 5.81, CUB 5.43) */
#endif
#ifndef GP_SORT_BLOCKS_NARROW_PAIRS
#define GP_SORT_BLOCKS_NARROW_PAIRS 3 /* H200 bench_sort 28 quick, single + index 8.19 ms (4: 10.25) */
#endif
#ifndef GP_SORT_BLOCKS_WIDE
#define GP_SORT_BLOCKS_WIDE 3 /* H100 bench_sort 28 quick, double */
#endif
#ifndef GP_SORT_BLOCKS_WIDE_PAIRS
#define GP_SORT_BLOCKS_WIDE_PAIRS 2 /* H200 bench_sort 28 quick, double + index (16 in 3: 21.88 ms) */
#endif
/* Threads of a one-sweep block (the line kernel and histogram keep 256);
 * those past the first 256 only rank and move keys. */
#ifndef GP_SORT_SWEEP_THREADS
#define GP_SORT_SWEEP_THREADS 256 /* H200 bench_sort 28 quick, uint32 5.77 ms (384 x 16: 6.11) */
#endif
/* Keys a thread of the histogram kernel loads before it counts them. */
#ifndef GP_SORT_HIST_UNROLL
#define GP_SORT_HIST_UNROLL 8 /* H100 bench_sort 28 quick, uint32 5.93 ms (1: 5.98) */
#endif
/* The line kernel (a block a line) walks its line in tiles of LINE_ITEMS a
 * thread, lines of at least LONG_LINE in tiles of LONG_LINE_ITEMS.
 * LINE_BLOCKS: its launch bound (0: none; 3 won at 65536, lost at 16384). */
#ifndef GP_SORT_LINE_ITEMS
#define GP_SORT_LINE_ITEMS 8 /* H100 bench_sort lines, lines of 1024 1.21 ms (16: 2.06) */
#endif
#ifndef GP_SORT_LONG_LINE_ITEMS
#define GP_SORT_LONG_LINE_ITEMS 16 /* H100 bench_sort lines, lines of 65536 15.4 ms (8: 17.3) */
#endif
#ifndef GP_SORT_LONG_LINE
#define GP_SORT_LONG_LINE 16384 /* H100 bench_sort lines, lines of 16384 0.74 ms (8 items: 0.76) */
#endif
#ifndef GP_SORT_LINE_BLOCKS
#define GP_SORT_LINE_BLOCKS 0 /* H100 bench_sort 28 lines, lines of 16384 0.544 ms (3: 0.610) */
#endif
/* Lines of at most SMALL_LINE elements: one thread a line, a sorting
 * network in registers, SMALL_THREADS lines a block. */
#define GP_SORT_SMALL_LINE 32 /* the network's largest size */
#define GP_SMALL_THREADS 128 /* first choice, not tuned */
/* Contiguous lines of at least BATCH_MIN_LEN (at most a portion, at most
 * GP_SORT_PLANNED_LINES of them), more than one, take every line's tiles
 * at once in planned passes (sort_plan.cu); 0: never. */
#ifndef GP_SORT_BATCH_MIN_LEN
#define GP_SORT_BATCH_MIN_LEN 16384 /* H200 bench_sort 28 lines, 2^24 in lines of 16384 0.471 ms (a block a line 0.514) */
#endif
/* Lines up to LINE_MAX go a block a line even when they are few; longer
 * ones too when there are at least two a multiprocessor. */
#define GP_SORT_LINE_MAX (1 << 16) /* first choice, not tuned */
/* A line of one portion and at most PLAN_MAX elements has its passes
 * planned on the device: no wait for the counts (0: planned on the host). */
#ifndef GP_SORT_PLAN_MAX
#define GP_SORT_PLAN_MAX GP_SORT_PORTION /* every line of one portion; not tuned */
#endif
/* A planned line whose passes' tile states take at most this many bytes
 * has them zeroed with its histogram by one memset (0: each pass its own). */
#ifndef GP_SORT_STATES_AT_ONCE
#define GP_SORT_STATES_AT_ONCE (64ll << 20) /* first choice, not tuned */
#endif

/* ---- Compaction and find (compact.cu): threads, steps a thread (a lane
 * takes 16 bytes of x a step; a thread's flags fit a word) and blocks an SM,
 * for elements of up to 4 bytes and for 8-byte ones (WIDE), with their own
 * bounds for x(mask) of 4- and 8-byte elements, which copies the kept ones to
 * the stage asynchronously (ASYNC), and for find of positions alone (FIND).
 * CHUNK: steps read at a time after the scan; LOOKBACK_SPAN: as the scans'. */
#ifndef GP_COMPACT_THREADS
#define GP_COMPACT_THREADS 256 /* first choice, not tuned */
#endif
#ifndef GP_COMPACT_STEPS
#define GP_COMPACT_STEPS 8 /* H100 bench_compact 28 28, single (4 steps: 1.6x the time) */
#endif
#ifndef GP_COMPACT_BLOCKS
#define GP_COMPACT_BLOCKS 4 /* H100 bench_compact 28 28, single (3: 14% slower) */
#endif
#ifndef GP_COMPACT_STEPS_WIDE
#define GP_COMPACT_STEPS_WIDE 8 /* H100 bench_compact 28 28: tiles as large as registers allow */
#endif
#ifndef GP_COMPACT_BLOCKS_WIDE
#define GP_COMPACT_BLOCKS_WIDE 4 /* H100 bench_compact 28 28 (16 steps in 3 won some rows, lost others) */
#endif
#ifndef GP_COMPACT_BLOCKS_ASYNC
#define GP_COMPACT_BLOCKS_ASYNC 5 /* H100 bench_compact 28 28, x(mask), as the 8-byte kernel */
#endif
#ifndef GP_COMPACT_BLOCKS_ASYNC_WIDE
#define GP_COMPACT_BLOCKS_ASYNC_WIDE 5 /* H100 bench_compact 28 28, double x(mask) 50% 0.92x CUB (4: 0.77x) */
#endif
#ifndef GP_COMPACT_BLOCKS_FIND
#define GP_COMPACT_BLOCKS_FIND 4 /* H100 bench_compact 28 28, find single (5: 7-54% slower) */
#endif
#ifndef GP_COMPACT_BLOCKS_FIND_WIDE
#define GP_COMPACT_BLOCKS_FIND_WIDE 5 /* H100 bench_compact 28 28, find double 4-8% faster than 4 */
#endif
#ifndef GP_COMPACT_CHUNK
#define GP_COMPACT_CHUNK 4 /* H100 bench_compact 28 28 (whole tiles won some rows, lost others) */
#endif
#ifndef GP_COMPACT_CHUNK_WIDE
#define GP_COMPACT_CHUNK_WIDE 4 /* H100 bench_compact 28 28, as CHUNK */
#endif
#ifndef GP_COMPACT_LOOKBACK_SPAN
#define GP_COMPACT_LOOKBACK_SPAN 4 /* H100 bench_compact 28 28, 1% kept 8-16% faster (1, 2, 8 measured) */
#endif

/* ---- Reductions by key (reduce_runs.cu): TILED 1, tiles of THREADS x
 * ITEMS elements, each thread ITEMS in a row (ITEMS flags: one 16-byte
 * load); 0, a warp walks each run. */
#ifndef GP_RUNS_TILED
#define GP_RUNS_TILED 0 /* the tiles have not run on a GPU yet: t_reduce_by_key there first */
#endif
#ifndef GP_RUNS_THREADS
#define GP_RUNS_THREADS 256 /* first choice, not tuned */
#endif
#define GP_RUNS_ITEMS 16 /* a 16-byte load of flags */

/* ---- Element-wise kernels: one element a thread. */
#define GP_CONVERT_THREADS 256 /* class conversions (convert.cu); not tuned */
#define GP_CX_KEYS_THREADS 256 /* complex sort keys (complex_keys.cu); not tuned */
#define GP_SUBSCRIPT_THREADS 256 /* [i, j] = find (find_subscripts.cu); not tuned */
#define GP_CX_IN_ORDER_THREADS 256 /* complex cumprod lines folded again (cx_prod_in_order.cuh); not tuned */

/* ---- The transfer engine (transfer.c): BUFFERS pinned buffers of
 * CHUNK_MAX bytes; copies of at least MIN_BYTES go through them in chunks
 * of a quarter of the copy within [CHUNK_MIN, CHUNK_MAX].  A download of at
 * least TOUCH_MIN bytes first faults its output in, a stretch a copy thread
 * (context option touch_first).  Direct copies (context option
 * direct_copies) pin the user's memory in place from DIRECT_MIN bytes,
 * PIECE bytes at a time. */
#define GP_TRANSFER_BUFFERS 4 /* first choice, not tuned */
#define GP_TRANSFER_CHUNK_MAX ((size_t) 16 << 20) /* first choice, not tuned */
#define GP_TRANSFER_CHUNK_MIN ((size_t) 256 << 10) /* first choice, not tuned */
#define GP_TRANSFER_MIN_BYTES ((size_t) 256 << 10) /* first choice, not tuned */
#define GP_TRANSFER_TOUCH_DEFAULT 1 /* H100 bench_transfer, fresh 1 GiB download 52.4 ms (off: 93.1) */
#define GP_TRANSFER_TOUCH_MIN ((size_t) 16 << 20) /* H100 bench_transfer: no gain at 4-16 MiB */
#define GP_TRANSFER_DIRECT_DEFAULT 0 /* H100 bench_transfer, 1 GiB upload 21.5 ms staged, 87.6 direct */
#define GP_TRANSFER_DIRECT_MIN ((size_t) 32 << 20) /* first choice, not tuned */
#define GP_TRANSFER_DIRECT_PIECE ((size_t) 32 << 20) /* first choice, not tuned */
/* BESIDE 1: an upload beside the stream's work (gp_accumarray's values
 * beside its sort) goes on a second stream; 0: on the stream, queued. */
#ifndef GP_TRANSFER_BESIDE
#define GP_TRANSFER_BESIDE 0 /* the second stream has not run on a GPU yet */
#endif
/* NARROW_SUBSCRIPTS 1: accumarray's host subscripts go up as uint32
 * (gp_transfer_subscripts) and are sorted so; 0: as doubles. */
#ifndef GP_NARROW_SUBSCRIPTS
#define GP_NARROW_SUBSCRIPTS 0 /* not run on a GPU yet */
#endif

#else
#error "no tuning table for this GPU generation (kernels/cuda/tuning.h): start from sm_90's and measure"
#endif

/* ---- One GPU's own rows, where its measured best differs from its
 * generation's above.  The H100 and the H200 are both sm_90, with the same
 * 132 multiprocessors; the H200's HBM3e reads 4.8 TB/s against the H100's
 * 3.35, so a tile may want more bytes in flight there.  gp_cuda_open picks
 * the GPU by the device's name (GP_GPU_OF_NAME); a row left as the
 * generation's compiles no second kernel.  Scans: the four knobs of a
 * contiguous scan, by the keys above. */
#define GP_GPU_GENERATION 0 /* the table above */
#define GP_GPU_H200 1
#define GP_GPU_OF_NAME(name) (strstr((name), "H200") ? GP_GPU_H200 : GP_GPU_GENERATION)
#ifndef GP_SCAN_THREADS_H200_WIDE
#define GP_SCAN_THREADS_H200_WIDE GP_SCAN_THREADS_WIDE /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_ITEMS_H200_WIDE
#define GP_SCAN_ITEMS_H200_WIDE GP_SCAN_ITEMS_WIDE /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_THREADS_H200_PAIR
#define GP_SCAN_THREADS_H200_PAIR GP_SCAN_THREADS_PAIR /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_ITEMS_H200_PAIR
#define GP_SCAN_ITEMS_H200_PAIR GP_SCAN_ITEMS_PAIR /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_THREADS_H200_WIDENING
#define GP_SCAN_THREADS_H200_WIDENING GP_SCAN_THREADS_WIDENING /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_ITEMS_H200_WIDENING
#define GP_SCAN_ITEMS_H200_WIDENING GP_SCAN_ITEMS_WIDENING /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_THREADS_H200_NARROW
#define GP_SCAN_THREADS_H200_NARROW GP_SCAN_THREADS_NARROW /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_ITEMS_H200_NARROW
#define GP_SCAN_ITEMS_H200_NARROW GP_SCAN_ITEMS_NARROW /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_THREADS_H200_CHECKED
#define GP_SCAN_THREADS_H200_CHECKED GP_SCAN_THREADS_CHECKED /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_ITEMS_H200_CHECKED
#define GP_SCAN_ITEMS_H200_CHECKED GP_SCAN_ITEMS_CHECKED /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_STAGED_H200_WIDE
#define GP_SCAN_STAGED_H200_WIDE GP_SCAN_STAGED_WIDE /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_MIN_BLOCKS_H200_WIDE
#define GP_SCAN_MIN_BLOCKS_H200_WIDE GP_SCAN_MIN_BLOCKS_WIDE /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_STAGED_H200_PAIR
#define GP_SCAN_STAGED_H200_PAIR GP_SCAN_STAGED_PAIR /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_MIN_BLOCKS_H200_PAIR
#define GP_SCAN_MIN_BLOCKS_H200_PAIR GP_SCAN_MIN_BLOCKS_PAIR /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_STAGED_H200_WIDENING
#define GP_SCAN_STAGED_H200_WIDENING GP_SCAN_STAGED_WIDENING /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_MIN_BLOCKS_H200_WIDENING
#define GP_SCAN_MIN_BLOCKS_H200_WIDENING GP_SCAN_MIN_BLOCKS_WIDENING /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_STAGED_H200_NARROW
#define GP_SCAN_STAGED_H200_NARROW GP_SCAN_STAGED_NARROW /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_MIN_BLOCKS_H200_NARROW
#define GP_SCAN_MIN_BLOCKS_H200_NARROW GP_SCAN_MIN_BLOCKS_NARROW /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_STAGED_H200_CHECKED
#define GP_SCAN_STAGED_H200_CHECKED GP_SCAN_STAGED_CHECKED /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_MIN_BLOCKS_H200_CHECKED
#define GP_SCAN_MIN_BLOCKS_H200_CHECKED GP_SCAN_MIN_BLOCKS_CHECKED /* the generation's: not yet measured apart */
#endif
#ifndef GP_SCAN_STAGED_H200_HEAVY
#define GP_SCAN_STAGED_H200_HEAVY GP_SCAN_STAGED_HEAVY /* H200 bench_complex 28: the generation's row is the H200's */
#endif
#ifndef GP_SCAN_MIN_BLOCKS_H200_HEAVY
#define GP_SCAN_MIN_BLOCKS_H200_HEAVY GP_SCAN_MIN_BLOCKS_HEAVY /* H200 bench_complex 28: the generation's row is the H200's */
#endif
#ifndef GP_SCAN_THREADS_H200_HEAVY
#define GP_SCAN_THREADS_H200_HEAVY GP_SCAN_THREADS_HEAVY /* H200 bench_complex 28: the generation's row is the H200's */
#endif
#ifndef GP_SCAN_ITEMS_H200_HEAVY
#define GP_SCAN_ITEMS_H200_HEAVY GP_SCAN_ITEMS_HEAVY /* H200 bench_complex 28: the generation's row is the H200's */
#endif

/* ---- Derived from the table, the same for every generation. */

/* The scans' KNOB_HEAVY, _PAIR, _WIDE, _WIDENING, _NARROW or _CHECKED, by
 * input, stage and accumulator sizes and whether the op is indexed. */
#define GP_SCAN_HEAVY(acc_bytes, indexed) ((indexed) && (acc_bytes) >= 24)
#define GP_SCAN_KEYED(KNOB, in_bytes, stage_bytes, acc_bytes, indexed)          \
  (GP_SCAN_HEAVY(acc_bytes, indexed) ? KNOB##_HEAVY                            \
   : (stage_bytes) < 8 ? ((acc_bytes) == 8 ? KNOB##_CHECKED : KNOB##_NARROW)   \
   : (stage_bytes) >= 16 ? KNOB##_PAIR : (in_bytes) >= 8 ? KNOB##_WIDE : KNOB##_WIDENING)
/* KNOB (GP_SCAN_THREADS, _ITEMS, _STAGED or _MIN_BLOCKS) of a GPU: its
 * own row (GP_GPU_H200), else the generation's. */
#define GP_SCAN_KNOB_OF(KNOB, gpu, in_bytes, stage_bytes, acc_bytes, indexed)                          \
  ((gpu) == GP_GPU_H200 ? GP_SCAN_KEYED(KNOB##_H200, in_bytes, stage_bytes, acc_bytes, indexed)        \
                        : GP_SCAN_KEYED(KNOB, in_bytes, stage_bytes, acc_bytes, indexed))
#define GP_SCAN_THREADS_OF(gpu, in_bytes, stage_bytes, acc_bytes, indexed) \
  GP_SCAN_KNOB_OF(GP_SCAN_THREADS, gpu, in_bytes, stage_bytes, acc_bytes, indexed)
#define GP_SCAN_ITEMS_OF(gpu, in_bytes, stage_bytes, acc_bytes, indexed) \
  GP_SCAN_KNOB_OF(GP_SCAN_ITEMS, gpu, in_bytes, stage_bytes, acc_bytes, indexed)
/* Indexed ops other than HEAVY hold their items, as they were measured
 * (staged, their positions' pass would read the items again from the input). */
#define GP_SCAN_STAGED_OF(gpu, in_bytes, stage_bytes, acc_bytes, indexed)              \
  (GP_SCAN_KNOB_OF(GP_SCAN_STAGED, gpu, in_bytes, stage_bytes, acc_bytes, indexed) && \
   (!(indexed) || GP_SCAN_HEAVY(acc_bytes, indexed)))
#define GP_SCAN_MIN_BLOCKS_OF(gpu, in_bytes, stage_bytes, acc_bytes, indexed) \
  GP_SCAN_KNOB_OF(GP_SCAN_MIN_BLOCKS, gpu, in_bytes, stage_bytes, acc_bytes, indexed)
/* Whether a GPU's row differs from the generation's for this key. */
#define GP_SCAN_ROW_DIFFERS(gpu, ...)                                                                   \
  (GP_SCAN_THREADS_OF(gpu, __VA_ARGS__) != GP_SCAN_THREADS_OF(GP_GPU_GENERATION, __VA_ARGS__)          \
   || GP_SCAN_ITEMS_OF(gpu, __VA_ARGS__) != GP_SCAN_ITEMS_OF(GP_GPU_GENERATION, __VA_ARGS__)           \
   || GP_SCAN_STAGED_OF(gpu, __VA_ARGS__) != GP_SCAN_STAGED_OF(GP_GPU_GENERATION, __VA_ARGS__)         \
   || GP_SCAN_MIN_BLOCKS_OF(gpu, __VA_ARGS__) != GP_SCAN_MIN_BLOCKS_OF(GP_GPU_GENERATION, __VA_ARGS__))

#define GP_REDUCE_MIN_BLOCKS(acc_bytes, indexed) (GP_SCAN_HEAVY(acc_bytes, indexed) ? GP_REDUCE_MIN_BLOCKS_HEAVY : 0)
#define GP_REDUCE_LOADS(acc_bytes, indexed) (GP_SCAN_HEAVY(acc_bytes, indexed) ? GP_REDUCE_LOADS_HEAVY : 4)

#define GP_SORT_ITEMS(key_bytes, values)                                                          \
  ((key_bytes) < 8 ? GP_SORT_ITEMS_NARROW : (values) ? GP_SORT_ITEMS_WIDE_PAIRS : GP_SORT_ITEMS_WIDE)
#define GP_SORT_BLOCKS(key_bytes, values)                                                          \
  ((key_bytes) < 8 ? ((values) ? GP_SORT_BLOCKS_NARROW_PAIRS : GP_SORT_BLOCKS_NARROW)              \
   : (values)     ? GP_SORT_BLOCKS_WIDE_PAIRS                                                      \
                  : GP_SORT_BLOCKS_WIDE)

/* Elements a one-sweep launch takes: tile states count in 30 bits (a limit,
 * not a tuning). */
#define GP_SORT_PORTION (1ll << 28)

#endif
