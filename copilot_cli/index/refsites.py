"""Where a symbol is mentioned in one file, each line classified.

The lines are exactly the lines where the name occurs as a whole word (what `rg -w` finds);
the parser only classifies them. Python lines are classified from `ast`; TS/JS, Java, Go,
Rust, C++ and C# from the tree-sitter node at each occurrence (an identifier is code; a
comment or string is text); anything else, and any line the parser says nothing about, is a
lexical mention with low confidence.

A qualified query (`Service.run`) keeps the occurrences bound to the qualifier — a
definition inside `Service`, `Service.run`/`Service::run`, `self.run`/`this.run` inside
`Service` (high) — and member accesses on other receivers, which may be instances of it
(medium); bare names and unrelated definitions are dropped.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

from .outline import outline_source
from .outline.languages import PYTHON, language_for
from .outline.model import OutlineSymbol

CONFIDENCE_RANK = {"high": 0, "medium": 1, "low": 2}
_KIND_RANK = {"definition": 0, "call": 1, "import": 2, "attribute": 3, "type": 4, "name": 5,
              "assignment": 6, "parameter": 7, "text": 9}  # fmt: skip
MAX_EVIDENCE = 200
_PROSE = (".md", ".rst", ".txt", ".adoc")  # a mention in prose is never more than low


@dataclass(frozen=True)
class Site:
    line: int
    kind: str
    strategy: str  # "ast" (a syntax tree said so) or "lexical"
    confidence: str
    evidence: str
    enclosing: str | None


@dataclass(frozen=True)
class _Mark:
    kind: str
    bound: bool  # tied to the qualifier (or, unqualified, a definition)
    member: bool  # accessed on some receiver (x.run, x->run, X::run)


def word_pattern(leaf: str) -> re.Pattern[str]:
    """`rg -w`'s notion of a whole word: not preceded or followed by a word character."""
    return re.compile(rf"(?<!\w){re.escape(leaf)}(?!\w)")


def split_symbol(symbol: str) -> tuple[str | None, str]:
    """`Service.run` → ("Service", "run"); `ns::Box::get` → ("Box", "get"); `run` → (None, "run")."""
    parts = [p for p in re.split(r"::|\.|->|#", symbol.strip()) if p]
    if len(parts) < 2:
        return None, symbol.strip()
    return parts[-2], parts[-1]


def file_sites(path: str, text: str, symbol: str, python_ast: bool = True) -> list[Site]:
    qualifier, leaf = split_symbol(symbol)
    pattern = word_pattern(leaf)
    lines = text.splitlines()
    hit_lines = sorted({text.count("\n", 0, m.start()) + 1 for m in pattern.finditer(text)})
    if not hit_lines:
        return []
    spec = language_for(path)
    marks: dict[int, _Mark] = {}
    if spec is PYTHON and python_ast:
        marks = _python_marks(text, leaf, qualifier)
    elif spec.grammar is not None:
        from .reftrees import tree_marks

        marks = tree_marks(spec, text, pattern, leaf, qualifier)
    use_outline = spec.grammar is not None or (spec is PYTHON and python_ast)
    outline = outline_source(path, text).symbols if use_outline else []
    sites = []
    for line in hit_lines:
        source_line = lines[line - 1] if line <= len(lines) else ""
        parsed = spec.grammar is not None or (spec is PYTHON and python_ast)
        site = _site(line, source_line, marks.get(line), qualifier, leaf, outline, parsed, path.endswith(_PROSE))
        if site is not None:
            sites.append(site)
    return sites


def _site(line: int, source_line: str, mark: _Mark | None, qualifier: str | None, leaf: str,
          outline: list[OutlineSymbol], parsed: bool, path_is_prose: bool = False) -> Site | None:
    evidence = source_line.strip()[:MAX_EVIDENCE]
    enclosing = _enclosing(outline, line)
    if mark is None:
        if qualifier is not None and not re.search(rf"(?<!\w){re.escape(qualifier)}\s*(?:\.|::|->)\s*{re.escape(leaf)}(?!\w)", source_line):
            return None
        prose = path_is_prose
        return Site(line, "text", "lexical", "low" if parsed or prose else "medium", evidence, enclosing)
    if qualifier is None:
        confidence = "high" if mark.bound else "medium"
    elif mark.bound:
        confidence = "high"
    elif mark.member:
        confidence = "medium"
    else:
        return None
    return Site(line, mark.kind, "ast", confidence, evidence, enclosing)


def _enclosing(outline: list[OutlineSymbol], line: int) -> str | None:
    best = None
    for symbol in outline:
        if symbol.start_line <= line <= symbol.end_line:
            best = symbol  # symbols are sorted outermost first: the last hit is innermost
    if best is None:
        return None
    return best.name if best.parent_symbol is None else f"{best.parent_symbol}.{best.name}"


def better(a: _Mark | None, b: _Mark) -> _Mark:
    if a is None:
        return b
    key = lambda m: (not m.bound, _KIND_RANK.get(m.kind, 8))  # noqa: E731
    return b if key(b) < key(a) else a


def _python_marks(text: str, leaf: str, qualifier: str | None) -> dict[int, _Mark]:
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError):
        return {}
    visitor = _PythonMarks(leaf, qualifier)
    visitor.visit(tree)
    return visitor.marks


class _PythonMarks(ast.NodeVisitor):
    def __init__(self, leaf: str, qualifier: str | None) -> None:
        self.leaf, self.qualifier = leaf, qualifier
        self.classes: list[str] = []
        self.calls: set[int] = set()
        self.marks: dict[int, _Mark] = {}

    def add(self, line: int, kind: str, bound: bool = False, member: bool = False) -> None:
        self.marks[line] = better(self.marks.get(line), _Mark(kind, bound, member))

    def visit_Call(self, node: ast.Call) -> None:
        self.calls.add(id(node.func))
        self.generic_visit(node)

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        if node.name == self.leaf:
            self.add(node.lineno, "definition", bound=self._in_qualifier())
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        if node.name == self.leaf:
            self.add(node.lineno, "definition", bound=self._in_qualifier())
        saved, self.classes = self.classes, self.classes + ["<def>"]
        self.generic_visit(node)
        self.classes = saved

    visit_AsyncFunctionDef = visit_FunctionDef

    def _in_qualifier(self) -> bool:
        if self.qualifier is None:
            return True
        return bool(self.classes) and self.classes[-1] == self.qualifier

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if node.attr == self.leaf:
            value = node.value
            bound = self.qualifier is not None and isinstance(value, ast.Name) and (
                value.id == self.qualifier
                or (value.id in ("self", "cls") and self.qualifier in self.classes)
            )
            kind = "call" if id(node) in self.calls else "attribute"
            self.add(node.end_lineno or node.lineno, kind, bound=bound, member=True)
        self.generic_visit(node)

    def visit_Name(self, node: ast.Name) -> None:
        if node.id == self.leaf:
            kind = "call" if id(node) in self.calls else ("assignment" if isinstance(node.ctx, ast.Store) else "name")
            self.add(node.lineno, kind)

    def visit_alias(self, node: ast.alias) -> None:
        names = node.name.split(".") + ([node.asname] if node.asname else [])
        if self.leaf in names:
            self.add(node.lineno, "import")

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.module and self.leaf in node.module.split("."):
            self.add(node.lineno, "import")
        self.generic_visit(node)

    def visit_arg(self, node: ast.arg) -> None:
        if node.arg == self.leaf:
            self.add(node.lineno, "parameter")
        self.generic_visit(node)

    def visit_keyword(self, node: ast.keyword) -> None:
        if node.arg == self.leaf and node.value is not None:
            self.add(node.lineno, "name")
        self.generic_visit(node)
