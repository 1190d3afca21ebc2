"""The compiled part of the package: the library's answers as Python values. Use the
package's own names (``gametree.parse``, ``Tree.search``, …); these may change."""

from typing import Any, Dict, List, Optional, Sequence, Tuple

__version__: str

class TreeError(ValueError):
    message: str
    line: Optional[int]
    column: Optional[int]
    node: Optional[str]
    file: Optional[str]
    kind: str
    help: Optional[str]

class Doc:
    @property
    def name(self) -> Optional[str]: ...
    @property
    def node_count(self) -> int: ...
    @property
    def leaf_count(self) -> int: ...
    def nodes(self) -> List[Dict[str, Any]]: ...
    def search(
        self,
        algo: str,
        strict: bool,
        fail_hard: bool,
        root_reset: bool,
        deep_cutoffs: bool,
        order: str,
        bounds: Optional[Tuple[float, float]],
        depth: Optional[int],
        tt: bool,
    ) -> Dict[str, Any]: ...
    def trace(
        self,
        algo: str,
        strict: bool,
        fail_hard: bool,
        root_reset: bool,
        deep_cutoffs: bool,
        order: str,
        bounds: Optional[Tuple[float, float]],
        depth: Optional[int],
        tt: bool,
    ) -> Dict[str, Any]: ...
    def html(
        self,
        practice: bool,
        algo: str,
        strict: bool,
        fail_hard: bool,
        root_reset: bool,
        deep_cutoffs: bool,
        order: str,
        bounds: Optional[Tuple[float, float]],
        depth: Optional[int],
        tt: bool,
    ) -> str: ...
    def dot(
        self,
        windows: bool,
        left_right: bool,
        hide_pruned: bool,
        title: bool,
        algo: str,
        strict: bool,
        fail_hard: bool,
        root_reset: bool,
        deep_cutoffs: bool,
        order: str,
        bounds: Optional[Tuple[float, float]],
        depth: Optional[int],
        tt: bool,
    ) -> str: ...
    def to_yaml(self) -> str: ...
    def check(
        self,
        answers: str,
        name: str,
        rubric: Optional[str],
        conventions: Optional[str],
    ) -> Tuple[Dict[str, Any], Dict[str, Any]]: ...

def parse_text(text: str, name: Optional[str] = None) -> Doc: ...
def load_file(path: str) -> Doc: ...
def from_nested(lists: Any, root: str = "max") -> Doc: ...
def run_cli(args: List[str]) -> int: ...
