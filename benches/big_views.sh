#!/usr/bin/env bash
# What the views cost on big trees: time, bytes printed and peak memory (max RSS) of
# `show`, `trace`, `dot` and `eval --json --nodes` (with `eval --json` as the yardstick) on
# the benchmark tree (branching 4, depth 10: 1,048,576 leaves), and every command under a
# 2 GiB address-space limit on the big inputs of the same classes:
#   alias.yaml      a tree of 1.2 million nodes written in 400 bytes of YAML aliases
#   chance1m.yaml   one chance node with 1,000,000 leaves
#   comment.yaml    a 3 MB comment before an alias bomb (the comment must not raise the budget)
#   chain6000.yaml  a 6,000-deep chain
#   b4d11.yaml      branching 4, depth 11: 5.6 million nodes, 52 MB
#   dense.yaml      50 MB of flow lists: 25 million leaves (refused by --max-nodes)
#
# usage: benches/big_views.sh [BIN]       (default: target/release/gametree, built first)
# Needs /usr/bin/time (GNU time) and python3; Graphviz's `dot` for the PNG line.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ge 1 ]; then
  bin=$1
else
  cargo build --release --quiet --bin gametree
  bin=target/release/gametree
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

"$bin" gen --depth 10 --branching 4 --seed 1 -o "$dir/big.yaml"
"$bin" gen --depth 8 --branching 4 --seed 1 -o "$dir/b4d8.yaml"
"$bin" gen --depth 11 --branching 4 --seed 1 -o "$dir/b4d11.yaml"
"$bin" gen --depth 6000 --branching 1 --seed 1 -o "$dir/chain6000.yaml"
python3 - "$dir" <<'PY'
import sys
d = sys.argv[1]
bomb = "root:\n  max:\n  - &a1 {min: [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]}\n"
for level in range(2, 7):
    kind = "max" if level % 2 == 0 else "min"
    bomb += f"  - &a{level} {{{kind}: [{', '.join([f'*a{level - 1}'] * 10)}]}}\n"
open(f"{d}/alias.yaml", "w").write(bomb)
big_bomb = "root:\n  max:\n  - &a1 {min: [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]}\n"
for level in range(2, 9):
    kind = "max" if level % 2 == 0 else "min"
    big_bomb += f"  - &a{level} {{{kind}: [{', '.join([f'*a{level - 1}'] * 10)}]}}\n"
open(f"{d}/comment.yaml", "w").write("# " + "x" * 3_000_000 + "\n" + big_bomb)
with open(f"{d}/chance1m.yaml", "w") as f:
    f.write("root:\n  chance:\n")
    for i in range(1_000_000):
        f.write(f"  - {i % 10}\n")
with open(f"{d}/dense.yaml", "w") as f:
    f.write("root:\n  max:\n")
    row = "  - {min: [" + ", ".join(["1"] * 1000) + "]}\n"
    for _ in range(50_000_000 // len(row)):
        f.write(row)
PY

# One run of a command: exit code, wall seconds, peak RSS (KB), bytes on standard output.
run() {
  local out="$dir/out" err="$dir/err" tv="$dir/time"
  set +e
  /usr/bin/time -v -o "$tv" "$@" >"$out" 2>"$err"
  local rc=$?
  set -e
  local wall rss
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$tv")
  rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$tv")
  printf '%-3s %10s %10s KB %12s B  %s\n' "$rc" "$wall" "$rss" "$(wc -c <"$out")" "${*:2}"
}

echo "== the views on the benchmark tree (1,048,576 leaves): exit, wall, peak RSS, bytes"
for cmd in "eval --json" "eval --json --nodes" "show" "trace" "dot" "show --all" "trace --all" "dot --all"; do
  # shellcheck disable=SC2086
  run "$bin" $cmd "$dir/big.yaml"
done
if command -v dot >/dev/null; then
  echo "== dot -o tree.png on 65,536 leaves (through Graphviz)"
  run "$bin" dot "$dir/b4d8.yaml" -o "$dir/tree.png"
fi

echo "== every command under ulimit -v 2097152 (2 GiB of address space): exit 2 is a clean refusal"
printf 'value: 3\npruned: [1, 2, 3]\n' >"$dir/answers.yaml"
for f in alias chance1m comment chain6000 b4d11 dense; do
  for cmd in "eval" "eval --json --nodes" "trace" "trace --json" "show" "diff --strict" "compare" \
    "dot" "html" "check" "trace --algo minimax" "dot --algo minimax"; do
    set +e
    # shellcheck disable=SC2086
    line=$(bash -c "ulimit -v 2097152; /usr/bin/time -f '%e s %M KB' -o '$dir/t' $bin $cmd '$dir/$f.yaml' >'$dir/o' 2>'$dir/e'; echo \$?")
    set -e
    printf '%-10s %-22s exit %-3s %-18s %12s B  %s\n' "$f" "$cmd" "$line" "$(tail -1 "$dir/t")" \
      "$(wc -c <"$dir/o")" "$(grep -v '^Command' "$dir/e" | head -1 | cut -c1-90)"
  done
  set +e
  line=$(bash -c "ulimit -v 2097152; $bin check '$dir/$f.yaml' --answers '$dir/answers.yaml' >/dev/null 2>'$dir/e'; echo \$?")
  set -e
  printf '%-10s %-22s exit %-3s %s\n' "$f" "check --answers" "$line" "$(head -1 "$dir/e" | cut -c1-90)"
done
