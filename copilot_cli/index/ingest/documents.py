"""Writing documents into the store: chunk, tokenize, insert; delete. Shared by the disk
refresh and the spec-document indexer, so both are searched by the same machinery."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from copilot_cli.index.ingest.chunker import chunk_lines
from copilot_cli.index.store import tokens


def split_lines(text: str) -> list[str]:
    """Lines as editors count them: split on \\n, a final newline ends the last line rather
    than starting an empty one, and a trailing \\r (CRLF files) is not part of a line."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if "\r" in text:
        lines = [line[:-1] if line.endswith("\r") else line for line in lines]
    return lines


@dataclass(frozen=True)
class PreparedDocument:
    """A document cut into chunk rows, ready to insert: pure data, so it can be built in a
    worker process and written by the one process that holds the write transaction."""

    path: str
    line_count: int
    rows: list[tuple[int, int, str, str, str]]  # start_line, end_line, symbol, body, sub-tokens


def prepare_document(path: str, text: str, symbols: Iterable[Any] = ()) -> PreparedDocument:
    lines = split_lines(text)
    splits: dict[str, str] = {}
    rows = []
    for chunk in chunk_lines(len(lines), symbols):
        body = "\n".join(lines[chunk.start_line - 1 : chunk.end_line])
        rows.append((chunk.start_line, chunk.end_line, chunk.symbol, body, tokens.chunk_subtokens(body, splits)))
    return PreparedDocument(path, len(lines), rows)


def write_document(conn: sqlite3.Connection, origin: str, doc: PreparedDocument) -> int:
    """Insert a prepared document's chunks; returns its line count."""
    path_column = tokens.path_text(doc.path)
    fts_rows = []
    for start, end, symbol, body, subtokens in doc.rows:
        cur = conn.execute(
            "INSERT INTO chunks(origin, path, start_line, end_line, symbol) VALUES (?,?,?,?,?)",
            (origin, doc.path, start, end, symbol),
        )
        fts_rows.append((cur.lastrowid, path_column, body, subtokens))
    conn.executemany("INSERT INTO chunks_fts(rowid, path, body, idents) VALUES (?,?,?,?)", fts_rows)
    return doc.line_count


def insert_document(conn: sqlite3.Connection, origin: str, path: str, text: str, symbols: Iterable[Any] = ()) -> int:
    """Chunk `text` along `symbols` and insert the chunks; returns the line count."""
    return write_document(conn, origin, prepare_document(path, text, symbols))


def delete_document(conn: sqlite3.Connection, origin: str, path: str) -> None:
    ids = [r[0] for r in conn.execute("SELECT id FROM chunks WHERE origin=? AND path=?", (origin, path))]
    if ids:
        conn.executemany("DELETE FROM chunks_fts WHERE rowid=?", ((i,) for i in ids))
        conn.execute("DELETE FROM chunks WHERE origin=? AND path=?", (origin, path))


def upsert_file(
    conn: sqlite3.Connection, origin: str, path: str, size: int, mtime_ns: int, digest: str, kind: str, lines: int
) -> None:
    conn.execute(
        """INSERT INTO files VALUES (?,?,?,?,?,?,?) ON CONFLICT(origin, path) DO UPDATE SET
           size=excluded.size, mtime_ns=excluded.mtime_ns, hash=excluded.hash, kind=excluded.kind,
           lines=excluded.lines""",
        (origin, path, size, mtime_ns, digest, kind, lines),
    )
