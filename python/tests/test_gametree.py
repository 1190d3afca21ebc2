"""The Python package against the command line it is built from: every answer the module
gives is compared with what `gametree ... --json` prints for the same tree and flags."""

import json
import math
import os
import pathlib
import re
import subprocess
import sys
import time

import pytest

import gametree
import students  # beside this file

REPO = pathlib.Path(__file__).resolve().parents[2]
TREES = sorted((REPO / "trees").glob("*.yaml"))
FIG52 = REPO / "trees" / "aima-fig5-2.yaml"
ALICE = REPO / "trees" / "answers" / "aima-fig5-2-alice.yaml"
NESTED = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]


def cli(*args, expect=None):
    """Runs the package's `gametree` command (`python -m gametree`) and returns the run."""
    run = subprocess.run(
        [sys.executable, "-m", "gametree", *map(str, args)],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
    )
    if expect is not None:
        assert run.returncode == expect, run.stderr
    return run


def cli_json(*args):
    return json.loads(cli(*args, expect=0).stdout)


# --- Tree.search against `eval --json --nodes` ---------------------------------------------


def test_the_trees_folder_is_found():
    assert len(TREES) > 20


@pytest.mark.parametrize("path", TREES, ids=lambda p: p.name)
@pytest.mark.parametrize("algo", ["alphabeta", "minimax", "expectiminimax"])
def test_search_to_dict_equals_eval_json_nodes(path, algo):
    run = cli("eval", path, "--algo", algo, "--json", "--nodes")
    tree = gametree.load(path)
    if run.returncode != 0:
        # A search the command refuses (alpha-beta on chance nodes) is refused here too.
        assert run.returncode == 2, run.stderr
        with pytest.raises(ValueError):
            tree.search(algo)
        return
    assert tree.search(algo).to_dict() == json.loads(run.stdout)


CONVENTIONS = [
    ({"strict": True}, ["--strict"]),
    ({"fail_hard": True}, ["--fail-hard"]),
    ({"root_reset": True}, ["--root-reset"]),
    ({"deep_cutoffs": False}, ["--no-deep-cutoffs"]),
    ({"order": "reversed"}, ["--order", "reversed"]),
    ({"strict": True, "fail_hard": True, "order": "reversed"},
     ["--strict", "--fail-hard", "--order", "reversed"]),
    ({"tt": True}, ["--tt"]),
]


@pytest.mark.parametrize("kwargs,flags", CONVENTIONS, ids=lambda x: str(x))
def test_conventions_are_the_flags(kwargs, flags):
    for path in (FIG52, REPO / "trees" / "wikipedia-alpha-beta.yaml"):
        expected = cli_json("eval", path, "--json", "--nodes", *flags)
        assert gametree.load(path).search(**kwargs).to_dict() == expected


def test_bounds_and_depth_are_the_flags():
    chance = REPO / "trees" / "aima-chance-fig5-19.yaml"
    expected = cli_json("eval", chance, "--algo", "star1", "--bounds=-10,10", "--json", "--nodes")
    got = gametree.load(chance).search("star1", bounds=(-10, 10)).to_dict()
    assert got == expected
    horizon = REPO / "trees" / "horizon-effect.yaml"
    expected = cli_json("eval", horizon, "--depth", "1", "--json", "--nodes")
    assert gametree.load(horizon).search(depth=1).to_dict() == expected


def test_result_fields_are_the_json_fields():
    r = gametree.load(FIG52).search()
    d = r.to_dict()
    assert (r.value, r.best, r.best_id) == (3, "1", "B")
    assert r.pruned_leaves == [5, 6]
    for name in ["value", "best", "best_id", "best_move", "pruned_leaves", "leaves_evaluated",
                 "nodes_visited", "principal_variation", "nodes", "algorithm", "bound"]:
        assert getattr(r, name) == d[name], name
    assert {n["bound"] for n in r.nodes} <= {"exact", "lower", "upper", "unvisited"}
    assert [n["id"] for n in r.nodes if n["bound"] == "unvisited"] == ["C2", "C3"]
    # The result hands out copies: changing one changes nothing it holds.
    r.nodes.clear()
    r.to_dict()["value"] = 99
    assert r.value == 3 and len(r.nodes) == 13


def test_steps_are_the_trace_steps():
    for kwargs, flags in CONVENTIONS[:3]:
        r = gametree.load(FIG52).search(**kwargs)
        assert r.steps == cli_json("trace", FIG52, "--json", *flags)["steps"]
    kinds = {s["kind"] for s in gametree.load(FIG52).search().steps}
    assert {"enter", "leaf", "cutoff"} <= kinds


# --- Tree.mcts against `eval --algo mcts --json` --------------------------------------------

TRAP = REPO / "trees" / "mcts-shallow-trap.yaml"
CHANCE_BOUNDED = REPO / "trees" / "aima-chance-fig5-19-bounded.yaml"


@pytest.mark.parametrize("path,kwargs,flags", [
    (FIG52, {}, []),
    (FIG52, {"iterations": 50, "seed": 7}, ["--iterations", "50", "--seed", "7"]),
    (TRAP, {"iterations": 3000, "exploration": 0.5},
     ["--iterations", "3000", "--exploration", "0.5"]),
    (TRAP, {"iterations": 400, "final": "value", "seed": 2**64 - 1},
     ["--iterations", "400", "--final", "value", "--seed", str(2**64 - 1)]),
    (CHANCE_BOUNDED, {"iterations": 200}, ["--iterations", "200"]),
    (CHANCE_BOUNDED, {"iterations": 200, "bounds": (-10, 10)},
     ["--iterations", "200", "--bounds", "-10,10"]),
], ids=lambda x: x.name if isinstance(x, pathlib.Path) else None)
def test_mcts_to_dict_equals_eval_algo_mcts_json(path, kwargs, flags):
    run = cli_json("eval", path, "--algo", "mcts", "--json", *flags)
    r = gametree.load(path).mcts(**kwargs)
    assert r.to_dict() == run
    # The properties read the same fields.
    assert (r.value, r.best, r.best_id) == (run["value"], run["best"], run["best_id"])
    assert r.iterations == run["mcts"]["iterations"]
    assert r.seed == int(run["mcts"]["seed"])
    assert r.children == run["mcts"]["children"]
    assert r.minimax_value == run["mcts"]["minimax_value"]
    assert r.converged_at == run["mcts"]["converged_at"]
    assert r.leaves_evaluated == run["leaves_evaluated"]


def test_mcts_is_the_same_for_a_seed_and_finds_the_best_move_given_time():
    tree = gametree.load(FIG52)
    a, b = tree.mcts(300, seed=5), tree.mcts(300, seed=5)
    assert a.to_dict() == b.to_dict()
    seeds = {json.dumps(tree.mcts(40, seed=s).children) for s in range(1, 6)}
    assert len(seeds) > 1, "every seed gave the same search"
    # Fig 5.2: MAX's best move is B, the first child, worth 3.
    long = tree.mcts(5000)
    assert (long.best, long.minimax_value) == ("1", 3)
    assert sum(c["visits"] for c in long.children) <= 5000
    assert long.children[0]["visits"] == max(c["visits"] for c in long.children)
    assert "best 1" in repr(long)
    with pytest.raises(AttributeError):
        long.value = 4


@pytest.mark.parametrize("kwargs,word", [
    ({"iterations": 0}, "iterations"),
    ({"iterations": 100_000_001}, "iterations"),
    ({"iterations": 2**70}, "iterations"),
    ({"iterations": True}, "iterations"),
    ({"iterations": 10.0}, "iterations"),
    ({"seed": -1}, "seed"),
    ({"seed": 2**64}, "seed"),
    ({"exploration": -1}, "exploration"),
    ({"exploration": float("nan")}, "exploration"),
    ({"exploration": float("inf")}, "exploration"),
    ({"exploration": "wide"}, "exploration"),
    ({"final": "best"}, "final"),
    ({"bounds": (0, 5)}, "bounds"),
    ({"bounds": "wide"}, "bounds"),
])
def test_a_bad_mcts_parameter_is_a_value_error_naming_it(kwargs, word):
    with pytest.raises(ValueError, match=word):
        gametree.load(FIG52).mcts(**kwargs)


def test_a_monte_carlo_page_is_the_commands_page(tmp_path):
    out = tmp_path / "mcts.html"
    cli("html", TRAP, "--algo", "mcts", "--iterations", "300", "--seed", "4", "-o", out,
        expect=0)
    r = gametree.load(TRAP).mcts(300, seed=4)
    assert r.to_html() == out.read_text(encoding="utf-8")
    assert r._repr_html_().startswith("<iframe")
    # A page too big to show is no picture in a notebook, and a ValueError when asked.
    big = gametree.from_nested([[list(range(30))] * 30] * 12)
    assert big.node_count > 10_000
    assert big.mcts(10)._repr_html_() is None
    with pytest.raises(ValueError, match="nodes"):
        big.mcts(10).to_html()


def test_mcts_on_a_tree_it_cannot_search_is_a_value_error():
    with pytest.raises(ValueError):
        gametree.parse("value: 3").mcts()
    # Tree.search points at Tree.mcts for the sampled search.
    with pytest.raises(ValueError, match=r"Tree\.mcts\(\)"):
        gametree.load(FIG52).search("mcts")


# --- parse, load, from_nested ------------------------------------------------------------


def test_parse_reads_yaml_and_json_as_load_does():
    text = FIG52.read_text(encoding="utf-8")
    assert gametree.parse(text).search().to_dict() == gametree.load(FIG52).search().to_dict()
    as_json = json.dumps({"max": [{"min": [3, 12, 8]}, {"min": [2, 4, 6]}]})
    assert gametree.parse(as_json).search().pruned_leaves == [5, 6]
    tree = gametree.parse(text)
    assert tree.name.startswith("AIMA") and tree.node_count == 13 and tree.leaf_count == 9


def test_load_reads_a_cs188_test_file():
    path = REPO / "tests" / "data" / "cs188" / "q3-0-lecture-6-tree.test"
    assert gametree.load(path).search("minimax").to_dict() == cli_json(
        "eval", path, "--algo", "minimax", "--json", "--nodes")
    assert gametree.load(str(path)).leaf_count > 0


def test_from_nested_alternates_players_from_the_root():
    as_max = gametree.from_nested(NESTED)
    assert as_max.search().to_dict() == cli_json(
        "eval", "-e", "max: [{min: [3, 12, 8]}, {min: [2, 4, 6]}, {min: [14, 5, 2]}]",
        "--json", "--nodes")
    as_min = gametree.from_nested(NESTED, root="min").search("minimax")
    assert as_min.value == 6 and as_min.best == "2"
    deep = gametree.from_nested(([(2, 3), 1], [4.5, [5, 6]]))
    kinds = [n["kind"] for n in deep.search("minimax").nodes]
    assert kinds == ["max", "min", "max", "leaf", "leaf", "leaf", "min", "leaf", "max", "leaf",
                     "leaf"]
    assert gametree.from_nested(7).search("minimax").value == 7


def test_from_nested_takes_a_deep_chain():
    # Read with a stack of its own: deeper than Python's recursion limit.
    chain = 1
    for _ in range(100_000):
        chain = [chain]
    tree = gametree.from_nested(chain)
    assert (tree.node_count, tree.leaf_count) == (100_001, 1)


@pytest.mark.parametrize("bad,node", [
    ([[1, float("nan")]], "1.2"),
    ([[1, 2], [float("inf")]], "2.1"),
    ([[1, 2], []], "2"),
    ([], "root"),
])
def test_from_nested_refuses_what_is_no_tree_naming_the_node(bad, node):
    with pytest.raises(gametree.TreeError) as e:
        gametree.from_nested(bad)
    assert e.value.node == node
    assert node in str(e.value)


def test_from_nested_refuses_a_whole_number_past_the_largest_float_as_too_large():
    with pytest.raises(gametree.TreeError) as e:
        gametree.from_nested([[1, 10**400]])
    assert e.value.node == "1.2" and e.value.kind == "NotFinite"
    assert "beyond the largest number" in e.value.message
    assert gametree.from_nested([[1, 10**300]]).search().value == 1


def test_from_nested_refuses_a_cycle():
    inner = [1, 2]
    outer = [[3], inner]
    inner.append(outer)
    with pytest.raises(gametree.TreeError, match="holds itself") as e:
        gametree.from_nested(outer)
    assert e.value.node == "2.3"


@pytest.mark.parametrize("bad", [None, "3", {"max": [1]}, [[1, True]], [[1, object()]]])
def test_from_nested_refuses_objects_that_are_neither_lists_nor_numbers(bad):
    with pytest.raises(TypeError):
        gametree.from_nested(bad)


def test_from_nested_refuses_a_root_that_is_no_player():
    with pytest.raises(ValueError, match="root"):
        gametree.from_nested(NESTED, root="chance")


def test_a_tree_is_immutable():
    tree = gametree.from_nested(NESTED)
    with pytest.raises(AttributeError):
        tree.name = "x"
    with pytest.raises(AttributeError):
        tree._doc = None
    with pytest.raises(TypeError):
        gametree.Tree(None)


# --- errors ------------------------------------------------------------------------------


def test_a_tree_error_says_where():
    with pytest.raises(gametree.TreeError) as e:
        gametree.parse("max:\n  - 3\n  - {min: [1, 2}\n")
    err = e.value
    assert isinstance(err, ValueError)
    assert err.line == 3 and err.column > 1
    assert err.kind == "Syntax" and err.message and err.message in str(err)
    run = cli("eval", "-e", "max:\n  - 3\n  - {min: [1, 2}\n", expect=2)
    assert f":{err.line}:{err.column}" in run.stderr and err.message in run.stderr


def test_a_tree_error_names_the_node():
    with pytest.raises(gametree.TreeError) as e:
        gametree.parse("max: [{min: [1, 2], id: A}, {min: [3], id: A}]")
    assert e.value.kind == "DuplicateId"
    assert e.value.line == 1 and e.value.column is not None


@pytest.mark.parametrize("text", ["max: [1, .nan]", "[[[", "max: 1: 2", "", "just words"])
def test_text_that_is_no_tree_raises_a_tree_error(text):
    with pytest.raises(gametree.TreeError):
        gametree.parse(text)


def test_parse_and_load_refuse_what_they_cannot_read(tmp_path):
    with pytest.raises(TypeError):
        gametree.parse(b"max: [1, 2]")
    with pytest.raises(gametree.TreeError) as e:
        gametree.load(tmp_path / "missing.yaml")
    assert e.value.kind == "Io" and e.value.file.endswith("missing.yaml")


@pytest.mark.parametrize("kwargs,word", [
    ({"algo": "alpha-beta-ish"}, "algo"),
    ({"order": "sideways"}, "order"),
    ({"bounds": (5, 1)}, "bounds"),
    ({"bounds": (0, 5)}, "bounds"),
    ({"bounds": "wide"}, "bounds"),
    ({"depth": -1}, "depth"),
    ({"depth": 2**32}, "depth: 4294967296 is no whole number of plies from 0 to 4294967295"),
])
def test_a_bad_convention_is_a_value_error_naming_it(kwargs, word):
    with pytest.raises(ValueError, match=word):
        gametree.load(FIG52).search(**kwargs)


def test_a_search_the_tree_cannot_take_is_a_value_error():
    with pytest.raises(ValueError, match="Monte Carlo"):
        gametree.load(FIG52).search("mcts")
    # A depth limit on a tree whose inner nodes carry no estimate.
    run = cli("eval", FIG52, "--depth", "1", expect=2)
    with pytest.raises(ValueError):
        gametree.load(FIG52).search(depth=1)
    assert run.stderr


# --- check -------------------------------------------------------------------------------


def test_check_equals_the_command_on_an_answer_file():
    tree = gametree.load(FIG52)
    report = gametree.check(tree, str(ALICE))
    run = cli("check", FIG52, "--answers", ALICE, "--json", expect=1)
    assert report.to_dict() == json.loads(run.stdout)
    run = cli("check", FIG52, "--answers", ALICE, "--format", "gradescope", expect=1)
    assert report.to_gradescope() == json.loads(run.stdout)
    assert not report.right
    assert (report.score, report.max_score) == (3, 5)
    assert [(i.name, i.right) for i in report.items] == [
        ("value", True), ("best", False), ("pruned", False), ("values.C", True),
        ("values.D", True)]
    assert all(i.message for i in report.items)


def test_check_takes_a_dict_text_or_path(tmp_path):
    tree = gametree.load(FIG52)
    right = {"value": 3, "best": "B", "pruned": ["C2", "C3"]}
    by_dict = gametree.check(tree, right)
    assert by_dict.right and by_dict.score == by_dict.max_score == 3
    assert by_dict.diagnosis == []
    text = "value: 3\nbest: B\npruned: [5, 6]\n"
    assert gametree.check(tree, text).right
    path = tmp_path / "sheet.yaml"
    path.write_text(text, encoding="utf-8")
    assert gametree.check(tree, path).right
    assert gametree.check(tree, str(path)).right


def test_check_conventions_are_the_flags():
    tree = gametree.load(FIG52)
    sheet = "value: 3\npruned: []\n"
    report = gametree.check(tree, sheet, algorithm="minimax")
    assert report.right
    run = cli("check", FIG52, "--answers", ALICE, "--strict", "--json", expect=1)
    assert gametree.check(tree, str(ALICE), strict=True).to_dict() == json.loads(run.stdout)


def test_check_diagnoses_a_strict_cut():
    # Cutting only on α > β: the tie at C (2 ≤ 3) still cuts, but this tree's D has a leaf
    # equal to α after its first, so a strict search evaluates one leaf more there.
    tree = gametree.from_nested([[3, 12, 8], [2, 4, 6], [3, 5, 2]])
    strict = tree.search(strict=True)
    usual = tree.search()
    assert strict.pruned_leaves != usual.pruned_leaves
    report = gametree.check(tree, {"value": 3, "pruned": strict.pruned_leaves})
    assert not report.right
    assert ["--strict"] in report.diagnosis


def test_check_with_a_rubric():
    tree = gametree.load(FIG52)
    rubric = {"points": {"value": 2, "best": 3, "pruned": 5}}
    report = gametree.check(tree, {"value": 3, "best": "B", "pruned": [5]}, rubric=rubric)
    assert (report.score, report.max_score) == (5, 10)


def test_check_errors():
    tree = gametree.load(FIG52)
    with pytest.raises(gametree.TreeError) as e:
        gametree.check(tree, "value: 3\npruned: [5, 6\n")
    assert e.value.line is not None and e.value.file == "<answers>"
    with pytest.raises(gametree.TreeError):
        gametree.check(tree, "# nothing here\n")
    with pytest.raises(ValueError, match="colour"):
        gametree.check(tree, {"value": 3}, colour="blue")
    with pytest.raises(ValueError, match="bounds"):
        gametree.check(tree, {"value": 3}, bounds=[0, 5])
    with pytest.raises(ValueError):
        gametree.check(tree, {"value": math.nan})
    with pytest.raises(TypeError):
        gametree.check(tree, 42)
    with pytest.raises(TypeError):
        gametree.check(NESTED, {"value": 3})


# --- the command -------------------------------------------------------------------------


def test_the_console_command_is_the_cli():
    script = pathlib.Path(sys.executable).parent / "gametree"
    assert script.exists()
    run = subprocess.run([str(script), "eval", str(FIG52), "--json"], capture_output=True,
                         text=True, stdin=subprocess.DEVNULL)
    assert run.returncode == 0
    assert json.loads(run.stdout)["pruned_leaves"] == [5, 6]
    run = subprocess.run([str(script), "check", str(FIG52), "--answers", str(ALICE)],
                         capture_output=True, text=True, stdin=subprocess.DEVNULL)
    assert run.returncode == 1
    run = subprocess.run([str(script), "no-such-command"], capture_output=True, text=True,
                         stdin=subprocess.DEVNULL)
    assert run.returncode == 2 and "no-such-command" in run.stderr
    version = cli("--version", expect=0).stdout
    assert version.strip() == f"gametree {gametree.__version__}"


def test_the_command_writes_no_python_buffer_over_its_output(tmp_path):
    out = tmp_path / "out.txt"
    code = (
        "import sys, gametree.__main__ as m\n"
        "print('before', flush=False)\n"
        "sys.argv = ['gametree', 'eval', '-e', 'max: [1, 2]', '--json']\n"
        "sys.exit(m.main())\n"
    )
    with open(out, "w") as f:
        run = subprocess.run([sys.executable, "-c", code], stdout=f, stdin=subprocess.DEVNULL)
    assert run.returncode == 0
    text = out.read_text()
    assert text.startswith("before\n") and json.loads(text[len("before\n"):])["value"] == 2


# --- documentation -----------------------------------------------------------------------


def test_every_public_name_is_documented():
    for name in gametree.__all__:
        obj = getattr(gametree, name)
        if name == "__version__":
            assert obj == cli("--version", expect=0).stdout.split()[-1]
            continue
        assert (obj.__doc__ or "").strip(), name
        if isinstance(obj, type):
            for attr, member in vars(obj).items():
                if not attr.startswith("_") and callable(getattr(member, "fget", member)):
                    assert (member.__doc__ or "").strip(), f"{name}.{attr}"


def test_the_stub_names_what_the_compiled_module_has():
    import ast
    from gametree import _gametree

    stub = pathlib.Path(gametree.__file__).with_name("_gametree.pyi")
    module = ast.parse(stub.read_text(encoding="utf-8"))
    top = {n.name for n in module.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    top |= {n.target.id for n in module.body if isinstance(n, ast.AnnAssign)}
    compiled = {n for n in dir(_gametree) if not n.startswith("__")} | {"__version__"}
    assert top == compiled
    classes = [n for n in module.body if isinstance(n, ast.ClassDef) and n.name != "TreeError"]
    assert {c.name for c in classes} == {"Doc", "Searched", "Checked"}
    for c in classes:
        methods = {n.name for n in c.body if isinstance(n, ast.FunctionDef)}
        assert methods == {n for n in dir(getattr(_gametree, c.name)) if not n.startswith("_")}
    assert pathlib.Path(gametree.__file__).with_name("py.typed").exists()


# --- Game and check_visits ---------------------------------------------------------------

RECITATION = REPO / "trees" / "ucla-cs161-recitation.yaml"
STUDENTS = {
    # name: (the student's code, the diagnosis' flags, the conventions it follows)
    "strict": (lambda g: students.alphabeta(g, strict=True), ["--strict"], {"strict": True}),
    # Clamped to the window, a child that fails low returns α itself, which the strict cut
    # (v < α) no longer cuts on: the clamp changes the visits only under the strict rule.
    "strict_fail_hard": (lambda g: students.alphabeta(g, strict=True, fail_hard=True),
                         ["--strict", "--fail-hard"], {"strict": True, "fail_hard": True}),
    "root_reset": (lambda g: students.alphabeta(g, root_reset=True), ["--root-reset"],
                   {"root_reset": True}),
    "reversed": (lambda g: students.alphabeta(g, reverse=True), ["--order", "reversed"],
                 {"order": "reversed"}),
    "shallow": (students.shallow, ["--no-deep-cutoffs"], {"deep_cutoffs": False}),
    "minimax": (students.minimax, ["--algo", "minimax"], {"algorithm": "minimax"}),
}


def visits_of(student, tree):
    game = gametree.Game(tree)
    student(game)
    return game.visits()


def test_a_right_students_visits_are_right():
    for path in (FIG52, RECITATION, REPO / "trees" / "wikipedia-alpha-beta.yaml"):
        tree = gametree.load(path)
        visits = visits_of(students.alphabeta, tree)
        leaf_of = {n["path"]: n.get("leaf") for n in tree.search().nodes}
        assert visits == [leaf_of[s["node"]] for s in tree.search().steps if s["kind"] == "leaf"]
        report = gametree.check_visits(tree, visits)
        assert report.right, report.items
        assert [i.name for i in report.items] == ["pruned", "evaluation_order"]


@pytest.mark.parametrize("variant", sorted(STUDENTS))
def test_each_students_variant_is_diagnosed_as_itself(variant):
    student, flags, conventions = STUDENTS[variant]
    tree = gametree.load(RECITATION)
    report = gametree.check_visits(tree, visits_of(student, tree))
    assert not report.right
    assert flags in report.diagnosis
    order = [i for i in report.items if i.name == "evaluation_order"][0]
    assert not order.right and order.message.startswith("evaluation order")
    # Graded under the variant the student meant, the same visits are right.
    assert gametree.check_visits(tree, visits_of(student, tree), **conventions).right


def test_a_fail_hard_student_visits_what_fail_soft_does_here():
    # Clamping returned values to the window changes no cut on this tree: the visits are
    # the same, so they are right under both conventions.
    tree = gametree.load(RECITATION)
    visits = visits_of(lambda g: students.alphabeta(g, fail_hard=True), tree)
    assert visits == visits_of(students.alphabeta, tree)
    assert gametree.check_visits(tree, visits, fail_hard=True).right


def test_the_game_is_aima_shaped():
    game = gametree.Game(gametree.load(FIG52))
    assert game.initial == "A" and game.to_move("A") == "MAX" and game.to_move("B") == "MIN"
    assert game.actions("A") == ["B", "C", "D"] and game.actions("B1") == []
    assert game.result("A", "C") == "C"
    assert game.terminal_test("C1") and game.is_terminal("C1") and not game.is_terminal("C")
    assert game.utility("C1", "MAX") == 2 and game.utility("C1", "MIN") == -2
    assert game.visits() == [4, 4]
    game.reset()
    assert game.visits() == []
    for bad in (lambda: game.actions("Z"), lambda: game.result("A", "Z"),
                lambda: game.utility("A"), lambda: game.chance_outcomes("A"),
                lambda: game.utility("B1", "SOMEONE")):
        with pytest.raises(ValueError):
            bad()


def test_a_chance_game_gives_its_outcomes():
    tree = gametree.load(REPO / "trees" / "aima-chance-fig5-19.yaml")
    game = gametree.Game(tree)
    chance = [s for s in (game.result(game.initial, a) for a in game.actions(game.initial))
              if game.to_move(s) == "CHANCE"]
    assert chance
    outcomes = game.chance_outcomes(chance[0])
    assert math.isclose(sum(p for _, p in outcomes), 1.0)
    assert [a for a, _ in outcomes] == game.actions(chance[0])


@pytest.mark.parametrize("visits", [[0], [1, 10], [1, "2"], [True], [], "123", None, [1.5]])
def test_visits_naming_no_leaf_are_refused(visits):
    with pytest.raises((ValueError, TypeError)):
        gametree.check_visits(gametree.load(FIG52), visits)


CS188 = REPO / "tests" / "data" / "cs188"
CS188_STUDENTS = {
    # name: (the agent's variant, the diagnosis' flags, the conventions it follows)
    "not_strict": ({"strict": False}, [], {"strict": False}),
    "root_reset": ({"root_reset": True}, ["--strict", "--root-reset"],
                   {"strict": True, "root_reset": True}),
    "reversed": ({"reverse": True}, ["--strict", "--order", "reversed"],
                 {"strict": True, "order": "reversed"}),
    "minimax": ({"prune": False}, ["--algo", "minimax", "--strict"],
                {"algorithm": "minimax"}),
}


def cs188_visits(tree, evaluation=False, **variant):
    """The leaves a CS188-style agent reads on `tree`, and the move it chooses."""
    game = gametree.Game(tree)
    agent = students.AlphaBetaAgent(depth=game.cs188_depth, **variant)
    if evaluation:
        agent.evaluationFunction = game.evaluation_function
    move = agent.getAction(game.cs188_state())
    return game.visits(), move


@pytest.mark.parametrize("path", [RECITATION, CS188 / "q3-1-7-minmax.test",
                                  CS188 / "q3-7-1c-check-depth-one-ghost.test"])
def test_a_right_cs188_agent_is_right_under_cs188s_strict_cut(path):
    tree = gametree.load(path)
    for evaluation in (False, True):
        visits, move = cs188_visits(tree, evaluation=evaluation)
        result = tree.search(strict=True)
        assert visits == [n["leaf"] for n in result.nodes
                          if n["kind"] == "leaf" and n["bound"] != "unvisited"]
        report = gametree.check_visits(tree, visits, strict=True)
        assert report.right and report.diagnosis == [], report.items
        game = gametree.Game(tree)
        assert move == game.actions(game.initial)[int(result.best) - 1]


@pytest.mark.parametrize("variant", sorted(CS188_STUDENTS))
def test_each_cs188_agents_variant_is_diagnosed_as_itself(variant):
    changes, flags, conventions = CS188_STUDENTS[variant]
    tree = gametree.load(RECITATION)
    visits, _ = cs188_visits(tree, **changes)
    report = gametree.check_visits(tree, visits, strict=True)
    assert not report.right
    assert flags in report.diagnosis, report.diagnosis
    assert gametree.check_visits(tree, visits, **conventions).right


def test_a_three_agent_minimax_is_diagnosed_as_minimax():
    tree = gametree.load(CS188 / "q3-1-7-minmax.test")
    visits, _ = cs188_visits(tree, prune=False)
    report = gametree.check_visits(tree, visits, strict=True)
    assert not report.right and ["--algo", "minimax", "--strict"] in report.diagnosis


def test_the_cs188_state_counts_agents_and_depth_as_cs188_does():
    # The test files' own depth and agents: 7-1a/b/c search 1, 2 and 3 plies of two agents.
    for name, depth in [("a", 1), ("b", 2), ("c", 3)]:
        game = gametree.Game(gametree.load(CS188 / f"q3-7-1{name}-check-depth-one-ghost.test"))
        assert (game.cs188_agents, game.cs188_depth) == (2, depth)
    game = gametree.Game(gametree.load(REPO / "trees" / "cs188-1-7-minmax.yaml"))
    assert (game.cs188_agents, game.cs188_depth) == (3, 2)
    a = game.cs188_state()
    assert a.id == "a" and a.agent == 0 and a.getNumAgents() == 3
    assert a.getLegalActions(0) == ["b1", "b2"] and a.getLegalActions() == ["b1", "b2"]
    b2 = a.generateSuccessor(0, "b2")
    assert b2.agent == 1 and b2 == game.cs188_state().generateSuccessor(0, "b2")
    c3 = b2.generateSuccessor(1, "c3")
    assert c3.agent == 2 and c3.generateSuccessor(2, "d5").agent == 0
    leaf = c3.generateSuccessor(2, "d6").generateSuccessor(0, "K")
    assert leaf.isWin() and not leaf.isLose() and leaf.getLegalActions(1) == []
    assert not a.isWin() and not a.isLose()
    assert leaf.getScore() == 4 and game.visits() == [4]
    with pytest.raises(ValueError, match="agent 0 does not move at 'b2': agent 1 does"):
        b2.getLegalActions(0)
    with pytest.raises(ValueError, match="agents 0 to 2"):
        b2.generateSuccessor(3, "c3")
    with pytest.raises(ValueError, match="no move"):
        b2.generateSuccessor(1, "c9")
    with pytest.raises(ValueError, match="game has ended"):
        leaf.generateSuccessor(1, "x")
    with pytest.raises(ValueError, match="depth, counting one ply for every agent's move, is 2"):
        b2.getScore()
    with pytest.raises(TypeError):
        game.evaluation_function("K")
    assert game.visits() == [4]


def test_an_agent_counting_a_ply_for_every_move_is_told_where_it_stopped():
    game = gametree.Game(gametree.load(CS188 / "q3-7-1c-check-depth-one-ghost.test"))
    agent = students.AlphaBetaAgent(depth=game.cs188_depth, per_move=True)
    with pytest.raises(ValueError, match="stopped before the leaves"):
        agent.getAction(game.cs188_state())


@pytest.mark.parametrize("text,word", [
    ("min: [{max: [1, 2]}]", "'root' is MIN"),
    ("max: [{min: [{max: [1]}]}, {min: [{min: [2]}]}]",
     r"'2.1' is MIN at ply 2, where Pacman \(MAX\) moves in a CS188 game of 2 agents"),
])
def test_a_tree_that_keeps_no_cs188_turn_is_refused_naming_the_node(text, word):
    game = gametree.Game(gametree.parse(text))
    with pytest.raises(ValueError, match=word):
        game.cs188_state()


# --- pages -------------------------------------------------------------------------------


@pytest.mark.parametrize("kwargs,flags", [({}, []), ({"strict": True, "order": "reversed"},
                                                    ["--strict", "--order", "reversed"])])
def test_the_pages_are_the_commands(kwargs, flags):
    tree = gametree.load(FIG52)
    stepper = cli("html", FIG52, *flags, expect=0).stdout
    assert tree.to_html(**kwargs) == stepper
    assert tree.search(**kwargs).to_html() == stepper
    practice = cli("html", FIG52, "--practice", *flags, expect=0).stdout
    assert tree.practice_html(**kwargs) == practice
    assert stepper != practice


def test_a_notebook_shows_the_stepper_in_a_frame():
    import html

    tree = gametree.load(FIG52)
    shown = tree._repr_html_()
    assert shown.startswith("<iframe") and html.unescape(shown).count(tree.to_html()) == 1
    assert tree.search()._repr_html_() == shown
    with pytest.raises(ValueError, match="algo"):
        tree.to_html("no-such-search")


# --- exports -----------------------------------------------------------------------------


@pytest.mark.parametrize("kwargs,flags", [
    ({}, []),
    ({"windows": True, "rankdir": "LR", "strict": True}, ["--windows", "--rankdir", "lr",
                                                          "--strict"]),
    ({"hide_pruned": True, "title": False}, ["--hide-pruned", "--no-title"]),
    ({"aspect": "16:9"}, ["--aspect", "16:9"]),
    ({"aspect": 1.5, "show_depth": 1}, ["--aspect", "1.5", "--show-depth", "1"]),
])
def test_to_dot_is_the_dot_command(kwargs, flags):
    dot = cli("dot", FIG52, "--format", "dot", *flags, expect=0).stdout
    assert gametree.load(FIG52).to_dot(**kwargs) == dot
    with pytest.raises(ValueError, match="rankdir"):
        gametree.load(FIG52).to_dot(rankdir="up")


@pytest.mark.parametrize("kwargs,flags", [
    ({}, []), ({"show_depth": 2}, ["--show-depth", "2"]), ({"show_all": True}, ["--all"]),
])
def test_to_dot_draws_a_big_tree_as_far_as_the_command_does(kwargs, flags, tmp_path):
    # 2,380 nodes: more than a drawing holds unless asked for all of them.
    tree = gametree.from_nested([[list(range(13))] * 13] * 13)
    path = tmp_path / "big.yaml"
    path.write_text(tree.to_yaml(), encoding="utf-8")
    dot = tree.to_dot(**kwargs)
    assert dot == cli("dot", path, "--format", "dot", *flags, expect=0).stdout
    assert (dot.count(" -> ") == tree.node_count - 1) == bool(kwargs.get("show_all"))


@pytest.mark.parametrize("kwargs,word", [
    ({"aspect": "20:1"}, "aspect: 20:1 is not a picture shape: give width:height"),
    ({"aspect": "wide"}, "aspect: wide is not a picture shape"),
    ({"aspect": True}, "aspect"), ({"show_depth": -1}, "show_depth"),
    ({"show_depth": 2, "show_all": True}, "show_depth"),
])
def test_to_dot_refuses_a_view_the_command_refuses(kwargs, word):
    with pytest.raises(ValueError, match=word):
        gametree.load(FIG52).to_dot(**kwargs)


@pytest.mark.parametrize("path", TREES, ids=lambda p: p.name)
def test_to_yaml_reads_back_as_the_same_tree(path):
    tree = gametree.load(path)
    again = gametree.parse(tree.to_yaml())
    assert again.name == tree.name
    for algo in ("minimax", "expectiminimax"):
        try:
            expected = tree.search(algo).to_dict()
        except ValueError:
            continue
        assert again.search(algo).to_dict() == expected


def test_the_docstrings_examples_run():
    import doctest

    failed, tried = doctest.testmod(gametree)
    assert tried >= 4 and failed == 0


def test_the_compiled_calls_read_one_conventions_record_with_the_flags_defaults():
    tree = gametree.load(FIG52)
    assert tree._doc.search({"algo": "alphabeta"}).to_dict() == tree.search().to_dict()
    assert tree._doc.search({"algo": "alphabeta", "strict": True}).to_dict() == tree.search(
        strict=True
    ).to_dict()
    with pytest.raises((KeyError, TypeError)):
        tree._doc.search({"strict": True})


# --- random trees, JSON and TikZ ----------------------------------------------------------


@pytest.mark.parametrize("kwargs,flags", [
    ({"depth": 2, "branching": 2, "seed": 7}, ["--depth", "2", "--branching", "2"]),
    ({"depth": 3, "branching": (1, 3), "seed": 11, "values": (0, 99), "min_root": True},
     ["--depth", "3", "--branching", "1..3", "--values=0..99", "--min-root"]),
    ({"depth": 2, "branching": 3, "seed": 3, "chance": "weighted"},
     ["--depth", "2", "--branching", "3", "--chance", "weighted"]),
])
def test_random_tree_is_the_generators_tree(kwargs, flags):
    # With no demands on the search, the quiz's first candidate is `gen`'s tree of the seed.
    gen = cli("gen", *flags, "--seed", kwargs["seed"], expect=0).stdout
    tree = gametree.random_tree(**kwargs)
    body = lambda text: text[text.index("root:"):]
    assert body(tree.to_yaml()) == body(gen)
    assert tree.name == f"random tree, seed {kwargs['seed']}"
    assert gametree.random_tree(**kwargs).to_yaml() == tree.to_yaml()
    assert gametree.random_tree(**{**kwargs, "seed": kwargs["seed"] + 1}).to_yaml() != tree.to_yaml()


def test_random_tree_keeps_drawing_until_the_search_cuts_as_asked():
    tree = gametree.random_tree(depth=4, branching=(2, 3), seed=5, cutoffs=2, deep=True)
    cuts = [s for s in tree.search().steps if s["kind"] == "cutoff" and s["skipped_leaves"]]
    assert len(cuts) >= 2
    assert tree.name.startswith("random tree, seed ")
    for strict in (False, True):
        t = gametree.random_tree(depth=3, seed=2, cutoffs=3, strict=strict)
        cuts = [s for s in t.search(strict=strict).steps
                if s["kind"] == "cutoff" and s["skipped_leaves"]]
        assert len(cuts) >= 3


def test_random_tree_takes_the_chance_algorithms_with_bounds():
    tree = gametree.random_tree(depth=2, seed=4, algo="star1")
    assert "chance" in tree.to_yaml() and "bounds: [-9, 9]" in tree.to_yaml()
    assert tree.search("star1").value == tree.search("expectiminimax").value


@pytest.mark.parametrize("kwargs,word", [
    ({"depth": 0}, "depth"), ({"depth": 7}, "depth"), ({"branching": 0}, "branching"),
    ({"branching": (3, 2)}, "branching"), ({"branching": 7}, "branching"),
    ({"values": (5, 1)}, "values"), ({"values": "1..5"}, "values"), ({"seed": -1}, "seed"),
    ({"depth": 2.5}, "depth"), ({"chance": "often"}, "chance"), ({"order": "upwards"}, "order"),
    ({"depth": 2, "cutoffs": 50}, "no tree"), ({"bounds": (-9, 9)}, "bounds"),
    # Past the numbers the generator holds: refused by name, not as a failed conversion.
    ({"seed": 2**64}, "seed: 18446744073709551616 is no whole number from 0 to"),
    ({"values": (-2**60, 0)}, "values"), ({"cutoffs": 2**40}, "cutoffs"),
    ({"branching": (1, 2**33)}, "branching"), ({"depth": 10**30}, "depth"),
])
def test_random_tree_refuses_a_shape_out_of_range(kwargs, word):
    with pytest.raises(ValueError, match=word):
        gametree.random_tree(**kwargs)


def test_to_json_writes_a_deep_tree_that_reads_back_and_refuses_one_too_deep():
    # 40 levels nest 80 objects and lists: past the 64 the reader of values takes.
    for levels in (40, 1000):
        tree = gametree.from_nested(chain(levels))
        again = gametree.parse(tree.to_json())
        assert again.node_count == tree.node_count and again.to_yaml() == tree.to_yaml()
    assert json.loads(gametree.from_nested(chain(40)).to_json())["root"]
    with pytest.raises(ValueError, match="1001 levels below the root; its JSON is written for"):
        gametree.from_nested(chain(1001)).to_json()


def test_a_chain_too_deep_for_its_text_is_refused_at_once_not_written():
    # A chain of 100,000 levels: its YAML (two more spaces a level) and its nodes' paths (as
    # long as each node is deep) would take some 10 GB each, and minutes to make.
    tree = gametree.from_nested(chain(100_000))
    result = tree.search("minimax")
    assert result.value in (1, 2) and result.best == "1" and result.nodes_visited > 100_000
    refusals = {
        "to_yaml": (tree.to_yaml, r"100000 levels below the root, and its YAML would take "
                    r"more than 9537 MiB .*at most 256 MiB\nhelp: "),
        "to_dict": (result.to_dict, r"100000 levels below the root, and naming every node "
                    r"by its path would take more than \d+ MiB; .*at most 64 MiB"),
        "nodes": (lambda: result.nodes, "naming every node by its path"),
        "steps": (lambda: result.steps, "naming every node by its path"),
        "Game": (lambda: gametree.Game(tree), "naming every node by its path"),
    }
    for name, (call, words) in refusals.items():
        start = time.monotonic()
        with pytest.raises(ValueError, match=words):
            call()
        assert time.monotonic() - start < 2, name
    # The single fields are still read, the line capped as before.
    assert len(result.principal_variation) < 100_000


def test_a_deep_chain_within_the_bound_is_written_whole():
    # 1,500 levels: 2 MB of YAML and of paths, well within the bounds.
    tree = gametree.from_nested(chain(1_500))
    text = tree.to_yaml()
    assert text.count("\n") > 1_500 and gametree.parse(text).node_count == tree.node_count
    result = tree.search("alphabeta")
    nodes = result.nodes
    assert len(nodes) == tree.node_count and nodes[-1]["path"] == ".".join(["1"] * 1_499 + ["2"])
    assert result.to_dict()["nodes"] == nodes
    assert len(result.steps) > 1_500
    assert not gametree.Game(tree).is_terminal("root")


@pytest.mark.parametrize("path", TREES, ids=lambda p: p.name)
def test_to_json_is_json_that_reads_back_as_the_same_tree(path):
    tree = gametree.load(path)
    text = tree.to_json()
    assert json.loads(text)["root"]
    again = gametree.parse(text)
    assert again.name == tree.name and again.to_yaml() == tree.to_yaml()


@pytest.mark.parametrize("kwargs,flags", [
    ({}, []),
    ({"blank": True}, ["--blank"]),
    ({"windows": True, "standalone": True, "strict": True},
     ["--windows", "--standalone", "--strict"]),
    ({"algo": "minimax"}, ["--algo", "minimax"]),
])
def test_to_tikz_is_the_tikz_command(kwargs, flags):
    assert gametree.load(FIG52).to_tikz(**kwargs) == cli("tikz", FIG52, *flags, expect=0).stdout


def test_to_tikz_refuses_windows_on_the_blank_sheet():
    with pytest.raises(ValueError, match="windows"):
        gametree.load(FIG52).to_tikz(blank=True, windows=True)


def chain(levels):
    """Nested lists `levels` deep above two leaves."""
    tree = [1, 2]
    for _ in range(levels - 1):
        tree = [tree]
    return tree


@pytest.mark.parametrize("nested", [list(range(257)), chain(65)], ids=["wide", "deep"])
def test_to_tikz_refuses_a_tree_past_a_page_in_the_commands_words(nested, tmp_path):
    tree = gametree.from_nested(nested)
    path = tmp_path / "big.yaml"
    path.write_text(tree.to_yaml(), encoding="utf-8")
    run = cli("tikz", path, expect=2)
    with pytest.raises(ValueError) as refused:
        tree.to_tikz()
    assert not isinstance(refused.value, gametree.TreeError)
    message, help_line = str(refused.value).split("\n")
    assert "a TikZ figure is drawn for at most 256 leaves and 64 levels" in message
    assert help_line.startswith("help: ")
    squeeze = lambda text: " ".join(text.split())
    for words in (message, help_line[len("help: "):]):
        assert squeeze(words) in squeeze(run.stderr), run.stderr


def test_to_tikz_draws_the_biggest_tree_a_page_holds():
    assert "\\begin{tikzpicture}" in gametree.from_nested(list(range(256))).to_tikz()
    assert "\\begin{tikzpicture}" in gametree.from_nested(chain(64)).to_tikz(blank=True)


# --- notebook displays -------------------------------------------------------------------

PALE = 'fill="#f2f2f2"'  # a node the search never entered


@pytest.mark.parametrize("path", TREES, ids=lambda p: p.name)
def test_the_svg_draws_every_node_and_greys_exactly_the_unsearched(path):
    tree = gametree.load(path)
    for algo in ("alphabeta", "expectiminimax"):
        try:
            r = tree.search(algo)
        except ValueError:
            continue
        svg = r.to_svg()
        assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"') and svg.endswith("</svg>\n")
        unsearched = sum(n["bound"] == "unvisited" for n in r.nodes)
        assert svg.count(PALE) == unsearched
        shapes = sum(svg.count(s) for s in ("<path ", "<circle ", "<rect "))
        assert shapes == tree.node_count
        if r.value is not None and r.bound == "exact":
            root = r.nodes[0]
            # Its value as `shown` has it (rounded for people, marked ≈ when rounded).
            assert re.search(f'font-weight="bold" fill="#222222">≈?{re.escape(root["shown"])}</text>', svg)


def test_a_tree_and_a_result_show_themselves_as_svg():
    tree = gametree.load(FIG52)
    svg = tree._repr_svg_()
    assert svg == tree.to_svg() == tree.search()._repr_svg_()
    assert "<title>AIMA Figure 5.2" in svg and "≤ 2</text>" in svg
    # Leaves 5 and 6, pruned: greyed, with two red bars across each edge into them.
    assert svg.count(PALE) == 2 and svg.count("#d62728") == 4
    strict = tree.search(strict=True)
    assert strict._repr_svg_() == tree.to_svg(strict=True)
    assert tree.search("minimax").to_svg().count(PALE) == 0
    # A chance tree, which alpha-beta refuses, shows its expectiminimax search.
    chance = gametree.load(REPO / "trees" / "aima-chance-fig5-19.yaml")
    assert chance._repr_svg_() == chance.to_svg("expectiminimax")
    assert chance._repr_html_() is not None
    with pytest.raises(ValueError, match="algo"):
        tree.to_svg("no-such-search")


def test_practice_shows_the_practice_page_inline():
    import html

    tree = gametree.load(FIG52)
    p = gametree.practice(tree)
    assert p.tree is tree and p.html == tree.practice_html()
    shown = p._repr_html_()
    assert shown.startswith("<iframe") and html.unescape(shown).count(p.html) == 1
    assert gametree.practice(tree, strict=True).html == tree.practice_html(strict=True)


def test_practice_on_a_shape_draws_a_new_tree_every_call():
    shape = {"depth": 3, "branching": (2, 3)}
    trees = {gametree.practice(shape).tree.to_yaml() for _ in range(4)}
    assert len(trees) >= 3
    p = gametree.practice(shape)
    assert p.tree.name.startswith("random tree, seed ")
    assert p.html == p.tree.practice_html()
    seeded = [gametree.practice({**shape, "seed": 9}).tree.to_yaml() for _ in range(2)]
    assert seeded[0] == seeded[1] == gametree.random_tree(3, (2, 3), 9).to_yaml()
    assert gametree.practice().tree.leaf_count >= 1
    with pytest.raises(ValueError, match="strict"):
        gametree.practice({"strict": True}, strict=True)
    with pytest.raises(TypeError):
        gametree.practice([[1, 2], [3]])


def test_a_result_and_a_report_give_fresh_values_on_every_read():
    # Fields are made when read: changing what one read gave changes nothing held.
    r = gametree.load(FIG52).search()
    r.pruned_leaves.append(99)
    r.nodes[0]["value"] = 99
    r.to_dict()["value"] = 99
    assert r.pruned_leaves == [5, 6] and r.nodes[0]["value"] == 3 and r.to_dict()["value"] == 3
    with pytest.raises(KeyError):
        r._raw.get("no-such-field")
    report = gametree.check(gametree.load(FIG52), {"value": 3, "pruned": [5]})
    report.to_dict()["all_passed"] = True
    report.to_gradescope()["score"] = 99
    assert report.right is False and report.to_dict()["all_passed"] is False
    assert report.to_gradescope()["score"] != 99


def test_the_benchmark_runs_and_agrees_with_aima_python():
    # Its figures are measured by hand (python/README.md); here it only has to run and
    # find the textbook's answers, its own assertion, on a few calls.
    run = subprocess.run(
        [sys.executable, str(REPO / "python" / "bench" / "fig52.py"), "5"],
        capture_output=True, text=True, timeout=300,
    )
    assert run.returncode == 0, run.stderr
    rows = run.stdout.splitlines()
    assert rows[0].startswith("AIMA Figure 5.2, 5 calls warm") and len(rows) == 10
    assert rows[2].startswith("aima-python alpha_beta_search") and rows[2].split()[-1] == "1.0"


@pytest.mark.parametrize("answers", [
    {"value": 3, "pruned": [5, 6]}, {"value": 3, "pruned": [5]}, {"value": 4, "best": "2"},
    {"values": {"C": 2, "D": 3}},
])
def test_a_reports_score_is_its_reports_points(answers):
    report = gametree.check(gametree.load(FIG52), answers)
    files = report.to_dict()["files"]
    assert report.score == sum(f["points"] for f in files)
    assert report.max_score == sum(f["max_points"] for f in files)
    assert report.right == report.to_dict()["all_passed"]
    assert type(report.score) is type(files[0]["points"])
