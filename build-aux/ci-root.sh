#!/usr/bin/env bash
# ci-root.sh - make a Debian root of another release with debootstrap, from
# the package mirror this machine uses, install Octave and the build tools
# there as the README says for that release, and run gpuprim's host build
# in it (no CUDA there).
#
#   usage: ci-root.sh SUITE DIR CHECK
#     SUITE  trixie (Debian 13, Octave 9) or forky (Debian testing, Octave 11)
#     DIR    where the root goes (made anew)
#     CHECK  distcheck: make distcheck (its own build and the whole suite),
#            then the demo and a pkg install; check: make check in the
#            build, then the same; build: the build, the demo and a pkg
#            install only
#
# Each step prints "=== ROOT NAME: ok" or "=== ROOT NAME: FAILED"; a
# distcheck or check prints Automake's "# PASS:" summary lines, which
# .ci/run counts.
set -uo pipefail
suite=$1 dir=$2 check=$3
src=$(cd "$(dirname "$0")/.." && pwd)
mirror=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/*.sources 2>/dev/null)
[ -n "$mirror" ] || mirror=$(awk '/^deb / {print $2; exit}' /etc/apt/sources.list 2>/dev/null)
tag="root $suite"

say() { echo "=== $tag $1: $2"; }
run_step() {  # run_step NAME COMMAND: in the root, as root
  local name=$1
  shift
  echo "=== $tag $name: $*"
  if chroot "$dir" /bin/bash -c "$*"; then say "$name" ok; return 0; fi
  say "$name" FAILED
  return 1
}

cleanup() {
  for m in dev/pts dev proc; do umount -l "$dir/$m" 2>/dev/null; done
}
trap cleanup EXIT

make_root() {
  command -v debootstrap >/dev/null || apt-get install -y debootstrap >/dev/null || return 1
  cleanup  # an earlier run's mounts first: never remove through a bound /dev
  rm -rf --one-file-system "$dir" && mkdir -p "$dir" || return 1
  local script=()
  [ "$suite" = forky ] && script=(/usr/share/debootstrap/scripts/sid)  # testing has no script of its own
  debootstrap --variant=minbase "$suite" "$dir" "$mirror" "${script[@]}" >"$dir.debootstrap.log" 2>&1 ||
    { tail -20 "$dir.debootstrap.log"; return 1; }
  echo 'Acquire::Check-Valid-Until "false";' >"$dir/etc/apt/apt.conf.d/99gpuprim-ci"
  cp /etc/resolv.conf "$dir/etc/resolv.conf" 2>/dev/null
  mount -t proc proc "$dir/proc" && mount --bind /dev "$dir/dev" && mount --bind /dev/pts "$dir/dev/pts"
}

echo "=== $tag: making it from $mirror"
t0=$(date +%s)
if ! make_root; then say "made" FAILED; exit 1; fi
say "made" ok
# The README's install line for Debian 13 and later: octave-dev, not liboctave-dev
run_step "install Octave" "export DEBIAN_FRONTEND=noninteractive; apt-get update -q >/dev/null &&
  apt-get install -y -q --no-install-recommends octave octave-dev autoconf automake libtool build-essential >/dev/null &&
  octave-cli --version | head -1" || exit 1
mkdir -p "$dir/src"
(cd "$src" && git ls-files -z | tar --null -T - -cf -) | tar -xf - -C "$dir/src" || { say "copied" FAILED; exit 1; }
echo "=== $tag: ready after $(( $(date +%s) - t0 )) s"

ok=0
run_step "build" "cd /src && autoreconf -fi >/dev/null 2>&1 && ./configure -q && make -j2 >build.log 2>&1 ||
  { tail -40 build.log; false; }" || exit 1
if [ "$check" = distcheck ]; then
  # the suite runs once, in distcheck's own build from the tarball
  run_step "make distcheck" "cd /src && make -j2 distcheck GPUPRIM_SKIP_HUGE=1 >distcheck.out 2>&1;
    rc=\$?; grep -E '^# (TOTAL|PASS|SKIP|XFAIL|FAIL|XPASS|ERROR):' distcheck.out | sed 's/^/=== $tag distcheck /';
    [ \$rc -eq 0 ] || { grep -h -E -A3 '^not ok' gpuprim-*/_build/sub/tests/*.log 2>/dev/null | head -40;
    tail -30 distcheck.out; false; }" || ok=1
fi
if [ "$check" = check ]; then
  run_step "make check" "cd /src && make -j2 check GPUPRIM_SKIP_HUGE=1 >check.out 2>&1;
    rc=\$?; grep -E '^# (TOTAL|PASS|SKIP|XFAIL|FAIL|XPASS|ERROR):' check.out | sed 's/^/=== $tag check /';
    [ \$rc -eq 0 ] || { grep -h -E -A3 '^not ok' tests/*.log 2>/dev/null | head -40; tail -30 check.out; false; }" || ok=1
fi
run_step "make demo" "cd /src && make demo" || ok=1
run_step "octave pkg install" 'cd /src && set -e
  tarball=$(make -s octave-pkg | tail -n 1)
  prefix=$(mktemp -d)
  octave-cli --no-gui --norc --quiet --eval "
    pkg prefix $prefix $prefix; pkg local_list $prefix/octave_packages;
    pkg install \"$tarball\"; pkg load gpuprim;
    assert (gpu_cumsum (int8 ([100 100 -100]), \"native\"), int8 ([100 127 27]));
    assert (gpu_cumsum ([1 2; 3 4], 2), [1 3; 3 7]);
    assert (gpu_cumprod ([1 2 3]), [1 2 6]);
    [w, iw] = gpu_cummax ([NaN 3 3 NaN 2 5]);
    assert (iw, [1 2 2 2 2 6]);
    assert (gpu_cummin (int8 ([3 1 2])), int8 ([3 1 1]));
    printf (\"pkg load gpuprim on Octave %s: the scan family works\n\", OCTAVE_VERSION);"
  rm -rf "$prefix"' || ok=1
echo "=== $tag: done after $(( $(date +%s) - t0 )) s"
exit $ok
