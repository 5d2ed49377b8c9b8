#!/usr/bin/env bash
# Every lookup figure of one checkout, in one file (issue 21's rounds):
#
#   bench/lookup_all.sh dev [DIR] [OUT]      shipped, dev, dev --new, each bench/devN set,
#                                            and the shipped questions beside each devN's games
#   bench/lookup_all.sh heldout [DIR] [OUT]  each bench/heldoutN set (the lead only: never
#                                            tune on these; OUT is a folder of full outputs)
#
# DIR defaults to this checkout; it runs the checkout's own bench scripts on its own code.
set -uo pipefail
what=${1:?dev or heldout}
DIR=${2:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$DIR" || exit 1
sets() { ls -d bench/"$1"[0-9]* 2>/dev/null | sed 's#bench/##' | sort -V; }
case $what in
dev)
  OUT=${3:-/tmp/lookup-dev.txt}
  {
    echo "== shipped"; python3 bench/lookup_quality.py 2>&1 | sed -n 2,3p
    echo "== dev"; python3 bench/lookup_quality.py --dev 2>&1 | sed -n 2,4p
    echo "== new"; python3 bench/lookup_quality.py --dev --new 2>&1 | sed -n 2,4p
    for s in $(sets dev); do
      [ -f "bench/$s/queries.toml" ] || continue
      echo "== $s"; python3 bench/lookup_quality.py --dev --set "$s" 2>&1 | sed -n 2,6p
    done
    for s in $(sets dev); do
      [ -f "bench/$s/queries.toml" ] && [ "$s" != dev3 ] || continue
      echo "== beside-$s"; python3 bench/lookup_heldout.py --set "$s" 2>&1 | grep -E '^  all ' | head -1
    done
  } > "$OUT" 2>&1
  cat "$OUT" ;;
heldout)
  OUT=${3:-/tmp/lookup-heldout}
  mkdir -p "$OUT"; : > "$OUT/summary.txt"
  for s in $(sets heldout); do
    [ -f "bench/$s/queries.toml" ] || continue
    python3 bench/lookup_heldout.py --set "$s" > "$OUT/$s.txt" 2>&1
    { echo "== $s"; grep -E '^(shipped|unseen):|^  all |answered alone' "$OUT/$s.txt"; } >> "$OUT/summary.txt"
  done
  cat "$OUT/summary.txt" ;;
*) echo "usage: $0 dev|heldout [DIR] [OUT]" >&2; exit 2 ;;
esac
