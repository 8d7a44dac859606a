"""Refresh: bring the store in line with the disk, re-chunking only what changed.

Per file: same size and mtime → unchanged without opening it; otherwise read it, and same
content hash → only the stat is updated; otherwise delete its chunks and chunk it again.
Files no longer discovered are removed. Everything happens in one write transaction, so a
crash (or a kill -9) leaves the previous index, and readers keep searching it meanwhile.

Counts are about searchable text files: `added` (new, or no longer binary), `updated`
(content changed, or every file with `force`), `removed` (gone, excluded, grown too large or
turned binary). Binary files (a NUL in the first 8 KB) and files over max_file_bytes are
skipped and counted.
"""

from __future__ import annotations

import hashlib
import sqlite3
import time
from dataclasses import dataclass
from datetime import datetime, timezone

from pydantic import BaseModel

from copilot_cli.index.config import IndexConfig
from copilot_cli.index.documents import delete_document, insert_document, upsert_file
from copilot_cli.index.spans import spans_for
from copilot_cli.index.store import Store, set_meta
from copilot_cli.index.walk import FileEntry, walk

DISK = "disk"
BINARY_SNIFF_BYTES = 8192


class RefreshReport(BaseModel):
    added: int
    updated: int
    removed: int
    unchanged: int
    duration_ms: int
    timestamp: str
    indexed_file_count: int
    skipped_binary: int
    skipped_too_large: int
    rebuilt: bool


@dataclass
class _Counts:
    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0


def utc_timestamp() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def refresh(config: IndexConfig, store: Store, *, force: bool = False) -> RefreshReport:
    started = time.perf_counter()
    found = walk(config)
    counts = _Counts()
    rebuilt = store.status() != "ready"  # the writer (re)creates the tables in that case
    with store.writer() as conn:
        existing = {row[0]: row[1:] for row in conn.execute(
            "SELECT path, size, mtime_ns, hash, kind FROM files WHERE origin=?", (DISK,))}
        for entry in found.files:
            _refresh_file(conn, config, entry, existing.pop(entry.path, None), force, counts)
        for path, (_, _, _, kind) in existing.items():
            delete_document(conn, DISK, path)
            conn.execute("DELETE FROM files WHERE origin=? AND path=?", (DISK, path))
            counts.removed += kind == "text"
        timestamp = utc_timestamp()
        set_meta(conn, "last_refresh_timestamp", timestamp)
        indexed, binary = _file_counts(conn)
    return RefreshReport(
        added=counts.added, updated=counts.updated, removed=counts.removed, unchanged=counts.unchanged,
        duration_ms=round((time.perf_counter() - started) * 1000), timestamp=timestamp,
        indexed_file_count=indexed, skipped_binary=binary, skipped_too_large=len(found.too_large),
        rebuilt=rebuilt,
    )


def _refresh_file(conn: sqlite3.Connection, config: IndexConfig, entry: FileEntry,
                  old: tuple | None, force: bool, counts: _Counts) -> None:
    if old is not None and not force and old[0] == entry.size and old[1] == entry.mtime_ns:
        counts.unchanged += 1
        return
    try:
        data = (config.repo_root / entry.path).read_bytes()
    except OSError:
        return  # vanished or unreadable since the walk: the next refresh sees it again
    was_text = old is not None and old[3] == "text"
    if b"\0" in data[:BINARY_SNIFF_BYTES]:
        if was_text:
            delete_document(conn, DISK, entry.path)
            counts.removed += 1
        upsert_file(conn, DISK, entry.path, entry.size, entry.mtime_ns, "", "binary", 0)
        return
    digest = hashlib.blake2b(data, digest_size=16).hexdigest()
    if was_text and not force and old[2] == digest:
        upsert_file(conn, DISK, entry.path, entry.size, entry.mtime_ns, digest, "text", _lines(conn, entry.path))
        counts.unchanged += 1
        return
    text = data.decode("utf-8", errors="replace")
    if old is not None:
        delete_document(conn, DISK, entry.path)
    symbols = spans_for(entry.path, text, python_enabled=config.python_adapter_enabled)
    lines = insert_document(conn, DISK, entry.path, text, symbols)
    upsert_file(conn, DISK, entry.path, entry.size, entry.mtime_ns, digest, "text", lines)
    if was_text:
        counts.updated += 1
    else:
        counts.added += 1


def _lines(conn: sqlite3.Connection, path: str) -> int:
    row = conn.execute("SELECT lines FROM files WHERE origin=? AND path=?", (DISK, path)).fetchone()
    return row[0] if row else 0


def _file_counts(conn: sqlite3.Connection) -> tuple[int, int]:
    rows = dict(conn.execute("SELECT kind, COUNT(*) FROM files WHERE origin=? GROUP BY kind", (DISK,)).fetchall())
    return rows.get("text", 0), rows.get("binary", 0)
