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
from bisect import bisect_left
from collections import deque
from dataclasses import dataclass
from itertools import accumulate

from copilot_cli.index.code.symbols import enclosing_name, file_symbols
from copilot_cli.index.outline.languages import PYTHON, language_for

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
class Mark:
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


def file_sites(
    path: str, text: str, symbol: str, python_ast: bool = True, stat_key: tuple[int, int] = (0, 0)
) -> list[Site]:
    qualifier, leaf = split_symbol(symbol)
    pattern = word_pattern(leaf)
    lines = text.split("\n")  # numbered as rg and editors number them: by "\n" only
    hit_lines = [n for n, line in enumerate(lines, 1) if leaf in line and pattern.search(line)]
    if not hit_lines:
        return []
    spec = language_for(path)
    marks: dict[int, Mark] = {}
    if spec is PYTHON and python_ast:
        tops = [(s.start_line, s.end_line) for s in file_symbols(path, text, stat_key) if s.parent_symbol is None]
        marks = _python_marks(lines, leaf, qualifier, hit_lines, tops)
    elif spec.grammar is not None:
        from copilot_cli.index.code.reftrees import tree_marks

        marks = tree_marks(spec, text, pattern, leaf, qualifier)
    use_outline = spec.grammar is not None or (spec is PYTHON and python_ast)
    outline = file_symbols(path, text, stat_key) if use_outline else ()
    sites = []
    for line in hit_lines:
        source_line = lines[line - 1].rstrip("\r")
        parsed = spec.grammar is not None or (spec is PYTHON and python_ast)
        site = _site(line, source_line, marks.get(line), qualifier, leaf, outline, parsed, path.endswith(_PROSE))
        if site is not None:
            sites.append(site)
    return sites


def _site(
    line: int,
    source_line: str,
    mark: Mark | None,
    qualifier: str | None,
    leaf: str,
    outline: tuple,
    parsed: bool,
    path_is_prose: bool = False,
) -> Site | None:
    evidence = source_line.strip()[:MAX_EVIDENCE]
    enclosing = enclosing_name(outline, line)
    if mark is None:
        if qualifier is not None and not re.search(
            rf"(?<!\w){re.escape(qualifier)}\s*(?:\.|::|->)\s*{re.escape(leaf)}(?!\w)", source_line
        ):
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


def better(a: Mark | None, b: Mark) -> Mark:
    if a is None:
        return b
    key = lambda m: (not m.bound, _KIND_RANK.get(m.kind, 8))  # noqa: E731
    return b if key(b) < key(a) else a


def _segments(line_count: int, tops: list[tuple[int, int]], hit_lines: list[int]) -> list[tuple[int, int]]:
    """The top-level pieces of a module holding a hit: each top-level def/class, and each gap
    between them (a gap holds whole statements, since no statement straddles a def)."""
    pieces, position = [], 1
    for start, end in sorted(tops):
        if start > position:
            pieces.append((position, start - 1))
        pieces.append((start, end))
        position = max(position, end + 1)
    if position <= line_count:
        pieces.append((position, line_count))
    return [(lo, hi) for lo, hi in pieces if any(lo <= h <= hi for h in hit_lines[bisect_left(hit_lines, lo) :][:1])]


def _parse_segments(lines: list[str], segments: list[tuple[int, int]]) -> list[ast.AST] | None:
    """Each segment parsed on its own, line numbers shifted into place; None when one does
    not parse alone (the scanner's ranges were off): the caller parses the whole file."""
    trees = []
    offsets = [0, *accumulate(len(line) + 1 for line in lines)]
    text = "\n".join(lines)
    for lo, hi in segments:
        head = offsets[lo - 1]
        if text.count('"""', 0, head) % 2 or text.count("'''", 0, head) % 2:
            return None  # the piece starts inside a triple-quoted string: the ranges are off
        try:  # leading newlines put the piece on its own line numbers (cheaper than shifting them)
            trees.append(ast.parse("\n" * (lo - 1) + "\n".join(lines[lo - 1 : hi])))
        except (SyntaxError, ValueError, RecursionError):
            return None
    return trees


def _python_marks(
    lines: list[str], leaf: str, qualifier: str | None, hit_lines: list[int], tops: list[tuple[int, int]]
) -> dict[int, Mark]:
    """A breadth-first walk (parents before children, so a Call is seen before its callee
    and a class before its body) that only enters nodes spanning a line where the name
    occurs, over only the top-level pieces of the module that hold one: a rare name in a
    big file parses and visits a small part of it."""
    trees = _parse_segments(lines, _segments(len(lines), tops, hit_lines))
    if trees is None:
        try:
            trees = [ast.parse("\n".join(lines))]
        except (SyntaxError, ValueError, RecursionError):
            return {}
    marks: dict[int, Mark] = {}
    calls: set[int] = set()
    bound_defs: set[int] = set()  # defs directly in the body of a class named `qualifier`
    spans: list[tuple[int, int]] = []  # line spans of classes named `qualifier`

    def add(line: int, kind: str, bound: bool = False, member: bool = False) -> None:
        marks[line] = better(marks.get(line), Mark(kind, bound, member))

    def relevant(node: ast.AST) -> bool:
        low = getattr(node, "lineno", None)
        if low is None:
            return True  # arguments, comprehensions, …: no position of their own
        index = bisect_left(hit_lines, low)
        return index < len(hit_lines) and hit_lines[index] <= (getattr(node, "end_lineno", None) or low)

    queue: deque[ast.AST] = deque(trees)
    while queue:
        node = queue.popleft()
        queue.extend(child for child in ast.iter_child_nodes(node) if relevant(child))
        kind = type(node)
        if kind is ast.Call:
            calls.add(id(node.func))
        elif kind is ast.Attribute:
            if node.attr == leaf:
                value = node.value
                bound = (
                    qualifier is not None
                    and isinstance(value, ast.Name)
                    and (
                        value.id == qualifier
                        or (value.id in ("self", "cls") and any(lo <= node.lineno <= hi for lo, hi in spans))
                    )
                )
                add(node.end_lineno or node.lineno, "call" if id(node) in calls else "attribute", bound, True)
        elif kind is ast.Name:
            if node.id == leaf:
                name_kind = (
                    "call" if id(node) in calls else ("assignment" if isinstance(node.ctx, ast.Store) else "name")
                )
                add(node.lineno, name_kind)
        elif kind in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
            if kind is ast.ClassDef and qualifier is not None and node.name == qualifier:
                spans.append((node.lineno, node.end_lineno or node.lineno))
                bound_defs.update(id(child) for child in node.body)
            if node.name == leaf:
                add(node.lineno, "definition", bound=qualifier is None or id(node) in bound_defs)
        elif kind is ast.alias:
            if leaf in node.name.split(".") or node.asname == leaf:
                add(node.lineno, "import")
        elif kind is ast.ImportFrom:
            if node.module and leaf in node.module.split("."):
                add(node.lineno, "import")
        elif kind is ast.arg:
            if node.arg == leaf:
                add(node.lineno, "parameter")
        elif kind is ast.keyword and node.arg == leaf:
            add(node.lineno, "name")
    return marks
