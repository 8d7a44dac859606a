"""BM25 search over chunks: deterministic, injection-proof, with a fallback.

- Each user term becomes a quoted FTS5 string (see store/tokens.py): no query breaks the syntax.
- All terms first; when that finds fewer than `top_k` chunks, any-term hits fill the free
  places (every all-term hit stays in). `match_mode` says which happened.
- Order: score (higher first, rounded to 6 places so platforms agree), then path, then line.
- The path column weighs `PATH_WEIGHT` times the body, so "refresh index" ranks
  `src/refreshIndex.ts` first.
- `file_glob` (copilot_cli/common/globs.py, the repo dialect) and `path_prefix` filter inside SQL, before the limit.
"""

from __future__ import annotations

import sqlite3
from typing import Literal

from pydantic import BaseModel

from copilot_cli.common.globs import repo_glob_match
from copilot_cli.index.store import tokens
from copilot_cli.index.store.sqlite import Store

PATH_WEIGHT, BODY_WEIGHT, IDENTS_WEIGHT = 5.0, 1.0, 1.0
SNIPPET_LINES = 3
SNIPPET_CHARS = 300


class SearchHit(BaseModel):
    chunk_id: int
    path: str
    start_line: int
    end_line: int
    symbol: str
    snippet: str
    score: float
    matched_terms: list[str]


class SearchResult(BaseModel):
    terms: list[str]
    match_mode: Literal["all", "any", "none"]
    hits: list[SearchHit]


class EmptyQuery(ValueError):
    """The query holds no searchable word."""


def search(
    store: Store,
    query: str,
    *,
    top_k: int = 10,
    file_glob: str | None = None,
    path_prefix: str | None = None,
    origin: str = "disk",
) -> SearchResult:
    terms = tokens.query_terms(query)
    if not terms:
        raise EmptyQuery("query has no searchable words")
    with store.snapshot() as conn:  # one committed state from the first query to the last snippet
        return _search(conn, terms, top_k, file_glob, path_prefix, origin)


def _search(
    conn: sqlite3.Connection, terms: list[str], top_k: int, file_glob: str | None, path_prefix: str | None, origin: str
) -> SearchResult:
    exprs = [tokens.term_expression(t) for t in terms]
    rows = _query(conn, " AND ".join(exprs), top_k, file_glob, path_prefix, origin)
    mode: Literal["all", "any", "none"] = "all" if rows else "none"
    if len(rows) < top_k and len(terms) > 1:
        seen = {r[0] for r in rows}
        extra = [r for r in _query(conn, " OR ".join(exprs), top_k, file_glob, path_prefix, origin) if r[0] not in seen]
        if extra:
            # any-term hits fill the free places; the whole list is then in the one order
            rows = sorted(rows + extra[: top_k - len(rows)], key=lambda r: (-r[5], r[1], r[2]))
            mode = "any"
    return SearchResult(terms=terms, match_mode=mode, hits=[_hit(conn, r, terms) for r in rows])


def _query(
    conn: sqlite3.Connection, match: str, limit: int, file_glob: str | None, path_prefix: str | None, origin: str
) -> list[tuple]:
    keep = _path_filter(file_glob, path_prefix)
    try:
        for fetch in (limit * 3 + 10, limit * 30 + 100):  # a filter may need a deeper look
            rows = _ranked_first(conn, match, limit, origin, keep, fetch)
            if rows is not None:
                return rows
            if keep is None:
                break
        return _joined(conn, match, limit, file_glob, path_prefix, origin)
    except sqlite3.OperationalError as exc:
        if "no such table" in str(exc):
            return []  # nothing indexed yet
        raise


def _path_filter(file_glob: str | None, path_prefix: str | None):
    if not file_glob and not path_prefix:
        return None
    prefix = path_prefix.rstrip("/") if path_prefix else None

    def keep(path: str) -> bool:
        if prefix and path != prefix and not path.startswith(prefix + "/"):
            return False
        return not file_glob or repo_glob_match(file_glob, path)

    return keep


def _ranked_first(
    conn: sqlite3.Connection, match: str, limit: int, origin: str, keep, fetch: int
) -> list[tuple] | None:
    """The fast path: rank inside FTS5 alone (no join per matching row), over-fetch `fetch`
    rows, then join and filter only those. None when the cut might fall inside a tie or the
    filters left too few rows, so that a deeper look or the exact joined query decides."""
    ranked = conn.execute(
        f"SELECT rowid, round(-bm25(chunks_fts, {PATH_WEIGHT}, {BODY_WEIGHT}, {IDENTS_WEIGHT}), 6) AS score "
        "FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY score DESC LIMIT ?",
        (match, fetch),
    ).fetchall()
    if not ranked:
        return []
    scores = dict(ranked)
    marks = ",".join("?" * len(ranked))
    meta = conn.execute(
        # "+origin": without it the planner walks the (origin, path) index over every chunk
        # instead of looking up the few ids (4 ms instead of 0.05 ms on the stdlib)
        f"SELECT id, path, start_line, end_line, symbol FROM chunks WHERE id IN ({marks}) AND +origin = ?",
        (*scores, origin),
    ).fetchall()
    rows = sorted(((*m, scores[m[0]]) for m in meta if keep is None or keep(m[1])), key=lambda r: (-r[5], r[1], r[2]))
    if len(ranked) == fetch and (len(rows) < limit or rows[limit - 1][5] <= ranked[-1][1]):
        return None
    return rows[:limit]


def _joined(
    conn: sqlite3.Connection, match: str, limit: int, file_glob: str | None, path_prefix: str | None, origin: str
) -> list[tuple]:
    where = ["chunks_fts MATCH ?", "+c.origin = ?"]  # FTS5 drives the join, never the origin index
    args: list[object] = [match, origin]
    if path_prefix:
        where.append("(c.path = ? OR substr(c.path, 1, ?) = ?)")
        prefix = path_prefix.rstrip("/") + "/"
        args += [path_prefix.rstrip("/"), len(prefix), prefix]
    if file_glob:
        _ensure_glob_function(conn)
        where.append("path_glob(?, c.path)")
        args.append(file_glob)
    sql = (
        "SELECT c.id, c.path, c.start_line, c.end_line, c.symbol, "
        f"round(-bm25(chunks_fts, {PATH_WEIGHT}, {BODY_WEIGHT}, {IDENTS_WEIGHT}), 6) AS score "
        "FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid "
        f"WHERE {' AND '.join(where)} ORDER BY score DESC, c.path, c.start_line LIMIT ?"
    )
    return conn.execute(sql, (*args, limit)).fetchall()


def _ensure_glob_function(conn: sqlite3.Connection) -> None:
    conn.create_function("path_glob", 2, repo_glob_match, deterministic=True)


def _hit(conn: sqlite3.Connection, row: tuple, terms: list[str]) -> SearchHit:
    chunk_id, path, start, end, symbol, score = row
    body, idents = conn.execute("SELECT body, idents FROM chunks_fts WHERE rowid=?", (chunk_id,)).fetchone()
    haystack = f"{path}\n{idents}\n{body}".lower()
    matched = [t for t in terms if tokens.term_in_text(t, haystack)]
    return SearchHit(
        chunk_id=chunk_id,
        path=path,
        start_line=start,
        end_line=end,
        symbol=symbol,
        snippet=_snippet(body, matched),
        score=float(score),
        matched_terms=matched,
    )


def _snippet(body: str, matched: list[str]) -> str:
    """Up to SNIPPET_LINES lines around the first line that mentions a matched term."""
    lines = body.split("\n")
    needles = [w.lower() for t in matched for w in tokens.split_identifier(t) or [t]]
    first = next((i for i, line in enumerate(lines) if any(n in line.lower() for n in needles)), 0)
    picked = [line.strip() for line in lines[first : first + SNIPPET_LINES]]
    text = "\n".join(picked)
    return text if len(text) <= SNIPPET_CHARS else text[: SNIPPET_CHARS - 1] + "…"
