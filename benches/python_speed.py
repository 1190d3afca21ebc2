"""How long a homework-size tree takes through the Python package, warm, beside
aima-python's alpha-beta on the same tree in the same run.

    pip install ./python && python benches/python_speed.py [CALLS]

Times CALLS calls (10,000 by default) of each and prints microseconds a call:
gametree's parse + search + check of AIMA Figure 5.2, each step alone, and aima-python's
`alphabeta_search` on its own `Fig52Game`, the same tree. aima-python's two pieces are
copied below (MIT licence, https://github.com/aimacode/aima-python, games.py), so the
benchmark needs nothing but the package.
"""

import pathlib
import sys
import time

import gametree

CALLS = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
TEXT = (pathlib.Path(__file__).resolve().parents[1] / "trees" / "aima-fig5-2.yaml").read_text(
    encoding="utf-8"
)
ANSWERS = {"value": 3, "best": "B", "pruned": ["C2", "C3"]}

infinity = float("inf")


# --- aima-python, games.py (copied) --------------------------------------------------------


def alphabeta_search(state, game):
    """Search game to determine best action; use alpha-beta pruning.
    As in [Figure 5.7], this version searches all the way to the leaves."""

    player = game.to_move(state)

    # Functions used by alphabeta
    def max_value(state, alpha, beta):
        if game.terminal_test(state):
            return game.utility(state, player)
        v = -infinity
        for a in game.actions(state):
            v = max(v, min_value(game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(state, alpha, beta):
        if game.terminal_test(state):
            return game.utility(state, player)
        v = infinity
        for a in game.actions(state):
            v = min(v, max_value(game.result(state, a), alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    # Body of alphabeta_cutoff_search:
    best_score = -infinity
    beta = infinity
    best_action = None
    for a in game.actions(state):
        v = min_value(game.result(state, a), best_score, beta)
        if v > best_score:
            best_score = v
            best_action = a
    return best_action


class Fig52Game:
    """The game of Figure 5.2 (aima-python's, without its Game base class)."""

    succs = dict(A=dict(a1='B', a2='C', a3='D'),
                 B=dict(b1='B1', b2='B2', b3='B3'),
                 C=dict(c1='C1', c2='C2', c3='C3'),
                 D=dict(d1='D1', d2='D2', d3='D3'))
    utils = dict(B1=3, B2=12, B3=8, C1=2, C2=4, C3=6, D1=14, D2=5, D3=2)
    initial = 'A'

    def actions(self, state):
        return list(self.succs.get(state, {}).keys())

    def result(self, state, move):
        return self.succs[state][move]

    def utility(self, state, player):
        if player == 'MAX':
            return self.utils[state]
        else:
            return -self.utils[state]

    def terminal_test(self, state):
        return state not in ('A', 'B', 'C', 'D')

    def to_move(self, state):
        return 'MIN' if state in 'BCD' else 'MAX'


# --- the measurements ----------------------------------------------------------------------


def per_call(f):
    """Microseconds a call of `f`, over CALLS calls after one to warm up."""
    f()
    start = time.perf_counter()
    for _ in range(CALLS):
        f()
    return (time.perf_counter() - start) / CALLS * 1e6


def main():
    tree = gametree.parse(TEXT)
    game = Fig52Game()
    assert alphabeta_search(game.initial, game) == 'a1'
    assert tree.search().best_id == "B" and gametree.check(tree, ANSWERS).right

    def whole():
        t = gametree.parse(TEXT)
        t.search()
        gametree.check(t, ANSWERS)

    rows = [
        ("gametree parse + search + check", per_call(whole)),
        ("gametree parse", per_call(lambda: gametree.parse(TEXT))),
        ("gametree search", per_call(lambda: tree.search())),
        ("gametree check", per_call(lambda: gametree.check(tree, ANSWERS))),
        ("aima-python alphabeta_search", per_call(lambda: alphabeta_search('A', game))),
    ]
    print(f"AIMA Figure 5.2, {CALLS} calls each, Python {sys.version.split()[0]}")
    for name, us in rows:
        print(f"  {name:34} {us:8.1f} µs a call")
    print(f"  ratio parse + search + check / aima-python: {rows[0][1] / rows[-1][1]:.1f}")


if __name__ == "__main__":
    main()
