"""The example notebook `examples/aima_fig52.ipynb`, run by a real kernel (nbclient and
ipykernel): every cell runs, and what each shows is what the module gives."""

import ast
import html
import os
import pathlib

import pytest

import gametree

REPO = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOK = REPO / "examples" / "aima_fig52.ipynb"
FIG52 = REPO / "trees" / "aima-fig5-2.yaml"

if os.environ.get("CI"):
    import nbclient  # noqa: F401  (in CI a missing kernel is a failure, not a skip)
    import nbformat  # noqa: F401
else:
    pytest.importorskip("nbclient")
    pytest.importorskip("ipykernel")
import nbclient  # noqa: E402
import nbformat  # noqa: E402


@pytest.fixture(scope="module")
def shown():
    """Each tagged cell's outputs after running the notebook: {tag: outputs}."""
    nb = nbformat.read(NOTEBOOK, as_version=4)
    client = nbclient.NotebookClient(
        nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOK.parent)}}
    )
    client.execute()
    return {c.metadata["tags"][0]: c.outputs for c in nb.cells if c.cell_type == "code"}


def data(outputs, mime="text/plain"):
    (result,) = [o for o in outputs if o.output_type in ("execute_result", "display_data")]
    return result["data"][mime]


def value(outputs):
    return ast.literal_eval(data(outputs))


def printed(outputs):
    return "".join(o["text"] for o in outputs if o.output_type == "stream")


def test_every_cell_is_tagged_and_runs_without_error(shown):
    assert len(shown) == 13  # one tag a cell, each cell checked below
    for tag, outputs in shown.items():
        assert not [o for o in outputs if o.output_type == "error"], tag


def test_the_tree_and_the_result_show_their_pictures_and_steppers(shown):
    tree = gametree.load(FIG52)
    assert data(shown["load"], "image/svg+xml") == tree.to_svg()
    assert html.unescape(data(shown["load"], "text/html")).count(tree.to_html()) == 1
    picture = data(shown["picture"], "image/svg+xml")
    assert picture == tree.search().to_svg() and "≤ 2</text>" in picture


def test_the_search_shows_the_textbooks_answer(shown):
    assert value(shown["search"]) == (3, "B", [5, 6])
    assert value(shown["nodes"]) == [
        ("A", "exact", 3), ("B", "exact", 3), ("C", "upper", 2), ("D", "exact", 2)
    ]
    assert value(shown["conventions"]) == (
        gametree.load(FIG52).search(strict=True).pruned_leaves,
        gametree.load(FIG52).search(order="reversed").pruned_leaves,
    )


def test_the_trace_shows_the_cutoff_at_c(shown):
    lines = printed(shown["trace"]).splitlines()
    leaves = [line.split()[2] for line in lines if line.split()[1] == "leaf"]
    assert leaves == ["B1", "B2", "B3", "C1", "D1", "D2", "D3"]
    (cut,) = [line for line in lines if "cutoff" in line]
    assert cut.split()[:4] == ["12", "cutoff", "C", "(3,"] and "skip leaves C2 = 4 and C3 = 6" in cut
    assert value(shown["cutoff"]) == ("C", [5, 6])


def test_practice_shows_the_page_inline_and_a_drill_draws_a_tree(shown):
    page = html.unescape(data(shown["practice"], "text/html"))
    assert page.startswith("<iframe") and gametree.load(FIG52).practice_html() in page
    assert value(shown["drill"]) == (True, True)


def test_the_checks_grade_the_sheet_and_diagnose_the_students_code(shown):
    assert value(shown["check"]) == (False, 1, 2)
    items = printed(shown["items"]).splitlines()
    assert items[0].startswith("value right") and items[1].startswith("pruned wrong")
    assert value(shown["student"]) == list(range(1, 10))
    right, diagnosis = value(shown["visits"])
    assert right is False and ["--root-reset"] in diagnosis
