#!/usr/bin/env bash
# gpu-validate.sh - build a release tarball on a GPU machine and prove it there:
# the full suite with GPUPRIM_REQUIRE_GPU=1, compute-sanitizer, benchmarks.
#
#   usage: gpu-validate.sh TARBALL OCTAVE_BUNDLE OUTDIR STAGE...
#   stages: build check memcheck racecheck bench
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

# run_tests STAGE [make variables...]: make check, with its logs kept
run_tests() {
  local stage=$1
  shift
  use_octave
  cd "$work/src" || return 1
  rm -f tests/*.log tests/*.trs test-suite.log
  make -j4 check GPUPRIM_REQUIRE_GPU=1 "$@"
  local rc=$?
  tar czf "$out/$stage-logs.tar.gz" test-suite.log tests/*.log 2>/dev/null
  grep -h '^# ' test-suite.log
  grep -h '^FAIL\|^ERROR\|ERROR SUMMARY: [1-9]' tests/*.log | head -40
  return $rc
}

stage_check() { run_tests check; }

sanitizer() {
  echo "compute-sanitizer --tool $1 --error-exitcode 97 --print-limit 20"
}

stage_memcheck() {
  local s
  s=$(sanitizer memcheck)
  run_tests memcheck GPUPRIM_SKIP_HUGE=1 LOG_COMPILER="$s" OCTAVE="$s $(command -v octave-cli)" \
    TESTS="tests/t_api tests/t_scan tests/t_gpu_cumsum_errors.m tests/t_gpu_cumsum.m"
}

stage_racecheck() {
  run_tests racecheck GPUPRIM_SKIP_HUGE=1 LOG_COMPILER="$(sanitizer racecheck)" TESTS="tests/t_scan"
}

stage_bench() {
  use_octave
  cd "$work/src" || return 1
  make bench/bench_scan && bench/bench_scan | tee "$out/bench_scan.md"
  octave-cli --no-gui --norc --quiet --eval "addpath ('m'); addpath ('mex'); source ('bench/bench_cumsum.m');" \
    | tee "$out/bench_cumsum.md"
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
