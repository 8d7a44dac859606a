"""One workspace: versioned read/write/patch/delete of text files under a root.

Every caller path goes through `paths.resolve_inside` (the index's rules plus strict
whitespace), so what a client may touch is decided in one module. Operations on one file are
serialized; each starts by reconciling the file on disk with its version row (see versions.py)
and changes content only through `atomic.atomic_write`. Glob and grep live in `scan.py`.

Version rules (the README repeats them): an absent file has version 0; every successful write,
patch and delete adds 1 to the path's counter, which never goes back; `expected_version`
null means "unconditionally", 0 means "only if absent", N means "only if the current version
is N" — anything else is `conflict`.
"""

from __future__ import annotations

import errno
import functools
import hashlib
import os
import stat as stat_mod
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from copilot_cli.workspace import paths, textops
from copilot_cli.workspace.atomic import atomic_write, durable_unlink, is_temp_name
from copilot_cli.workspace.errors import WorkspaceError
from copilot_cli.workspace.locks import KeyedLock
from copilot_cli.workspace.models import (
    DeleteResponse,
    PatchResponse,
    ReadResponse,
    WriteResponse,
)
from copilot_cli.workspace.versions import Fingerprint, VersionStore, sha256_bytes, sha256_file

F = TypeVar("F", bound=Callable[..., Any])


_OS_ERRORS = {
    errno.ENAMETOOLONG: "the path or one of its names is too long",
    errno.ELOOP: "the path runs into a loop of symbolic links",
    errno.EACCES: "permission denied",
    errno.EPERM: "operation not permitted",
    errno.ENOTDIR: "a parent of the path is a file, not a directory",
    errno.EISDIR: "the path is a directory",
    errno.EEXIST: "a parent of the path is a file, not a directory",
}


NOT_REGULAR = "the path is not a regular file (a FIFO, socket or device); only regular files are read"
SYMLINK_MUTATION = (
    "the path runs through a symbolic link; write, patch and delete never act through links "
    "(change the link's target by its own path)"
)
TRAILING_SLASH = "a file path must not end with '/'; send the file's path without it"


def os_errors_as_workspace_errors(fn: F) -> F:
    """Turn the filesystem's refusals into `not_permitted` with a reason; anything else is a bug."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except textops.NotRegularFile:
            raise WorkspaceError("not_permitted", NOT_REGULAR) from None
        except OSError as exc:
            if exc.errno in _OS_ERRORS:
                raise WorkspaceError("not_permitted", _OS_ERRORS[exc.errno]) from None
            raise

    return wrapper  # type: ignore[return-value]


@dataclass(frozen=True)
class FileLimits:
    """Conservative defaults; every one is a CLI option of `copilot-cli workspace serve`."""

    max_body_bytes: int = 8 * 1024 * 1024
    max_read_bytes: int = 1024 * 1024
    max_glob_matches: int = 1000
    max_grep_matches: int = 500
    max_line_chars: int = 500
    max_scan_entries: int = 100_000
    max_scan_files: int = 20_000
    max_grep_file_bytes: int = 2 * 1024 * 1024
    scan_time_budget_s: float = 5.0
    lock_timeout_s: float = 10.0


@dataclass(frozen=True)
class Target:
    requested: str  # what the client sent
    path: str  # normalized, echoed back
    key: str  # symlink-resolved root-relative path: the lock and version key
    absolute: Path  # symlink-resolved absolute path: what is read and replaced


@dataclass(frozen=True)
class FileState:
    counter: int  # the last version number used for this path (survives deletes)
    present: bool

    @property
    def version(self) -> int:
        """What clients see and `expected_version` is compared with: 0 while absent."""
        return self.counter if self.present else 0


class Workspace:
    def __init__(
        self, workspace_id: str, root: str | os.PathLike[str], store: VersionStore, limits: FileLimits = FileLimits()
    ) -> None:
        self.id = workspace_id
        self.root = Path(root)
        self.real_root = Path(os.path.realpath(self.root))
        self.store = store
        self.limits = limits
        self.locks = KeyedLock(limits.lock_timeout_s)

    # -- paths ---------------------------------------------------------------------------
    def _resolve(self, requested: str, allow_root: bool) -> paths.ResolvedPath:
        try:
            return paths.resolve_inside(self.root, requested, allow_root=allow_root, strict_whitespace=True)
        except paths.PathBlocked as blocked:
            code = "secret_path_denied" if blocked.kind in ("secret_file", "git_internal") else "not_permitted"
            raise WorkspaceError(code, f"{blocked.reason} {blocked.hint}") from None

    @os_errors_as_workspace_errors
    def target_dir(self, requested: str) -> str:
        """A normalized `path_prefix` ("" is the root) for glob and grep."""
        return self._resolve(requested, allow_root=True).relative

    @os_errors_as_workspace_errors
    def target(self, requested: str, *, mutate: bool = False) -> Target:
        """A file operation's path. Rules: a trailing '/' never names a file; `mutate`
        (write, patch, delete) refuses any symlink among the path's own components, so a
        change always lands on the name the client sent (reads follow in-root links whose
        target is not secret)."""
        resolved = self._resolve(requested, allow_root=False)
        if isinstance(requested, str) and requested.replace("\\", "/").rstrip("/") != requested.replace("\\", "/"):
            raise WorkspaceError("not_permitted", TRAILING_SLASH)
        if any(is_temp_name(part) for part in resolved.relative.split("/")):
            raise WorkspaceError("not_permitted", "Names starting with '.copilot-ws-tmp-' are reserved.")
        if mutate and self._through_symlink(resolved.relative):
            raise WorkspaceError("not_permitted", SYMLINK_MUTATION)
        real = Path(os.path.realpath(resolved.absolute))
        key = real.relative_to(self.real_root).as_posix()
        return Target(requested, resolved.relative, key, real)

    def _through_symlink(self, relative: str) -> bool:
        current = self.root
        for part in relative.split("/"):
            current = current / part
            try:
                if stat_mod.S_ISLNK(os.lstat(current).st_mode):
                    return True
            except (FileNotFoundError, NotADirectoryError):
                return False
        return False

    # -- versions ------------------------------------------------------------------------
    def _state(self, t: Target) -> FileState:
        """The file's current version, reconciling the row with what is on disk."""
        row = self.store.get(t.key)
        known = row.version if row else 0
        try:
            st = os.stat(t.absolute)
        except (FileNotFoundError, NotADirectoryError):
            if row and row.present:  # removed behind our back, or a crash mid-delete
                self.store.put(t.key, known + 1)
                return FileState(known + 1, False)
            return FileState(known, False)
        if not stat_mod.S_ISREG(st.st_mode):
            raise WorkspaceError("not_permitted", f"{t.path!r} is not a regular file")
        fingerprint = Fingerprint.of(st)
        if row and row.present and row.fingerprint == fingerprint:
            return FileState(known, True)
        digest = sha256_file(t.absolute)
        if row and row.present and row.sha256 == digest:
            self.store.put(t.key, known, sha256=digest, fingerprint=fingerprint)
            return FileState(known, True)
        self.store.put(t.key, known + 1, sha256=digest, fingerprint=fingerprint)
        return FileState(known + 1, True)

    @staticmethod
    def _check_expected(t: Target, state: FileState, expected: int | None) -> None:
        if expected is not None and expected != state.version:
            raise WorkspaceError(
                "conflict",
                f"{t.path!r} is at version {state.version}, not {expected}; read it again and retry",
            )

    def _commit(self, t: Target, data: bytes, version: int) -> None:
        st = atomic_write(t.absolute, data)
        self.store.put(t.key, version, sha256=sha256_bytes(data), fingerprint=Fingerprint.of(st))

    # -- operations ----------------------------------------------------------------------
    @os_errors_as_workspace_errors
    def read(self, requested: str, start_line: int | None = None, end_line: int | None = None) -> ReadResponse:
        t = self.target(requested)
        found = self._read_unlocked(t, start_line, end_line)
        if found is None:  # the row does not vouch for what is on disk: reconcile under the lock
            with self.locks.hold(t.key):
                state = self._state(t)
                if not state.present:
                    raise WorkspaceError("not_found", f"{t.path!r} does not exist")
                found = (textops.read_text(t.absolute, self.limits.max_read_bytes, start_line, end_line), state.version)
        chunk, version = found
        return ReadResponse(
            requested_path=requested,
            path=t.path,
            bytes_read=chunk.bytes_read,
            content=chunk.content,
            truncated=chunk.truncated,
            start_line=chunk.start_line,
            end_line=chunk.end_line,
            version=version,
        )

    def _read_unlocked(
        self, t: Target, start_line: int | None, end_line: int | None
    ) -> tuple[textops.TextChunk, int] | None:
        """The common case without the path lock: the open file's inode, size and mtime are
        exactly what the version row recorded, and did not change while we read. Writers
        replace files by rename, so an open inode is immutable for us; anything else
        (a write in progress, an edit made outside) returns None and takes the locked path."""
        try:
            with textops.open_regular(t.absolute) as f:
                before = os.fstat(f.fileno())
                if not stat_mod.S_ISREG(before.st_mode):
                    return None
                row = self.store.get(t.key)
                if row is None or not row.present or row.fingerprint != Fingerprint.of(before):
                    return None
                chunk = textops.read_open_file(f, t.path, self.limits.max_read_bytes, start_line, end_line)
                if Fingerprint.of(os.fstat(f.fileno())) != row.fingerprint:
                    return None
        except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
            return None
        return chunk, row.version

    @os_errors_as_workspace_errors
    def write(self, requested: str, content: str, expected_version: int | None = None) -> WriteResponse:
        t = self.target(requested, mutate=True)
        data = textops.encode_text(content)
        with self.locks.hold(t.key):
            state = self._state(t)
            self._check_expected(t, state, expected_version)
            version = state.counter + 1
            self._commit_or_explain(t, data, version)
        return WriteResponse(
            requested_path=requested, path=t.path, bytes_written=len(data), created=not state.present, version=version
        )

    @os_errors_as_workspace_errors
    def patch(self, requested: str, diff: str, expected_version: int) -> PatchResponse:
        t = self.target(requested, mutate=True)
        with self.locks.hold(t.key):
            state = self._state(t)
            if not state.present:
                raise WorkspaceError("not_found", f"{t.path!r} does not exist; patch edits existing files")
            self._check_expected(t, state, expected_version)
            original = textops.decode_text(t.absolute.read_bytes(), t.path)
            data = textops.apply_unified_diff(original, diff).encode("utf-8")
            version = state.counter + 1
            self._commit_or_explain(t, data, version)
        return PatchResponse(requested_path=requested, path=t.path, bytes_written=len(data), version=version)

    @os_errors_as_workspace_errors
    def delete(self, requested: str, expected_version: int | None = None) -> DeleteResponse:
        t = self.target(requested, mutate=True)
        with self.locks.hold(t.key):
            state = self._state(t)
            self._check_expected(t, state, expected_version)
            if not state.present:
                return DeleteResponse(requested_path=requested, path=t.path, deleted=False)
            durable_unlink(t.absolute)
            self.store.put(t.key, state.counter + 1)
        return DeleteResponse(requested_path=requested, path=t.path, deleted=True)

    def _commit_or_explain(self, t: Target, data: bytes, version: int) -> None:
        try:
            self._commit(t, data, version)
        except OSError as exc:
            if exc.errno in _OS_ERRORS:
                raise WorkspaceError("not_permitted", f"cannot write {t.path!r}: {_OS_ERRORS[exc.errno]}") from None
            raise


def data_dir_for(base: str | os.PathLike[str], root: str | os.PathLike[str]) -> Path:
    """Where a workspace's versions live: one folder per real root, outside the workspace."""
    digest = hashlib.sha256(os.path.realpath(root).encode()).hexdigest()[:16]
    return Path(base) / digest


def open_workspace(
    workspace_id: str,
    root: str | os.PathLike[str],
    data_base: str | os.PathLike[str],
    limits: FileLimits = FileLimits(),
) -> Workspace:
    if not Path(root).is_dir():
        raise FileNotFoundError(f"workspace {workspace_id!r}: {root} is not a directory")
    store = VersionStore(data_dir_for(data_base, root) / "versions.sqlite3")
    return Workspace(workspace_id, root, store, limits)
