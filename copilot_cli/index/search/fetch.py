"""Chunks by id, as numbered lines straight from the store ("10| const x = 1")."""

from __future__ import annotations

import sqlite3
from typing import Any

from copilot_cli.index.store.sqlite import Store


def fetch_chunks(store: Store, ids: list[int], *, max_lines: int) -> list[dict[str, Any]]:
    """Each id in order: its path, line range and up to `max_lines` numbered lines; an id the
    index does not hold comes back as {"chunk_id", "error": "chunk not found"}."""
    with store.snapshot() as conn:
        return [_one(conn, chunk_id, max_lines) for chunk_id in ids]


def _one(conn: sqlite3.Connection, chunk_id: int, max_lines: int) -> dict[str, Any]:
    row = conn.execute(
        "SELECT c.path, c.start_line, c.end_line, f.body FROM chunks c "
        "JOIN chunks_fts f ON f.rowid = c.id WHERE c.id = ?",
        (chunk_id,),
    ).fetchone()
    if row is None:
        return {"chunk_id": chunk_id, "error": "chunk not found"}
    path, start, end, body = row
    lines = body.split("\n")[:max_lines]
    return {
        "chunk_id": chunk_id,
        "path": path,
        "start_line": start,
        "end_line": end,
        "lines": [f"{start + i}| {text}" for i, text in enumerate(lines)],
        "truncated": end - start + 1 > len(lines),
    }
