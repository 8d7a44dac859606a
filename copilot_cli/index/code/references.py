"""repo.references: deterministic cross-file references for one symbol (seed 002 § v2.5).

    find_references(store, root, symbol, *, path=None, top_k=None, max_references=200,
                    python_ast=True) -> ReferencesResult

1. Candidates: the indexed chunks that contain the name (one FTS5 query, so only those
   chunks are read), or the one file given as `path` (a file need not be indexed); a folder
   `path` narrows the query.
2. Every whole-word occurrence line is a candidate reference (what `rg -w` counts);
   `total_candidates` is their number.
3. Files are read in path order and their lines classified (refsites.py) until `top_k`
   references are verified; order is path, then line. `truncated` says more may exist.
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Literal

from pydantic import BaseModel

from copilot_cli.index.code.refsites import file_sites, split_symbol, word_pattern
from copilot_cli.index.store.sqlite import Store
from copilot_cli.workspace.paths import PathBlocked
from copilot_cli.workspace.textops import read_confined

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


def candidate_lines(store: Store, leaf: str, path_prefix: str | None = None) -> dict[str, int]:
    """Indexed disk files → how many lines hold `leaf` as a whole word, counted on the
    chunks FTS5 finds (every line of a file is in exactly one chunk, so this is exact for
    the indexed content and reads only the matching chunks)."""
    match = '"' + leaf.replace('"', '""') + '"'
    sql = (
        "SELECT c.path, c.start_line, chunks_fts.body FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid "
        "WHERE chunks_fts MATCH ? AND +c.origin = 'disk'"  # FTS5 drives the join, not the origin index
    )
    args: list[object] = [f"{{body idents}} : {match}"]
    if path_prefix:
        prefix = path_prefix.rstrip("/") + "/"
        sql += " AND (c.path = ? OR substr(c.path, 1, ?) = ?)"
        args += [path_prefix.rstrip("/"), len(prefix), prefix]
    try:
        rows = store.reader().execute(sql, args).fetchall()
    except sqlite3.OperationalError as exc:
        if "no such table" in str(exc):
            return {}
        raise
    pattern = word_pattern(leaf)
    found: dict[str, int] = {}
    for path, _start_line, body in rows:
        # a substring test first: the regex only runs on the few lines that can match
        count = sum(1 for line in body.split("\n") if leaf in line and pattern.search(line))
        if count:
            found[path] = found.get(path, 0) + count
    return {path: found[path] for path in sorted(found)}


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
    if path is not None and path_is_file:
        text = _read(root, path)
        candidates = {path: len(_hit_lines(word_pattern(leaf), text, leaf))} if text is not None else {}
    else:
        candidates = candidate_lines(store, leaf, path)
    total = sum(candidates.values())
    references: list[Reference] = []
    truncated = False
    for rel in candidates:
        text = _read(root, rel)
        if text is None or not candidates[rel]:
            continue
        stat_key = _stat_key(root / rel)
        for site in file_sites(rel, text, symbol.strip(), python_ast=python_ast, stat_key=stat_key):
            if len(references) == limit:
                truncated = True
                break
            references.append(
                Reference(
                    symbol=symbol.strip(),
                    path=rel,
                    line=site.line,
                    kind=site.kind,
                    evidence=site.evidence,
                    strategy=site.strategy,
                    confidence=site.confidence,
                    enclosing_symbol=site.enclosing,  # type: ignore[arg-type]
                )
            )
        if truncated:
            break
    return ReferencesResult(symbol=symbol.strip(), references=references, truncated=truncated, total_candidates=total)


def _hit_lines(pattern: re.Pattern[str], text: str, leaf: str | None = None) -> list[int]:
    """1-based numbers of the lines of `text` where `pattern` matches, each once."""
    needle = leaf or pattern.pattern
    return [n for n, line in enumerate(text.split("\n"), 1) if needle in line and pattern.search(line)]


def _stat_key(path: Path) -> tuple[int, int]:
    try:
        info = path.stat()
    except OSError:
        return (0, 0)
    return (info.st_size, info.st_mtime_ns)


def _read(root: Path, rel: str) -> str | None:
    try:
        data = read_confined(root, rel)
    except (OSError, PathBlocked):
        return None
    if b"\0" in data[:8192]:
        return None
    return data.decode("utf-8", errors="replace")
