/* tuning.h - launch shapes of the kernels, in one place.
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
#ifndef GP_SCAN_THREADS_PAIR      /* 16-byte elements: complex double (half WIDE's items: the same stage) */
#define GP_SCAN_THREADS_PAIR 128
#endif
#ifndef GP_SCAN_ITEMS_PAIR
#define GP_SCAN_ITEMS_PAIR 20
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
/* The look-back's first window, in windows of 32 tiles read at once
 * (lookback.cuh); a float fold stays left to right at any width. */
#ifndef GP_SCAN_LOOKBACK_SPAN
#define GP_SCAN_LOOKBACK_SPAN 1
#endif
/* Pauses of the look-back (ns): after publishing the tile's aggregate,
 * before the first read (only in scans of at least DELAY_TILES tiles, where
 * most tiles wait behind others), and before reading again a window that
 * was not ready.  Polling the frontier at once slowed every class at 2^28. */
#ifndef GP_SCAN_LOOKBACK_DELAY
#define GP_SCAN_LOOKBACK_DELAY 3000
#endif
#ifndef GP_SCAN_LOOKBACK_DELAY_TILES
#define GP_SCAN_LOOKBACK_DELAY_TILES 512
#endif
#ifndef GP_SCAN_LOOKBACK_RETRY
#define GP_SCAN_LOOKBACK_RETRY 1000
#endif
/* Reduce, then scan (scan_contiguous.cuh's modes), for contiguous scans
 * whose accumulator has at least GP_SCAN_PREFIXED_T_BYTES (complex
 * products and extremes, real extremes with positions): their look-back
 * passes each tile's prefix on slowly (doc/PERFORMANCE.md), where reading
 * the input twice costs less.  From GP_SCAN_PREFIXED_MIN_TILES tiles; 0
 * keeps the look-back for every scan. */
#ifndef GP_SCAN_PREFIXED_T_BYTES
#define GP_SCAN_PREFIXED_T_BYTES 12
#endif
#ifndef GP_SCAN_PREFIXED_MIN_TILES
#define GP_SCAN_PREFIXED_MIN_TILES 64
#endif
/* 1: the second run (GP_SCAN_PREFIXED) takes the tiles last to first, so
 * its first reads find in L2 the tiles the first run read last.  H100,
 * bench_complex 28, three rounds: cummax single 1.642-1.647 -> 1.607-1.610
 * ms, double 2.834-2.848 -> 2.742-2.767; cumprod unchanged (already at
 * its two reads' bandwidth: doc/PERFORMANCE.md). */
#ifndef GP_SCAN_PREFIXED_REVERSE
#define GP_SCAN_PREFIXED_REVERSE 1
#endif
/* Indexed ops with accumulators of 24 bytes or more (the complex extremes:
 * position, value and magnitude), which take reduce, then scan: staged, in
 * tiles of 128 x 20, as their registers bound them (the second run without
 * segments: single 202 held, 88 staged; double 182, 116).  H200, 2^27
 * complex elements in one line:
 * cummax single 2.15 ms staged, double 6.63 ms staged against 7.27 held
 * (doc/PERFORMANCE.md). */
#ifndef GP_SCAN_THREADS_HEAVY
#define GP_SCAN_THREADS_HEAVY 128
#endif
#ifndef GP_SCAN_ITEMS_HEAVY
#define GP_SCAN_ITEMS_HEAVY 20
#endif
#ifndef GP_SCAN_STAGED_HEAVY
#define GP_SCAN_STAGED_HEAVY 1
#endif
#ifndef GP_SCAN_MIN_BLOCKS_HEAVY
#define GP_SCAN_MIN_BLOCKS_HEAVY 0
#endif
/* The default reductions' blocks that each SM must hold at once, for
 * indexed ops with accumulators of 24 bytes or more (the complex extremes;
 * 0: no bound, as for every other op; the singles' kernels take 62
 * registers or fewer either way).  With shuffled block folds, 3 took the
 * max of 2^27 complex doubles in one line from 104 registers and two
 * blocks of 256 an SM to 80 registers (496 bytes spilled) and three: H200,
 * 0.852 -> 0.720-0.767 ms, 1.69x -> 1.42-1.51x the real max over the same
 * bytes (six runs in three calls, 2026-11-29).  4 with the fold in shared
 * memory below (64 registers, 24 bytes spilled): H200, 2026-11-29, two
 * runs, 0.640-0.641 ms, 1.27x, where 3 with it gave 1.33-1.40x and 3 with
 * shuffles 1.43-1.51x in the same call (doc/complex_variants.csv,
 * doc/PERFORMANCE.md).  H100 not yet measured. */
#ifndef GP_REDUCE_MIN_BLOCKS_HEAVY
#define GP_REDUCE_MIN_BLOCKS_HEAVY 4
#endif
#define GP_REDUCE_MIN_BLOCKS(acc_bytes, indexed) (GP_SCAN_HEAVY(acc_bytes, indexed) ? GP_REDUCE_MIN_BLOCKS_HEAVY : 0)
/* And the 16-byte loads each thread of the rows kernel keeps in flight for
 * them (4 for every other op).  8 (ptxas: 102 registers where 4 take 104,
 * no bound) was slower on the H200: complex double max 1.72x against 1.69x,
 * single 1.83x against 1.33x.  8 with the bound of 3 blocks (80 registers,
 * 448-484 bytes spilled where 4 spill 496), H200, 2026-11-29: double max
 * 1.55x against 1.42-1.51x, single 1.63x against 1.28-1.30x. */
#ifndef GP_REDUCE_LOADS_HEAVY
#define GP_REDUCE_LOADS_HEAVY 4
#endif
#define GP_REDUCE_LOADS(acc_bytes, indexed) (GP_SCAN_HEAVY(acc_bytes, indexed) ? GP_REDUCE_LOADS_HEAVY : 4)
/* 1: the default reductions of ops that can tell cheaply that a step keeps
 * the accumulator (the complex extremes, by squared magnitudes) make the
 * rest of the step (hypot, arg) a call; 0: all inline.  A kernel's
 * registers count its callees', so the call saves few (104 -> 100 with no
 * bound; 340 bytes spilled where inline spills 496 at 3 blocks), and the
 * calls cost more: H200, with 3 blocks, complex double max 1.57x against
 * 1.42-1.51x inline, single 1.83x against 1.28x; with 4 blocks 1.44-1.51x
 * and 1.55x. */
#ifndef GP_REDUCE_RARE_OUT_OF_LINE
#define GP_REDUCE_RARE_OUT_OF_LINE 0
#endif
/* 1: the rows kernel of those ops walks its share in groups of four loads
 * holding only the lead element and its squared magnitude while every
 * element of a group ranks clearly before or after the lead by that alone
 * (reduce_clear_run.cuh): no hypot or arg inside that loop, so its
 * registers are near a real max's.  A group that is not clear (a NaN, a
 * zero, infinite or far-out part, a magnitude within the margin of the
 * lead's) takes the exact step, one load at a time, and the walk goes on
 * after it.  0: the exact step for every element.  Measured and
 * rejected: H200, 2026-11-29, with the fold in shared memory and 4
 * blocks, complex double max 1.47x the real max, where the exact step
 * gave 1.27x in the same call.  By ptxas (sm_90), the complex double
 * max's rows kernel for blocks of 256 with shuffled folds takes 80
 * registers and spills 464 bytes at 3 blocks (the exact loop 496), 64
 * and 1352 at 4 (1472).  What needs the registers is the fold across the
 * block after the loop, not the loop: without that fold the kernel takes
 * 64 registers unbounded with this walk, 60 with the exact loop, where
 * the whole kernel takes 100-104. */
#ifndef GP_REDUCE_CLEAR_RUN
#define GP_REDUCE_CLEAR_RUN 0
#endif
/* 1: a block's fold of the complex doubles' extremes (the accumulators of
 * 32 bytes; "ComparisonMethod" "real" too) goes through shared memory,
 * each warp's first thread folding its warp's 32 in turn and then the
 * first thread the warps' (reduce_fold.cuh); 2: the complex singles'
 * extremes too (24 bytes); 0: every fold by warp shuffles, a tree of five
 * steps twice.  The shuffled tree is what asks for the registers above: by
 * ptxas (sm_90), the double max's rows kernel for blocks of 256 (12 KB of
 * shared memory for the fold) takes 78 registers and spills nothing at 3
 * blocks, where the shuffles spill 496 bytes; 64 registers and 24 bytes at
 * 4 blocks, where the shuffles spill 1472.  H200, 2026-11-29,
 * bench_complex 28, two runs each: complex double max 1.43-1.51x the real
 * max with shuffles (3 blocks), 1.33-1.40x with this fold (3 blocks),
 * 1.27x with this fold and 4 blocks; the complex singles' max, whose fold
 * never spilled, 1.29x with shuffles and 1.40-1.43x with this fold, hence
 * 1 and not 2. */
#ifndef GP_REDUCE_FOLD_IN_SHARED
#define GP_REDUCE_FOLD_IN_SHARED 1
#endif
/* KNOB_HEAVY, _PAIR, _WIDE, _WIDENING, _NARROW or _CHECKED, by the sizes
 * above and whether the op is indexed. */
#define GP_SCAN_HEAVY(acc_bytes, indexed) ((indexed) && (acc_bytes) >= 24)
#define GP_SCAN_KEYED(KNOB, in_bytes, stage_bytes, acc_bytes, indexed)          \
  (GP_SCAN_HEAVY(acc_bytes, indexed) ? KNOB##_HEAVY                            \
   : (stage_bytes) < 8 ? ((acc_bytes) == 8 ? KNOB##_CHECKED : KNOB##_NARROW)   \
   : (stage_bytes) >= 16 ? KNOB##_PAIR : (in_bytes) >= 8 ? KNOB##_WIDE : KNOB##_WIDENING)
#define GP_SCAN_THREADS(in_bytes, stage_bytes, acc_bytes, indexed) \
  GP_SCAN_KEYED(GP_SCAN_THREADS, in_bytes, stage_bytes, acc_bytes, indexed)
#define GP_SCAN_ITEMS(in_bytes, stage_bytes, acc_bytes, indexed) \
  GP_SCAN_KEYED(GP_SCAN_ITEMS, in_bytes, stage_bytes, acc_bytes, indexed)

/* 1: a thread reads its items from the shared stage again after the
 * look-back instead of holding them in registers through it (see
 * scan_contiguous.cuh), keyed as above. */
#ifndef GP_SCAN_STAGED_WIDE
#define GP_SCAN_STAGED_WIDE 0
#endif
#ifndef GP_SCAN_STAGED_PAIR
#define GP_SCAN_STAGED_PAIR 0
#endif
#ifndef GP_SCAN_STAGED_WIDENING
#define GP_SCAN_STAGED_WIDENING 1
#endif
#ifndef GP_SCAN_STAGED_NARROW
#define GP_SCAN_STAGED_NARROW 1
#endif
#ifndef GP_SCAN_STAGED_CHECKED
#define GP_SCAN_STAGED_CHECKED 1
#endif
/* Indexed ops other than HEAVY hold their items, as they were measured
 * (staged, their positions' pass would read the items again from the input). */
#define GP_SCAN_STAGED(in_bytes, stage_bytes, acc_bytes, indexed)              \
  (GP_SCAN_KEYED(GP_SCAN_STAGED, in_bytes, stage_bytes, acc_bytes, indexed) && \
   (!(indexed) || GP_SCAN_HEAVY(acc_bytes, indexed)))

/* Blocks per multiprocessor the compiler must fit them in, which bounds
 * their registers (0: no bound), keyed as above. */
#ifndef GP_SCAN_MIN_BLOCKS_WIDE
#define GP_SCAN_MIN_BLOCKS_WIDE 0
#endif
#ifndef GP_SCAN_MIN_BLOCKS_PAIR
#define GP_SCAN_MIN_BLOCKS_PAIR 0
#endif
#ifndef GP_SCAN_MIN_BLOCKS_WIDENING
#define GP_SCAN_MIN_BLOCKS_WIDENING 0
#endif
#ifndef GP_SCAN_MIN_BLOCKS_NARROW
#define GP_SCAN_MIN_BLOCKS_NARROW 0
#endif
#ifndef GP_SCAN_MIN_BLOCKS_CHECKED
#define GP_SCAN_MIN_BLOCKS_CHECKED 0
#endif
#define GP_SCAN_MIN_BLOCKS(in_bytes, stage_bytes, acc_bytes, indexed) \
  GP_SCAN_KEYED(GP_SCAN_MIN_BLOCKS, in_bytes, stage_bytes, acc_bytes, indexed)

/* Strided scan (inner > 1): one thread per column, rows per tile. */
#define GP_STRIDED_THREADS 128
#define GP_STRIDED_ROWS(stage_bytes) ((stage_bytes) >= 8 ? 16 : 32)

/* Radix sort (sort_tile.cuh): 256 threads, one per digit value.  Items per
 * thread and the blocks per multiprocessor that bound the registers, by key
 * width and whether positions travel with the keys; static shared memory
 * stays under 48 KB.  Chosen on the H100 from bench/bench_sort 28 quick
 * (doc/PERFORMANCE.md): 4-byte keys 24 items in 3 blocks, 8-byte keys 16
 * in 3, 8-byte keys with positions 20 in 2.  22 of those in 2 is faster
 * on the H200 (2026-11-29, bench_sort quick, two rounds,
 * doc/sort_variants.csv rounds h and j): double + index 2^28 21.07-21.14
 * -> 20.47 ms (CUB 20.94-20.96), 2^24 1.456-1.467 -> 1.452, 2^20 0.193
 * (1.02x CUB), so it is the default (the full suite and the sort's
 * memcheck and racecheck passed with it, 2026-11-29).  Its stage is
 * 22 * 256 * 8 = 45056 bytes; 24 (49152) would not fit with the rest
 * under 48 KB.  Rejected there: 16 in 3 blocks (21.88-21.92 ms), and
 * 4-byte keys 20 items in 3 blocks (2^28 uint32 5.76-5.77 -> 6.37-6.39
 * ms) and 28 in 2 (6.44-6.48). */
#ifndef GP_SORT_ITEMS_NARROW      /* keys of 1, 2 or 4 bytes */
#define GP_SORT_ITEMS_NARROW 24
#endif
#ifndef GP_SORT_ITEMS_WIDE        /* 8-byte keys */
#define GP_SORT_ITEMS_WIDE 16
#endif
#ifndef GP_SORT_ITEMS_WIDE_PAIRS  /* 8-byte keys with positions */
#define GP_SORT_ITEMS_WIDE_PAIRS 22
#endif
#define GP_SORT_ITEMS(key_bytes, values)                                                          \
  ((key_bytes) < 8 ? GP_SORT_ITEMS_NARROW : (values) ? GP_SORT_ITEMS_WIDE_PAIRS : GP_SORT_ITEMS_WIDE)
/* blocks per multiprocessor, each its own knob (nvcc splits a -D value at
 * its commas, so a macro with arguments cannot be given on its line).
 * Keys of 1-4 bytes alone: 4 (64 registers, 50% occupancy, where 3 give
 * 80 and 37.5%), faster on the H200 though it spills more (ptxas sm_90:
 * the planned uint32 pass 88/180 -> 224/316 bytes stored/reloaded):
 * bench_sort quick, 3 blocks 2026-11-29 (doc/sort_variants.csv m1-m2),
 * 4 blocks 2026-12-01 (o1-o2): 2^28 uint32 5.81 -> 5.37-5.39 ms (CUB
 * 5.43-5.46), single 5.91 -> 5.43-5.45 (CUB 5.85), 2^24 uint32 0.437 ->
 * 0.408, single 0.457 -> 0.431-0.436; the default since the full suite
 * (2369 of 2369) and the sort's memcheck and racecheck passed with it on
 * the H200 (2026-12-01).  It also bounds the planned passes whose
 * positions only the last pass writes (GP_SORT_VALUES_PLANNED).  Passes
 * that carry positions throughout (_NARROW_PAIRS) keep 3: at 4 they spill
 * 450-710 bytes and singles with positions lose (2^28 8.19-8.22 ->
 * 10.25-10.32 ms, CUB 8.80; 2^24 0.596 -> 0.713, CUB 0.635; same
 * rounds).  8-byte keys keep their own (_WIDE, _WIDE_PAIRS). */
#ifndef GP_SORT_BLOCKS_NARROW
#define GP_SORT_BLOCKS_NARROW 4
#endif
#ifndef GP_SORT_BLOCKS_NARROW_PAIRS
#define GP_SORT_BLOCKS_NARROW_PAIRS 3
#endif
#ifndef GP_SORT_BLOCKS_WIDE
#define GP_SORT_BLOCKS_WIDE 3
#endif
#ifndef GP_SORT_BLOCKS_WIDE_PAIRS
#define GP_SORT_BLOCKS_WIDE_PAIRS 2
#endif
#define GP_SORT_BLOCKS(key_bytes, values)                                                          \
  ((key_bytes) < 8 ? ((values) ? GP_SORT_BLOCKS_NARROW_PAIRS : GP_SORT_BLOCKS_NARROW)              \
   : (values)     ? GP_SORT_BLOCKS_WIDE_PAIRS                                                      \
                  : GP_SORT_BLOCKS_WIDE)
/* Threads of a one-sweep pass's block (sort_onesweep.cu; the line kernel
 * and the histogram keep 256).  256: one a digit.  More (a multiple of 32)
 * take the tile in more warps, as CUB's 384 threads of 20 keys on sm_90:
 * the first 256 threads also stand for the digits (counts, look-back,
 * output starts), the rest only rank and move keys.  Set the items and
 * blocks with it, so the tile fits 48 KB and the registers the bound, for
 * example 384 with -DGP_SORT_ITEMS_NARROW=16 -DGP_SORT_ITEMS_WIDE=10
 * -DGP_SORT_ITEMS_WIDE_PAIRS=14 (the tiles of 256 x 24, 16 and 22 keys
 * again, or near them).  By ptxas (sm_90) that build's passes of 4-byte
 * keys fit 56 registers (3 blocks of 384), the planned uint32 pass
 * without spills, yet it is slower on the H200 (2026-11-29, bench_sort
 * quick, round k1 of doc/sort_variants.csv): 2^28 uint32 5.77 -> 6.11
 * ms, single 5.88 -> 6.10, double 16.14 -> 17.93; 384 x 20 in 2 blocks
 * (CUB's tile) 6.22 for uint32.  Pairs of 384 x 14 tie 256 x 22 (20.54
 * ms). */
#ifndef GP_SORT_SWEEP_THREADS
#define GP_SORT_SWEEP_THREADS 256
#endif
/* 1: a tile's ranking finds each step's lanes of a digit by one shared-
 * memory atomicOr a key into its warp's mask of the digit (as CUB's
 * WARP_MATCH_ATOMIC_OR does); 0: by eight or nine ballots (sort_tile.cuh).
 * H100, bench_sort quick, mean of two rounds: 2^28 uint32 6.97 -> 5.99 ms,
 * single 7.21 -> 6.01, double 18.81 -> 17.66, pairs 27.07 -> 26.75; 2^20
 * and 2^24 4-20% faster too (doc/PERFORMANCE.md). */
#ifndef GP_SORT_PEERS_ATOMIC_OR
#define GP_SORT_PEERS_ATOMIC_OR 1
#endif
/* 1 (with GP_SORT_PEERS_ATOMIC_OR): a warp's mask and count of a digit in
 * one 64-bit word, so that a step of the ranking reads both in one load
 * and the leader writes the new count and the cleared mask in one store:
 * three shared accesses a key where there are four (the atomicOr, the
 * mask's read back, its clear, the count's atomicAdd), and no shuffle of
 * the count.  ncu of the one-sweep pass (H200, 2^28 uint32, 2026-11-28):
 * those four take 109 M of its 202 M shared wavefronts.  Rejected: on the
 * H200 (2026-11-28, bench_sort 24 and 28 quick) every one-sweep row ran
 * 2-9% slower (uint32 2^28 5.73 -> 6.25 ms); doc/PERFORMANCE.md. */
#ifndef GP_SORT_RANK_PACKED
#define GP_SORT_RANK_PACKED 0
#endif
/* __syncwarp a step of the tile's ranking takes (with
 * GP_SORT_PEERS_ATOMIC_OR, not with GP_SORT_RANK_PACKED; sort_tile.cuh).
 * 3: the atomicOr, a barrier, the mask read back, a barrier, the leader's
 * clear, a barrier, the leader's atomicAdd of the count and its shuffle.
 * 2: in the order of CUB's WARP_MATCH_ATOMIC_OR, the atomicAdd and the
 * shuffle before the clear: the shuffle already waits for every lane's
 * read, so the clear needs no barrier before it.  1: as 2, with two sets
 * of masks used in turn, so that the next step's barrier orders the clear
 * before the step after next ORs into its set, and a step ends without
 * one (8 KB more shared memory a block, zeroed with the rest).  The same
 * shared accesses each way.  Both measured and rejected: H200, 2026-11-29,
 * bench_sort 24 and 28 quick (doc/sort_variants.csv rounds h1-h3), every
 * row within 1% of 3 (2^28 uint32 5.76-5.77 ms each way, single
 * 5.85-5.89), so the ranking's barriers are not what holds the pass
 * back.  By ptxas (sm_90,
 * 80-register cap) 2 spills less in most one-sweep passes: the planned
 * pass of uint32 keys 80 bytes stored and 172 reloaded -> 72 and 72, of
 * singles 56 and 56 -> 16 and 16, the unplanned uint32 pass 116 and 112
 * -> 76 and 76; a few passes of 1- and 2-byte keys spill 20-48 bytes
 * more. */
#ifndef GP_SORT_RANK_SYNCS
#define GP_SORT_RANK_SYNCS 3
#endif
/* L > 0 (with GP_SORT_PEERS_ATOMIC_OR and GP_SORT_RANK_SYNCS 3, not
 * with GP_SORT_RANK_PACKED): a step's lanes of a digit are found in two
 * parts, the high 8 - L bits by the atomicOr into one of the warp's
 * 2^(8-L) + 1 masks (the last: past the end) and the low L bits by L
 * ballots (sort_tile.cuh).  At L 4 (17 masks) or 3 (33; the last shares
 * the first's bank, only in a line's last tile) the masks lie in
 * distinct banks, so the atomicOr, the read back and the clear take one
 * wavefront a warp each, where masks of whole digits meet random banks:
 * 3.15-3.5 ways, 83 M of the 202 M wavefronts of a uint32 pass at 2^28
 * (ncu, H200, doc/PERFORMANCE.md).  Measured and rejected: H200,
 * 2026-11-29, bench_sort 28 and 24 quick (doc/sort_variants.csv rounds
 * m1-m2): 2^28 uint32 5.81 -> 6.53 ms at L 4, 6.23 at L 3; single 5.91
 * -> 6.56, 6.32.  ncu of that pass: the conflicts fall (116 M -> 91 M,
 * 80 M) but the ballots add 39% and 30% instructions (622 M -> 867 M,
 * 810 M), and the pass waits on latency more than on shared memory. */
#ifndef GP_SORT_PEERS_SPLIT
#define GP_SORT_PEERS_SPLIT 0
#endif
/* 1: after a tile's ranking, thread d reads the warps' counts of digit d
 * once, keeps them in registers through the block's scan, and writes each
 * warp's first slot once (sort_tile.cuh); 0: it writes the running totals
 * back before the scan and adds the run's start to each after it: 16 more
 * shared accesses a digit a tile (about 3% of the one-sweep pass's
 * wavefronts by the ncu profile of 2^28 uint32).  By ptxas (sm_90) the
 * eight counts held cost registers at the 80-register cap: the planned
 * pass of uint32 keys alone spills 96 bytes and reloads 96 where it
 * spilled 80 and reloaded 172; most other passes spill 20-80 bytes more.
 * Measured and rejected: H200, 2026-11-29, bench_sort 24 and 28 quick, two
 * rounds, 0 -> 1: 2^28 uint32 5.79-5.81 -> 5.83-5.85 ms, single 5.89-5.90
 * -> 5.86-5.87, double 16.21-16.22 -> 16.16-16.19, 2^24 single 0.456-0.459
 * -> 0.466; the rest within 0.5% (doc/sort_variants.csv, rounds g1-g2). */
#ifndef GP_SORT_COUNTS_ONCE
#define GP_SORT_COUNTS_ONCE 0
#endif
/* 1: a pass reads its keys and values and writes them with cache-streaming
 * hints (__ldcs, __stcs: each is touched once a pass), as libcusort
 * reports helps; 0: plain accesses.  Measured and rejected: H100, 2^28
 * uint32 7.14 ms against 6.97, single 8.67 against 7.21, slower at every
 * size and class (doc/PERFORMANCE.md). */
#ifndef GP_SORT_STREAMING
#define GP_SORT_STREAMING 0
#endif
/* Keys each thread of the sort's histogram kernel loads before it counts
 * them (1: one at a time, as before the knob).  Its ncu profile at 1
 * (doc/PERFORMANCE.md, 2026-11-24): 609 us for 2^28 uint32 at 52.7% of
 * DRAM, where the read alone needs about 360 us.  H100, bench_sort quick,
 * four rounds, 1 -> 8: 2^28 uint32 5.98 -> 5.93 ms, single 6.00 -> 5.93,
 * double 17.67 -> 17.59; 2^20 within the rounds' spread. */
#ifndef GP_SORT_HIST_UNROLL
#define GP_SORT_HIST_UNROLL 8
#endif
/* 1: the sort of a planned line (histogram, plan, passes, finish) lets
 * each kernel after the histogram be scheduled while the one before
 * finishes (programmatic dependent launch, overlap.cuh; compute
 * capability 9.0 and later), and each waits for it at its top; 0: plain
 * launches.  For the small sorts, whose launches are much of their time.
 * H100, bench_sort quick, four rounds, 0 -> 1: 2^20 uint32 0.096 ->
 * 0.091 ms (0.90 -> 0.97x of CUB), single 0.099 -> 0.092, pairs 0.199 ->
 * 0.191; 2^28 within the rounds' spread. */
#ifndef GP_SORT_PDL
#define GP_SORT_PDL 1
#endif
/* 1: where the index is wanted and no key is special, the last pass of a
 * line planned on the device (up to GP_SORT_PLAN_MAX elements) writes it
 * (position + 1, as doubles) itself; 0: it writes the positions and a
 * kernel after it reads them back to write the index (3 GiB at 2^28, where
 * the last pass writes 1 GiB more).  H100, bench_sort 28 quick, two
 * rounds, 0 -> 1: 2^28 double + index 26.89-27.00 -> 26.07-26.09 ms
 * (0.92-0.93 -> 0.96x of CUB); the other rows within the rounds' spread. */
#ifndef GP_SORT_INDEX_IN_PASS
#define GP_SORT_INDEX_IN_PASS 1
#endif
/* 1: a pass's tile reads where each digit's run goes from a table of
 * 32-bit starts wherever every index of its output fits (a line below 2^32
 * elements), where it read 8-byte starts: 32 lanes reading the starts of
 * random digits take half the shared-memory wavefronts, and the index
 * needs no 64-bit add.  0: the 8-byte table alone.  H100, bench_sort 28
 * quick and lines, two rounds, 0 -> 1: dim 2 of 4096 x 65536 single
 * 13.42-13.44 -> 13.22-13.23 ms (0.82 -> 0.83x of CUB), lines of 16384
 * 0.568-0.569 -> 0.544-0.545 ms; the 2^28 one-sweep rows within 0.6%
 * either way (int64 17.63-17.66 -> 17.73, double 17.62-17.64 -> 17.57). */
#ifndef GP_SORT_OUT_START32
#define GP_SORT_OUT_START32 1
#endif
#ifndef GP_SORT_WRITE_UNROLL      /* slots a keys-only pass writes per loop step (0: all at once) */
#define GP_SORT_WRITE_UNROLL 0
#endif
/* The line kernel (one block per line) walks its line in smaller tiles;
 * lines of at least GP_SORT_LONG_LINE elements in tiles of LONG_LINE_ITEMS
 * a thread (H100: lines of 65536 singles 17.3 -> 15.4 ms, of 16384 0.76 ->
 * 0.74 ms, but lines of 1024 1.21 -> 2.06 ms in the wider tile). */
#ifndef GP_SORT_LINE_ITEMS
#define GP_SORT_LINE_ITEMS 8
#endif
#ifndef GP_SORT_LONG_LINE_ITEMS
#define GP_SORT_LONG_LINE_ITEMS 16
#endif
#ifndef GP_SORT_LONG_LINE
#define GP_SORT_LONG_LINE 16384
#endif
/* The line kernel's blocks a multiprocessor asked of the compiler (its
 * launch bounds' second number); 0: none asked.  With none it takes 128
 * registers a thread for tiles of 16, 2 blocks of 256 a multiprocessor,
 * where the lines' shared memory would let 9 in.  H100, bench_sort 28
 * lines, two rounds, 0 -> 3 (both tile widths): dim 2 of 4096 x 65536
 * single 13.19 -> 12.13-12.16 ms (0.83 -> 0.90x of CUB), lines of 1024
 * 1.045 -> 0.867-0.871 ms, but lines of 16384 0.544 -> 0.610-0.615 ms;
 * lines of 1024 take the tiles of 8, the other two the tiles of 16, which
 * gain at 65536 and lose at 16384; so it stays 0 until a bound for each
 * tile width is measured. */
#ifndef GP_SORT_LINE_BLOCKS
#define GP_SORT_LINE_BLOCKS 0
#endif
/* Lines of at most this many elements are sorted one thread per line: by a
 * sorting network in registers (GP_SORT_SMALL_NETWORK 1), or by an
 * insertion sort in shared memory (0). */
#define GP_SORT_SMALL_LINE 32
#ifndef GP_SORT_SMALL_NETWORK
#define GP_SORT_SMALL_NETWORK 1
#endif
/* 1: the one-thread-a-line kernel of short lines gets as many blocks as
 * the device holds at once (by its registers and shared memory), each
 * taking chunks of 128 lines in turn; 0: 16 blocks a multiprocessor, which
 * for lines of 16 32-bit keys (52 registers, 20 KB of shared memory: 9
 * resident a multiprocessor by ptxas) leaves a second wave of 7 for each
 * 9 of the first.  Measured and rejected: H200, 2026-11-29, bench_sort 28
 * lines, one round, 2^20 lines of 16 singles 0.1228 -> 0.1259 ms (CUB
 * 0.116); with GP_SORT_SMALL_BATCH 0.1144, where batch alone takes
 * 0.1085. */
#ifndef GP_SORT_SMALL_RESIDENT
#define GP_SORT_SMALL_RESIDENT 0
#endif
/* 1: that kernel's threads make all their reads of contiguous lines (at
 * most one a line element: 16 for lines of 16) before the first use, at
 * staging and at the gather of y; 0: one read, then its use, in a loop, so
 * few are in flight.  H200, 2026-11-29, bench_sort 28 lines, one round:
 * 2^20 lines of 16 singles 0.1228 -> 0.1085 ms, CUB's segmented sort
 * 0.116 -> 0.115 (0.95x -> 1.06x); longer lines do not take this kernel.
 * By ptxas (sm_90) it costs registers, none spilled: 52 -> 72 for lines
 * of 16 32-bit keys, 126 -> 166 for lines of 32 64-bit keys. */
#ifndef GP_SORT_SMALL_BATCH
#define GP_SORT_SMALL_BATCH 1
#endif
/* 1: a short line's element l sits in column t ^ (l * 32 / N) of the
 * staging arrays (sort_lines.cu), so that a warp staging contiguous lines
 * of 16 touches 32 banks, not 2; 0: column t.  Measured and rejected: H100,
 * bench_sort 28 lines, two rounds, 2^20 lines of 16 singles 0.1391 ->
 * 0.1391-0.1404 ms (CUB 0.113-0.115): the conflicts are not what holds
 * this row back. */
#ifndef GP_SORT_SMALL_SWIZZLE
#define GP_SORT_SMALL_SWIZZLE 0
#endif
/* 1: the short lines' kernel walks a block's contiguous elements with
 * their element and line carried from step to step; 0: divided out of the
 * element's number (two runtime divisions an element, on the way in and on
 * the way out).  H100, bench_sort 28 lines, two rounds, 0 -> 1: 2^20
 * lines of 16 singles 0.1389-0.1402 -> 0.1260-0.1264 ms (0.82 -> 0.91x of
 * CUB's segmented sort); longer lines unchanged. */
#ifndef GP_SORT_SMALL_STEP
#define GP_SORT_SMALL_STEP 1
#endif
/* 1: contiguous short lines sorted N lanes a line (N the power of two at
 * least their length), one element a lane, the same bitonic network by
 * warp shuffles: no shared memory, no barrier, every load and store
 * coalesced (sort_lines.cu); strided ones stay one thread a line.  0 (the
 * default): one thread a line.  H200, 2026-11-29: t_sort 25 of 25 with
 * it (every class, layout and direction, bit for bit), but slower:
 * bench_sort 28 lines, 2^20 lines of 16 singles 0.1246 -> 0.1318 ms
 * (CUB's segmented sort 0.112; doc/sort_variants.csv, round e1). */
#ifndef GP_SORT_SMALL_WARP
#define GP_SORT_SMALL_WARP 0
#endif
/* Contiguous lines at least this long (and at most a portion, at most
 * GP_SORT_PLANNED_LINES of them), more than one, go through planned
 * one-sweep passes that take every line's tiles at once (sort_plan.cu)
 * rather than a block each: a line of 65536 then spreads over 11 blocks,
 * where one block walked its tiles in order.  0: never.  H200,
 * 2026-11-28, bench_sort 28 lines (singles; at once / a block a line):
 * dim 2 of 4096 x 65536 7.73 / 12.22 ms (CUB 9.98), 4096 lines of 65536
 * 5.68 / 10.17, 2^24 in lines of 65536 0.441 / 0.709, of 16384 0.471 /
 * 0.514, of 4096 0.722 / 0.539, of 1024 2.83 / 1.04: from 16384 on.
 * (Before 4fd8003 the line-by-line loop sorted batched lines a
 * second time: about 45-50 us a line.)  doc/PERFORMANCE.md. */
#ifndef GP_SORT_BATCH_MIN_LEN
#define GP_SORT_BATCH_MIN_LEN 16384
#endif
/* Lines up to this long go one block per line even when they are few;
 * longer ones do too when there are at least two per multiprocessor. */
#define GP_SORT_LINE_MAX (1 << 16)
/* A line of one portion and at most GP_SORT_PLAN_MAX elements has its
 * one-sweep passes planned on the device (sort_plan.cu): no wait for the
 * counts (0: every line planned on the host).  Float keys without the
 * index there: one kernel a pass that asks the plan whether positions
 * travel (GP_SORT_PLANNED_SPLIT 0), or two, one of which leaves (1: on the
 * H100 single 2^20 0.123 -> 0.135 ms, double 2^24 1.37 -> 1.47 ms). */
#ifndef GP_SORT_PLAN_MAX
#define GP_SORT_PLAN_MAX GP_SORT_PORTION
#endif
#ifndef GP_SORT_PLANNED_SPLIT
#define GP_SORT_PLANNED_SPLIT 0
#endif
/* A planned line whose passes' tile states take at most this many bytes
 * together has them, with its histogram, in one allocation zeroed by one
 * memset: fewer launches for small sorts.  Past it each pass zeroes its
 * own, so that 2^28 doubles do not hold 8 passes' states at once (0: every
 * pass its own). */
#ifndef GP_SORT_STATES_AT_ONCE
#define GP_SORT_STATES_AT_ONCE (64ll << 20)
#endif
/* Elements per one-sweep launch: tile states count in 30 bits. */
#define GP_SORT_PORTION (1ll << 28)

/* One-pass compaction (compact.cu): threads per block, steps per thread and
 * the blocks per multiprocessor that bound the registers, for elements of
 * up to 4 bytes and for 8-byte ones (WIDE), with their own counts for the
 * kernels that hold fewer registers (ASYNC: x(mask) of 4- and 8-byte
 * elements; FIND: find of positions alone).  At each step a lane takes a
 * group of 16 bytes of x (4 elements of up to 4 bytes, 2 of 8); a thread's
 * flags fit a word (STEPS x group <= 32).  The shared stage holds a tile's
 * kept elements: THREADS x STEPS x 16 bytes.  With a mask, x's kept
 * elements go to the stage by async copies issued before the look-back
 * (ASYNC), or are read into registers after the scan, CHUNK steps at a
 * time.  The look-back's first window is SPAN windows of 32 tiles read at
 * once (lookback.cuh).  Chosen on the H100 from bench/bench_compact 28 28
 * (doc/PERFORMANCE.md): the time follows the tiles in flight, so tiles are
 * as large as registers allow; half the steps cost 1.6x, 3 blocks cost
 * single 14%; SPAN 4 gained 8-16% at 1% kept (1, 2 and 8 measured); 16
 * wide steps in 3 blocks, and whole-tile chunks, won some rows and lost
 * others.  ncu put a quarter of x(mask)'s stalls at the barrier where the
 * tile waits for warp 0's look-back (and warp 0's own reads of x after it):
 * the async copies take x's reads off that path and 16 registers off the
 * 8-byte kernel, so it runs 5 blocks (double x(mask) 0.77x -> 0.92x CUB at
 * 50% kept; 6 blocks lose at 1% kept); find of doubles gains 4-8% from 5
 * blocks (spilling 8 bytes), find of singles loses 7-54% from them. */
#ifndef GP_COMPACT_THREADS
#define GP_COMPACT_THREADS 256
#endif
#ifndef GP_COMPACT_STEPS
#define GP_COMPACT_STEPS 8
#endif
#ifndef GP_COMPACT_BLOCKS
#define GP_COMPACT_BLOCKS 4
#endif
#ifndef GP_COMPACT_STEPS_WIDE
#define GP_COMPACT_STEPS_WIDE 8
#endif
#ifndef GP_COMPACT_BLOCKS_WIDE
#define GP_COMPACT_BLOCKS_WIDE 4
#endif
#ifndef GP_COMPACT_ASYNC  /* 1: x(mask) of 4- and 8-byte elements copies the kept ones to the stage asynchronously */
#define GP_COMPACT_ASYNC 1
#endif
#ifndef GP_COMPACT_BLOCKS_ASYNC  /* blocks per SM of that kernel, which holds fewer registers */
#define GP_COMPACT_BLOCKS_ASYNC 5
#endif
#ifndef GP_COMPACT_BLOCKS_ASYNC_WIDE
#define GP_COMPACT_BLOCKS_ASYNC_WIDE 5
#endif
#ifndef GP_COMPACT_BLOCKS_FIND  /* and of find of positions alone */
#define GP_COMPACT_BLOCKS_FIND 4
#endif
#ifndef GP_COMPACT_BLOCKS_FIND_WIDE
#define GP_COMPACT_BLOCKS_FIND_WIDE 5
#endif
#ifndef GP_COMPACT_CHUNK
#define GP_COMPACT_CHUNK 4
#endif
#ifndef GP_COMPACT_CHUNK_WIDE
#define GP_COMPACT_CHUNK_WIDE 4
#endif
#ifndef GP_COMPACT_LOOKBACK_SPAN
#define GP_COMPACT_LOOKBACK_SPAN 4
#endif

/* The transfer engine (transfer.c): BUFFERS pinned buffers of CHUNK_MAX
 * bytes; copies of at least MIN_BYTES go through them in chunks of a quarter
 * of the copy within [CHUNK_MIN, CHUNK_MAX].  Host copies are split over at
 * most COPY_THREADS_MAX threads, in pieces of at least COPY_PIECE_MIN.
 * First choice, before any tuning run. */
#define GP_TRANSFER_BUFFERS 4
#define GP_TRANSFER_CHUNK_MAX ((size_t) 16 << 20)
#define GP_TRANSFER_CHUNK_MIN ((size_t) 256 << 10)
#define GP_TRANSFER_MIN_BYTES ((size_t) 256 << 10)
/* A download of at least TOUCH_MIN bytes first faults its whole output in,
 * each copy thread a stretch of its own (the context option touch_first 0 turns it off).
 * bench_transfer on the H100 machine, 2026-11-24, fresh outputs, 16 threads:
 * 1 GiB 93.1 -> 52.4 ms, 128 MiB 9.6 -> 5.6, 32 MiB 3.3 -> 2.5; no change
 * at 4-16 MiB. */
#define GP_TRANSFER_TOUCH_DEFAULT 1
#define GP_TRANSFER_TOUCH_MIN ((size_t) 16 << 20)
/* Direct copies (transfer.c): from DIRECT_MIN bytes, with
 * the context option direct_copies 1, the user's memory is pinned in place, PIECE bytes
 * at a time, BUFFERS pieces in flight.  Off: pinning costs more than the
 * staging copy it saves (bench_transfer on the H100 machine, 2026-11-24,
 * 1 GiB: upload 21.5 ms staged, 87.6 direct; fresh download 116.9 staged,
 * 161.6 direct). */
#define GP_TRANSFER_DIRECT_DEFAULT 0
#define GP_TRANSFER_DIRECT_MIN ((size_t) 32 << 20)
#define GP_TRANSFER_DIRECT_PIECE ((size_t) 32 << 20)

#endif
