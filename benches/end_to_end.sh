#!/usr/bin/env bash
# End-to-end measurements, all in one run on one machine:
#  - the parse floor: a bare saphyr-parser event loop building a flat arena (benches/parse_floor.rs)
#  - `gametree eval FILE --algo alphabeta --json`, process start to exit
#  - peak memory (max RSS) per node
#  - a homework-size tree end to end
# on the benchmark tree: branching 4, depth 10 (1,048,576 leaves), made by `gametree gen`.
#
# usage: benches/end_to_end.sh [runs]     (default 7 runs; the median is reported)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-7}
cargo build --release --quiet --bin gametree
bin=target/release/gametree
# The floor is a bench target; ask cargo where it put the binary.
floor=$(cargo bench --no-run --bench parse_floor --message-format=json 2>/dev/null \
  | python3 -c 'import json,sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["target"]["name"] == "parse_floor":
        print(m["executable"])')
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
big="$dir/b4d10.yaml"
"$bin" gen --depth 10 --branching 4 --seed 1 -o "$big"
nodes=$("$bin" eval "$big" --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["node_count"])')

# median wall time (seconds) and max RSS (KB) of a command over $runs runs
measure() {
  python3 - "$runs" "$@" <<'PY'
import resource, statistics, subprocess, sys, time
runs = int(sys.argv[1]); cmd = sys.argv[2:]
times, rss = [], 0
for _ in range(runs):
    t = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
    times.append(time.perf_counter() - t)
    rss = max(rss, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
print(f"{statistics.median(times):.4f} {rss}")
PY
}

read -r t_floor _ < <(measure "$floor" "$big")
read -r t_eval rss_eval < <(measure "$bin" eval "$big" --algo alphabeta --json)
read -r t_small _ < <(measure "$bin" eval trees/aima-fig5-2.yaml --json)
python3 - "$t_floor" "$t_eval" "$rss_eval" "$nodes" "$t_small" "$(wc -c < "$big")" <<'PY'
import sys
floor, ev, rss, nodes, small, size = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5]), int(sys.argv[6])
print(f"benchmark tree: {nodes:,} nodes, {size/1e6:.1f} MB")
print(f"parse floor (bare saphyr-parser loop + flat arena): {floor*1000:.0f} ms  ({size/1e6/floor:.1f} MB/s)")
print(f"gametree eval --algo alphabeta --json:              {ev*1000:.0f} ms  = {ev/floor:.2f} x the floor (target <= 1.5)")
print(f"peak memory: {rss/1024:.0f} MiB = {rss*1024/nodes:.0f} bytes per node (target <= 150)")
print(f"homework tree (AIMA Fig. 5.2) end to end: {small*1000:.1f} ms (target < 5)")
PY
