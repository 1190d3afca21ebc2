"""Students' alpha-beta code, written as aima-python's `alphabeta_search` is, with the
variants students write: each is run on a `gametree.Game` and diagnosed by `check_visits`."""

import math

INF = math.inf


def alphabeta(game, strict=False, root_reset=False, reverse=False, fail_hard=False):
    """aima-python's alphabeta_search, with the variants students write."""
    player = game.to_move(game.initial)

    def moves(s):
        a = game.actions(s)
        return a[::-1] if reverse else a

    def cuts(v, bound):
        return v > bound if strict else v >= bound

    def max_value(s, alpha, beta):
        if game.is_terminal(s):
            return game.utility(s, player)
        v = -INF
        for a in moves(s):
            v = max(v, min_value(game.result(s, a), alpha, beta))
            if cuts(v, beta):
                return beta if fail_hard else v
            alpha = max(alpha, v)
        return min(max(v, alpha), beta) if fail_hard else v

    def min_value(s, alpha, beta):
        if game.is_terminal(s):
            return game.utility(s, player)
        v = INF
        for a in moves(s):
            v = min(v, max_value(game.result(s, a), alpha, beta))
            if cuts(alpha, v):
                return alpha if fail_hard else v
            beta = min(beta, v)
        return min(max(v, alpha), beta) if fail_hard else v

    best, alpha = None, -INF
    for a in moves(game.initial):
        v = min_value(game.result(game.initial, a), -INF if root_reset else alpha, INF)
        if best is None or v > alpha:
            best, alpha = a, max(alpha, v)
    return best


def shallow(game):
    """Alpha-beta whose nodes cut only against their parent's value."""
    player = game.to_move(game.initial)

    def max_value(s, parent):
        if game.is_terminal(s):
            return game.utility(s, player)
        v = -INF
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a), v))
            if v >= parent:
                return v
        return v

    def min_value(s, parent):
        if game.is_terminal(s):
            return game.utility(s, player)
        v = INF
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a), v))
            if v <= parent:
                return v
        return v

    return max_value(game.initial, INF)


def minimax(game):
    player = game.to_move(game.initial)

    def value(s):
        if game.is_terminal(s):
            return game.utility(s, player)
        vals = [value(game.result(s, a)) for a in game.actions(s)]
        return max(vals) if game.to_move(s) == "MAX" else min(vals)

    return value(game.initial)
