#!/usr/bin/env bash
# gpu-validate.sh - build a release tarball on a GPU machine and prove it there:
# the full suite with GPUPRIM_REQUIRE_GPU=1, compute-sanitizer, benchmarks.
#
#   usage: gpu-validate.sh TARBALL OCTAVE_BUNDLE OUTDIR STAGE...
#   stages: build check sanitize (memcheck and racecheck at once)
#           sanitize_compact, sanitize_scan, sanitize_sort (the same for those tests alone;
#           the sort's racecheck in seven parts side by side)
#           sanitize_transfer (memcheck and racecheck of t_transfer)
#           sanitize_convert (memcheck and racecheck of t_convert)
#           sanitize_sort_parts (memcheck of t_sort_parts and t_gparray_complex.m, racecheck of t_sort_parts)
#           sanitize_forms (memcheck of t_api and t_gpu_forms.m, racecheck of t_api)
#           sanitize_complex (memcheck of t_api and t_gpu_complex.m, racecheck and synccheck of t_api)
#           sanitize_context (memcheck of t_api, t_context and t_transfer, racecheck of t_context)
#           bench_complex (complex.csv: complex rows against the real path and CUB; COMPLEX_LOG2)
#           bench_scan bench_algorithms bench_reduce bench_compact bench_sort tune_scan bench_cumsum
#           bench_functions (unique .. histc on device arrays against CUB's primitives; GPUPRIM_BENCH_MAX_LOG2)
#           bench_host_arrays bench_crossover bench_mex_floor bench_small_calls bench_gparray sanitize_gparray
#           bench_spread (sorts and cumsum over 1, 2, 4, 8 devices: GPUPRIM_BENCH_SPREAD_*)
#           bench_transfer (host <-> device copies in C: the engine's settings, pageable)
#           sanitize_reduce (memcheck of tests/t_gpu_reduce.m)
#           sanitize_by_key (memcheck of t_reduce_by_key, t_gpu_accumarray.m and t_transfer,
#                    racecheck of t_reduce_by_key)
#           sanitize_spread (memcheck and racecheck of t_spread)
#           sanitize_sort_m (memcheck of tests/t_gpu_sort.m, a job a process: SORT_M_ALGS, ALG[:CLASS,...])
#           profile_compact (ncu of one compaction row, PROFILE_ROW)
#           profile (ncu of one launch of any bench program: PROFILE_PROGRAM, PROFILE_ARGS,
#                    PROFILE_KERNEL, PROFILE_SKIP, PROFILE_NAME, PROFILE_SET)
#           bench_compare (scan, sort, reduce and compaction benchmarks of this tarball
#                    and of BASE_TARBALL, built side by side and run in turn)
#           sort_variants (bench_sort built once per set of the sort kernels' knobs)
#           scan_variants (bench_scan built once per set of the scan kernels' knobs)
#           complex_variants (t_api and bench_complex built once per set of the complex knobs)
#           pack (last: every file of OUTDIR into all.tar.gz and summary.txt,
#                    for callers that bring back few files)
#
# CPPFLAGS and NVCCFLAGS in the environment reach the build stage's configure:
# a tuning.h entry set for the run (NVCCFLAGS=-DGP_RUNS_TILED=1 for the .cu
# files, CPPFLAGS=-DGP_TRANSFER_BESIDE=1 for the C ones).
#
# OCTAVE_BUNDLE is what ../shared/device/octave-bundle.sh makes (for machines
# without Octave); pass "-" to use the machine's own Octave.  Every stage
# writes OUTDIR/STAGE.txt (its summary and the tail of its output) and, for
# the test stages, OUTDIR/STAGE-logs.tar.gz.  The build stays in GPU_WORK
# (default /tmp/gpuprim-gpu) between calls.
set -u
tarball=$(readlink -f "$1") bundle=$2 out=$(readlink -f "$3")
shift 3
work=${GPU_WORK:-/tmp/gpuprim-gpu}
mkdir -p "$out"
[ "$bundle" != - ] && bundle=$(readlink -f "$bundle")

use_octave() {
  if [ "$bundle" != - ]; then
    [ -d "$work/octave/octave" ] || { mkdir -p "$work/octave" && tar xJf "$bundle" -C "$work/octave"; }
    . "$work/octave/octave/env.sh"
  fi
}

stage_build() {
  rm -rf "$work/src" && mkdir -p "$work/src"
  tar xzf "$tarball" -C "$work/src" --strip-components=1
  use_octave
  cd "$work/src" || return 1
  nvidia-smi
  ./configure && make -j16
}

# run_tests STAGE DIR [make variables...]: make check in DIR, with its logs kept
run_tests() {
  local stage=$1 dir=$2
  shift 2
  use_octave
  cd "$dir" || return 1
  rm -f tests/*.log tests/*.trs test-suite.log
  local t0=$(date +%s)
  make -j${CHECK_JOBS:-4} check GPUPRIM_REQUIRE_GPU=1 "$@"
  local rc=$?
  # when each test ended, in seconds from the start (for splitting later runs)
  for f in tests/*.log; do echo "$(( $(stat -c %Y "$f") - t0 )) s $f"; done | sort -n > "$out/$stage-ends.txt"
  tar czf "$out/$stage-logs.tar.gz" test-suite.log tests/*.log 2>/dev/null
  echo "== $stage"
  grep -h '^# ' test-suite.log
  grep -h '^FAIL\|^ERROR\|ERROR SUMMARY\|RACECHECK SUMMARY' tests/*.log | head -40
  return $rc
}

# CHECK_TESTS, where set, runs only those tests (to split the suite over calls)
stage_check() { run_tests check "$work/src" ${CHECK_TESTS:+TESTS="$CHECK_TESTS"}; }

sanitizer() {
  echo "compute-sanitizer --tool $1 --error-exitcode 97 --print-limit 20"
}

# sanitize_tests NAME RACE_TEST TESTS...: memcheck on TESTS through make
# check, and racecheck on the C test RACE_TEST run directly, side by side
# (GPUPRIM_SKIP_SCAN_VARIANTS=1 leaves the classic scans, minutes under
# racecheck, out of t_scan's racecheck run).  RACE_JOBS, where set, splits
# the racecheck into processes side by side, one a job PARTS[:LAYOUTS]
# (GPUPRIM_TEST_PARTS, tests/tap.h; GPUPRIM_SORT_LAYOUTS, tests/t_sort.c).
# Racecheck's output streams into OUTDIR/racecheck-RACE_TEST.txt (-K.txt for
# job K), so that a run cut short still shows how far it got and where its
# time went.
sanitize_tests() {
  local name=$1 race=$2 m r=0 k=0 job file pids=
  shift 2
  # built first: make check, which would build it too, starts beside the racecheck
  (cd "$work/src" && make "tests/$race") > /dev/null || return 1
  m=$(sanitizer memcheck)
  run_tests "memcheck$name" "$work/src" GPUPRIM_SKIP_HUGE=1 GPUPRIM_LIGHT=1 LOG_COMPILER="$m" \
    OCTAVE="$m $(use_octave; command -v octave-cli)" TESTS="$*" > "$out/memcheck$name.log" 2>&1 &
  local mpid=$!
  for job in ${RACE_JOBS:--}; do
    k=$((k + 1))
    file=$out/racecheck-$race${RACE_JOBS:+-$k}.txt
    (t0=$SECONDS; cd "$work/src" && GPUPRIM_SKIP_HUGE=1 GPUPRIM_LIGHT=1 GPUPRIM_SKIP_SCAN_VARIANTS=${GPUPRIM_SKIP_SCAN_VARIANTS:-0} \
      GPUPRIM_TEST_PARTS=$(case $job in -) ;; *) echo "${job%%:*}";; esac) \
      GPUPRIM_SORT_LAYOUTS=$(case $job in *:*) echo "${job#*:}";; esac) \
      stdbuf -oL -eL $(sanitizer racecheck) ./tests/$race > "$file" 2>&1; rc=$?
      echo "== took $((SECONDS - t0)) s" >> "$file"; exit $rc) &
    pids="$pids $!"
  done
  for p in $pids; do wait $p || r=1; done
  if [ "${SYNCCHECK:-0}" = 1 ]; then  # warps that reach a barrier apart (divergent calls), as t_api's
    (cd "$work/src" && GPUPRIM_SKIP_HUGE=1 GPUPRIM_LIGHT=1 $(sanitizer synccheck) ./tests/$race > "$out/synccheck-$race.txt" 2>&1) || r=1
    echo "== synccheck $race: $(grep -c '^ok' "$out/synccheck-$race.txt") ok"
    grep -v '^ok' "$out/synccheck-$race.txt" | grep -v 'Host Frame' | tail -n 20
  fi
  wait $mpid
  m=$?
  tail -n 25 "$out/memcheck$name.log"
  rm -f "$out/memcheck$name.log"
  k=0
  for job in ${RACE_JOBS:--}; do
    k=$((k + 1))
    file=$out/racecheck-$race${RACE_JOBS:+-$k}.txt
    echo "== racecheck $job: $(grep -c '^ok' "$file") ok, $(grep '^== took' "$file")"
    grep -v '^ok\|^== took' "$file" | tail -n 30
  done
  [ $m -eq 0 ] && [ $r -eq 0 ]
}

# every GPU test under memcheck, the C scan tests under racecheck
stage_sanitize() {
  sanitize_tests "" t_scan tests/t_api tests/t_context tests/t_scan tests/t_compact_sat tests/t_sort tests/t_transfer tests/t_gpu_cumsum_errors.m \
    tests/t_gpu_cumsum.m tests/t_gpu_scan_family.m tests/t_gpu_scan_options.m tests/t_gpu_reduce.m \
    tests/t_gpu_compact.m tests/t_gpu_sort.m
}
stage_sanitize_by_key() {
  sanitize_tests -by_key t_reduce_by_key tests/t_reduce_by_key tests/t_gpu_accumarray.m tests/t_transfer
}
# a sort spread over three contexts of device 0 (the members' copies and waits)
stage_sanitize_spread() { sanitize_tests -spread t_spread tests/t_spread; }
stage_sanitize_compact() { sanitize_tests -compact t_compact_sat tests/t_compact_sat tests/t_gpu_compact.m; }
# the scan's tests (the default kernels; the classic variants stay out of racecheck)
stage_sanitize_scan() {
  GPUPRIM_SKIP_SCAN_VARIANTS=1 sanitize_tests -scan t_scan tests/t_scan tests/t_gpu_cumsum.m \
    tests/t_gpu_scan_family.m tests/t_gpu_scan_options.m
}
# the sort's tests; t_sort's racecheck, too slow for one device call in one
# process, in seven side by side (SORT_RACE_JOBS and SORT_MEMCHECK_TESTS, where
# set, run a part of them: what a call cut short left)
stage_sanitize_sort() {
  RACE_JOBS="${SORT_RACE_JOBS:-known,against-auto portions,resident against-onesweep:0-4 against-onesweep:5-6
             against-onesweep:7-18 against-split:0-4 against-split:5-18}" \
    sanitize_tests -sort t_sort ${SORT_MEMCHECK_TESTS:-tests/t_sort tests/t_gpu_sort.m}
}

# the reductions' NaN flags and VECDIM (t_gpu_forms.m) under memcheck, and
# t_api's NaN-flag reductions on the device under racecheck
stage_sanitize_forms() { sanitize_tests -forms t_api tests/t_api tests/t_gpu_forms.m; }
# the complex kernels: memcheck of t_gpu_complex.m and t_api, racecheck and synccheck of t_api (its complex cases)
stage_sanitize_complex() { SYNCCHECK=1 sanitize_tests -complex t_api tests/t_api tests/t_gpu_complex.m tests/t_gpu_complex_infinities.m; }

# the context's options and the backend tables (memcheck of the C tests that open contexts every way; racecheck of t_context)
stage_sanitize_context() { sanitize_tests -context t_context tests/t_api tests/t_context tests/t_transfer; }
# the complex sort's pieces: memcheck of t_sort_parts and t_gparray_complex.m, racecheck of t_sort_parts
stage_sanitize_sort_parts() { sanitize_tests -sort-parts t_sort_parts tests/t_sort_parts tests/t_gparray_complex.m; }
stage_sanitize_transfer() { sanitize_tests -transfer t_transfer tests/t_transfer; }
# class conversion: memcheck and racecheck of t_convert (sanitize_gparray runs t_gparray.m)
stage_sanitize_convert() { sanitize_tests -convert t_convert tests/t_convert; }

# bench_with_builtin PROGRAM TARGET: build bench/PROGRAM, then make TARGET
# (its .m script: the GPU side, the builtin, the tables) into OUTDIR
bench_with_builtin() {
  use_octave
  cd "$work/src" || return 1
  make "bench/$1" && GPUPRIM_BENCH_OUT="$out" make "$2"
}

stage_bench_sort() { bench_with_builtin bench_sort bench-sort; }

stage_bench_compact() { bench_with_builtin bench_compact bench-compact; }
stage_bench_functions() { bench_with_builtin bench_functions bench-functions; }
# ncu's full report of one compaction row at 2^28 (PROFILE_ROW, default
# x(mask) of doubles at 50% kept; its first launch after the warm-up)
stage_profile_compact() {
  cd "$work/src" || return 1
  make bench/bench_compact > /dev/null &&
    GPUPRIM_BENCH_COMPACT_ROW=${PROFILE_ROW:-compact,double,500} ncu --set full -k regex:gp_compact_kernel \
      --launch-skip 3 --launch-count 1 bench/bench_compact 28 28 > "$out/profile_compact-ncu.txt" 2>&1
  local rc=$?
  grep -E "Duration|Throughput|Achieved Occupancy|Registers|Warp Cycles|Stall|L2 Hit|DRAM" "$out/profile_compact-ncu.txt" | head -60
  return $rc
}

# ncu's view of one launch of any benchmark: PROFILE_PROGRAM (a bench/
# program, built first) run with PROFILE_ARGS, the launch-th (PROFILE_SKIP,
# default 2) kernel whose demangled name matches PROFILE_KERNEL; speed of
# light, occupancy, warp stalls, memory (PROFILE_SET, where set, an ncu
# set instead: "full" adds the shared-memory wavefronts, bank conflicts and
# stall reasons, several times the replays).  Output: profile-NAME.txt
# (NAME: PROFILE_NAME, default the program's).  PROFILE_SOURCE, where set,
# names the kernel files to rebuild with -lineinfo: the report is kept
# (profile-NAME.ncu-rep) and its source page printed per SASS line
# (profile-NAME-source.csv) and per CUDA line (profile-NAME-cuda.csv).
stage_profile() {
  local prog=${PROFILE_PROGRAM:?} name=${PROFILE_NAME:-$PROFILE_PROGRAM}
  local what="--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats
              --section MemoryWorkloadAnalysis"
  [ -n "${PROFILE_SET:-}" ] && what="--set $PROFILE_SET"
  cd "$work/src" || return 1
  if [ -n "${PROFILE_SOURCE:-}" ]; then
    # the kernels of the files PROFILE_SOURCE names rebuilt with line numbers,
    # the report kept with its source, and its source page printed (per SASS
    # line: instructions, shared wavefronts and their excess, stalls)
    touch $PROFILE_SOURCE && make NVCCFLAGS=-lineinfo "bench/$prog" > /dev/null || return 1
    what="$what --import-source yes -o $out/profile-$name"
  else
    make "bench/$prog" > /dev/null || return 1
  fi
  # shellcheck disable=SC2086
  ncu --kernel-name-base demangled -k "regex:${PROFILE_KERNEL:?}" --launch-skip "${PROFILE_SKIP:-2}" --launch-count 1 \
    $what "bench/$prog" ${PROFILE_ARGS:-} > "$out/profile-$name.txt" 2>&1
  local rc=$?
  if [ -n "${PROFILE_SOURCE:-}" ] && [ -f "$out/profile-$name.ncu-rep" ]; then
    ncu -i "$out/profile-$name.ncu-rep" --page details >> "$out/profile-$name.txt" 2>&1
    ncu -i "$out/profile-$name.ncu-rep" --page source --csv --print-source sass > "$out/profile-$name-source.csv" 2>&1 ||
      echo "profile $name: no source page (the report is in OUTDIR)"
    # the same summed per CUDA source line, where this ncu prints that view
    ncu -i "$out/profile-$name.ncu-rep" --page source --csv --print-source cuda > "$out/profile-$name-cuda.csv" 2>&1 ||
      echo "profile $name: no per-line CUDA view"
  fi
  # ncu exits 0 when the regex matched no kernel: say so, with the names it saw
  if grep -q "No kernels were profiled" "$out/profile-$name.txt"; then
    echo "profile $name: no kernel matched regex:$PROFILE_KERNEL; the program launched:"
    grep -E "^[0-9]+\. " "$out/profile-$name.txt" | cut -c1-160
    return 1
  fi
  grep -E "^  [a-z_]+.*\(|Duration|Throughput|Achieved Occupancy|Theoretical Occupancy|Registers Per|Block Size|Grid Size|Warp Cycles Per|Stall|Shared Memory Config|L2 Hit|DRAM" \
    "$out/profile-$name.txt" | head -50
  return $rc
}

# host arrays end to end (Octave only: no C program)
stage_bench_host_arrays() { use_octave && cd "$work/src" && GPUPRIM_BENCH_OUT="$out" make bench-host-arrays; }
stage_bench_spread() { use_octave && cd "$work/src" && GPUPRIM_BENCH_OUT="$out" make bench-spread; }
stage_bench_crossover() { use_octave && cd "$work/src" && GPUPRIM_BENCH_OUT="$out" make bench-crossover; }
stage_bench_mex_floor() { use_octave && cd "$work/src" && GPUPRIM_BENCH_OUT="$out" make bench-mex-floor; }
stage_bench_small_calls() { use_octave && cd "$work/src" && GPUPRIM_BENCH_OUT="$out" make bench-small-calls; }
stage_bench_gparray() { bench_with_builtin bench_gparray_chain bench-gparray; }
# the copies alone, in C: transfer.csv (the engine in each setting of
# TRANSFER_SETTINGS, THREADS:SPIN_US or pageable, against plain copies)
stage_bench_transfer() {
  cd "$work/src" && make bench/bench_transfer > /dev/null || return 1
  # shellcheck disable=SC2086
  bench/bench_transfer ${TRANSFER_SETTINGS:-1:0 4:50 16:0 16:50 16:200 pageable} > "$out/transfer.csv"
  local rc=$?
  cat "$out/transfer.csv"
  return $rc
}
# memcheck_octave NAME TEST: one Octave test file under memcheck (logs memcheck-NAME)
memcheck_octave() {
  run_tests "memcheck-$1" "$work/src" GPUPRIM_LIGHT=1 TESTS="$2" \
    OCTAVE="$(sanitizer memcheck) $(use_octave; command -v octave-cli)"
}
# "N ok, M not ok" of a TAP log
tap_counts() { echo "$(grep -c '^ok' "$1") ok, $(grep -c '^not ok' "$1") not ok"; }
# run_variant_test PROGRAM LOG LABEL: one variant's C test, its counts and first failures
run_variant_test() {
  "$1" > "$2" 2>&1
  echo "$3: exit $?, $(tap_counts "$2")"
  grep '^not ok' "$2" | head -10
}

# t_gpu_sort.m under memcheck, one process a job side by side.  A job of
# SORT_M_ALGS (default: the three algorithms) is ALG or ALG:CLASS,CLASS...
# (GPUPRIM_SORT_ALGS, GPUPRIM_SORT_CLASSES): onesweep alone did not finish
# within one call, memcheck instrumenting each class's kernels in turn.  Each
# streams into OUTDIR/memcheck-sort-m-JOB.txt, so a run cut short shows how far
# it got.
stage_sanitize_sort_m() {
  local job log classes pids= r=0 jobs=${SORT_M_ALGS:-auto onesweep split}
  use_octave
  cd "$work/src" || return 1
  for job in $jobs; do
    log="$out/memcheck-sort-m-${job//[:,]/-}.txt"
    classes=
    [[ $job == *:* ]] && classes=${job#*:}
    (t0=$SECONDS; GPUPRIM_LIGHT=1 GPUPRIM_SKIP_HUGE=1 GPUPRIM_REQUIRE_GPU=1 GPUPRIM_SORT_ALGS=${job%%:*} \
      GPUPRIM_SORT_CLASSES=$classes \
      top_srcdir=. top_builddir=. OCTAVE="$(sanitizer memcheck) $(command -v octave-cli)" \
      stdbuf -oL -eL sh tests/run-octave-test.sh tests/t_gpu_sort.m > "$log" 2>&1; rc=$?
      echo "== took $((SECONDS - t0)) s, exit $rc" >> "$log"; exit $rc) &
    pids="$pids $!"
  done
  for p in $pids; do wait $p || r=1; done
  for job in $jobs; do
    log="$out/memcheck-sort-m-${job//[:,]/-}.txt"
    echo "== memcheck t_gpu_sort.m $job: $(tap_counts "$log")"
    grep -h '^not ok\|ERROR SUMMARY\|== took' "$log" | head -10
  done
  return $r
}

# the reductions' and elementwise max/min's tests (made for elementwise
# max/min, whose kernel shares no memory between threads: no racecheck)
stage_sanitize_reduce() { memcheck_octave reduce tests/t_gpu_reduce.m; }
# gparray's tests (no kernel of its own: no racecheck)
stage_sanitize_gparray() { memcheck_octave gparray tests/t_gparray.m; }

stage_bench_scan() {
  cd "$work/src" || return 1
  make bench/bench_scan && bench/bench_scan | tee "$out/bench_scan.md"
}

stage_bench_algorithms() { bench_with_builtin bench_scan_algorithms bench-algorithms; }

stage_bench_reduce() { bench_with_builtin bench_reduce bench-reduce; }

# the complex scans and reductions against the real path over the same bytes and CUB
stage_bench_complex() {
  cd "$work/src" && make bench/bench_complex > /dev/null || return 1
  bench/bench_complex "${COMPLEX_LOG2:-28}" > "$out/complex.csv"
  local rc=$?
  cat "$out/complex.csv"
  return $rc
}

stage_tune_scan() {
  cd "$work/src" || return 1
  make bench/tune_scan && bench/tune_scan | tee "$out/tune_scan.md"
}

stage_bench_cumsum() {
  use_octave
  cd "$work/src" || return 1
  octave-cli --no-gui --norc --quiet --eval "addpath ('m'); addpath ('mex'); source ('bench/bench_cumsum.m');" \
    | tee "$out/bench_cumsum.md"
}

# bench_compare: the C benchmarks of scan, sort, reduce and compaction up to
# 2^28 from this tarball and from BASE_TARBALL (a build before a change),
# built side by side without the gateway and run in turn, ROUNDS times
# (default 2), in this one call, so that both sets come from the same
# machine and hour.  A warm machine keeps both builds, so a second call
# adds rounds (number them on with FIRST_ROUND).  CSVs:
# compare-PROGRAM-{base,new}-ROUND.csv, in OUTDIR/compare.tar.gz.
stage_bench_compare() {
  local base progs="bench/bench_scan bench/bench_sort bench/bench_reduce bench/bench_compact"
  base=$(readlink -f "${BASE_TARBALL:?set BASE_TARBALL}") || return 1
  build_bench_tree() {  # build_bench_tree TARBALL DIR: the bench programs of TARBALL in DIR, once
    cmp -s "$1" "$2.tar.gz" && return 0
    rm -rf "$2" && mkdir -p "$2" && tar xzf "$1" -C "$2" --strip-components=1 &&
      (cd "$2" && ./configure --without-octave > /dev/null && make -j8 $progs > /dev/null) && cp "$1" "$2.tar.gz"
  }
  build_bench_tree "$base" "$work/base" & local b=$!
  build_bench_tree "$tarball" "$work/bench-new" & local n=$!
  wait $b || return 1
  wait $n || return 1
  local round tree name first=${FIRST_ROUND:-1}
  for round in $(seq "$first" $((first + ${ROUNDS:-2} - 1))); do
    for tree in base bench-new; do
      name=$([ $tree = base ] && echo base || echo new)
      "$work/$tree/bench/bench_scan" 28 > "$out/compare-bench_scan-$name-$round.csv" || return 1
      "$work/$tree/bench/bench_sort" 28 quick > "$out/compare-bench_sort-$name-$round.csv" || return 1
      "$work/$tree/bench/bench_reduce" 28 > "$out/compare-bench_reduce-$name-$round.csv" || return 1
      "$work/$tree/bench/bench_compact" 28 28 > "$out/compare-bench_compact-$name-$round.csv" || return 1
      echo "round $round $name done at $(date +%T)"
    done
  done
  # one file back: the device tool returns a few files only
  (cd "$out" && tar czf compare.tar.gz compare-*.csv && rm -f compare-*.csv)
}

# A variants stage's out/ so far into OUTDIR/$1: after each build and each
# benchmark run, so that a call cut short keeps what it finished.
pack_variants() { (cd out && tar czf "$out/$1" .); }
# A variants stage's own tree of the tarball in DIR, configured for static
# programs (each variant's bench a program of its own, not a libtool
# wrapper), its results under DIR/out; the stage goes on in DIR.
variants_tree() {
  rm -rf "$1" && mkdir -p "$1/out" && tar xzf "$tarball" -C "$1" --strip-components=1 &&
    cd "$1" && ./configure --without-octave --disable-shared > /dev/null
}

# stage scan_variants: bench/bench_scan of this tarball built once per set
# of the scan's knobs, SCAN_VARIANTS="name=NVCCFLAGS;name=NVCCFLAGS" (the
# first usually "base=", tuning.h as it is; on any sm_90 GPU set the
# generation's knobs, -DGP_SCAN_STAGED_WIDE=1 ..., which the H200's rows
# default to), each at 2^20, 2^24 and 2^28 against CUB, ROUNDS (2) rounds
# in turn; SCAN_VARIANT_TESTS=1 runs t_scan with each too.  Into
# scan-variants.tar.gz.
stage_scan_variants() {
  local dir="$work/scan-variants" v name flags round
  variants_tree "$dir" || return 1
  IFS=';' read -r -a variants <<< "${SCAN_VARIANTS:?set SCAN_VARIANTS}"
  for v in "${variants[@]}"; do
    name=${v%%=*} flags=${v#*=}
    [ "$v" = "${variants[0]}" ] || touch kernels/cuda/scan_*.cu  # every scan kernel takes the flags
    make -j16 NVCCFLAGS="$flags" bench/bench_scan ${SCAN_VARIANT_TESTS:+tests/t_scan} > "out/build-$name.log" 2>&1 ||
      { tail -30 "out/build-$name.log"; return 1; }
    cp bench/bench_scan "bench_scan-$name"
    [ -n "${SCAN_VARIANT_TESTS:-}" ] &&
      GPUPRIM_REQUIRE_GPU=1 GPUPRIM_SKIP_HUGE=1 run_variant_test tests/t_scan "out/t_scan-$name.txt" "t_scan $name"
    echo "built $name at $(date +%T)"
  done
  for round in $(seq 1 "${ROUNDS:-2}"); do
    for v in "${variants[@]}"; do
      name=${v%%=*}
      "./bench_scan-$name" 28 > "out/scan-$name-$round.md" || return 1
      pack_variants scan-variants.tar.gz
    done
    echo "round $round done at $(date +%T)"
  done
}

# The sort's .cu files that use a macro that one of the FLAGS defines
# (-DNAME...), directly or through sort_tile.cuh: all that a variant, or the
# one before it, changes; the three main ones where none is found.
sort_variant_files() {
  local n f files=
  for n in $(printf '%s\n' "$@" | sed -n 's/^-D\([A-Za-z0-9_]*\).*/\1/p'); do
    for f in kernels/cuda/sort_*.cu kernels/cuda/sort_tile.cuh; do
      grep -qw "$n" "$f" || continue
      case $f in
      *.cuh) files="$files $(grep -l "${f##*/}" kernels/cuda/sort_*.cu)" ;;
      *) files="$files $f" ;;
      esac
    done
  done
  [ -n "$files" ] || files="kernels/cuda/sort_onesweep.cu kernels/cuda/sort_plan.cu kernels/cuda/sort_lines.cu"
  printf '%s\n' $files | sort -u
}

# stage sort_variants: bench/bench_sort of this tarball built once per
# variant of the sort kernels' knobs (kernels/cuda/tuning.h, sort_tile.cuh),
# SORT_VARIANTS="name=NVCCFLAGS;name=NVCCFLAGS" (the first is usually the
# defaults, "base="), each run at SORT_SIZES (default "28") in turn, in each
# of bench_sort's modes SORT_MODE ("quick", the default, "lines", or both;
# SORT_MODE_<name> for variant <name> alone), ROUNDS
# times (default 2); with SORT_BASE_TARBALL also that tarball's bench_sort
# as the variant "base"; with SORT_VARIANT_TESTS=1 also each variant's
# tests/t_sort (GPUPRIM_SKIP_HUGE=1).  Also the first variant's ptxas report and, where
# cuobjdump is found, the local-memory instructions of its one-sweep pass.
# Everything in OUTDIR/sort-variants.tar.gz.
stage_sort_variants() {
  local dir="$work/variants" v name flags round size modes base= before=
  [ -n "${SORT_BASE_TARBALL:-}" ] && { base=$(readlink -f "$SORT_BASE_TARBALL") || return 1; }
  variants_tree "$dir" || return 1
  IFS=';' read -r -a variants <<< "${SORT_VARIANTS:?set SORT_VARIANTS}"
  for v in "${variants[@]}"; do
    name=${v%%=*} flags=${v#*=}
    # rebuilt: the files this variant's flags or the last one's touch (each build ~1-2 min on the H100 machine)
    [ "$v" = "${variants[0]}" ] || touch $(sort_variant_files $before $flags)
    before=$flags
    make -j16 NVCCFLAGS="$flags" bench/bench_sort ${SORT_VARIANT_TESTS:+tests/t_sort} > "out/build-$name.log" 2>&1 ||
      { tail -30 "out/build-$name.log"; return 1; }
    cp bench/bench_sort "bench_sort-$name"
    if [ -n "${SORT_VARIANT_TESTS:-}" ]; then  # the variant's results against the host, every layout
      GPUPRIM_REQUIRE_GPU=1 GPUPRIM_SKIP_HUGE=1 run_variant_test tests/t_sort "out/t_sort-$name.txt" "t_sort $name"
    fi
    if [ "$v" = "${variants[0]}" ]; then
      $(sed -n "s/^NVCC = //p" Makefile) -std=c++17 -O3 -gencode=arch=compute_90,code=sm_90 $flags \
        -Ikernels -Ikernels/shared -Ikernels/cuda -I. -Xptxas -v -c -o out/onesweep.o kernels/cuda/sort_onesweep.cu \
        > out/ptxas.txt 2>&1
      command -v cuobjdump > /dev/null && cuobjdump -sass out/onesweep.o > out/onesweep.sass 2>&1
      rm -f out/onesweep.o
    fi
    echo "built $name at $(date +%T)"
    pack_variants sort-variants.tar.gz
  done
  if [ -n "$base" ]; then  # the variant "base": bench_sort of another tarball (before a change)
    local bdir="$work/variants-base"
    rm -rf "$bdir" && mkdir -p "$bdir" && tar xzf "$base" -C "$bdir" --strip-components=1 &&
      (cd "$bdir" && ./configure --without-octave --disable-shared > /dev/null && make -j16 bench/bench_sort > /dev/null) &&
      cp "$bdir/bench/bench_sort" bench_sort-base || return 1
    variants+=("base=")
    echo "built base at $(date +%T)"
  fi
  for round in $(seq 1 "${ROUNDS:-2}"); do
    for v in "${variants[@]}"; do
      name=${v%%=*}
      modes="SORT_MODE_$name"  # a variant's own modes, where set
      for size in ${SORT_SIZES:-28}; do
        for mode in ${!modes:-${SORT_MODE:-quick}}; do
          "./bench_sort-$name" "$size" "$mode" > "out/sort-$name-$size-$mode-$round.csv" || return 1
          pack_variants sort-variants.tar.gz
        done
      done
    done
    echo "round $round done at $(date +%T)"
  done
}

# complex_variants: t_api and bench/bench_complex of this tarball built once
# per variant of the complex kernels' knobs (complex_ops.cuh),
# CX_VARIANTS="name=NVCCFLAGS;..." (the first usually the defaults, "base="):
# each variant's t_api run whole (its long complex lines against the host)
# and its bench_complex at COMPLEX_LOG2 (default 28), ROUNDS times (default
# 2).  Each variant rebuilds the files CX_TOUCH names (default: every complex
# kernel's, about 200 s a variant; name fewer when the knob reaches fewer).
# Everything in OUTDIR/complex-variants.tar.gz.
stage_complex_variants() {
  local dir="$work/cx-variants" v name flags round
  variants_tree "$dir" || return 1
  IFS=';' read -r -a variants <<< "${CX_VARIANTS:?set CX_VARIANTS}"
  for v in "${variants[@]}"; do
    name=${v%%=*} flags=${v#*=}
    touch ${CX_TOUCH:-kernels/cuda/scan_complex*.cu kernels/cuda/reduce_complex.cu kernels/cuda/extreme2.cu}
    local start=$(date +%s)
    make -j16 NVCCFLAGS="$flags" tests/t_api bench/bench_complex > "out/build-$name.log" 2>&1 ||
      { tail -30 "out/build-$name.log"; return 1; }
    echo "built $name in $(( $(date +%s) - start )) s"
    cp tests/t_api "t_api-$name" && cp bench/bench_complex "bench_complex-$name" || return 1
    run_variant_test "./t_api-$name" "out/t_api-$name.txt" "t_api $name"
    pack_variants complex-variants.tar.gz
  done
  for round in $(seq 1 "${ROUNDS:-2}"); do
    for v in "${variants[@]}"; do
      name=${v%%=*}
      "./bench_complex-$name" "${COMPLEX_LOG2:-28}" > "out/complex-$name-$round.csv" || return 1
      pack_variants complex-variants.tar.gz
    done
    echo "round $round done at $(date +%T)"
  done
}

# pack: the device tool brings back at most 8 files, so this (the last
# stage) folds every file of OUTDIR into all.tar.gz and the stages'
# summaries, one after another, into summary.txt.
stage_pack() {
  cd "$out" || return 1
  local files
  files=$(ls | grep -v -x -e all.tar.gz -e summary.txt -e pack.txt -e pack.full)
  [ -n "$files" ] || return 0
  tar czf all.tar.gz $files || return 1
  for f in $(ls *.txt | grep -v -x -e summary.txt -e pack.txt); do echo "=== $f"; cat "$f"; done >> summary.txt
  rm -f $files
  echo "packed: $(echo $files | wc -w) files into all.tar.gz"
}

status=0
for stage in "$@"; do
  start=$(date +%s)
  ( "stage_$stage" ) > "$out/$stage.full" 2>&1
  rc=$?
  { echo "stage $stage: exit $rc in $(( $(date +%s) - start )) s"; tail -n 60 "$out/$stage.full"; } > "$out/$stage.txt"
  rm -f "$out/$stage.full"
  echo "stage $stage: exit $rc in $(( $(date +%s) - start )) s"
  [ $rc -ne 0 ] && status=1
done
exit $status
