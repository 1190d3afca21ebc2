#!/usr/bin/env python3
"""Monte Carlo tree search, gametree beside OpenSpiel's C++ MCTSBot, on one tree in one run.

The tree is made by `gametree gen` and handed to OpenSpiel as the `.efg` file `gametree efg`
writes (pyspiel.load_efg_game). Both run UCT with C = sqrt(2) and one random playout per
iteration for N iterations from the root; each side's time is the search alone (gametree's
`eval --algo mcts --time --json` search_seconds; OpenSpiel's bot.step), the best of R runs.
The two differ in details (OpenSpiel expands every child of a node at once and backs up
unscaled returns), so the figure compares the cost of an iteration, not the moves chosen.

usage: python3 benches/mcts_openspiel.py [iterations] [runs]
needs: pip install open_spiel (a virtual environment is fine: run this with its python)
"""
import json
import subprocess
import sys
import time

import pyspiel

ITERATIONS = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
BIN = "target/release/gametree"

subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "gametree"], check=True)
tree = subprocess.run(
    [BIN, "gen", "--depth", "5", "--branching", "4", "--seed", "3"],
    check=True, capture_output=True, text=True,
).stdout
efg = subprocess.run([BIN, "efg", "-"], input=tree, check=True, capture_output=True, text=True).stdout
leaves = efg.count("\nt ")


def gametree_seconds():
    out = subprocess.run(
        [BIN, "eval", "-", "--algo", "mcts", "--iterations", str(ITERATIONS), "--time", "--json"],
        input=tree, check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out)["timing"]["search_seconds"]


def openspiel_seconds(game, seed):
    evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
    bot = pyspiel.MCTSBot(game, evaluator, 2 ** 0.5, ITERATIONS, 4000, False, seed, False)
    state = game.new_initial_state()
    start = time.perf_counter()
    bot.step(state)
    return time.perf_counter() - start


game = pyspiel.load_efg_game(efg)
ours = min(gametree_seconds() for _ in range(RUNS))
theirs = min(openspiel_seconds(game, seed) for seed in range(1, RUNS + 1))
print(f"tree: {leaves} leaves (gametree gen --depth 5 --branching 4 --seed 3)")
print(f"iterations: {ITERATIONS}, best of {RUNS} runs each")
print(f"gametree  eval --algo mcts: {ours * 1e3:8.1f} ms  {ITERATIONS / ours / 1e6:5.2f} M iterations/s")
print(f"OpenSpiel MCTSBot (C++):    {theirs * 1e3:8.1f} ms  {ITERATIONS / theirs / 1e6:5.2f} M iterations/s")
print(f"ratio gametree / OpenSpiel: {ours / theirs:.2f}")
