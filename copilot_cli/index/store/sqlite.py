"""The index store: one SQLite file with FTS5, versioned, safe to read while it is written.

Tables:
    meta(key, value)                  schema_version, last_refresh_timestamp, …
    files(origin, path, …)            one row per discovered file (origin "disk") or virtual
                                      document (origin "spec"): size, mtime_ns, hash, kind
                                      ("text", "binary"), line count
    chunks(id, origin, path, start_line, end_line, symbol)
    chunks_fts(path, body, idents)    FTS5, rowid = chunks.id; body is the chunk's text, so
                                      numbered lines come straight from here

WAL mode lets searches read the last committed index while a refresh writes; a refresh is one
transaction, so a crash leaves the previous index (SQLite rolls the journal back on open).
A schema version other than SCHEMA_VERSION reads as "schema_mismatch" and the next refresh
rebuilds from scratch.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

SCHEMA_VERSION = "1"
DB_NAME = "index.sqlite3"

_TABLES = (
    "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE files(origin TEXT NOT NULL, path TEXT NOT NULL, size INTEGER NOT NULL,
       mtime_ns INTEGER NOT NULL, hash TEXT NOT NULL, kind TEXT NOT NULL, lines INTEGER NOT NULL,
       PRIMARY KEY(origin, path)) WITHOUT ROWID""",
    """CREATE TABLE chunks(id INTEGER PRIMARY KEY AUTOINCREMENT, origin TEXT NOT NULL,
       path TEXT NOT NULL, start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, symbol TEXT NOT NULL)""",
    "CREATE INDEX chunks_by_path ON chunks(origin, path, start_line)",
    # unicode61 splits snake_case; idents holds camelCase sub-tokens (see tokens.py)
    "CREATE VIRTUAL TABLE chunks_fts USING fts5(path, body, idents, tokenize='unicode61 remove_diacritics 2')",
)
_DROP = (
    "DROP TABLE IF EXISTS chunks_fts",
    "DROP TABLE IF EXISTS chunks",
    "DROP TABLE IF EXISTS files",
    "DROP TABLE IF EXISTS meta",
    "DELETE FROM sqlite_sequence WHERE name='chunks'",
)


class Store:
    """Connections to one index file: one per thread for reads, a fresh one per write."""

    def __init__(self, path: Path | str) -> None:
        self.path = str(path)  # nothing is created on disk until the first write
        self._local = threading.local()
        self._write_lock = threading.Lock()
        self._memory: sqlite3.Connection | None = None

    def reader(self) -> sqlite3.Connection:
        """This thread's connection (autocommit reads; sees the last committed state)."""
        if self.path == ":memory:":
            return self._memory_connection()
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect()
            self._local.conn = conn
        return conn

    @contextmanager
    def snapshot(self) -> Iterator[sqlite3.Connection]:
        """This thread's connection inside one read transaction: every statement sees the same
        committed state, so a refresh committing meanwhile cannot remove a row between a query
        and the lookup that follows it. Nests (an inner snapshot joins the outer one)."""
        conn = self.reader()
        if self.path == ":memory:" or conn.in_transaction:
            yield conn  # the shared in-memory connection is serialized by its writer instead
            return
        conn.execute("BEGIN")
        try:
            yield conn
        finally:
            conn.execute("COMMIT")

    def writer(self) -> WriteTransaction:
        """`with store.writer() as conn:` — one exclusive transaction, committed on success."""
        return WriteTransaction(self)

    def status(self) -> str:
        """ "not_indexed", "ready" or "schema_mismatch"."""
        version = self.meta("schema_version")
        if version is None:
            return "not_indexed"
        return "ready" if version == SCHEMA_VERSION else "schema_mismatch"

    def meta(self, key: str) -> str | None:
        if self.path != ":memory:" and not Path(self.path).exists():
            return None  # never indexed: reading must not create the file
        try:
            row = self.reader().execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        except sqlite3.OperationalError:
            return None  # no tables yet
        return row[0] if row else None

    def checkpoint(self) -> None:
        """Copy the WAL into the database file (PASSIVE: never waits for readers)."""
        if self.path == ":memory:":
            return
        conn = self._connect()
        try:
            conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            conn.close()

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None

    def _memory_connection(self) -> sqlite3.Connection:
        if self._memory is None:
            self._memory = sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None)
        return self._memory

    def _connect(self) -> sqlite3.Connection:
        Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=30.0, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")  # WAL + NORMAL: durable at checkpoints, never corrupt
        return conn


class WriteTransaction:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.conn: sqlite3.Connection | None = None

    def __enter__(self) -> sqlite3.Connection:
        self.store._write_lock.acquire()
        try:
            if self.store.path == ":memory:":
                self.conn = self.store._memory_connection()
            else:
                self.conn = self.store._connect()
                self.conn.execute("PRAGMA cache_size=-65536")
            self.conn.execute("BEGIN IMMEDIATE")
            ensure_schema(self.conn)
        except BaseException:
            self._release()
            raise
        return self.conn

    def __exit__(self, exc_type, exc, tb) -> None:
        try:
            assert self.conn is not None
            self.conn.execute("ROLLBACK" if exc_type else "COMMIT")
        finally:
            self._release()

    def _release(self) -> None:
        if self.conn is not None and self.store.path != ":memory:":
            self.conn.close()
        self.conn = None
        self.store._write_lock.release()


def ensure_schema(conn: sqlite3.Connection) -> bool:
    """Create the tables, or rebuild them when the version differs. True when rebuilt/created."""
    try:
        row = conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
    except sqlite3.OperationalError:
        row = None
    if row and row[0] == SCHEMA_VERSION:
        return False
    for statement in _DROP:
        try:
            conn.execute(statement)
        except sqlite3.OperationalError:
            pass  # sqlite_sequence exists only once an AUTOINCREMENT table had rows
    for statement in _TABLES:
        conn.execute(statement)
    conn.execute("INSERT INTO meta VALUES ('schema_version', ?)", (SCHEMA_VERSION,))
    return True


def set_meta(conn: sqlite3.Connection, key: str, value: str) -> None:
    conn.execute("INSERT INTO meta VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value", (key, value))
