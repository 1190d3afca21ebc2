"""Game-tree search as it is taught: minimax, alpha-beta, expectiminimax and Star1/Star2
on explicit trees, with the same answers as the ``gametree`` command's ``--json``.

>>> import gametree
>>> tree = gametree.from_nested([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
>>> r = tree.search("alphabeta")
>>> r.value, r.best, r.pruned_leaves
(3, '1', [5, 6])
>>> gametree.check(tree, {"value": 3, "pruned": [5, 6]}).right
True

Trees come from :func:`parse` (YAML or JSON text), :func:`load` (a file, CS188 ``.test``
files too) or :func:`from_nested` (nested lists). Bad input raises :class:`TreeError`, a
``ValueError`` that says where: ``line``, ``column``, ``node`` and ``message``.
"""

from __future__ import annotations

import collections.abc
import copy
import json
import math
import os
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from . import _gametree
from ._gametree import TreeError, __version__

__all__ = [
    "Tree",
    "Result",
    "MonteCarlo",
    "Report",
    "Item",
    "TreeError",
    "parse",
    "load",
    "from_nested",
    "random_tree",
    "practice",
    "Practice",
    "check",
    "Game",
    "CS188State",
    "check_visits",
    "__version__",
]

TreeError.__module__ = "gametree"


class Tree:
    """A game tree, immutable. Make one with :func:`parse`, :func:`load` or
    :func:`from_nested`."""

    __slots__ = ("_doc",)

    def __init__(self, _doc: Any) -> None:
        if not isinstance(_doc, _gametree.Doc):
            raise TypeError(
                "Tree() is not made directly: use gametree.parse, load or from_nested"
            )
        object.__setattr__(self, "_doc", _doc)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Tree is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a Tree is immutable")

    @property
    def name(self) -> Optional[str]:
        """The tree's name (``name:`` in its file), or None."""
        return self._doc.name

    @property
    def node_count(self) -> int:
        """How many nodes the tree has."""
        return self._doc.node_count

    @property
    def leaf_count(self) -> int:
        """How many leaves the tree has (numbered 1 to ``leaf_count`` left to right)."""
        return self._doc.leaf_count

    def search(
        self,
        algo: str = "alphabeta",
        *,
        strict: bool = False,
        fail_hard: bool = False,
        root_reset: bool = False,
        deep_cutoffs: bool = True,
        order: str = "given",
        bounds: Optional[Tuple[float, float]] = None,
        depth: Optional[int] = None,
        tt: bool = False,
    ) -> "Result":
        """Searches the tree, as ``gametree eval`` does with the same flags.

        ``algo`` is any of the command's algorithms (``minimax``, ``alphabeta``,
        ``negamax``, ``pvs``, ``expectiminimax``, ``star1``, ``star2``, …); ``strict`` cuts
        only on α > β, ``fail_hard`` clamps values to the window, ``root_reset`` searches
        every root child with the root's first window, ``deep_cutoffs=False`` lets a node
        cut only against its parent, ``order`` is the child order (``given``,
        ``reversed``, …), ``bounds`` the leaf bounds ``(L, U)`` of Star1 and Star2 (the
        tree's own by default), ``depth`` a depth limit and ``tt`` a transposition table.

        A name that is no algorithm or order, or a convention that does not fit the tree,
        raises ``ValueError`` naming it.
        """
        if algo == "mcts":
            raise ValueError(
                "algo: Monte Carlo tree search samples the tree and has no exact value, "
                "bound or pruned leaves for a Result; use Tree.mcts()"
            )
        conventions = _conventions(
            algo, strict, fail_hard, root_reset, deep_cutoffs, order, bounds, depth, tt
        )
        return Result(self, self._doc.search(conventions), conventions)

    def mcts(
        self,
        iterations: int = 1000,
        *,
        seed: int = 1,
        exploration: float = math.sqrt(2),
        final: str = "most-visited",
        bounds: Optional[Tuple[float, float]] = None,
    ) -> "MonteCarlo":
        """Monte Carlo tree search (UCT), as ``gametree eval --algo mcts`` does with the
        same flags: ``iterations`` (one node added to the search tree each, at most
        100,000,000), the generator's ``seed`` (the same seed gives the same search
        everywhere), the exploration constant ``C`` of UCB1, and ``final``, how the move
        is recommended (``most-visited`` or ``value``, the best mean for the side to move).
        Rewards are scaled by ``bounds`` ``(L, U)``, the tree's own by default, else by
        its smallest and largest leaf.

        A value out of range raises ``ValueError`` naming it; so does a tree that is a
        single leaf (no move to choose) or one with an infinite leaf and no bounds.
        """
        if isinstance(iterations, bool) or not isinstance(iterations, int) or not (
            1 <= iterations <= 100_000_000
        ):
            raise ValueError(
                f"iterations: {iterations!r} is no whole number from 1 to 100,000,000"
            )
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**64:
            raise ValueError(f"seed: {seed!r} is no whole number from 0 to {2**64 - 1}")
        try:
            c = float(exploration)
        except (TypeError, ValueError):
            raise ValueError(f"exploration: {exploration!r} is no number") from None
        if not (math.isfinite(c) and c >= 0):
            raise ValueError(f"exploration: {exploration!r} is no finite number C >= 0")
        if final not in ("most-visited", "value"):
            raise ValueError(f"final: {final!r} is neither 'most-visited' nor 'value'")
        conventions = _conventions("mcts", bounds=bounds)
        params = {
            "iterations": iterations,
            "seed": seed,
            "exploration": c,
            "final_by_value": final == "value",
        }
        return MonteCarlo(self, self._doc.mcts(conventions, params), conventions, params)

    def to_html(self, algo: str = "alphabeta", **conventions: Any) -> str:
        """The stepper of ``gametree html``: a self-contained page that steps through the
        search (``algo`` and the keywords of :meth:`search`)."""
        return self._doc.html(False, _conventions(algo, **conventions))

    def practice_html(self, algo: str = "alphabeta", **conventions: Any) -> str:
        """The practice page of ``gametree html --practice``: the tree to fill in and check,
        with the stepper as the solution."""
        return self._doc.html(True, _conventions(algo, **conventions))

    def to_dot(
        self,
        algo: str = "alphabeta",
        *,
        windows: bool = False,
        rankdir: str = "TB",
        hide_pruned: bool = False,
        title: bool = True,
        aspect: Union[str, float, None] = None,
        show_depth: Optional[int] = None,
        show_all: bool = False,
        **conventions: Any,
    ) -> str:
        """The drawing of ``gametree dot`` (Graphviz's DOT) after the search: ``windows``
        adds each node's window, ``rankdir`` is ``"TB"`` (root at the top) or ``"LR"``,
        ``hide_pruned`` leaves out the subtrees never entered, ``title=False`` drops the
        title, ``aspect`` shapes the picture for a slide (``"16:9"``, ``"4:3"`` or a ratio
        such as ``1.5``, width over height); ``algo`` and the keywords of :meth:`search`
        choose the search.

        A big tree is drawn, as the command draws it, to the deepest depth that keeps it
        to about 1,500 nodes; ``show_depth`` draws it to that depth (the root is depth 0),
        ``show_all=True`` whole (``--show-depth`` and ``--all``)."""
        if str(rankdir).upper() not in ("TB", "LR"):
            raise ValueError(f"rankdir: {rankdir!r} is neither 'TB' nor 'LR'")
        if show_depth is not None and (
            isinstance(show_depth, bool)
            or not isinstance(show_depth, int)
            or not 0 <= show_depth < 2**32
        ):
            raise ValueError(
                f"show_depth: {show_depth!r} is no whole number of levels from 0 to {2**32 - 1}"
            )
        if show_depth is not None and show_all:
            raise ValueError("show_depth: give a depth to draw to, or show_all=True, not both")
        if aspect is not None and (
            isinstance(aspect, bool) or not isinstance(aspect, (str, int, float))
        ):
            raise ValueError(f"aspect: {aspect!r} is no picture shape such as '16:9' or 1.5")
        view = {
            "windows": bool(windows),
            "left_right": str(rankdir).upper() == "LR",
            "hide_pruned": bool(hide_pruned),
            "title": bool(title),
            "aspect": None if aspect is None else str(aspect),
            "show_depth": show_depth,
            "all": bool(show_all),
        }
        return self._doc.dot(view, _conventions(algo, **conventions))

    def to_tikz(
        self,
        algo: str = "alphabeta",
        *,
        blank: bool = False,
        windows: bool = False,
        standalone: bool = False,
        **conventions: Any,
    ) -> str:
        """The figure of ``gametree tikz`` (LaTeX: a ``tikzpicture`` laid out by gametree)
        after the search: the answer key with values, bounds, pruned parts and the best line,
        or with ``blank=True`` the question (inner nodes empty); ``windows`` adds each inner
        node's window to the key; ``standalone`` makes a whole document for ``pdflatex``;
        ``algo`` and the keywords of :meth:`search` choose the search.

        A tree no page holds (more than 256 leaves or 64 levels below the root) raises
        ``ValueError`` in the words of ``gametree tikz``, which refuses it too."""
        if blank and windows:
            raise ValueError("windows: the blank sheet has no windows (blank=True)")
        view = {"blank": bool(blank), "windows": bool(windows), "standalone": bool(standalone)}
        return self._doc.tikz(view, _conventions(algo, **conventions))

    def to_json(self) -> str:
        """The tree as a tree file in JSON (the same keys as :meth:`to_yaml`, numbers
        exactly as written) that :func:`parse` reads back as the same tree.

        >>> import json
        >>> json.loads(from_nested([[3, 12], [2]]).to_json())
        {'root': {'max': [{'min': [3, 12]}, {'min': [2]}]}}

        A tree more than 1,000 levels deep raises ``ValueError`` (:meth:`to_yaml` writes
        deeper ones).
        """
        return self._doc.to_json()

    def to_yaml(self) -> str:
        """The tree as a tree file (YAML) that :func:`parse` reads back as the same tree.

        Each level is indented two more spaces, so the text grows with the square of the
        depth: a tree whose YAML would pass 256 MiB (a chain of some 16,000 levels) raises
        ``ValueError`` at once instead.
        """
        return self._doc.to_yaml()

    def to_svg(self, algo: str = "alphabeta", **conventions: Any) -> str:
        """The tree after the search as one self-contained SVG picture, made without
        Graphviz: MAX △, MIN ▽, chance ○, leaves boxed with their numbers below, each inner
        node's value or bound (``≤ 2``, ``≥ 5``) beside it, never-searched parts dashed
        grey, a red double bar across each edge a cutoff skipped, the best line bold
        (``algo`` and the keywords of :meth:`search` choose the search)."""
        return self._doc.svg(_conventions(algo, **conventions))

    def _default_search(self) -> Dict[str, Any]:
        """The search a notebook shows: alpha-beta, or expectiminimax on a tree with chance
        nodes, which alpha-beta does not take."""
        try:
            self._doc.search(_conventions("alphabeta"))
            return _conventions("alphabeta")
        except ValueError:
            return _conventions("expectiminimax")

    def _repr_svg_(self) -> Optional[str]:
        try:
            return self._doc.svg(self._default_search())
        except ValueError:
            return None

    def _repr_html_(self) -> Optional[str]:
        return _framed_or_none(lambda: self._doc.html(False, self._default_search()))

    def __repr__(self) -> str:
        name = f" {self.name!r}" if self.name else ""
        return f"<gametree.Tree{name}: {self.node_count} nodes, {self.leaf_count} leaves>"


def _framed(page: str) -> str:
    """A whole page as a notebook shows it: in a frame of its own, so its script and style
    stay its own."""
    import html

    return (
        '<iframe style="width: 100%; height: 640px; border: 0" '
        f'srcdoc="{html.escape(page, quote=True)}"></iframe>'
    )


def _framed_or_none(page: Callable[[], str]) -> Optional[str]:
    """The page `page` makes, framed for a notebook; None (no picture) where the tree is
    one a page cannot show."""
    try:
        return _framed(page())
    except ValueError:
        return None


def _conventions(
    algo: str,
    strict: bool = False,
    fail_hard: bool = False,
    root_reset: bool = False,
    deep_cutoffs: bool = True,
    order: str = "given",
    bounds: Optional[Tuple[float, float]] = None,
    depth: Optional[int] = None,
    tt: bool = False,
) -> Dict[str, Any]:
    """The search's conventions, checked, as the one dict every compiled call reads."""
    if bounds is not None:
        try:
            lo, hi = bounds
            bounds = (float(lo), float(hi))
        except (TypeError, ValueError):
            raise ValueError(
                f"bounds: {bounds!r} is no pair of numbers (L, U)"
            ) from None
    if depth is not None and (
        isinstance(depth, bool) or not isinstance(depth, int) or not 0 <= depth < 2**32
    ):
        raise ValueError(f"depth: {depth!r} is no whole number of plies from 0 to {2**32 - 1}")
    return {
        "algo": str(algo),
        "strict": bool(strict),
        "fail_hard": bool(fail_hard),
        "root_reset": bool(root_reset),
        "deep_cutoffs": bool(deep_cutoffs),
        "order": str(order),
        "bounds": bounds,
        "depth": depth,
        "tt": bool(tt),
    }


class Result:
    """One search's answer: the facts ``gametree eval --json --nodes`` gives.

    Attributes: ``value`` (the root's value; None when unknown), ``best`` and ``best_id``
    (the best root child's path and id), ``best_move`` (its move name, or None),
    ``pruned_leaves`` (leaf numbers), ``leaves_evaluated``, ``nodes_visited``,
    ``principal_variation`` (node paths), ``nodes`` (one dict per node: ``id``, ``path``,
    ``value``, ``bound`` in ``"exact" | "lower" | "upper" | "unvisited"``, …) and
    ``steps`` (the trace's steps as dicts, computed when first read).

    ``nodes``, ``steps`` and :meth:`to_dict` name every node by its path, as long as the
    node is deep: where those paths together would pass 64 MiB (a chain of some 8,000
    levels) they raise ``ValueError`` at once; the other fields are read at any depth.
    """

    __slots__ = ("_tree", "_raw", "_conventions", "_steps")

    def __init__(
        self, tree: Tree, raw: Any, conventions: Dict[str, Any]
    ) -> None:
        self._tree = tree
        # The search, held by the compiled module: each field becomes a Python value
        # when read, so a call that reads only the value never pays for every node's dict.
        self._raw = raw
        self._conventions = conventions
        self._steps: Optional[List[Dict[str, Any]]] = None

    @property
    def tree(self) -> Tree:
        """The tree searched."""
        return self._tree

    @property
    def algorithm(self) -> str:
        """The algorithm's name."""
        return self._raw.get("algorithm")

    @property
    def value(self) -> Optional[float]:
        """The root's value (an int when whole), or None when the search could not know it."""
        return self._raw.get("value")

    @property
    def bound(self) -> str:
        """What the search proved of the root: ``exact``, ``lower`` or ``upper``."""
        return self._raw.get("bound")

    @property
    def best(self) -> Optional[str]:
        """The best root child's path (``"1"``, ``"2"``, …), or None."""
        return self._raw.get("best")

    @property
    def best_id(self) -> Optional[str]:
        """The best root child's id (its label, else its path), or None."""
        return self._raw.get("best_id")

    @property
    def best_move(self) -> Optional[str]:
        """The best root child's move name, where the tree names moves, else None."""
        return self._raw.get("best_move")

    @property
    def pruned_leaves(self) -> List[int]:
        """The numbers of the leaves the search never evaluated (1 = leftmost)."""
        return self._raw.get("pruned_leaves")

    @property
    def leaves_evaluated(self) -> int:
        """How many leaves the search evaluated."""
        return self._raw.get("leaves_evaluated")

    @property
    def nodes_visited(self) -> int:
        """How many nodes the search entered."""
        return self._raw.get("nodes_visited")

    @property
    def principal_variation(self) -> List[str]:
        """The paths of the nodes on the best line, from the root's best child down."""
        return self._raw.get("principal_variation")

    @property
    def nodes(self) -> List[Dict[str, Any]]:
        """Every node's result, in depth-first order: ``id``, ``path``, ``kind``, ``bound``,
        ``value`` (absent where unvisited), and ``leaf``/``leaf_value`` on leaves."""
        return self._raw.get("nodes")

    @property
    def steps(self) -> List[Dict[str, Any]]:
        """The search step by step, as ``gametree trace --json`` gives its ``steps``: each
        with ``step``, ``kind``, ``node``, ``id``, ``depth``, ``event``, ``alpha``,
        ``beta`` and, where there is one, ``value`` and ``note``."""
        if self._steps is None:
            self._steps = self._tree._doc.trace(self._conventions)["steps"]
        return copy.deepcopy(self._steps)

    def to_dict(self) -> Dict[str, Any]:
        """The result as ``gametree eval --json --nodes`` writes it, as a dict."""
        return self._raw.to_dict()

    def to_html(self) -> str:
        """The stepper of ``gametree html`` for this search: a self-contained page."""
        return self._tree._doc.html(False, self._conventions)

    def to_svg(self) -> str:
        """This search's picture, as :meth:`Tree.to_svg` draws it: values, bounds, pruned
        leaves, cut edges and the best line, self-contained SVG."""
        return self._tree._doc.svg(self._conventions)

    def _repr_svg_(self) -> Optional[str]:
        try:
            return self.to_svg()
        except ValueError:
            return None

    def _repr_html_(self) -> Optional[str]:
        return _framed_or_none(self.to_html)

    def __repr__(self) -> str:
        return (
            f"<gametree.Result {self.algorithm}: value {self.value}, best {self.best_id}, "
            f"pruned {self.pruned_leaves}>"
        )


class MonteCarlo:
    """One Monte Carlo tree search of a tree (:meth:`Tree.mcts`): what
    ``gametree eval --algo mcts --json`` prints, read through properties, with the exact
    minimax value beside the sampled estimate. Immutable."""

    __slots__ = ("_tree", "_raw", "_conventions", "_params")

    def __init__(
        self,
        tree: Tree,
        raw: Dict[str, Any],
        conventions: Dict[str, Any],
        params: Dict[str, Any],
    ) -> None:
        object.__setattr__(self, "_tree", tree)
        object.__setattr__(self, "_raw", raw)
        object.__setattr__(self, "_conventions", conventions)
        object.__setattr__(self, "_params", params)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a MonteCarlo result cannot be changed")

    @property
    def tree(self) -> Tree:
        """The tree searched."""
        return self._tree

    @property
    def value(self) -> Optional[float]:
        """The estimate: the root's mean reward over the iterations, in the tree's units."""
        return self._raw["value"]

    @property
    def best(self) -> Optional[str]:
        """The recommended root child's path (``"1"`` is the first), or None."""
        return self._raw["best"]

    @property
    def best_id(self) -> Optional[str]:
        """The recommended root child's label, or None (no label, or no recommendation)."""
        return self._raw["best_id"]

    @property
    def iterations(self) -> int:
        """Iterations run."""
        return self._raw["mcts"]["iterations"]

    @property
    def seed(self) -> int:
        """The generator's seed."""
        return int(self._raw["mcts"]["seed"])

    @property
    def children(self) -> List[Dict[str, Any]]:
        """Each root child's ``id``, ``path``, ``visits`` and ``mean`` (in the tree's
        units; None for a child never visited)."""
        return copy.deepcopy(self._raw["mcts"]["children"])

    @property
    def converged_at(self) -> Optional[int]:
        """The first iteration from which every recommendation is a minimax-best move; None
        when the last one is not, or at a chance root."""
        return self._raw["mcts"].get("converged_at")

    @property
    def minimax_value(self) -> Optional[float]:
        """The root's exact value by minimax (expectiminimax at chance nodes)."""
        return self._raw["mcts"].get("minimax_value")

    @property
    def leaves_evaluated(self) -> int:
        """Leaves some playout or selection reached."""
        return self._raw["leaves_evaluated"]

    def to_dict(self) -> Dict[str, Any]:
        """Everything, as ``gametree eval --algo mcts --json`` prints it."""
        return copy.deepcopy(self._raw)

    def to_html(self) -> str:
        """The stepper of ``gametree html --algo mcts`` for this search: each of the first
        iterations' selections (every child's UCB1), expansion, playout and backup, in a
        self-contained page."""
        return self._tree._doc.mcts_html(self._conventions, self._params)

    def _repr_html_(self) -> Optional[str]:
        return _framed_or_none(self.to_html)

    def __repr__(self) -> str:
        return (
            f"<MonteCarlo of {self._tree.name or 'a tree'}: best {self.best}, "
            f"value {self.value}, {self.iterations} iterations>"
        )


class Item:
    """One graded item of a :class:`Report`: ``name`` (``value``, ``best``, ``pruned``,
    ``values.C``, …), ``right`` and ``message`` (what the checker says of it), with
    ``note`` (a remark on a right answer, or None)."""

    __slots__ = ("name", "right", "message", "note")

    def __init__(self, name: str, right: bool, message: str, note: Optional[str]) -> None:
        self.name = name
        self.right = right
        self.message = message
        self.note = note

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Item):
            return NotImplemented
        return (self.name, self.right, self.message, self.note) == (
            other.name,
            other.right,
            other.message,
            other.note,
        )

    def __repr__(self) -> str:
        mark = "right" if self.right else "wrong"
        return f"<gametree.Item {self.name} {mark}: {self.message}>"


def _whole(x: float) -> float:
    """A number as the report's JSON writes it: an int when whole."""
    return int(x) if float(x).is_integer() else x


class Report:
    """A checked answer sheet: what ``gametree check TREE --answers FILE`` says.

    Attributes: ``right`` (every item right), ``score`` and ``max_score`` (points),
    ``items`` (each an :class:`Item`), ``diagnosis`` (each variant of the search that
    explains the wrong answers, as the command's flags, e.g. ``["--strict"]``).
    """

    __slots__ = ("_raw", "_dict")

    def __init__(self, raw: Any) -> None:
        # The checked sheet, held by the compiled module: ``right``, ``score`` and
        # ``max_score`` are read without the report, which is written (words and all) and
        # made a dict when first read; Gradescope's results on each call.
        self._raw = raw
        self._dict: Optional[Dict[str, Any]] = None

    @property
    def _report(self) -> Dict[str, Any]:
        if self._dict is None:
            self._dict = self._raw.report()
        return self._dict

    def _blocks(self) -> List[Dict[str, Any]]:
        return [b for f in self._report["files"] for b in f.get("blocks", [])]

    @property
    def right(self) -> bool:
        """Whether every item is right."""
        return self._raw.all_passed

    @property
    def score(self) -> float:
        """The points earned."""
        return _whole(self._raw.points[0])

    @property
    def max_score(self) -> float:
        """The points there are to earn."""
        return _whole(self._raw.points[1])

    @property
    def items(self) -> List[Item]:
        """Every graded item, in the order the report lists them."""
        return [
            Item(v["item"], bool(v["ok"]), v["message"], v["note"])
            for b in self._blocks()
            for v in b["verdicts"]
        ]

    @property
    def diagnosis(self) -> List[List[str]]:
        """The simplest variants of the search that explain the wrong answers, each as
        the flags that make ``gametree eval`` run it (``[]`` when nothing explains them)."""
        out: List[List[str]] = []
        for b in self._blocks():
            for d in b["diagnosis"]:
                flags = list(d["flags"])
                if flags not in out:
                    out.append(flags)
        return out

    def to_dict(self) -> Dict[str, Any]:
        """The report as ``gametree check --json`` writes it."""
        return self._raw.report()

    def to_gradescope(self) -> Dict[str, Any]:
        """The report as Gradescope's ``results.json`` (``check --format gradescope``)."""
        return self._raw.gradescope()

    def __repr__(self) -> str:
        mark = "right" if self.right else "wrong"
        return f"<gametree.Report {mark}: {self.score} of {self.max_score} points>"


def parse(text: str, *, name: Optional[str] = None) -> Tree:
    """A tree from the text of a tree file: YAML or JSON (a CS188 test file is known by its
    shape). Bad input raises :class:`TreeError` with its line and column."""
    if not isinstance(text, str):
        raise TypeError(f"parse takes the text of a tree file, not a {type(text).__name__}")
    return Tree(_gametree.parse_text(text, name))


def load(path: Union[str, "os.PathLike[str]"]) -> Tree:
    """A tree from a file: YAML, JSON or a CS188 ``.test`` file. A file that cannot be read
    or parsed raises :class:`TreeError` naming it."""
    return Tree(_gametree.load_file(os.fspath(path)))


def from_nested(lists: Sequence[Any], root: str = "max") -> Tree:
    """A tree from nested lists, as many courses write them: each list an inner node,
    players alternating from ``root`` (``"max"`` or ``"min"``), each number a leaf.

    >>> from_nested([[3, 12, 8], [2, 4, 6]]).leaf_count
    6

    An empty list, a list inside itself, NaN or an infinity raises :class:`TreeError`
    naming the node; a value that is neither list nor number raises ``TypeError``.
    """
    return Tree(_gametree.from_nested(lists, root))


def random_tree(
    depth: int = 3,
    branching: Union[int, Tuple[int, int]] = 3,
    seed: int = 1,
    *,
    values: Tuple[int, int] = (-9, 9),
    chance: Optional[str] = None,
    min_root: bool = False,
    cutoffs: int = 0,
    deep: bool = False,
    algo: str = "alphabeta",
    **conventions: Any,
) -> Tree:
    """A random practice tree, drawn as ``gametree quiz`` draws its trees: the same shape
    and seed give the same tree as the quiz's ``--depth``, ``--branching``, ``--values``,
    ``--chance``, ``--min-root``, ``--cutoffs``, ``--deep`` and ``--seed``.

    ``depth`` is the levels below the root (1 to 6), ``branching`` the children per inner
    node (a number, or ``(MIN, MAX)``; 1 to 6), ``values`` the range ``(L, U)`` of the
    whole-number leaf values, ``chance`` adds chance layers (``"uniform"`` or
    ``"weighted"``; implied by Star1, Star2 and expectiminimax), ``min_root`` puts MIN at
    the root. ``cutoffs`` and ``deep`` keep drawing until the search ``algo`` (with the
    keywords of :meth:`Tree.search`) makes at least that many cutoffs, and a deep one;
    the tree's name says the seed it was drawn from.

    >>> t = random_tree(depth=2, branching=2, seed=7)
    >>> t.name, t.leaf_count
    ('random tree, seed 7', 4)

    A shape out of range, or one no tree of which has what is asked, raises ``ValueError``.
    """
    if isinstance(branching, (tuple, list)):
        try:
            lo, hi = branching
        except ValueError:
            raise ValueError(f"branching: {branching!r} is no pair (MIN, MAX)") from None
    else:
        lo = hi = branching
    try:
        vlo, vhi = values
    except (TypeError, ValueError):
        raise ValueError(f"values: {values!r} is no pair of whole numbers (L, U)") from None
    counts = {"depth": (depth,), "branching": (lo, hi), "seed": (seed,), "cutoffs": (cutoffs,)}
    for key, numbers in counts.items():
        for n in numbers:
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise ValueError(f"{key}: {n!r} is no whole number ≥ 0")
            # The seed is the generator's 64 bits; the others are counts, far below 2^32.
            limit = 2**64 if key == "seed" else 2**32
            if n >= limit:
                raise ValueError(f"{key}: {n!r} is no whole number from 0 to {limit - 1}")
    for n in (vlo, vhi):
        if isinstance(n, bool) or not isinstance(n, int):
            raise ValueError(f"values: {values!r} is no pair of whole numbers (L, U)")
        if abs(n) > 2**53:
            raise ValueError(f"values: ({vlo}, {vhi}) is not L ≤ U, whole numbers within ±2^53")
    shape = {
        "depth": depth,
        "branching": (lo, hi),
        "seed": seed,
        "values": (vlo, vhi),
        "chance": None if chance is None else str(chance),
        "min_root": bool(min_root),
        "cutoffs": cutoffs,
        "deep": bool(deep),
    }
    return Tree(_gametree.random_tree(shape, _conventions(algo, **conventions)))


class Practice:
    """A practice page to show in a notebook (:func:`practice` makes one): the tree to fill
    in and check, with the stepper as the solution. ``tree`` is the tree, ``html`` the
    whole page (``gametree html --practice``), shown inline in a frame of its own."""

    __slots__ = ("tree", "html")

    def __init__(self, tree: Tree, html: str) -> None:
        self.tree = tree
        self.html = html

    def _repr_html_(self) -> str:
        return _framed(self.html)

    def __repr__(self) -> str:
        return f"<gametree.Practice of {self.tree!r}>"


def practice(
    tree_or_shape: Union[Tree, Mapping[str, Any], None] = None,
    algo: str = "alphabeta",
    **conventions: Any,
) -> Practice:
    """A practice page for a notebook: given a :class:`Tree`, that tree; given a shape (a
    dict of :func:`random_tree`'s keywords, such as ``{"depth": 3, "branching": (2, 3),
    "cutoffs": 2}``, or nothing for the quiz's default shape), a new random tree on every
    call (unless the shape names a ``seed``). ``algo`` and the keywords of
    :meth:`Tree.search` set the search the page asks about.

    >>> p = practice({"depth": 2, "branching": 2})
    >>> p.tree.leaf_count, p.html.startswith("<!DOCTYPE html>")
    (4, True)
    """
    if isinstance(tree_or_shape, Tree):
        tree = tree_or_shape
    elif tree_or_shape is None or isinstance(tree_or_shape, collections.abc.Mapping):
        shape = dict(tree_or_shape or {})
        if "seed" not in shape:
            import random

            shape["seed"] = random.SystemRandom().randrange(1, 2**63)
        for key in ("algo",) + tuple(conventions):
            if key in shape:
                raise ValueError(f"{key}: a search keyword, not a shape; give it to practice")
        tree = random_tree(**shape, algo=algo, **conventions)
    else:
        raise TypeError(
            f"practice takes a gametree.Tree or a shape (a dict), not a {type(tree_or_shape).__name__}"
        )
    return Practice(tree, tree.practice_html(algo, **conventions))


# One encoder for every sheet: json.dumps with an option makes a new encoder each call.
_JSON = json.JSONEncoder(allow_nan=False)


def _text_of(what: str, given: Any) -> Tuple[str, str]:
    """A sheet or rubric as text and its name: a dict is written as JSON, a path (an
    ``os.PathLike``, or a string naming a file) is read, any other string is the text."""
    # collections.abc's check, not typing's: typing.Mapping's costs microseconds a call.
    if isinstance(given, collections.abc.Mapping):
        try:
            return _JSON.encode(given), f"<{what}>"
        except (TypeError, ValueError) as e:
            raise ValueError(f"{what}: {e}") from None
    if isinstance(given, os.PathLike) or (
        isinstance(given, str) and "\n" not in given and os.path.isfile(given)
    ):
        path = os.fspath(given)
        with open(path, encoding="utf-8") as f:
            return f.read(), str(path)
    if isinstance(given, str):
        return given, f"<{what}>"
    raise TypeError(
        f"{what}: a dict, YAML text or a path, not a {type(given).__name__}"
    )


def check(
    tree: Tree,
    answers: Union[Mapping[str, Any], str, "os.PathLike[str]"],
    *,
    rubric: Union[Mapping[str, Any], str, "os.PathLike[str]", None] = None,
    **conventions: Any,
) -> Report:
    """Checks an answer sheet against ``tree``, as ``gametree check TREE --answers FILE``.

    ``answers`` is a dict (``{"value": 3, "pruned": [5, 6]}``), YAML text, or a path to an
    answer file; ``rubric`` the same for a rubric. ``conventions`` are set over the sheet
    as the command's flags set them: ``algorithm`` (or ``algo``), ``strict``,
    ``fail_hard``, ``root_reset``, ``no_deep_cutoffs`` (or ``deep_cutoffs=False``),
    ``order``, ``bounds``, ``depth``, ``tt``.

    A sheet or rubric that cannot be read raises :class:`TreeError` with its line and
    column; a convention that is none, or does not fit the tree, ``ValueError`` naming it.
    """
    if not isinstance(tree, Tree):
        raise TypeError(f"check takes a gametree.Tree, not a {type(tree).__name__}")
    text, name = _text_of("answers", answers)
    rubric_text = None if rubric is None else _text_of("rubric", rubric)[0]
    if "deep_cutoffs" in conventions:
        conventions["no_deep_cutoffs"] = not conventions.pop("deep_cutoffs")
    if "bounds" in conventions and isinstance(conventions["bounds"], tuple):
        conventions["bounds"] = list(conventions["bounds"])
    try:
        flags = _JSON.encode(conventions) if conventions else None
    except (TypeError, ValueError) as e:
        raise ValueError(f"conventions: {e}") from None
    return Report(tree._doc.check(text, name, rubric_text, flags))


class Game:
    """The tree as a game in aima-python's shape, for running a student's search on it.

    States are node ids (a node's ``id`` in the tree file, else its path: ``"root"``,
    ``"1"``, ``"2.3"``); an action is the child's move name where the tree names moves,
    else the child's id. ``utility`` records every leaf whose value is read, in order:
    :meth:`visits` gives their leaf numbers, for :func:`check_visits`. For a CS188 agent,
    :meth:`cs188_state` is the same game as CS188's multi-agent ``GameState``.

    >>> game = Game(from_nested([[3, 12, 8], [2, 4, 6]]))
    >>> game.to_move(game.initial), game.actions(game.initial)
    ('MAX', ['1', '2'])
    """

    def __init__(self, tree: Tree) -> None:
        if not isinstance(tree, Tree):
            raise TypeError(f"Game takes a gametree.Tree, not a {type(tree).__name__}")
        self.tree = tree
        nodes = tree._doc.nodes()
        by_path = {n["path"]: n for n in nodes}
        self._nodes: Dict[str, Dict[str, Any]] = {n["id"]: n for n in nodes}
        self._moves: Dict[str, List[Tuple[str, str]]] = {}
        for n in nodes:
            kids = [by_path[c] for c in n["children"]]
            self._moves[n["id"]] = [
                (k["move"] if k["move"] is not None else k["id"], k["id"]) for k in kids
            ]
        self.initial: str = nodes[0]["id"]
        self._visits: List[int] = []
        self._plies: Dict[str, int] = {
            n["id"]: 0 if n["path"] == "root" else n["path"].count(".") + 1 for n in nodes
        }
        self._agents: Optional[int] = None

    def _node(self, state: str) -> Dict[str, Any]:
        try:
            return self._nodes[state]
        except (KeyError, TypeError):
            raise ValueError(f"{state!r} is no state of this game (no node has that id)") from None

    def actions(self, state: str) -> List[str]:
        """The moves from ``state``, in the tree's order (none at a leaf)."""
        self._node(state)
        return [move for move, _ in self._moves[state]]

    def result(self, state: str, action: str) -> str:
        """The state a move leads to."""
        self._node(state)
        for move, child in self._moves[state]:
            if move == action:
                return child
        raise ValueError(f"{action!r} is no move from {state!r}")

    def is_terminal(self, state: str) -> bool:
        """Whether ``state`` is a leaf."""
        return self._node(state)["kind"] == "leaf"

    terminal_test = is_terminal

    def utility(self, state: str, player: str = "MAX") -> float:
        """A leaf's value for ``player`` (``"MAX"``: its value; ``"MIN"``: its negation),
        recorded as a visit of that leaf."""
        if str(player).upper() not in ("MAX", "MIN"):
            self._node(state)
            raise ValueError(f"player: {player!r} is neither 'MAX' nor 'MIN'")
        value = self._leaf_value(state, "utility")
        return value if str(player).upper() == "MAX" else -value

    def to_move(self, state: str) -> str:
        """Who moves at ``state``: ``"MAX"``, ``"MIN"`` or ``"CHANCE"`` (``"MAX"`` at a
        leaf, which no one moves from, as aima-python's games answer)."""
        kind = self._node(state)["kind"]
        return {"max": "MAX", "min": "MIN", "chance": "CHANCE"}.get(kind, "MAX")

    def chance_outcomes(self, state: str) -> List[Tuple[str, float]]:
        """The moves of a chance node with their probabilities."""
        if self._node(state)["kind"] != "chance":
            raise ValueError(f"{state!r} is no chance node")
        return [(move, self._nodes[child]["probability"]) for move, child in self._moves[state]]

    def _leaf_value(self, state: str, what: str) -> float:
        """A leaf's value, recorded as a visit of that leaf."""
        node = self._node(state)
        if node["kind"] != "leaf":
            raise ValueError(f"{state!r} is no leaf: it has no {what}")
        self._visits.append(node["leaf"])
        return node["value"]

    @property
    def cs188_agents(self) -> int:
        """How many agents the tree's levels make, as CS188's ``getNumAgents()`` counts
        them: Pacman (agent 0, MAX) and a ghost (agents 1, 2, …) for each MIN or chance
        level that follows each MAX level. ``MAX, MIN, MAX, …`` is 2 agents; ``MAX, MIN,
        MIN, MAX, …`` is 3.

        A tree whose levels keep no such turn (MIN at the root, or MAX where a ghost
        moves) raises ``ValueError`` naming the first node out of turn.
        """
        if self._agents is None:
            self._agents = _agents_of(self._nodes, self._plies)
        return self._agents

    @property
    def cs188_depth(self) -> int:
        """The depth as CS188 counts it, for the agent's ``depth``: one ply is every agent
        moving once, so a search to this depth reaches every leaf (the smallest such)."""
        agents = self.cs188_agents
        height = max(self._plies.values())
        return max(1, -(-height // agents))

    def cs188_state(self) -> "CS188State":
        """The start state as CS188's multi-agent projects give it to an agent's
        ``getAction``: ``getLegalActions(agent)``, ``generateSuccessor(agent, action)``,
        ``getNumAgents()``, ``isWin()``, ``isLose()`` and ``getScore()``, which records the
        leaf read as :meth:`utility` does. Run the agent with ``depth``
        :attr:`cs188_depth` and its evaluation function CS188's default
        (``scoreEvaluationFunction``, which reads ``getScore()``) or
        :meth:`evaluation_function`.

        >>> game = Game(from_nested([[3, 12, 8], [2, 4, 6]]))
        >>> s = game.cs188_state()
        >>> s.getNumAgents(), game.cs188_depth, s.getLegalActions(0)
        (2, 1, ['1', '2'])
        >>> s.generateSuccessor(0, "2").generateSuccessor(1, "2.1").getScore(), game.visits()
        (2.0, [4])
        """
        self.cs188_agents  # refuses a tree that is no CS188 game before any move is made
        return CS188State(self, self.initial)

    def evaluation_function(self, state: "CS188State") -> float:
        """CS188's ``scoreEvaluationFunction`` on this game: a leaf state's score (its value),
        recorded as a visit of that leaf. Any other state raises ``ValueError``: the search
        read a score before it reached a leaf."""
        if not isinstance(state, CS188State) or state._game is not self:
            raise TypeError("evaluation_function takes a state of this game's cs188_state()")
        return state.getScore()

    def visits(self) -> List[int]:
        """The leaf numbers whose utility was read, in the order they were read."""
        return list(self._visits)

    def reset(self) -> None:
        """Forgets the visits recorded so far."""
        self._visits.clear()

    def __repr__(self) -> str:
        return f"<gametree.Game over {self.tree!r}: {len(self._visits)} visits>"


def _agents_of(nodes: Mapping[str, Mapping[str, Any]], plies: Mapping[str, int]) -> int:
    """The number of agents whose turns the tree's inner nodes keep: the smallest ``n`` with
    every inner node at ply ``p`` MAX exactly when ``p % n == 0`` (1 when every inner node
    is MAX)."""
    inner = [(plies[i], n["kind"], i) for i, n in nodes.items() if n["kind"] != "leaf"]
    if not inner:
        return 1
    root = min(inner)
    if root[1] != "max":
        raise ValueError(
            f"{root[2]!r} is {root[1].upper()}: a CS188 game starts with Pacman's move (MAX)"
        )
    maxes = sorted(p for p, kind, _ in inner if kind == "max" and p > 0)
    ghosts = [p for p, kind, _ in inner if kind != "max"]
    if not ghosts:
        return 1
    # The first MAX below the root is where Pacman moves again, a whole turn later.
    agents = maxes[0] if maxes else max(ghosts) + 1
    for p, kind, state in sorted(inner):
        if (kind == "max") != (p % agents == 0):
            who = "Pacman (MAX)" if p % agents == 0 else f"ghost {p % agents} (MIN or chance)"
            raise ValueError(
                f"{state!r} is {kind.upper()} at ply {p}, where {who} moves in a CS188 game "
                f"of {agents} agents: the tree's levels keep no CS188 turn"
            )
    return agents


class CS188State:
    """A state of a :class:`Game` in the shape of CS188's multi-agent ``GameState`` (as its
    game-tree tests give it): agent 0 (Pacman) moves at MAX nodes, agents 1, 2, … (the
    ghosts) in turn at MIN or chance nodes. Make the start state with
    :meth:`Game.cs188_state`; states are equal when they are the same node.

    Every leaf is a state where the game ends: ``isWin()`` on a leaf worth more than 0,
    ``isLose()`` on the others, as CS188's tests mark theirs. ``getScore()`` is a leaf's
    value, recorded in the game's :meth:`~Game.visits`.
    """

    __slots__ = ("_game", "_id")

    def __init__(self, game: Game, state: str) -> None:
        game._node(state)
        self._game = game
        self._id = state

    @property
    def id(self) -> str:
        """The node this state is: its id (as :class:`Game`'s states)."""
        return self._id

    @property
    def agent(self) -> int:
        """The agent to move: 0 (Pacman) at MAX nodes, 1, 2, … (the ghosts) in turn."""
        return self._game._plies[self._id] % self._game.cs188_agents

    def _moving(self, agent_index: int) -> None:
        if isinstance(agent_index, bool) or not isinstance(agent_index, int):
            raise TypeError(f"agentIndex: {agent_index!r} is no agent number")
        if not 0 <= agent_index < self._game.cs188_agents:
            raise ValueError(
                f"agentIndex: {agent_index} is no agent: this game has agents 0 to "
                f"{self._game.cs188_agents - 1}"
            )
        if agent_index != self.agent:
            raise ValueError(
                f"agent {agent_index} does not move at {self._id!r}: agent {self.agent} does"
            )

    def getLegalActions(self, agentIndex: int = 0) -> List[str]:
        """The moves of ``agentIndex`` from this state, in the tree's order (none where
        the game has ended). An agent whose turn it is not raises ``ValueError``."""
        if self.isWin() or self.isLose():
            return []
        self._moving(agentIndex)
        return self._game.actions(self._id)

    def generateSuccessor(self, agentIndex: int, action: str) -> "CS188State":
        """The state after ``agentIndex`` makes ``action``."""
        if self.isWin() or self.isLose():
            raise ValueError(f"{self._id!r} is a state where the game has ended: no one moves")
        self._moving(agentIndex)
        return CS188State(self._game, self._game.result(self._id, action))

    def getNumAgents(self) -> int:
        """How many agents take turns: Pacman and the ghosts (:attr:`Game.cs188_agents`)."""
        return self._game.cs188_agents

    def _leaf(self) -> Optional[float]:
        node = self._game._nodes[self._id]
        return node["value"] if node["kind"] == "leaf" else None

    def isWin(self) -> bool:
        """Whether the game has ended here in a win: a leaf worth more than 0."""
        value = self._leaf()
        return value is not None and value > 0

    def isLose(self) -> bool:
        """Whether the game has ended here in a loss: a leaf worth 0 or less."""
        value = self._leaf()
        return value is not None and value <= 0

    def getScore(self) -> float:
        """A leaf's value (what CS188's ``scoreEvaluationFunction`` reads), recorded as a
        visit of that leaf. Read at a state where the game goes on, it raises
        ``ValueError``, as CS188's tests do: the search stopped above the leaves."""
        if self._leaf() is None:
            raise ValueError(
                f"getScore() read at {self._id!r}, where the game goes on: the search "
                f"stopped before the leaves (its depth, counting one ply for every agent's "
                f"move, is {self._game.cs188_depth} on this tree)"
            )
        return self._game._leaf_value(self._id, "score")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CS188State):
            return NotImplemented
        return self._game is other._game and self._id == other._id

    def __hash__(self) -> int:
        return hash((id(self._game), self._id))

    def __repr__(self) -> str:
        return f"<gametree.CS188State {self._id!r}: agent {self.agent} to move>"


def check_visits(tree: Tree, visits: Sequence[int], **conventions: Any) -> Report:
    """Checks the leaves a student's search evaluated, in order (a :class:`Game`'s
    :meth:`~Game.visits`), against the search ``conventions`` describe (those of
    :func:`check`: ``algorithm``, ``strict``, ``order``, …).

    The report's items are the visited set (as the leaves left ``pruned``) and the
    ``evaluation_order``, each explained as :func:`check` explains them (the first place
    where the order departs, with the search's step); its ``diagnosis`` names the simplest
    variants of the search the student's code follows, as the command's flags.

    A visit that names no leaf of the tree raises ``ValueError``.
    """
    if not isinstance(tree, Tree):
        raise TypeError(f"check_visits takes a gametree.Tree, not a {type(tree).__name__}")
    if isinstance(visits, (str, bytes)) or not hasattr(visits, "__iter__"):
        raise TypeError("visits: a list of leaf numbers, as Game.visits() gives")
    order = list(visits)
    for at, leaf in enumerate(order, 1):
        if isinstance(leaf, bool) or not isinstance(leaf, int) or not 1 <= leaf <= tree.leaf_count:
            raise ValueError(
                f"visits: item {at}, {leaf!r}, names no leaf: leaves are 1 to {tree.leaf_count}"
            )
    if not order:
        raise ValueError("visits: empty; a search evaluates at least one leaf")
    pruned = sorted(set(range(1, tree.leaf_count + 1)) - set(order))
    return check(tree, {"pruned": pruned, "evaluation_order": order}, **conventions)
