"""Python symbol ranges for chunking: a fast indentation scanner, and `ast` for exactness.

`ast.parse` runs at about 3 MB/s (the 31 MB of .py in the standard library take ~10 s, i.e.
170 files/s), an order of magnitude below the index's build target of 1,500 files/s, so
chunking uses `scan_ranges`: `def`/`class` lines found with one regex, each block ending
before the next statement line at the same or a smaller indentation (closing brackets and
comments do not end a block; decorators belong to their definition). For ordinary code it
agrees with `ast` (tests/index/ingest/test_pyspans.py checks this on real files); where it does not
(a column-0 line inside a triple-quoted string), a chunk boundary moves, and the chunking
invariant — every line in exactly one chunk — still holds. `ast_ranges` is the exact
provider for callers that want it (outlines, a single file).
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache

from copilot_cli.index.ingest.chunker import SymbolRange

_NAME = re.compile(r"[ \t]*([A-Za-z_]\w*)")
_KEYWORDS = (("def ", "function"), ("class ", "class"))


@lru_cache(maxsize=32)
def _dedent_at(indent: int) -> re.Pattern[str]:
    """A statement line indented at most `indent` columns (not a comment, blank line or a
    closing bracket that ends a multi-line signature)."""
    return re.compile(r"\n[ \t]{0," + str(indent) + r"}[^\s#)\]}]")


def scan_ranges(text: str) -> list[SymbolRange]:
    """Definitions of a Python source text as line ranges (1-based, inclusive).

    Works on offsets with C-level string methods (`find`, `count`, `rfind`): no per-line
    Python loop, and no regex alternation over the whole text (both cost seconds on the
    standard library).
    """
    text = "\n" + text  # every line now follows a "\n"; the n-th "\n" opens line n
    out = []
    line, pos = 0, 0
    for opening, indent, name, kind, body in _definitions(text):
        line += text.count("\n", pos, opening + 1)
        pos = opening + 1
        nxt = _dedent_at(indent).search(text, body)
        closing = _trim_trailing(text, opening, nxt.start() if nxt else len(text))
        end_line = line + text.count("\n", opening + 1, closing)
        out.append(SymbolRange(line - _decorator_lines(text, opening), end_line, name, kind))
    return out


def _definitions(text: str) -> list[tuple[int, int, str, str, int]]:
    """(offset of the line's opening "\n", indent, name, kind, offset after the name) for
    each `def`/`async def`/`class` statement, in text order."""
    found = []
    for keyword, kind in _KEYWORDS:
        at = text.find(keyword)
        while at >= 0:
            opening = text.rfind("\n", 0, at)
            prefix = text[opening + 1 : at]
            head = prefix.strip()
            if head == "" or (head == "async" and prefix[-1] in " \t"):
                name = _NAME.match(text, at + len(keyword))
                if name:
                    indent = len(prefix.expandtabs()) - len(prefix.lstrip())
                    found.append((opening, indent, name.group(1), kind, name.end()))
            at = text.find(keyword, at + len(keyword))
    found.sort()
    return found


def _decorator_lines(text: str, opening: int) -> int:
    """How many `@decorator` lines directly precede the line opened at `opening`."""
    count = 0
    while opening > 0:
        previous = text.rfind("\n", 0, opening)
        if not text[previous + 1 : opening].lstrip().startswith("@"):
            break
        count += 1
        opening = previous
    return count


def _trim_trailing(text: str, opening: int, closing: int) -> int:
    """Move a block's end back over trailing blank and comment lines (never past its first
    line); `closing` is the offset just after the block's last character."""
    while True:
        previous = text.rfind("\n", 0, closing)
        if previous <= opening:
            return closing
        tail = text[previous + 1 : closing].strip()
        if tail and not tail.startswith("#"):
            return closing
        closing = previous


def ast_ranges(text: str) -> list[SymbolRange]:
    """Exact definitions via `ast` (decorators included); [] when the text does not parse."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return []
    out = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            start = min([node.lineno] + [d.lineno for d in node.decorator_list])
            kind = "class" if isinstance(node, ast.ClassDef) else "function"
            out.append(SymbolRange(start, node.end_lineno or node.lineno, node.name, kind))
    out.sort(key=lambda s: (s.start_line, -s.end_line))
    return out
