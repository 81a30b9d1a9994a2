#!/bin/sh
# layer-graph.sh - the layers of the source tree, as a Mermaid flowchart on
# stdout (doc/DESIGN.md embeds it).  One node per folder (m/, mex/,
# kernels/, kernels/cuda/, kernels/host/, kernels/shared/), and the public
# headers gpuprim.h and gp_measure.h as a node of their own (every layer
# speaks their types).
#  - Solid arrows: the files of one folder include headers of another,
#    labelled with how many includes; m/ -> mex/ stands for the .m files'
#    calls into the gateway (__gpuprim_mex__).
#  - Dotted arrows, where the library is built (BUILDDIR has its objects):
#    the functions and tables one folder's objects use from another's, as
#    nm reads them.
# Then, as comments, the headers and symbols each arrow is made of.  It
# fails where either graph has a cycle, or a file below mex/ includes one
# of mex/'s headers.
#   usage: build-aux/layer-graph.sh [SRCDIR [BUILDDIR]]
src=${1:-.}
build=${2:-$src}
cd "$src" || exit 1
folder_of() {
  case $1 in
    kernels/gpuprim.h | kernels/gp_measure.h | kernels/gp_version.h*) echo api ;;
    kernels/cuda/*) echo kernels_cuda ;;
    kernels/host/*) echo kernels_host ;;
    kernels/shared/*) echo kernels_shared ;;
    kernels/*) echo kernels ;;
    mex/*) echo mex ;;
    m/*) echo m ;;
    *) echo other ;;
  esac
}
# the folder that holds a header of this name (first match, by layer)
header_folder() {
  for d in mex kernels kernels/cuda kernels/host kernels/shared; do
    [ -f "$d/$1" ] || [ -f "$d/$1.in" ] && { folder_of "$d/$1"; return; }
  done
  echo none
}
includes=$(for f in mex/*.c mex/*.cc mex/*.h kernels/*.c kernels/*.h kernels/cuda/*.c kernels/cuda/*.cu \
                    kernels/cuda/*.cuh kernels/cuda/*.h kernels/host/*.c kernels/host/*.h kernels/shared/*.c \
                    kernels/shared/*.h; do
  [ -f "$f" ] || continue
  from=$(folder_of "$f")
  sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f" | while read -r inc; do
    to=$(header_folder "$(basename "$inc")")
    [ "$to" = none ] || [ "$to" = "$from" ] || echo "$from $to $f $(basename "$inc")"
  done
done)
# calls: "from to object symbol" for each symbol an object of one folder
# uses that an object of another defines
calls=""
objects=$(cd "$build" 2>/dev/null && ls kernels/.libs/*.o kernels/*/.libs/*.o 2>/dev/null)
if [ -n "$objects" ] && command -v nm >/dev/null; then
  calls=$(cd "$build" && for o in $objects; do
    f=$(echo "$o" | sed 's|/\.libs/|/|')
    nm "$o" | awk -v f="$f" '$1 == "U" { print "U", f, $2 } NF == 3 && $2 ~ /^[TDRB]$/ { print "D", f, $3 }'
  done | awk '
    function folder(f) { if (f ~ /^kernels\/cuda\//) return "kernels_cuda"; if (f ~ /^kernels\/host\//) return "kernels_host";
                         if (f ~ /^kernels\/shared\//) return "kernels_shared"; return "kernels" }
    $1 == "D" { def[$3] = $2 } $1 == "U" { n++; uf[n] = $2; us[n] = $3 }
    END { for (k = 1; k <= n; k++) if (us[k] in def) { a = folder(uf[k]); b = folder(def[us[k]]);
            if (a != b) print a, b, uf[k], us[k] } }')
fi

echo "flowchart TD"
echo '  m["m/ : the user functions (.m): help, BIST, and each call into the gateway"]'
echo '  mex["mex/ : the gateway (C; mx_adopt.cc the one C++ unit)"]'
echo '  kernels["kernels/ : libgpuprim front end: check a call, route it, call a backend table"]'
echo '  kernels_cuda["kernels/cuda/ : CUDA backend (its table: cuda_backend.c)"]'
echo '  kernels_host["kernels/host/ : host reference backend (its table: host_backend.c)"]'
echo '  kernels_shared["kernels/shared/ : what the front end and both backends share: gp_internal.h, gp_backend.h, views, operators, the copy team"]'
echo '  api["kernels/gpuprim.h : the public C API; gp_measure.h : its settings for measuring"]'
echo '  m -->|__gpuprim_mex__| mex'
echo "$includes" | awk 'NF { n[$1 " " $2]++ } END { for (e in n) { split(e, p, " "); printf "  %s -->|%d includes| %s\n", p[1], n[e], p[2] } }' | sort
echo "$calls" | awk 'NF { n[$1 " " $2]++ } END { for (e in n) { split(e, p, " "); printf "  %s -.->|%d calls| %s\n", p[1], n[e], p[2] } }' | sort
# what each arrow is made of, as Mermaid comments
echo "$includes" | awk 'NF { k = $1 " -> " $2; h = $4; if (index(" " s[k] " ", " " h " ") == 0) s[k] = s[k] " " h }
                        END { for (k in s) printf "  %%%% %s:%s\n", k, s[k] }' | sort
echo "$calls" | awk 'NF { k = $1 " -.-> " $2; h = $4; if (index(" " s[k] " ", " " h " ") == 0) s[k] = s[k] " " h }
                     END { for (k in s) printf "  %%%% %s:%s\n", k, s[k] }' | sort

# a cycle among the folders, in either graph, would run back up the layers
cycle_in() {
  echo "$1" | awk 'NF { e[$1 " " $2] = 1; node[$1] = 1; node[$2] = 1 }
    END { for (a in node) for (b in node) r[a " " b] = (a " " b) in e
          for (k in node) for (a in node) for (b in node) if (r[a " " k] && r[k " " b]) r[a " " b] = 1
          for (a in node) if (r[a " " a]) { print a; exit } }'
}
status=0
c=$(cycle_in "$includes")
[ -z "$c" ] || { echo "layer-graph.sh: the includes have a cycle through $c" >&2; status=1; }
c=$(cycle_in "$calls")
[ -z "$c" ] || { echo "layer-graph.sh: the calls have a cycle through $c" >&2; status=1; }
up=$(echo "$includes" | awk 'NF && $1 != "mex" && $2 == "mex"')
[ -z "$up" ] || { echo "layer-graph.sh: includes up into mex/: $up" >&2; status=1; }
exit $status
