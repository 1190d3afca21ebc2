#!/usr/bin/env bash
# Connect-4 on 7×6: the five sets of twenty positions (after 30, 24, 18, 14 and 10 moves),
# one process per set (release build; each process sets up its 64 MiB table), every score
# checked against the file, beside the reference times of a strong solver on this machine.
# Wall time is what the reference counts; CPU time (user + system) is printed beside it
# because on a shared machine the wall clock also counts time spent waiting for a core.
#
# usage: benches/connect4.sh [runs] [extra solve flags, e.g. --no-symmetry]
#        (default 3 runs per set; the medians are printed)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
shift || true
cargo build --release --quiet --bin gametree
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$runs" "$@" <<'PY'
import json, os, statistics, subprocess, sys, tempfile, time

runs, extra = int(sys.argv[1]), sys.argv[2:]
reference = {30: 0.06, 24: 0.06, 18: 0.08, 14: 0.17, 10: 5.9}
lines = open("benches/data/connect4-positions.txt").read().split("\n")
print(f"{'moves':<6} {'wall':>9} {'cpu':>9} {'reference':>10} {'wall/ref':>9} {'nodes':>12}  scores")
for moves, ref in reference.items():
    chosen = [l for l in lines if l and len(l.split()[0]) == moves]
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(chosen) + "\n")
    walls, cpus = [], []
    for _ in range(runs):
        cmd = ["target/release/gametree", "solve", "connect4", "--board", "7x6",
               "--positions", f.name, "--json", *extra]
        t = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE)
        out = proc.stdout.read()
        _, status, usage = os.wait4(proc.pid, 0)
        walls.append(time.perf_counter() - t)
        cpus.append(usage.ru_utime + usage.ru_stime)
        result = json.loads(out)
        ok = os.waitstatus_to_exitcode(status) == 0 and result["wrong"] == 0
    os.unlink(f.name)
    wall, cpu = statistics.median(walls), statistics.median(cpus)
    verdict = f"all {len(chosen)} exact" if ok else f"{result['wrong']} WRONG"
    print(f"{moves:<6} {wall:>8.3f}s {cpu:>8.3f}s {ref:>9.2f}s {wall / ref:>8.2f}x {result['nodes']:>12,}  {verdict}")
PY
echo "load average after:  $(cut -d' ' -f1-3 /proc/loadavg)"
