"""Durable per-file versions: a u64 counter per path, kept in SQLite in the workspace's data dir.

A row remembers the version, whether the file existed, and the content's sha256 plus the stat
fingerprint (size, mtime_ns, inode) seen when the version was recorded. `files.py` compares
the disk with the row before every operation: same fingerprint → same version; different
content → the version moves on. That one rule keeps versions consistent after a crash between
the rename and the commit (the new content simply gets the next number) and after edits made
outside the server. Counters never go back, not even through delete, so a version number is
never reused for a path and a stale `expected_version` can never match by accident.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

_SCHEMA = """
CREATE TABLE IF NOT EXISTS file_versions (
    path     TEXT PRIMARY KEY,
    version  INTEGER NOT NULL,
    present  INTEGER NOT NULL,
    sha256   TEXT,
    size     INTEGER,
    mtime_ns INTEGER,
    inode    INTEGER
)
"""


@dataclass(frozen=True)
class Fingerprint:
    size: int
    mtime_ns: int
    inode: int

    @classmethod
    def of(cls, st: os.stat_result) -> Fingerprint:
        return cls(st.st_size, st.st_mtime_ns, st.st_ino)


@dataclass(frozen=True)
class VersionRow:
    version: int
    present: bool
    sha256: str | None
    fingerprint: Fingerprint | None


class VersionStore:
    """One SQLite file per workspace; safe to share between threads (one lock, one connection)."""

    def __init__(self, db_path: str | os.PathLike[str]) -> None:
        Path(db_path).parent.mkdir(parents=True, exist_ok=True)
        self._owner = _claim(Path(db_path).with_suffix(".lock"))
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(db_path), check_same_thread=False, isolation_level=None)
        # WAL + FULL: a committed version survives a crash or power loss, readers never block.
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.execute("PRAGMA busy_timeout=5000")
        self._db.execute(_SCHEMA)

    def get(self, path: str) -> VersionRow | None:
        with self._lock:
            row = self._db.execute(
                "SELECT version, present, sha256, size, mtime_ns, inode FROM file_versions WHERE path = ?",
                (path,),
            ).fetchone()
        if row is None:
            return None
        fingerprint = Fingerprint(row[3], row[4], row[5]) if row[3] is not None else None
        return VersionRow(int(row[0]), bool(row[1]), row[2], fingerprint)

    def put(
        self, path: str, version: int, *, sha256: str | None = None, fingerprint: Fingerprint | None = None
    ) -> None:
        """Record `version` for `path`; no sha256 means the file is absent (a tombstone)."""
        fp = fingerprint
        with self._lock:
            self._db.execute(
                "INSERT INTO file_versions (path, version, present, sha256, size, mtime_ns, inode)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT(path) DO UPDATE SET version=excluded.version, present=excluded.present,"
                " sha256=excluded.sha256, size=excluded.size, mtime_ns=excluded.mtime_ns, inode=excluded.inode",
                (
                    path,
                    version,
                    sha256 is not None,
                    sha256,
                    fp.size if fp else None,
                    fp.mtime_ns if fp else None,
                    fp.inode if fp else None,
                ),
            )

    def close(self) -> None:
        with self._lock:
            self._db.close()
            os.close(self._owner)  # releases the flock


class WorkspaceInUse(RuntimeError):
    """Another process (or another open store) already serves this workspace's versions."""


def _claim(lock_path: Path) -> int:
    """An exclusive flock for the life of the store: per-path serialization and version
    reconciliation hold within one process only, so a second server on the same directory is
    refused at start instead of silently racing. The kernel drops the lock if the process dies."""
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise WorkspaceInUse(f"{lock_path.parent} is in use by another workspace server") from None
    return fd


def sha256_file(path: str | os.PathLike[str]) -> str:
    with open(path, "rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
