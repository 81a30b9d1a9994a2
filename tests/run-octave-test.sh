#!/bin/sh
# run-octave-test.sh - run one .m TAP test with the build tree's m/ and mex/ on the path.
#   usage: run-octave-test.sh TEST.m   (top_srcdir, top_builddir, OCTAVE from make check)
test_file=$1
if [ -z "$OCTAVE" ]; then
  echo "1..0 # SKIP Octave was not found by configure"
  exit 0
fi
srcdir=$(cd "${top_srcdir:-.}" && pwd)
builddir=$(cd "${top_builddir:-.}" && pwd)
exec $OCTAVE --no-gui --norc --no-history --quiet --no-window-system --eval "
  addpath ('$srcdir/m'); addpath ('$builddir/mex'); addpath ('$srcdir/tests/lib');
  gpuprim_tests_srcdir = '$srcdir';
  try
    source ('$test_file');
  catch err
    printf ('not ok - the test script stopped: %s\n', err.message);
    for k = 1:numel (err.stack)
      printf ('#   %s line %d\n', err.stack(k).name, err.stack(k).line);
    end
    tap_done ();
    exit (1);
  end"
