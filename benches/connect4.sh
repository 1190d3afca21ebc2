#!/usr/bin/env bash
# Connect-4 on 7×6: the five sets of twenty positions (after 30, 24, 18, 14 and 10 moves),
# one process per set (release build, 64 MiB table set up in each), checked against the exact
# scores in the file, beside the reference times of a strong solver on the same machine.
#
# usage: benches/connect4.sh [extra solve flags, e.g. --no-symmetry]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin gametree
bin=target/release/gametree
data=benches/data/connect4-positions.txt
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf '%-8s %10s %14s %10s %8s %s\n' "moves" "time" "nodes" "reference" "ratio" "scores"
for moves in 30 24 18 14 10; do
  case $moves in 30) ref=0.06;; 24) ref=0.06;; 18) ref=0.08;; 14) ref=0.17;; 10) ref=5.9;; esac
  awk -v n="$moves" 'length($1) == n' "$data" > "$dir/set.txt"
  start=$(date +%s.%N)
  status=0
  "$bin" solve connect4 --board 7x6 --positions "$dir/set.txt" --json "$@" > "$dir/out.json" || status=$?
  end=$(date +%s.%N)
  python3 - "$moves" "$start" "$end" "$ref" "$status" "$dir/out.json" <<'PY'
import json, sys
moves, start, end, ref, status, path = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
out = json.load(open(path))
t = end - start
ok = "all exact" if status == 0 and out["wrong"] == 0 else f"{out['wrong']} WRONG"
print(f"{moves:<8} {t:>9.3f}s {out['nodes']:>14,} {ref:>9.2f}s {t/ref:>7.2f}x {ok}")
PY
done
