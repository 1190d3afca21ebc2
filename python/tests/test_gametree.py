"""The Python package against the command line it is built from: every answer the module
gives is compared with what `gametree ... --json` prints for the same tree and flags."""

import json
import math
import os
import pathlib
import subprocess
import sys

import pytest

import gametree

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
    (doc,) = [n for n in module.body if isinstance(n, ast.ClassDef) and n.name == "Doc"]
    methods = {n.name for n in doc.body if isinstance(n, ast.FunctionDef)}
    assert methods == {n for n in dir(_gametree.Doc) if not n.startswith("_")}
    assert pathlib.Path(gametree.__file__).with_name("py.typed").exists()
