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

import logging
import multiprocessing
import os
import sqlite3
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from datetime import UTC, datetime

from pydantic import BaseModel

from copilot_cli.index.config import IndexConfig
from copilot_cli.index.ingest.documents import delete_document, upsert_file, write_document
from copilot_cli.index.ingest.prepare import FileWork, prepare_file
from copilot_cli.index.ingest.walk import FileEntry, walk
from copilot_cli.index.store.sqlite import Store, set_meta

log = logging.getLogger("copilot_cli.index.ingest.refresh")

DISK = "disk"
PARALLEL_MIN_FILES = 300  # below this, starting worker processes costs more than it saves
MAX_WORKERS = 4
CHECKPOINT_AFTER = 100  # changed files


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
    skipped_not_regular: int = 0  # FIFOs, sockets, devices
    skipped_bad_name: int = 0  # names that are not valid UTF-8
    skipped_link_target: int = 0  # symlinks whose target is secret, excluded or outside the root
    rebuilt: bool


@dataclass
class _Counts:
    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0


def utc_timestamp() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def refresh(config: IndexConfig, store: Store, *, force: bool = False) -> RefreshReport:
    started = time.perf_counter()
    found = walk(config)
    counts = _Counts()
    rebuilt = store.status() != "ready"  # the writer (re)creates the tables in that case
    with store.writer() as conn:
        existing = {
            row[0]: row[1:]
            for row in conn.execute("SELECT path, size, mtime_ns, hash, kind FROM files WHERE origin=?", (DISK,))
        }
        todo = []
        for entry in found.files:
            old = existing.pop(entry.path, None)
            if old is not None and not force and old[0] == entry.size and old[1] == entry.mtime_ns:
                counts.unchanged += 1
            else:
                todo.append((entry, old))
        for (entry, old), work in zip(todo, _prepare_all(config, todo, force), strict=False):
            _apply(conn, entry, old, work, counts)
        for path, (_, _, _, kind) in existing.items():
            delete_document(conn, DISK, path)
            conn.execute("DELETE FROM files WHERE origin=? AND path=?", (DISK, path))
            counts.removed += kind == "text"
        timestamp = utc_timestamp()
        set_meta(conn, "last_refresh_timestamp", timestamp)
        indexed, binary = _file_counts(conn)
    if counts.added + counts.updated + counts.removed >= CHECKPOINT_AFTER:
        store.checkpoint()  # fold the big WAL into the index now, not in some later commit
    return RefreshReport(
        added=counts.added,
        updated=counts.updated,
        removed=counts.removed,
        unchanged=counts.unchanged,
        duration_ms=round((time.perf_counter() - started) * 1000),
        timestamp=timestamp,
        indexed_file_count=indexed,
        skipped_binary=binary,
        skipped_too_large=len(found.too_large),
        skipped_not_regular=found.not_regular,
        skipped_bad_name=found.bad_names,
        skipped_link_target=found.excluded_target,
        rebuilt=rebuilt,
    )


def _prepare_all(config: IndexConfig, todo: list[tuple[FileEntry, tuple | None]], force: bool) -> Iterator[FileWork]:
    """Read, hash and chunk the changed files: in this process for a few, in worker processes
    for many (the Python work then runs on every core while this process writes SQLite)."""
    jobs = [
        (
            str(config.repo_root),
            entry.path,
            old[2] if old and old[3] == "text" else None,
            force,
            config.python_adapter_enabled,
        )
        for entry, old in todo
    ]
    workers = min(os.cpu_count() or 1, MAX_WORKERS)
    if len(jobs) < PARALLEL_MIN_FILES or workers < 2:
        return (prepare_file(*job) for job in jobs)
    return _in_pool(jobs, workers)


def _in_pool(jobs: list[tuple], workers: int) -> Iterator[FileWork]:
    # spawn, not fork: the JSON-RPC server calls refresh from a thread, and forking a
    # threaded process can copy a held lock into the child. If the pool cannot start or
    # dies (a __main__ that cannot be re-imported, a killed worker), the rest is done here.
    done = 0
    try:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            for work in pool.map(_prepare_job, jobs, chunksize=16):
                yield work
                done += 1
    except (BrokenProcessPool, OSError, RuntimeError):
        log.warning("refresh worker processes failed; continuing in this process", exc_info=True)
        for job in jobs[done:]:
            yield prepare_file(*job)


def _prepare_job(job: tuple) -> FileWork:
    return prepare_file(*job)


def _apply(conn: sqlite3.Connection, entry: FileEntry, old: tuple | None, work: FileWork, counts: _Counts) -> None:
    if work.kind == "missing":
        return  # vanished or unreadable since the walk: the next refresh sees it again
    was_text = old is not None and old[3] == "text"
    if work.kind == "binary":
        if was_text:
            delete_document(conn, DISK, entry.path)
            counts.removed += 1
        upsert_file(conn, DISK, entry.path, entry.size, entry.mtime_ns, "", "binary", 0)
        return
    if work.kind == "same":
        upsert_file(conn, DISK, entry.path, entry.size, entry.mtime_ns, work.digest, "text", _lines(conn, entry.path))
        counts.unchanged += 1
        return
    assert work.document is not None
    if old is not None:
        delete_document(conn, DISK, entry.path)
    lines = write_document(conn, DISK, work.document)
    upsert_file(conn, DISK, entry.path, entry.size, entry.mtime_ns, work.digest, "text", lines)
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
