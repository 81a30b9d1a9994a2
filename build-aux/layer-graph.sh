#!/bin/sh
# layer-graph.sh - the include graph of the source tree, as a Mermaid
# flowchart on stdout (doc/DESIGN.md embeds it): one node per folder
# (m/, mex/, kernels/, kernels/cuda/, kernels/host/), one edge per folder
# whose C, CUDA or C++ files include a header of another, labelled with how
# many such includes there are; m/ -> mex/ stands for the calls of the .m
# files into the gateway (__gpuprim_mex__).  Then, as comments, the headers
# each edge is made of.  It fails where a file below mex/ includes one of
# mex/'s headers.
#   usage: build-aux/layer-graph.sh [SRCDIR]
src=${1:-.}
cd "$src" || exit 1
folder_of() {
  case $1 in
    kernels/cuda/*) echo kernels_cuda ;;
    kernels/host/*) echo kernels_host ;;
    kernels/*) echo kernels ;;
    mex/*) echo mex ;;
    m/*) echo m ;;
    *) echo other ;;
  esac
}
# the folder that holds a header of this name (first match, by layer)
header_folder() {
  for d in mex kernels kernels/cuda kernels/host; do
    [ -f "$d/$1" ] && { folder_of "$d/$1"; return; }
  done
  echo none
}
edges=$(for f in mex/*.c mex/*.cc mex/*.h kernels/*.c kernels/*.h kernels/cuda/*.c kernels/cuda/*.cu \
                 kernels/cuda/*.cuh kernels/cuda/*.h kernels/host/*.c; do
  [ -f "$f" ] || continue
  from=$(folder_of "$f")
  sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f" | while read -r inc; do
    to=$(header_folder "$(basename "$inc")")
    [ "$to" = none ] || [ "$to" = "$from" ] || echo "$from $to $f $inc"
  done
done)
echo "flowchart TD"
echo '  m["m/ : the user functions (.m): help, BIST, forms parsed in Octave"]'
echo '  mex["mex/ : the gateway (C; mx_adopt.cc the one C++ unit)"]'
echo '  kernels["kernels/ : libgpuprim front end, gpuprim.h (C API)"]'
echo '  kernels_cuda["kernels/cuda/ : CUDA backend"]'
echo '  kernels_host["kernels/host/ : host reference backend"]'
echo '  m -->|__gpuprim_mex__| mex'
echo "$edges" | awk 'NF { n[$1 " " $2]++ } END { for (e in n) { split(e, p, " "); printf "  %s -->|%d includes| %s\n", p[1], n[e], p[2] } }' | sort
# which headers each edge is made of, as Mermaid comments
echo "$edges" | awk 'NF { k = $1 " -> " $2; h = $4; sub(/.*\//, "", h); if (index(" " s[k] " ", " " h " ") == 0) s[k] = s[k] " " h }
                     END { for (k in s) printf "  %%%% %s:%s\n", k, s[k] }' | sort
# an include from a lower folder into mex/ would run up the layers: none may exist
up=$(echo "$edges" | awk 'NF && $1 != "mex" && $2 == "mex"')
[ -z "$up" ] || { echo "layer-graph.sh: includes up into mex/: $up" >&2; exit 1; }
