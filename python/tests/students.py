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


def scoreEvaluationFunction(currentGameState):
    """CS188's default evaluation function."""
    return currentGameState.getScore()


class AlphaBetaAgent:
    """CS188's AlphaBetaAgent (project 2, question 3) as students write it: agent 0 is
    Pacman (MAX), the others ghosts (MIN) in turn, `depth` counts one ply for every agent's
    move, and a node cuts only on v > β (v < α), CS188's rule. The keywords are the
    variants students write: `strict=False` cuts on ties too, `root_reset` searches every
    root move with a fresh window, `reverse` tries the moves last to first, `prune=False`
    is plain minimax, and `per_move` counts a ply for every single move."""

    def __init__(self, depth="2", evalFn=scoreEvaluationFunction, strict=True,
                 root_reset=False, reverse=False, prune=True, per_move=False):
        self.index = 0
        self.depth = int(depth)
        self.evaluationFunction = evalFn
        self.strict, self.root_reset, self.reverse = strict, root_reset, reverse
        self.prune, self.per_move = prune, per_move

    def getAction(self, gameState):
        agents = gameState.getNumAgents()

        def following(agent, depth):
            if self.per_move:
                return (agent + 1) % agents, depth + 1
            return (agent + 1, depth) if agent + 1 < agents else (0, depth + 1)

        def actions(state, agent):
            legal = state.getLegalActions(agent)
            return legal[::-1] if self.reverse else legal

        def value(state, agent, depth, alpha, beta):
            if state.isWin() or state.isLose() or depth == self.depth:
                return self.evaluationFunction(state)
            nxt, deeper = following(agent, depth)
            if agent == 0:
                v = -INF
                for action in actions(state, agent):
                    succ = state.generateSuccessor(agent, action)
                    v = max(v, value(succ, nxt, deeper, alpha, beta))
                    if self.prune and (v > beta if self.strict else v >= beta):
                        return v
                    alpha = max(alpha, v)
                return v
            v = INF
            for action in actions(state, agent):
                succ = state.generateSuccessor(agent, action)
                v = min(v, value(succ, nxt, deeper, alpha, beta))
                if self.prune and (v < alpha if self.strict else v <= alpha):
                    return v
                beta = min(beta, v)
            return v

        best, alpha = None, -INF
        nxt, deeper = following(0, 0)
        for action in actions(gameState, 0):
            succ = gameState.generateSuccessor(0, action)
            v = value(succ, nxt, deeper, -INF if self.root_reset else alpha, INF)
            if best is None or v > alpha:
                best, alpha = action, max(alpha, v)
        return best
