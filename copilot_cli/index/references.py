"""repo.references: deterministic cross-file references for one symbol (seed 002 § v2.5).

    find_references(store, root, symbol, *, path=None, top_k=None, max_references=200,
                    python_ast=True) -> ReferencesResult

1. Candidates: files whose indexed chunks contain the name (one FTS5 query), or the one
   file/folder given as `path` (a file need not be indexed).
2. Every whole-word occurrence line in a candidate is a candidate reference (what `rg -w`
   counts); `total_candidates` is their number.
3. Files are read in path order and their lines classified (refsites.py) until `top_k`
   references are verified; order is path, then line. `truncated` says more may exist.
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Literal

from pydantic import BaseModel

from .refsites import file_sites, split_symbol, word_pattern
from .store import Store

_NAME = re.compile(r"^\w+$")


class Reference(BaseModel):
    symbol: str
    path: str
    line: int
    kind: str
    evidence: str
    strategy: Literal["ast", "lexical"]
    confidence: Literal["high", "medium", "low"]
    enclosing_symbol: str | None = None  # the declaration the line sits in, if any


class ReferencesResult(BaseModel):
    symbol: str
    references: list[Reference]
    truncated: bool
    total_candidates: int


class BadSymbol(ValueError):
    """The symbol is empty or its last part is not an identifier."""


def candidate_paths(store: Store, leaf: str, path_prefix: str | None = None) -> list[str]:
    """Indexed disk files whose chunks contain `leaf` as a token sequence, sorted."""
    match = '"' + leaf.replace('"', '""') + '"'
    sql = (
        "SELECT DISTINCT c.path FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid "
        "WHERE chunks_fts MATCH ? AND c.origin = 'disk'"
    )
    args: list[object] = [f"{{body idents}} : {match}"]
    if path_prefix:
        prefix = path_prefix.rstrip("/") + "/"
        sql += " AND (c.path = ? OR substr(c.path, 1, ?) = ?)"
        args += [path_prefix.rstrip("/"), len(prefix), prefix]
    try:
        rows = store.reader().execute(sql + " ORDER BY c.path", args).fetchall()
    except sqlite3.OperationalError as exc:
        if "no such table" in str(exc):
            return []
        raise
    return [row[0] for row in rows]


def find_references(
    store: Store,
    root: Path,
    symbol: str,
    *,
    path: str | None = None,
    path_is_file: bool = False,
    top_k: int | None = None,
    max_references: int = 200,
    python_ast: bool = True,
) -> ReferencesResult:
    """`path` must already be confined to `root` (the face checks it)."""
    qualifier, leaf = split_symbol(symbol or "")
    if not leaf or not _NAME.match(leaf):
        raise BadSymbol("symbol must be an identifier, optionally qualified (Class.method)")
    limit = max(1, min(top_k if top_k is not None else max_references, max_references))
    paths = [path] if path is not None and path_is_file else candidate_paths(store, leaf, path)
    pattern = word_pattern(leaf)
    texts: list[tuple[str, str]] = []
    total = 0
    for rel in paths:
        text = _read(root, rel)
        if text is None:
            continue
        count = _count_lines(pattern, text)
        if count:
            texts.append((rel, text))
            total += count
    references: list[Reference] = []
    truncated = False
    for rel, text in texts:
        for site in file_sites(rel, text, symbol.strip(), python_ast=python_ast):
            if len(references) == limit:
                truncated = True
                break
            references.append(
                Reference(
                    symbol=symbol.strip(), path=rel, line=site.line, kind=site.kind, evidence=site.evidence,
                    strategy=site.strategy, confidence=site.confidence, enclosing_symbol=site.enclosing,  # type: ignore[arg-type]
                )
            )
        if truncated:
            break
    return ReferencesResult(symbol=symbol.strip(), references=references, truncated=truncated, total_candidates=total)


def _count_lines(pattern: re.Pattern[str], text: str) -> int:
    lines: set[int] = set()
    line = 1
    position = 0
    for match in pattern.finditer(text):
        line += text.count("\n", position, match.start())
        position = match.start()
        lines.add(line)
    return len(lines)


def _read(root: Path, rel: str) -> str | None:
    try:
        data = (root / rel).read_bytes()
    except OSError:
        return None
    if b"\0" in data[:8192]:
        return None
    return data.decode("utf-8", errors="replace")
