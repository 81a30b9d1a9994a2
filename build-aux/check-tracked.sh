#!/bin/sh
# check-tracked.sh - fail where git tracks a build product: a file that
# .gitignore ignores, a compiled object or program (ELF), or a libtool
# wrapper script.  Run from the source tree (CI runs it).
status=0
ignored=$(git ls-files --cached --ignored --exclude-standard)
if [ -n "$ignored" ]; then
  echo "tracked, but .gitignore says they are built:"; echo "$ignored"
  status=1
fi
git ls-files -z | xargs -0 -r sh -c '
  for f; do
    [ -f "$f" ] || continue
    if [ "$(head -c 4 "$f" | od -An -c | tr -d " ")" = "177ELF" ] || grep -q "temporary wrapper scrip[t] for" "$f"; then
      echo "tracked build product: $f"; exit 1
    fi
  done' sh || status=1
[ $status -eq 0 ] && echo "no build product is tracked"
exit $status
