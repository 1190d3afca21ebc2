"""How long a homework-size tree takes through the Python package, beside aima-python's
alpha-beta on the same tree, in the same process.

The tree is AIMA Figure 5.2 (13 nodes, 9 leaves, `trees/aima-fig5-2.yaml`). One gametree
call is what an autograder does per submission: parse the tree file's text, search it with
alpha-beta, and check an answer sheet (value, best move, pruned leaves) against it. It is
timed on the repository's file (with its name, source, notes and `expect` block, all read)
and on the bare tree, as a student's file would hold it. The reference is aima-python's
`alpha_beta_search` on its own `Fig52Game`, copied below (aima-python, MIT licence,
https://github.com/aimacode/aima-python, games4e.py), with `math.inf` for `numpy.inf`.

Each measurement runs warm: 1,000 calls first, then three runs of CALLS calls each; the
table gives the median run's time per call. Run from a checkout, with the package
installed (`pip install .` at the top of the checkout, the release build):

    python python/bench/fig52.py            # or: python python/bench/fig52.py 100000
"""

import math
import pathlib
import statistics
import sys
import time

import gametree

CALLS = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
TREE = pathlib.Path(__file__).resolve().parents[2] / "trees" / "aima-fig5-2.yaml"
TEXT = TREE.read_text(encoding="utf-8")
# The same tree as a student's file would hold it: no name, source, notes or expect block.
BARE = "root:\n  max:\n  - min: [3, 12, 8]\n  - min: [2, 4, 6]\n  - min: [14, 5, 2]\n"
ANSWERS = {"value": 3, "best": "B", "pruned": [5, 6]}
BARE_ANSWERS = {"value": 3, "best": "1", "pruned": [5, 6]}


# --- aima-python's alpha-beta and its Figure 5.2 game (copied, see above) -------------------


class Fig52Game:
    succs = dict(
        A=dict(a1="B", a2="C", a3="D"),
        B=dict(b1="B1", b2="B2", b3="B3"),
        C=dict(c1="C1", c2="C2", c3="C3"),
        D=dict(d1="D1", d2="D2", d3="D3"),
    )
    utils = dict(B1=3, B2=12, B3=8, C1=2, C2=4, C3=6, D1=14, D2=5, D3=2)
    initial = "A"

    def actions(self, state):
        return list(self.succs.get(state, {}).keys())

    def result(self, state, move):
        return self.succs[state][move]

    def utility(self, state, player):
        if player == "MAX":
            return self.utils[state]
        else:
            return -self.utils[state]

    def terminal_test(self, state):
        return state not in ("A", "B", "C", "D")

    def to_move(self, state):
        return "MIN" if state in "BCD" else "MAX"


def alpha_beta_search(state, game):
    player = game.to_move(state)

    def max_value(state, alpha, beta):
        if game.terminal_test(state):
            return game.utility(state, player)
        v = -math.inf
        for a in game.actions(state):
            v = max(v, min_value(game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(state, alpha, beta):
        if game.terminal_test(state):
            return game.utility(state, player)
        v = math.inf
        for a in game.actions(state):
            v = min(v, max_value(game.result(state, a), alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    best_score = -math.inf
    beta = math.inf
    best_action = None
    for a in game.actions(state):
        v = min_value(game.result(state, a), best_score, beta)
        if v > best_score:
            best_score = v
            best_action = a
    return best_action


# --- the calls measured -------------------------------------------------------------------

GAME = Fig52Game()
PARSED = gametree.parse(TEXT, name=str(TREE))


def aima():
    return alpha_beta_search("A", GAME)


def full():
    """An autograder's call: parse, search, check."""
    tree = gametree.parse(TEXT)
    result = tree.search("alphabeta")
    report = gametree.check(tree, ANSWERS)
    return result.value, report.right


def full_bare():
    """The same call on the bare tree."""
    tree = gametree.parse(BARE)
    result = tree.search("alphabeta")
    report = gametree.check(tree, BARE_ANSWERS)
    return result.value, report.right


def parse():
    return gametree.parse(TEXT)


def search():
    return PARSED.search("alphabeta").value


def check():
    return gametree.check(PARSED, ANSWERS).right


def check_items():
    report = gametree.check(PARSED, ANSWERS)
    return report.score, [item.message for item in report.items]


def nested():
    return gametree.from_nested([[3, 12, 8], [2, 4, 6], [14, 5, 2]]).search().value


def per_call(f):
    """Median seconds per call of three runs of CALLS calls, after 1,000 warm-up calls."""
    for _ in range(1_000):
        f()
    runs = []
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(CALLS):
            f()
        runs.append((time.perf_counter() - start) / CALLS)
    return statistics.median(runs)


def main():
    assert aima() == "a1" and full() == full_bare() == (3, True), "the textbook's answers"
    base = per_call(aima)
    rows = [
        ("aima-python alpha_beta_search (Fig52Game)", base),
        ("gametree: parse + search + check", per_call(full)),
        ("gametree: the same, on the bare tree", per_call(full_bare)),
        ("  parse the tree file's text", per_call(parse)),
        ("  search a parsed tree (alpha-beta)", per_call(search)),
        ("  check an answer sheet (a dict): right", per_call(check)),
        ("  the same, reading score and every message", per_call(check_items)),
        ("gametree: from_nested + search", per_call(nested)),
    ]
    print(f"AIMA Figure 5.2, {CALLS:,} calls warm, median of 3 runs; Python {sys.version.split()[0]}")
    print(f"{'call':<44} {'µs a call':>10} {'× aima':>8}")
    for name, t in rows:
        print(f"{name:<44} {t * 1e6:>10.1f} {t / base:>8.1f}")


if __name__ == "__main__":
    main()
