#!/usr/bin/env bash
# A thousand answer files checked against one tree, timed end to end.
# usage: benches/check_batch.sh [files] [runs]     (defaults: 1000 files, median of 5 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
files=${1:-1000}
runs=${2:-5}
cargo build --release --quiet --bin gametree
bin=$PWD/target/release/gametree
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
tree=trees/wikipedia-alpha-beta.yaml
# Students' answers: right, or wrong in the ways students are wrong (a value off by one, a
# leaf missing from or added to the pruned set, a bound written as a value, a wrong move).
python3 - "$dir" "$files" <<'PY'
import random, sys
out, n = sys.argv[1], int(sys.argv[2])
rnd = random.Random(7)
right = {"value": 6, "best": "C", "pruned": [5, 9, 12, 13, 14], "values": {"B": 3, "C": 6, "L": "<=4", "O": "<=6", "D": "<=5"}}
for i in range(n):
    a = {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v) for k, v in right.items()}
    kind = rnd.randrange(6)
    if kind == 1: a["value"] = 5
    if kind == 2: a["pruned"].remove(rnd.choice(a["pruned"]))
    if kind == 3: a["pruned"].append(rnd.choice([1, 2, 3, 4, 6, 7, 8, 10, 11]))
    if kind == 4: a["values"]["L"] = 4
    if kind == 5: a["best"] = "B"
    with open(f"{out}/student{i:04}.yaml", "w") as f:
        f.write(f"value: {a['value']}\nbest: {a['best']}\npruned: {sorted(a['pruned'])}\n")
        f.write("values: {" + ", ".join(f'{k}: "{v}"' if isinstance(v, str) else f"{k}: {v}" for k, v in a["values"].items()) + "}\n")
PY
python3 - "$runs" "$bin" "$tree" "$dir" "$files" <<'PY'
import statistics, subprocess, sys, time
runs, binary, tree, folder, n = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
times = []
for _ in range(runs):
    t = time.perf_counter()
    p = subprocess.run([binary, "check", tree, "--answers", folder, "--json"], stdout=subprocess.PIPE)
    times.append(time.perf_counter() - t)
import json
report = json.loads(p.stdout)
print(f"{n} answer files against {tree}: median {statistics.median(times)*1000:.0f} ms over {runs} runs "
      f"({report['passed']} entirely right, {report['failed']} with something wrong; exit code {p.returncode})")
PY
